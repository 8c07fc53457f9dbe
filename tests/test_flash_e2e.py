"""Flashing end to end, the way a maker does it, against the virtual board
(python -m host_tools vdevice) with the real mpremote underneath:

1. start the board; 2. python -m host_tools flash --port <port> --board pico
--game spuknacht; 3. a second flash moves only changed files; 4. soft reset;
5. read the boot banner and the self-test result over the same port.
Then the bad paths: the port vanishing mid-copy, a full filesystem, a
MicroPython too old for the .mpy files, stale .mpy files on the board.
"""

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest
import serial

from host_tools.device import flash as flash_tool
from host_tools.device.mip_package import version
from host_tools.device.vdevice import spawn

REPO = Path(__file__).resolve().parent.parent
GAME = "spuknacht"
BOARD = "pico"


def registered_games(fw):
    r = subprocess.run([sys.executable, "-c", "import sys, json; sys.path.insert(0, sys.argv[1]);"
                        "from hexbox.games import names; print(json.dumps(list(names())))",
                        str(fw)], capture_output=True, text=True, check=True)
    return json.loads(r.stdout)


@pytest.fixture(scope="module")
def firmware(tmp_path_factory):
    """A copy of firmware/ (the test edits it to see a changed file move).
    Until the spuknacht engine is merged, a stub package stands in for it."""
    fw = tmp_path_factory.mktemp("fw") / "firmware"
    shutil.copytree(REPO / "firmware", fw, ignore=shutil.ignore_patterns("__pycache__"))
    if GAME not in registered_games(fw):
        stub = fw / "hexbox" / "games" / GAME
        stub.mkdir()
        (stub / "__init__.py").write_text("class Game:\n    pass\n")
        reg = fw / "hexbox" / "games" / "__init__.py"
        reg.write_text(reg.read_text().replace(
            "GAMES = (\n", 'GAMES = (\n    ("%s", "hexbox.games.%s"),\n' % (GAME, GAME), 1))
        assert GAME in registered_games(fw)
    return fw


def run_flash(port, fw, game=GAME):
    return subprocess.run(
        [sys.executable, "-m", "host_tools", "flash", "--port", port, "--board", BOARD,
         "--game", game, "--firmware", str(fw)],
        capture_output=True, text=True, cwd=REPO, timeout=120)


def copied(r):
    return [ln.split()[2] for ln in r.stdout.splitlines() if ln.startswith("flash: copy ")]


def built(fw):
    board = json.loads((REPO / "board_defs" / (BOARD + ".json")).read_text())
    files = flash_tool.build(fw, "armv6m", GAME, mode=flash_tool.box_mode(board))
    files["board.json"] = (REPO / "board_defs" / (BOARD + ".json")).read_bytes()
    return files


def boot_lines(port, timeout=180):
    """Soft reset in the friendly REPL and read what main.py prints."""
    s = serial.Serial(port, 115200, timeout=0.05)
    try:
        s.write(b"\r\x03\x03\x02")
        out = b""
        deadline = time.monotonic() + timeout
        while not out.endswith(b">>> ") and time.monotonic() < deadline:
            out += s.read(4096)
        s.write(b"\x04")
        out = b""
        while time.monotonic() < deadline:
            out += s.read(4096)
            if b"selftest:" in out and out.endswith(b">>> "):
                break
    finally:
        s.close()
    text = out.decode()
    assert "MPY: soft reboot" in text, text
    return [ln.strip() for ln in text.splitlines()]


def wait_for(path, timeout=15):
    deadline = time.monotonic() + timeout
    while not os.path.exists(path) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert os.path.exists(path)


@pytest.fixture(scope="module")
def pico(tmp_path_factory):
    d = tmp_path_factory.mktemp("pico")
    with spawn("--arch", "armv6m", "--fs", str(d / "flash"), "--link", str(d / "ttyPICO")) as dev:
        dev.fs = d / "flash"
        yield dev


def test_flash_then_only_changed_files_move_then_boot_selftest_ok(pico, firmware):
    """The maker's path: flash, flash again (nothing moves), change one file
    (only it moves), soft reset, read banner + self-test over the port."""
    files = built(firmware)
    r = run_flash(pico.path, firmware)
    assert r.returncode == 0, r.stdout + r.stderr
    assert sorted(copied(r)) == sorted(files)
    assert "micropython.py" not in os.listdir(pico.fs)  # the CPython shim stays home
    assert json.loads((pico.fs / "config.json").read_text()) == {"board": BOARD, "game": GAME}

    r = run_flash(pico.path, firmware)
    assert r.returncode == 0, r.stdout + r.stderr
    assert copied(r) == [] and "config.json unchanged" in r.stdout

    rng = firmware / "hexbox" / "core" / "rng.py"
    rng.write_text(rng.read_text() + "\n_FLASH_E2E_EDIT = 1\n")
    r = run_flash(pico.path, firmware)
    assert r.returncode == 0, r.stdout + r.stderr
    assert copied(r) == ["hexbox/core/rng.mpy"]

    lines = boot_lines(pico.path)
    banner = "hexbox %s board=%s game=%s" % (version(firmware), BOARD, GAME)
    assert banner in lines and "selftest: ok" in lines, lines
    # "It starts the simulated hardware": after the self-test the app
    # runs on the flashed board's simulated parts, a bounded demo, then the REPL
    sim = [ln for ln in lines if ln.startswith("sim: ") and "wheel turns" in ln]
    assert sim and "wheel on the engine's step after every turn" in sim[0], lines
    assert any(ln.startswith("sim: demo stops after") for ln in lines), lines
    assert lines[-1] == ">>>", lines


def test_stale_mpy_and_shadowing_py_on_the_board_are_replaced(pico, firmware):
    """A .mpy of an old version (from an old build) fails to import like on a
    board; a stray .py would shadow its .mpy. The next flash fixes both."""
    assert run_flash(pico.path, firmware).returncode == 0
    mpy = pico.fs / "hexbox" / "core" / "rng.mpy"
    mpy.write_bytes(b"M\x05" + mpy.read_bytes()[2:])  # the .mpy v5 of MicroPython 1.18
    (pico.fs / "hexbox" / "core" / "errors.py").write_text("raise ImportError('stale')\n")
    r = subprocess.run([sys.executable, "-m", "mpremote", "connect", pico.path, "exec",
                        "import hexbox.core.rng"], capture_output=True, text=True)
    assert "ValueError: incompatible .mpy file" in r.stdout + r.stderr
    r = run_flash(pico.path, firmware)
    assert r.returncode == 0, r.stdout + r.stderr
    assert copied(r) == ["hexbox/core/rng.mpy"]
    assert "flash: remove hexbox/core/errors.py" in r.stdout
    assert "selftest: ok" in r.stdout


def test_port_vanishes_mid_copy_then_next_flash_repairs(tmp_path, firmware):
    """The cable is pulled while a file is half written: flash says so; once
    the board is back, the next flash copies what is missing or broken."""
    files = built(firmware)
    victim = max(files, key=lambda p: len(files[p]))  # written in several chunks
    assert len(files[victim]) > flash_tool.CHUNK
    link = str(tmp_path / "ttyV")
    with spawn("--fs", str(tmp_path / "flash"), "--link", link, "--replug-delay", "0.3",
               "--unplug-on-write", victim):
        r = run_flash(link, firmware)
        assert r.returncode == 1
        assert "lost the board while writing %s" % victim in r.stderr
        before = copied(r)
        on_board = (tmp_path / "flash" / victim).read_bytes()
        assert 0 < len(on_board) < len(files[victim])  # half written
        assert not (tmp_path / "flash" / "config.json").exists()
        wait_for(link)
        r = run_flash(link, firmware)
        assert r.returncode == 0, r.stdout + r.stderr
        assert victim in copied(r)
        assert not set(before) & set(copied(r))  # what made it is not copied again
        assert "selftest: ok" in r.stdout


def test_too_little_flash_is_refused_before_writing(tmp_path, firmware):
    """A board with too little flash: a clear message, nothing written."""
    with spawn("--fs", str(tmp_path / "flash"), "--flash-kb", "32") as dev:
        r = run_flash(dev.path, firmware)
    assert r.returncode == 1
    assert "too little flash" in r.stderr and "KB free" in r.stderr
    assert os.listdir(tmp_path / "flash") == []


def test_full_filesystem_leaves_config_json_whole(tmp_path, firmware):
    """The filesystem fills up: config.json is written via a temporary file
    and a rename, so a full board keeps its old config.json intact."""
    from mpremote.transport_serial import SerialTransport

    fs = tmp_path / "flash"
    files = built(firmware)
    dirs = {p.rsplit("/", 1)[0] for p in files if "/" in p}
    blocks = 2 + len(dirs) + sum(flash_tool.blocks(len(d), 4096) for d in files.values()) + 4
    with spawn("--fs", str(fs), "--flash-kb", str(blocks * 4)) as dev:
        assert run_flash(dev.path, firmware).returncode == 0
        old = (fs / "config.json").read_bytes()
        t = SerialTransport(dev.path)
        try:
            t.enter_raw_repl(soft_reset=True)
            t.exec("f = open('junk.bin', 'wb')\ntry:\n while True: f.write(bytes(4096))\n"
                   "except OSError:\n pass\nf.close()")
            assert t.eval("__import__('os').statvfs('/')[3]") == 0
            with pytest.raises(flash_tool.FlashError, match="flash is full"):
                flash_tool.write_config(t, b'{"board": "pico", "game": "other"}\n' * 200)
        finally:
            t.close()
    assert (fs / "config.json").read_bytes() == old
    assert not (fs / "config.json.tmp").exists()


def test_micropython_too_old_for_the_mpy_files(tmp_path, firmware):
    """A board whose MicroPython loads .mpy v5 (1.12-1.18): flash says it is
    too old and how to update, and writes nothing."""
    with spawn("--fs", str(tmp_path / "flash"), "--mpy-version", "5") as dev:
        r = run_flash(dev.path, firmware)
    assert r.returncode == 1
    assert "too old" in r.stderr and ".mpy version 5" in r.stderr
    assert os.listdir(tmp_path / "flash") == []


def test_no_device_is_a_clear_error(tmp_path, firmware):
    r = run_flash(str(tmp_path / "ttyNONE"), firmware)
    assert r.returncode == 1 and "no device found" in r.stderr


def test_dry_run_prints_the_plan_and_writes_nothing(pico, firmware, tmp_path):
    """--dry-run: without a port the whole plan; with one, what would change."""
    r = subprocess.run([sys.executable, "-m", "host_tools", "flash", "--board", BOARD,
                        "--game", GAME, "--dry-run", "--firmware", str(firmware)],
                       capture_output=True, text=True, cwd=REPO, timeout=120)
    assert r.returncode == 0, r.stderr
    assert "flash: would copy main.py" in r.stdout and "no board touched" in r.stdout
    # the app (the simulated demo after the last flash's reset) saves its game
    # log while it runs: stop it first, as mpremote does (Ctrl-C, raw REPL)
    subprocess.run([sys.executable, "-m", "mpremote", "connect", pico.path, "exec", "pass"],
                   capture_output=True, text=True, timeout=60)
    before = sorted(p.relative_to(pico.fs).as_posix() for p in pico.fs.rglob("*"))
    r = subprocess.run([sys.executable, "-m", "host_tools", "flash", "--port", pico.path,
                        "--board", BOARD, "--game", "wandelnde_tuerme", "--dry-run",
                        "--firmware", str(firmware)],
                       capture_output=True, text=True, cwd=REPO, timeout=120)
    assert r.returncode == 0, r.stderr
    assert "would write config.json" in r.stdout and "nothing written" in r.stdout
    assert sorted(p.relative_to(pico.fs).as_posix() for p in pico.fs.rglob("*")) == before


def test_a_board_of_another_arch_is_refused(tmp_path, firmware):
    """An ESP32-S3 (xtensawin) on the port while --board pico says armv6m."""
    with spawn("--fs", str(tmp_path / "flash"), "--arch", "xtensawin") as dev:
        r = run_flash(dev.path, firmware)
    assert r.returncode == 1 and "reports arch xtensawin" in r.stderr and "--board" in r.stderr
    assert os.listdir(tmp_path / "flash") == []


def test_no_port_and_no_usb_board_is_a_clear_error(firmware):
    """Without --port, flash looks for a USB serial port; none here."""
    import serial.tools.list_ports

    if any(p.vid is not None for p in serial.tools.list_ports.comports()):
        pytest.skip("a USB serial device is attached to this machine")
    r = subprocess.run([sys.executable, "-m", "host_tools", "flash", "--board", BOARD,
                        "--game", GAME, "--firmware", str(firmware)],
                       capture_output=True, text=True, cwd=REPO, timeout=120)
    assert r.returncode == 1 and "no device found: plug the board in" in r.stderr


def test_unknown_board_or_game_names_the_known_ones(firmware):
    r = run_flash("/dev/null", firmware, game="nonesuch")
    assert r.returncode == 2 and "unknown game 'nonesuch'" in r.stderr and GAME in r.stderr
    r = subprocess.run([sys.executable, "-m", "host_tools", "flash", "--board", "nonesuch",
                        "--game", GAME, "--dry-run"], capture_output=True, text=True, cwd=REPO)
    assert r.returncode == 2 and "unknown board 'nonesuch'" in r.stderr and "pico" in r.stderr
