"""Generate the trig tables that firmware/hexbox/core/fixed.py holds as literals.

The firmware has no floats, so the tables are computed here once and pasted in,
packed as bytes (a few bytes an entry, not an int object's word);
tests/test_geom_fixed.py recomputes them and checks they still match.
Run: python -m host_tools.figures.geom_tables
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


SIN_BYTES = 3  # an entry's bytes in fixed.py (little-endian): up to 2^20 needs 21 bits
ATAN_BYTES = 2  # up to 8192


def packed(values, width):
    """The table as fixed.py holds it: `width` bytes per entry, little-endian."""
    return b"".join(v.to_bytes(width, "little") for v in values)


def _fmt(name, values, width, per_line=24):
    raw = packed(values, width)
    lines = [name + " = ("]
    for i in range(0, len(raw), per_line):
        lines.append('    b"' + "".join("\\x%02x" % c for c in raw[i:i + per_line]) + '"')
    lines.append(")")
    return "\n".join(lines)


if __name__ == "__main__":
    print(_fmt("_SIN20", sin_table(), SIN_BYTES))
    print(_fmt("_ATAN", atan_table(), ATAN_BYTES))
