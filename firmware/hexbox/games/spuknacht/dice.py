# The two Spuknacht dice, shared by the rules engine (game.py) and the
# dice-and-wheel mode of the app (a box without hall sensors rolls the same
# dice and turns the wheel the same way). Faces live in data.

from . import data as R


def roll(rng):
    """Throw both dice with `rng` (a hexbox.core.rng.Rng): (points, colour,
    notches). The magicians' die is drawn first, then the ghosts' die; the
    engine's seeded games depend on that order."""
    points = R.MAGICIAN_DIE[rng.below(len(R.MAGICIAN_DIE))]
    colour, n = R.GHOST_DIE[rng.below(len(R.GHOST_DIE))]
    return points, colour, n


def direction(colour):
    """Wheel direction (+1 / -1) of a ghost-die colour."""
    for c, d in R.DIRECTIONS:
        if c == colour:
            return d
    raise ValueError("no ghost-die colour %r" % (colour,))
