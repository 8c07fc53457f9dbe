# Broom Service variants (seed, "Die Varianten"): storm clouds, mountain tiles
# and amulets, forest tiles, hill tiles, the back of the board, and the board
# tables themselves. Plain asserts: runs on CPython and MicroPython.
from broom_scenarios import (
    BERGHEXE,
    GIPFELDRUIDE,
    HUEGELHEXE,
    KRAEUTER,
    TALDRUIDE,
    WALDHEXE,
    WETTERFEE,
    region,
    scene,
    space_in,
    vp_sum,
)

from hexbox.core.errors import ConfigError
from hexbox.games.broom_service import Game
from hexbox.games.broom_service import data as E
from hexbox.games.broom_service import data as T
from hexbox.games.broom_service.board import Board, load
from hexbox.games.broom_service.data import HEAVY_CLOUDS
from hexbox.games.broom_service.engine import ACT, PLAY, SELECT
from hexbox.games.broom_service.scoring import final_bonus

N = len(HEAVY_CLOUDS)
BONUS_A, BONUS_B, MOVE_A, MOVE_B, DELIVER = N, N + 1, N + 2, N + 3, N + 4
ORANGE3 = N + 5  # 3 orange potions: 5 VP (assumed amount)


# ---- Sturmwolken --------------------------------------------------------------

def test_storm_clouds_are_mixed_with_the_heavy_clouds():
    """'Sie werden zu Spielbeginn zusammen mit den Gewitterwolken verdeckt
    gemischt. Dann werden ... alle dafuer vorgesehenen Flaechen ... belegt'."""
    seen = False
    for seed in range(12):
        c = Game(2, seed, ("storm",)).clouds
        assert len(set(c)) == len(c) == 18
        seen = seen or max(c) >= N
    assert seen
    assert max(Game(2, 3).clouds) < N  # without the variant: heavy clouds only


def test_storm_bonus_seed_example_2_plus_2_plus_2_plus_3_is_9_and_a_wand():
    """'liefert als mutiger Druide an einen 2er-Turm + 1 Zauberstab, erhaelt er
    2 + 2 + 2 + 3 = 9 Siegpunkte + 1 Zauberstab'."""
    g = scene(2, [[TALDRUIDE], []], variant=("storm",))
    g.clouds[space_in(g, "M20")] = BONUS_A
    g.clouds[space_in(g, "H10")] = BONUS_B
    e21 = region(g, "E21")
    g.pawns[0] = [e21, e21]
    assert g.board.towers[5][:4] == (0, 0, 2, 1)
    g.play(("brave", TALDRUIDE))
    ev = g.play(("deliver", e21, 0, 5))
    assert vp_sum(ev, 0) == 9 and g.res[0][3] == 2


def test_storm_bonus_two_vp_per_adjacent_cloud_only_while_it_lies():
    """'erhaelt man beim Liefern jedes Trankes 2 Siegpunkte mehr ..., wenn die
    abliefernde Spielfigur ... in einem zu dieser Wolke benachbarten Gebiet
    steht'."""
    g = scene(2, [[TALDRUIDE, KRAEUTER], [TALDRUIDE]], variant=("storm",))
    g.clouds[space_in(g, "M20")] = BONUS_A
    e21 = region(g, "E21")
    g.pawns = [[e21, e21], [region(g, "E13")] * 2]
    g.play(("coward", TALDRUIDE))
    ev = g.play(("deliver", e21, 0, 5))
    assert vp_sum(ev, 0) == 2 + 2
    g.play(("coward", TALDRUIDE))
    ev = g.play(("deliver", region(g, "E13"), 1, 1))
    assert vp_sum(ev, 1) == 6  # not next to the storm cloud: no bonus
    # 'die einzige Sturmwolke, die dauerhaft wirkt, waehrend sie ausliegt'
    g.clouds[space_in(g, "M20")] = -1
    g.tower_full[5] = 0
    g.hand = [[TALDRUIDE, KRAEUTER], []]
    g.done_roles = []
    g.res[0][0] = 1
    g.play(("coward", TALDRUIDE))
    ev = g.play(("deliver", e21, 0, 5))
    assert vp_sum(ev, 0) == 2


def test_storm_move_cloud_lets_the_remover_move_a_pawn_like_a_cowardly_witch():
    """'darf anschliessend eine beliebige seiner zwei Spielfiguren in ein
    Nachbargebiet seiner Wahl ziehen'."""
    g = scene(2, [[WETTERFEE, KRAEUTER], []], variant=("storm",))
    s = space_in(g, "F23")
    g.clouds[s] = MOVE_A
    f12 = region(g, "F12")
    g.pawns[0] = [f12, f12]
    g.play(("coward", WETTERFEE))
    g.play(("cloud", s))
    dests = sorted(set(a[2] for a in g.actions() if a[0] == "move"))
    assert region(g, "F23") in dests and region(g, "H03") in dests and region(g, "E13") in dests
    g.play(("move", 1, region(g, "H03")))
    assert g.pawns[0][1] == region(g, "H03") and g.phase == PLAY


def test_storm_deliver_cloud_lets_the_remover_deliver_like_a_cowardly_druid():
    """'darf anschliessend mit einer beliebigen seiner zwei Spielfiguren einen
    Trank seiner Wahl abliefern'."""
    g = scene(2, [[WETTERFEE], []], variant=("storm",))
    s = space_in(g, "F23")
    g.clouds[s] = DELIVER
    g.pawns[0] = [region(g, "F12"), region(g, "H03")]
    g.res[0][3] = 2
    g.play(("brave", WETTERFEE))
    ev = g.play(("cloud", s))
    assert vp_sum(ev, 0) == 3
    assert ("deliver", region(g, "H03"), 2, 2) in g.actions()
    ev = g.play(("deliver", region(g, "H03"), 2, 2))
    assert vp_sum(ev, 0) == 5  # as a cowardly druid: no +3


def test_storm_potion_cloud_scores_only_with_enough_potions_which_are_kept():
    """'rueckt umgehend um die darauf angegebenen Siegpunkte vor, wenn er
    mindestens so viele Traenke derselben Farbe in seinem Besitz hat ...
    Diese Traenke muessen nicht abgegeben werden!' -- else only the tile."""
    for orange, gain in ((3, 5), (2, 0)):
        g = scene(2, [[WETTERFEE], []], variant=("storm",))
        s = space_in(g, "F23")
        g.clouds[s] = ORANGE3
        g.pawns[0] = [region(g, "F12")] * 2
        g.res[0] = [0, 0, orange, 2]
        g.play(("coward", WETTERFEE))
        ev = g.play(("cloud", s))
        assert vp_sum(ev, 0) == gain and g.res[0][2] == orange and g.won[0] == [ORANGE3]


# ---- Bergplaettchen und Amulette ------------------------------------------------

def _mountain_scene(tile, hand=(BERGHEXE, KRAEUTER)):
    g = scene(2, [list(hand), []], variant=("mountains",))
    g.mtile[0] = tile
    return g, region(g, "M02")


def test_mountain_tiles_three_laid_out_covered_towers_lose_function():
    """'zufaellig je eines offen ... der drei entsprechenden Berggebiete ... Werden
    dadurch Tuerme abgedeckt, verlieren diese ihre Funktion'."""
    g = Game(3, 1, ("mountains",))
    assert len(g.mtile) == 3 and len(set(g.mtile)) == 3
    assert g.tower_off[18] == 1 and sum(g.tower_off) == 1
    assert Game(3, 1).mtile == [] and sum(Game(3, 1).tower_off) == 0


def test_entering_a_mountain_takes_the_amulet_and_offers_the_tile():
    """'Er nimmt sein dort bereitliegendes Amulett' and 'nutzt die Funktion des
    Bergplaettchens'; the two-wand tile."""
    g, m02 = _mountain_scene(T.M_WANDS)
    g.play(("coward", BERGHEXE))
    ev = g.play(("move", 0, m02))
    assert ("amulet", 0, 0) in ev and g.amulet[0] == [1, 0, 0]
    assert ("mtile", 0) in g.actions()
    g.play(("mtile", 0))
    assert g.res[0][3] == 1 + 2


def test_an_unused_mountain_tile_is_forfeited_for_that_player():
    """'Moechte ein Spieler ein Plaettchen nicht nutzen, verfaellt es damit fuer
    ihn; er kann es in einem spaeteren Zug nicht mehr nutzen!'"""
    g, m02 = _mountain_scene(T.M_WANDS, (BERGHEXE, KRAEUTER, WETTERFEE))
    g.play(("coward", BERGHEXE))
    g.play(("move", 0, m02))
    g.play(("done",))
    g.pawns[0][0] = g.board.castles[0]
    g.hand[0] = [BERGHEXE, KRAEUTER]
    g.done_roles = []
    g.play(("coward", BERGHEXE))
    ev = g.play(("move", 0, m02))
    assert not [e for e in ev if e[0] == "amulet"] and g.phase == PLAY


def test_brave_berghexe_delivers_a_potion_from_the_tile_in_any_order():
    """'Einen dieser drei neuen Traenke duerfte er auch sofort liefern, falls er
    die mutige Berghexe ist' (tile and delivery 'in beliebiger Reihenfolge')."""
    g, m02 = _mountain_scene(T.M_POTIONS)
    g.res[0] = [0, 0, 0, 1]
    g.play(("brave", BERGHEXE))
    g.play(("move", 0, m02))
    assert not [a for a in g.actions() if a[0] == "deliver"]  # no violet potion yet
    g.play(("mtile", 0))
    assert g.res[0][:3] == [1, 1, 1]
    ev = g.play(("deliver", m02, 1, 7))
    assert vp_sum(ev, 0) == 2 and g.res[0][1] == 0


def test_mountain_deliver_tile_allows_square_towers_with_any_pawn():
    """'mit einer beliebigen eigenen Spielfigur einen Trank seiner Wahl abliefern
    ... Auch das Liefern an einen eckigen Turm ist hier erlaubt'."""
    g, m02 = _mountain_scene(T.M_DELIVER)
    g.pawns[0] = [g.board.castles[0], region(g, "F12")]
    g.play(("coward", BERGHEXE))
    g.play(("move", 0, m02))
    g.play(("mtile", 0))
    assert ("deliver", region(g, "F12"), 1, 0) in g.actions()  # the square tower


def test_mountain_move_tile_two_moves_one_pawn_or_both():
    """'bis zu zwei Bewegungen mit einer beliebigen eigenen Spielfigur oder je
    eine Bewegung mit beiden Spielfiguren'."""
    g, m02 = _mountain_scene(T.M_MOVE)
    g.play(("coward", BERGHEXE))
    g.play(("move", 0, m02))
    g.play(("mtile", 0))
    g.play(("move", 0, region(g, "H03")))
    g.play(("move", 0, region(g, "E13")))
    assert g.pawns[0][0] == region(g, "E13") and g.phase == PLAY


def test_mountain_cloud_tile_removes_an_adjacent_cloud_as_cowardly_fairy():
    """'mit einer beliebigen eigenen Spielfigur eine benachbarte Wolke
    wegzaubern, gerade so, als ob er die feige Wetterfee ausgespielt haette'."""
    g, m02 = _mountain_scene(T.M_CLOUD)
    s = space_in(g, "H03")
    g.clouds[s] = 0
    g.play(("brave", BERGHEXE))
    g.play(("move", 0, m02))
    g.play(("mtile", 0))
    ev = g.play(("cloud", s))
    assert g.won[0] == [0] and vp_sum(ev, 0) == 0 and g.res[0][3] == 0


def test_amulets_score_4_9_15_at_the_end():
    """'Fuer ein Amulett ... 4 Siegpunkte, fuer zwei ... 9 und fuer alle drei
    ... 15'."""
    for n, vp in ((0, 0), (1, 4), (2, 9), (3, 15)):
        assert dict(final_bonus([0, 0, 0, 0], [], n))["amulets"] == vp


# ---- Waldplaettchen ----------------------------------------------------------------

def _forest_scene(tile, hands, event=-1, players=2):
    g = scene(players, hands, variant=("back",), event=event)
    g.ftile[1] = tile
    return g, region(g, "F22")


def test_forest_tile_taken_on_entering_and_usable_from_the_next_turn():
    """'nimmt er das Waldplaettchen vom Spielplan ... Ab der naechsten Runde kann
    er es einmal einsetzen'."""
    g, f22 = _forest_scene(T.F_VP, [[WALDHEXE, KRAEUTER, TALDRUIDE], [KRAEUTER]])
    g.play(("coward", WALDHEXE))
    ev = g.play(("move", 0, f22))
    assert ("ftile_taken", 0, T.F_VP) in ev and g.ftile[1] == -1
    g.play(("coward", KRAEUTER))
    assert ("ftile", T.F_VP) in g.actions()
    g.play(("ftile", T.F_VP))  # 5 VP instead of the cowardly action
    assert g.vp[0] == 15 and g.res[0] == [1, 1, 1, 1] and g.fhold[0] == []


def test_forest_tile_brave_action_while_staying_cowardly():
    """'darf anschliessend anstelle der feigen die mutige Aktion ausfuehren. Der
    Spieler bleibt aber im Sinne der restlichen Regeln feige. Er sticht damit
    also weder den bisherigen mutigen Spieler aus noch wird er ... Ausspieler'."""
    g = scene(3, [[KRAEUTER, WALDHEXE], [KRAEUTER, WALDHEXE], [WALDHEXE]], variant=("back",))
    g.fhold[1] = [[T.F_BRAVE, 0]]
    g.play(("brave", KRAEUTER))
    g.play(("coward", KRAEUTER))
    g.play(("ftile", T.F_BRAVE))
    assert ("ftile", T.F_VP) not in g.actions()  # one tile per role card
    g.play(("gather",))
    assert g.res[1] == [3, 1, 1, 3]  # the brave gatherer's 2 potions + wand
    # seat 2 passes; seat 0 stays the brave player, acts and leads next
    assert g.phase == ACT and g.current == 0


def test_forest_tile_one_more_card_not_counted_by_more_or_less():
    """'Wer ein solches Plaettchen zu Beginn eines Durchgangs abgibt, darf eine
    Karte mehr auf die Hand nehmen ... bei der Siegpunktevergabe dieses
    Ereignisses nicht beruecksichtigt'."""
    g = Game(2, 1, ("back",))
    g.event = E.MORE_OR_LESS
    g.fhold[0] = [[T.F_CARD, 0]]
    assert g.phase == SELECT and ("ftile", T.F_CARD) in g.actions()
    g.play(("ftile", T.F_CARD))
    for r in range(6):
        g.play(("pick", r))
    assert len(g.hand[0]) == 6 and g.current == 1  # 5 + the extra card
    for r in range(3):
        g.play(("pick", r))
    g.play(("done",))
    assert g.vp[0] == 10 - 5 and g.vp[1] == 13


def test_forest_card_tile_may_still_be_spent_after_the_more_or_less_reveal():
    """'Dieses Plaettchen darf beim Ereignis Mehr oder weniger auch noch
    eingesetzt werden, nachdem alle Spieler ihre Handkartenanzahl bekannt
    gegeben haben'."""
    g = Game(2, 1, ("back",))
    g.event = E.MORE_OR_LESS
    g.fhold[0] = [[T.F_CARD, 0]]
    for r in range(3):
        g.play(("pick", r))
    g.play(("done",))
    for r in range(4):
        g.play(("pick", r))
    g.play(("done",))
    assert g.vp == [13, 10] and g.phase == SELECT and g.current == 0
    assert g.actions() == [("ftile", T.F_CARD), ("done",)]
    g.play(("ftile", T.F_CARD))
    g.play(("pick", 9))
    assert g.hand[0] == [0, 1, 2, 9] and g.vp == [13, 10] and g.phase == PLAY


def test_at_most_one_forest_tile_at_the_start_of_a_round():
    """'Pro Rollenkarte bzw. zu Beginn eines Durchgangs kann ein Spieler maximal
    ein solches Plaettchen einsetzen'."""
    g = Game(2, 1, ("back",))
    g.fhold[0] = [[T.F_CARD, 0], [T.F_CARD, 0]]
    g.play(("ftile", T.F_CARD))
    assert ("ftile", T.F_CARD) not in g.actions() and len(g.fhold[0]) == 1


def test_forest_vp_tile_with_schwarzmarkt_gives_only_5():
    """'Wird dieses Plaettchen waehrend der Ereignisse Schwarzmarkt bzw.
    Schwarzbrennerei abgegeben, erhaelt der Spieler trotzdem nur 5 Siegpunkte'."""
    g = scene(2, [[KRAEUTER, WALDHEXE], []], variant=("back",), event=E.BLACK_MARKET)
    g.fhold[0] = [[T.F_VP, 0]]
    g.play(("coward", KRAEUTER))
    ev = g.play(("ftile", T.F_VP))
    assert vp_sum(ev, 0) == 5 and g.phase == PLAY


# ---- Huegelplaettchen ----------------------------------------------------------------

def test_hill_turbo_to_a_stone_circle_over_water_then_brave_delivery_there():
    """'zuendet er umgehend den Turbo seines Besens und versetzt diese Spielfigur
    auf einen der beiden ... Steinkreise. In dem neuen Zielgebiet darf er, wenn
    er die mutige Huegelhexe ist, einen Trank abliefern' -- over water."""
    g = scene(2, [[HUEGELHEXE], []], variant=("back",))
    g.htile[0] = 0  # circles A and B
    h13, b = region(g, "H13"), g.board.circles[1]
    g.play(("brave", HUEGELHEXE))
    g.play(("move", 0, h13))
    assert g.actions() == [("turbo", g.board.circles[0]), ("turbo", b)]  # compulsory
    assert b not in g.board.adj[h13]
    g.play(("turbo", b))
    assert g.pawns[0][0] == b
    ev = g.play(("deliver", b, 1, 5))
    assert vp_sum(ev, 0) == 6


def test_hill_orange_tile_takes_orange_potions_for_7_vp_into_the_supply():
    """'hier kann jeder Spieler als mutige Huegelhexe einen orangefarbenen Trank
    fuer 7 Siegpunkte in den allgemeinen Vorrat liefern ... Dasselbe gilt, wenn
    hier jemand als Gipfeldruide einen Trank abliefert'."""
    g = scene(2, [[HUEGELHEXE, GIPFELDRUIDE], [GIPFELDRUIDE]], variant=("back",))
    g.htile[0] = 5
    h13 = region(g, "H13")
    nt = len(g.board.towers)
    g.pawns[1] = [h13, h13]
    g.play(("brave", HUEGELHEXE))
    g.play(("move", 0, h13))
    ev = g.play(("deliver", h13, 2, nt))
    assert vp_sum(ev, 0) == 7 and g.res[0][2] == 0
    g.play(("coward", GIPFELDRUIDE))
    g.play(("coward", GIPFELDRUIDE))
    ev = g.play(("deliver", h13, 2, nt))  # a square tower: again
    assert vp_sum(ev, 1) == 7


# ---- Rueckseite und Spielplan ----------------------------------------------------------

def test_back_side_uses_mountain_forest_and_hill_tiles():
    """Mountain tiles 'muessen auf der Rueckseite benutzt' werden; forest and hill
    tiles 'werden immer benutzt, wenn auf der Rueckseite ... gespielt wird'."""
    g = Game(4, 2, ("back",))
    assert g.board.name == "back" and g.mountains
    assert len(g.mtile) == 3 and len(g.ftile) == 4 and len(g.htile) == 4
    assert len(set(g.htile)) == 4


def test_reference_maps_validate_and_match_the_seed_counts():
    """Front 18 and back 19 cloud spaces; two castles each."""
    for side, clouds in (("front", 18), ("back", 19)):
        b = load(side)
        assert len(b.cloud_spaces) == clouds and len(b.castles) == 2
        again = Board.from_dict(b.to_dict())
        assert again.adj == b.adj and again.towers == b.towers


def test_a_users_own_board_transcription_is_validated_on_load():
    """A user can replace the map; a wrong table gives a ConfigError."""
    d = load("front").to_dict()
    g = Game(2, 1, (), board=d)
    assert g.config()["board"] == d
    del g, d  # each bad copy is checked as it is made: a small heap holds one at a time

    def refused(x):
        try:
            Board.from_dict(x)
        except ConfigError:
            return
        raise AssertionError("bad board accepted")

    x = load("front").to_dict()
    x["TOWERS"][0][4] = [0, 34]  # regions that do not border
    refused(x)
    x = load("front").to_dict()
    x["CASTLES"] = [8]
    refused(x)
    x = load("front").to_dict()
    x["CLOUD_SPACES"][0] = 4  # water
    refused(x)
    x = load("front").to_dict()
    del x["TOWERS"]
    refused(x)


def test_fewer_heavy_clouds_raise_the_share_of_storm_clouds():
    """'Wer moechte, kann auch weniger Gewitterwolken einmischen, um so die
    Wahrscheinlichkeit, dass Sturmwolken auf den Spielplan gelegt werden, zu
    erhoehen' -- variant fewer_heavy (12 heavy clouds, assumed)."""
    for seed in range(5):
        c = Game(2, seed, ("fewer_heavy",)).clouds
        heavy = [t for t in c if t < N]
        assert len(c) == 18 and len(heavy) <= 12 and len(c) - len(heavy) >= 6
        assert len(Game(2, seed, ("fewer_heavy", "back")).clouds) == 19


# ---- hidden information ------------------------------------------------------
def test_a_view_does_not_hold_the_seed_that_rebuilds_the_hidden_stacks():
    """Seed: 'Die 10 Ereigniskarten werden gemischt. Dann werden drei Karten
    verdeckt zurück in die Schachtel gelegt und die restlichen sieben
    Ereigniskarten als verdeckter Stapel ... platziert' and the enchanted
    roles 'als verdeckter Stapel': every shuffle comes from the seed, so no
    view may hold it; the referee's snapshot keeps it."""
    from hexbox.games.broom_service import Game

    g = Game(3, 735982211, ("storm",))
    assert g.to_dict()["config"]["seed"] == 735982211
    for seat in range(3):
        v = g.view(seat)
        assert v["config"]["seed"] is None and v["rng"] is None
        assert "735982211" not in repr(v)
        assert v["events"][1:] == [-1] * 6 and set(v["ench_deck"]) == {-1}
