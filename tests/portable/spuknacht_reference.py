# The step-by-step reference for the Spuknacht wheel planner, shared by the
# CPython test (10,000+ positions) and the portable test (under MicroPython).
# Plain code for both interpreters; randomness from hexbox.core.rng.
from hexbox.core.collide import disc_touch
from hexbox.core.fixed import TURN, UNITS_PER_MM
from hexbox.core.sweep import rotate_point

MASK = TURN - 1


def reference(board, s0, ghosts, mags, d, n, contact=()):
    """Walk the motor one step at a time. A ghost-magician pair is in
    contact from a step where it touches until a step where the ghost is
    clear of the magician (apart by more than board.CLEAR_MARGIN); `contact`
    lists the pairs in contact at s0 (a pair touching at s0 is anyway). Stop
    on the first step where a pair not in contact touches.
    Returns (stop step unwrapped, touched magicians ascending, the
    (magician, ghost) pairs whose contact begins there, ascending, the pairs
    in contact at s0 still in contact at the stop, ascending)."""
    from hexbox.games.spuknacht.board import CLEAR_MARGIN

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

    def at(s):
        """Per pair: (touching, near: not clear) at step s."""
        a = w.angle(s)
        touch = []
        near = []
        for off, r, _m, x, y, _g in pairs:
            gx, gy = rotate_point(board.cx, board.cy, r, (off + a) & MASK)
            touch.append(disc_touch(gx, gy, board.ghost_r, x, y, board.magician_r))
            near.append(disc_touch(gx, gy, board.ghost_r + CLEAR_MARGIN, x, y, board.magician_r))
        return touch, near

    held = []  # in contact, since s0
    s = s0
    cur, near = at(s)
    for i in range(len(pairs)):
        held.append((pairs[i][2], pairs[i][5]) in contact or cur[i])
    while True:
        for i in range(len(pairs)):
            if held[i] and not near[i]:
                held[i] = False  # clear: this contact has ended
        hit = []
        if s != s0:
            for i in range(len(pairs)):
                if cur[i] and not held[i] and (pairs[i][2], pairs[i][5]) not in hit:
                    hit.append((pairs[i][2], pairs[i][5]))
            if hit or s == target:
                break
        s += d
        cur, near = at(s)
    hit.sort()
    kept = sorted(set((pairs[i][2], pairs[i][5]) for i in range(len(pairs)) if held[i]))
    mags_hit = []
    for m, _ in hit:
        if m not in mags_hit:
            mags_hit.append(m)
    return s, tuple(mags_hit), tuple(hit), kept


def plan(board, case):
    """plan_turn on a random case, in the reference's answer shape."""
    from hexbox.games.spuknacht.planner import plan_turn

    kept = []
    got = plan_turn(board, case[0], case[1], case[2], case[3], case[4], case[5], kept)
    return got[0], got[2], got[3], kept


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
    # the pairs in contact at the start: some that are near (as after a
    # stay), now and then one that is not (an old contact, already clear)
    contact = []
    for g in range(len(ghosts)):
        for m in range(3):
            if mags[m] is not None and rnd.below(3) == 0:
                contact.append((m, g))
    return s0, ghosts, mags, d, rnd.between(1, 3), contact


def compare_count(board, count, seed):
    """How many of `count` random cases the planner gets exactly right."""
    from hexbox.core.rng import Rng

    rnd = Rng(seed)
    right = 0
    for i in range(count):
        c = random_case(rnd, board, i % 2 == 1)
        if plan(board, c) == reference(board, *c):
            right += 1
    return right


def compare(board, count, seed):
    """Planner against the reference on `count` random cases; returns how
    many of them had a contact. Raises AssertionError on any difference."""
    from hexbox.core.rng import Rng

    rnd = Rng(seed)
    contacts = 0
    for i in range(count):
        case = random_case(rnd, board, i % 2 == 1)
        got = plan(board, case)
        want = reference(board, *case)
        assert got == want, (case, got, want)
        if want[1]:
            contacts += 1
    return contacts
