"""Involute spur gears: the tooth counts for a board's ratio and the outline
of each gear as a polygon (exported into the OpenSCAD source)."""

import math
from fractions import Fraction

from host_tools.hardware.mechanics.data import GEAR, MOTOR, MOTOR_OF_DRIVER


def external_ratio(board):
    """Motor shaft turns per wheel turn outside the motor's own gearbox, as a
    Fraction: the board's `gear` divided by the motor's gearbox."""
    w = board["wheel"]
    motor = MOTOR[MOTOR_OF_DRIVER[w["driver"]]]
    num, den = w["gear"]
    gnum, gden = motor["gearbox"]
    return Fraction(num, den) / Fraction(gnum, gden)


def teeth(ratio, min_teeth=None, max_teeth=None):
    """(pinion, wheel) tooth counts with wheel / pinion == ratio exactly, the
    pinion the smallest count >= min_teeth; None for a direct drive (1:1)."""
    if ratio == 1:
        return None
    lo = GEAR["min_teeth"] if min_teeth is None else min_teeth
    hi = GEAR["max_teeth"] if max_teeth is None else max_teeth
    if ratio < 1:
        raise ValueError("the wheel turns faster than the motor (ratio %s): not supported" % ratio)
    z1 = ratio.denominator * -(-lo // ratio.denominator)
    z2 = z1 * ratio
    if z2.denominator != 1 or z2 > hi:
        raise ValueError("ratio %s needs a %s-tooth wheel gear; at most %d fit" % (ratio, z2, hi))
    return (z1, int(z2))


def _inv(a):
    return math.tan(a) - a


def outline(z, m=None, alpha_deg=None, backlash=None, fn=None):
    """Points (x, y) of the gear's outline, counter-clockwise; tooth 0 points
    along +x. Involute flanks from the base (or root) circle to the tip."""
    m = GEAR["module"] if m is None else m
    alpha = math.radians(GEAR["pressure_angle"] if alpha_deg is None else alpha_deg)
    bl = GEAR["backlash"] if backlash is None else backlash
    fn = GEAR["fn"] if fn is None else fn
    r = m * z / 2.0
    rb = r * math.cos(alpha)
    ra = r + m
    rf = r - 1.25 * m
    # half the tooth's angular thickness at the pitch circle, thinned for play
    psi = (math.pi * m / 2.0 - 2 * bl) / (2 * r)
    r0 = max(rb, rf)

    def half(rho):  # angle of the flank from the tooth's centre line at radius rho
        return psi + _inv(alpha) - _inv(math.acos(min(rb / rho, 1.0)))

    radii = [r0 + (ra - r0) * i / fn for i in range(fn + 1)]
    pts = []
    for k in range(z):
        c = 2 * math.pi * k / z
        h0 = half(r0)
        if rf < r0:  # radial flank below the base circle, down to the root
            pts.append((rf * math.cos(c - h0), rf * math.sin(c - h0)))
        for rho in radii:
            a = c - half(rho)
            pts.append((rho * math.cos(a), rho * math.sin(a)))
        for rho in reversed(radii):
            a = c + half(rho)
            pts.append((rho * math.cos(a), rho * math.sin(a)))
        if rf < r0:
            pts.append((rf * math.cos(c + h0), rf * math.sin(c + h0)))
        # root arc to the next tooth
        nxt = c + 2 * math.pi / z - h0
        a0 = c + h0
        steps = 3
        for i in range(1, steps):
            a = a0 + (nxt - a0) * i / steps
            pts.append((rf * math.cos(a), rf * math.sin(a)))
    return pts


def centre_distance(z1, z2, m=None):
    m = GEAR["module"] if m is None else m
    return m * (z1 + z2) / 2.0


def tip_radius(z, m=None):
    m = GEAR["module"] if m is None else m
    return m * z / 2.0 + m


def root_radius(z, m=None):
    m = GEAR["module"] if m is None else m
    return m * z / 2.0 - 1.25 * m
