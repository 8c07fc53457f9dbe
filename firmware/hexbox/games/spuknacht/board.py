# A Spuknacht board: what a board description (see board_ref.py) says, in
# integer length units and binary angles, once board_load.py checked it.

# rotate_point rounds a ghost's centre by under 1.5 units (sweep.py header),
# so 2 units of margin keep the ring test below sound
REACH_MARGIN = 2

# A ghost that touched a magician stays in contact with it until it is this
# much farther away than touching (planner.py). assumed: 4 units (1/4 mm),
# below what a player sees and more than twice the rounding of a ghost's
# centre (under 0.9 units, sweep.py), so a contact never blinks off and on.
CLEAR_MARGIN = 4


def out_of_reach(cx, cy, radius, x, y, reach):
    """True when (x, y) is farther than `reach` from every point of the
    circle of `radius` round (cx, cy): a ghost on that ring can never touch
    a magician there, and the pair can be skipped."""
    dx = x - cx
    dy = y - cy
    dd = dx * dx + dy * dy
    hi = radius + reach
    lo = radius - reach
    return dd > hi * hi or (lo > 0 and dd < lo * lo)


class Board:
    """A checked board in length units (hexbox.core.fixed) and binary angles."""

    def __init__(self, data):
        from . import board_load  # the checks and loaders: once per board, then unloaded

        board_load.load(self, data)


_cache = []


def reference_board():
    """The shipped board, loaded once."""
    if not _cache:
        from .board_ref import BOARD

        _cache.append(Board(BOARD))
    return _cache[0]


def forget_reference():
    """Drop the cached shipped board: a box plays on its own engine board
    (hexbox.app.main.engine_board), and the one the boot's self-test built
    to check the settings would otherwise stay in RAM for the whole game."""
    del _cache[:]
