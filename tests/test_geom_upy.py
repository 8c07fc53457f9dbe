"""Same answers on CPython and MicroPython for the collision core.

Required: "decides all of this exactly and the same way on CPython and
MicroPython". One seeded script of random queries (every pair kind, poses,
the wheel planner) runs on both interpreters; the outputs must be identical.
"""

import contextlib
import io

import pytest

from host_tools.device import upy

SCRIPT = r"""
from hexbox.core import fixed
from hexbox.core.rng import Rng
from hexbox.core.shapes import band, capsule, disc, polygon, rect
from hexbox.core.collide import touches
from hexbox.core.pose import arc_pose
from hexbox.core.sweep import contact_interval, rotate_point
r = Rng(2024)
mm = fixed.mm
C = mm(500)
def near(span):
    return C + r.between(-span, span), C + r.between(-span, span)
def mk(k):
    x, y = near(mm(50))
    if k == 0:
        return disc(x, y, r.below(mm(50)))
    if k == 1:
        x2, y2 = near(mm(80))
        return capsule(x, y, x2, y2, r.below(mm(10)))
    if k == 2:
        return rect(x, y, r.below(fixed.TURN), r.below(mm(90)), r.below(mm(40)))
    if k == 3:
        return polygon([near(mm(60)) for _ in range(1 + r.below(6))])
    rad = r.below(mm(400))
    a = r.below(fixed.TURN)
    cx = x - ((rad * fixed.cos_q(a)) >> 15)
    cy = y - ((rad * fixed.sin_q(a)) >> 15)
    return band(cx, cy, rad, a - r.below(fixed.QUARTER), r.below(fixed.TURN + 1), r.below(mm(30)))
bits = []
for i in range(%(n)d):
    bits.append("1" if touches(mk(i %% 5), mk((i // 5) %% 5)) else "0")
print("".join(bits))
p = (mm(600), mm(400), 0)
for i in range(40):
    try:
        p = arc_pose(p, r.between(mm(60), mm(300)), r.below(fixed.QUARTER), r.below(2) == 0,
                     r.below(3) > 0)
    except ValueError:
        p = (mm(600), mm(400), p[2])
    print(p)
for i in range(15):
    rad = r.below(mm(120))
    ox, oy = rotate_point(mm(200), mm(200), max(0, rad + r.between(-mm(30), mm(30))),
                          r.below(fixed.TURN))
    print(contact_interval(mm(200), mm(200), rad, r.below(fixed.TURN), r.choice((1, -1)),
                           r.below(fixed.TURN), r.below(mm(15)), ox, oy, r.below(mm(15))))
"""


def _cpython(src):
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(compile(src, "<geom>", "exec"), {})
    return out.getvalue()


def test_collision_core_gives_identical_answers_on_both_interpreters():
    src = SCRIPT % {"n": 1500}
    try:
        got = upy.run_code(src, heapsize=4 * 1024 * 1024)
    except FileNotFoundError:
        pytest.skip("no MicroPython runner available")
    want = _cpython(src)
    assert got.strip().splitlines() == want.strip().splitlines()
