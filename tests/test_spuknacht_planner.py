# The ghost-wheel planner against the step-by-step reference
# (tests/portable/spuknacht_reference.py): over 10,000 random positions of
# the wheel, the ghosts and the magicians it must give exactly the
# reference's stop step and touched magicians.
from spuknacht_reference import compare, random_case, reference

from hexbox.games.spuknacht.board import Board, reference_board
from hexbox.games.spuknacht.board_ref import BOARD
from hexbox.games.spuknacht.planner import plan_turn


def test_planner_equals_step_by_step_reference_10000_positions():
    """plan_turn gives the exact stop step (end of the last notch or the
    first contact) and the touched magicians, in every one of 10,000 random
    positions, with and without the 4th ghost."""
    contacts = compare(reference_board(), 10000, 4)
    assert contacts > 2000  # the sample really exercises contacts


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
        s0, ghosts, mags, d, _ = random_case(rnd, board, i % 2 == 1)
        n = board.wheel.notches + 1 + rnd.below(10)
        got = plan_turn(board, s0, ghosts, mags, d, n)
        assert (got[0], got[2], got[3]) == reference(board, s0, ghosts, mags, d, n)


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
            assert (got[0], got[2], got[3]) == want
            if mags[0][0] == board.fx[24]:
                assert got[2] == (0,) and abs(got[0]) > w.boundary(w.notches - 3)
            else:
                assert got[2] == () and got[0] == got[1]
