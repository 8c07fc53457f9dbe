"""Techno Witches: setup, starting positions and the turn (seed rule sentences)."""

import pytest
from tw_helpers import curves_total, give, kinds, ready

from hexbox.core import fixed
from hexbox.core.errors import IllegalAction
from hexbox.games.techno_witches import Game, data, layout, pieces


def test_castles_1_to_8_with_their_names():
    """Seed: castles numbered 1 to 8, "Featherstroke", "Skyprick", "Cloudstitch",
    "Weatherpoint", "Sunstaff", "Cometspear", "Starpole", "Whirltower"."""
    assert data.CASTLE_NAMES[1:] == ("Featherstroke", "Skyprick", "Cloudstitch", "Weatherpoint",
                                     "Sunstaff", "Cometspear", "Starpole", "Whirltower")
    assert Game(players=2, seed=0).castles == [1, 2, 3, 4, 5, 6, 7, 8]


def test_castles_1_and_2_at_least_two_spellbooks_apart():
    """Seed: castles 1 and 2 are placed at a distance of at least two
    spellbooks laid side by side; 3 and 4 to the right of those."""
    (x1, y1), (x2, y2) = data.OPEN_CASTLES[1], data.OPEN_CASTLES[2]
    gap = abs(y1 - y2) - data.CASTLE_RADIUS[1] - data.CASTLE_RADIUS[2]
    assert (x1 - x2) ** 2 + (y1 - y2) ** 2 >= (2 * 140) ** 2 and gap > 0
    assert data.OPEN_CASTLES[3][0] > x1 and data.OPEN_CASTLES[4][0] > x2


@pytest.mark.parametrize("players", [2, 3, 4])
def test_flight_school_one_witch_house_per_player_left_of_castles(players):
    """Seed: to the left of castles 1 and 2, place as many witch houses as
    there are players, spaced roughly evenly."""
    names = layout.house_names("flight_school", players)
    assert len(names) == players
    ys = [layout.house_xy("flight_school", players, n)[1] for n in names]
    steps = [b - a for a, b in zip(ys, ys[1:])]
    assert max(steps) - min(steps) <= 2
    for n in names:
        assert layout.house_xy("flight_school", players, n)[0] < data.OPEN_CASTLES[1][0]


@pytest.mark.parametrize("adventure", ["bumblebee", "wolkenschreck"])
def test_bumblebee_and_wolkenschreck_place_all_four_houses(adventure):
    """Seed: all witch houses are placed regardless of how many players."""
    assert len(layout.house_names(adventure, 2)) == 4


def test_cat_right_of_castles_3_and_4_in_flight_school_and_only_watches_in_bumblebee():
    """Seed: the cat Quaddatsch is placed to the right of castles 3 and 4;
    in Bumblebee Flight it only watches from the box."""
    assert data.OPEN_CAT[0] > data.OPEN_CASTLES[3][0]
    assert Game(players=2, seed=0).cat == -1
    assert Game(players=2, seed=0, variant=("bumblebee",)).cat == -2
    assert Game(players=2, seed=0, variant=("wolkenschreck",)).cat == -2


@pytest.mark.parametrize("players", [2, 3, 4])
def test_starting_positions_counterclockwise_from_right_of_oldest_then_oldest_moves(players):
    """Seed: the player to the right of the oldest places first, the others
    follow counterclockwise; whoever is last makes the first move, then play
    continues clockwise. (Seat 0 is the oldest, seats go clockwise.)"""
    g = Game(players=players, seed=0)
    order = []
    while g.pending:
        if g.pending[0][0] == "start":
            order.append(g.current)
        g.play(g.actions()[0])
    assert order == list(range(players - 1, -1, -1))
    assert g.current == 0
    g.play(("curve", 5, "L"))
    assert g.current == 1


def test_each_player_must_choose_a_different_witch_house():
    """Seed: each must choose a different witch house as their starting point."""
    g = Game(players=3, seed=0)
    g.play(("start", "h2"))
    g.play(g.actions()[0])
    assert ("start", "h2") not in g.actions()
    before = g.to_dict()
    with pytest.raises(IllegalAction):
        g.play(("start", "h2"))
    assert g.to_dict() == before


def test_tail_back_touches_the_house_and_flyer_sits_in_front():
    """Seed: the tail's rounded back touches the house; the flyer is attached
    to the smooth front of the tail."""
    g = Game(players=2, seed=0)
    g.play(("start", "h1"))
    k = g.actions()[0][1]
    g.play(("face", k))
    st = g.statics.houses[0][1]
    p = tuple(g.poses[1])
    assert pieces.touches(pieces.tail(p), st)
    assert not pieces.touches(pieces.flyer(p), st)
    assert g.home[1] == "h1"


def test_quaddatsch_nobody_starts_at_castle_1():
    """Seed: each player starts at a different castle, but no player may
    start at Castle 1."""
    g = Game(players=4, seed=0, variant=("quaddatsch",))
    locs = [a[1] for a in g.actions()]
    assert "c1" not in locs and locs and all(loc[0] == "c" for loc in locs)


def test_place_a_curve_left_or_right_at_the_next_slot():
    """Seed: the player takes a curve from the supply and places it at their
    spellbook pointing right or left; the first goes in position 1, the next
    in position 2."""
    g = ready()
    ev = g.play(("curve", 3, "R"))
    assert ("curve", 0, 1, 3, "R") in ev and g.supply[2] == 1
    g.play(("curve", 5, "L"))
    ev = g.play(("curve", 3, "L"))
    assert ("curve", 0, 2, 3, "L") in ev and g.supply[2] == 0
    assert g.books[0] == [[3, "R"], [3, "L"]]
    assert ("curve", 3, "L") not in g.actions()  # none left in the supply
    assert curves_total(g) == data.TOTAL_CURVES


def test_only_one_curve_per_turn():
    """Seed: a player may only ever place one curve at the spellbook per turn."""
    g = ready()
    g.play(("curve", 1, "L"))
    assert g.current == 1 and g.books[1] == []


def test_take_off_needs_at_least_one_curve():
    """Seed: once a player has at least one curve placed, they may take off."""
    g = ready()
    assert ("fly",) not in g.actions()
    before = g.to_dict()
    with pytest.raises(IllegalAction) as e:
        g.play(("fly",))
    assert "empty" in e.value.reason and g.to_dict() == before


def test_five_curves_at_the_book_must_fly():
    """Seed: if five curves are already lying at their spellbook, they must fly."""
    g = ready()
    give(g, 0, [(1, "L"), (2, "L"), (3, "R"), (4, "R"), (5, "L")])
    assert g.actions() == [("fly",)]
    with pytest.raises(IllegalAction) as e:
        g.play(("curve", 6, "L"))
    assert "must take off" in e.value.reason


def test_no_backward_flight_in_flight_school():
    """Seed: backward flight is introduced with the Bumblebee Flight."""
    assert not [a for a in ready().actions() if a[0] == "back"]
    assert [a for a in ready("bumblebee").actions() if a[0] == "back"]


def test_bad_constructor_arguments():
    for bad in (1, 5, "2", True):
        with pytest.raises(ValueError):
            Game(players=bad, seed=0)
    with pytest.raises(ValueError):
        Game(players=2, seed=0, variant=("flight_school", "quaddatsch"))
    with pytest.raises(ValueError):
        Game(players=2, seed=0, variant="quaddatsch")


def test_pass_only_when_nothing_else_is_possible():
    """Rules are silent when the supply is empty and the book too: the player
    passes (assumed)."""
    g = ready()
    g.supply = [0] * 10
    assert g.actions() == [("pass",)]
    assert kinds(g.play(("pass",))) == ["pass"]
    assert g.current == 1


def _to_dawn(g):
    """Play the last two turns before the safety net (data.MAX_ROUNDS)."""
    g.turns = data.MAX_ROUNDS * g.players - 2
    g.play(("curve", 1, "L"))
    assert not g.over
    return g.play(("curve", 1, "R"))


def test_flight_school_at_the_safety_net_ends_with_no_winner():
    """The seed has no round limit ("To win ... it is enough to touch the
    cat"); the referee's safety net (assumed) ends the night after
    data.MAX_ROUNDS rounds, and nobody touched the cat: no winner."""
    g = ready()
    ev = _to_dawn(g)
    assert ("round_limit",) in ev and g.over and g.result["winners"] == []
    assert g.result["reason"] == "round limit" and g.actions() == []


def test_quaddatsch_at_the_safety_net_the_most_points_win():
    """Seed: "The player who reaches 5 points first wins this adventure"; at
    the safety net (assumed) the closest to it, the most points, wins."""
    g = ready("quaddatsch", players=3)
    g.points = [2, 3, 0]
    ev = _to_dawn(g)
    assert ("round_limit",) in ev and g.result["winners"] == [1]
    assert g.result["scores"] == [2, 3, 0] and ev[-1] == ("game_over", 1)


def test_quaddatsch_at_the_safety_net_equal_points_share_and_none_win_nothing():
    """Seed: "The player who reaches 5 points first wins"; assumed at the
    safety net: a tie for the most points shares the win, and with no point
    scored at all nobody wins."""
    g = ready("quaddatsch", players=3)
    g.points = [2, 0, 2]
    _to_dawn(g)
    assert g.result["winners"] == [0, 2]
    g = ready("quaddatsch", players=3)
    _to_dawn(g)
    assert g.over and g.result["winners"] == []


def test_bumblebee_at_the_safety_net_the_furthest_along_the_route_wins():
    """Seed: "fly through the gap between Castle 3 ... and Castle 4. After
    that, they must fly left or right around one of the two castles and back
    to the witch houses"; at the safety net (assumed) the player furthest
    along that route wins."""
    from hexbox.games.techno_witches import flight

    g = ready("bumblebee", players=3)
    g.stage = [flight.ROUTE_GAP, flight.ROUTE_AROUND, flight.ROUTE_START]
    _to_dawn(g)
    assert g.result["winners"] == [1] and g.result["reason"] == "round limit"
    g = ready("bumblebee", players=3)
    _to_dawn(g)
    assert g.over and g.result["winners"] == []  # nobody through the gap


def test_wolkenschreck_wins_at_the_safety_net_as_nobody_caught_him():
    """Seed: "If none of the players manage to catch Wolkenschreck, he wins
    the adventure himself"; at the safety net (assumed) nobody did."""
    g = ready("wolkenschreck")
    ev = _to_dawn(g)
    assert ("round_limit",) in ev and ("wolkenschreck_wins",) in ev
    assert g.over and g.result["winners"] == [] and g.result["reason"] == "wolkenschreck"


def test_a_bumblebee_flyer_back_over_the_line_survives_a_resume():
    """A flyer past the line 1-2 ("crosses, on the way back, the imagined
    line") is at the route's last stage; a saved game holding it restores."""
    from hexbox.games.techno_witches import flight

    g = ready("bumblebee")
    g.stage = [flight.ROUTE_BACK, flight.ROUTE_AROUND]
    d = g.to_dict()
    assert Game.from_dict(d).to_dict() == d


def test_a_malformed_snapshot_is_rejected():
    from hexbox.core.errors import CorruptData

    d = ready().to_dict()
    for bad in (
        dict(d, supply=[2] * 9),
        dict(d, poses=[[1, 2]] * 2),
        dict(d, history=[1]),
        dict(d, config=dict(d["config"], players=7)),
        dict(d, pending=[["jump", 0]]),
        dict(d, pending=[["vote", 9]]),
    ):
        with pytest.raises(CorruptData):
            Game.from_dict(bad)


@pytest.mark.parametrize("players", [2, 4])
def test_a_start_heading_is_accepted_exactly_when_offered(players):
    """The engine contract: play() accepts exactly the legal actions, and an
    illegal one leaves the state as it was. A heading is checked alone when
    played (the engine's _legal_for), so every heading is tried against the
    full list the menu offers, on a table that fills up seat by seat."""
    g = Game(players=players, seed=3)
    refused = 0
    while g.pending and g.pending[0][0] in ("start", "face"):
        if g.pending[0][0] == "start":
            g.play(g.actions()[-1])
            continue
        offered = g.actions()
        for k in range(data.START_HEADINGS):
            refused += _refused_unless_offered(g, ("face", k), offered)
        g.play(offered[0])
    assert len(g.history) == 2 * players
    assert refused > 0  # some headings touch a house or a flyer: the refusal was tried


def _refused_unless_offered(g, action, offered):
    """Play action on a copy of g: it plays if the menu offers it; else it
    is refused and the copy is left exactly as it was. 1 if refused."""
    before = g.to_dict()
    trial = Game.from_dict(before)
    if action in offered:
        trial.play(action)
        return 0
    with pytest.raises(IllegalAction):
        trial.play(action)
    assert trial.to_dict() == before
    return 1


@pytest.mark.parametrize("adventure", data.ADVENTURES)
def test_a_start_place_is_accepted_exactly_when_offered(adventure):
    """The engine contract for the places to start: a free place where the
    flyer fits is checked alone when played (the engine's _legal_for), so
    every place of the table, taken or not, and names that are none, are
    tried against the full list the menu offers, seat by seat."""
    g = Game(players=4, seed=5, variant=(adventure,))
    places = list(layout.start_candidates(g.adventure, g.players, g.castles)) + ["c1", "h9", 3]
    tried = refused = 0
    while g.pending and g.pending[0][0] in ("start", "face"):
        if g.pending[0][0] == "face":
            g.play(g.actions()[0])
            continue
        offered = g.actions()
        for loc in places:
            tried += 1
            refused += _refused_unless_offered(g, ("start", loc), offered)
        g.play(offered[-1])
    assert refused > 0 and tried > refused  # taken places and non-places were refused


def _set_against_by_bisection(x, y, h, place):
    """The starting pose as first written: a plain bisection over the whole
    bracket from the shape's box, one touch test per step."""
    tail_len = pieces.mm(data.TAIL_LEN)
    half = min(place[3] - place[1], place[4] - place[2]) // 2
    lo = tail_len + half - 1
    hi = tail_len + (max(place[3] - place[1], place[4] - place[2]) * 3) // 4 + 2
    jx, jy = pieces.ahead(x, y, h, lo)
    if not pieces.touches(pieces.tail((jx, jy, h)), place):
        lo = tail_len
    while hi - lo > 1:
        mid = (lo + hi) // 2
        jx, jy = pieces.ahead(x, y, h, mid)
        if pieces.touches(pieces.tail((jx, jy, h)), place):
            lo = mid
        else:
            hi = mid
    jx, jy = pieces.ahead(x, y, h, lo)
    return (jx, jy, h)


@pytest.mark.parametrize("adventure", data.ADVENTURES)
def test_a_tail_set_against_any_house_or_castle_sits_where_the_plain_bisection_puts_it(adventure):
    """Seed: "the tail's rounded back touches the house" (or castle). The
    box narrows its bisection with a worked-out estimate (16 start headings
    on a Pico cost 0.9 s before); every house and castle of every table, at
    every 1/256 turn of heading, gives exactly the pose the plain bisection
    gives, so no game or saved log changes."""
    places = []
    for players in range(data.MIN_PLAYERS, data.MAX_PLAYERS + 1):
        for name in layout.house_names(adventure, players):
            places.append((layout.house_xy(adventure, players, name), pieces.house(
                *layout.house_xy(adventure, players, name))))
    for n in range(1, 9):
        x, y = layout.castle_xy(adventure, n)
        places.append(((x, y), pieces.castle(n, x, y)))
    for (x, y), place in places:
        for k in range(256):
            h = k * fixed.TURN // 256
            assert pieces.set_against(pieces.mm(x), pieces.mm(y), h, place) == \
                _set_against_by_bisection(pieces.mm(x), pieces.mm(y), h, place), (x, y, k)
