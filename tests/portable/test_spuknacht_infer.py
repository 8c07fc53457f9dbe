# Move inference from occupancy: "Compare against the
# occupancy each legal action would produce; a half-done move is pending. An
# impossible position ... changes nothing."

from hexbox.games.spuknacht.infer import ACTION, IMPOSSIBLE, PENDING, SAME, fields_after, infer

MAGS = [10, 20, 30]
ACTS = [("move", 0, 11), ("move", 0, 12), ("move", 1, 21), ("exit", 2, 1)]


def test_matching_one_action():
    assert infer(MAGS, ACTS, [12, 20, 30]) == (ACTION, ("move", 0, 12))
    assert infer(MAGS, ACTS, [10, 21, 30]) == (ACTION, ("move", 1, 21))


def test_nothing_moved_is_same():
    assert infer(MAGS, ACTS, [10, 20, 30]) == (SAME, [])
    assert infer(MAGS, [("pass",)], [10, 20, 30]) == (SAME, [("pass",)])


def test_lifted_magician_is_pending_with_its_exits():
    assert infer(MAGS, ACTS, [10, 20]) == (PENDING, (2, [("exit", 2, 1)]))
    assert infer(MAGS, ACTS, [20, 30]) == (PENDING, (0, []))


def test_impossible_positions():
    # set down on a field no legal move reaches
    assert infer(MAGS, ACTS, [13, 20, 30]) == (IMPOSSIBLE, ([13], [10]))
    # a fourth magnet
    assert infer(MAGS, ACTS, [10, 20, 30, 40])[0] == IMPOSSIBLE
    # two magicians moved at once
    assert infer(MAGS, ACTS, [11, 21, 30])[0] == IMPOSSIBLE


def test_fields_after_each_kind():
    assert fields_after([-1, -1, -1], ("place", 0, 5)) == [5]
    assert fields_after(MAGS, ("exit", 1, 0)) == [10, 30]
    assert fields_after(MAGS, ("away", 2, 3)) == [3, 10, 20]
    assert fields_after(MAGS, ("stay", 2)) == [10, 20, 30]


def test_actions_made_one_at_a_time_read_the_same():
    """The hall-sensor table reads Spuknacht's ~120 moves without a list
    (hexbox.core.lazy.Walk, made afresh at each read): every verdict, the
    lifted magician's exits included (a second read), is the list's."""
    from hexbox.core.lazy import Walk

    walk = Walk(lambda: iter(ACTS))
    assert len(walk) == len(ACTS) and walk[2] == ACTS[2] and list(walk) == ACTS
    for obs in ([12, 20, 30], [10, 20, 30], [10, 20], [13, 20, 30], [11, 21, 30]):
        assert infer(MAGS, walk, obs) == infer(MAGS, ACTS, obs)
