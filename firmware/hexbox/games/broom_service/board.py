# A Broom Service board: regions, borders, castles, cloud spaces, towers and
# variant tile spaces, checked on load. The reference sides are map_front.py and
# map_back.py; a user may load a transcription of their own board as a dict of
# the same tables (Board.from_dict), and gets a ConfigError naming the fault.
from hexbox.core.errors import ConfigError

from .data import CASTLE, FOREST, HILL, MOUNTAIN, WATER

_KEYS = ("REGIONS", "ADJACENT", "CASTLES", "CLOUD_SPACES", "TOWERS", "MOUNTAIN_SPACES",
         "FOREST_SPACES", "HILL_SPACES", "STONE_CIRCLES")


def _bad(msg):
    raise ConfigError("board: " + msg)


def _name(x, what):
    # a name is text: str() of anything else could recurse without end
    if not isinstance(x, str):
        _bad("the name of %s must be a string" % what)
    return x


def _int(x, lo, hi, what):
    if not isinstance(x, int) or isinstance(x, bool) or not lo <= x <= hi:
        _bad("%s must be an int in %d..%d, got %r" % (what, lo, hi, x))
    return x


def _neighbours(borders, n):
    """Per region, the sorted regions it borders (each border listed once)."""
    nb = [[] for _ in range(n)]
    for p in borders:
        a = _int(p[0], 0, n - 1, "border region")
        b = _int(p[1], 0, n - 1, "border region")
        if a == b or b in nb[a]:
            _bad("border %r is a loop or listed twice" % (tuple(p),))
        nb[a].append(b)
        nb[b].append(a)
    return tuple(tuple(sorted(x)) for x in nb)


class Board:
    def __init__(self, name, tables):
        self.name = name
        regions = tables["REGIONS"]
        n = len(regions)
        if n < 3:
            _bad("needs at least 3 regions")
        self.n = n
        self.names = tuple(_name(r[0], "region %d" % i) for i, r in enumerate(regions))
        self.land = tuple(_int(r[1], 0, CASTLE, "landscape of region %d" % i)
                          for i, r in enumerate(regions))
        self.xy = tuple((_int(r[2], 0, 100000, "x"), _int(r[3], 0, 100000, "y")) for r in regions)
        self.adj = _neighbours(tables["ADJACENT"], n)
        self.castles = tuple(_int(c, 0, n - 1, "castle") for c in tables["CASTLES"])
        if len(self.castles) != 2 or self.castles[0] == self.castles[1]:
            _bad("needs exactly two castle regions")
        for c in self.castles:
            if self.land[c] != CASTLE:
                _bad("castle region %s is not marked castle" % self.names[c])
        self.cloud_spaces = tuple(_int(c, 0, n - 1, "cloud space") for c in tables["CLOUD_SPACES"])
        for c in self.cloud_spaces:
            if self.land[c] > MOUNTAIN:
                _bad("cloud space in water or castle region %s" % self.names[c])
        towers = self.towers = tuple(self._tower(i, t) for i, t in enumerate(tables["TOWERS"]))
        self.mountain_spaces = tuple(
            (self._space(s[0], MOUNTAIN, "mountain"),
             tuple(_int(t, 0, len(towers) - 1, "covered tower") for t in s[1]))
            for s in tables["MOUNTAIN_SPACES"])
        self.forest_spaces = tuple(self._space(r, FOREST, "forest")
                                   for r in tables["FOREST_SPACES"])
        self.hill_spaces = tuple(self._space(r, HILL, "hill") for r in tables["HILL_SPACES"])
        self.circles = tuple(_int(r, 0, n - 1, "stone circle") for r in tables["STONE_CIRCLES"])
        if len(self.circles) not in (0, 4):
            _bad("stone circles: give none or all four (A-D)")
        for r in self.circles:
            if r in self.cloud_spaces or self.land[r] == WATER:
                _bad("stone circle %s lies in water or under a cloud" % self.names[r])
        if self.hill_spaces and not self.circles:
            _bad("hill tile spaces need the four stone circles")
        # towers touching each region, for delivery look-ups
        touch = [[] for _ in range(n)]
        for i, t in enumerate(self.towers):
            for r in t[4]:
                touch[r].append(i)
        self.touch = tuple(tuple(x) for x in touch)

    def _tower(self, i, t):
        """Tower i of the table: (colour, shape, VP, wands, the regions it
        touches), which must border each other and be land."""
        n = self.n
        col = _int(t[0], 0, 2, "tower colour")
        shape = _int(t[1], 0, 1, "tower shape")
        vp = _int(t[2], 0, 50, "tower VP")
        wands = _int(t[3], 0, 2, "tower wands")
        rs = tuple(_int(r, 0, n - 1, "tower region") for r in t[4])
        if not rs:
            _bad("tower %d touches no region" % i)
        for a in rs:
            if self.land[a] > MOUNTAIN:
                _bad("tower %d touches water or a castle" % i)
            for b in rs:
                if a != b and b not in self.adj[a]:
                    _bad("tower %d touches %s and %s, which do not border"
                         % (i, self.names[a], self.names[b]))
        return (col, shape, vp, wands, rs)

    def _space(self, r, land, what):
        _int(r, 0, self.n - 1, what + " space")
        if self.land[r] != land:
            _bad("%s space in region %s of another landscape" % (what, self.names[r]))
        return r

    @classmethod
    def from_module(cls, mod):
        return cls(mod.NAME, dict((k, getattr(mod, k)) for k in _KEYS))

    @classmethod
    def from_dict(cls, d):
        if not isinstance(d, dict):
            _bad("a board transcription is a dict of tables")
        for k in _KEYS:
            if k not in d:
                _bad("missing table " + k)
        try:
            return cls(_name(d.get("NAME", "custom"), "NAME"), d)
        except (TypeError, IndexError, KeyError):
            raise ConfigError("board: a table has the wrong shape") from None

    def to_dict(self):
        return {
            "NAME": self.name,
            "REGIONS": [[self.names[i], self.land[i], self.xy[i][0], self.xy[i][1]]
                        for i in range(self.n)],
            "ADJACENT": [[a, b] for a in range(self.n) for b in self.adj[a] if a < b],
            "CASTLES": list(self.castles),
            "CLOUD_SPACES": list(self.cloud_spaces),
            "TOWERS": [[t[0], t[1], t[2], t[3], list(t[4])] for t in self.towers],
            "MOUNTAIN_SPACES": [[r, list(c)] for r, c in self.mountain_spaces],
            "FOREST_SPACES": list(self.forest_spaces),
            "HILL_SPACES": list(self.hill_spaces),
            "STONE_CIRCLES": list(self.circles),
        }


_loaded = []  # [side, Board]: the last side loaded (a Board is never changed)


def load(side):
    """The reference board: side "front" or "back". Loaded once per side in
    a row: the box's bots restore many states of one game."""
    if _loaded and _loaded[0] == side:
        return _loaded[1]
    if side == "front":
        from . import map_front as mod
    elif side == "back":
        from . import map_back as mod
    else:
        raise ConfigError("board side must be front or back")
    b = Board.from_module(mod)
    _loaded[:] = [side, b]
    return b
