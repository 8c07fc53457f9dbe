"""The reference search the good bots are measured against
(host_tools/benches/reference_search.py) decides from its seat's view only,
under the same fairness test as the box's bots: two states the seat cannot
tell apart give the same choice."""

import pytest
from bot_checks import check_fair

from hexbox.games import game_class, names
from hexbox.games.playout import default_players
from host_tools.benches import reference_search

GAMES = names()
HIDDEN = [n for n in GAMES if n != "techno_witches"]  # Techno Witches: an open table


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("seed", [2, 9])
def test_the_reference_chooses_alike_in_states_its_seat_cannot_tell_apart(name, seed):
    compared, _ = check_fair(name, seed, stops=2, every=11, players=[
        ("reference", lambda: reference_search.reference(name, seed, rollouts=4))])
    assert compared >= 1


@pytest.mark.parametrize("name", HIDDEN)
def test_the_reference_s_twins_differ_in_what_the_seat_cannot_see(name):
    # otherwise the fairness test above could not fail
    _, differed = check_fair(name, 11, stops=3, every=7, players=[
        ("reference", lambda: reference_search.reference(name, 11, rollouts=2))])
    assert differed >= 2


def test_the_reference_spends_exactly_its_rollouts_per_decision():
    name = "broom_service"
    cls = game_class(name)
    g = cls(players=default_players(cls), seed=4)
    s = g.current
    acts = g.actions()
    tried = []
    real = reference_search.rollout

    def counting(name, h, rng, most=reference_search.ROLLOUT_MOST):
        tried.append(1)
        return real(name, h, rng, most)

    reference_search.rollout = counting
    try:
        a = reference_search.reference(name, 1, rollouts=len(acts) + 3).choose(
            g.search_view(s), acts, s)
    finally:
        reference_search.rollout = real
    assert a in acts
    assert len(tried) == len(acts) + 3


def test_the_same_seed_gives_the_same_choice():
    name = "wandelnde_tuerme"
    cls = game_class(name)
    g = cls(players=default_players(cls), seed=6)
    for _ in range(15):
        g.play(g.actions()[0])
    s = g.current
    a = reference_search.reference(name, 3, rollouts=6).choose(g.search_view(s), g.actions(), s)
    b = reference_search.reference(name, 3, rollouts=6).choose(g.search_view(s), g.actions(), s)
    assert a == b
