# The boot module's banner and self-test (firmware/hexbox/app/boot.py): the two
# lines flash and the end-to-end test read back from a board.
import os

from hexbox import VERSION
from hexbox.app import boot
from hexbox.core.errors import ConfigError

_DIR = "/tmp"


def _config(name, text):
    path = _DIR + "/hexbox_boot_" + name + ".json"
    if text is None:
        try:
            os.remove(path)
        except OSError:
            pass
    else:
        with open(path, "w") as f:
            f.write(text)
    return path


class _Game:
    pass


def _registry(name):
    if name == "spuknacht":
        return _Game
    if name == "broken":
        raise ImportError("no module named 'hexbox.games.broken'")
    raise ValueError("unknown game %r; known: spuknacht" % name)


def _boot(path):
    lines = []
    cfg = boot.boot(path, lines.append, _registry)
    return cfg, lines


def test_boot_prints_banner_and_selftest_ok():
    """A readable config.json naming an importable game: banner, then 'selftest: ok'."""
    path = _config("ok", '{"board": "pico", "game": "spuknacht"}')
    cfg, lines = _boot(path)
    assert lines == ["hexbox %s board=pico game=spuknacht" % VERSION, "selftest: ok"]
    assert cfg == {"board": "pico", "game": "spuknacht"}


def test_selftest_fails_when_config_json_is_missing():
    """No config.json: the self-test says so and tells how to fix it."""
    cfg, lines = _boot(_config("missing", None))
    assert cfg is None
    assert lines[0] == "hexbox %s board=? game=?" % VERSION
    assert lines[1].startswith("selftest: FAIL no ") and "flash" in lines[1]


def test_selftest_fails_on_unreadable_config_json():
    """Half-written or wrong config.json: FAIL with the reason, never a crash."""
    for text, why in (('{"board": "pico", "ga', "not valid JSON"),
                      ('["pico"]', "JSON object"),
                      ('{"board": "pico"}', '"game"'),
                      ('{"board": "", "game": "spuknacht"}', '"board"')):
        cfg, lines = _boot(_config("bad", text))
        assert cfg is None
        assert lines[1].startswith("selftest: FAIL ") and why in lines[1], (text, lines)


def test_selftest_fails_when_the_game_is_unknown_or_does_not_import():
    """The game module must import: an unknown or broken game is a FAIL naming it."""
    cfg, lines = _boot(_config("unknown", '{"board": "pico", "game": "nope"}'))
    assert cfg is None and lines[1].startswith("selftest: FAIL unknown game")
    cfg, lines = _boot(_config("broken", '{"board": "pico", "game": "broken"}'))
    assert cfg is None and lines[1].startswith("selftest: FAIL game broken does not import")


def test_load_config_raises_config_error():
    try:
        boot.load_config(_config("none", None))
    except ConfigError:
        return
    raise AssertionError("ConfigError expected")
