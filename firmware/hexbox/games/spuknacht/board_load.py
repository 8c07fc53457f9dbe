# Load a Spuknacht board description (see board_ref.py) into a Board, in
# integer length units, checking it first. Every problem raises ConfigError
# naming it, so a maker who measured their own box learns what to fix. Apart
# from board.py: a box needs this code once, to build its board, and then
# gets its RAM back (hexbox.app.main unloads it).

from hexbox.core.disc import disc_touch
from hexbox.core.errors import ConfigError
from hexbox.core.fixed import TURN, deg, mm
from hexbox.core.sweep import rotate_point

from .board import REACH_MARGIN, out_of_reach
from .motor import Wheel

_MAGICIANS = 3  # sourced: three magicians, three start fields
_GHOST_STARTS = 3  # sourced: "any of the three ghost starting fields"
_TARGETS = 8  # sourced: 8 motifs, one target field each
_CORNERS = 4  # sourced: 4 gates, one per corner


def _need(cond, msg, *args):
    if not cond:
        raise ConfigError("board: " + (msg % args if args else msg))


def _get(data, key):
    _need(key in data, "missing entry %r", key)
    return data[key]


def _is_int(v):
    return isinstance(v, int) and not isinstance(v, bool)


def _field_id(v, n, what):
    _need(_is_int(v) and 0 <= v < n, "%s: %r is not a field number 0..%d", what, v, n - 1)
    return v


def load(board, data):
    """Fill `board` (a Board) from data, or raise ConfigError saying what is wrong."""
    board.name = data.get("name", "board")
    w, h = _get(data, "size_mm")
    _need(_is_int(w) and _is_int(h) and w > 0 and h > 0, "size_mm must be two whole mm > 0")
    board.size_mm = (w, h)
    _load_fields(board, data, w, h)
    _load_paths(board, data)
    _load_pieces(board, data)
    _load_wheel(board, data, w, h)


# -- fields and paths ----------------------------------------------------
def _load_fields(board, data, w, h):
    rows = _get(data, "fields_mm")
    n = len(rows)
    _need(n >= 2, "needs at least 2 fields, has %d", n)
    for i in range(n):
        row = rows[i]
        if not (len(row) == 3 and _is_int(row[0]) and _is_int(row[1]) and _is_int(row[2])):
            _need(False, "field %d must be (x_mm, y_mm, radius_mm) whole numbers, got %r",
                  i, row)
        x, y, r = row
        if r <= 0:
            _need(False, "field %d has radius %d; it must be > 0", i, r)
        if not (r <= x <= w - r and r <= y <= h - r):
            _need(False, "field %d at (%d, %d) r %d is not inside the %d x %d mm board",
                  i, x, y, r, w, h)
    board.n = n
    board.fx = tuple(mm(r[0]) for r in rows)
    board.fy = tuple(mm(r[1]) for r in rows)
    board.fr = tuple(mm(r[2]) for r in rows)
    fx, fy, fr = board.fx, board.fy, board.fr
    for i in range(n):
        for j in range(i + 1, n):
            # test first, format only on failure: no heap per pair
            if disc_touch(fx[i], fy[i], fr[i], fx[j], fy[j], fr[j]):
                _need(False, "fields %d and %d overlap (centres %r and %r)", i, j,
                      rows[i][:2], rows[j][:2])


def _load_paths(board, data):
    n = board.n
    adj = [[] for _ in range(n)]
    for p in _get(data, "paths"):
        if len(p) != 2:
            _need(False, "path %r must be a pair of fields", p)
        a = p[0]
        b = p[1]
        if not (_is_int(a) and _is_int(b) and 0 <= a < n and 0 <= b < n):
            _field_id(a, n, "path %r" % (p,))
            _field_id(b, n, "path %r" % (p,))
        if a == b:
            _need(False, "path %r joins field %d to itself", p, a)
        if b in adj[a]:
            _need(False, "path %d-%d is listed twice", a, b)
        adj[a].append(b)
        adj[b].append(a)
    board.adj = tuple(tuple(sorted(a)) for a in adj)
    # connected: every field reachable from field 0
    seen = bytearray(n)
    seen[0] = 1
    todo = [0]
    while todo:
        f = todo.pop()
        for g in board.adj[f]:
            if not seen[g]:
                seen[g] = 1
                todo.append(g)
    lost = [i for i in range(n) if not seen[i]]
    _need(not lost, "the path graph is disconnected: fields %s cannot be reached from field 0",
          ", ".join(str(i) for i in lost))


# -- starts, targets, corners -------------------------------------------
def _distinct(board, fields, count, what):
    _need(len(fields) == count, "needs %d %s, has %d", count, what, len(fields))
    for f in fields:
        _field_id(f, board.n, what)
    _need(len(set(fields)) == count, "%s repeat a field: %r", what, tuple(fields))
    return tuple(fields)


def _load_pieces(board, data):
    board.magician_starts = _distinct(board, _get(data, "magician_starts"), _MAGICIANS,
                                  "magician start fields")
    gs = _get(data, "ghost_starts")
    for row in gs:
        _need(len(row) == 3, "ghost start %r must be (field, mount radius mm, angle deg)", row)
    board.ghost_starts = _distinct(board, [r[0] for r in gs], _GHOST_STARTS, "ghost start fields")
    board._ghost_rows = gs
    targets = _get(data, "targets")
    _need(len(targets) == _TARGETS, "a target is missing: needs %d target fields "
          "(one per motif), has %d", _TARGETS, len(targets))
    board.targets = _distinct(board, targets, _TARGETS, "target fields")
    corners = _get(data, "corners")
    _need(len(corners) == _CORNERS, "a corner is missing: needs %d corners, has %d",
          _CORNERS, len(corners))
    for c in corners:
        _need(len(c) == 4, "corner %r must be (start field, stairs (x, y) mm, crest, closed)", c)
    board.corner_starts = _distinct(board, [c[0] for c in corners], _CORNERS,
                                        "corner start fields")
    board.stairs_mm = tuple(tuple(c[1]) for c in corners)
    board.crests = tuple(c[2] for c in corners)
    closed = [i for i in range(_CORNERS) if corners[i][3]]
    _need(len(closed) == 1, "exactly one corner must be closed from the start, found %d",
          len(closed))
    board.closed_corner = closed[0]


# -- wheel, ghosts, motor ----------------------------------------------
def _load_wheel(board, data, w, h):
    cx, cy = _get(data, "wheel_centre_mm")
    _need(0 < cx < w and 0 < cy < h, "wheel centre (%r, %r) is not on the board", cx, cy)
    board.cx = mm(cx)
    board.cy = mm(cy)
    gr = _get(data, "ghost_r_mm")
    mr = _get(data, "magician_r_mm")
    _need(_is_int(gr) and gr > 0 and _is_int(mr) and mr > 0,
          "ghost_r_mm and magician_r_mm must be whole mm > 0")
    board.ghost_r = mm(gr)
    board.magician_r = mm(mr)
    room = min(cx, cy, w - cx, h - cy)  # nearest board edge from the hub
    radii = []
    angles = []
    for f, r, a in board._ghost_rows:
        _need(_is_int(r) and r >= 0 and _is_int(a),
              "ghost start %d: mount radius and angle must be whole numbers", f)
        _need(r + gr <= room,
              "the ghost path from start field %d leaves the board: mount radius %d mm + "
              "ghost radius %d mm > %d mm from the wheel centre to the nearest edge",
              f, r, gr, room)
        ang = deg(a) & (TURN - 1)
        x, y = rotate_point(board.cx, board.cy, mm(r), ang)
        _need(disc_touch(x, y, 0, board.fx[f], board.fy[f], board.fr[f]),
              "ghost start field %d: its wheel mount (radius %d mm, %d deg) is not on the field",
              f, r, a)
        radii.append(mm(r))
        angles.append(ang)
    board.mount_r = tuple(radii)
    board.mount_a = tuple(angles)
    # per ghost ring: the fields a ghost on it can ever touch
    reach = board.ghost_r + board.magician_r + REACH_MARGIN
    board.ring_fields = tuple(
        tuple(f for f in range(board.n)
              if not out_of_reach(board.cx, board.cy, r, board.fx[f], board.fy[f], reach))
        for r in radii)
    board.wheel = Wheel(_get(data, "motor"), _get(data, "notches"), TURN)
    for f in board.magician_starts:
        for k in range(_GHOST_STARTS):
            x, y = rotate_point(board.cx, board.cy, board.mount_r[k], board.mount_a[k])
            _need(not disc_touch(x, y, board.ghost_r, board.fx[f], board.fy[f], board.magician_r),
                  "magician start field %d is touched by the ghost on start field %d",
                  f, board.ghost_starts[k])
