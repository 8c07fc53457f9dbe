"""Generate the trig tables that firmware/hexbox/core/fixed.py holds as literals.

The firmware has no floats, so the tables are computed here once and pasted in;
tests/test_geom_fixed.py recomputes them and checks they still match.
Run: python -m host_tools.geom_tables
"""

import math

SIN_STEPS = 1024  # intervals per quarter turn
SIN_ONE = 1 << 20  # the table is Q20; sin_q rounds it to Q15
ATAN_STEPS = 256  # intervals of the ratio 0..1
TURN = 1 << 16


def sin_table():
    return tuple(
        round(math.sin(math.pi / 2 * i / SIN_STEPS) * SIN_ONE) for i in range(SIN_STEPS + 1)
    )


def atan_table():
    return tuple(
        round(math.atan(i / ATAN_STEPS) * TURN / (2 * math.pi)) for i in range(ATAN_STEPS + 1)
    )


def _fmt(name, values):
    lines = [name + " = ("]
    row = []
    for v in values:
        row.append(str(v) + ",")
        if len(row) == 12:
            lines.append("    " + " ".join(row))
            row = []
    if row:
        lines.append("    " + " ".join(row))
    lines.append(")")
    return "\n".join(lines)


if __name__ == "__main__":
    print(_fmt("_SIN20", sin_table()))
    print(_fmt("_ATAN", atan_table()))
