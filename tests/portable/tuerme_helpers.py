# Scenario helpers for the Wandelnde-Türme tests (portable: no pytest).
from hexbox.games.wandelnde_tuerme import Game
from hexbox.games.wandelnde_tuerme.data import CARD_TYPES, DECK, DIE, TOWERS


def card_type(w, t, dice=0):
    for i in range(len(CARD_TYPES)):
        c = CARD_TYPES[i]
        if c[0] == w and c[1] == t and c[2] == dice:
            return i
    raise ValueError("no such card %r" % ((w, t, dice),))


WIZ = lambda n: card_type(n, 0)  # noqa: E731
TOW = lambda n: card_type(0, n)  # noqa: E731
MIX = lambda w, t: card_type(w, t)  # noqa: E731
MIX_DIE = card_type(DIE, DIE, 1)
TOW_2DICE = card_type(0, DIE, 2)
WIZ_2DICE = card_type(DIE, 0, 2)
TOW_3DICE = card_type(0, DIE, 3)
WIZ_3DICE = card_type(DIE, 0, 3)


def deal(g, seat, types):
    """Give `seat` a hand of the given card types; the 90 cards stay 90."""
    g.draw.extend(g.hands[seat])
    g.hands[seat] = []
    for ty in types:
        for pile in (g.draw, g.discard):
            ids = [c for c in pile if DECK[c] == ty]
            if ids:
                pile.remove(ids[0])
                g.hands[seat].append(ids[0])
                break
        else:
            raise ValueError("no card of type %d left" % ty)


def layout(g, stacks, spots, raven=0):
    """Clear the ring, then stacks {field: [towers bottom first]}, spots
    {("g", field) or ("t", tower): [owners]}, and the Rabenburg's field.
    Towers not named form one stack on the highest field left free."""
    b = g.board
    b.ground = [[] for _ in range(16)]
    b.stacks = [[] for _ in range(16)]
    b.tops = [[] for _ in range(TOWERS)]
    used = []
    for f in sorted(stacks):
        b.stacks[f] = list(stacks[f])
        used.extend(stacks[f])
    spare = [t for t in range(TOWERS) if t not in used]
    f = 15
    while spare and (b.stacks[f] or f == raven or ("g", f) in spots):
        f -= 1
    if spare:
        b.stacks[f] = spare
    for key in sorted(spots):
        owners = sorted(spots[key])
        if key[0] == "g":
            b.ground[key[1]] = owners
        else:
            b.tops[key[1]] = owners
    b.raven = raven
    b.raven_tower = b.stacks[raven][-1] if b.stacks[raven] else -1


def skip_offer(g):
    """Team: the partner declines to offer a card swap (seed: "Auch der Partner
    darf von sich aus einen Tausch anbieten")."""
    if g.phase == "offer":
        g.play(("pass",))


def new(players=2, variant=(), seed=1):
    g = Game(players=players, seed=seed, variant=variant)
    skip_offer(g)
    return g


def wizard_total(g):
    b = g.board
    n = sum(b.castle)
    for x in b.ground:
        n += len(x)
    for x in b.tops:
        n += len(x)
    return n


def wizards_of(g, seat):
    b = g.board
    n = b.castle[seat]
    for x in b.ground + b.tops:
        n += x.count(seat)
    return n


def first_event(events, name):
    for e in events:
        if e[0] == name:
            return e
    return None


def check_invariants(g, bottles_total):
    """Conservation laws that hold after every action of every game."""
    from hexbox.games.wandelnde_tuerme.data import PER_PLAYER

    b = g.board
    wiz = PER_PLAYER[g.players][0]
    for s in range(g.players):
        assert wizards_of(g, s) == wiz, "wizards of seat %d not conserved" % s
    towers = sorted(t for st in b.stacks for t in st)
    assert towers == list(range(TOWERS)), "towers are not exactly the 9"
    assert max(len(st) for st in b.stacks) <= 9
    for spot in b.ground + b.tops:
        assert len(spot) <= 6 and spot == sorted(spot)
    assert sum(g.full) + sum(g.empty) + sum(g.spent) == bottles_total, "bottles not conserved"
    assert min(g.full) >= 0 and min(g.empty) >= 0
    cards = sorted(g.draw + g.discard + [c for h in g.hands for c in h])
    assert cards == list(range(len(DECK))), "cards not conserved"
    assert b.spot(b.raven) == [], "a wizard stands visibly on the Rabenburg"
    st = b.stacks[b.raven]
    assert b.raven_tower == (st[-1] if st else -1), "Rabenburg not on top of its field"


def playout_with_invariants(players, seed, variant=(), max_steps=20000):
    from hexbox.core.rng import Rng

    g = Game(players=players, seed=seed, variant=variant)
    total = sum(g.empty)
    pick = Rng(seed + 99)
    steps = 0
    check_invariants(g, total)
    while not g.over:
        acts = g.actions()
        g.play(acts[pick.below(len(acts))])
        check_invariants(g, total)
        steps += 1
        assert steps < max_steps, "game did not end"
    return g, steps


def finish_player(g, seat):
    """Every wizard of `seat` into the Rabenburg and every bottle full."""
    b = g.board
    for spot in b.ground + b.tops:
        while seat in spot:
            spot.remove(seat)
    b.castle[seat] = g.wizards_each
    g.full[seat] += g.empty[seat]
    g.empty[seat] = 0
