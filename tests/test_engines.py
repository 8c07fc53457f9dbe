"""Generic engine tests over every registered game: playouts end, snapshots
round-trip, replay rebuilds the state, illegal actions change nothing, and
damaged snapshots are refused or play on (games/CONTRACT.md)."""

import importlib

import pytest
from engine_checks import (
    advanced,
    check_damaged_snapshots,
    check_game,
    check_illegal_unchanged,
    check_views_hide,
    exactly_in,
    illegal_reason,
    junk_actions,
    nested,
    rebuild,
    typed_variants,
)
from hypothesis import given, settings
from hypothesis import strategies as st
from tiers import FULL, full_case

from hexbox.core.engine import Engine
from hexbox.core.errors import CorruptData
from hexbox.games import game_class, names
from hexbox.games.playout import default_players

GAMES = names()
pytestmark = pytest.mark.skipif(not GAMES, reason="no game registered yet")


@pytest.mark.parametrize("name", GAMES)
@settings(max_examples=8 if FULL else 3, deadline=None)  # a whole playout each
@given(seed=st.integers(0, 2**31 - 1))
def test_random_playout_passes_every_generic_check(name, seed):
    check_game(game_class(name), seed, snapshot_every=3)


@pytest.mark.parametrize("name", GAMES)
def test_every_player_count_plays_to_the_end(name):
    cls = game_class(name)
    lo, hi = cls.PLAYERS
    for players in range(lo, hi + 1):
        from hexbox.games.playout import random_playout

        game, _ = random_playout(cls, players, seed=players)
        assert game.over


@pytest.mark.parametrize("name", GAMES)
def test_each_variant_plays_to_the_end(name):
    cls = game_class(name)
    from hexbox.games.playout import random_playout

    setups = [(default_players(cls), v) for v in cls.VARIANTS]
    # variants that need particular seat counts (e.g. teams of two)
    for v, seats in getattr(cls, "SEAT_VARIANTS", ()):
        setups.extend((p, v) for p in seats)
    for players, v in setups:
        game, _ = random_playout(cls, players, seed=11, variant=(v,))
        assert game.over and rebuild(cls, game).to_dict() == game.to_dict()


@pytest.mark.parametrize("name", GAMES)
def test_bad_constructor_arguments_raise_value_error(name):
    cls = game_class(name)
    lo, hi = cls.PLAYERS
    for bad in (lo - 1, hi + 1):
        with pytest.raises(ValueError):
            cls(players=bad, seed=1)
    with pytest.raises(ValueError):
        cls(players=lo, seed=1, variant=("no-such-variant",))


# what core.engine.Engine does the same for every game: a game that wrote
# its own would check, apply or snapshot in its own order again
BASE_ONLY = ("play", "advance", "to_dict", "from_dict", "from_state", "over_state", "clone",
             "_fill", "_built", "search_view")


@pytest.mark.parametrize("name", GAMES)
def test_the_rules_sit_on_the_one_engine_base(name):
    cls = game_class(name)
    assert issubclass(cls, Engine) and cls.name == name
    assert [m for m in BASE_ONLY if m in vars(cls)] == []
    assert "_why" in vars(cls)  # the reason an action is refused is the game's
    keys = [k for k, _ in cls.MOVES]
    assert keys and len(set(keys)) == len(keys)
    assert all(callable(move) for _, move in cls.MOVES)
    lo = cls.PLAYERS[0]
    for bad in ({"seed": "1"}, {"seed": 1.0}, {"variant": (cls.VARIANTS + ("x",))[0]}):
        with pytest.raises(ValueError):  # a variant is a tuple of names, never one name
            cls(players=lo, **dict({"seed": 1}, **bad))
    for v in cls.VARIANTS:  # a variant named twice is a typing slip, not twice the variant
        with pytest.raises(ValueError, match="given twice"):
            cls(players=default_players(cls), seed=1, variant=(v, v))
    d = cls(players=default_players(cls), seed=1).to_dict()
    assert list(d)[:2] == ["game", "config"] and d["game"] == name
    assert {"players", "seed", "variant"} <= set(d["config"])


@pytest.mark.parametrize("name", GAMES)
def test_illegal_actions_at_the_start_change_nothing(name):
    cls = game_class(name)
    check_illegal_unchanged(cls(players=default_players(cls), seed=3), limit=200)


@pytest.mark.parametrize("name", GAMES)
def test_corrupt_snapshot_is_rejected_without_crashing(name):
    cls = game_class(name)
    d = cls(players=default_players(cls), seed=5).to_dict()

    def config(key, value):  # players, seed, variant: at the top or in "config"
        if "config" in d:
            return dict(d, config=dict(d["config"], **{key: value}))
        return dict(d, **{key: value})

    for bad in ({}, {"garbage": 1}, dict(d, history="nope"), None, [1, 2], 7, "x",
                nested(d, 2000, list), dict(d, history=[nested(["x"], 2000, list)]),
                config("players", nested(3, 2000, list)), config("players", True),
                config("seed", 1.0), config("variant", [nested("x", 2000, list)])):
        with pytest.raises((ValueError, TypeError, KeyError, CorruptData)):
            cls.from_dict(bad)


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("steps", [0, 25])
def test_wrongly_typed_and_nested_actions_are_refused(name, steps):
    """Contract: actions are flat tuples of exact ints and strings. A float or
    bool that `==` takes for a legal int, a part wrapped or nested hundreds
    deep, a huge action: refused with a reason, the state unchanged."""
    cls = game_class(name)
    game = advanced(cls, default_players(cls), 4, steps)
    legal = game.actions()
    tried = 0
    for bad in list(junk_actions()) + [v for a in legal[:10] for v in typed_variants(a)]:
        if not exactly_in(bad, legal):
            illegal_reason(game, bad)
            tried += 1
    assert tried > 20
    # the list form of a legal action is JSON, not an action: refused too
    illegal_reason(game, list(legal[0]))


@pytest.mark.parametrize("name", GAMES)
def test_every_damaged_field_is_refused_or_plays_on(name):
    """Every field of a snapshot (and the first and last items of its lists)
    set to a wrong type, out of range, None, nested deep or removed: from_dict
    raises CorruptData, or the game it gives plays on to its end."""
    tried, loaded = check_damaged_snapshots(game_class(name), seed=1, stops=(20,))
    assert tried > 300 and loaded > 0


@pytest.mark.parametrize("name", GAMES)
def test_every_snapshot_field_is_in_the_schema(name):
    """restore.py checks each field to_dict() writes after the header (game
    and config: hexbox.core.restore.head, before the game is built; a
    board's name on its own)."""
    cls = game_class(name)
    restore = importlib.import_module(cls.__module__.rsplit(".", 1)[0] + ".restore")
    g = cls(players=default_players(cls), seed=1)
    keys = set(k for k, _ in restore.schema(g)[1])
    assert set(g.to_dict()) - keys <= {"game", "config", "board"}


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("seed", (735982211, full_case(2**30 - 35)))
def test_no_view_holds_what_rebuilds_hidden_state(name, seed):
    """DESIGN.md: 'A view never holds what rebuilds hidden state (no seed in a
    view)': no seed or rng state in any view, no rebuild of the hidden stacks
    from a number in it, no hidden list elsewhere in it (fixed big seeds, so
    no score or index equals the seed by chance)."""
    cls = game_class(name)
    for v in ((),) + tuple((x,) for x in cls.VARIANTS):
        check_views_hide(cls, seed=seed, every=4, variant=v)


@pytest.mark.parametrize("name", GAMES)
def test_a_snapshot_of_the_older_shape_still_loads(name):
    """Snapshots saved before the games shared one header held players, seed
    and variant at the top, no "config" (and Türme's no "game"): they load
    as the same game, and damaged ones are refused as any other."""
    cls = game_class(name)
    game = advanced(cls, default_players(cls), 4, 25)
    d = game.to_dict()
    old = dict(d)
    old.update(old.pop("config"))
    assert cls.from_dict(old).to_dict() == d
    del old["game"]
    assert cls.from_dict(old).to_dict() == d
    for bad in (dict(old, players=99), dict(old, seed=1.5), dict(old, game="another")):
        with pytest.raises(CorruptData):
            cls.from_dict(bad)
