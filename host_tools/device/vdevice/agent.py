# The device side of the virtual board. This file runs INSIDE the real
# MicroPython interpreter (WebAssembly build or a `micropython` binary), not
# on CPython. The host (server.py) prepends `_VD = {...}` with the board's
# settings and then calls `run(mode, src)` for every piece of code a client
# sends. It makes the interpreter look like the chosen board:
# - the flash: a VFS mounted at "/" over a host-synced folder, with the
#   board's size, littlefs-like block accounting and ENOSPC when full;
# - `sys.implementation` with the board's name and `_mpy` (version + arch);
# - `.mpy` imports checked like the board's loader does (version and arch);
# - `machine.reset()` / `soft_reset()` ending the code like on a board;
# - the simulated hardware (host_tools/sim/device.py) behind `machine`, and
#   main.py run on it as a bounded demo.
import builtins
import io
import os
import sys

try:
    _VD  # noqa: B018  (given in front of the source by the binary backend)
except NameError:
    from _vdcfg import _VD  # written by the WebAssembly driver

_ROOT = _VD["root"]  # noqa: F821  (the folder that holds the flash, in the backend's own FS)
_BS = _VD["block_size"]  # noqa: F821
_BLOCKS = _VD["blocks"]  # noqa: F821
_MPY = _VD["mpy"]  # noqa: F821
_MPY_VER = _MPY & 0xFF
_MPY_SUB = (_MPY >> 8) & 3
_ARCH = (_MPY >> 10) & 0xF
_ENOSPC = 28  # MicroPython's (and Linux's) errno numbers, as a board raises them

# The WebAssembly build's own files raise WASI errno numbers; a board raises
# MicroPython's. Map them, so clients (mpremote) read the errors a board gives.
_WASI_ERRNO = {1: 7, 2: 13, 6: 11, 8: 9, 10: 16, 20: 17, 22: 27, 28: 22, 29: 5, 31: 21,
               33: 24, 37: 36, 43: 19, 44: 2, 48: 12, 51: 28, 52: 38, 54: 20, 55: 39,
               58: 95, 63: 1, 69: 30, 75: 18}
_ERRNO_MAP = _WASI_ERRNO if sys.platform == "webassembly" else {}


def _os_call(fn, *args):
    try:
        return fn(*args)
    except OSError as e:
        if e.args and e.args[0] in _ERRNO_MAP:
            raise OSError(_ERRNO_MAP[e.args[0]]) from None
        raise


class _Reset(BaseException):
    # machine.reset(), soft_reset() and a pulled cable end the running code
    # the way a board does: nothing after them runs. args[0] is the kind.
    pass


def _blocks(size):
    # littlefs gives every file at least one block of its own
    return (size + _BS - 1) // _BS if size > _BS else 1


class _File(io.IOBase):
    # Stream over a backend file that charges writes to the flash size.
    def __init__(self, vfs, f, path, size):
        self._v = vfs
        self._f = f
        self._path = path
        self._size = size

    def read(self, *n):
        return self._f.read(*n)

    def readinto(self, buf, *n):
        return self._f.readinto(buf, *n)

    def readline(self, *n):
        return self._f.readline(*n)

    def readlines(self):
        return self._f.readlines()

    def __iter__(self):
        return self

    def __next__(self):
        line = self._f.readline()
        if not line:
            raise StopIteration
        return line

    def write(self, buf):
        end = self._f.tell() + len(buf)
        grow = 0
        if end > self._size:
            grow = _blocks(end) - _blocks(self._size)
        if grow and self._v.used + grow > _BLOCKS:
            raise OSError(_ENOSPC)
        n = self._f.write(buf)
        if end > self._size:
            self._size = end
        self._v.used += grow
        if self._path == _VD.get("unplug_on_write"):  # noqa: F821
            # fault: the cable goes at the file's second write, so it is half written
            _VD["unplug_writes"] = _VD.get("unplug_writes", 0) + 1  # noqa: F821
            if _VD["unplug_writes"] >= 2:  # noqa: F821
                raise _Reset("unplug")
        return n

    def seek(self, *a):
        return self._f.seek(*a)

    def tell(self):
        return self._f.tell()

    def flush(self):
        return self._f.flush()

    def close(self):
        self._f.close()

    def ioctl(self, op, arg):
        if op == 4:  # MP_STREAM_CLOSE, used by import
            self._f.close()
        return 0

    def __enter__(self):
        return self

    def __exit__(self, *a):
        self._f.close()


class _Flash:
    # The board's filesystem: board paths mapped under _ROOT, plus size
    # accounting. (VfsPosix's own root= option garbles two-path calls such as
    # rename, so paths are resolved here.)
    def __init__(self):
        self._p = os.VfsPosix()
        self._cwd = "/"
        self.used = self._count("/")

    def _real(self, path):
        if not path.startswith("/"):
            path = self._cwd.rstrip("/") + "/" + path
        parts = []
        for part in path.split("/"):
            if part == "..":
                if parts:
                    parts.pop()
            elif part and part != ".":
                parts.append(part)
        return _ROOT + "/" + "/".join(parts)

    def _count(self, path):
        n = 2 if path == "/" else 1  # a directory costs a metadata block
        for e in self._p.ilistdir(self._real(path)):
            p = path.rstrip("/") + "/" + e[0]
            if e[1] & 0x4000:
                n += self._count(p)
            else:
                n += _blocks(self._p.stat(self._real(p))[6])
        return n

    def _recount(self):
        self.used = self._count("/")

    def mount(self, readonly, mkfs):
        pass

    def umount(self):
        pass

    def open(self, path, mode):
        real = self._real(path)
        twin = _twin_of.get(real)
        if twin and mode in ("r", "rb"):
            return _os_call(self._p.open, twin, mode)
        size = 0
        try:
            size = _os_call(self._p.stat, real)[6]
        except OSError:
            if "r" in mode and "+" not in mode:
                raise
            if self.used + 1 > _BLOCKS:
                raise OSError(_ENOSPC) from None
            self.used += 1
            size = -1
        if "w" in mode and size > 0:
            self.used -= _blocks(size) - 1
            size = 0
        f = _os_call(self._p.open, real, mode)
        if size < 0:
            size = 0
        if "b" not in mode and "r" in mode and "+" not in mode:
            return f  # text reads need no accounting
        return _File(self, f, real[len(_ROOT) + 1:], size)

    def ilistdir(self, path):
        real = self._real(path)
        for e in _os_call(self._p.ilistdir, real):
            size = 0
            if not e[1] & 0x4000:
                size = self._p.stat(real + "/" + e[0])[6]
            yield (e[0], e[1], 0, size)

    def stat(self, path):
        real = self._real(path)
        return _os_call(self._p.stat, _twin_of.get(real, real))

    def statvfs(self, path):
        free = _BLOCKS - self.used
        if free < 0:
            free = 0
        return (_BS, _BS, _BLOCKS, free, free, 0, 0, 0, 0, 255)

    def mkdir(self, path):
        if self.used + 1 > _BLOCKS:
            raise OSError(_ENOSPC)
        _os_call(self._p.mkdir, self._real(path))
        self._recount()

    def rmdir(self, path):
        _os_call(self._p.rmdir, self._real(path))
        self._recount()

    def remove(self, path):
        _os_call(self._p.remove, self._real(path))
        self._recount()

    def rename(self, old, new):
        _os_call(self._p.rename, self._real(old), self._real(new))
        self._recount()

    def chdir(self, path):
        real = self._real(path)
        if not _os_call(self._p.stat, real)[0] & 0x4000:
            raise OSError(20)  # ENOTDIR
        self._cwd = real[len(_ROOT):] or "/"

    def getcwd(self):
        return self._cwd


# --- .mpy loading like the board: check version and arch before import ---

# A .mpy with machine code for the board's arch (the firmware's functions
# marked for the code emitters, host_tools/device/mpy.py) runs on the board; this
# interpreter cannot run it, so while it imports such a module it reads the
# module's source, its twin (backend.native_twins), as a .py beside the .mpy.
# Nothing else sees the twin: it exists only during that import.
_TWINS = _VD.get("twins")  # noqa: F821
_twin_of = {}  # real path of the .py the importer asks for -> the twin's path
_twins_added = []


def _twin(path):
    # the twin of the .mpy at board path `path`, or None
    if not _TWINS:
        return None
    rel = _flash._real(path)[len(_ROOT) + 1:]
    if rel.startswith("lib/"):
        rel = rel[4:]
    twin = _TWINS + "/" + rel[:-4] + ".py"
    try:
        _flash._p.stat(twin)
    except OSError:
        return None
    return twin


def _check_mpy(path):
    with open(path, "rb") as f:
        h = f.read(4)
    arch = (h[2] >> 2) if len(h) > 2 else 0
    if len(h) < 4 or h[0] != 77 or h[1] != _MPY_VER or (arch and (h[2] & 3) != _MPY_SUB):
        raise ValueError("incompatible .mpy file")
    if arch and arch != _ARCH:
        raise ValueError("incompatible .mpy arch")
    if arch:
        # the board would run this machine code; the virtual board runs its source
        twin = _twin(path)
        if twin is None:
            raise ValueError("native code in .mpy unsupported (virtual board)")
        real = _flash._real(path[:-4] + ".py")
        _twin_of[real] = twin
        _twins_added.append(real)


def _exists(path):
    try:
        return os.stat(path)[0]
    except OSError:
        return 0


def _check_module(fullname):
    parts = fullname.split(".")
    for i in range(len(parts)):
        name = ".".join(parts[: i + 1])
        if name in sys.modules:
            continue
        rel = "/".join(parts[: i + 1])
        for entry in sys.path:
            if entry == ".frozen":
                continue
            base = (entry.rstrip("/") + "/" + rel) if entry else rel
            mode = _exists(base)
            if mode & 0x4000:
                if not _exists(base + "/__init__.py") and _exists(base + "/__init__.mpy"):
                    _check_mpy(base + "/__init__.mpy")
                break
            if _exists(base + ".py"):
                break
            if _exists(base + ".mpy"):
                _check_mpy(base + ".mpy")
                break


_import = builtins.__import__


def _board_import(name, *args):
    # args as MicroPython passes them: globals, locals, fromlist, level
    globals = args[0] if args else None
    fromlist = args[2] if len(args) > 2 else None
    level = args[3] if len(args) > 3 else 0
    full = name
    if level and globals:
        pkg = globals.get("__name__", "")
        if "__path__" not in globals:
            pkg = pkg.rpartition(".")[0]
        for _ in range(level - 1):
            pkg = pkg.rpartition(".")[0]
        full = pkg + "." + name if name else pkg
    mark = len(_twins_added)
    try:
        if full and full not in sys.modules:
            _check_module(full)
        # MicroPython passes fromlist=True when it loads a submodule for "from pkg import mod"
        for sub in fromlist if isinstance(fromlist, (tuple, list)) else ():
            if sub != "*" and full + "." + sub not in sys.modules:
                _check_module(full + "." + sub)
        return _import(name, *args)
    finally:
        while len(_twins_added) > mark:
            _twin_of.pop(_twins_added.pop(), None)


# --- what the board says about itself ---

class _Implementation:
    name = "micropython"
    version = tuple(_VD["version"])  # noqa: F821
    _machine = _VD["machine"]  # noqa: F821
    _mpy = _MPY
    _build = _VD["build"]  # noqa: F821

    def __repr__(self):
        return "(name='micropython', version=%r, _machine=%r, _mpy=%d, _build=%r)" % (
            self.version, self._machine, self._mpy, self._build)


def _no_stdin(*args):
    # The WebAssembly build's input() waits on JavaScript, which a running
    # board cannot give it: say so instead of hanging.
    raise OSError("input() / sys.stdin: not on the virtual board's WebAssembly build "
                  "(use MICROPYTHON=path for a board that reads the serial port)")


class _NoStdin:
    read = readline = readinto = _no_stdin

    def __getattr__(self, name):
        if name == "buffer":
            return self
        return getattr(sys.stdin, name)


class _Sys:
    # `import sys` gives this: the real sys with the board's identity
    implementation = _Implementation()
    platform = _VD["platform"]  # noqa: F821

    def __getattr__(self, name):
        return getattr(sys, name)


if sys.platform == "webassembly":
    _Sys.stdin = _NoStdin()
    builtins.input = _no_stdin


class _Uname:
    sysname = _VD["platform"]  # noqa: F821
    nodename = _VD["platform"]  # noqa: F821
    release = "%d.%d.%d" % tuple(_VD["version"][:3])  # noqa: F821
    version = "v%s on 2025-12-10" % release
    machine = _VD["machine"]  # noqa: F821

    def __repr__(self):
        return "(sysname=%r, nodename=%r, release=%r, version=%r, machine=%r)" % (
            self.sysname, self.nodename, self.release, self.version, self.machine)


_SEEDED = []


class _Os:
    # `import os` gives this: the real os plus the board's os.uname()
    def uname(self):
        return _Uname()

    def urandom(self, n):
        # a board's hardware RNG; the WebAssembly build has no os.urandom
        f = getattr(os, "urandom", None)
        if f is not None:
            return f(n)
        import random
        import time

        if not _SEEDED:
            random.seed(time.ticks_us() ^ time.ticks_cpu())
            _SEEDED.append(1)
        return bytes([random.getrandbits(8) for _ in range(n)])

    def __getattr__(self, name):
        return getattr(os, name)


class _Machine:
    # the board's own calls here; Pin, PWM, I2C, Timer, ... from the
    # simulated hardware (host_tools/sim/device.py) when it is loaded
    def __getattr__(self, name):
        if _SIM is None:
            raise AttributeError(name)
        return getattr(_SIM.machine(), name)

    def reset(self):
        raise _Reset("hard")

    def soft_reset(self):
        raise _Reset("soft")

    def bootloader(self, *a):
        raise _Reset("hard")

    def unique_id(self):
        return b"\xe6\x60\x58\x38\x83\x1a\x4f\x2c"

    def freq(self, *a):
        return _VD["freq"]  # noqa: F821

    def idle(self):
        pass

    def reset_cause(self):
        return 1


# --- the simulated hardware: host_tools.sim, imported before the flash is
# mounted over "/" (the modules stay loaded, like a board's frozen ones) ---

_SIM = None
if _VD.get("sim_dir"):  # noqa: F821
    sys.path.insert(0, _VD["sim_dir"])  # noqa: F821
    # device.py, and what it imports only when a run needs it (a board's
    # frozen modules are all there at once; the flash's files shadow nothing later)
    from host_tools.sim import checks as _checks  # noqa: F401
    from host_tools.sim import device as _SIM
    from host_tools.sim import font8x8 as _font  # noqa: F401
    from host_tools.sim import oled_text as _oled_text  # noqa: F401
    from host_tools.sim import rp2 as _rp2  # noqa: F401
    from host_tools.sim import staged as _staged
    from host_tools.sim import wheel_parts as _wheel_parts  # noqa: F401

    for _part in _staged.GAME_PARTS:  # the games' parts the player imports (acts.py)
        __import__(_part)

    sys.path.pop(0)

# --- install: flash at "/", identity, import checks ---

os.umount("/")
_flash = _Flash()
os.mount(_flash, "/")
os.chdir("/")
sys.path[:] = ["", ".frozen", "/lib"]
sys.modules["sys"] = _Sys()
sys.modules["machine"] = _Machine()
sys.modules["os"] = _Os()
builtins.__import__ = _board_import
_globals = {"__name__": "__main__"}
try:
    import errno as _errno

    _ERRNO_NAMES = _errno.errorcode
except ImportError:
    _ERRNO_NAMES = {}


def _traceback(e):
    s = io.StringIO()
    sys.print_exception(e, s)
    # drop this agent's own frames: a board shows only the user's code
    lines = [line for line in s.getvalue().split("\n") if line and '"<vdevice>"' not in line]
    if isinstance(e, OSError) and len(e.args) == 1 and e.args[0] in _ERRNO_NAMES:
        # the board's errno names: "OSError: [Errno 2] ENOENT"
        lines[-1] = "OSError: [Errno %d] %s" % (e.args[0], _ERRNO_NAMES[e.args[0]])
    return "".join(line + "\n" for line in lines)


def run(mode, src):
    """Run `src`. mode "s": a friendly-REPL line (echo values), "e": raw
    REPL / paste (file input), "f": the file named by src (boot.py, main.py).
    Returns "" when it ended normally, "!kind" for a reset, else the traceback."""
    try:
        if mode == "f":
            if not _exists(src):
                return ""
            with open(src) as f:
                code = compile(f.read(), src, "exec")
            if src == "main.py" and _SIM is not None:
                # the flashed board's simulated parts, for a bounded demo
                _SIM.run_main(lambda: exec(code, _globals))
                return ""
        else:
            code = compile(src, "<stdin>", "single" if mode == "s" else "exec")
        exec(code, _globals)
        return ""
    except _Reset as e:
        return "!" + e.args[0]
    except SystemExit:
        return "!soft"
    except BaseException as e:  # noqa: B036  (the board prints every exception)
        return _traceback(e)
