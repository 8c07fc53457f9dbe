# Techno Witches rules that must hold on CPython and MicroPython alike:
# plain asserts, no pytest. Flights run through the real collision core.

from engine_checks import illegal_reason

from hexbox.core import fixed
from hexbox.core.rng import Rng
from hexbox.games.techno_witches import Game, pieces

UPY_HEAP_KB = 224  # unix port: the game from .py, and two whole snapshots compared at once


def _ready(adv="flight_school", players=2):
    g = Game(players=players, seed=1, variant=(adv,))
    while g.pending:
        g.play(g.actions()[0])
    return g


def _total(g):
    n = sum(g.supply) + len(g.wk_queue)
    for s in range(g.players):
        n += len(g.books[s]) + (1 if g.backs[s] is not None else 0)
    return n


def test_start_order_and_first_move_portable():
    """The player right of the oldest starts first, the oldest moves first."""
    g = Game(players=3, seed=0)
    assert g.current == 2
    while g.pending:
        g.play(g.actions()[0])
    assert g.current == 0


def test_with_five_curves_you_must_fly_portable():
    g = _ready()
    for k in range(5):
        g.play(("curve", k + 1, "L"))
        g.play(("curve", k + 6, "R"))
    assert g.actions() == [("fly",)]


def test_illegal_action_changes_nothing_portable():
    g = _ready()
    for bad in (None, 3, ("fly",), ("curve", 11, "L"), ("curve", 1, "X"), ("curve", True, "L"),
                ("curve", 1), ["curve", 1, "L", 0]):
        illegal_reason(g, bad)


def test_violet_right_then_left_portable():
    """Seed example: Violet places a right curve, then a left curve; the
    flight lays them from the tail in book order and the flyer ends at the
    tip of the second, its heading turned right then left."""
    g = _ready()
    g.poses[0] = [500 * pieces.U, 400 * pieces.U, fixed.deg(90)]
    g.home[0] = None
    g.play(("curve", 1, "R"))
    g.play(("curve", 5, "L"))
    g.play(("curve", 7, "L"))
    g.play(("curve", 5, "R"))
    ev = g.play(("fly",))
    assert ("curve_flown", 0, 1, 1, "R") in ev and ("curve_flown", 0, 2, 7, "L") in ev
    p = pieces.curve_end((500 * pieces.U, 400 * pieces.U, fixed.deg(90)), 1, False, True)
    p = pieces.curve_end(p, 7, True, True)
    assert g.poses[0] == list(p)
    assert g.poses[0][2] == (fixed.deg(90) - fixed.deg(120) + fixed.deg(36)) & fixed.MASK
    assert _total(g) == 20


def test_crash_on_a_castle_keeps_the_first_curve_portable():
    """Seed: only the curves at whose tip the flyer can be placed remain."""
    g = _ready()
    g.poses[0] = [500 * pieces.U, 400 * pieces.U, 0]
    g.home[0] = None
    g.play(("curve", 4, "R"))
    g.play(("curve", 5, "L"))
    g.play(("curve", 8, "L"))
    g.play(("curve", 5, "R"))
    ev = g.play(("fly",))
    assert ("crash", 0, "c4") in ev
    assert g.poses[0] == list(pieces.curve_end((500 * pieces.U, 400 * pieces.U, 0), 4, False, True))


def test_random_games_end_and_replay_portable():
    for adv in ("flight_school", "bumblebee", "quaddatsch", "wolkenschreck"):
        g = Game(players=3, seed=4, variant=(adv,))
        r = Rng(9)
        while not g.over:
            acts = g.actions()
            g.play(acts[r.below(len(acts))])
            assert _total(g) == 20
        h = Game(players=3, seed=4, variant=(adv,))
        for a in g.history:
            h.play(a)
        assert h.to_dict() == g.to_dict()


def _put(g, seat, x, y, deg):
    g.poses[seat] = [x * pieces.U, y * pieces.U, fixed.deg(deg) & fixed.MASK]
    g.home[seat] = None


def _give(g, seat, book, back=None):
    for shape, side in book:
        g.supply[shape - 1] -= 1
        g.books[seat].append([shape, side])
    if back is not None:
        g.supply[back[0] - 1] -= 1
        g.backs[seat] = [back[0], back[1]]
    g.turn = seat


def test_quaddatsch_catch_and_point_after_the_flight_portable():
    """Seed: the cat is caught by touch; a point after the flight."""
    g = _ready("quaddatsch")
    _put(g, 0, 684, 520, 270)
    _give(g, 0, [(10, "L")])
    ev = g.play(("fly",))
    assert ("cat_caught", 0) in ev and ("point", 0, 1) in ev and g.cat == 0


def test_backward_curve_forces_take_off_portable():
    """Seed: with a curve on the lower side you must take off next turn."""
    g = _ready("bumblebee")
    g.play(("back", 3, "L"))
    g.play(("curve", 3, "R"))
    assert g.actions() == [("fly",)]


def test_wolkenschreck_flies_the_first_three_curves_portable():
    """Seed: the first three curves of a flight make Wolkenschreck fly."""
    g = _ready("wolkenschreck", 3)
    _put(g, 0, 300, 400, 0)
    _give(g, 0, [(10, "R"), (9, "L"), (8, "L"), (7, "R")])
    ev = g.play(("fly",))
    shapes = [e[1] for e in ev if e[0] == "wolkenschreck_curve"]
    assert shapes[:2] == [10, 9] and len(shapes) <= 3
    assert _total(g) == 20
