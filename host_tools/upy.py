"""Run code and the portable tests under a real MicroPython.

The npm package @micropython/micropython-webassembly-pyscript under Node is the
default; MICROPYTHON=/path/to/micropython uses a unix-port binary instead
(given `-X heapsize=...`). firmware/ is on sys.path either way, and so is
the simulator's portable part (host_tools.sim.box, .machine, .vloop, ...).
"""

import argparse
import atexit
import json
import os
import shutil
import subprocess
import sys
import tempfile

from host_tools import FIRMWARE, ROOT

HERE = os.path.dirname(os.path.abspath(__file__))
PORTABLE_TESTS = os.path.join(ROOT, "tests", "portable")
DEFAULT_HEAP = 512 * 1024
TIMEOUT_S = 900


class UpyError(RuntimeError):
    """MicroPython raised, or could not be started."""


def _binary():
    return os.environ.get("MICROPYTHON") or ""


def _command(script_path, heapsize, mounts, step=()):
    """The command line that runs script_path with host dirs visible at device paths."""
    binary = _binary()
    if binary:
        return [binary, "-X", "heapsize=%d" % heapsize, script_path]
    if not shutil.which("node"):
        raise UpyError("node is not on PATH: install Node 20, or set MICROPYTHON=path")
    if not os.path.isdir(os.path.join(ROOT, "node_modules", "@micropython")):
        raise UpyError("MicroPython WebAssembly package missing: run `npm ci` (make does)")
    cmd = ["node", os.path.join(HERE, "upy_node.mjs"), str(heapsize), script_path]
    cmd += list(step)
    cmd += ["%s:%s" % (host, dev) for host, dev in mounts]
    return cmd


_SIM = []  # the simulator's portable modules, staged once per process


def _sim_dir():
    if not _SIM:
        from host_tools.sim.stage import stage

        d = tempfile.mkdtemp(prefix="upysim-")
        atexit.register(shutil.rmtree, d, True)
        _SIM.append(stage(d))
    return _SIM[0]


def _dirs(firmware=None):
    """(firmware dir, tests dir, sim dir) as the script sees them, and the
    mounts that make it so. The sim dir holds host_tools.sim's portable part;
    firmware: another host dir in firmware/'s place (e.g. its .mpy build)."""
    firmware = firmware or FIRMWARE
    if _binary():
        return firmware, PORTABLE_TESTS, _sim_dir(), []
    return "/fw", "/tests", "/hostsim", [(firmware, "/fw"), (PORTABLE_TESTS, "/tests"),
                                         (_sim_dir(), "/hostsim")]


def _run(src, heapsize, timeout, step=(), firmware=None):
    fw, tests, sim, mounts = _dirs(firmware)
    prelude = ("FW_DIR = %r\nTEST_DIR = %r\nimport sys\nsys.path.insert(0, FW_DIR)\n"
               "sys.path.append(%r)\n" % (fw, tests, sim))
    with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as f:
        f.write(prelude + src)
        path = f.name
    try:
        return subprocess.run(
            _command(path, heapsize, mounts, step),
            capture_output=True,
            text=True,
            timeout=timeout,
            cwd=ROOT,
        )
    finally:
        os.unlink(path)


def run_code(src, heapsize=DEFAULT_HEAP, timeout=TIMEOUT_S):
    """Run MicroPython source with firmware/ importable; return its stdout."""
    proc = _run(src, heapsize, timeout)
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
print(json.dumps({"peak": _peak, "steps": _n, "done": _done, "info": globals().get("_info")}))
"""


def live_heap_peak(setup, step, max_steps=20000, heapsize=DEFAULT_HEAP, firmware=None):
    """Peak live heap (bytes left after gc.collect()) while `step` runs over and
    over after `setup`, until step sets `_done = True`. Returns
    {"peak", "steps", "done", "info"} (info: what the step left in `_info`). The WebAssembly port frees memory only between
    top-level calls, so there each step is a call of its own. firmware: a host
    dir imported in firmware/'s place (FW_DIR), e.g. its .mpy build."""
    if _binary():
        body = "\n".join("    " + line for line in step.strip().splitlines())
        proc = _run(STEPS_SCRIPT % (setup, max_steps, body), heapsize, TIMEOUT_S,
                    firmware=firmware)
        if proc.returncode != 0:
            raise UpyError((proc.stderr or proc.stdout).strip())
        return json.loads(proc.stdout.splitlines()[-1])
    with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as f:
        f.write(step)
        step_path = f.name
    try:
        proc = _run(setup, heapsize, TIMEOUT_S, ("--step", step_path, str(max_steps)),
                    firmware)
    finally:
        os.unlink(step_path)
    if proc.returncode != 0:
        raise UpyError((proc.stderr or proc.stdout).strip())
    return json.loads(proc.stdout.splitlines()[-1])


def run_tests(pattern="", heapsize=DEFAULT_HEAP, out=sys.stdout):
    """Run tests/portable under MicroPython. Returns (passed, failed, failures)."""
    with open(os.path.join(HERE, "upy_testrunner.py")) as f:
        runner = f.read()
    proc = _run("PATTERN = %r\n" % pattern + runner, heapsize, TIMEOUT_S)
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
    return passed, len(failures), failures


def main(argv=None):
    ap = argparse.ArgumentParser(prog="host_tools upy", description=__doc__)
    ap.add_argument("-k", default="", help="only tests whose file::name contains this")
    ap.add_argument("--heapsize", type=int, default=DEFAULT_HEAP)
    ap.add_argument("-v", action="store_true", help="print the whole traceback of each failure")
    args = ap.parse_args(argv)
    engine = _binary() or "micropython-webassembly (node)"
    print("portable tests under MicroPython: %s" % engine)
    try:
        passed, failed, failures = run_tests(args.k, args.heapsize)
    except UpyError as e:
        print("error: %s" % e)
        return 2
    for ident, trace in failures:
        last = trace[-1] if trace else "?"
        print("FAIL %s: %s" % (ident, last))
        for line in trace if args.v else trace[:-1]:
            print("    " + line)
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed or not passed else 0


if __name__ == "__main__":
    sys.exit(main())
