# Property tests over random Spuknacht games: never two magicians on a
# field, chips and cards conserved, gates never reopen, an illegal action
# changes nothing, and every random playout ends in a win or a loss.
import pytest
from engine_checks import mutations
from fuzz_scale import examples
from hypothesis import given, settings
from hypothesis import strategies as st
from spuknacht_checks import check_invariants

from hexbox.core.errors import IllegalAction
from hexbox.games.playout import random_playout
from hexbox.games.spuknacht import Game

VARIANTS = st.sampled_from(((), ("expert",)))


def drive(seed, variant, picks, players=2):
    """Play the game choosing legal[pick % len] for each pick; yields each
    state after an action, with the state before it."""
    g = Game(players=players, seed=seed, variant=variant)
    for p in picks:
        if g.over:
            return
        legal = g.actions()
        before = g.to_dict()
        a = legal[p % len(legal)]
        if a[0] == "move":  # never onto or across a field a ghost touches
            assert not g.touched_fields()[a[2]]
        g.play(a)
        yield g, before, a


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**31 - 1), variant=VARIANTS,
       picks=st.lists(st.integers(0, 10**6), min_size=50, max_size=400))
def test_invariants_hold_after_every_action(seed, variant, picks):
    """Never two magicians on a field; chips and cards conserved; gate halves
    only accumulate (gates never reopen); out is out."""
    for g, before, _ in drive(seed, variant, picks):
        check_invariants(g, before)


def _illegal_candidates(g):
    legal = g.actions()
    out = [None, 42, [list(legal[0])], list(legal[0]), ("move",), ("move", 0, -1),
           ("move", 5, 0), ("away", 0, 999), ("exit", 0, 0), ("ghost", 3), ("place", 0, 0),
           ("roll", 1), ("stay",), ("pass", 0), ("move", True, legal[0][-1])]
    for a in legal[:4]:
        out.extend(mutations(a))
    b = g.board
    t = g.touched_fields()
    for m in range(3):  # onto a ghost-touched or an occupied field
        for f in range(b.n):
            if t[f] or f in g.mags:
                out.append(("move", m, f))
                out.append(("away", m, f))
    return [a for a in out if a not in legal]


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**31 - 1), variant=VARIANTS,
       picks=st.lists(st.integers(0, 10**6), min_size=1, max_size=200))
def test_an_illegal_action_changes_nothing(seed, variant, picks):
    g = None
    for state, _, _ in drive(seed, variant, picks):
        g = state
    if g is None or g.over:
        return
    before = g.to_dict()
    for bad in _illegal_candidates(g):
        with pytest.raises(IllegalAction) as e:
            g.play(bad)
        assert e.value.reason
        assert g.to_dict() == before, bad


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 2**31 - 1), variant=VARIANTS, players=st.integers(1, 4))
def test_random_playouts_end_in_a_win_or_a_loss(seed, variant, players):
    g, steps = random_playout(Game, players, seed, variant=variant, max_steps=20000)
    assert g.over and g.current == -1
    assert g.result["won"] in (True, False)
    check_invariants(g, None)
    assert not g.result["won"] or g.result["winners"] == list(range(players))


def _greedy(g):
    """A helpful policy: exit when possible, else head for the own target."""
    legal = g.actions()
    for a in legal:
        if a[0] == "exit":
            return a
    b = g.board
    best, score = legal[0], None
    for a in legal:
        if a[0] not in ("move", "away"):
            continue
        m, f = a[1], a[2]
        if g.stacks[m]:
            goal = b.targets[g.stacks[m][0]]
        else:
            exits = [b.corner_starts[c] for c in range(4) if g._open(c)]
            goal = min(exits, key=lambda c: (b.fx[c] - b.fx[f]) ** 2 + (b.fy[c] - b.fy[f]) ** 2)
        s = (b.fx[goal] - b.fx[f]) ** 2 + (b.fy[goal] - b.fy[f]) ** 2
        if score is None or s < score:
            best, score = a, s
    return best


def test_the_game_can_be_won():
    """A purposeful policy wins some seeds: the win condition is reachable
    through legal play (all 15 chips, all 3 magicians out)."""
    wins = 0
    for seed in range(30):
        g = Game(players=1, seed=seed)
        n = 0
        while not g.over and n < 5000:
            g.play(_greedy(g))
            n += 1
        if g.over and g.result["won"]:
            wins += 1
            assert g.chips() == 15 and all(f == -2 for f in g.mags)
    assert wins > 0


@settings(max_examples=examples(200), deadline=None)
@given(step=st.integers(0, 1650687), extra=st.one_of(st.none(), st.tuples(
    st.integers(0, 2), st.integers(0, 65535))))
def test_touched_fields_equal_checking_every_field(step, extra):
    """The per-ring field lists only skip fields no ghost on that ring can
    ever touch: the result equals disc_touch over every field."""
    from hexbox.core.collide import disc_touch

    g = Game(variant=("expert",))
    g.step = step % g.board.wheel.period
    if extra:
        g.ghosts.append(list(extra))
    b = g.board
    want = bytearray(b.n)
    for k in range(len(g.ghosts)):
        gx, gy = g.ghost_xy(k)
        for f in range(b.n):
            if disc_touch(gx, gy, b.ghost_r, b.fx[f], b.fy[f], b.magician_r):
                want[f] = 1
    assert g.touched_fields() == want
