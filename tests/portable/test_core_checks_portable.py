# The two entry checks every engine shares: hexbox.core.action (the shape of
# an action) and hexbox.core.snapshot (a snapshot against a schema table).
from sizes import HUGE

from hexbox.core import action as A
from hexbox.core import snapshot as S
from hexbox.core.errors import CorruptData, IllegalAction

# unix port: values nested 2000 deep (lists, 64-bit) beside the schema walk
UPY_HEAP_KB = 288

DEEP = 2000


def deep(v, wrap=list):
    for _ in range(DEEP):
        v = wrap((v,))
    return v


def refused(a):
    try:
        A.check(a)
    except IllegalAction as e:
        assert e.reason
        return e.reason
    raise AssertionError("accepted")


def test_an_action_is_a_flat_tuple_of_exact_ints_and_strings():
    for ok in (("roll",), ("move", 2, 17), ("spell", "bf", 1, 3, 0, 2), ("x", -5, "")):
        assert A.check(ok) is ok
    assert "35.0" in refused(("place", 0, 35.0))
    assert "True" in refused(("place", True, 35))
    assert "None" in refused(("place", None))
    assert "tuple" in refused(["place", 0, 35])  # JSON's list is read back into a tuple first
    assert "empty" in refused(())
    assert "name" in refused((3, 4))
    assert "at most" in refused(("x",) * 9)
    assert "small" in refused(("x", 1 << 30))
    assert "small" in refused(("x", 10 ** 40))
    assert "letters" in refused(("x" * 25,))
    assert "a list of length 1" in refused(("move", [1]))
    assert "a dict" in refused(({"a": 1},))


def test_nothing_deep_or_huge_is_walked_or_printed():
    assert "a tuple of length 1" in refused(("move", deep(1, tuple)))
    assert "a tuple" in refused(deep(("roll",), tuple))
    assert "a list of length 1" in refused(deep(0))
    reason = refused(("move",) * HUGE)
    assert len(reason) < 80
    assert A.describe(10 ** 40) == "a number out of range"
    assert A.describe("y" * 1000) == "a string of 1000 characters"
    assert A.describe(deep(0)) == "a list of length 1"


SCHEMA = S.DICT(
    ("n", S.INT(0, 9)),
    ("on", S.BOOL),
    ("phase", S.STR("roll", "move")),
    ("ghosts", S.LIST(S.ROW(S.INT(0, 2), S.INT(0, 99)), 3, 4)),
    ("away", S.NULL(S.ROW(S.INT(0, 2), S.INT(0, 11)))),
    ("pending", S.LIST(S.ANY_OF(S.ROW(S.STR("start"), S.INT(0, 3)),
                                S.ROW(S.STR("face"), S.INT(0, 3), S.STR())))),
    ("history", S.LIST(S.ACTION)),
)
GOOD = {"n": 3, "on": False, "phase": "roll", "ghosts": [[0, 5], [1, 6], [2, 7]], "away": None,
        "pending": [["start", 1], ["face", 2, "h1"]], "history": [["roll"], ["move", 0, 3]],
        "extra": "ignored"}


def damaged(**kw):
    d = dict(GOOD)
    d.update(kw)
    try:
        S.check(d, SCHEMA)
    except CorruptData as e:
        return str(e)
    raise AssertionError("accepted %r" % (sorted(kw),))


def test_a_snapshot_that_fits_its_schema_passes():
    assert S.check(GOOD, SCHEMA) is GOOD
    S.check(dict(GOOD, away=[1, 11], ghosts=GOOD["ghosts"] + [[0, 0]]), SCHEMA)


def test_every_misfit_is_corrupt_data_naming_its_place():
    assert damaged(n=1.0) == "snapshot: n: an int in 0..9, not 1.0"
    assert "not True" in damaged(n=True)
    assert "not 10" in damaged(n=10)
    assert "on: true or false, not 0" in damaged(on=0)
    assert "one of roll, move" in damaged(phase="away")
    assert "ghosts[2][1]: an int in 0..99, not 1.5" in damaged(ghosts=[[0, 5], [1, 6], [2, 1.5]])
    assert "ghosts: a list of length 3..4, not a list of length 2" in damaged(
        ghosts=[[0, 5], [1, 6]]
    )
    assert "ghosts[0]: a list of length 2" in damaged(ghosts=[[0], [1, 6], [2, 7]])
    assert "away: null or" in damaged(away=[1])
    assert "pending[1]: none of its" in damaged(pending=[["start", 1], ["face", 9, "h1"]])
    assert "history[1]: an action" in damaged(history=[["roll"], "move"])
    assert "history[0]:" in damaged(history=[["roll", 2.5]])
    d = dict(GOOD)
    del d["phase"]
    try:
        S.check(d, SCHEMA)
    except CorruptData as e:
        assert str(e) == "snapshot: phase: missing"
    else:
        raise AssertionError("a missing field was accepted")


def test_values_nested_past_any_depth_fail_where_the_schema_stops():
    for key in ("n", "on", "phase", "ghosts", "away", "pending", "history"):
        assert key in damaged(**{key: deep(0)})
    assert "history[0]" in damaged(history=[deep("roll")])
    assert "ghosts[0][0]" in damaged(ghosts=[[deep(0), 5], [1, 6], [2, 7]])


def test_need_is_the_cross_field_check():
    S.need(True, "never")
    try:
        S.need(False, "the %s do not add up", "cards")
    except CorruptData as e:
        assert str(e) == "snapshot: the cards do not add up"
    else:
        raise AssertionError("need(False) passed")
