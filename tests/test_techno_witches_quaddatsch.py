"""Techno Witches, Quaddatsch: the chase for the cat. Seed sentences quoted."""

from tw_helpers import curves_total, give, kinds, pose, put, ready, take_off

from hexbox.games.techno_witches import data, layout, pieces


def _fly(g, seat, at, book, back=None):
    put(g, seat, *at)
    give(g, seat, book, back)
    g.turn = seat
    return take_off(g)


def _red_carries_cat_in_front_of_castle_1(g):
    put(g, 1, 600, 473, 0)  # seat 1 ("red") just above castle 1
    g.cat = 1


def test_castle_1_in_the_middle_the_others_on_a_circle_about_two_spellbooks_apart():
    """Seed: Castle 1 is placed in the middle of the table, the remaining
    castles around it in a circle, about two spellbooks apart; no houses."""
    assert data.CIRCLE_CASTLES[1] == (data.TABLE_W // 2, data.TABLE_H // 2)
    order = data.CIRCLE_ORDER
    for i in range(len(order)):
        a, b = order[i], order[(i + 1) % len(order)]
        (xa, ya), (xb, yb) = data.CIRCLE_CASTLES[a], data.CIRCLE_CASTLES[b]
        d2 = (xa - xb) ** 2 + (ya - yb) ** 2
        gap = data.CASTLE_RADIUS[a] + data.CASTLE_RADIUS[b]
        assert (gap + 150) ** 2 <= d2 <= (gap + 320) ** 2  # roughly 2 x 140 mm
    assert layout.house_names("quaddatsch", 4) == ()


def test_the_cat_touches_castle_1_at_its_edge():
    """Seed: the cat is placed so that it touches Castle 1 at its edge."""
    g = ready("quaddatsch")
    assert g.cat == -1 and pieces.touches(g.statics.cat, g.statics.castles[1])


def test_catch_the_cat_by_touch_in_forward_flight_and_score_after_the_flight():
    """Seed: Quaddatsch is caught as soon as a player touches it with a curve,
    their flyer or their tail; the player also scores the point immediately
    after the flight in which they caught the cat."""
    g = ready("quaddatsch")
    ev = _fly(g, 0, (684, 520, 270), [(10, "L")])
    assert ("cat_caught", 0) in ev and ("point", 0, 1) in ev
    assert kinds(ev).index("point") > kinds(ev).index("landed")
    assert g.cat == 0 and g.points == [1, 0]


def test_catch_the_cat_in_backward_flight():
    """Seed: Quaddatsch can be caught during both forward and backward flight."""
    g = ready("quaddatsch")
    ev = _fly(g, 0, (684, 280, 270), [], back=(10, "R"))
    assert ("cat_caught", 0) in ev and g.cat == 0 and g.points[0] == 1


def test_a_point_for_every_completed_flight_with_the_cat_on_the_hat():
    """Seed: every time a player has Quaddatsch on their hat at the end of a
    completed flight, they score a point."""
    g = ready("quaddatsch")
    g.cat = 0
    ev = _fly(g, 0, (600, 254, 270), [(1, "L")])
    assert ("point", 0, 1) in ev
    ev = _fly(g, 0, (600, 254, 270), [(1, "L")])
    assert ("point", 0, 2) in ev


def test_no_point_after_a_crash():
    """Seed: a player does not score the point if their flight ends in a crash."""
    g = ready("quaddatsch")
    g.cat = 0
    ev = _fly(g, 0, (600, 254, 270), [(1, "L"), (2, "R")])
    assert "crash" in kinds(ev) and "point" not in kinds(ev) and g.points[0] == 0 and g.cat == 0


def test_no_point_for_a_turn_without_flight():
    """Seed: ... or if they don't fly at all (only place a curve)."""
    g = ready("quaddatsch")
    g.cat = 0
    ev = g.play(("curve", 4, "L"))
    assert "point" not in kinds(ev) and g.points[0] == 0


def test_ramming_forward_takes_the_cat_and_sends_the_victim_to_a_castle_of_the_rammers_choice():
    """Seed: touching another player's flyer or tail with a curve or your own
    flyer during a forward flight rams them; the rammed flyer loses all curves
    at its spellbook and returns to a castle on the circle line chosen by the
    rammer (not one where another flyer is in starting position); ramming the
    cat carrier takes the cat away, and finishing the turn scores a point."""
    g = ready("quaddatsch", 3)
    _red_carries_cat_in_front_of_castle_1(g)
    give(g, 1, [(2, "L"), (3, "R")])
    home2 = g.home[2]
    ev = _fly(g, 0, (860, 438, 180), [(10, "R")])
    assert ("ram", 0, 1) in ev and ("cat_stolen", 0, 1) in ev and ("point", 0, 1) in ev
    assert g.cat == 0 and g.books[1] == [] and g.poses[1] is None
    assert curves_total(g) == 20
    assert g.current == 0  # the rammer chooses the castle
    locs = [a[1] for a in g.actions()]
    assert "c1" not in locs and home2 not in locs and locs
    g.play(("restart", locs[-1]))
    assert g.current == 1  # the rammed player brings the flyer into position
    g.play(g.actions()[0])
    assert g.home[1] == locs[-1] and g.poses[1] is not None
    assert g.current == 1  # and then it is the next player's turn


def test_a_flyer_and_its_tail_touched_at_once_are_one_ram():
    """Seed: "if you touch another player's flyer or their tail with an
    attached curve or your own flyer during a forward flight, you have
    successfully rammed them": touching both at once is one ram, one
    restart."""
    g = ready("quaddatsch", 3)
    put(g, 1, 800, 470, 0)
    p = tuple(pose(690, 590, 300))
    items = layout.obstacles(g, 0)
    assert layout.hits(items, pieces.curve_band(p, 10, True, True)) == ["f1", "t1"]
    ev = _fly(g, 0, (690, 590, 300), [(10, "L")])
    assert "crash" not in kinds(ev)
    assert [e for e in ev if e[0] == "ram"] == [("ram", 0, 1)]
    assert [q for q in g.pending if q[0] == "restart"] == [["restart", 0, 1]]


def test_green_fails_to_ram_because_of_the_castle_behind():
    """Seed example: Green fails, because if the curve marked X were placed,
    their flyer would touch not only the red flyer but also the castle
    behind it: ramming fails and becomes a crash."""
    g = ready("quaddatsch")
    _red_carries_cat_in_front_of_castle_1(g)
    found = None
    for y in range(420, 446, 2):
        p = (860 * pieces.U, y * pieces.U, 32768)
        band = pieces.curve_band(p, 10, False, True)
        end = pieces.curve_end(p, 10, False, True)
        items = layout.obstacles(g, 0)
        hit = set(layout.hits(items, band)) | set(layout.hits(items, pieces.flyer(end)))
        if "c1" in hit and ("f1" in hit or "t1" in hit):
            found = y
            break
    assert found, "no position touching red and the castle at once"
    ev = _fly(g, 0, (860, found, 180), [(10, "R")])
    assert ("crash", 0, "c1") in ev and "ram" not in kinds(ev)
    assert g.cat == 1 and g.poses[1] is not None


def test_no_ramming_in_backward_flight():
    """Seed: you cannot ram an opposing flyer during a backward flight
    (touching it is a crash)."""
    g = ready("quaddatsch")
    sp = (300 * pieces.U, 500 * pieces.U, 0)
    end = pieces.curve_end(sp, 10, True, False)
    x, y = pieces.ahead(end[0], end[1], end[2], -150 * pieces.U)
    g.poses[1] = [x, y, end[2]]
    ev = _fly(g, 0, (300, 500, 0), [], back=(10, "L"))
    assert "crash" in kinds(ev) and "ram" not in kinds(ev) and g.poses[1] is not None


def test_steal_then_crash_keeps_the_cat_but_scores_only_at_the_next_completed_flight():
    """Seed: if you crash on the rest of your flight, you now have the cat,
    but you don't score a point for it this turn; you only score at the next
    flight you complete successfully while carrying the cat."""
    g = ready("quaddatsch")
    _red_carries_cat_in_front_of_castle_1(g)
    ev = _fly(g, 0, (860, 438, 180), [(10, "R"), (1, "L")])
    assert ("cat_stolen", 0, 1) in ev and "crash" in kinds(ev)
    assert g.cat == 0 and g.points[0] == 0
    g.play(("restart", g.actions()[0][1]))
    g.play(g.actions()[0])
    ev = _fly(g, 0, (600, 254, 270), [(1, "L")])
    assert ("point", 0, 1) in ev


def test_carrier_touching_the_circle_line_returns_the_cat_to_castle_1():
    """Seed: if the player carrying Quaddatsch touches a line between two
    castles of the circle, they return it to Castle 1; they complete the
    flight but score no point for it."""
    g = ready("quaddatsch")
    g.cat = 0
    ev = _fly(g, 0, (600, 200, 270), [(1, "L")])
    assert ("cat_home", 0) in ev and "crash" not in kinds(ev) and "point" not in kinds(ev)
    assert g.cat == -1 and g.points[0] == 0


def test_the_circle_line_only_counts_once_the_flyer_carries_the_cat():
    """Seed: "If the player carrying Quaddatsch touches, during their
    flight, a line between two castles that forms the circle ... they must
    immediately return Quaddatsch to Castle 1". One curve crosses the line
    7-8 first and then rams red, who carries the cat: when it touched the
    line it carried nothing, so it keeps the stolen cat and scores ("If you
    can then finish your turn without crashing, you score a point")."""
    g = ready("quaddatsch")
    put(g, 1, 1040, 420, 90)  # red, outside the circle, carrying the cat
    g.cat = 1
    p = tuple(pose(900, 460, 0))
    hit = layout.hits(layout.obstacles(g, 0), pieces.curve_band(p, 10, True, True))
    assert sorted(hit) == ["f1", "l5"]
    ev = _fly(g, 0, (900, 460, 0), [(10, "L")])
    assert ("cat_stolen", 0, 1) in ev and "cat_home" not in kinds(ev)
    assert g.cat == 0 and ("point", 0, 1) in ev


def test_stealing_the_cat_and_then_touching_the_circle_line_returns_it():
    """Seed: "If the player carrying Quaddatsch touches ... a line ... they
    must immediately return Quaddatsch to Castle 1 ... They still complete
    the rest of their flight normally, but they no longer score a point for
    it." The curve rams red inside the circle, then crosses the line 7-8."""
    g = ready("quaddatsch")
    put(g, 1, 950, 420, 90)
    g.cat = 1
    ev = _fly(g, 0, (880, 460, 0), [(10, "L")])
    assert ("cat_stolen", 0, 1) in ev and ("cat_home", 0) in ev
    assert g.cat == -1 and "point" not in kinds(ev)


def test_the_circle_line_does_not_matter_without_the_cat():
    g = ready("quaddatsch")
    ev = _fly(g, 0, (600, 200, 270), [(1, "L")])
    assert "cat_home" not in kinds(ev) and "crash" not in kinds(ev)


def test_first_to_five_points_wins():
    """Seed: the player who is first to score their fifth point wins."""
    g = ready("quaddatsch")
    g.cat = 0
    g.points[0] = 4
    ev = _fly(g, 0, (600, 254, 270), [(1, "L")])
    assert ("point", 0, 5) in ev and g.over and g.result["winners"] == [0]
    assert g.result["scores"] == [5, 0]
