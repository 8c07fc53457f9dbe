"""Engines refuse what they must: any value passed to
play() is either exactly a legal action or refused with a reason and no
change; any damage to a snapshot is refused with CorruptData or gives a game
that plays on to its end; no loop waits for a valid state to end. The cases
the outside fuzzing pass found come first, as regression tests. `make test`
runs a derandomized sample, `make fuzz` (explore profile, tests/fuzz_scale.py) more."""

import json

import pytest
from engine_checks import (
    check_damaged_snapshot,
    exactly_in,
    illegal_reason,
    mutate,
    nested,
    snapshot_mutations,
)
from fuzz_scale import examples
from hypothesis import given, settings
from hypothesis import strategies as st

from hexbox.core.errors import CorruptData, IllegalAction
from hexbox.games import game_class, names
from hexbox.games.playout import advance, default_players, play_on

EXAMPLES = examples(12)  # per game and test


def setups(cls):
    """(players, variant) of every seat count and every variant of cls."""
    lo, hi = cls.PLAYERS
    out = [(p, ()) for p in range(lo, hi + 1)]
    out += [(default_players(cls), (v,)) for v in cls.VARIANTS]
    for v, seats in getattr(cls, "SEAT_VARIANTS", ()):
        out += [(p, (v,)) for p in seats]
    if hasattr(cls, "HEAVIEST"):
        out.append((cls.HEAVIEST[0], tuple(cls.HEAVIEST[1])))
    return out


def position(name, setup, seed, steps):
    cls = game_class(name)
    players, variant = setups(cls)[setup % len(setups(cls))]
    return cls, advance(cls(players=players, seed=seed, variant=variant), seed, steps)


def loads(cls, d):
    """from_dict(d), which must refuse with CorruptData naming what is wrong."""
    with pytest.raises(CorruptData) as e:
        cls.from_dict(d)
    return str(e.value)


# -- regressions: cases found by fuzzing ------------------------------------------------
def spuknacht_moving():
    """A Spuknacht game in its move phase (magicians placed, dice rolled)."""
    g = game_class("spuknacht")(players=2, seed=1)
    while g.phase != "move":
        g.play(g.actions()[0])
    return g


def test_a_float_equal_to_a_legal_int_is_refused():
    g = game_class("spuknacht")(players=2, seed=1)
    assert ("place", 0, 35) in g.actions() and ("place", 0, 35.0) in g.actions()  # == says yes
    assert "35.0" in illegal_reason(g, ("place", 0, 35.0))
    assert "True" in illegal_reason(g, ("place", True, 35))
    m = spuknacht_moving()
    move = [a for a in m.actions() if a[0] == "move"][0]
    illegal_reason(m, (move[0], move[1], float(move[2])))  # once raised TypeError half-applied
    # no float reached the state, so its snapshot still loads
    assert type(m).from_dict(json.loads(json.dumps(m.to_dict()))).to_dict() == m.to_dict()


@pytest.mark.parametrize("name", names())
def test_actions_nested_hundreds_deep_are_refused(name):
    """Türme and Broom Service once raised RecursionError here."""
    cls = game_class(name)
    g = cls(players=default_players(cls), seed=2)
    legal = g.actions()[0]
    for depth in (300, 1000, 100000):
        illegal_reason(g, nested(legal, depth))
        illegal_reason(g, legal[:1] + (nested(0, depth),))
        illegal_reason(g, legal[:1] + (nested(0, depth, list),))


def test_damaged_spuknacht_snapshots_are_refused():
    cls = game_class("spuknacht")
    d = spuknacht_moving().to_dict()
    assert "dice" in loads(cls, dict(d, ghost_die=None))
    assert "phase" in loads(cls, dict(d, phase="sleep"))
    assert "away" in loads(cls, dict(d, phase="away"))  # nobody is moving away
    assert "ghost_die" in loads(cls, dict(d, ghost_die=["red", 1.0]))


def test_damaged_techno_witches_snapshots_are_refused():
    cls = game_class("techno_witches")
    d = cls(players=3, seed=1).to_dict()
    assert "turn" in loads(cls, dict(d, turn=101))
    assert "poses" in loads(cls, dict(d, poses=[[1.5, 2, 3]] * 3))


def test_damaged_tuerme_snapshots_are_refused():
    cls = game_class("wandelnde_tuerme")
    d = cls(players=3, seed=1).to_dict()
    assert "active" in loads(cls, dict(d, active=1.5))
    assert "active" in loads(cls, dict(d, active=True))
    assert "history" in loads(cls, dict(d, history=[nested(["card", 0], 1000, list)]))


def test_damaged_broom_service_snapshots_are_refused():
    cls = game_class("broom_service")
    d = cls(players=4, seed=1).to_dict()
    assert "turn_no" in loads(cls, dict(d, turn_no=[3]))
    assert "hand" in loads(cls, dict(d, hand=[]))
    assert "leader" in loads(cls, dict(d, leader=9))


def test_a_custom_broom_service_board_in_a_snapshot_is_checked_too():
    from hexbox.games.broom_service.board import load

    cls = game_class("broom_service")
    board = load("front").to_dict()
    d = cls(players=3, seed=1, board=board).to_dict()
    assert cls.from_dict(d).to_dict() == d
    for key, value in (
        ("NAME", nested("x", 100000, list)),
        ("REGIONS", [[nested("x", 100000, list), 0, 1, 1]]),
        ("CASTLES", 1.5),
    ):
        bad = dict(d, config=dict(d["config"], board=dict(board, **{key: value})))
        assert "board" in loads(cls, bad)


def test_a_leader_off_the_table_cannot_make_play_loop_forever():
    """Broom Service's _follow_on once walked the seats until it met the
    leader: with leader 9 of 4 seats, never (2.3 GB in 10 s). The walk is one
    round of the table now, whatever the state holds."""
    g = game_class("broom_service")(players=4, seed=1)
    while not (g.phase == 1 and g.role >= 0):  # PLAY, and a role is led: the others follow
        g.play(g.actions()[0])
    g.leader = 9  # past every check: the state itself is broken
    for s in range(4):  # and nobody else can follow, so the walk never stops on its own
        if s != g.follow and g.role in g.hand[s]:
            g.hand[s].remove(g.role)
    events = g.play(("brave", g.role))
    assert len(events) < 100


# -- fuzz --------------------------------------------------------------------------------
VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=6)
    | st.sampled_from(["roll", "move", "card", "curve", "pick", "place", "brave", "L", "R"]),
    lambda inner: st.lists(inner, max_size=5) | st.lists(inner, max_size=5).map(tuple)
    | st.dictionaries(st.text(max_size=4), inner, max_size=3),
    max_leaves=10,
)


def _near(legal, k, value):
    """Legal action k with part `value` put in, or the value itself."""
    a = legal[k % len(legal)]
    i = value % (len(a) + 1) if type(value) is int else 0
    return a[:i] + (value,) + a[i + 1:]


@pytest.mark.parametrize("name", names())
@settings(max_examples=EXAMPLES, deadline=None)
@given(setup=st.integers(0, 50), seed=st.integers(0, 2 ** 20), steps=st.integers(0, 300),
       value=VALUES, k=st.integers(0, 50), near=st.booleans())
def test_any_value_is_played_exactly_or_refused_unchanged(name, setup, seed, steps, value, k, near):
    _, g = position(name, setup, seed, steps)
    if g.over:
        return
    legal = g.actions()
    bad = _near(legal, k, value) if near else value
    if exactly_in(bad, legal):
        g.play(bad)
        return
    before = g.to_dict()
    with pytest.raises(IllegalAction) as e:
        g.play(bad)
    assert isinstance(e.value.reason, str) and e.value.reason
    assert g.to_dict() == before


@pytest.mark.parametrize("name", names())
@settings(max_examples=EXAMPLES, deadline=None)
@given(setup=st.integers(0, 50), seed=st.integers(0, 2 ** 20), steps=st.integers(0, 400),
       pick=st.integers(0, 10 ** 6))
def test_any_damaged_field_is_refused_or_plays_on(name, setup, seed, steps, pick):
    cls, g = position(name, setup, seed, steps)
    d = json.loads(json.dumps(g.to_dict()))
    muts = snapshot_mutations(d)
    path, _label, value = muts[pick % len(muts)]
    check_damaged_snapshot(cls, mutate(d, path, value), seed)


@pytest.mark.parametrize("name", names())
@settings(max_examples=EXAMPLES, deadline=None)
@given(setup=st.integers(0, 50), seed=st.integers(0, 2 ** 20), steps=st.integers(0, 400),
       pick=st.integers(0, 10 ** 6), value=VALUES.map(lambda v: json.loads(json.dumps(v))))
def test_any_json_in_any_field_is_refused_or_plays_on(name, setup, seed, steps, pick, value):
    cls, g = position(name, setup, seed, steps)
    d = json.loads(json.dumps(g.to_dict()))
    paths = sorted(set(m[0] for m in snapshot_mutations(d)), key=repr)
    check_damaged_snapshot(cls, mutate(d, paths[pick % len(paths)], value), seed)


@pytest.mark.parametrize("name", names())
@settings(max_examples=max(EXAMPLES // 3, 4), deadline=None)
@given(setup=st.integers(0, 50), seed=st.integers(0, 2 ** 20), steps=st.integers(0, 400))
def test_a_restored_game_plays_on_like_the_original(name, setup, seed, steps):
    """A sound snapshot loads as the same game: both play on identically."""
    cls, g = position(name, setup, seed, steps)
    back = cls.from_dict(json.loads(json.dumps(g.to_dict())))
    play_on(g, seed)
    play_on(back, seed)
    assert back.to_dict() == g.to_dict()
