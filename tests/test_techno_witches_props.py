"""Techno Witches properties: curves are conserved, pieces never overlap after
a completed flight, an illegal action changes nothing, playouts end, replay
and snapshots rebuild the state."""

import json

import pytest
from engine_checks import mutations
from hypothesis import given, settings
from hypothesis import strategies as st
from tw_helpers import curves_total

from hexbox.core.errors import IllegalAction
from hexbox.core.rng import Rng
from hexbox.games.techno_witches import Game, data, layout, pieces

ADVENTURES = data.ADVENTURES


def _resting_overlaps(g):
    """Pairs (seat, thing) where a flyer or tail at rest touches something it
    may not: anything at all, except its own starting location (and
    Wolkenschreck's tail, which touches nothing that counts: it may come to
    rest against a flyer where his flight ends)."""
    bad = []
    for s in range(g.players):
        p = g.poses[s]
        if p is None:
            continue
        items = layout.obstacles(g, s, lines=False)
        for piece in (pieces.flyer(tuple(p)), pieces.tail(tuple(p))):
            for name in layout.hits(items, piece):
                if name == g.home[s] or name == "cat" or name == "wt":
                    continue
                bad.append((s, name))
    return bad


def _walk(adventure, players, seed, steps, check):
    g = Game(players=players, seed=seed, variant=(adventure,))
    r = Rng(seed)
    for _ in range(steps):
        if g.over:
            break
        acts = g.actions()
        a = acts[r.below(len(acts))]
        ev = g.play(a)
        check(g, a, ev)
    return g


@settings(max_examples=12, deadline=None)
@given(adv=st.sampled_from(ADVENTURES), players=st.integers(2, 4), seed=st.integers(0, 10**6))
def test_curves_are_conserved(adv, players, seed):
    """Supply + spellbooks + the table (curves set aside for Wolkenschreck)
    = 20 curves, after every action."""

    def check(g, a, ev):
        assert curves_total(g) == data.TOTAL_CURVES
        assert all(0 <= n <= data.COPIES for n in g.supply)

    _walk(adv, players, seed, 120, check)


@settings(max_examples=12, deadline=None)
@given(adv=st.sampled_from(ADVENTURES), players=st.integers(2, 4), seed=st.integers(0, 10**6))
def test_pieces_never_overlap_after_a_completed_flight(adv, players, seed):
    """After every flight the flyer and its tail touch no castle, house, edge,
    other flyer, tail or Wolkenschreck (a start position touches only its own
    house or castle). Not checked once the game is won: a winning ram of
    Wolkenschreck ends touching him."""

    def check(g, a, ev):
        if "landed" in [e[0] for e in ev] and not g.pending and not g.over:
            assert _resting_overlaps(g) == []

    _walk(adv, players, seed, 150, check)


@settings(max_examples=10, deadline=None)
@given(adv=st.sampled_from(ADVENTURES), seed=st.integers(0, 10**6),
       junk=st.one_of(st.none(), st.integers(), st.text(max_size=3),
                      st.lists(st.integers(), max_size=3),
                      st.tuples(st.sampled_from(["curve", "back", "fly", "face", "start",
                                                 "vote", "wturn", "offer", "pick", "restart"]),
                                st.one_of(st.integers(-2, 20), st.text(max_size=2),
                                          st.floats(allow_nan=False), st.booleans()),
                                st.sampled_from(["L", "R", "x", 1]))))
def test_an_illegal_action_changes_nothing(adv, seed, junk):
    """Bad input gets IllegalAction with a reason, and the state stays exactly
    the same (near misses of legal actions too)."""

    def check(g, a, ev):
        if g.over:
            return
        legal = g.actions()
        for bad in [junk] + mutations(legal[0]) + mutations(legal[-1]):
            if isinstance(bad, list):
                bad_t = tuple(bad)
            else:
                bad_t = bad
            if bad_t in legal and not isinstance(bad, list):
                continue
            if isinstance(bad, list) and tuple(bad) in legal:
                continue
            before = json.dumps(g.to_dict(), sort_keys=True)
            with pytest.raises(IllegalAction) as e:
                g.play(bad)
            assert e.value.reason
            assert json.dumps(g.to_dict(), sort_keys=True) == before

    _walk(adv, 3, seed, 40, check)


@pytest.mark.parametrize("adv", ADVENTURES)
@pytest.mark.parametrize("players", [2, 4])
def test_random_playouts_terminate(adv, players):
    """Every game ends (a win, Wolkenschreck's win, or the round limit)."""
    g = _walk(adv, players, players * 7 + len(adv), 100000, lambda g, a, ev: None)
    assert g.over and g.current == -1 and g.actions() == []
    assert isinstance(g.result["winners"], list)


@settings(max_examples=8, deadline=None)
@given(adv=st.sampled_from(ADVENTURES), seed=st.integers(0, 10**6), steps=st.integers(0, 90))
def test_snapshot_and_replay_rebuild_the_state(adv, seed, steps):
    g = _walk(adv, 3, seed, steps, lambda g, a, ev: None)
    d = g.to_dict()
    back = Game.from_dict(json.loads(json.dumps(d)))
    assert back.to_dict() == d and back.actions() == g.actions()
    c = g.config()
    fresh = Game(players=c["players"], seed=c["seed"], variant=tuple(c["variant"]))
    for a in g.history:
        fresh.play(a)
    assert fresh.to_dict() == d
