"""Techno Witches: taking off, crashing, hovering and Flight School's cat.
Each test names the seed sentence it checks. Positions are mm on the
1200 x 800 table, headings degrees counter-clockwise from +x."""

import pytest
from tw_helpers import chain, curves_total, give, kinds, pose, put, ready, take_off

from hexbox.core import fixed
from hexbox.core.errors import IllegalAction
from hexbox.games.techno_witches import data, layout, pieces


def _premise_band_clear_flyer_hits(g, start, shape, side, target):
    """Premise of a scenario: the curve itself misses `target`, the flyer at
    its tip touches it."""
    band = pieces.curve_band(tuple(start), shape, side == "L", True)
    end = pieces.curve_end(tuple(start), shape, side == "L", True)
    return (not pieces.touches(band, target)) and pieces.touches(pieces.flyer(end), target)


def test_violet_right_curve_then_left_curve():
    """Seed example: Violet places a right curve (1) and then a left curve (2):
    the first curve is attached to the tail, the flyer set at its tip, the
    second attached to the first, and the flight ends at the tip of the second
    with the tail reattached behind the flyer."""
    g = ready()
    put(g, 0, 500, 400, 90)
    start = list(g.poses[0])
    g.play(("curve", 1, "R"))  # a tight right curve
    g.play(("curve", 5, "L"))
    g.play(("curve", 7, "L"))  # then a gentle left curve
    g.play(("curve", 5, "R"))
    ev = g.play(("fly",))
    flown = [e for e in ev if e[0] == "curve_flown"]
    assert flown == [("curve_flown", 0, 1, 1, "R"), ("curve_flown", 0, 2, 7, "L")]
    # the heading turned right by curve 1's sweep, then left by curve 7's
    want_h = (fixed.deg(90) - fixed.deg(120) + fixed.deg(36)) & fixed.MASK
    assert g.poses[0][2] == want_h
    assert g.poses[0] == chain(start, [(1, "R"), (7, "L")])
    # a right turn from heading north ends east of the start
    assert g.poses[0][0] > start[0]
    assert g.books[0] == [] and curves_total(g) == 20 and g.home[0] is None
    assert ("landed", 0, pieces.to_mm(g.poses[0][0]), pieces.to_mm(g.poses[0][1]), 6) in ev


def test_all_curves_at_the_book_must_be_flown_and_then_go_back():
    """Seed: all curves at the spellbook must always be placed; after the
    flight the curves placed during the turn are removed."""
    g = ready()
    put(g, 0, 500, 400, 90)
    give(g, 0, [(1, "R"), (7, "L"), (9, "L")])
    before = list(g.supply)
    ev = g.play(("fly",))
    assert kinds(ev).count("curve_flown") == 3
    assert g.supply == [n + (1 if i in (0, 6, 8) else 0) for i, n in enumerate(before)]


def test_crash_keeps_only_curves_whose_tip_holds_the_flyer():
    """Seed: if a player cannot lay out all their curves because an obstacle
    (a castle) is in the way, the flight ends in a crash; only the curves at
    whose tip the flyer can be placed remain, the others go back to the supply."""
    g = ready()
    put(g, 0, 500, 400, 0)
    start = list(g.poses[0])
    give(g, 0, [(4, "R"), (8, "L"), (1, "L")])
    ev = g.play(("fly",))
    assert ("crash", 0, "c4") in ev  # Weatherpoint is in the way of curve 2
    assert [e for e in ev if e[0] == "curve_flown"] == [("curve_flown", 0, 1, 4, "R")]
    assert g.poses[0] == chain(start, [(4, "R")])
    assert g.books[0] == [] and curves_total(g) == 20 and sum(g.supply) == 20 - 0
    assert g.current == 1  # the turn ends there


def test_crash_when_the_flyer_cannot_be_placed_at_the_tip():
    """Seed: a crash also happens if the player cannot place their flyer
    (the curve fits, the flyer at its tip touches castle 7)."""
    g = ready()
    target = g.statics.castles[7]
    for x in range(560, 760, 2):
        if _premise_band_clear_flyer_hits(g, pose(x, 700, 0), 10, "R", target):
            break
    else:
        raise AssertionError("no such position")
    put(g, 0, x, 700, 0)
    give(g, 0, [(10, "R")])
    ev = take_off(g)
    assert ("crash", 0, "c7") in ev


def test_touching_the_table_edge_is_a_crash():
    """Seed: an obstacle is ... the edge of the table (!)."""
    g = ready()
    put(g, 0, 1100, 400, 0)
    give(g, 0, [(10, "L")])
    ev = take_off(g)
    assert ("crash", 0, "e3") in ev


def test_touching_another_players_tail_is_a_crash():
    """Seed: an obstacle is ... another player's flyer or tail."""
    g = ready()
    put(g, 1, 680, 470, 90)
    put(g, 0, 500, 400, 0)
    give(g, 0, [(10, "L")])
    ev = take_off(g)
    assert ("crash", 0, "t1") in ev


def test_even_the_slightest_touch_is_a_crash():
    """Seed: even the slightest touch of an obstacle causes a crash: a curve
    that ends exactly at the edge (gap 0) crashes, one unit less does not."""
    g = ready()
    end_x = None
    # walk the start along x until the flyer at the tip just reaches the edge
    for x in range(800, 1200):
        p = pose(x, 600, 0)
        end = pieces.curve_end(tuple(p), 10, True, True)
        fl = pieces.flyer(end)
        if pieces.touches(fl, g.statics.walls[3][1]):
            end_x = x
            break
    assert end_x is not None
    assert end_x > 800
    for u in range(-pieces.U, 1):
        p = [end_x * pieces.U + u, 600 * pieces.U, 0]
        end = pieces.curve_end(tuple(p), 10, True, True)
        if pieces.touches(pieces.flyer(end), g.statics.walls[3][1]):
            first = u
            break
    g.poses[0] = [end_x * pieces.U + first, 600 * pieces.U, 0]
    g.home[0] = None
    give(g, 0, [(10, "L")])
    assert "crash" in kinds(take_off(g))
    g2 = ready()
    g2.poses[0] = [end_x * pieces.U + first - 1, 600 * pieces.U, 0]
    g2.home[0] = None
    give(g2, 0, [(10, "L")])
    assert "crash" not in kinds(g2.play(("fly",)))


def test_hover_when_not_even_the_first_curve_can_be_flown_keeps_the_book():
    """Seed: sometimes the flyer cannot fly the very first curve; the player
    may cast a Hover: sit out that turn but keep all the curves at the book."""
    g = ready()
    put(g, 0, 1100, 400, 0)
    give(g, 0, [(10, "L"), (3, "R")])
    where = list(g.poses[0])
    ev = g.play(("fly",))
    # asked first: nothing has crashed yet
    assert ev == [("blocked", 0, "e3")] and g.actions() == [("hover",), ("crash",)]
    assert g.current == 0
    ev = g.play(("hover",))
    assert ev == [("hover", 0)]
    assert g.books[0] == [[10, "L"], [3, "R"]] and g.poses[0] == where and g.current == 1


def test_instead_of_hovering_the_player_may_take_the_crash():
    """Seed: hovering is an option; taking the crash empties the book and
    the flyer stays where it was."""
    g = ready()
    put(g, 0, 1100, 400, 0)
    give(g, 0, [(10, "L"), (3, "R")])
    where = list(g.poses[0])
    g.play(("fly",))
    ev = g.play(("crash",))
    assert ("crash", 0, "e3") in ev
    assert g.books[0] == [] and g.poses[0] == where and sum(g.supply) == 20
    assert g.current == 1


def test_the_tail_at_an_intermediate_tip_is_no_obstacle():
    """Seed: the flyer is set at the tip of each curve in turn (Violet: "(3)
    the flyer is set at the tip of that curve"); only once the last curve is
    placed "you set your flyer back onto the tip ... of the piece placed
    last, remove all the curves ... and finally reattach the tail behind the
    flyer". So the tail is not behind the flyer at the first tip: that it
    would touch castle 2 there is no crash, and no Hover either."""
    g = ready()
    put(g, 0, 400, 320, 210)
    start = tuple(g.poses[0])
    tip1 = pieces.curve_end(start, 1, True, True)
    items = layout.obstacles(g, 0)
    assert not layout.hits(items, pieces.curve_band(start, 1, True, True))
    assert not layout.hits(items, pieces.flyer(tip1))
    assert layout.hits(items, pieces.tail(tip1)) == ["c2"]  # the tail, if it were there
    give(g, 0, [(1, "L"), (10, "L")])
    ev = g.play(("fly",))
    assert "crash" not in kinds(ev) and not g.pending
    assert [e[2] for e in ev if e[0] == "curve_flown"] == [1, 2]
    assert g.poses[0] == chain(list(start), [(1, "L"), (10, "L")])
    assert g.current == 1


def test_a_tail_that_cannot_be_reattached_where_the_flight_ends_is_a_crash_there():
    """Seed: "finally reattach the tail behind the flyer"; "Even the
    slightest touch of an obstacle causes a crash"; "Only the curves already
    on the table, at whose tip the flyer can be placed without a problem,
    remain." Assumed: a flyer whose tail would touch castle 4 at the last
    tip cannot be placed there without a problem: that curve is forfeited
    and the flight ends at the tip before, the tail reattached there."""
    g = ready()
    put(g, 0, 400, 300, 330)
    start = tuple(g.poses[0])
    tip1 = pieces.curve_end(start, 8, True, True)
    tip2 = pieces.curve_end(tip1, 1, False, True)
    items = layout.obstacles(g, 0)
    assert not layout.hits(items, pieces.curve_band(tip1, 1, False, True))
    assert not layout.hits(items, pieces.flyer(tip2))
    assert layout.hits(items, pieces.tail(tip2)) == ["c4"]
    assert not layout.hits(items, pieces.tail(tip1))
    give(g, 0, [(8, "L"), (1, "R")])
    ev = g.play(("fly",))
    assert ("crash", 0, "c4") in ev and not g.pending
    assert [e[2] for e in ev if e[0] == "curve_flown"] == [1]
    assert g.poses[0] == list(tip1) and g.books[0] == [] and curves_total(g) == 20


def test_hover_when_the_tail_cannot_follow_the_flyer_to_the_first_tip():
    """Seed: "Sometimes the flyer isn't even able to fly the very first
    curve. In this special case ... Hover". Assumed: when the flyer with its
    tail reattached cannot be placed at the first tip, the first curve
    cannot be flown."""
    g = ready()
    put(g, 0, 400, 320, 210)
    give(g, 0, [(1, "L")])  # its tip would put the tail on castle 2
    ev = g.play(("fly",))
    assert ev == [("blocked", 0, "c2")] and g.actions() == [("hover",), ("crash",)]
    g.play(("hover",))
    assert g.books[0] == [[1, "L"]] and g.current == 1


def test_no_hover_once_a_curve_was_flown():
    """Seed: hover is the special case of the very first curve only."""
    g = ready()
    put(g, 0, 500, 400, 0)
    give(g, 0, [(4, "R"), (8, "L")])
    g.play(("fly",))
    assert not g.pending and g.current == 1


def test_flight_school_touching_the_cat_with_a_curve_wins():
    """Seed: to win Flight School it is enough to touch the cat during a
    flight with your flyer, a curve, or the tail (here: a curve)."""
    g = ready()
    put(g, 0, 850, 400, 0)
    give(g, 0, [(10, "L")])
    ev = g.play(("fly",))
    assert ("cat_touched", 0) in ev and g.over and g.result["winners"] == [0]
    assert g.current == -1 and g.actions() == []
    with pytest.raises(IllegalAction):
        g.play(("curve", 1, "L"))


def test_flight_school_touching_the_cat_with_the_flyer_wins():
    """Seed: ... touch the cat with your flyer (the curve itself misses it)."""
    g = ready()
    cat = g.statics.cat
    for x in range(700, 1000):
        if _premise_band_clear_flyer_hits(g, pose(x, 400, 0), 10, "L", cat):
            break
    else:
        raise AssertionError("no such position")
    put(g, 0, x, 400, 0)
    give(g, 0, [(10, "L")])
    ev = g.play(("fly",))
    assert ("cat_touched", 0) in ev and g.result["winners"] == [0]


def test_flight_school_touching_the_cat_with_the_tail_wins():
    """Seed: ... or the tail: the tail reattached behind the flyer at the end
    of the flight touches the cat while curve and flyer miss it."""
    g = ready()
    cx, cy = data.OPEN_CAT
    found = None
    for dx in range(-60, 61, 4):
        for dy in range(-150, 151, 4):
            for h in range(0, 360, 30):
                p = tuple(pose(cx + dx, cy + dy, h))
                band = pieces.curve_band(p, 1, True, True)
                end = pieces.curve_end(p, 1, True, True)
                cat = g.statics.cat
                if (not pieces.touches(band, cat) and not pieces.touches(pieces.flyer(end), cat)
                        and pieces.touches(pieces.tail(end), cat)
                        and not pieces.touches(pieces.flyer(p), cat)):
                    found = (cx + dx, cy + dy, h)
                    break
            if found:
                break
        if found:
            break
    assert found, "no position where only the tail reaches the cat"
    put(g, 0, *found)
    give(g, 0, [(1, "L")])
    ev = g.play(("fly",))
    assert "crash" not in kinds(ev)
    assert ("cat_touched", 0) in ev and g.result["winners"] == [0]


def test_a_curve_that_crashes_does_not_collect_the_cat():
    """Seed: a crash ends the flight immediately: a curve touching the cat
    and another flyer at the same time is a crash, not a win (assumed)."""
    g = ready()
    # put the other flyer right behind the cat: the curve touches both
    put(g, 1, 1060, 400, 0)
    put(g, 0, 870, 400, 0)
    give(g, 0, [(10, "L")])
    band = pieces.curve_band(tuple(g.poses[0]), 10, True, True)
    items = layout.obstacles(g, 0)
    hit = layout.hits(items, band)
    assert "cat" in hit and ("t1" in hit or "f1" in hit)
    ev = take_off(g)
    assert "crash" in kinds(ev) and not g.over


def test_curve_actions_are_checked_before_anything_changes():
    g = ready()
    before = g.to_dict()
    for bad in (("curve", 0, "L"), ("curve", 11, "R"), ("curve", 3, "up"), ("curve", 3.0, "L"),
                ("back", 3, "L"), ("hover",), ("face", 1), ("curve", "3", "L")):
        with pytest.raises(IllegalAction):
            g.play(bad)
        assert g.to_dict() == before
