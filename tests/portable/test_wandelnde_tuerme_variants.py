# Die wandelnden Türme: team and Meistermagier variants, hidden information and
# the solo extra. Each docstring quotes or paraphrases the seed sentence.
from tuerme_helpers import TOW, WIZ, deal, finish_player, layout, new, skip_offer, wizards_of

from hexbox.core.errors import IllegalAction
from hexbox.games.wandelnde_tuerme import Game
from hexbox.games.wandelnde_tuerme.data import SPELLS

# unix port: the game from .py and the generic illegal-action checks (junk_actions)
UPY_HEAP_KB = 224


def _value_error(**kw):
    try:
        Game(**kw)
    except ValueError:
        return True
    return False


# ---- team variant ------------------------------------------------------------
def test_team_is_for_4_or_6_players_opposite_seats_are_partners():
    """Seed: playable with 4 or 6; players sitting opposite form pairs."""
    assert _value_error(players=3, seed=1, variant=("team",))
    assert _value_error(players=5, seed=1, variant=("team",))
    g4, g6 = new(4, ("team",)), new(6, ("team",))
    assert [g4.partner(s) for s in range(4)] == [2, 3, 0, 1]
    assert [g6.partner(s) for s in range(6)] == [3, 4, 5, 0, 1, 2]


def test_team_one_secret_card_swap_per_turn_one_for_one():
    """Seed: once per turn ask your partner; they slide you one card face down
    and you give one back."""
    g = new(4, ("team",))
    mine, theirs = list(g.hands[0]), list(g.hands[2])
    g.play(("ask",))
    assert g.current == 2 and g.actions() == [("give", 0), ("give", 1), ("give", 2)]
    g.play(("give", 1))
    assert g.current == 0 and len(g.hands[0]) == 4
    g.play(("return", 0))
    assert sorted(g.hands[0]) == sorted(mine[1:] + [theirs[1]])
    assert sorted(g.hands[2]) == sorted([theirs[0], theirs[2], mine[0]])
    assert ("ask",) not in g.actions()
    try:
        g.play(("ask",))
        raise AssertionError("second swap accepted")
    except IllegalAction:
        pass


def test_team_swap_may_hand_back_the_same_card():
    """Seed: you give one back, if need be the same one."""
    g = new(4, ("team",))
    mine, theirs = sorted(g.hands[0]), sorted(g.hands[2])
    g.play(("ask",))
    g.play(("give", 0))
    g.play(("return", 3))
    assert sorted(g.hands[0]) == mine and sorted(g.hands[2]) == theirs


def test_team_full_bottles_may_be_passed():
    """Seed: you may pass full bottles on."""
    g = new(4, ("team",))
    g.full[0], g.empty[0] = 2, 3
    g.play(("bottle",))
    assert g.full == [1, 0, 1, 0] and g.empty[0] == 3


def test_team_player_with_all_wizards_in_moves_the_partners():
    """Seed: whoever has all own wizards in the castle moves the partner's."""
    g = new(4, ("team",))
    layout(g, {}, {("g", 5): [1, 2], ("g", 7): [0]})
    g.board.castle[0] = g.wizards_each
    layout(g, {}, {("g", 5): [1, 2]})
    deal(g, 0, [WIZ(1), TOW(1), TOW(1)])
    g.play(("card", 0))
    assert g.actions() == [("wizard", 5, 2)]


def test_team_own_wizards_first_while_any_is_out():
    """Seed: 'fortan' = only from then on; before that, only your own."""
    g = new(4, ("team",))
    layout(g, {}, {("g", 5): [0, 2]})
    deal(g, 0, [WIZ(1), TOW(1), TOW(1)])
    g.play(("card", 0))
    assert g.actions() == [("wizard", 5, 0)]


def test_team_trapping_with_all_bottles_full_fills_the_partners():
    """Seed: with all your bottles full, your partner may turn one instead."""
    g = new(4, ("team",))
    layout(g, {3: [0]}, {("g", 4): [1]})
    g.full[0], g.empty[0] = 5, 0
    deal(g, 0, [TOW(1), TOW(1), TOW(1)])
    g.play(("card", 0))
    ev = g.play(("tower", 3, 0))
    assert ("bottle", 2) in ev and g.full[2] == 1 and g.full[0] == 5


def test_team_game_ends_when_a_team_has_all_bottles_and_all_wizards():
    """Seed: the game ends when a team has filled all its bottles and brought
    all its wizards into the castle."""
    g = new(4, ("team",))
    finish_player(g, 0)
    g.play(("redraw",))
    g.play(g.actions()[0])
    assert not g.last_round  # the partner is not done yet
    finish_player(g, 2)
    while not g.over:
        skip_offer(g)
        g.play(("redraw",))
        g.play(g.actions()[0])
    assert g.result["winners"] == [0, 2]


# ---- Meistermagier variant ---------------------------------------------------------
def _meister(players=3, n=8, seed=1):
    return new(players, ("meister" if n == 8 else "meister%d" % n,), seed)


def test_meister_a_chosen_number_of_the_8_spells_drawn_at_random():
    """Seed: shuffle all 8 face down and draw any number; they lie open."""
    codes = [s[0] for s in SPELLS]
    assert len(codes) == 8 and _meister().spells == codes
    sets = []
    for seed in range(12):
        sp = _meister(n=3, seed=seed).spells
        assert len(sp) == 3 and all(c in codes for c in sp)
        assert _meister(n=3, seed=seed).spells == sp
        if sp not in sets:
            sets.append(sp)
    assert len(sets) > 3
    assert _value_error(players=3, seed=1, variant=("meister9",))


def _tower_turn(g, field=3):
    deal(g, 0, [TOW(1), TOW(1), TOW(1)])
    g.play(("card", 0))
    g.play(("tower", field, 0))


def test_meister_out_of_turn_active_player_first_then_clockwise():
    """Seed: spells also outside your own turn; the active player has the first
    right, then clockwise."""
    g = _meister(4)
    layout(g, {3: [0]}, {})
    g.full = [1, 0, 1, 1]
    _tower_turn(g)
    order = []
    while g.phase == "window":
        order.append(g.current)
        g.play(("pass",))
    assert order == [0, 2, 3] and g.board.stacks[4] == [0]


def test_meister_one_spell_per_action_two_per_turn():
    """Seed: 1 spell per action, at most 2 per turn."""
    g = _meister(3)
    layout(g, {3: [0], 8: [1]}, {})
    g.full = [6, 6, 6]
    deal(g, 0, [TOW(1), TOW(1), TOW(1)])
    g.play(("spell", "tb", 8, 0))  # before action 1: uses its spell
    g.play(("pass",))  # no repeat
    g.play(("card", 0))
    assert not any(a[0] == "spell" for a in g.actions())
    g.play(("tower", 3, 0))
    assert g.phase == "select" and g.acts == 1  # no window: action 1 had its spell
    g.play(("card", 0))
    g.play(("tower", 4, 0))
    assert g.phase == "window" and g.current == 0
    g.play(("pass",))
    g.play(("spell", "tb", 10, 0))  # seat 1 casts for action 2
    g.play(("pass",))  # no repeat
    # both spells of the turn are used: no "after" phase, the turn is over
    assert g.board.stacks[5] == [0] and g.board.stacks[12] == [1]
    assert g.active == 1 and g.full == [5, 5, 6]


def test_meister_caster_decides_the_move_comes_after_the_spell():
    """Seed: the caster decides whether the active move happens before or
    after the spell; here before: spell first, then the move."""
    g = _meister(3)
    layout(g, {3: [0], 6: [1]}, {})
    g.full = [0, 1, 0]
    _tower_turn(g)
    assert g.current == 1
    g.play(("spell", "tb", 6, 0))
    assert g.board.stacks[8] == [1] and g.board.stacks[4] == [0] and g.acts == 1


def test_meister_caster_may_cast_after_the_move():
    """Seed: ... or the move first ('later'), then the spell on the new board."""
    g = _meister(3)
    layout(g, {3: [0]}, {})
    g.full = [0, 1, 0]
    _tower_turn(g)
    g.play(("later",))
    assert g.board.stacks[4] == [0] and g.phase == "late" and g.current == 1
    assert ("spell", "gt", 4, 0) in g.actions()
    g.play(("spell", "gt", 4, 0))
    assert g.board.stacks[2] == [0] and g.current == 0 and g.acts == 1


def test_meister_repeat_a_spell_by_paying_again():
    """Seed: paying more full bottles repeats a spell, e.g. 4 bottles for 2
    fields with 'Magier bewegen'."""
    g = _meister(3)
    layout(g, {}, {("g", 5): [1]})
    g.full[0] = 4
    g.play(("spell", "mb", 5, 1))
    assert g.phase == "again" and ("spell", "mb", 6, 1) in g.actions()
    g.play(("spell", "mb", 6, 1))
    assert g.board.ground[7] == [1] and g.full[0] == 0 and g.spent[0] == 4


def test_meister_a_spell_that_blocks_a_move_still_uses_up_the_card():
    """Seed: 'Verhindert ein Zauberspruch eine Bewegung, bleibt die
    Bewegungskarte abgelegt und die Aktion ist beendet': seat 1 traps the
    announced wizard under a tower first; only visible wizards move ('Du
    bewegst nur eigene, sichtbare Magier')."""
    g = _meister(3)
    layout(g, {3: [0]}, {("g", 5): [0]})
    g.full = [0, 1, 0]
    deal(g, 0, [WIZ(2), TOW(1), TOW(1)])
    g.play(("card", 0))
    g.play(("wizard", 5, 0))
    ev = g.play(("spell", "tb", 3, 0))
    assert g.phase == "again" and g.full[1] == 1  # trapping refilled a bottle
    ev += g.play(("pass",))
    assert ("blocked",) in ev and g.board.stacks[5] == [0] and g.board.ground[5] == [0]
    assert g.acts == 1 and len(g.discard) == 1 and len(g.hands[0]) == 2


def test_turmtausch_swaps_the_top_towers_of_two_stacks_with_riders():
    """Seed: Turmtausch swaps the top towers of two stacks with the wizards on them."""
    g = _meister(3)
    layout(g, {3: [0, 1], 9: [2]}, {("t", 1): [1], ("t", 0): [0]})
    g.full[0] = 1
    g.play(("spell", "tt", 3, 9))
    b = g.board
    assert b.stacks[3] == [0, 2] and b.stacks[9] == [1] and b.tops[1] == [1]
    assert b.tops[0] == [0] and b.spot(3) == []


def test_gegenwind_moves_a_wizard_1_back_and_a_tower_2_back():
    """Seed: Gegenwind für Magier: any wizard 1 field back; für Türme: a tower 2 back."""
    g = _meister(3)
    layout(g, {5: [0]}, {("g", 9): [2]})
    g.full[0] = 3
    g.play(("spell", "gm", 9, 2))
    assert g.board.ground[8] == [2]
    g2 = _meister(3)
    layout(g2, {5: [0]}, {})
    g2.full[0] = 1
    g2.play(("spell", "gt", 5, 0))
    assert g2.board.stacks[3] == [0]


def test_rabenburg_bewegen_forward_or_back_to_the_next_free_spot_no_shield():
    """Seed: moves the castle forward or back to the next free field or free
    tower without wizards; no raven shield needed."""
    g = _meister(3)
    layout(g, {6: [1], 2: [3]}, {("g", 5): [0], ("t", 3): [1]}, raven=4)
    g.full[0] = 4
    g.play(("spell", "rb", 1))  # field 5 has a wizard, tower 1 on field 6 is free
    assert g.board.raven == 6 and g.board.raven_tower == 1


def test_rabenburg_bewegen_backwards():
    """Seed: 'vorwärts oder rückwärts': back to the nearest free spot."""
    g = _meister(3)
    layout(g, {2: [3]}, {("g", 3): [0], ("t", 3): [1]}, raven=4)
    g.full[0] = 2
    g.play(("spell", "rb", -1))
    assert g.board.raven == 1 and g.board.raven_tower == -1


def test_huckepack_rides_along_with_the_active_wizard_even_into_the_castle():
    """Seed: the caster stands with the active player on one field and is taken
    along by that wizard move, also into the Rabenburg."""
    g = _meister(3, seed=2)
    layout(g, {}, {("g", 14): [0, 1]}, raven=0)
    g.full = [0, 1, 0]
    deal(g, 0, [WIZ(2), TOW(1), TOW(1)])
    g.play(("card", 0))
    g.play(("wizard", 14, 0))
    assert g.current == 1 and ("spell", "hp") in g.actions()
    g.play(("spell", "hp"))
    assert g.board.castle[:2] == [1, 1] and g.active == 1


def test_huckepack_active_player_moves_two_own_wizards_from_one_field():
    """Seed: the active player may use Huckepack for two own wizards on one field."""
    g = _meister(3)
    layout(g, {}, {("g", 5): [0, 0]})
    g.full = [1, 0, 0]
    deal(g, 0, [WIZ(3), TOW(1), TOW(1)])
    g.play(("card", 0))
    g.play(("wizard", 5, 0))
    g.play(("spell", "hp"))
    assert g.board.ground[8] == [0, 0] and g.board.ground[5] == []


def test_befreien_puts_an_own_freed_wizard_on_top():
    """Seed: lift any tower and put one of your freed wizards on top of it."""
    g = _meister(3)
    layout(g, {4: [0, 1]}, {("g", 4): [0, 2], ("t", 0): [1]})
    g.full[0] = 2
    ev = g.play(("spell", "bf", 4, 0, 0))
    assert ("free", 4, 0) in ev and g.board.tops[1] == [0] and g.board.ground[4] == [2]


def test_befreien_into_the_castle_when_it_stands_on_that_tower():
    """Seed: if the Rabenburg stands there, the wizard jumps straight in."""
    g = _meister(3)
    layout(g, {4: [0, 2]}, {("t", 0): [0]}, raven=4)
    g.full[0] = 2
    g.play(("spell", "bf", 4, 1, 0))
    assert g.board.castle[0] == 1 and g.board.tops[0] == [] and g.active == 1


def test_befreien_finding_no_own_wizard_does_nothing_but_costs_the_bottles():
    """Seed: uncovering none or only others' wizards does nothing; the bottle is gone anyway."""
    g = _meister(3)
    layout(g, {4: [0]}, {("g", 4): [1]})
    g.full[0] = 1
    ev = g.play(("spell", "bf", 4, 0, 0))
    assert ("free", 4, -1) in ev and g.board.ground[4] == [1] and g.full[0] == 0


def test_befreien_right_after_trapping_keeps_the_reward():
    """Seed: if a wizard frees itself right after being trapped, the active
    player keeps the reward."""
    g = _meister(3)
    layout(g, {3: [0]}, {("g", 4): [1]})
    g.full = [0, 2, 0]
    _tower_turn(g)
    g.play(("later",))
    assert g.full[0] == 1
    g.play(("spell", "bf", 4, 0, 1))
    assert g.board.tops[0] == [1] and g.full[0] == 1


def test_befreien_partners_wizard_in_the_team_variant():
    """Seed: in the team variant the partner's wizards may be freed too."""
    g = new(4, ("team", "meister"))
    layout(g, {4: [0]}, {("g", 4): [2]})
    g.full[0] = 2
    assert ("spell", "bf", 4, 0, 2) in g.actions()
    g.play(("spell", "bf", 4, 0, 2))
    assert g.board.tops[0] == [2]


# ---- hidden information ------------------------------------------------------
def test_view_hides_other_hands_the_deck_and_trapped_wizards_but_counts_them():
    """Hands are hidden; wizards inside towers are counted, not shown."""
    g = new(3)
    layout(g, {3: [0, 1]}, {("g", 3): [2], ("t", 0): [1], ("t", 1): [0]})
    v = g.view(1)
    assert v["hands"][1] == g.hands[1] and v["hands"][0] == 3 and v["draw"] == len(g.draw)
    assert v["ground"][3] == [] and v["tops"][0] == [] and v["tops"][1] == [0]
    assert v["hidden"][3] == 2 and v["rng"] is None and v["config"]["seed"] is None
    assert g.to_dict()["tops"][0] == [1]


def test_view_lets_everyone_count_the_castle():
    """Seed: everyone may look into the Rabenburg at any time and count."""
    g = new(3)
    g.board.castle[2] = 2
    assert g.view(0)["castle"] == [0, 0, 2]


# ---- solo (extra, from the public data) ----------------------------------------
def test_solo_12_wizards_6_bottles_one_card_per_turn_no_reshuffle():
    """game_data solo row: 12 wizards, 6 bottles; assumed: 1 card per turn, no reshuffle."""
    g = Game(players=1, seed=4)
    assert wizards_of(g, 0) == 12 and g.empty == [6]
    layout(g, {}, {("g", 12): [0]})
    deal(g, 0, [TOW(1), TOW(1), TOW(1)])
    g.play(("card", 0))
    g.play(g.actions()[0])
    assert g.turns == 1 and len(g.hands[0]) == 3
    g.discard.extend(g.draw)
    g.draw = []
    steps = 0
    while not g.over and steps < 50:
        g.play(g.actions()[0] if g.phase != "select" else ("card", 0))
        steps += 1
    assert g.over and g.result["winners"] == [] and g.hands[0] == []


# ---- whole games -------------------------------------------------------------
def test_random_games_conserve_wizards_towers_bottles_and_cards():
    """Wizards and bottles are conserved, towers are always 9, stacks
    never exceed 9, spots never exceed 6; games end (base, team, Meistermagier)."""
    from tuerme_helpers import playout_with_invariants

    for players, variant in ((2, ()), (4, ("team", "meister")), (3, ("meister",)), (1, ("solo",))):
        g, _ = playout_with_invariants(players, 7, variant)
        assert g.over and g.result is not None


# ---- picture -------------------------------------------------------------
def test_svg_draws_nine_towers_every_visible_wizard_and_counts_trapped_ones():
    """Render the ring and its stacks (SVG) for the simulator and docs."""
    from hexbox.games.wandelnde_tuerme.render import svg

    g = new(3)
    layout(g, {3: [0, 1]}, {("g", 3): [2], ("t", 1): [0, 1], ("g", 7): [2]})
    pic = svg(g.view(0))
    assert pic.startswith("<svg") and pic.endswith("</svg>")
    assert pic.count("<rect x=") == 9
    assert pic.count('r="4"') == 3 and ">+1</text>" in pic
    assert svg(g.to_dict()).count('r="4"') == 3


def test_meister_a_reserved_after_spell_lapses_when_the_move_enters_the_castle():
    """Seed: entering the castle ends the turn at once, so nothing follows it."""
    g = _meister(3)
    layout(g, {}, {("g", 14): [0]}, raven=0)
    g.full = [0, 2, 0]
    deal(g, 0, [WIZ(2), TOW(1), TOW(1)])
    g.play(("card", 0))
    g.play(("wizard", 14, 0))
    g.play(("later",))
    assert g.board.castle[0] == 1 and g.active == 1 and g.phase == "select" and g.full[1] == 2


def test_turmtausch_takes_the_rabenburg_along_on_a_swapped_top():
    """Seed: Turmtausch swaps the top towers; the castle on one goes with it."""
    g = _meister(3)
    layout(g, {3: [0, 2], 9: [1]}, {}, raven=3)
    g.full[0] = 1
    g.play(("spell", "tt", 3, 9))
    assert g.board.raven == 9 and g.board.raven_tower == 2 and g.board.stacks[9] == [2]


def test_gegenwind_onto_the_rabenburg_puts_the_wizard_in():
    """Assumed: the exact-hit rule also holds backwards (documented choice)."""
    g = _meister(3)
    layout(g, {}, {("g", 1): [1]}, raven=0)
    g.full[0] = 2
    g.play(("spell", "gm", 1, 1))
    assert g.board.castle[1] == 1 and g.active == 1


# ---- spells around every action -------------------------------------------------
def test_meister_redraw_tower_move_gets_the_spell_round():
    """Seed: spells may come before, during or after an action, also out of
    turn; the redraw's tower move is the active player's movement too, so the
    caster may cast before it ('now') or after it ('later')."""
    g = _meister(3)
    layout(g, {3: [0]}, {})
    g.full = [0, 1, 0]
    g.play(("redraw",))
    g.play(("tower", 3, 0))
    assert g.phase == "window" and g.current == 1
    assert ("later",) in g.actions() and ("spell", "tb", 3, 0) in g.actions()
    g.play(("later",))
    assert g.board.stacks[4] == [0] and g.phase == "late" and g.current == 1
    g.play(("spell", "gt", 4, 0))
    assert g.board.stacks[2] == [0] and g.active == 1 and g.full[1] == 0


def test_meister_spell_before_the_redraw_tower_move():
    """Seed: 'Wer zaubert, bestimmt, ob die Bewegung des aktiven Spielers davor
    oder danach stattfindet': cast first, then the redraw move is made."""
    g = _meister(3)
    layout(g, {3: [0], 8: [1]}, {})
    g.full = [0, 0, 1]
    g.play(("redraw",))
    g.play(("tower", 3, 0))
    assert g.current == 2
    g.play(("spell", "tb", 8, 0))
    assert g.board.stacks[10] == [1] and g.board.stacks[4] == [0] and g.active == 1


def test_meister_befreien_right_after_a_redraw_trapping_keeps_the_reward():
    """Seed: Befreien may be used at any time; freeing right after being
    trapped (here by the redraw's tower move) leaves the mover's reward."""
    g = _meister(3)
    layout(g, {3: [0]}, {("g", 4): [1]})
    g.full = [0, 1, 0]
    g.play(("redraw",))
    g.play(("tower", 3, 0))
    g.play(("later",))
    assert g.full[0] == 1 and g.phase == "late"
    g.play(("spell", "bf", 4, 0, 1))
    assert g.board.tops[0] == [1] and g.full[0] == 1 and g.active == 1


def test_meister_a_card_that_moves_nothing_still_gets_the_after_spell_round():
    """Seed: a spell may come after an action, out of turn too; a card that
    moves nothing is still an action (it is discarded), so the round is held.
    With no move there is nothing to cast 'later' than."""
    g = _meister(3)
    layout(g, {5: [1]}, {("t", 0): [1]})  # seat 0 has no visible wizard
    g.full = [0, 1, 0]
    deal(g, 0, [WIZ(1), TOW(1), TOW(1)])
    g.play(("card", 0))
    assert g.actions() == [("nomove",)]
    g.play(("nomove",))
    assert g.phase == "window" and g.current == 1 and ("later",) not in g.actions()
    g.play(("spell", "tb", 5, 0))
    assert g.board.stacks[7] == [1] and g.acts == 1 and g.current == 0


def test_meister_no_round_when_the_action_already_had_its_spell():
    """Seed: 'Pro Aktion ist 1 Zauberspruch erlaubt': once the active player
    cast during the action (here between the dice and the move), nobody else
    gets a round for it."""
    from tuerme_helpers import TOW_2DICE

    g = _meister(3)
    layout(g, {3: [0], 8: [1]}, {})
    g.full = [1, 1, 1]
    deal(g, 0, [TOW_2DICE, TOW(1), TOW(1)])
    g.play(("card", 0))
    g.play(("spell", "tb", 8, 0))  # during the action, between the rolls
    g.play(("keep",))
    g.play(g.actions()[0])
    assert g.phase == "select" and g.acts == 1 and g.full == [0, 1, 1]


def test_base_spell_may_be_cast_during_the_redraw_turn():
    """Seed (base game): 'Den Zeitpunkt innerhalb deines Zuges wählst du frei':
    also in a redraw turn, before its tower move."""
    g = new(2)
    layout(g, {3: [0], 8: [1]}, {})
    g.full[0] = 1
    g.play(("redraw",))
    assert ("spell", "tb", 8, 0) in g.actions()
    g.play(("spell", "tb", 8, 0))
    assert g.phase == "redraw" and not any(a[0] == "spell" for a in g.actions())
    g.play(("tower", 3, 0))
    assert g.board.stacks[10] == [1] and g.board.stacks[4] == [0] and g.active == 1


def test_meister_a_tower_swapped_away_moves_from_its_new_field():
    """Seed: 'Wer zaubert, bestimmt, ob die Bewegung des aktiven Spielers
    davor oder danach stattfindet': Turmtausch first puts the announced tower
    on field 9; the move then happens from there. Only a spell that prevents
    the move ('Verhindert ein Zauberspruch eine Bewegung') ends the action."""
    g = _meister(3)
    layout(g, {3: [0], 9: [1]}, {})
    g.full = [0, 1, 0]
    _tower_turn(g)
    ev = g.play(("spell", "tt", 3, 9))
    assert ("blocked",) not in ev and g.board.stacks[3] == [1] and g.board.stacks[10] == [0]
    assert g.acts == 1 and len(g.hands[0]) == 2


def test_meister_a_spell_after_the_action_cannot_undo_it():
    """Seed: a spell may come after an action 'aber keine bereits vollständig
    ausgeführte Aktion rückgängig machen': Gegenwind takes the tower back as a
    new move; the trapping reward and the discarded card stay."""
    g = _meister(3)
    layout(g, {3: [0]}, {("g", 4): [2]})
    g.full = [0, 1, 0]
    _tower_turn(g)
    g.play(("later",))
    g.play(("spell", "gt", 4, 0))
    assert g.board.stacks[2] == [0] and g.board.ground[4] == [2]
    assert g.full[0] == 1 and len(g.discard) == 1 and g.acts == 1


def test_team_swap_is_secret_no_event_or_view_names_the_cards():
    """Seed: the cards change hands face down ('verdeckt'); 'Weitere
    Informationen dürft ihr nicht austauschen'."""
    g = new(4, ("team",))
    evs = g.play(("ask",)) + g.play(("give", 0)) + g.play(("return", 2))
    assert evs == [("cardswap", 0)]
    v = g.view(1)
    assert v["hands"][0] == 3 and v["hands"][2] == 3


def test_meister_repeat_is_castings_in_a_row_entering_ends_it():
    """Seed: 'derselbe Zauberspruch mehrfach hintereinander': two castings of
    Magier bewegen are two 1-field moves, so a wizard 1 field before the
    Rabenburg enters it on the first (exact hit), which ends the caster's
    turn: no repeat follows."""
    g = _meister(3)
    layout(g, {}, {("g", 15): [1], ("g", 7): [1]}, raven=0)
    g.full[0] = 4
    g.play(("spell", "mb", 15, 1))
    assert g.board.castle[1] == 1 and g.active == 1 and g.phase != "again" and g.full[0] == 2


def test_meister_repeat_each_casting_must_be_legal():
    """Seed: each casting is a full move: a tower cannot stop on the
    Rabenburg, a wizard cannot move onto a spot holding 6 wizards, so the
    repeat does not offer those."""
    g = _meister(3)
    layout(g, {1: [0]}, {("g", 8): [0], ("g", 10): [1, 1, 1, 2, 2, 2]}, raven=5)
    g.full[0] = 6
    g.play(("spell", "tb", 1, 0))
    assert g.board.stacks[3] == [0] and g.phase == "again"
    assert ("spell", "tb", 3, 0) not in g.actions()  # would end on the castle
    g.play(("pass",))
    g2 = _meister(3)
    layout(g2, {1: [0]}, {("g", 8): [0], ("g", 10): [1, 1, 1, 2, 2, 2]}, raven=5)
    g2.full[0] = 6
    g2.play(("spell", "mb", 8, 0))
    assert g2.board.ground[9] == [0] and ("spell", "mb", 9, 0) not in g2.actions()


def test_meister_repeat_traps_on_each_landing_one_bottle_each():
    """Seed: one bottle per trapping action; each casting of Turm bewegen is
    one: trapped on the way, the wizards reappear when the tower moves on."""
    g = _meister(3)
    layout(g, {3: [0]}, {("g", 5): [1], ("g", 7): [2]})
    g.full[0], g.empty[0] = 2, 4
    ev = g.play(("spell", "tb", 3, 0))
    ev += g.play(("spell", "tb", 5, 0))
    assert g.board.stacks[7] == [0] and g.board.ground[5] == [1] and g.board.ground[7] == [2]
    assert [e for e in ev if e[0] == "bottle"] == [("bottle", 0), ("bottle", 0)]
    assert ("uncover", 5, 1) in ev and g.full[0] == 2 and g.empty[0] == 2


def test_meister_a_reserved_after_spell_declined_passes_the_right_on():
    """Seed: the active player has the first right, then clockwise: a seat
    that reserved 'later' and then passes hands the spell of the action on to
    the seats after it (now after the move)."""
    g = _meister(3)
    layout(g, {3: [0]}, {})
    g.full = [0, 1, 1]
    _tower_turn(g)
    assert g.current == 1
    g.play(("later",))
    assert g.phase == "late" and g.current == 1 and g.board.stacks[4] == [0]
    g.play(("pass",))
    assert g.phase == "late" and g.current == 2 and ("later",) not in g.actions()
    g.play(("spell", "gt", 4, 0))
    assert g.board.stacks[2] == [0] and g.current == 0 and g.acts == 1 and g.full == [0, 1, 0]


# ---- Meistermagier readings ----------------------------------------------------
_REPEAT = ("Durch Abgabe entsprechend vieler voller Flaschen lässt sich derselbe "
           "Zauberspruch mehrfach hintereinander nutzen")


def test_meister_every_spell_repeats_turmtausch_twice():
    """Seed: 'Durch Abgabe entsprechend vieler voller Flaschen lässt sich
    derselbe Zauberspruch mehrfach hintereinander nutzen': not only the moving
    spells. Turmtausch paid twice swaps two pairs in a row."""
    g = _meister(3)
    layout(g, {2: [0], 5: [1], 9: [2], 12: [3]}, {})
    g.full[0] = 2
    g.play(("spell", "tt", 2, 5))
    assert g.phase == "again" and g.current == 0
    assert ("pass",) in g.actions() and ("spell", "tt", 9, 12) in g.actions()
    assert all(a[:2] == ("spell", "tt") for a in g.actions() if a != ("pass",))
    g.play(("spell", "tt", 9, 12))
    b = g.board
    assert b.stacks[2] == [1] and b.stacks[5] == [0] and b.stacks[9] == [3] and b.stacks[12] == [2]
    assert g.full[0] == 0 and g.spent[0] == 2 and g.phase == "select"


def test_meister_every_spell_repeats_rabenburg_bewegen_twice():
    """Seed: '... derselbe Zauberspruch mehrfach hintereinander nutzen':
    Rabenburg bewegen paid twice moves the castle on twice."""
    g = _meister(3)
    layout(g, {}, {("g", 1): [1]}, raven=0)
    g.full[0] = 4
    g.play(("spell", "rb", 1))
    assert g.board.raven == 2 and g.phase == "again"
    g.play(("spell", "rb", 1))
    assert g.board.raven == 3 and g.full[0] == 0 and g.phase == "select"


def test_meister_every_spell_repeats_befreien_frees_two_wizards():
    """Seed: '... derselbe Zauberspruch mehrfach hintereinander nutzen':
    Befreien paid twice frees two wizards, here from two towers."""
    g = _meister(3)
    layout(g, {4: [0], 8: [1]}, {("g", 4): [0], ("g", 8): [0]})
    g.full[0] = 2
    g.play(("spell", "bf", 4, 0, 0))
    assert g.phase == "again" and ("spell", "bf", 8, 0, 0) in g.actions()
    g.play(("spell", "bf", 8, 0, 0))
    assert g.board.tops[0] == [0] and g.board.tops[1] == [0] and g.full[0] == 0


def test_meister_every_spell_repeats_huckepack_takes_two_riders():
    """Seed: '... derselbe Zauberspruch mehrfach hintereinander nutzen':
    Huckepack paid twice takes two of the caster's wizards along."""
    g = _meister(3)
    layout(g, {}, {("g", 5): [0, 1, 1]})
    g.full = [0, 2, 0]
    deal(g, 0, [WIZ(2), TOW(1), TOW(1)])
    g.play(("card", 0))
    g.play(("wizard", 5, 0))
    assert g.current == 1
    g.play(("spell", "hp"))
    assert g.phase == "again" and g.actions() == [("pass",), ("spell", "hp")]
    g.play(("spell", "hp"))
    assert g.board.ground[7] == [0, 1, 1] and g.board.ground[5] == [] and g.full[1] == 0


def test_meister_a_repeat_may_move_another_piece():
    """Seed: '... derselbe Zauberspruch mehrfach hintereinander nutzen, etwa
    4 Flaschen für 2 Felder mit "Magier bewegen"': the same spell again, on
    the same wizard (2 fields) or on another one."""
    g = _meister(3)
    layout(g, {}, {("g", 5): [1], ("g", 9): [2]})
    g.full[0] = 6
    g.play(("spell", "mb", 5, 1))
    assert ("spell", "mb", 6, 1) in g.actions() and ("spell", "mb", 9, 2) in g.actions()
    g.play(("spell", "mb", 9, 2))
    g.play(("spell", "mb", 6, 1))
    assert g.board.ground[7] == [1] and g.board.ground[10] == [2] and g.full[0] == 0
    assert g.phase == "select"


def test_meister_a_repeat_is_in_a_row_and_the_actions_one_spell():
    """Seed: 'hintereinander' (in a row) and 'Pro Aktion ist 1 Zauberspruch
    erlaubt': once the caster stops, the action has had its spell; another
    spell is not a repeat."""
    g = _meister(3)
    layout(g, {3: [0]}, {("g", 5): [1]})
    g.full[0] = 6
    g.play(("spell", "mb", 5, 1))
    assert not any(a[:2] == ("spell", "tb") for a in g.actions())
    g.play(("pass",))
    assert g.phase == "select" and not any(a[0] == "spell" and a[1] == "mb" for a in g.actions())
    assert g.full[0] == 4


def test_meister_no_repeat_offered_without_the_bottles():
    """Seed: 'Durch Abgabe entsprechend vieler voller Flaschen': with too few
    bottles left no repeat is asked for."""
    g = _meister(3)
    layout(g, {}, {("g", 5): [1]})
    g.full[0] = 3
    g.play(("spell", "mb", 5, 1))
    assert g.phase == "select" and g.full[0] == 1


def test_base_game_has_no_repeats():
    """Seed (base game): 'genau ein Zauberspruch einmal pro Zug': paying again
    belongs to the Meistermagier variant."""
    g = new(2)
    layout(g, {}, {("g", 5): [1]})
    g.full[0] = 4
    g.play(("spell", "mb", 5, 1))
    assert g.phase == "select" and not any(a[0] == "spell" for a in g.actions())


def test_meister_a_spell_between_the_actions_counts_for_the_first_if_it_had_none():
    """Seed: 'Pro Aktion ist 1 Zauberspruch erlaubt, also maximal 2 pro Zug'
    and 'Ein Zauberspruch darf vor, während oder nach einer Aktion kommen':
    a spell between the two actions comes after action 1, so it is action 1's
    spell when that had none, and action 2 keeps its own."""
    g = _meister(3)
    layout(g, {3: [0], 8: [1]}, {})
    g.full = [2, 1, 0]
    _tower_turn(g)
    while g.phase == "window":
        g.play(("pass",))
    assert g.phase == "select" and g.acts == 1 and g.slots == [0, 0]
    g.play(("spell", "tb", 8, 0))
    g.play(("pass",))  # no repeat
    assert g.slots == [1, 0]
    g.play(("card", 0))
    g.play(("tower", 4, 0))
    assert g.phase == "window" and g.current == 0  # action 2's spell round
    g.play(("pass",))
    assert g.current == 1
    g.play(("spell", "tb", 10, 0))
    assert g.board.stacks[12] == [1] and g.board.stacks[5] == [0] and g.active == 1


def test_meister_a_spell_between_the_actions_is_action_2s_when_action_1_had_one():
    """Seed: 'Pro Aktion ist 1 Zauberspruch erlaubt': after action 1 had its
    spell, one cast between the actions is action 2's, and action 2 then gets
    no further spell round."""
    g = _meister(3)
    layout(g, {3: [0], 8: [1]}, {})
    g.full = [2, 1, 0]
    _tower_turn(g)
    g.play(("pass",))  # seat 0
    g.play(("spell", "tb", 8, 0))  # seat 1: action 1's spell, before the move
    assert g.phase == "select" and g.slots == [1, 0]
    g.play(("spell", "tb", 4, 0))
    g.play(("pass",))
    assert g.slots == [1, 1]
    g.play(("card", 0))
    g.play(("tower", 6, 0))
    assert g.board.stacks[7] == [0] and g.active == 1


def test_meister_another_seats_spell_into_the_castle_does_not_end_the_active_turn():
    """Seed: 'Zieht ein Magier in die Rabenburg, endet dein Zug sofort ...
    Das gilt auch, wenn du per Zauberspruch in die Rabenburg ziehst': the turn
    that ends is the mover's own. Seat 1 casting out of turn has no turn
    running, so seat 0's move and turn go on."""
    g = _meister(3)
    layout(g, {3: [0]}, {("g", 15): [1]}, raven=0)
    g.full = [0, 4, 0]
    _tower_turn(g)
    assert g.current == 1
    ev = g.play(("spell", "mb", 15, 1))  # before seat 0's move
    assert g.board.castle[1] == 1 and ("enter", 1, 15) in ev
    assert g.phase != "again" and g.full[1] == 2  # the entry ends the caster's castings
    assert g.board.stacks[4] == [0] and g.active == 0 and g.acts == 1 and g.phase == "select"


def test_meister_another_seats_spell_into_the_castle_after_the_move():
    """Seed: '... endet dein Zug sofort': a spell cast 'later' (after the
    move) that brings the caster's wizard in ends no turn either: the active
    player goes on with the second action."""
    g = _meister(3)
    layout(g, {3: [0]}, {("g", 15): [2]}, raven=0)
    g.full = [0, 0, 2]
    _tower_turn(g)
    g.play(("later",))
    g.play(("spell", "mb", 15, 2))
    assert g.board.castle[2] == 1 and g.active == 0 and g.acts == 1 and g.phase == "select"


def test_meister_befreien_out_of_turn_into_the_castle_ends_no_turn():
    """Seed: Befreien 'darf jederzeit genutzt werden ... steht dort die
    Rabenburg, springt er direkt hinein'; out of turn that ends no one's turn
    ('dein Zug' is the caster's)."""
    g = _meister(3)
    layout(g, {3: [0], 9: [1, 2]}, {("t", 1): [1]}, raven=9)
    g.full = [0, 2, 0]
    _tower_turn(g)
    g.play(("spell", "bf", 9, 1, 1))
    assert g.board.castle[1] == 1 and g.board.tops[1] == []
    assert g.active == 0 and g.acts == 1 and g.board.stacks[4] == [0]


def test_meister_the_active_players_own_spell_into_the_castle_still_ends_the_turn():
    """Seed: 'Das gilt auch, wenn du per Zauberspruch in die Rabenburg
    ziehst': the active player casting in the spell round (first right) ends
    the own turn."""
    g = _meister(3)
    layout(g, {3: [0]}, {("g", 15): [0]}, raven=0)
    g.full = [2, 0, 0]
    _tower_turn(g)
    assert g.current == 0
    g.play(("spell", "mb", 15, 0))
    assert g.board.castle[0] == 1 and g.active == 1 and g.board.stacks[3] == [0]


def test_meister_a_pushed_tower_still_moves_from_where_it_now_stands():
    """Seed: 'Wer zaubert, bestimmt, ob die Bewegung des aktiven Spielers
    davor oder danach stattfindet': Turm bewegen on the announced tower
    first (3 to 5), then the card moves it on (5 to 6)."""
    g = _meister(3)
    layout(g, {3: [0]}, {})
    g.full = [0, 1, 0]
    _tower_turn(g)
    ev = g.play(("spell", "tb", 3, 0))
    assert ("blocked",) not in ev and g.board.stacks[6] == [0] and g.acts == 1


def test_meister_a_pushed_wizard_still_moves_from_where_it_now_stands():
    """Seed: '... ob die Bewegung des aktiven Spielers davor oder danach
    stattfindet': Magier bewegen pushes the announced wizard 5 to 6 first,
    then the card moves it 2 on, to 8."""
    g = _meister(3)
    layout(g, {}, {("g", 5): [0]})
    g.full = [0, 2, 0]
    deal(g, 0, [WIZ(2), TOW(1), TOW(1)])
    g.play(("card", 0))
    g.play(("wizard", 5, 0))
    ev = g.play(("spell", "mb", 5, 0))
    assert ("blocked",) not in ev and g.board.ground[8] == [0] and g.board.ground[6] == []


def test_meister_a_wizard_carried_away_on_its_tower_still_moves():
    """Seed: 'Magier, die auf oder in einem bewegten Turm sitzen, reisen mit':
    Turm bewegen carries the announced wizard from 2 to 4 on its tower; the
    card then moves it from there (4 to 6)."""
    g = _meister(3)
    layout(g, {2: [0]}, {("t", 0): [0]})
    g.full = [0, 1, 0]
    deal(g, 0, [WIZ(2), TOW(1), TOW(1)])
    g.play(("card", 0))
    g.play(("wizard", 2, 0))
    g.play(("spell", "tb", 2, 0))
    assert g.board.stacks[4] == [0] and g.board.tops[0] == [] and g.board.ground[6] == [0]


def test_meister_a_push_that_makes_the_move_illegal_prevents_it():
    """Seed: 'Verhindert ein Zauberspruch eine Bewegung, bleibt die
    Bewegungskarte abgelegt und die Aktion ist beendet': pushed to 5, the
    announced tower would end on the Rabenburg (6), which is forbidden."""
    g = _meister(3)
    layout(g, {3: [0]}, {}, raven=6)
    g.full = [0, 1, 0]
    _tower_turn(g)
    ev = g.play(("spell", "tb", 3, 0))
    assert ("blocked",) in ev and g.board.stacks[5] == [0] and g.acts == 1


def test_meister_a_push_of_the_announced_colour_moves_the_announced_wizard():
    """Assumed (wizards of a colour look alike to the box): of two wizards of
    seat 0 on field 5, Magier bewegen by seat 1 pushes the announced one; the
    card then moves it on ('davor oder danach')."""
    g = _meister(3)
    layout(g, {}, {("g", 5): [0, 0]})
    g.full = [0, 2, 0]
    deal(g, 0, [WIZ(2), TOW(1), TOW(1)])
    g.play(("card", 0))
    g.play(("wizard", 5, 0))
    g.play(("spell", "mb", 5, 0))
    b = g.board
    assert b.ground[5] == [0] and b.ground[6] == [] and b.ground[8] == [0]


def test_meister_the_announced_wizard_pushed_into_the_castle_cannot_move():
    """Seed: 'Verhindert ein Zauberspruch eine Bewegung ... die Aktion ist
    beendet': seat 1 pushes seat 0's announced wizard into the Rabenburg; it
    is in (seat 1 moved it, so no turn ends) and the card is used up."""
    g = _meister(3)
    layout(g, {}, {("g", 15): [0], ("g", 9): [0]}, raven=0)
    g.full = [0, 2, 0]
    deal(g, 0, [WIZ(3), TOW(1), TOW(1)])
    g.play(("card", 0))
    g.play(("wizard", 15, 0))
    ev = g.play(("spell", "mb", 15, 0))
    assert ("blocked",) in ev and g.board.castle[0] == 1 and g.board.ground[9] == [0]
    assert g.active == 0 and g.acts == 1


def test_befreien_costs_one_bottle():
    """Seed: 'Deckst du keinen oder nur fremde Magier auf, passiert nichts und
    die Flasche ist trotzdem weg': one bottle ('die Flasche') pays for
    Befreien (game_data leaves 1 or 2 open)."""
    from hexbox.games.wandelnde_tuerme.data import spell_cost

    assert spell_cost("bf") == 1
    g = _meister(3)
    layout(g, {4: [0]}, {("g", 4): [0]})
    g.full[0] = 1
    assert ("spell", "bf", 4, 0, 0) in g.actions()
    g.play(("spell", "bf", 4, 0, 0))
    assert g.board.tops[0] == [0] and g.full[0] == 0 and g.spent[0] == 1


def test_huckepack_into_the_castle_moves_it_on_once():
    """Seed: 'Immer wenn jemand einen Magier in die Rabenburg zieht, rückt die
    Burg weiter' and Huckepack 'wird bei dessen Magierbewegung mitgenommen,
    auch bis in die Rabenburg': both wizards arrive in one move, so the castle
    moves on once (documented reading)."""
    g = _meister(3)
    layout(g, {}, {("g", 14): [0, 1]}, raven=0)
    g.full = [0, 1, 0]
    deal(g, 0, [WIZ(2), TOW(1), TOW(1)])
    g.play(("card", 0))
    g.play(("wizard", 14, 0))
    ev = g.play(("spell", "hp"))
    assert [e for e in ev if e[0] == "enter"] == [("enter", 0, 14), ("enter", 1, 14)]
    assert len([e for e in ev if e[0] == "raven"]) == 1
