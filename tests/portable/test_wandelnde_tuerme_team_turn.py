"""Die wandelnden Türme, team game: whose decision a turn starts with, and
the partner's own swap offer and bottles before the active player's later
actions. Apart from the variants' file: the unix port runs each file in a
192 KiB heap."""

from tuerme_helpers import TOW, deal, layout

from hexbox.core.errors import IllegalAction
from hexbox.games.wandelnde_tuerme import Game


def test_team_the_start_player_acts_first_and_may_ask():
    """Seed: "Danach beginnt der Startspieler": a team game opens with the
    active player's own decision (asking for a swap among them), not the
    partner's offer."""
    g = Game(players=4, seed=3, variant=("team",))
    assert g.phase == "select" and g.current == 0 == g.active
    assert ("ask",) in g.actions()


def test_team_partner_may_offer_a_swap_on_their_own():
    """Seed: 'Auch der Partner darf von sich aus einen Tausch anbieten': the
    partner slides a card over unasked before the second action; you give
    one back."""
    g = Game(players=4, seed=3, variant=("team",))
    layout(g, {3: [0]}, {})
    deal(g, 0, [TOW(1), TOW(1), TOW(1)])
    g.play(("card", 0))
    g.play(("tower", 3, 0))
    assert g.phase == "offer" and g.current == 2
    assert g.actions() == [("give", 0), ("give", 1), ("give", 2), ("pass",)]
    mine, theirs = list(g.hands[0]), list(g.hands[2])
    g.play(("give", 2))
    assert g.current == 0 and g.phase == "return" and len(g.hands[0]) == 3
    ev = g.play(("return", 1))
    assert ("cardswap", 0) in ev and g.current == 0 and g.phase == "select"
    assert sorted(g.hands[0]) == sorted([mine[0], theirs[2]])
    assert sorted(g.hands[2]) == sorted([theirs[0], theirs[1], mine[1]])
    assert ("ask",) not in g.actions()  # seed: one swap per turn


def test_team_partner_passes_and_the_turn_goes_on():
    """Seed: the partner's own offer is open while no swap happened this turn;
    a pass hands the second action back to the active player."""
    g = Game(players=4, seed=3, variant=("team",))
    layout(g, {3: [0]}, {})
    deal(g, 0, [TOW(1), TOW(1), TOW(1)])
    g.play(("card", 0))
    g.play(("tower", 3, 0))
    assert g.phase == "offer" and g.current == 2
    g.play(("pass",))
    assert g.phase == "select" and g.current == 0 and ("ask",) in g.actions()


def test_team_offer_phase_rejects_moves_and_foreign_actions_unchanged():
    """Contract: an action not allowed in the offer phase changes nothing."""
    g = Game(players=4, seed=3, variant=("team",))
    layout(g, {3: [0]}, {})
    deal(g, 0, [TOW(1), TOW(1), TOW(1)])
    g.play(("card", 0))
    g.play(("tower", 3, 0))
    assert g.phase == "offer"
    before = g.to_dict()
    for bad in (("card", 0), ("ask",), ("give", 3), ("return", 0), ("redraw",)):
        try:
            g.play(bad)
            raise AssertionError("%r accepted" % (bad,))
        except IllegalAction:
            pass
    assert g.to_dict() == before


def test_team_partner_may_pass_full_bottles_in_the_active_players_turn():
    """Seed: 'Volle Flaschen dürft ihr weitergeben' (both partners): the
    partner may hand full bottles over before a later action, e.g. for a spell."""
    g = Game(players=4, seed=3, variant=("team",))
    layout(g, {3: [0]}, {})
    deal(g, 0, [TOW(1), TOW(1), TOW(1)])
    g.play(("card", 0))
    g.play(("tower", 3, 0))
    g.full[2], g.empty[2] = 2, 3
    assert g.current == 2 and ("bottle",) in g.actions()
    ev = g.play(("bottle",))
    assert ev == [("pass_bottle", 2)] and g.full[0] == 1 and g.full[2] == 1
    g.play(("bottle",))
    assert g.phase == "offer" and ("bottle",) not in g.actions() and g.full[0] == 2
    g.play(("pass",))
    assert g.current == 0 and g.phase == "select"
