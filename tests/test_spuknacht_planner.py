# The ghost-wheel planner against a step-by-step reference: over 10,000+
# random positions of the wheel, the ghosts and the magicians it must give
# exactly the reference's stop step and touched magicians.
import random

from hexbox.core.collide import disc_touch
from hexbox.core.fixed import TURN, UNITS_PER_MM
from hexbox.core.sweep import rotate_point
from hexbox.games.spuknacht.board import Board, reference_board
from hexbox.games.spuknacht.board_ref import BOARD
from hexbox.games.spuknacht.planner import plan_turn

MASK = TURN - 1


def reference(board, s0, ghosts, mags, d, n):
    """Walk the motor one step at a time; stop on the first step where a
    ghost-magician pair touches that did not touch on the step before."""
    w = board.wheel
    target = w.target(s0, d, n)
    pairs = []
    for g in range(len(ghosts)):
        k, off = ghosts[g]
        r = board.mount_r[k]
        for m in range(len(mags)):
            if mags[m] is None:
                continue
            x, y = mags[m]
            # sound shortcut: a pair whose distances from the hub differ by
            # more than the touch distance plus 1 mm can never touch
            dx, dy = x - board.cx, y - board.cy
            reach = board.ghost_r + board.magician_r + UNITS_PER_MM
            lo, hi = r - reach, r + reach
            dd = dx * dx + dy * dy
            if dd > hi * hi or (lo > 0 and dd < lo * lo):
                continue
            pairs.append((off, r, m, x, y))

    def touching(s):
        a = w.angle(s)
        out = []
        for off, r, m, x, y in pairs:
            gx, gy = rotate_point(board.cx, board.cy, r, (off + a) & MASK)
            out.append(disc_touch(gx, gy, board.ghost_r, x, y, board.magician_r))
        return out

    prev = touching(s0)
    s = s0
    while s != target:
        s += d
        cur = touching(s)
        hit = sorted(set(pairs[i][2] for i in range(len(pairs)) if cur[i] and not prev[i]))
        if hit:
            return s, tuple(hit)
        prev = cur
    return target, ()


def random_case(rnd, board, expert):
    w = board.wheel
    s0 = rnd.randrange(w.period)
    if rnd.random() < 0.2:
        s0 = w.boundary(rnd.randrange(w.revs * w.notches))  # on a boundary
    ghosts = [[k, board.mount_a[k]] for k in range(3)]
    for g in ghosts:
        if rnd.random() < 0.3:
            g[1] = rnd.randrange(TURN)
    if expert:
        ghosts.append([rnd.randrange(3), rnd.randrange(TURN)])
    d = rnd.choice((1, -1))
    a0 = w.angle(s0)
    mags = []
    for _ in range(3):
        u = rnd.random()
        if u < 0.1:
            mags.append(None)
        elif u < 0.4:
            f = rnd.randrange(board.n)
            mags.append((board.fx[f], board.fy[f]))
        else:
            # near a ring at the touch distance: grazes and brief contacts
            # mostly just ahead of a ghost, within the turn
            g = rnd.choice(ghosts)
            r = board.mount_r[g[0]] + rnd.choice((-1, 1)) * (board.ghost_r + board.magician_r)
            r += rnd.randint(-40, 40)
            a = g[1] + a0 + d * rnd.randrange(TURN // 6) if u < 0.8 else rnd.randrange(TURN)
            mags.append(rotate_point(board.cx, board.cy, r, a & MASK))
    return s0, ghosts, mags, d, rnd.randint(1, 3)


def _compare(board, count, seed):
    rnd = random.Random(seed)
    contacts = 0
    for i in range(count):
        case = random_case(rnd, board, i % 2 == 1)
        got = plan_turn(board, *case)
        want = reference(board, *case)
        assert (got[0], got[2]) == want, (case, got, want)
        if want[1]:
            contacts += 1
    return contacts


def test_planner_equals_step_by_step_reference_10000_positions():
    """plan_turn gives the exact stop step (end of the last notch or the
    first contact) and the touched magicians, in every one of 10,000 random
    positions, with and without the 4th ghost."""
    contacts = _compare(reference_board(), 10000, 4)
    assert contacts > 2000  # the sample really exercises contacts


def test_planner_exact_on_a_fine_stepping_motor():
    """Same on a motor with many steps per angle unit (NEMA 17, 1/16)."""
    data = dict(BOARD)
    data["motor"] = "nema17-16"
    board = Board(data)
    _compare(board, 300, 5)


def test_first_contact_stops_the_wheel_even_mid_notch():
    """'You must stop turning immediately, as soon as a ghost touches one of
    the magicians! In the next player's turn, he simply continues turning
    from this position.'"""
    board = reference_board()
    w = board.wheel
    ghosts = [[k, board.mount_a[k]] for k in range(3)]
    # a magician on field 25 (230,150): the ring-80 ghost reaches it after
    # turning from 270 deg to 360 deg counter-clockwise (red)
    mags = [(board.fx[25], board.fy[25]), None, None]
    s = 0
    stops = []
    for _ in range(12):
        stop, target, touched = plan_turn(board, s, ghosts, mags, 1, 1)
        stops.append((stop, target, touched))
        if touched:
            break
        s = stop
    stop, target, touched = stops[-1]
    assert touched == (0,)
    assert stop < target  # stopped inside the notch, not at its end
    assert not w.on_boundary(stop)
