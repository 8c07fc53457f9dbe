# Broom Service: one scenario test per rule sentence of the seed (German rules,
# 003_c9c3fb4cea30f783.txt). Plain asserts: runs on CPython and MicroPython.
from broom_scenarios import (
    BERGHEXE,
    FRUECHTE,
    GIPFELDRUIDE,
    HEIDEHEXE,
    KRAEUTER,
    TALDRUIDE,
    WALDHEXE,
    WETTERFEE,
    WURZEL,
    region,
    scene,
    space_in,
    vp_sum,
)

from hexbox.core.errors import IllegalAction
from hexbox.games.broom_service import Game
from hexbox.games.broom_service import data as E
from hexbox.games.broom_service.data import HEAVY_CLOUDS
from hexbox.games.broom_service.engine import ACT, BID, OVER, PLAY, SELECT

N_HEAVY = len(HEAVY_CLOUDS)


# ---- Spielvorbereitung -------------------------------------------------------

def test_setup_start_player_and_right_neighbour_get_one_wand_others_two():
    """'er und sein rechter Nachbar erhalten je einen Zauberstab, alle anderen
    je zwei' (and 'Im 2er-Spiel erhaelt somit jeder Spieler einen')."""
    assert [r[3] for r in Game(5, 1).res] == [1, 2, 2, 2, 1]
    assert [r[3] for r in Game(2, 1).res] == [1, 1]


def test_setup_one_potion_per_colour_vp_10_pawns_in_the_two_castles():
    """'1 Trank pro Farbe', marker 'auf das Feld 10', pawns 'in die zwei
    Gebiete mit den Burgen'."""
    g = Game(3, 4)
    for s in range(3):
        assert g.res[s][:3] == [1, 1, 1]
        assert g.vp[s] == 10
        assert sorted(g.pawns[s]) == sorted(g.board.castles)


def test_setup_one_heavy_cloud_on_each_space_front_18_back_19():
    """'Vorderseite 18 Flaechen, Rueckseite 19 Flaechen' with a random cloud."""
    g = Game(2, 1)
    assert len(g.clouds) == 18 and min(g.clouds) >= 0 and max(g.clouds) < N_HEAVY
    assert len(set(g.clouds)) == 18
    assert len(Game(2, 1, ("back",)).clouds) == 19


def test_setup_seven_of_ten_events_and_the_first_is_revealed():
    """'drei Karten ... zurueck in die Schachtel ... die oberste Karte ...
    gilt fuer den ersten der sieben Durchgaenge'."""
    g = Game(4, 9)
    assert len(g.events) == 7 and len(set(g.events)) == 7
    assert g.event == g.events[0]
    assert ("round", 0, g.events[0]) in g.setup_events


def test_setup_enchanted_roles_players_plus_revealed_is_five():
    """'2 Spieler -> 3 Karten / 3 Spieler -> 2 Karten / 4 Spieler -> 1 Karte'."""
    for p, n in ((2, 3), (3, 2), (4, 1), (5, 0)):
        assert len(Game(p, 2).ench) == n


def test_enchanted_stack_reshuffled_when_too_short():
    """'Sobald der Stapel ... nicht mehr zum Nachlegen ausreicht, werden alle
    10 Karten gemischt'. With 2 players 3 per round: round 4 reshuffles."""
    g = Game(2, 3)
    for rnd in range(1, 4):
        ev = []
        g.round = rnd
        g._begin_round(ev)
        assert (("reshuffle",) in ev) == (rnd == 3)
        assert len(g.ench) == 3


def test_laying_out_an_enchanted_role_costs_3_vp_brave_or_coward():
    """'muss sofort nach dem Auslegen seinen Siegpunktemarker um 3 Siegpunkte
    zurueckziehen, ... unabhaengig davon, ob er mutig oder feige ist'; VP may
    go below 0."""
    g = scene(2, [[KRAEUTER], [KRAEUTER]])
    g.ench = [KRAEUTER]
    g.vp = [1, 10]
    ev = g.play(("brave", KRAEUTER))
    assert ("vp", 0, -3, "enchanted") in ev and g.vp[0] == -2
    ev = g.play(("coward", KRAEUTER))
    assert ("vp", 1, -3, "enchanted") in ev


# ---- Rollenkarten auswaehlen -------------------------------------------------

def test_everyone_picks_four_of_ten_roles_secretly():
    """'waehlen alle Spieler gleichzeitig aus ihren 10 Rollenkarten je vier aus'
    -- simultaneous choice as hidden actions; others see only a count."""
    g = Game(2, 5)
    g.event = E.LIKE_MINDED
    assert g.phase == SELECT and g.current == 0
    for r in (0, 3, 6, 9):
        g.play(("pick", r))
    assert g.current == 1 and g.hand[0] == [0, 3, 6, 9]
    v = g.view(1)
    assert v["hand"][0] == [-1, -1, -1, -1]
    assert v["history"] == [] and v["secret"] == []  # others' picks are left out
    assert g.view(0)["history"][0] == ["pick", 0] and g.view(0)["secret"][0] == [0, 0]
    for r in (1, 2, 4, 5):
        g.play(("pick", r))
    assert g.phase == PLAY and g.current == 0


def test_more_or_less_reveal_counts_and_gain_or_lose_vp():
    """'Mehr oder weniger?': 'zeigen alle simultan die Anzahl ihrer
    ausgewaehlten Rollenkarten und erhalten bzw. verlieren entsprechend viele
    Siegpunkte' (amounts assumed: 3 -> +3, 4 -> 0, 5 -> -5)."""
    g = Game(2, 5)
    g.event = E.MORE_OR_LESS
    for r in (0, 1, 2):
        g.play(("pick", r))
    assert ("done",) in g.actions()
    g.play(("done",))
    for r in (0, 1, 2, 3, 4):
        g.play(("pick", r))
    assert g.vp == [13, 5]
    assert len(g.hand[0]) == 3 and len(g.hand[1]) == 5


def test_more_or_less_counts_are_shown_all_at_once_not_before():
    """'Mehr oder weniger?': 'Nachdem alle Spieler (am besten verborgen unterm
    Tisch) ihre Auswahl getroffen haben, zeigen alle simultan die Anzahl
    ihrer ausgewaehlten Rollenkarten': until every seat has chosen, the next
    seat's view is the same whether seat 0 took 3 roles or 5 (no hand size,
    no count of hidden entries, no 'done' gives it away)."""
    def after_seat0(roles, done):
        g = Game(3, 5)
        g.event = E.MORE_OR_LESS
        for r in roles:
            g.play(("pick", r))
        if done:
            g.play(("done",))
        assert g.current == 1
        return g

    few, many = after_seat0((0, 1, 2), True), after_seat0((0, 1, 2, 3, 4), False)
    assert few.view(1) == many.view(1) and few.view(2) == many.view(2)
    assert few.view(0) != many.view(0)  # seat 0 sees its own choice
    for g in (few, many):
        for _seat in (1, 2):
            for r in (5, 6, 7, 8):
                g.play(("pick", r))
            g.play(("done",))
    assert few.phase == PLAY and few.view(1)["hand"][0] == [-1] * 3
    assert many.view(2)["hand"][0] == [-1] * 5


# ---- Der magische Wettstreit --------------------------------------------------

def test_waldhexe_example_albert_beate_carla_daniel_emily():
    """Seed example: Albert cowardly Waldhexe moves to a forest at once; Beate
    brave; Carla brave knocks Beate out; Daniel and Emily say 'weiter'; Carla
    moves and delivers violet, then leads the cowardly Taldruide."""
    A, B, C, D, Em = 0, 1, 2, 3, 4
    g = scene(5, [[WALDHEXE, KRAEUTER], [WALDHEXE, WURZEL], [WALDHEXE, TALDRUIDE, KRAEUTER],
                  [FRUECHTE], [WETTERFEE]])
    forest = region(g, "F12")
    g.play(("coward", WALDHEXE))
    assert g.phase == ACT and g.current == A  # cowardly: carried out at once
    assert ("move", 0, forest) in g.actions()
    assert not [a for a in g.actions() if a[0] == "deliver"]
    g.play(("move", 0, forest))
    assert g.phase == PLAY and g.current == B
    g.play(("brave", WALDHEXE))
    assert g.current == C and g.pawns[B] == list(g.board.castles)  # waits
    ev = g.play(("brave", WALDHEXE))
    assert ("knocked", B, WALDHEXE) in ev
    assert ("pass", D) in ev and ("pass", Em) in ev
    assert g.phase == ACT and g.current == C  # last brave acts after the turn
    g.play(("move", 0, forest))
    vp = g.vp[C]
    ev = g.play(("deliver", forest, 1, 0))  # violet to the violet tower
    assert g.vp[C] == vp + 4 and g.res[C][1] == 0
    assert g.phase == PLAY and g.current == C and g.leader == C
    assert g.vp[B] == 10 and g.pawns[B] == list(g.board.castles)  # Beate got nothing
    g.play(("coward", TALDRUIDE))
    opts = [a for a in g.actions() if a[0] == "deliver"]
    assert ("deliver", forest, 0, 4) in opts  # a free tower of the forest
    g.play(("deliver", forest, 0, 4))
    assert g.tower_full[4] == 1
    assert g.current == C  # Daniel passed; all cowardly: Carla leads again


def test_following_is_compulsory_for_a_holder():
    """'Hat er sie auf der Hand, muss er diese Karte nun offen ... auslegen'."""
    g = scene(2, [[KRAEUTER, FRUECHTE], [KRAEUTER, WURZEL]])
    g.play(("brave", KRAEUTER))
    assert g.actions() == [("brave", KRAEUTER), ("coward", KRAEUTER)]
    try:
        g.play(("brave", WURZEL))
        raise AssertionError("following with another role was accepted")
    except IllegalAction:
        pass


def test_cowardly_action_cannot_be_knocked_out_any_number_may_take_it():
    """'Die feige Aktion ... kann aber nicht ausgestochen werden und ist somit in
    einem Durchgang von beliebig vielen Spielern ausfuehrbar'."""
    g = scene(3, [[KRAEUTER, WURZEL], [KRAEUTER], [KRAEUTER]])
    g.play(("coward", KRAEUTER))
    g.play(("gather",))
    g.play(("coward", KRAEUTER))
    g.play(("gather",))
    g.play(("brave", KRAEUTER))
    g.play(("gather",))
    assert [r[0] for r in g.res] == [2, 2, 3]


def test_all_cowardly_the_leader_leads_again():
    """'Spielen alle beteiligten Spieler eine Rolle feige, muss der Ausspieler
    dieser Rolle auch die naechste Rolle ausspielen'."""
    g = scene(3, [[KRAEUTER, FRUECHTE], [KRAEUTER], [KRAEUTER, WURZEL]], leader=1)
    g.play(("coward", KRAEUTER))
    g.play(("gather",))
    g.play(("coward", KRAEUTER))
    g.play(("gather",))
    g.play(("coward", KRAEUTER))
    g.play(("gather",))
    assert g.phase == PLAY and g.role == -1
    # seat 1 has no cards left: the lead passes clockwise to seat 2
    assert g.current == 2


def test_leader_without_cards_passes_the_lead_clockwise():
    """'Hat der Ausspieler keine Handkarten mehr, muss der im Uhrzeigersinn
    naechste Spieler, der noch Handkarten besitzt, die naechste Rolle
    ausspielen'."""
    g = scene(3, [[KRAEUTER], [], [FRUECHTE]], leader=0)
    ev = g.play(("brave", KRAEUTER))
    assert ("pass", 1) in ev and ("pass", 2) in ev
    ev = g.play(("gather",))
    assert ("lead", 2) in ev and g.current == 2 and g.role == -1


def test_brave_leader_unchallenged_acts_after_the_turn_and_leads():
    """'Der letzte mutige Spieler muss auf jeden Fall eine neue Runde mit dem
    Ausspielen einer Rollenkarte beginnen, auch dann, wenn er die Aktion nicht
    ... ausgefuehrt hat'."""
    g = scene(3, [[KRAEUTER, WURZEL], [KRAEUTER, WURZEL], [FRUECHTE]], leader=0)
    g.play(("coward", KRAEUTER))
    g.play(("gather",))
    g.play(("brave", KRAEUTER))  # seat 1 brave, seat 2 passes
    assert g.phase == ACT and g.current == 1
    g.play(("done",))  # skips the action
    assert g.phase == PLAY and g.current == 1 and g.leader == 1


def test_role_already_played_this_round_is_discarded_without_effect():
    """'Wer eine Rolle ausspielt, die bereits in einer frueheren Runde des
    laufenden Durchgangs gespielt wurde, legt diese Karte wirkungslos ab und ist
    gleich wieder an der Reihe'."""
    g = scene(2, [[KRAEUTER, FRUECHTE], [KRAEUTER]])
    g.done_roles = [FRUECHTE]
    res = [list(r) for r in g.res]
    ev = g.play(("brave", FRUECHTE))
    assert ("discard", 0, FRUECHTE) in ev
    assert g.res == res and g.current == 0 and g.phase == PLAY


def test_a_lone_player_plays_out_the_remaining_cards():
    """'hat ein Spieler gegen Ende eines Durchgangs als einziger noch
    Handkarten; diese spielt er dann eben konkurrenzlos aus'."""
    g = scene(2, [[KRAEUTER, WURZEL], []])
    g.play(("brave", KRAEUTER))
    g.play(("gather",))
    assert g.current == 0 and g.phase == PLAY
    g.play(("brave", WURZEL))
    g.play(("gather",))
    assert g.round == 1 and g.phase == SELECT


def test_round_end_event_then_next_round_led_by_last_brave_player():
    """'Zu guter Letzt wird noch das aktuelle Ereignis ausgefuehrt' and 'Der
    letzte mutige Spieler des gerade beendeten Durchgangs ... ist Ausspieler der
    ersten Rolle des neuen Durchgangs'."""
    g = scene(3, [[KRAEUTER], [KRAEUTER], []], event=E.DANGEROUS)
    g.pawns = [[region(g, "F12")] * 2, [region(g, "E13")] * 2, [region(g, "H03")] * 2]
    g.play(("coward", KRAEUTER))
    g.play(("gather",))
    ev = g.play(("brave", KRAEUTER))
    ev += g.play(("gather",))
    assert ("vp", 0, -2, "dangerous") in ev and ("vp", 1, -6, "dangerous") in ev
    assert g.round == 1 and g.leader == 1
    assert ("round", 1, g.events[1]) in ev


def test_all_cowardly_last_turn_the_last_leader_starts_next_round():
    """'(bzw. der letzte Ausspieler, wenn in der letzten Runde alle feige
    waren)'."""
    g = scene(3, [[], [KRAEUTER], [KRAEUTER]], leader=1)
    g.play(("coward", KRAEUTER))
    g.play(("gather",))
    g.play(("coward", KRAEUTER))
    g.play(("gather",))
    assert g.round == 1 and g.leader == 1


def test_wie_in_alten_zeiten_the_leader_must_play_brave():
    """'Wie in alten Zeiten': the leader may only lead brave; followers choose."""
    g = scene(2, [[KRAEUTER, FRUECHTE], [KRAEUTER]], event=E.OLD_TIMES)
    assert g.actions() == [("brave", KRAEUTER), ("brave", FRUECHTE)]
    g.play(("brave", KRAEUTER))
    assert ("coward", KRAEUTER) in g.actions()


# ---- Die Rollen ---------------------------------------------------------------

def test_gatherer_brave_takes_three_resources_coward_one():
    """Sammler: 'liegt die Anzahl der Ressourcen ... bei 3 oder 1'."""
    g = scene(2, [[KRAEUTER], [KRAEUTER]])
    g.play(("coward", KRAEUTER))
    g.play(("gather",))
    assert sum(g.res[0]) == 4 + 1
    g2 = scene(2, [[KRAEUTER], []])
    g2.play(("brave", KRAEUTER))
    g2.play(("gather",))
    assert sum(g2.res[0]) == 4 + 3 and g2.res[0] == [3, 1, 1, 2]


def test_witch_moves_only_to_adjacent_region_of_her_landscape_without_cloud_or_water():
    """'in ein der ausgelegten Hexe entsprechendes Nachbargebiet ... keine
    Wolkenplaettchen'; 'Keine Spielfigur darf auf oder ueber Wassergebiete'."""
    g = scene(2, [[HEIDEHEXE], []])
    g.pawns[0] = [region(g, "F23"), region(g, "K11")]
    g.clouds[space_in(g, "E13")] = 0
    g.play(("coward", HEIDEHEXE))
    moves = sorted(a[2] for a in g.actions() if a[0] == "move")
    # from F23: heath E33 (E13 is clouded; W32 is water); from K11: E01, E21
    assert moves == sorted([region(g, "E33"), region(g, "E01"), region(g, "E21")])


def test_witch_may_enter_a_region_holding_any_number_of_pawns():
    """'Dieses Gebiet darf beliebig viele weitere Spielfiguren enthalten'."""
    g = scene(3, [[WALDHEXE, KRAEUTER], [], []])
    f12 = region(g, "F12")
    g.pawns[1] = [f12, f12]
    g.pawns[2] = [f12, f12]
    g.play(("coward", WALDHEXE))
    g.play(("move", 0, f12))
    assert g.pawns[0][0] == f12


def test_witch_may_move_without_delivering_but_never_stay_and_deliver():
    """'Als mutige Hexe darf man auch ... ziehen, ohne dort etwas abzuliefern.
    ... Keine Hexe darf stehenbleiben und einen Trank abliefern'."""
    g = scene(2, [[WALDHEXE, KRAEUTER], []])
    g.pawns[0] = [region(g, "F12"), region(g, "K11")]
    g.play(("brave", WALDHEXE))
    assert not [a for a in g.actions() if a[0] == "deliver"]  # standing in F12
    g.play(("move", 1, region(g, "F12")))
    assert [a for a in g.actions() if a[0] == "deliver"]
    g.play(("done",))
    assert g.vp[0] == 10 and g.pawns[0][1] == region(g, "F12")


def test_druid_delivers_where_a_pawn_already_stands_brave_plus_three():
    """Druiden: 'es muss bereits wenigstens eine eigene [Spielfigur] in dem
    entsprechenden Gebiet stehen'; mutig '3 Siegpunkte mehr'."""
    g = scene(2, [[TALDRUIDE], []])
    g.pawns[0] = [region(g, "E13"), region(g, "H03")]
    g.play(("brave", TALDRUIDE))
    regions = set(a[1] for a in g.actions() if a[0] == "deliver")
    assert regions == set([region(g, "E13")])  # H03 is a hill: not Taldruide's
    ev = g.play(("deliver", region(g, "E13"), 1, 3))
    assert vp_sum(ev, 0) == 3 + 3 and g.res[0][3] == 2  # tower VP + 3, and its wand


def test_brave_druid_bonus_only_when_delivering():
    """'Diese zusaetzlichen 3 Siegpunkte erhaelt er aber nur, wenn er auch einen
    Trank liefert; lediglich mutig sein genuegt nicht'."""
    g = scene(2, [[TALDRUIDE], []])
    g.pawns[0] = [region(g, "E13"), region(g, "H03")]
    g.play(("brave", TALDRUIDE))
    g.play(("done",))
    assert g.vp[0] == 10


def test_weather_fairy_removes_cloud_next_to_own_pawn_paying_its_wands():
    """'mindestens eine eigene Spielfigur muss benachbart zu der ...  Wolke
    stehen' and 'die im Stern ... angegebene Anzahl an Zauberstaeben zurueck'."""
    g = scene(2, [[WETTERFEE], [WETTERFEE]])
    near, far = space_in(g, "F23"), space_in(g, "F44")
    g.clouds[near] = 16  # a 3-wand cloud
    g.clouds[far] = 0
    g.pawns = [[region(g, "F12")] * 2, [region(g, "F12")] * 2]
    g.res[0][3] = 2
    g.res[1][3] = 3
    g.play(("coward", WETTERFEE))
    # seat 0: too few wands, nothing to do: the action lapses, seat 1 follows
    assert g.phase == PLAY and g.current == 1 and g.res[0][3] == 2
    g.play(("coward", WETTERFEE))
    assert [a for a in g.actions() if a[0] == "cloud"] == [("cloud", near)]
    g.play(("cloud", near))
    assert g.res[1][3] == 0 and g.won[1] == [16] and g.clouds[near] == -1
    assert g.vp[1] == 10  # cowardly: no bonus


def test_brave_fairy_three_vp_only_when_removing_a_cloud():
    """'Als mutige Wetterfee erhaelt der Spieler zusaetzlich ... 3 Siegpunkte.
    ... nur, wenn er auch eine Wolke wegzaubert'."""
    g = scene(2, [[WETTERFEE], []])
    s = space_in(g, "F23")
    g.clouds[s] = 0
    g.pawns[0] = [region(g, "F12"), region(g, "F12")]
    g.play(("brave", WETTERFEE))
    g.play(("cloud", s))
    assert g.vp[0] == 13
    g2 = scene(2, [[WETTERFEE], []])
    g2.play(("brave", WETTERFEE))
    assert g2.vp[0] == 10


def test_any_action_may_be_skipped_and_roles_chosen_when_unusable():
    """'Man darf ausdruecklich eine Aktion auch dann waehlen, wenn man sie gar
    nicht ausfuehren kann oder will. Ebenso kann man auf das Ausfuehren ...
    verzichten'."""
    g = scene(2, [[KRAEUTER, BERGHEXE], []])
    g.clouds = [0] * len(g.clouds)
    g.play(("coward", KRAEUTER))
    assert ("done",) in g.actions()
    g.play(("done",))
    assert g.res[0] == [1, 1, 1, 1]
    g.pawns[0] = [region(g, "F00"), region(g, "F00")]  # no mountain next to it
    g.play(("brave", BERGHEXE))  # allowed although unusable
    assert g.round == 1


# ---- Traenke liefern ---------------------------------------------------------

def _druid_targets(g, seat, role, where):
    g.hand = [[role, WETTERFEE]] + [[] for _ in range(g.players - 1)]
    g.done_roles = []
    g.pawns[seat] = [where, where]
    g.res[seat] = [5, 5, 5, 0]
    g.leader = seat
    g.play(("coward", role))
    out = sorted((a[2], a[3]) for a in g.actions() if a[0] == "deliver")
    if g.phase == ACT:
        g.play(("done",))
    return out


def test_seed_four_tower_example_on_the_reference_map():
    """'Der linke Turm (violett) vom Wald, dem Huegel oder der Heide aus ...
    (fuer je 4 Punkte), der mittlere Turm (violett) ... vom Huegel oder der
    Heide aus (fuer 6 Punkte), der obere Turm (orange) nur vom Huegel aus (fuer
    5 Punkte) und der untere Turm (violett) nur von der Heide aus (fuer 3
    Punkte + 1 Zauberstab)'."""
    g = scene(2)
    t = g.board.towers
    assert t[0][:4] == (1, 1, 4, 0) and t[1][:4] == (1, 0, 6, 0)
    assert t[2][:4] == (2, 0, 5, 0) and t[3][:4] == (1, 0, 3, 1)
    forest = _druid_targets(g, 0, TALDRUIDE, region(g, "F12"))
    hill = _druid_targets(g, 0, GIPFELDRUIDE, region(g, "H03"))
    heath = _druid_targets(g, 0, TALDRUIDE, region(g, "E13"))
    ex = set([0, 1, 2, 3])
    assert [x for x in forest if x[1] in ex] == [(1, 0)]
    assert [x for x in hill if x[1] in ex] == [(1, 0), (1, 1), (2, 2)]
    assert [x for x in heath if x[1] in ex] == [(1, 0), (1, 1), (1, 3)]


def test_round_tower_takes_one_potion_then_is_occupied():
    """'Der Turm ist nun belegt und nimmt keinen weiteren Trank mehr an'."""
    g = scene(2, [[TALDRUIDE], [TALDRUIDE]])
    e13 = region(g, "E13")
    g.pawns = [[e13, e13], [e13, e13]]
    g.play(("coward", TALDRUIDE))
    g.play(("deliver", e13, 1, 1))
    assert g.tower_full[1] == 1
    assert ("deliver", e13, 1, 1) not in g.actions()  # seat 1 now


def test_square_tower_takes_any_number_each_potion_to_the_supply():
    """'Die eckigen Tuerme koennen also nicht nur einmal, sondern dauerhaft
    beliefert werden'; 'in den allgemeinen Vorrat gelegt'; 'pro Rolle nur einen
    Trank'."""
    g = scene(2, [[TALDRUIDE], [TALDRUIDE]])
    f12 = region(g, "F12")
    g.pawns = [[f12, f12], [f12, f12]]
    g.res[0][1] = 3
    g.play(("coward", TALDRUIDE))
    g.play(("deliver", f12, 1, 0))
    assert g.tower_full[0] == 0 and g.res[0][1] == 2 and g.vp[0] == 14
    assert g.current == 1  # one potion per role: the action is over
    g.play(("coward", TALDRUIDE))
    g.play(("deliver", f12, 1, 0))
    assert g.vp[1] == 14


# ---- Ereignisse ---------------------------------------------------------------

def test_ten_events_one_before_three_during_six_after():
    """'Es gibt 10 verschiedene Ereignisse. Eines gilt noch vor dem Auswaehlen
    der Rollenkarten, drei waehrend des Durchgangs und sechs erst an dessen
    Ende.'"""
    timings = [t for _, t in E.EVENTS]
    assert len(E.EVENTS) == 10
    assert (timings.count(E.BEFORE), timings.count(E.DURING), timings.count(E.AFTER)) == (1, 3, 6)


def test_schwarzmarkt_cowardly_player_may_take_3_vp_instead():
    """'Jedes Mal wieder, wenn ein Spieler eine Rollenkarte feige spielt, kann
    er entscheiden, ob er die Aktion oder das Ereignis nutzt'."""
    g = scene(2, [[KRAEUTER, FRUECHTE], [KRAEUTER]], event=E.BLACK_MARKET)
    g.play(("coward", KRAEUTER))
    assert ("market",) in g.actions() and ("gather",) in g.actions()
    g.play(("market",))
    assert g.vp[0] == 13 and g.res[0] == [1, 1, 1, 1]
    g.play(("brave", KRAEUTER))
    assert ("market",) not in g.actions()  # brave: the event is not offered


def test_schwarzbrennerei_cowardly_player_may_take_one_resource_of_choice():
    """Schwarzbrennerei: the event instead of the cowardly action."""
    g = scene(2, [[FRUECHTE], []], event=E.MOONSHINE)
    g.play(("coward", FRUECHTE))
    assert [a for a in g.actions() if a[0] == "moonshine"] == [("moonshine", k) for k in range(4)]
    g.play(("moonshine", 3))
    assert g.res[0] == [1, 1, 1, 2]


def _end_round_with(g):
    """Play seat 0's only card cowardly and skip its action; returns events."""
    ev = g.play(("coward", KRAEUTER))
    if g.phase == ACT:
        ev += g.play(("done",))
    return ev


def test_gefaehrliche_gebiete_seed_examples():
    """'Daniels beide Spielfiguren stehen jeweils in Waldgebieten: Er rueckt um 2
    Siegpunkte zurueck. Emilys ... auf einer Heide und in einem Wald: Sie rueckt
    um 4 Siegpunkte zurueck.'"""
    g = scene(2, [[KRAEUTER], []], event=E.DANGEROUS)
    g.pawns = [[region(g, "F12"), region(g, "F23")], [region(g, "E13"), region(g, "F12")]]
    ev = _end_round_with(g)
    assert ("vp", 0, -2, "dangerous") in ev and ("vp", 1, -4, "dangerous") in ev


def test_gefaellige_gebiete_seed_examples():
    """'Daniels beide Spielfiguren stehen auf einem Huegel und auf einem Berg: Er
    rueckt weder vor noch zurueck. Emilys ... Heide und ... Wald: Sie rueckt um
    2 Siegpunkte vor.'"""
    g = scene(2, [[KRAEUTER], []], event=E.PLEASANT)
    g.pawns = [[region(g, "H03"), region(g, "M02")], [region(g, "E13"), region(g, "F12")]]
    ev = _end_round_with(g)
    assert vp_sum(ev, 0) == 0 and ("vp", 1, 2, "pleasant") in ev


def test_mit_leeren_haenden_blind_bid_resources_are_kept():
    """'nehmen alle Spieler gleichzeitig eine beliebige Anzahl ihrer Ressourcen
    in die geschlossene Faust'; 'Die Ressourcen muessen nicht abgegeben werden'.
    Assumed amounts: the one player with the most in the fist gains
    EMPTY_TOP_VP, every empty fist gains EMPTY_ZERO_VP."""
    g = scene(2, [[KRAEUTER], []], event=E.EMPTY_HANDS)
    _end_round_with(g)
    assert g.phase == BID and g.current == 0
    assert g.actions() == [("bid", n) for n in range(5)]
    g.play(("bid", 4))
    v = g.view(1)
    assert v["bids"][0] == [-2] and ["bid", 4] not in v["history"]
    res = [list(r) for r in g.res]
    ev = g.play(("bid", 0))
    assert ("bids", (4, 0)) in ev and g.res == res
    assert ("vp", 0, E.EMPTY_TOP_VP, "empty_handed") in ev
    assert ("vp", 1, E.EMPTY_ZERO_VP, "empty_handed") in ev


def test_mit_leeren_haenden_bidding_everything_is_not_always_best():
    """'eine beliebige Anzahl ihrer Ressourcen in die geschlossene Faust ...
    die Mengen der gebotenen Ressourcen verglichen': nothing is handed in, so
    the assumed amounts must keep the blind bid a decision. Two equal fists
    both go without; an empty fist would have scored."""
    assert E.EMPTY_ZERO_VP > 0 and E.EMPTY_TOP_VP > E.EMPTY_ZERO_VP

    def outcome(bid0, bid1):
        g = scene(2, [[KRAEUTER], []], event=E.EMPTY_HANDS)
        _end_round_with(g)
        g.play(("bid", bid0))
        return g.play(("bid", bid1))

    ev = outcome(4, 4)  # both all in: a tie for the most scores nothing
    assert vp_sum(ev, 0) == 0 and vp_sum(ev, 1) == 0
    ev = outcome(0, 4)  # holding back: the empty fist scores
    assert vp_sum(ev, 0) == E.EMPTY_ZERO_VP and vp_sum(ev, 1) == E.EMPTY_TOP_VP
    ev = outcome(1, 0)  # against an empty fist one resource is enough
    assert vp_sum(ev, 0) == E.EMPTY_TOP_VP and vp_sum(ev, 1) == E.EMPTY_ZERO_VP


def test_einmal_alles_the_fist_holds_at_most_one_set_and_is_handed_in():
    """'nehmen alle Spieler gleichzeitig eine beliebige Anzahl ihrer
    Ressourcen in die geschlossene Faust ... die Mengen der gebotenen
    Ressourcen verglichen'; 'Mit leeren Haenden': 'Die Ressourcen muessen
    nicht abgegeben werden', so under the other bid what is bid is handed in;
    'Einmal alles!': 'Jeder Spieler darf nur maximal einen Satz an Ressourcen
    abgeben'. So the fist holds at most one set: per resource kind 0 or 1
    (kinds one holds none of are skipped), all of it is handed in, and the
    most in the fist gains ALL_AT_ONCE_VP."""
    g = scene(2, [[KRAEUTER], []], event=E.ALL_AT_ONCE)
    g.res = [[3, 1, 0, 2], [1, 1, 1, 1]]
    _end_round_with(g)
    assert g.phase == BID and g.current == 0
    assert g.actions() == [("bid", 0), ("bid", 1)]  # green: three held, one may go in
    before = g.to_dict()
    try:
        g.play(("bid", 2))  # a second green would be more than one set
        raise AssertionError("two of one kind went into the fist")
    except IllegalAction:
        pass
    assert g.to_dict() == before
    g.play(("bid", 1))
    assert g.actions() == [("bid", 0), ("bid", 1)]  # violet
    g.play(("bid", 0))
    assert g.actions() == [("bid", 0), ("bid", 1)]  # wands: no orange held
    g.play(("bid", 1))
    assert g.current == 1 and g.view(1)["bids"][0] == [-2, -2, -2, -2]
    for _ in range(4):
        ev = g.play(("bid", 1))
    assert ("bids", (2, 4)) in ev
    assert g.res == [[2, 1, 0, 1], [0, 0, 0, 0]]
    assert ("vp", 1, E.ALL_AT_ONCE_VP, "all_at_once") in ev and vp_sum(ev, 0) == 0


def test_einmal_alles_a_big_stock_buys_no_more_than_one_set():
    """'Jeder Spieler darf nur maximal einen Satz an Ressourcen abgeben': twelve
    resources in stock bid no more than a full set of four, so a player with
    one of each ties them and both score."""
    g = scene(2, [[KRAEUTER], []], event=E.ALL_AT_ONCE)
    g.res = [[3, 3, 3, 3], [1, 1, 1, 1]]
    _end_round_with(g)
    ev = []
    while g.phase == BID:
        ev += g.play(max(g.actions()))
    assert ("bids", (4, 4)) in ev and g.res == [[2, 2, 2, 2], [0, 0, 0, 0]]
    assert vp_sum(ev, 0) == vp_sum(ev, 1) == E.ALL_AT_ONCE_VP


def test_einmal_alles_ties_for_the_most_all_score_an_empty_fist_pays_nothing():
    """'die Mengen der gebotenen Ressourcen verglichen': equal fists share the
    first place (assumed); a player who bids nothing hands nothing in."""
    g = scene(3, [[KRAEUTER], [], []], event=E.ALL_AT_ONCE)
    g.res = [[2, 0, 0, 0], [0, 0, 0, 2], [1, 1, 1, 1]]
    _end_round_with(g)
    g.play(("bid", 1))
    g.play(("bid", 1))
    ev = []
    for _ in range(4):
        ev += g.play(("bid", 0))
    assert ("bids", (1, 1, 0)) in ev and g.res == [[1, 0, 0, 0], [0, 0, 0, 1], [1, 1, 1, 1]]
    assert vp_sum(ev, 0) == vp_sum(ev, 1) == E.ALL_AT_ONCE_VP and vp_sum(ev, 2) == 0


def test_gleichgesinnte_each_other_pawn_once_if_it_shares_a_region_with_yours():
    """'Gleichgesinnte': 'Die beiden Spielfiguren eines Spielers muessen nicht
    im selben Gebiet stehen (koennen aber)'. Assumed reading (data.py): +1
    VP for each other player's pawn standing in a region with one of your
    pawns; each such pawn counts once, also when both your pawns are there;
    own pawns do not count."""
    g = scene(3, [[KRAEUTER], [], []], event=E.LIKE_MINDED)
    a, b, c = region(g, "F12"), region(g, "E13"), region(g, "H03")
    g.pawns = [[a, a], [a, b], [c, c]]
    ev = _end_round_with(g)
    assert ("vp", 0, 1, "like_minded") in ev and ("vp", 1, 2, "like_minded") in ev
    assert vp_sum(ev, 2) == 0


def test_tenth_event_wolkenjaeger_most_clouds_gain():
    """The documented 10th event (assumed): most removed clouds gain 3 VP."""
    g = scene(2, [[KRAEUTER], []], event=E.CLOUD_HUNTERS)
    g.won = [[0, 1], [2]]
    ev = _end_round_with(g)
    assert ("vp", 0, 3, "cloud_hunters") in ev and vp_sum(ev, 1) == 0


# ---- Spielende -----------------------------------------------------------------

def test_seed_end_scoring_example_4_plus_2_plus_19_is_25():
    """'Der Spieler erhaelt am Spielende noch 4 + 2 + 19 = 25 Siegpunkte dazu.
    Die restlichen 3 Ressourcen bringen nichts ein.'"""
    from hexbox.games.broom_service.scoring import final_bonus, resource_sets
    res = [4, 3, 1, 2]  # 10 resources: a set of 4, a set of 3, 3 left over
    assert resource_sets(res) == (1, 1)
    tiles = [16, 17, 0]  # 3 + 3 + 1 = 7 bolts
    got = dict(final_bonus(res, tiles, 0))
    assert got["set4"] == 4 and got["set3"] == 2 and got["lightning"] == 19
    assert got["set4"] + got["set3"] + got["lightning"] == 25


def test_after_seven_rounds_most_vp_wins_ties_by_resources_then_shared():
    """'Bei Gleichstand gewinnt ... derjenige, der mehr Ressourcen besitzt. Bei
    erneutem Gleichstand gibt es mehrere Gewinner.'"""
    g = scene(3, [[KRAEUTER], [], []], event=E.OLD_TIMES)
    g.round = 6
    g.res = [[0, 0, 0, 0], [0, 0, 0, 1], [0, 0, 0, 1]]
    g.vp = [9, 10, 10]
    g.play(("brave", KRAEUTER))
    g.play(("done",))
    assert g.phase == OVER and g.over and g.current == -1
    assert g.result["winners"] == [1, 2]
    g2 = scene(2, [[KRAEUTER], []], event=E.OLD_TIMES)
    g2.round = 6
    g2.res = [[0, 0, 0, 0], [0, 0, 0, 1]]
    g2.vp = [10, 10]
    g2.play(("brave", KRAEUTER))
    g2.play(("done",))
    assert g2.result["winners"] == [1]
