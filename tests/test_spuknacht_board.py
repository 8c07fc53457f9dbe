# Board data and its validation: a measured board with a mistake is refused
# with an error that names the problem.
import pytest

from hexbox.core.errors import ConfigError
from hexbox.core.fixed import mm
from hexbox.games.spuknacht.board import Board, reference_board
from hexbox.games.spuknacht.board_ref import BOARD


def variant(**changes):
    d = dict(BOARD)
    d.update(changes)
    return d


def refused(data, *words):
    with pytest.raises(ConfigError) as e:
        Board(data)
    msg = str(e.value)
    for w in words:
        assert w in msg, msg
    return msg


def test_reference_board_meets_the_issue():
    """About 300 x 300 mm, at least 40 fields, 3 + 3 start fields, 8 targets,
    4 corners with one closed from the start."""
    b = reference_board()
    assert b.size_mm == (300, 300)
    assert b.n >= 40
    assert len(b.magician_starts) == 3 and len(b.ghost_starts) == 3
    assert len(set(b.targets)) == 8
    assert len(b.corner_starts) == 4 and 0 <= b.closed_corner < 4
    assert b.wheel.notches >= 1 and len(b.mount_r) == 3


def test_disconnected_graph_is_named():
    paths = tuple(p for p in BOARD["paths"] if 47 not in p)
    refused(variant(paths=paths), "disconnected", "47")


def test_overlapping_fields_are_named():
    fields = list(BOARD["fields_mm"])
    fields[1] = (40, 30, 12)  # 10 mm from field 0
    refused(variant(fields_mm=tuple(fields)), "fields 0 and 1 overlap")


def test_missing_target_is_named():
    refused(variant(targets=BOARD["targets"][:7]), "target is missing")


def test_missing_corner_is_named():
    refused(variant(corners=BOARD["corners"][:3]), "corner is missing")


def test_ghost_path_leaving_the_board_is_named():
    gs = list(BOARD["ghost_starts"])
    gs[2] = (21, 145, 180)  # 145 + 9 > 150 mm from the hub to the edge
    fields = list(BOARD["fields_mm"])
    fields[21] = (13, 150, 12)
    refused(variant(ghost_starts=tuple(gs), fields_mm=tuple(fields)),
            "ghost path from start field 21 leaves the board")


def test_ghost_mount_off_its_start_field_is_named():
    gs = list(BOARD["ghost_starts"])
    gs[0] = (24, 40, 30)
    refused(variant(ghost_starts=tuple(gs)), "ghost start field 24", "not on the field")


def test_other_mistakes_are_named():
    refused(variant(paths=BOARD["paths"] + ((3, 3),)), "to itself")
    refused(variant(paths=BOARD["paths"] + ((1, 0),)), "twice")
    refused(variant(paths=BOARD["paths"] + ((1, 99),)), "99")
    refused(variant(targets=(8, 8, 26, 45, 27, 29, 19, 16)), "repeat")
    corners = list(BOARD["corners"])
    corners[1] = (6, (292, 8), "owl", True)
    refused(variant(corners=tuple(corners)), "exactly one corner")
    refused(variant(magician_starts=(12, 35)), "magician start fields")
    refused(variant(magician_starts=(12, 35, 24)), "touched by the ghost")
    refused(variant(motor="warp-drive"), "unknown motor")
    fields = list(BOARD["fields_mm"])
    fields[5] = (296, 30, 12)
    refused(variant(fields_mm=tuple(fields)), "field 5", "not inside")
    d = dict(BOARD)
    del d["notches"]
    refused(d, "notches")


def test_units_are_the_collision_core_units():
    b = reference_board()
    assert b.fx[0] == mm(30) and b.fr[0] == mm(12) and b.cx == mm(150)
