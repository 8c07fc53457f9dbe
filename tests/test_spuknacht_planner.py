# The ghost-wheel planner against the step-by-step reference
# (tests/portable/spuknacht_reference.py): over random positions of
# the wheel, the ghosts and the magicians it must give exactly the
# reference's stop step and touched magicians.
import math
import os

from hypothesis import given, settings
from hypothesis import strategies as st
from spuknacht_reference import compare, plan, random_case, reference

from hexbox.games.spuknacht.board import Board, reference_board
from hexbox.games.spuknacht.board_ref import BOARD
from hexbox.games.spuknacht.planner import plan_turn, touching_pairs

POSITIONS = 10000 if os.environ.get("HEXBOX_FULL") == "1" else 1000  # make test-full: 10,000


def test_planner_equals_step_by_step_reference_on_random_positions():
    """plan_turn gives the exact stop step (end of the last notch or the
    first contact) and the touched magicians, in every one of 1,000 random
    positions (10,000 in make test-full), with and without the 4th ghost."""
    contacts = compare(reference_board(), POSITIONS, 4)
    assert contacts > POSITIONS // 5  # the sample really exercises contacts


def test_planner_exact_on_a_fine_stepping_motor():
    """Same on a motor with many steps per angle unit (NEMA 17, 1/16)."""
    data = dict(BOARD)
    data["motor"] = "nema17-16"
    compare(Board(data), 300, 5)


def test_first_contact_stops_the_wheel_even_mid_notch():
    """'You must stop turning immediately, as soon as a ghost touches one of
    the magicians!' The ring-80 ghost reaches field 25 inside a notch."""
    board = reference_board()
    w = board.wheel
    ghosts = [[k, board.mount_a[k]] for k in range(3)]
    mags = [(board.fx[25], board.fy[25]), None, None]
    s = 0
    for _ in range(24):
        stop, target, touched, _ = plan_turn(board, s, ghosts, mags, 1, 1)
        if touched:
            break
        assert stop == target and w.on_boundary(stop)
        s = stop
    assert touched == (0,)
    assert stop < target and not w.on_boundary(stop)


def test_turns_longer_than_a_revolution_are_exact_too():
    """Not in the box (3 notches at most), but plan_turn takes any count."""
    from hexbox.core.rng import Rng

    board = reference_board()
    rnd = Rng(21)
    for i in range(12):
        case = list(random_case(rnd, board, i % 2 == 1))
        case[4] = board.wheel.notches + 1 + rnd.below(10)
        assert plan(board, case) == reference(board, *case)


def test_contact_present_at_the_start_recurs_a_revolution_later():
    """A magician the ghost already touches is touched anew only when the
    ghost comes round again: the search spans more than one call."""
    board = reference_board()
    w = board.wheel
    ghosts = [[k, board.mount_a[k]] for k in range(3)]
    for d in (1, -1):
        for mags in ([(board.fx[24], board.fy[24]), None, None],
                     [(board.fx[0], board.fy[0]), None, None]):
            got = plan_turn(board, 0, ghosts, mags, d, 30)
            want = reference(board, 0, ghosts, mags, d, 30)
            assert (got[0], got[2], got[3]) == want[:3]
            if mags[0][0] == board.fx[24]:
                assert got[2] == (0,) and abs(got[0]) > w.boundary(w.notches - 3)
            else:
                assert got[2] == () and got[0] == got[1]


# -- contacts: the same ghost staying on a magician is never a new one ---------

# (field, step): ring-40 ghost back on after a one-step gap
BLINKS = ((16, 2453), (18, 3472), (29, 1434))


def test_a_one_step_blink_is_no_new_contact_within_a_turn_or_across_turns():
    """'Stop turning the wheel immediately when a ghost touches a magician.'
    At the edge of a contact the rounded ghost position may leave the
    magician for one motor step (on, off, on). Whether that off step is
    inside a turn or the step a turn stopped on, the ghost coming back is
    the same contact, not a new touch."""
    board = reference_board()
    ghosts = [[k, board.mount_a[k]] for k in range(3)]
    for f, s in BLINKS:
        mags = [(board.fx[f], board.fy[f]), None, None]
        on = plan_turn(board, s - 3, ghosts, mags, 1, 1)
        assert on[0] == s - 2 and on[3] == ((0, 0),)  # the contact begins
        # within a turn: from the contact's first step, over the blink
        kept = []
        got = plan_turn(board, s - 2, ghosts, mags, 1, 1, (), kept)
        assert got[2] == () and got[0] == got[1] and kept == [(0, 0)]
        # across turns: a turn that ended on the off step, the contact kept
        got = plan_turn(board, s - 1, ghosts, mags, 1, 1, ((0, 0),))
        assert got[2] == () and got[0] == got[1]
        # without the kept contact the off step would look like a gap
        assert plan_turn(board, s - 1, ghosts, mags, 1, 1)[:3] == (s, got[1], (0,))


def _true_d2(board, ghost, a, x, y):
    """Squared distance of a ghost's exact (real-number) centre at wheel
    angle a from (x, y): no rounding of the position."""
    k, off = ghost
    t = 2 * math.pi * ((off + a) % 65536) / 65536
    gx = board.cx + board.mount_r[k] * math.cos(t)
    gy = board.cy + board.mount_r[k] * math.sin(t)
    return (gx - x) ** 2 + (gy - y) ** 2


BOARDS = (None, {"motor": "nema17-16"}, {"motor": "28byj48-full"},
          {"ghost_r_mm": 7, "magician_r_mm": 11}, {"notches": 18})


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**31 - 1), which=st.integers(0, len(BOARDS) - 1))
def test_turn_after_turn_a_new_contact_needs_the_ghost_to_have_left(seed, which):
    """'Stop turning the wheel immediately when a ghost touches a magician.'
    Many turns in a row with magicians that never move (as when no field
    lets them move away): every new contact of a ghost with a magician comes
    after the ghost really left it (its exact, unrounded distance beyond
    touching) since their previous contact; and every real new touch (the
    ghost surely clear, then surely touching) stops the wheel there."""
    from hexbox.core.rng import Rng
    from hexbox.games.spuknacht.board import CLEAR_MARGIN

    board = reference_board() if BOARDS[which] is None else Board(dict(BOARD, **BOARDS[which]))
    w = board.wheel
    rnd = Rng(seed)
    case = random_case(rnd, board, True)
    s, ghosts, mags = case[0], case[1], list(case[2])
    if rnd.below(2):  # a magician on a field with a known blink
        f = BLINKS[rnd.below(3)][0]
        mags[rnd.below(3)] = (board.fx[f], board.fy[f])
    touch = board.ghost_r + board.magician_r
    pairs = [(m, g) for m in range(3) for g in range(len(ghosts)) if mags[m] is not None]

    def d2(m, g, step):
        return _true_d2(board, ghosts[g], w.angle(step), mags[m][0], mags[m][1])

    contact = []
    left = {}  # pair: the ghost really left it since their last contact
    armed = {}  # pair: surely clear since their last contact
    at_start = touching_pairs(board, s, ghosts, mags)  # in contact as the turns begin
    for p in pairs:
        left[p] = p not in at_start
        armed[p] = d2(p[0], p[1], s) > (touch + CLEAR_MARGIN + 1) ** 2
    for _ in range(25):
        d = rnd.choice((1, -1))
        kept = []
        stop, _, _, new = plan_turn(board, s, ghosts, mags, d, rnd.between(1, 3), contact, kept)
        step = s
        while step != stop:
            step += d
            for p in pairs:
                dd = d2(p[0], p[1], step)
                if dd > touch * touch:
                    left[p] = True
                if dd > (touch + CLEAR_MARGIN + 1) ** 2:
                    armed[p] = True
                if armed[p] and dd <= (touch - 1) ** 2:
                    assert step == stop and p in new, (p, step, stop, new)
        for p in new:
            assert left[p], p  # no blink counted as a new touch
            left[p] = armed[p] = False
        contact = tuple(sorted(kept + list(new)))
        s = stop
