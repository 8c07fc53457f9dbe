# The step-by-step reference for the Spuknacht wheel planner, shared by the
# CPython test (10,000+ positions) and the portable test (under MicroPython).
# Plain code for both interpreters; randomness from hexbox.core.rng.
from hexbox.core.collide import disc_touch
from hexbox.core.fixed import TURN, UNITS_PER_MM
from hexbox.core.sweep import rotate_point

MASK = TURN - 1


def reference(board, s0, ghosts, mags, d, n):
    """Walk the motor one step at a time; stop on the first step where a
    ghost-magician pair touches that did not touch on the step before.
    Returns (stop step unwrapped, touched magicians ascending, the
    (magician, ghost) pairs whose contact begins there, ascending)."""
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
            pairs.append((off, r, m, x, y, g))

    def touching(s):
        a = w.angle(s)
        out = []
        for off, r, _m, x, y, _g in pairs:
            gx, gy = rotate_point(board.cx, board.cy, r, (off + a) & MASK)
            out.append(disc_touch(gx, gy, board.ghost_r, x, y, board.magician_r))
        return out

    prev = touching(s0)
    s = s0
    while s != target:
        s += d
        cur = touching(s)
        hit = []
        for i in range(len(pairs)):
            if cur[i] and not prev[i]:
                hit.append((pairs[i][2], pairs[i][5]))
        if hit:
            hit.sort()
            mags_hit = []
            for m, _ in hit:
                if m not in mags_hit:
                    mags_hit.append(m)
            return s, tuple(mags_hit), tuple(hit)
        prev = cur
    return target, (), ()


def random_case(rnd, board, expert):
    """A random wheel position, ghost offsets and magician positions, with
    most magicians near a ghost ring at the touch distance, just ahead of a
    ghost: contacts, grazes and contacts already present at the start."""
    w = board.wheel
    s0 = rnd.below(w.period)
    if rnd.below(5) == 0:
        s0 = w.boundary(rnd.below(w.revs * w.notches))  # on a boundary
    ghosts = [[k, board.mount_a[k]] for k in range(3)]
    for g in ghosts:
        if rnd.below(10) < 3:
            g[1] = rnd.below(TURN)
    if expert:
        ghosts.append([rnd.below(3), rnd.below(TURN)])
    d = rnd.choice((1, -1))
    a0 = w.angle(s0)
    mags = []
    for _ in range(3):
        u = rnd.below(10)
        if u < 1:
            mags.append(None)
        elif u < 4:
            f = rnd.below(board.n)
            mags.append((board.fx[f], board.fy[f]))
        else:
            g = rnd.choice(ghosts)
            r = board.mount_r[g[0]] + rnd.choice((-1, 1)) * (board.ghost_r + board.magician_r)
            r += rnd.between(-40, 40)
            if u < 8:
                a = g[1] + a0 + d * rnd.below(TURN // 6)
            else:
                a = rnd.below(TURN)
            mags.append(rotate_point(board.cx, board.cy, r, a & MASK))
    return s0, ghosts, mags, d, rnd.between(1, 3)


def compare_count(board, count, seed):
    """How many of `count` random cases the planner gets exactly right."""
    from hexbox.core.rng import Rng
    from hexbox.games.spuknacht.planner import plan_turn

    rnd = Rng(seed)
    right = 0
    for i in range(count):
        c = random_case(rnd, board, i % 2 == 1)
        got = plan_turn(board, c[0], c[1], c[2], c[3], c[4])
        if (got[0], got[2], got[3]) == reference(board, c[0], c[1], c[2], c[3], c[4]):
            right += 1
    return right


def compare(board, count, seed):
    """Planner against the reference on `count` random cases; returns how
    many of them had a contact. Raises AssertionError on any difference."""
    from hexbox.core.rng import Rng
    from hexbox.games.spuknacht.planner import plan_turn

    rnd = Rng(seed)
    contacts = 0
    for i in range(count):
        case = random_case(rnd, board, i % 2 == 1)
        got = plan_turn(board, case[0], case[1], case[2], case[3], case[4])
        want = reference(board, case[0], case[1], case[2], case[3], case[4])
        assert (got[0], got[2], got[3]) == want, (case, got, want)
        if want[1]:
            contacts += 1
    return contacts
