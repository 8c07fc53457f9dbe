"""Techno Witches, Bumblebee Flight: backward flight, the gap, the line back,
the house chosen by the others, the backward landing. Seed sentences quoted."""

import pytest
from tw_helpers import chain, curves_total, give, kinds, pose, put, ready, take_off

from hexbox.core.errors import IllegalAction
from hexbox.games.techno_witches import layout, pieces
from hexbox.games.techno_witches.flight import ROUTE_AROUND, ROUTE_BACK, ROUTE_GAP


def _fly(g, seat, at, book, back=None):
    put(g, seat, *at)
    give(g, seat, book, back)
    g.turn = seat
    return take_off(g)


def test_oldest_player_begins():
    """Seed: the oldest player begins."""
    assert ready("bumblebee", 3).current == 0


def test_backward_curve_goes_on_the_lower_side_and_forces_take_off_next_turn():
    """Seed: a player can only place one curve on the lower side; as soon as
    they do, even if it is the only curve, they must take off the next time
    it is their turn."""
    g = ready("bumblebee")
    ev = g.play(("back", 4, "R"))
    assert ("back", 0, 4, "R") in ev and g.backs[0] == [4, "R"] and g.books[0] == []
    g.play(("curve", 1, "L"))  # seat 1
    assert g.current == 0 and g.actions() == [("fly",)]
    before = g.to_dict()
    with pytest.raises(IllegalAction) as e:
        g.play(("back", 5, "L"))
    assert "backward" in e.value.reason and g.to_dict() == before


def test_no_backward_curve_once_five_forward_curves_lie_at_the_book():
    """Seed: with five curves at the book the player must fly (so no sixth,
    backward, curve either)."""
    g = ready("bumblebee")
    give(g, 0, [(1, "L"), (2, "L"), (3, "R"), (4, "R"), (5, "L")])
    assert g.actions() == [("fly",)]


def test_green_backward_manoeuvre_is_flown_after_the_forward_curves():
    """Seed example: Green places a right curve, a left curve and then a
    backward manoeuvre; the flyer first flies all forward curves, then the
    tail is set aside, the backward curve is placed behind the flyer, the
    tail comes to its end and the flyer is set in front of the tail."""
    g = ready("bumblebee")
    ev = _fly(g, 0, (500, 400, 90), [(6, "R"), (7, "L")], back=(5, "L"))
    assert [e[0] for e in ev if e[0].endswith("flown")] == \
        ["curve_flown", "curve_flown", "backward_flown"]
    fwd = chain([500 * pieces.U, 400 * pieces.U, 16384], [(6, "R"), (7, "L")])
    assert g.poses[0] == chain(fwd, [(5, "L")], forward=False)
    # a backward curve keeps the flyer facing the way it moved from: the
    # heading turns the opposite way to the same curve flown forward
    assert g.poses[0][2] != chain(fwd, [(5, "L")])[2]
    assert g.backs[0] is None and curves_total(g) == 20


def test_passing_the_gap_between_castles_3_and_4():
    """Seed: a player must fly through the gap between Castle 3 (Cloudstitch)
    and Castle 4 (Weatherpoint)."""
    g = ready("bumblebee")
    ev = _fly(g, 0, (600, 400, 0), [(10, "L")])
    assert ("gap_passed", 0) in ev and g.stage[0] == ROUTE_GAP


def test_flying_around_a_castle_instead_of_through_the_gap_does_not_count():
    g = ready("bumblebee")
    ev = _fly(g, 0, (600, 700, 0), [(10, "R")])
    assert "gap_passed" not in kinds(ev) and g.stage[0] == 0


GAP_EAST = (600, 400, 0), [(10, "L")]  # through the gap, away from the houses
GAP_WEST = (800, 400, 180), [(10, "R")]  # through the gap, toward the houses
AROUND_3 = (760, 650, 180), [(10, "L")]  # west across the line 3-4, north of castle 3
AROUND_4 = (760, 150, 180), [(10, "R")]  # west across the line 3-4, south of castle 4
OUT_AROUND_3 = (680, 650, 0), [(10, "R")]  # east across the line 3-4, north of castle 3
LINE_WEST = (420, 400, 180), [(10, "R")]  # west across the line through castles 1 and 2


def _route(g, *flights):
    ev = []
    for at, book in flights:
        ev += _fly(g, 0, at, book)
        assert "crash" not in kinds(ev)
        while g.pending:  # the others' vote: any house
            g.play(g.actions()[0])
    return ev


def test_through_the_gap_then_around_a_castle_then_back_across_the_line():
    """Seed: "a player must fly through the gap between Castle 3
    ("Cloudstitch") and Castle 4 ("Weatherpoint"). After that, they must fly
    left or right around one of the two castles and back to the witch
    houses." and "As soon as a player crosses, on the way back, the
    "imagined line" that runs through Castles 1 and 2 ... those players who
    have not yet reached this line decide"."""
    for around, castle in ((AROUND_3, 3), (AROUND_4, 4)):
        g = ready("bumblebee", 3)
        ev = _route(g, GAP_EAST)
        assert ("gap_passed", 0) in ev
        ev = _route(g, around)
        assert ("around_castle", 0, castle) in ev and "line_crossed" not in kinds(ev)
        ev = _fly(g, 0, *LINE_WEST)
        assert ("line_crossed", 0) in ev and g.pending[0][0] == "vote"


def test_straight_back_through_the_gap_is_not_around_a_castle():
    """Seed: "After that, they must fly left or right around one of the two
    castles and back": flying back through the gap is not flying around a
    castle, so the line 1-2 does not count yet."""
    g = ready("bumblebee", 3)
    _route(g, GAP_EAST)
    ev = _route(g, GAP_WEST)
    assert "around_castle" not in kinds(ev) and "gap_passed" not in kinds(ev)
    ev = _fly(g, 0, *LINE_WEST)
    assert "line_crossed" not in kinds(ev) and not g.pending
    # the gap must be passed again, then the way round a castle
    ev = _route(g, GAP_EAST, AROUND_3)
    assert ("gap_passed", 0) in ev and ("around_castle", 0, 3) in ev
    assert ("line_crossed", 0) in _fly(g, 0, *LINE_WEST)


def test_the_gap_counts_only_flown_away_from_the_houses():
    """Seed: "fly through the gap ... After that, they must fly ... around
    one of the two castles and back to the witch houses": the gap is on the
    way out, so passing it toward the houses does not count."""
    g = ready("bumblebee", 3)
    ev = _route(g, GAP_WEST)
    assert "gap_passed" not in kinds(ev)
    ev = _route(g, OUT_AROUND_3, GAP_WEST, AROUND_3)  # round castle 3 the wrong way
    assert "gap_passed" not in kinds(ev) and "around_castle" not in kinds(ev)
    assert "line_crossed" not in kinds(_fly(g, 0, *LINE_WEST))


def test_one_tight_curve_out_through_the_gap_and_straight_back_in():
    """Seed: "After that, they must fly left or right around one of the two
    castles": a single tight curve that goes out through the gap and comes
    back through it has not gone round a castle (both crossings count, in
    the order flown)."""
    g = ready("bumblebee", 3)
    ev = _route(g, ((705, 400, 30), [(1, "L")]))
    assert [e for e in ev if e[0] in ("gap_passed", "gap_back")] == \
        [("gap_passed", 0), ("gap_back", 0)]
    assert g.stage[0] == 0


def test_crossing_the_line_1_2_before_the_gap_does_not_count():
    """Seed: the line counts "on the way back", after the gap."""
    g = ready("bumblebee", 3)
    ev = _fly(g, 0, (420, 400, 180), [(10, "R")])
    assert "line_crossed" not in kinds(ev) and not g.pending


def test_on_the_way_back_the_others_agree_on_the_house():
    """Seed: as soon as a player crosses, on the way back, the line through
    castles 1 and 2, the players who have not yet reached it decide where the
    player must land: they agree on a house without a marker on it."""
    g = ready("bumblebee", 3)
    g.stage[0] = ROUTE_AROUND
    ev = _fly(g, 0, (420, 400, 180), [(10, "R")])
    assert ("line_crossed", 0) in ev and g.stage[0] == ROUTE_BACK
    assert g.current == 1 and ("vote", "h3") in g.actions()
    g.play(("vote", "h3"))
    assert g.current == 2
    ev = g.play(("vote", "h3"))
    assert ("marker", 0, "h3") in ev and g.marker[0] == "h3"
    assert g.current == 1  # then the turn passes on


def test_if_they_cannot_agree_the_player_chooses_the_house():
    """Seed: if they cannot agree, the player in question chooses the house."""
    g = ready("bumblebee", 3)
    g.stage[0] = ROUTE_AROUND
    g.marker[2] = "h1"
    g.stage[2] = ROUTE_BACK  # seat 2 has reached the line already: not asked
    g.stage[1] = 0
    _fly(g, 0, (420, 400, 180), [(10, "R")])
    assert g.pending[0][2] == [1]  # only seat 1 decides
    assert ("vote", "h1") not in g.actions()  # h1 carries a marker
    g2 = ready("bumblebee", 4)
    g2.stage[0] = ROUTE_AROUND
    _fly(g2, 0, (420, 400, 180), [(10, "R")])
    g2.play(("vote", "h2"))
    g2.play(("vote", "h2"))
    g2.play(("vote", "h4"))
    assert g2.current == 0 and g2.actions()[0][0] == "land"
    ev = g2.play(("land", "h1"))
    assert ("marker", 0, "h1") in ev


def test_with_nobody_left_to_decide_the_player_chooses():
    g = ready("bumblebee", 2)
    g.stage[0] = ROUTE_AROUND
    g.stage[1] = ROUTE_BACK
    g.marker[1] = "h4"
    _fly(g, 0, (420, 400, 180), [(10, "R")])
    assert g.current == 0 and ("land", "h4") not in g.actions() and ("land", "h2") in g.actions()


def test_win_by_touching_the_marked_house_backward_with_the_curve_or_tail():
    """Seed: to win, a player must fly backward (!) and touch, with the
    attached curve or the tail, the house on which their marker lies."""
    g = ready("bumblebee")
    g.stage[0] = ROUTE_BACK
    g.marker[0] = "h2"
    ev = _fly(g, 0, (160, 320, 345), [], back=(1, "L"))
    assert ("landed_home", 0, "h2") in ev and g.over and g.result["winners"] == [0]


def test_touching_the_marked_house_forward_is_a_crash():
    g = ready("bumblebee")
    g.stage[0] = ROUTE_BACK
    g.marker[0] = "h2"
    ev = _fly(g, 0, (300, 320, 180), [(10, "L")])
    assert ("crash", 0, "h2") in ev and not g.over


def test_touching_another_house_backward_is_a_crash():
    g = ready("bumblebee")
    g.stage[0] = ROUTE_BACK
    g.marker[0] = "h3"
    ev = _fly(g, 0, (160, 320, 345), [], back=(1, "L"))
    assert ("crash", 0, "h2") in ev and not g.over


def test_backward_landing_crashes_on_another_flyer_or_tail():
    """Seed: a crash can also occur during a backward landing approach, if
    the curve or tail cannot be placed because of another flyer or tail."""
    g = ready("bumblebee")
    g.stage[0] = ROUTE_BACK
    g.marker[0] = "h2"
    start = (160, 320, 345)
    sp = tuple(pose(*start))
    end = pieces.curve_end(sp, 1, True, False)
    # park seat 1 where our tail comes to lie at the end of the backward curve
    x, y = pieces.ahead(end[0], end[1], end[2], -120 * pieces.U)
    g.poses[1] = [x, y, end[2]]
    assert layout.hits(layout.obstacles(g, 0), pieces.tail(end)) == ["f1"]
    ev = _fly(g, 0, start, [], back=(1, "L"))
    assert ("crash", 0, "f1") in ev and not g.over
    assert g.poses[0] == list(sp)  # the flyer stays where it was
