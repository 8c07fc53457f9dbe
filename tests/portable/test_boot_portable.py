# The boot module's banner and self-test (firmware/hexbox/app/boot.py): the two
# lines flash and the end-to-end test read back from a board. "selftest: ok"
# only when the app will find all it needs; every boot fault (boot_cases.py) is a
# readable FAIL, never a traceback.
import json

from boot_cases import CASES, GOOD_BOARD, GOOD_CONFIG, files, flash_box, put_file, scratch

from hexbox import VERSION
from hexbox.app import boot
from hexbox.core.errors import ConfigError

# unix port: the self-test builds every game from .py, the app modules too,
# beside the boot cases (Türme at 512 KB: no 32 KB block left)
UPY_HEAP_KB = 640

_DIR = scratch("hexbox_boot")


def _put(name, data):
    return put_file(_DIR, name, data)


def _box(config, board):
    """A board's flash: config.json and board.json (None: absent)."""
    return flash_box(_DIR, config, board)


def _boot(config, board=None):
    lines = []
    shown = []
    path = _box(config, json.dumps(GOOD_BOARD).encode() if board is None else board)
    cfg = boot.boot(path, lines.append, None, shown.append)
    return cfg, lines, shown


def _good():
    return json.dumps(GOOD_CONFIG).encode()


def test_boot_prints_banner_and_selftest_ok():
    """A good config.json and board.json: banner, then 'selftest: ok'."""
    cfg, lines, shown = _boot(_good())
    assert lines == ["hexbox %s board=testbox game=spuknacht" % VERSION, "selftest: ok"], lines
    assert cfg == GOOD_CONFIG and shown == []


def test_selftest_fails_when_config_json_is_missing():
    """No config.json: the self-test says so and tells how to fix it."""
    _box(None, None)
    lines = []
    assert boot.boot(_DIR + "config.json", lines.append) is None
    assert lines[0] == "hexbox %s board=? game=?" % VERSION
    assert lines[1].startswith("selftest: FAIL no ") and "flash" in lines[1]


def test_every_boot_fault_is_a_readable_fail_never_a_traceback():
    """Each bad config.json or board.json value gives 'selftest:
    FAIL <why>' naming what is wrong (and shows it on the box), never an
    exception."""
    bad = []
    for case in CASES:
        config, board = files(case)
        lines = []
        shown = []
        try:
            cfg = boot.boot(_box(config, board), lines.append, None, shown.append)
        except Exception as e:  # noqa: BLE001  (what the test is about)
            bad.append("%s: raised %r" % (case[0], e))
            continue
        ok = (cfg is None and len(lines) == 2 and lines[0].startswith("hexbox ")
              and lines[1].startswith("selftest: FAIL ") and case[2] in lines[1]
              and shown == [lines[1][len("selftest: FAIL "):]])
        if not ok:
            bad.append("%s: %r" % (case[0], lines))
    assert not bad, "\n".join(bad)


def test_selftest_builds_the_game_with_the_settings():
    """Players and variants are checked by building the game: a variant
    that exists but does not fit the seats fails, naming the game's reason."""
    for cfg, word in (({"game": "wandelnde_tuerme", "players": 2, "variant": ["team"]}, "team"),
                      ({"game": "techno_witches", "players": 1}, "players"),
                      ({"game": "broom_service", "players": 6}, "players")):
        c = dict(GOOD_CONFIG)
        c.update(cfg)
        got, lines, _ = _boot(json.dumps(c).encode())
        assert got is None and lines[1].startswith("selftest: FAIL") and word in lines[1], lines


def test_selftest_ok_for_every_game_with_its_own_default_players():
    """flash writes only board and game: every game then starts with its
    engine's default seat count."""
    from hexbox.games import names

    for game in names():
        cfg, lines, _ = _boot(json.dumps({"board": "testbox", "game": game}).encode())
        assert lines[1] == "selftest: ok", (game, lines)


def test_selftest_fails_when_the_game_does_not_import():
    """A game module that is missing on the flash is a FAIL naming it."""
    def registry(name):
        raise ImportError("no module named 'hexbox.games.%s'" % name)

    lines = []
    assert boot.boot(_box(_good(), json.dumps(GOOD_BOARD).encode()), lines.append, registry) is None
    assert lines[1].startswith("selftest: FAIL game spuknacht does not import"), lines


def test_selftest_fails_when_an_app_module_is_missing():
    """Every module the app imports must load: the dice mode's module
    names a table flash once left home (ImportError at the first boot)."""
    saved = boot.APP_MODULES
    boot.APP_MODULES = ("hexbox.app.nonesuch",)
    try:
        cfg, lines, _ = _boot(_good())
    finally:
        boot.APP_MODULES = saved
    assert cfg is None and "module hexbox.app.nonesuch does not load" in lines[1], lines


def test_load_config_raises_config_error():
    _box(None, None)
    try:
        boot.load_config(_DIR + "config.json")
    except ConfigError:
        return
    raise AssertionError("ConfigError expected")


def test_board_names_cannot_leave_board_defs():
    for name in ("../../etc/passwd", "pico/../x", "", "a" * 40, "Pico", "pi co", None, 3):
        assert not boot.is_name(name), name
    for name in ("pico", "pico2", "esp32s3", "pico_dice", "my-box"):
        assert boot.is_name(name), name
