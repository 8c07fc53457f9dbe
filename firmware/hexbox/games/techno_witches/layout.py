# Where everything stands for each adventure, and the obstacle list a flight
# is checked against. Locations are named "h1".."h4" (witch houses) and
# "c1".."c8" (castles). Positions are whole mm from data.py.

from . import data, pieces


def castle_xy(adventure, n):
    table = data.CIRCLE_CASTLES if adventure == data.QUADDATSCH else data.OPEN_CASTLES
    return table[n]


def house_names(adventure, players):
    """Houses on the table: one per player in Flight School (sourced), all
    four in Bumblebee and Wolkenschreck (sourced), none in Quaddatsch."""
    if adventure == data.QUADDATSCH:
        return ()
    n = players if adventure == data.FLIGHT_SCHOOL else data.MAX_PLAYERS
    return tuple("h%d" % (i + 1) for i in range(n))


def house_xy(adventure, players, name):
    n = players if adventure == data.FLIGHT_SCHOOL else data.MAX_PLAYERS
    return (data.HOUSE_X, data.HOUSES_Y[n][int(name[1:]) - 1])


def cat_xy(adventure):
    if adventure == data.FLIGHT_SCHOOL:
        return data.OPEN_CAT
    if adventure == data.QUADDATSCH:
        return data.CIRCLE_CAT
    return None  # sourced: in Bumblebee the cat watches from the box


def loc_xy(adventure, players, loc):
    if loc[0] == "h":
        return house_xy(adventure, players, loc)
    return castle_xy(adventure, int(loc[1:]))


def start_candidates(adventure, players, castles):
    """Where a flyer may be brought into starting position."""
    if adventure == data.QUADDATSCH:
        # sourced: at a castle, never castle 1 (the circle castles)
        return tuple("c%d" % n for n in data.CIRCLE_ORDER if n in castles)
    return house_names(adventure, players)


def restart_candidates(adventure, players, castles):
    if adventure == data.WOLKENSCHRECK:
        # sourced: "starts over at a house or a castle"
        return house_names(adventure, players) + tuple("c%d" % n for n in castles)
    return start_candidates(adventure, players, castles)


def start_pose(game, loc, k):
    """Starting position at loc facing heading k, computed once per game:
    it depends on the table only."""
    st = game.statics
    key = (loc, k)
    p = st.starts.get(key)
    if p is None:
        x, y = loc_xy(game.adventure, game.players, loc)  # pyright: ignore (index 0 is a None placeholder)
        if loc[0] == "h":
            place = st.house_shape(loc)
        else:
            place = st.castles[int(loc[1:])]
        p = pieces.start_pose(place, x, y, k)
        if len(st.starts) >= 32:  # a small cache: RAM is scarce on the device
            st.starts = {}
        st.starts[key] = p
    return p


def circle_lines():
    """(name, x1, y1, x2, y2) for each side of the Quaddatsch circle."""
    out = []
    order = data.CIRCLE_ORDER
    for i in range(len(order)):
        a = data.CIRCLE_CASTLES[order[i]]
        b = data.CIRCLE_CASTLES[order[(i + 1) % len(order)]]
        out.append(("l%d" % i, a[0], a[1], b[0], b[1]))
    return out


_shared = []  # [(adventure, players), Statics] of the last table built


def statics(adventure, players):
    """The Statics of this table, built once in a row: the box's bots build
    many states of one game, and each would hold the same shapes again."""
    key = (adventure, players)
    if _shared and _shared[0] == key:
        return _shared[1]
    s = Statics(adventure, players)
    _shared[:] = [key, s]
    return s


class Statics:
    """Shapes of the pieces that do not fly, built once per table."""

    def __init__(self, adventure, players):
        self.castles = {}
        self.castle_items = {}  # (id, shape): every flight's obstacles name them
        for n in range(1, 9):
            x, y = castle_xy(adventure, n)  # pyright: ignore
            self.castles[n] = pieces.castle(n, x, y)
            self.castle_items[n] = ("c%d" % n, self.castles[n])
        self.houses = []
        for name in house_names(adventure, players):
            x, y = house_xy(adventure, players, name)
            self.houses.append((name, pieces.house(x, y)))
        w = pieces.walls()
        self.walls = [("e%d" % i, w[i]) for i in range(len(w))]
        xy = cat_xy(adventure)
        self.cat = pieces.cat(xy[0], xy[1]) if xy else None
        self._units = {}
        self.starts = {}
        self.lines = []
        if adventure == data.QUADDATSCH:
            for name, x1, y1, x2, y2 in circle_lines():
                self.lines.append((name, pieces.segment(x1, y1, x2, y2)))


    def house_shape(self, name):
        for n, shape in self.houses:
            if n == name:
                return shape
        raise ValueError("no house %r on this table" % (name,))

    def unit(self, pose):
        """(flyer, tail) shapes of a resting flyer, kept while it rests
        there: pieces at rest are asked about again and again."""
        key = (pose[0], pose[1], pose[2])
        u = self._units.get(key)
        if u is None:
            u = (pieces.flyer(key), pieces.tail(key))
            self._units[key] = u
        return u

    def keep_units(self, poses):
        """Forget the shapes of poses no flyer rests at any more: the cache
        holds one unit per resting piece (~0.5 KB each), not a game's worth."""
        units = self._units
        for key in [k for k in units if k not in poses]:
            del units[key]


def obstacles(game, me, lifted=(), cat=None, lines=True):
    """[(id, shape)] of every piece a flight of seat `me` may touch, in a fixed
    order. me = -1 for Wolkenschreck. Player pieces: "f<seat>", "t<seat>";
    Wolkenschreck: "wf" (broom), "wt" (tail)."""
    st = game.statics
    rest = [(p[0], p[1], p[2]) for p in game.poses if p is not None]
    if game.wk is not None:
        rest.append((game.wk[0], game.wk[1], game.wk[2]))
    st.keep_units(rest)
    items = []
    for n in game.castles:
        items.append(st.castle_items[n])
    items.extend(st.houses)
    items.extend(st.walls)
    for o in range(game.players):
        pose = game.poses[o]
        if o != me and pose is not None and o not in lifted:
            fl, tl = st.unit(pose)
            items.append(("f%d" % o, fl))
            items.append(("t%d" % o, tl))
    if me >= 0 and game.wk is not None:
        fl, tl = st.unit(game.wk)
        items.append(("wf", fl))
        items.append(("wt", tl))
    if (game.cat if cat is None else cat) == -1 and st.cat is not None:
        items.append(("cat", st.cat))
    if lines:
        items.extend(st.lines)
    return items


def hits(items, shape, skip=()):
    """Ids of the items the shape touches, in item order (a list, or () for none)."""
    out = None  # made only for a touch: most pieces touch nothing
    for name, other in items:
        if name not in skip and pieces.touches(shape, other):
            if out is None:
                out = []
            out.append(name)
    return out or ()
