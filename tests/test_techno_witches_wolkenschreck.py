"""Techno Witches, the hunt for Wolkenschreck. Seed sentences quoted."""

from tw_helpers import curves_total, give, kinds, pose, put, ready, take_off

from hexbox.games.techno_witches import data, layout, pieces, wolkenschreck


def _fly(g, seat, at, book, back=None):
    put(g, seat, *at)
    give(g, seat, book, back)
    g.turn = seat
    return take_off(g)


def _wk_curves(ev):
    return [(e[1], e[2]) for e in ev if e[0] == "wolkenschreck_curve"]


def test_wolkenschreck_starts_at_castle_4_with_his_broom_pointing_at_castle_2():
    """Seed: the oldest player brings Wolkenschreck into starting position at
    Castle 4 (Weatherpoint), so that his broom points directly at Castle 2
    (Skyprick); castles and houses as in Bumblebee."""
    g = ready("wolkenschreck", 3)
    assert pieces.touches(pieces.tail(tuple(g.wk)), g.statics.castles[4])
    (x2, y2) = data.OPEN_CASTLES[2]
    assert g.wk[2] == pieces.bearing(g.wk[0], g.wk[1], x2 * pieces.U, y2 * pieces.U)
    assert len(g.statics.houses) == 4
    assert all(h[0] == "h" for h in g.home)  # players start at the witch houses


def test_the_first_three_curves_of_a_flight_fly_wolkenschreck_in_book_order():
    """Seed: every time a player flies, they set aside the first three curves
    they used, in book order; before the next player's turn Wolkenschreck
    flies them."""
    g = ready("wolkenschreck", 3)
    ev = _fly(g, 0, (300, 400, 0), [(10, "R"), (9, "L"), (8, "L"), (7, "R")])
    assert [s for s, _ in _wk_curves(ev)][:2] == [10, 9]
    assert kinds(ev).index("wolkenschreck_curve") > kinds(ev).index("landed")
    assert curves_total(g) == 20 and g.wk_queue == []


def test_only_one_or_two_curves_when_only_those_were_placed_and_the_backward_curve_counts():
    """Seed: if a player only placed one or two curves, only those are set
    aside (counting up to a backward curve, which he flies forward)."""
    g = ready("wolkenschreck", 3)
    ev = _fly(g, 0, (300, 400, 0), [(10, "R")], back=(3, "L"))
    assert [s for s, _ in _wk_curves(ev)] == [10, 3]


def test_each_curve_turns_toward_the_smallest_numbered_castle_on_the_table():
    """Seed: each curve is placed so that it points toward the castle with the
    smallest number among those still on the playing field."""
    g = ready("wolkenschreck", 3)
    g.wk = pose(700, 400, 0)  # castle 1 (300, 560) lies behind on the left
    assert wolkenschreck.choose_side(g, 6) == "L"
    g.wk = pose(700, 700, 0)  # now behind on the right
    assert wolkenschreck.choose_side(g, 6) == "R"
    g.castles.remove(1)  # castle 2 (300, 240) becomes the target: on the right
    g.wk = pose(700, 400, 0)
    assert wolkenschreck.choose_side(g, 6) == "R"


def test_when_ambiguous_the_player_whose_curves_they_are_decides():
    """Seed: should the situation be ambiguous (a curve already points
    directly at a castle), the player from whose flight the curves came
    decides."""
    g = ready("wolkenschreck", 3)
    g.wk = pose(700, 560, 180)  # pointing straight at castle 1
    assert wolkenschreck.choose_side(g, 10) is None
    ev = _fly(g, 0, (300, 400, 0), [(10, "R")])
    assert "wolkenschreck_curve" not in kinds(ev)
    assert g.current == 0 and g.actions() == [("wturn", "L"), ("wturn", "R")]
    ev = g.play(("wturn", "L"))
    assert _wk_curves(ev) == [(10, "L")]
    assert g.wk[2] > pose(0, 0, 180)[2]  # a left curve: the heading grew
    assert g.current == 1


def test_a_castle_he_touches_vanishes():
    """Seed: if Wolkenschreck touches a castle with his broom or with an
    attached curve, he magics it away."""
    g = ready("wolkenschreck", 3)
    g.wk = pose(600, 580, 0)  # castle 3 right ahead
    ev = _fly(g, 0, (300, 400, 0), [(10, "R")])
    assert ("vanish", 3) in ev and 3 not in g.castles
    assert all(name != "c3" for name, _ in layout.obstacles(g, 0))


def test_his_tail_at_an_intermediate_tip_vanishes_no_castle():
    """Seed: "If Wolkenschreck touches a castle with his broom or with an
    attached curve, he magics it away." He flies like the players: his broom
    is set at each tip, his tail only comes back behind it where his flight
    ends. That his tail would touch castle 1 at his first tip vanishes
    nothing, and he goes on turning toward castle 1."""
    g = ready("wolkenschreck", 3)
    g.wk = pose(350, 420, 120)
    assert wolkenschreck.choose_side(g, 1) == "R"
    tip1 = pieces.curve_end(tuple(g.wk), 1, False, True)
    items = layout.obstacles(g, -1, lines=False)
    assert not layout.hits(items, pieces.curve_band(tuple(g.wk), 1, False, True))
    assert not layout.hits(items, pieces.flyer(tip1))
    assert layout.hits(items, pieces.tail(tip1)) == ["c1"]
    ev = _fly(g, 0, (550, 400, 270), [(1, "L"), (10, "R")])
    assert "crash" not in kinds(ev)
    assert ("vanish", 1) not in ev and 1 in g.castles
    assert _wk_curves(ev) == [(1, "R"), (10, "L")]
    assert not [e for e in ev if e[0] == "vanish"]


def test_a_flyer_he_touches_starts_over_four_offers_left_neighbour_picks():
    """Seed: if his broom or a curve touches a player's flyer or tail, that
    player picks out four locations (a house or a castle, none where a flyer
    is in starting position), and their left-hand neighbour chooses one."""
    g = ready("wolkenschreck", 3)
    g.wk = pose(600, 580, 0)
    put(g, 1, 700, 640, 270)
    ev = _fly(g, 0, (300, 400, 0), [(10, "R")])
    assert ("wolkenschreck_touch", 1) in ev and g.poses[1] is None
    assert g.current == 1
    offered = []
    while g.pending[0][0] == "offer":
        a = g.actions()[len(offered) % 2]
        assert a[1] not in offered and a[1] != g.home[2]
        offered.append(a[1])
        g.play(a)
    assert len(offered) == data.WOLKENSCHRECK_OFFERS
    assert g.current == 2  # the left neighbour (clockwise next seat)
    assert sorted(a[1] for a in g.actions()) == sorted(offered)
    g.play(("pick", offered[-1]))
    assert g.current == 1
    ev = g.play(g.actions()[0])
    assert g.home[1] == offered[-1] and ev[0][:3] == ("start", 1, offered[-1])
    assert g.current == 1 and not g.pending  # seat 1's regular turn follows


def test_players_win_by_ramming_his_broom_in_forward_flight():
    """Seed: the first player to ram Wolkenschreck's broom wins; it must
    happen during forward flight."""
    g = ready("wolkenschreck", 3)
    g.wk = pose(700, 400, 90)  # broom from y 400 to 470 at x 700
    ev = _fly(g, 0, (500, 440, 0), [(10, "L")])
    assert ("wolkenschreck_rammed", 0) in ev and g.over and g.result["winners"] == [0]
    assert curves_total(g) == 20 and g.wk_queue == []  # he does not fly any more


def test_touching_his_broom_and_his_tail_at_once_is_a_ram():
    """Seed: "Victory belongs to whichever player manages to ram Wolkenschreck
    first ... only counts if, in touching him, the player does not
    simultaneously touch another obstacle (such as a castle)." His tail is
    part of him, not another obstacle: a flyer touching his broom and his
    tail at once rams him (as in Quaddatsch, where a flyer and its tail
    touched together are one ram)."""
    g = ready("wolkenschreck", 3)
    g.wk = pose(700, 400, 90)  # broom from y 400 to 470 at x 700, tail below
    p = tuple(pose(450, 336, 0))
    end = pieces.curve_end(p, 9, True, True)
    items = layout.obstacles(g, 0)
    assert not layout.hits(items, pieces.curve_band(p, 9, True, True))
    assert layout.hits(items, pieces.flyer(end)) == ["wf", "wt"]
    ev = _fly(g, 0, (450, 336, 0), [(9, "L")])
    assert "crash" not in kinds(ev)
    assert ("wolkenschreck_rammed", 0) in ev and g.over and g.result["winners"] == [0]


def test_touching_only_his_tail_is_a_ram_too():
    """Seed: "Victory belongs to whichever player manages to ram Wolkenschreck
    first" (touching him anywhere: his tail is part of him)."""
    g = ready("wolkenschreck", 3)
    g.wk = pose(700, 400, 90)
    p = tuple(pose(450, 300, 0))
    end = pieces.curve_end(p, 10, True, True)
    items = layout.obstacles(g, 0)
    assert not layout.hits(items, pieces.curve_band(p, 10, True, True))
    assert layout.hits(items, pieces.flyer(end)) == ["wt"]
    ev = _fly(g, 0, (450, 300, 0), [(10, "L")])
    assert ("wolkenschreck_rammed", 0) in ev and g.over


def test_ramming_him_while_touching_a_castle_is_a_crash():
    """Seed: it only counts if, in touching him, the player does not
    simultaneously touch another obstacle (such as a castle)."""
    g = ready("wolkenschreck", 3)
    g.wk = pose(640, 550, 0)  # his broom right in front of castle 3
    hit = None
    for y in range(520, 600, 2):
        p = tuple(pose(450, y, 0))
        items = layout.obstacles(g, 0)
        end = pieces.curve_end(p, 10, True, True)
        h = set(layout.hits(items, pieces.curve_band(p, 10, True, True))
                + layout.hits(items, pieces.flyer(end)))
        if "wf" in h and "c3" in h:
            hit = y
            break
    assert hit, "no position touching him and the castle at once"
    ev = _fly(g, 0, (450, hit, 0), [(10, "L")])
    assert "crash" in kinds(ev) and not g.over


def test_no_ramming_him_backward():
    g = ready("wolkenschreck", 3)
    sp = tuple(pose(300, 400, 0))
    end = pieces.curve_end(sp, 10, True, False)
    x, y = pieces.ahead(end[0], end[1], end[2], -150 * pieces.U)
    g.wk = [x, y, end[2]]
    ev = _fly(g, 0, (300, 400, 0), [], back=(10, "L"))
    assert "crash" in kinds(ev) and not g.over


def test_players_may_not_ram_each_other_here():
    """Seed: in this adventure players may not ram each other: a crash occurs."""
    g = ready("wolkenschreck", 3)
    put(g, 1, 680, 470, 90)
    ev = _fly(g, 0, (500, 400, 0), [(10, "L")])
    assert ("crash", 0, "t1") in ev and "ram" not in kinds(ev)


def test_wolkenschreck_wins_when_the_last_castle_has_vanished():
    """Seed: if nobody catches him, he wins as soon as he has vanished the
    last castle."""
    g = ready("wolkenschreck", 3)
    g.castles = [3]
    g.wk = pose(600, 580, 0)  # pointing straight at castle 3: ambiguous
    _fly(g, 0, (300, 400, 0), [(10, "R")])
    ev = g.play(("wturn", "R"))
    assert ("vanish", 3) in ev and g.over and g.result["winners"] == []
    assert g.result["reason"] == "wolkenschreck" and g.current == -1


def test_green_flies_backward_and_wolkenschreck_flies_that_curve_forward():
    """Seed example: (1) Green flies a backward manoeuvre. (2) Wolkenschreck
    then flies that curve forward and catches Castle Weatherpoint as well as
    the red flyer."""
    g = ready("wolkenschreck", 3)
    g.wk = pose(560, 260, 340)  # Weatherpoint ahead of him
    side = wolkenschreck.choose_side(g, 10)
    end = pieces.curve_end(tuple(g.wk), 10, side == "L", True)
    x, y = pieces.ahead(end[0], end[1], end[2], 100 * pieces.U)
    g.poses[2] = [x, y, end[2]]  # red, right where his broom will be
    g.home[2] = None
    ev = _fly(g, 1, (400, 420, 0), [], back=(10, "L"))  # green: backward only
    assert ("backward_flown", 1, 10, "L") in ev
    assert _wk_curves(ev) == [(10, side)]  # the backward curve, flown forward
    assert ("vanish", 4) in ev and ("wolkenschreck_touch", 2) in ev
    assert 4 not in g.castles and g.poses[2] is None and g.current == 2


def test_red_cannot_reach_him_and_he_turns_toward_the_smallest_castle():
    """Seed example: (1) Red flies toward Wolkenschreck but cannot reach him.
    (2) Wolkenschreck uses the curves to turn himself toward the
    smallest-numbered castle: each curve ends pointing closer to castle 1
    than the other side would."""
    g = ready("wolkenschreck", 3)
    g.turn = 2
    ev = _fly(g, 2, (300, 400, 0), [(10, "R"), (9, "L")])
    assert "wolkenschreck_rammed" not in kinds(ev) and not g.over
    tx, ty = data.OPEN_CASTLES[1]
    for x, y, h, shape, side in g.wk_path:
        errs = {}
        for s in "LR":
            ex, ey, eh = pieces.curve_end((x, y, h), shape, s == "L", True)
            errs[s] = pieces.angle_off(eh, pieces.bearing(ex, ey, tx * pieces.U, ty * pieces.U))
        other = "R" if side == "L" else "L"
        assert errs[side] <= errs[other]


def test_several_touched_flyers_start_over_in_touch_order_after_his_flight():
    """Seed: if several flyers are touched one after another, they are
    returned to starting position in the corresponding order, once
    Wolkenschreck has finished his flight."""
    from hexbox.games.techno_witches import Game

    g = ready("wolkenschreck", 3)
    g.wk = pose(600, 600, 0)
    put(g, 2, 700, 660, 270)  # in the way of his first curve
    put(g, 0, 300, 400, 0)
    give(g, 0, [(10, "R"), (10, "L")])
    # a dry run shows where his second curve ends; park seat 1 there
    dry = Game.from_dict(g.to_dict())
    dry.play(("fly",))
    end = dry.wk
    x, y = pieces.ahead(end[0], end[1], end[2], 100 * pieces.U)
    g.poses[1] = [x, y, end[2]]
    g.home[1] = None
    ev = g.play(("fly",))
    touched = [e[1] for e in ev if e[0] == "wolkenschreck_touch"]
    assert touched == [2, 1]
    assert kinds(ev).index("wolkenschreck_touch") > kinds(ev).index("wolkenschreck_curve")
    assert [p[1] for p in g.pending] == [2, 1] and g.pending[0][0] == "offer"
    assert g.poses[1] is None and g.poses[2] is None  # both off the table now


def test_flyers_touched_by_one_curve_start_over_in_the_order_he_reached_them():
    """Seed: "one after another ... in the corresponding order" also within
    one curve: the flyer his curve reaches first starts over first, whatever
    the seat numbers."""
    g = ready("wolkenschreck", 3)
    g.wk = pose(400, 600, 0)
    put(g, 2, 450, 560, 90)  # reached first
    put(g, 1, 550, 560, 90)  # reached later on the same curve
    ev = _fly(g, 0, (300, 400, 0), [(10, "R")])
    assert len(_wk_curves(ev)) == 1
    assert [e[1] for e in ev if e[0] == "wolkenschreck_touch"] == [2, 1]
    assert [p[1] for p in g.pending] == [2, 1]
