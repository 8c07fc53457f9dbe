# Load a Spuknacht board description (see board_ref.py) into integer length
# units, checking it first. Every problem raises ConfigError naming it, so a
# maker who measured their own box learns what to fix.

from hexbox.core.disc import disc_touch
from hexbox.core.errors import ConfigError
from hexbox.core.fixed import TURN, deg, mm
from hexbox.core.sweep import rotate_point

from .motor import Wheel

_MAGICIANS = 3  # sourced: three magicians, three start fields
_GHOST_STARTS = 3  # sourced: "any of the three ghost starting fields"
_TARGETS = 8  # sourced: 8 motifs, one target field each
_CORNERS = 4  # sourced: 4 gates, one per corner


# rotate_point rounds a ghost's centre by under 1.5 units (sweep.py header),
# so 2 units of margin keep the ring test below sound
REACH_MARGIN = 2

# A ghost that touched a magician stays in contact with it until it is this
# much farther away than touching (planner.py). assumed: 4 units (1/4 mm),
# below what a player sees and more than twice the rounding of a ghost's
# centre (under 0.9 units, sweep.py), so a contact never blinks off and on.
CLEAR_MARGIN = 4


def out_of_reach(cx, cy, radius, x, y, reach):
    """True when (x, y) is farther than `reach` from every point of the
    circle of `radius` round (cx, cy): a ghost on that ring can never touch
    a magician there, and the pair can be skipped."""
    dx = x - cx
    dy = y - cy
    dd = dx * dx + dy * dy
    hi = radius + reach
    lo = radius - reach
    return dd > hi * hi or (lo > 0 and dd < lo * lo)


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


class Board:
    """A checked board in length units (hexbox.core.fixed) and binary angles."""

    def __init__(self, data):
        self.name = data.get("name", "board")
        w, h = _get(data, "size_mm")
        _need(_is_int(w) and _is_int(h) and w > 0 and h > 0, "size_mm must be two whole mm > 0")
        self.size_mm = (w, h)
        self._load_fields(data, w, h)
        self._load_paths(data)
        self._load_pieces(data)
        self._load_wheel(data, w, h)

    # -- fields and paths ----------------------------------------------------
    def _load_fields(self, data, w, h):
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
        self.n = n
        self.fx = tuple(mm(r[0]) for r in rows)
        self.fy = tuple(mm(r[1]) for r in rows)
        self.fr = tuple(mm(r[2]) for r in rows)
        fx, fy, fr = self.fx, self.fy, self.fr
        for i in range(n):
            for j in range(i + 1, n):
                # test first, format only on failure: no heap per pair
                if disc_touch(fx[i], fy[i], fr[i], fx[j], fy[j], fr[j]):
                    _need(False, "fields %d and %d overlap (centres %r and %r)", i, j,
                          rows[i][:2], rows[j][:2])

    def _load_paths(self, data):
        n = self.n
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
        self.adj = tuple(tuple(sorted(a)) for a in adj)
        # connected: every field reachable from field 0
        seen = bytearray(n)
        seen[0] = 1
        todo = [0]
        while todo:
            f = todo.pop()
            for g in self.adj[f]:
                if not seen[g]:
                    seen[g] = 1
                    todo.append(g)
        lost = [i for i in range(n) if not seen[i]]
        _need(not lost, "the path graph is disconnected: fields %s cannot be reached from field 0",
              ", ".join(str(i) for i in lost))

    # -- starts, targets, corners -------------------------------------------
    def _distinct(self, fields, count, what):
        _need(len(fields) == count, "needs %d %s, has %d", count, what, len(fields))
        for f in fields:
            _field_id(f, self.n, what)
        _need(len(set(fields)) == count, "%s repeat a field: %r", what, tuple(fields))
        return tuple(fields)

    def _load_pieces(self, data):
        self.magician_starts = self._distinct(
            _get(data, "magician_starts"), _MAGICIANS, "magician start fields")
        gs = _get(data, "ghost_starts")
        for row in gs:
            _need(len(row) == 3, "ghost start %r must be (field, mount radius mm, angle deg)", row)
        self.ghost_starts = self._distinct([r[0] for r in gs], _GHOST_STARTS, "ghost start fields")
        self._ghost_rows = gs
        targets = _get(data, "targets")
        _need(len(targets) == _TARGETS, "a target is missing: needs %d target fields "
              "(one per motif), has %d", _TARGETS, len(targets))
        self.targets = self._distinct(targets, _TARGETS, "target fields")
        corners = _get(data, "corners")
        _need(len(corners) == _CORNERS, "a corner is missing: needs %d corners, has %d",
              _CORNERS, len(corners))
        for c in corners:
            _need(len(c) == 4, "corner %r must be (start field, stairs (x, y) mm, crest, closed)", c)
        self.corner_starts = self._distinct([c[0] for c in corners], _CORNERS,
                                            "corner start fields")
        self.stairs_mm = tuple(tuple(c[1]) for c in corners)
        self.crests = tuple(c[2] for c in corners)
        closed = [i for i in range(_CORNERS) if corners[i][3]]
        _need(len(closed) == 1, "exactly one corner must be closed from the start, found %d",
              len(closed))
        self.closed_corner = closed[0]

    # -- wheel, ghosts, motor ----------------------------------------------
    def _load_wheel(self, data, w, h):
        cx, cy = _get(data, "wheel_centre_mm")
        _need(0 < cx < w and 0 < cy < h, "wheel centre (%r, %r) is not on the board", cx, cy)
        self.cx = mm(cx)
        self.cy = mm(cy)
        gr = _get(data, "ghost_r_mm")
        mr = _get(data, "magician_r_mm")
        _need(_is_int(gr) and gr > 0 and _is_int(mr) and mr > 0,
              "ghost_r_mm and magician_r_mm must be whole mm > 0")
        self.ghost_r = mm(gr)
        self.magician_r = mm(mr)
        room = min(cx, cy, w - cx, h - cy)  # nearest board edge from the hub
        radii = []
        angles = []
        for f, r, a in self._ghost_rows:
            _need(_is_int(r) and r >= 0 and _is_int(a),
                  "ghost start %d: mount radius and angle must be whole numbers", f)
            _need(r + gr <= room,
                  "the ghost path from start field %d leaves the board: mount radius %d mm + "
                  "ghost radius %d mm > %d mm from the wheel centre to the nearest edge",
                  f, r, gr, room)
            ang = deg(a) & (TURN - 1)
            x, y = rotate_point(self.cx, self.cy, mm(r), ang)
            _need(disc_touch(x, y, 0, self.fx[f], self.fy[f], self.fr[f]),
                  "ghost start field %d: its wheel mount (radius %d mm, %d deg) is not on the field",
                  f, r, a)
            radii.append(mm(r))
            angles.append(ang)
        self.mount_r = tuple(radii)
        self.mount_a = tuple(angles)
        # per ghost ring: the fields a ghost on it can ever touch
        reach = self.ghost_r + self.magician_r + REACH_MARGIN
        self.ring_fields = tuple(
            tuple(f for f in range(self.n)
                  if not out_of_reach(self.cx, self.cy, r, self.fx[f], self.fy[f], reach))
            for r in radii)
        self.wheel = Wheel(_get(data, "motor"), _get(data, "notches"), TURN)
        for f in self.magician_starts:
            for k in range(_GHOST_STARTS):
                x, y = rotate_point(self.cx, self.cy, self.mount_r[k], self.mount_a[k])
                _need(not disc_touch(x, y, self.ghost_r, self.fx[f], self.fy[f], self.magician_r),
                      "magician start field %d is touched by the ghost on start field %d",
                      f, self.ghost_starts[k])


_cache = []


def reference_board():
    """The shipped board, loaded once."""
    if not _cache:
        from .board_ref import BOARD

        _cache.append(Board(BOARD))
    return _cache[0]
