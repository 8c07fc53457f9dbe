"""Every shipped board with every game boots from a `flash`ed image on the
virtual board ("A test boots every shipped board profile with
every game on the virtual board, from a flashed image, not from the source
tree").

Each combination: `python -m host_tools flash` onto a virtual board of the
profile's arch (real mpremote, the .mpy build, only what flash copies), then
a soft reset read over the port: the banner, "selftest: ok", no traceback,
and then what APP says: the app plays the game on the simulated parts, or
(a game the app does not play yet) refuses it cleanly: the reason on the
OLED, the error tune, the coils released, the REPL back.

`make test` runs SUBSET (every board once, every game once, Spuknacht in
both modes, on three shared virtual boards: ~40 s); `make test-full`
(HEXBOX_FULL=1) all of boards x games (~2 min). Boot faults written onto a
flashed board: FAIL, shown.
"""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
import test_flash_e2e as flash_e2e
from boot_cases import CASES, files

from host_tools.device import flash as flash_tool
from host_tools.device.mip_package import version
from host_tools.device.vdevice import spawn
from host_tools.hardware import boards

REPO = Path(__file__).resolve().parent.parent
GAMES = ("spuknacht", "techno_witches", "wandelnde_tuerme", "broom_service")
# What the app does with each game today: "plays" it, or "refuses" it (the
# refusal shown on the OLED). Flip a game to "plays" when the referee app
# runs it; the test then asks for a clean run instead of a clean refusal.
APP = {
    "spuknacht": "plays",
    "techno_witches": "plays",
    "wandelnde_tuerme": "plays",
    "broom_service": "plays",
}
KNOWN = {}  # (board, game) -> why it fails today (strict xfail)
SUBSET = (
    ("pico", "spuknacht"),
    ("pico_dice", "spuknacht"),
    ("pico2", "wandelnde_tuerme"),
    ("esp32s3", "techno_witches"),
    ("pico_referee", "broom_service"),
    ("esp32s3_referee", "spuknacht"),
)
FULL = bool(os.environ.get("HEXBOX_FULL"))
COMBOS = [(b, g) for b in boards.names() for g in GAMES] if FULL else list(SUBSET)
PARAMS = [pytest.param(b, g, id="%s-%s" % (b, g),
                       marks=[pytest.mark.xfail(reason=KNOWN[b, g], strict=True)]
                       if (b, g) in KNOWN else []) for b, g in COMBOS]


def test_the_table_names_every_board_and_game():
    assert sorted(APP) == sorted(GAMES)
    from hexbox.games import names

    assert sorted(names()) == sorted(GAMES)
    assert {b for b, _ in SUBSET} == set(boards.names()) and {g for _, g in SUBSET} == set(GAMES)


@pytest.fixture(scope="module")
def devices(tmp_path_factory):
    """One virtual board per arch, shared by the boards of that arch."""
    live = {}

    def get(board):
        arch = boards.load(board)["mpy_arch"]
        if arch not in live:
            d = tmp_path_factory.mktemp(arch)
            dev = spawn("--arch", arch, "--fs", str(d / "flash"))
            dev.fs = d / "flash"
            live[arch] = dev
        return live[arch]

    yield get
    for dev in live.values():
        dev.stop()


def run_flash(port, board, game, *more):
    return subprocess.run([sys.executable, "-m", "host_tools", "flash", "--port", port,
                           "--board", board, "--game", game, *more],
                          capture_output=True, text=True, cwd=REPO, timeout=180)


def boot_lines(port):
    """Soft reset in the friendly REPL; the lines the board prints after
    "soft reboot" until the REPL is back."""
    lines = flash_e2e.boot_lines(port, timeout=60)
    return lines[[i for i, ln in enumerate(lines) if "soft reboot" in ln][0] + 1:]


def check_boot(lines, board, game):
    text = "\n".join(lines)
    assert "hexbox %s board=%s game=%s" % (version(), board, game) in lines, text
    assert "selftest: ok" in lines, text
    assert "Traceback" not in text, text
    assert lines[-1] == ">>>", text  # the REPL is back
    errors = [ln for ln in lines if ln.startswith("hexbox: error: ")]
    oled = [ln for ln in lines if ln.startswith("sim: oled: ")]
    assert oled, text
    if APP[game] == "plays":
        assert not errors and "hexbox error" not in oled[-1], text
        b = boards.load(board)
        if game == "spuknacht" and "wheel" in b and "hall" not in b:
            assert "sim: dice-and-wheel box" in text, text  # no virtual player at the dice box
            return
        played = [ln for ln in lines if ln.startswith("sim: %s, " % game) and " actions" in ln]
        assert played and int(played[0].split(" actions")[0].split()[-1]) > 0, text
        if "wheel" in b and game == "spuknacht":
            assert "wheel on the engine's step after every turn" in played[0], text
        elif "wheel" in b:
            # a game that does not turn the wheel parks it: coils off, its drivers never built
            assert "sim: coils released" in lines and "wheel turns" not in played[0], text
    else:
        assert errors and oled[-1].startswith("sim: oled: hexbox error |"), text
        assert "sim: coils released" in lines and "sim: buzzer: 220 Hz" in lines, text


@pytest.mark.parametrize("board,game", PARAMS)
def test_every_board_and_game_boots_from_a_flashed_image(devices, board, game):
    dev = devices(board)
    r = run_flash(dev.path, board, game)
    assert r.returncode == 0, r.stdout + r.stderr
    assert "selftest: ok" in r.stdout
    on_board = sorted(p.relative_to(dev.fs).as_posix() for p in dev.fs.rglob("*.py"))
    assert on_board == ["main.py"]  # the .mpy image flash built, not the source tree
    check_boot(boot_lines(dev.path), board, game)


def test_the_german_dice_box_boots_without_the_modules_its_profile_leaves_off(devices):
    """The dice-and-wheel box's flash leaves off the game modules its profile
    says it never loads (bot, restore, infer); in German, the language with
    the most words, it still boots and greets."""
    dev = devices("pico_dice")
    r = run_flash(dev.path, "pico_dice", "spuknacht", "--lang", "de")
    assert r.returncode == 0, r.stdout + r.stderr
    assert "selftest: ok" in r.stdout
    check_boot(boot_lines(dev.path), "pico_dice", "spuknacht")


FAULTS = ("players 99", "config not UTF-8", "gear [1, 100000]", "hall map names field 99",
          "board nested 600 deep", "max_speed 2000000")


def test_boot_faults_on_a_flashed_board_fail_and_show_on_the_oled(devices):
    """The boot faults an outside fuzz run found on a flashed image under real MicroPython:
    "selftest: FAIL <why>" and the reason on the OLED, no traceback."""
    dev = devices("pico")
    assert run_flash(dev.path, "pico", "spuknacht").returncode == 0
    saved = {n: (dev.fs / n).read_bytes() for n in ("config.json", "board.json")}
    try:
        for name in FAULTS:
            case = [c for c in CASES if c[0] == name][0]
            config, board = files(case)  # over the boot cases' good Pico box
            (dev.fs / "config.json").write_bytes(config)
            (dev.fs / "board.json").write_bytes(board)
            lines = boot_lines(dev.path)
            text = "\n".join(lines)
            fail = [ln for ln in lines if ln.startswith("selftest: FAIL ")]
            assert fail and case[2] in fail[0], (name, text)
            assert "Traceback" not in text and lines[-1] == ">>>", (name, text)
            if name != "board nested 600 deep":  # no board left to drive a display with
                assert any(ln.startswith("sim: oled: selftest FAIL |") for ln in lines), (
                    name,
                    text,
                )
    finally:
        for n, data in saved.items():
            (dev.fs / n).write_bytes(data)


def test_flash_refuses_a_board_that_would_not_start(tmp_path):
    """flash runs the board check of `python -m host_tools boards` before it
    writes anything, and says why."""
    defs = tmp_path / "defs"
    defs.mkdir()
    b = boards.load("pico")
    b["wheel"]["gear"] = [1, 100000]
    (defs / "mybox.json").write_text(json.dumps(b))
    with pytest.raises(flash_tool.FlashError) as e:
        flash_tool.flash(None, "mybox", "spuknacht", dry_run=True, defs=defs)
    assert "cannot run spuknacht" in str(e.value) and "gear" in str(e.value)
    assert "python -m host_tools boards mybox --game spuknacht" in str(e.value)
    for bad in ("../../etc/passwd", "schema", "pico/../pico"):
        r = subprocess.run([sys.executable, "-m", "host_tools", "flash", "--board", bad,
                            "--game", "spuknacht", "--dry-run"], capture_output=True, text=True,
                           cwd=REPO)
        assert r.returncode == 2 and "unknown board" in r.stderr, (bad, r.stderr)


def test_flash_copies_what_the_app_imports():
    """The dice mode imports a Wandelnde Türme table: flash copies it with
    a Spuknacht image (it booted to ImportError before), and every hexbox
    module any copied file imports, for every game, but for the apps only
    another game's box runs and the other games' packages, which stay home
    (a Broom Service image has no Spuknacht engine and no dice box): the
    boots of every board and game from a flashed image show nothing needed
    was left out."""
    for game in GAMES:
        built = set(flash_tool.sources(flash_tool.FIRMWARE, game))
        unused, _off, _named, games = flash_tool.app_plan(game)
        home = set(p for p in flash_tool.firmware_files(flash_tool.FIRMWARE)
                   if p in unused or (p.startswith("hexbox/games/") and p.count("/") > 2
                                      and p.split("/")[2] not in games))
        need = flash_tool.closure(
            flash_tool.FIRMWARE, [p for p in built if p.endswith(".py")], home
        )
        assert need <= built, (game, sorted(need - built))
        assert not built & home, (game, sorted(built & home))
        assert "hexbox/games/%s/__init__.py" % game in built
    bs = flash_tool.sources(flash_tool.FIRMWARE, "broom_service")
    assert (
        "hexbox/boxes/dice/controller.py" not in bs and "hexbox/games/spuknacht/game.py" not in bs
    )
    assert "hexbox/games/wandelnde_tuerme/data.py" in flash_tool.sources(flash_tool.FIRMWARE,
                                                                          "spuknacht")
    files_ = flash_tool.build(flash_tool.FIRMWARE, "armv6m", "spuknacht")
    assert "hexbox/games/wandelnde_tuerme/data.mpy" in files_
