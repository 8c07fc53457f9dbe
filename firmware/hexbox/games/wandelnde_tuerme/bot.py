# The box's players for Die wandelnden Türme (policies for
# hexbox.core.bot.Bot). A seat wins with all its wizards in the Rabenburg
# and no empty bottle left; what it cannot see: the other hands, the draw
# pile, and who is trapped under the towers (only counted).
#
# The good policy plays each legal action in states sampled from the view
# (the unseen cards dealt at random, the trapped wizards spread at random
# over the covered spots) and scores the result the way the rules reward:
# wizards home, bottles filled, own wizards free and close in front of the
# Rabenburg, the others' the opposite.

from hexbox.core.lines import lookup

from .data import DECK, FIELDS, PER_PLAYER

# the search budget per decision (hexbox.core.bot): a sampled state, or one action played in one
STEPS = 16

HOME = 1000  # a wizard in the Rabenburg
FULL = 300  # a bottle filled
EMPTY = 120  # an empty bottle still to fill
TRAPPED = 250  # a wizard under a tower
NEAR = 25  # per field closer to the Rabenburg
WIN = 1000000


def _visible(d, f):
    st = d["stacks"][f]
    return d["tops"][st[-1]] if st else d["ground"][f]


def _worth(g, q):
    """How far seat q is towards winning, in game g (read as it is: a
    snapshot per trial would cost the search its heap)."""
    b = g.board
    v = HOME * b.castle[q] + FULL * g.full[q] - EMPTY * g.empty[q]
    raven = b.raven
    for f in range(FIELDS):
        n = b.spot(f).count(q)
        if n:
            v += n * NEAR * (FIELDS - (raven - f) % FIELDS)
        st = b.stacks[f]
        if st:
            hid = b.ground[f].count(q)
            for t in st[:-1]:
                hid += b.tops[t].count(q)
            v -= TRAPPED * hid
    return v


def value(g, seat):
    """seat's standing against the best other seat (team: with partner)."""
    if g.result is not None:
        return WIN if seat in g.result["winners"] else -WIN
    mine = _worth(g, seat)
    other = None
    for q in range(g.players):
        if q != seat:
            w = _worth(g, q)
            if other is None or w > other:
                other = w
    return mine - (other or 0)


def good(view, actions, seat, rng, budget):
    from hexbox.core.search import sampled_best

    from . import Game

    def sample(r):
        return Game.from_state(_ahead(determinize(view, seat, r)))

    def trial(a, state):
        g = state.clone()  # the sample stays as it is for the next action
        g.play(a)
        return value(g, seat)

    a, _, _ = sampled_best(actions, rng, budget, sample, trial, 2)
    return a, _why(a)


# the hint's one-line reason per kind of action (hexbox.core.lines.lookup)
_WHY = (
    ("wizard", "wizard nearer the castle"),
    ("tower", "tower traps others"),
    ("spell", "the spell pays off"),
    ("card", "the card helps most"),
)


def _why(a):
    return lookup(_WHY, a[0])


def easy(view, actions, seat, rng, budget):
    """Plausible: moves its own wizards when it can, else anything legal."""
    own = [a for a in actions if a[0] == "wizard" and a[2] == seat]
    if own:
        return own[rng.below(len(own))], None
    return actions[rng.below(len(actions))], None


def determinize(view, seat, rng):
    """A whole state the view could come from."""
    d = dict(view)
    P = view["config"]["players"]
    hands = view["hands"]
    seen = set(view["discard"]) | set(hands[seat])
    unseen = [c for c in range(len(DECK)) if c not in seen]
    rng.shuffle(unseen)
    new_hands = []
    for s in range(P):
        if s == seat:
            new_hands.append(list(hands[s]))
        else:
            n = hands[s]
            new_hands.append(unseen[:n])
            unseen = unseen[n:]
    d["hands"] = new_hands
    d["draw"] = unseen
    # the trapped wizards: each seat's missing ones, over the covered spots
    each = PER_PLAYER[P][0]
    left = []
    for q in range(P):
        n = each - view["castle"][q]
        for f in range(FIELDS):
            n -= _visible(view, f).count(q)
        left += [q] * n
    rng.shuffle(left)
    ground = [list(x) for x in view["ground"]]
    tops = [list(x) for x in view["tops"]]
    for f in range(FIELDS):
        k = view["hidden"][f]
        st = view["stacks"][f]
        if not k or not st:
            continue
        spots = [ground[f]] + [tops[t] for t in st[:-1]]
        i = 0
        while k:
            spot = spots[i % len(spots)]
            spot.append(left.pop())
            k -= 1
            i += 1
        for spot in spots:
            spot.sort()
    d["ground"] = ground
    d["tops"] = tops
    del d["hidden"]
    d["config"] = dict(view["config"])
    d["config"]["seed"] = 0
    d["rng"] = rng.next32() or 1
    return d


def _ahead(d):
    """A sampled state for a search, which looks ahead only: rebuilding the
    past (the history) would cost the most."""
    d["history"] = []
    return d


LEVELS = (("easy", easy), ("good", good))
