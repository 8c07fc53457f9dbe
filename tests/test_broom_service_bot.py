"""Broom Service's good bot: it values a state as the end of the game scores
it (sets of different resources, the lightning table), and it does not lay
out an enchanted role (3 VP lost for sure) where its rounds played on do
not show it paying: in the last round, the enchanted Weather fairy chosen
over the Fruit gatherer was a plain loss."""

import pytest

from hexbox.core.rng import Rng
from hexbox.games import bot, game_class
from hexbox.games.broom_service import bot as bs
from hexbox.games.broom_service.data import ROUNDS
from hexbox.games.broom_service.engine import SELECT


def _played_to(seed, players, stop):
    """A game of easy bots, played until stop(g) (or its end)."""
    g = game_class("broom_service")(players=players, seed=seed)
    easy = [bot("broom_service", "easy", seed * 8 + s) for s in range(players)]
    while not g.over and not stop(g):
        s = g.current
        g.play(easy[s].choose(g.search_view(s), g.actions(), s))
    return g


@pytest.mark.parametrize("seed", range(6))
def test_the_good_bot_counts_the_end_scoring_as_the_rules_do(seed):
    # the state before the end of the last round: what the bot counts is
    # what the engine's end scoring adds (sets of 4 and 3 different
    # resources, the lightning table, amulets), in thirds of a point
    g = _played_to(seed, 3, lambda g: g.round == ROUNDS - 1)
    assert not g.over and g.round == ROUNDS - 1
    rng = Rng(seed)
    for q in range(g.players):
        g.res[q] = [rng.below(4) for _ in range(4)]  # all sorts of sets
    counted = [bs.worth(g, q) for q in range(g.players)]
    end = g.clone()
    end._after_round([])  # the engine's end scoring
    assert end.over
    assert counted == [3 * v for v in end.vp]


def test_a_set_of_four_different_resources_is_worth_four_points_at_the_end():
    g = _played_to(1, 3, lambda g: g.round == ROUNDS - 1)
    g.res[0] = [1, 1, 1, 0]
    three = bs.worth(g, 0)
    g.res[0] = [1, 1, 1, 1]
    assert bs.worth(g, 0) - three == 3 * (4 - 2)  # a set of 4 where a set of 3 was
    g.res[0] = [3, 0, 0, 0]
    assert bs.worth(g, 0) == 3 * (g.vp[0] + bs.lightning_vp(bs.bolts_of(g.won[0])))


@pytest.mark.parametrize("seed", range(8))
def test_the_good_bot_lays_out_no_enchanted_role_in_the_last_round(seed):
    g = _played_to(seed, 3, lambda g: g.round == ROUNDS - 1)
    assert g.ench and g.phase == SELECT
    good = bot("broom_service", "good", seed)
    while g.phase == SELECT:
        s = g.current
        a = (good if s == 0 else bot("broom_service", "easy", s)).choose(
            g.search_view(s), g.actions(), s)
        if s == 0 and a[0] == "pick":
            assert a[1] not in g.ench, "seed %d: enchanted role %d picked" % (seed, a[1])
        g.play(a)
