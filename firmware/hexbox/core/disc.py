# The disc-disc touch test on its own: a game of discs needs only this one, and
# collide.py (which re-exports it) pulls in band, shapes and pose, ~15 KB of
# bytecode a board would hold for nothing.
from micropython import const

from hexbox.core.fixed import check_len, check_xy

# fixed.X_MIN.. copied as local consts so MicroPython inlines them (a test checks)
_X_MIN = const(-3200)
_X_MAX = const(22400)
_Y_MIN = const(-3200)
_Y_MAX = const(16000)
_LEN_MAX = const(8000)


# @micropython.native
def disc_touch(x1, y1, r1, x2, y2, r2):
    """True when the discs (x1, y1, r1) and (x2, y2, r2) touch or overlap."""
    if not (
        _X_MIN <= x1 <= _X_MAX
        and _X_MIN <= x2 <= _X_MAX
        and _Y_MIN <= y1 <= _Y_MAX
        and _Y_MIN <= y2 <= _Y_MAX
        and 0 <= r1 <= _LEN_MAX
        and 0 <= r2 <= _LEN_MAX
    ):
        check_xy(x1, y1)
        check_xy(x2, y2)
        check_len(r1, "r1")
        check_len(r2, "r2")
    dx = x2 - x1
    dy = y2 - y1
    s = r1 + r2
    return dx * dx + dy * dy <= s * s

