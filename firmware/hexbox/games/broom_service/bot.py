# The box's players for Broom Service (policies for hexbox.core.bot.Bot).
# The most victory points after 7 rounds win. What a seat cannot see: the
# other seats' role cards and bids, the coming events, the enchanted-role
# stack (and the rng behind every shuffle).
#
# The good policy plays each legal action in states sampled from the view
# (the unseen roles dealt at random, the holder of the role being followed
# keeping it), then plays the rest of the round on quickly, and scores
# victory points against the best other seat, counted as the end of the game
# scores them (the lightning table, sets of different resources): the roles
# it chooses are judged by what they bring in the round they are played.
# The quick play has every seat carry its action out (deliver, gather, clear
# a cloud, brave with a role it can use; a seeded move otherwise) and skip
# only when nothing else is left: a round played on with random skips judged
# the roles by what they did not do (0.745 of 200 games won against easy
# bots that way, 0.86 now, the same budget).

from hexbox.core.lines import lookup

from .data import AMULET_VP, N_EVENTS, N_ROLES, ROUNDS
from .scoring import SET3_VP, SET4_VP, bolts_of, lightning_vp, resource_sets

# the search budget per decision (hexbox.core.bot): a sampled state, or one action played in one and
# its round played on
STEPS = 20

RES_DIV = 3  # the value's unit: a third of a victory point
WIN = 1000000
ROLLOUT = 120  # at most this many engine steps of quick play: to the round's end
ROLLOUT_STEPS = 40  # engine steps of quick play that cost one budget step
PICK_COST = 3  # budget steps of one whole round played on to judge the roles


def worth(g, q):
    """Seat q's victory points if the game ended now, counted as the end
    scores them (the lightning table, sets of 4 and 3 different resources,
    amulets), in thirds of a point; before the last round, each resource
    left out of the sets adds a third (it may still be delivered or make a
    set)."""
    res = g.res[q]
    a, b = resource_sets(res)
    v = g.vp[q] + a * SET4_VP + b * SET3_VP + lightning_vp(bolts_of(g.won[q])) \
        + AMULET_VP[sum(g.amulet[q])]
    v *= RES_DIV
    if g.round < ROUNDS - 1:
        v += sum(res) - 4 * a - 3 * b
    return v


def value(g, seat):
    """seat's worth against the best other seat's, in a state; once the
    game is over, a win or a loss, by the margin (the end scoring counted)."""
    over = g.over
    mine = best = None
    for q in range(g.players):
        v = g.vp[q] * RES_DIV if over else worth(g, q)
        if q == seat:
            mine = v
        elif best is None or v > best:
            best = v
    v = (mine or 0) - (best or 0)
    if over:
        v += WIN if seat in g.result["winners"] else -WIN
    return v


# the quick play's preference among the kinds of action: what scores or
# gathers first, skipping ("done") only when nothing else is left
_QUICK = ("deliver", "gather", "cloud", "mtile", "turbo", "brave")


def _quick(g, acts, rng):
    """The quick play's pick: the first kind of _QUICK on offer, else a
    seeded pick among the rest, "done" last; roles are chosen among those
    not enchanted (laying one out costs 3 VP for sure)."""
    for kind in _QUICK:
        for a in acts:
            if a[0] == kind:
                return a
    n = len(acts)
    if acts[0][0] == "pick" and g.ench:
        k = rng.below(n)
        for i in range(n):  # the first not enchanted from a seeded start
            a = acts[(k + i) % n]
            if a[0] != "pick" or a[1] not in g.ench:
                return a
    if n > 1 and acts[n - 1][0] == "done":
        n -= 1
    return acts[rng.below(n)]


def _round_on(g, rng, seat, hand):
    """Quick play to the end of the round (or ROLLOUT steps). hand: None, or
    a list that gets the seat's roles when the playing of roles begins.
    Returns the engine steps played."""
    n = 0
    while n < ROLLOUT and not g.over:
        acts = g.actions()
        if hand is not None and acts[0][0] in ("brave", "coward"):
            hand.extend(g.hand[seat])  # the choosing is over
            hand = None
        ev = g.advance(_quick(g, acts, rng))
        n += 1
        for e in ev:
            if e[0] == "round":
                return n
    return n


def good(view, actions, seat, rng, budget):
    from hexbox.core.search import sampled_best

    from . import Game

    def sample(r):
        d = determinize(view, seat, r)
        d["history"] = []  # a search looks ahead only: rebuilding the past costs the most
        d["secret"] = []
        return Game.from_state(d)

    if actions[0][0] == "pick":
        return _pick(view, actions, seat, rng, budget, sample)

    def trial(a, state):
        g = state.clone()  # the sample stays as it is for the next action
        g.advance(a)
        budget.spend(_round_on(g, rng, seat, None) // ROLLOUT_STEPS)
        return value(g, seat)

    a, _, _ = sampled_best(actions, rng, budget, sample, trial, 2)
    return a, _why(a)


def _pick(view, actions, seat, rng, budget, sample):
    """Choosing roles: whole rounds played on from sampled states, the
    seat's remaining picks at random; each role is worth the mean outcome
    of the rounds in which the seat held it."""
    total = [0] * N_ROLES
    times = [0] * N_ROLES
    g = None
    while budget.spend(PICK_COST):
        g = None  # the last round's game goes before the next is sampled
        g = sample(rng)
        hand = []
        _round_on(g, rng, seat, hand)
        v = value(g, seat)
        for r in hand:
            total[r] += v
            times[r] += 1
    best_a, best_v = None, 0
    for a in actions:
        if a[0] != "pick" or not times[a[1]]:
            continue
        v = total[a[1]] * 64 // times[a[1]]
        if best_a is None or v > best_v:
            best_a, best_v = a, v
    if best_a is None:
        best_a = actions[rng.below(len(actions))]
    return best_a, _why(best_a)


# the hint's one-line reason per kind of action (hexbox.core.lines.lookup)
_WHY = (
    ("deliver", "delivering scores now"),
    ("brave", "brave pays off here"),
    ("coward", "cowardly is safer"),
    ("pick", "a role that scores"),
    ("move", "towards a tower"),
)


def _why(a):
    return lookup(_WHY, a[0])


def easy(view, actions, seat, rng, budget):
    """Plausible: four roles, then any legal move (delivering when it can)."""
    for a in actions:
        if a[0] == "deliver":
            return a, None
    if ("done",) in actions and len(view["hand"][seat]) >= 4:
        return ("done",), None
    picks = [a for a in actions if a[0] != "done"] or actions
    return picks[rng.below(len(picks))], None


def determinize(view, seat, rng):
    """A whole state the view could come from."""
    d = dict(view)
    P = len(view["hand"])
    d["config"] = dict(view["config"])
    d["config"]["seed"] = 0
    hands = []
    follow = view["follow"] if view["phase"] == 1 and view["role"] >= 0 else -1
    for s in range(P):
        h = view["hand"][s]
        if s == seat or (h and h[0] >= 0):
            hands.append(list(h))
            continue
        free = [r for r in range(N_ROLES) if r not in view["played"][s]]
        rng.shuffle(free)
        n = len(h)
        if s == follow:
            mine = [view["role"]] + [r for r in free if r != view["role"]][:n - 1]
        else:
            mine = free[:n]
        mine.sort()
        hands.append(mine)
    d["hand"] = hands
    d["bids"] = [list(b) if s == seat else [0] * len(b) for s, b in enumerate(view["bids"])]
    shown = [e for e in view["events"] if e >= 0]
    rest = [e for e in range(N_EVENTS) if e not in shown]
    rng.shuffle(rest)
    d["events"] = [e if e >= 0 else rest.pop() for e in view["events"]]
    ench = [r for r in range(N_ROLES) if r not in view["ench"]]
    rng.shuffle(ench)
    d["ench_deck"] = ench[:len(view["ench_deck"])]
    d["rng"] = rng.next32() or 1
    return d


LEVELS = (("easy", easy), ("good", good))
