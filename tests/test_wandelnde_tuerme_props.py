"""Die wandelnden Türme: hypothesis properties over random games of every
variant. Conservation (wizards, towers, bottles, cards), stacks <= 9, spots
<= 6, illegal actions change nothing, playouts end, snapshots and views."""

import json

from hypothesis import given, settings
from hypothesis import strategies as st
from tuerme_helpers import check_invariants, playout_with_invariants

from hexbox.core.errors import IllegalAction
from hexbox.games.playout import advance
from hexbox.games.wandelnde_tuerme import Game

SETUPS = st.sampled_from(
    [
        (2, ()),
        (3, ()),
        (5, ()),
        (6, ()),
        (3, ("meister",)),
        (2, ("meister3",)),
        (4, ("team",)),
        (6, ("team", "meister")),
        (1, ("solo",)),
    ]
)

# any value a caller might pass: near-misses of real actions and junk
WORDS = st.sampled_from(
    ["card", "wizard", "tower", "spell", "as", "reroll", "keep", "nomove", "redraw", "end",
     "ask", "give", "return", "bottle", "pass", "later", "mb", "tb", "gm", "gt", "rb", "tt",
     "bf", "hp", "zz", ""]
)
JUNK = st.one_of(
    st.tuples(WORDS),
    st.tuples(WORDS, st.integers(-3, 20)),
    st.tuples(WORDS, st.integers(-3, 20), st.integers(-3, 20)),
    st.tuples(st.just("spell"), WORDS),
    st.tuples(st.just("spell"), WORDS, st.integers(-2, 17)),
    st.tuples(st.just("spell"), WORDS, st.integers(-1, 17), st.integers(-1, 9)),
    st.tuples(st.just("spell"), st.just("bf"), st.integers(-1, 17), st.integers(-1, 9),
              st.integers(-1, 7)),
    st.tuples(st.just("as"), st.sampled_from(["wizard", "tower", "both", 1])),
    st.none(), st.integers(), st.text(max_size=4), st.lists(st.integers(), max_size=3),
    st.tuples(st.booleans()), st.tuples(st.just("card"), st.booleans()),
)


def _advance(game, steps, seed):
    return advance(game, seed, steps)


@settings(max_examples=25, deadline=None)
@given(setup=SETUPS, seed=st.integers(0, 2**31 - 1))
def test_random_playouts_terminate_and_conserve_everything(setup, seed):
    players, variant = setup
    game, steps = playout_with_invariants(players, seed, variant)
    assert game.over and steps > 0
    r = game.result
    assert all(s in r["qualified"] for s in r["winners"])
    assert players == 1 or r["winners"], "a multi-player game always has a winner"


@settings(max_examples=60, deadline=None)
@given(setup=SETUPS, seed=st.integers(0, 2**20), steps=st.integers(0, 400), bad=JUNK)
def test_an_illegal_action_changes_nothing(setup, seed, steps, bad):
    players, variant = setup
    game = _advance(Game(players=players, seed=seed, variant=variant), steps, seed)
    if game.over:
        return
    if (
        isinstance(bad, tuple)
        and bad in game.actions()
        and not any(isinstance(v, bool) for v in bad)
    ):
        return
    before = json.dumps(game.to_dict())
    try:
        game.play(bad)
    except IllegalAction as e:
        assert e.reason
    else:
        raise AssertionError("accepted illegal %r" % (bad,))
    assert json.dumps(game.to_dict()) == before


@settings(max_examples=30, deadline=None)
@given(setup=SETUPS, seed=st.integers(0, 2**20), steps=st.integers(0, 600))
def test_snapshot_round_trip_and_replay_mid_game(setup, seed, steps):
    players, variant = setup
    game = _advance(Game(players=players, seed=seed, variant=variant), steps, seed)
    d = json.loads(json.dumps(game.to_dict()))
    back = Game.from_dict(d)
    assert back.to_dict() == game.to_dict() and back.actions() == game.actions()
    replay = Game(**{k: (tuple(v) if k == "variant" else v) for k, v in game.config().items()})
    for a in game.history:
        replay.play(a)
    assert replay.to_dict() == game.to_dict()


@settings(max_examples=30, deadline=None)
@given(setup=SETUPS, seed=st.integers(0, 2**20), steps=st.integers(0, 600))
def test_views_hide_hands_deck_and_trapped_wizards(setup, seed, steps):
    players, variant = setup
    game = _advance(Game(players=players, seed=seed, variant=variant), steps, seed)
    b = game.board
    for seat in range(players):
        v = game.view(seat)
        json.dumps(v)
        assert v["hands"][seat] == game.hands[seat]
        assert all(isinstance(v["hands"][s], int) for s in range(players) if s != seat)
        assert v["rng"] is None and v["config"]["seed"] is None and isinstance(v["draw"], int)
        for f in range(16):
            hidden = sum(len(s) for s in b.hidden_spots(f))
            assert v["hidden"][f] == hidden
            if b.stacks[f]:
                assert v["ground"][f] == []
                assert all(v["tops"][t] == [] for t in b.stacks[f][:-1])


@settings(max_examples=15, deadline=None)
@given(setup=SETUPS, seed=st.integers(0, 2**20))
def test_same_seed_same_game(setup, seed):
    players, variant = setup
    a = _advance(Game(players=players, seed=seed, variant=variant), 300, seed)
    b = _advance(Game(players=players, seed=seed, variant=variant), 300, seed)
    assert a.to_dict() == b.to_dict()


@settings(max_examples=40, deadline=None)
@given(setup=SETUPS, seed=st.integers(0, 2**20), steps=st.integers(0, 500))
def test_every_listed_action_is_accepted_and_keeps_the_invariants(setup, seed, steps):
    players, variant = setup
    game = _advance(Game(players=players, seed=seed, variant=variant), steps, seed)
    total = sum(game.full) + sum(game.empty) + sum(game.spent)
    for a in game.actions():
        g = Game.from_dict(game.to_dict())
        g.play(a)
        check_invariants(g, total)
