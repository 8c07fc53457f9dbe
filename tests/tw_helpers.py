# Shared helpers for the Techno Witches tests (CPython side).
from hexbox.core import fixed
from hexbox.games.techno_witches import Game, pieces

U = pieces.U


def ready(adventure="flight_school", players=2, seed=1):
    """A game past the starting positions (first legal choices)."""
    g = Game(players=players, seed=seed, variant=(adventure,))
    while g.pending:
        g.play(g.actions()[0])
    return g


def pose(x, y, deg):
    return [x * U, y * U, fixed.deg(deg) & fixed.MASK]


def put(g, seat, x, y, deg):
    """Move a flyer (mm, degrees CCW from +x) out of its starting position."""
    g.poses[seat] = pose(x, y, deg)
    g.home[seat] = None


def give(g, seat, curves, back=None):
    """Program a spellbook from the supply, as earlier turns would have."""
    for shape, side in curves:
        assert g.supply[shape - 1] > 0
        g.supply[shape - 1] -= 1
        g.books[seat].append([shape, side])
    if back is not None:
        g.supply[back[0] - 1] -= 1
        g.backs[seat] = [back[0], back[1]]


def curves_total(g):
    """Supply + spellbooks + set aside for Wolkenschreck: always 20."""
    return (sum(g.supply) + sum(len(b) for b in g.books)
            + sum(1 for b in g.backs if b is not None) + len(g.wk_queue))


def chain(start, curves, forward=True):
    """End pose of curves laid end to end (via the collision core)."""
    p = tuple(start)
    for shape, side in curves:
        p = pieces.curve_end(p, shape, side == "L", forward)
    return list(p)


def kinds(events):
    return [e[0] for e in events]


def take_off(g):
    """("fly",), and when not even the first curve can be flown the player
    is asked first and takes the crash: the events of both."""
    ev = g.play(("fly",))
    if g.actions() == [("hover",), ("crash",)]:
        assert [e[0] for e in ev] == ["blocked"]
        ev = ev + g.play(("crash",))
    return ev
