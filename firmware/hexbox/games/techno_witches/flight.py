# A player's take-off, worked out without changing the game: the curves are
# laid from the tail in book order, the flyer is set at each tip in turn, and
# every touch is judged by the adventure's rules. The game applies the
# resulting Plan, or throws it away when the player hovers.
#
# The tail (seed: "you set your flyer back onto the tip ... of the piece
# placed last, remove all the curves ... and finally reattach the tail behind
# the flyer") is only where the flight ends: behind the flyer at the last tip
# it reached, or, for a backward curve, at that curve's far end ("The tail
# comes to the end of the curve"). If the reattached tail would touch an
# obstacle, the flyer cannot be placed at that tip "without a problem": that
# step crashes and the flight ends at the tip before (assumed; the tail is
# tried there in turn, and back at the start the first curve could not be
# flown).
#
# Judging one step (a curve together with the flyer at its tip: a curve
# whose tip cannot hold the flyer does not stay, so nothing it touched
# counts):
# - touching an obstacle (castle, house, table edge, a flyer or tail that may
#   not be rammed) is a crash, and then nothing else that placement touched
#   counts ("even the slightest touch");
# - otherwise its touches act: ram (Quaddatsch, forward, curve or flyer; a
#   flyer and its tail touched together are one ram), ram Wolkenschreck
#   (forward, curve or flyer, his broom or his tail), catch the cat,
#   win on the cat (Flight School), land backward on the marked house
#   (Bumblebee, curve or tail), touch the circle line while carrying the cat.

from . import data, layout, pieces


class Plan:
    def __init__(self, seat):
        self.seat = seat
        self.events = []
        self.pose = None  # type: tuple | None  # where the flyer ends
        self.crashed = False
        self.first_fail = False  # not even the first curve could be flown
        self.kept = []  # [shape, side] flown, in book order (backward last)
        self.drawn = []  # [x, y, h, shape, side, forward, ok] for the render
        self.crash_piece = None  # type: str | None  # what the failed placement touched
        self.rammed = []  # victims in ram order
        self.cat = None  # type: int | None  # cat state after the flight (game encoding)
        self.no_point = False  # carried the cat across the circle line
        self.win = False
        self.stage = ROUTE_START  # Bumblebee: the route stage after the flight
        self.line = False  # Bumblebee: crossed the line 1-2 back in this flight


# Bumblebee Flight, the route (sourced: "fly through the gap between Castle 3
# ... and Castle 4 ... After that, they must fly left or right around one of
# the two castles and back to the witch houses"; "crosses, on the way back,
# the imagined line that runs through Castles 1 and 2"). A flyer's stage moves
# only where the centre line of a flown curve crosses the line through
# castles 3 and 4 (in the gap between them, or beyond one of them) or the
# line through castles 1 and 2; "out" is away from the witch houses:
ROUTE_START = 0  # out through the gap -> ROUTE_GAP
ROUTE_GAP = 1  # back through the gap -> ROUTE_START; back beyond castle 3 or 4 -> ROUTE_AROUND
ROUTE_AROUND = 2  # out again: through the gap or round a castle -> ROUTE_GAP;
#                   back across the line 1-2 -> ROUTE_BACK (the others choose the house)
ROUTE_BACK = 3  # the line is reached; now land backward on the marked house


_NOTHING = ()
_CAT = ("cat",)


def _by_rank(acts):
    """acts by rank, a tie in the order found: MicroPython's sort is not
    stable, and the same seed must play the same everywhere."""
    order = [(acts[i][0], i) for i in range(len(acts))]
    order.sort()
    return [acts[i] for _, i in order]


def _seat_of(name):
    return int(name[1:])


def _line(game, castles):
    """(A, B, side of the witch houses) of the line through two castles, in
    units."""
    ax, ay = layout.castle_xy(game.adventure, castles[0])
    bx, by = layout.castle_xy(game.adventure, castles[1])
    a = (pieces.mm(ax), pieces.mm(ay))
    b = (pieces.mm(bx), pieces.mm(by))
    hx, hy = layout.house_xy(game.adventure, game.players, "h1")
    return a, b, pieces.line_side(pieces.mm(hx), pieces.mm(hy), a[0], a[1], b[0], b[1])


class _Flight:
    def __init__(self, game, seat, cut, cut_piece):
        self.g = game
        self.seat = seat
        self.adv = game.adventure
        self.plan = Plan(seat)
        self.plan.cat = game.cat
        self.items = layout.obstacles(game, seat)
        self.cut = cut  # forward step whose tip cannot take the tail (-1: none)
        self.cut_piece = cut_piece
        self.tail_bad = None  # (step, obstacle): the tail does not fit where the flight ended
        if self.adv == data.BUMBLEBEE:
            self.plan.stage = game.stage[seat]
            self.lines = (_line(game, data.BUMBLEBEE_GAP), _line(game, data.BUMBLEBEE_LINE))

    def skip(self):
        p = self.plan
        if not p.rammed:  # the usual case, asked at every step: nothing new on the heap
            return _NOTHING if p.cat == -1 else _CAT
        out = ["f%d" % v for v in p.rammed] + ["t%d" % v for v in p.rammed]
        if p.cat != -1:
            out.append("cat")
        return out

    def judge(self, names, kind, forward):
        """(obstacle or None, actions) for one piece's touches. kind is
        "curve", "flyer" or "tail". An action is [rank, kind, seat, name]:
        the rank orders what happens at one place (rams, then the cat, then
        the rest, a circle line last)."""
        if not names:
            return None, _NOTHING
        adv = self.adv
        acts = []
        for name in names:
            if name == "cat":
                acts.append([1, "cat", -1, name])
            elif name[0] == "l":
                acts.append([3, "line", -1, name])
            elif name[0] in "ft" and name[1:].isdigit():
                if adv == data.QUADDATSCH and forward and kind != "tail":
                    acts.append([0, "ram", _seat_of(name), name])
                else:
                    return name, []
            elif name in ("wf", "wt") and adv == data.WOLKENSCHRECK and forward \
                    and kind != "tail":
                acts.append([2, "wram", -1, name])  # his broom or tail: he is one piece
            elif (adv == data.BUMBLEBEE and not forward and kind != "flyer"
                  and name == self.g.marker[self.seat]):
                acts.append([2, "house", -1, name])
            else:
                return name, []
        return None, acts

    def act(self, acts):
        """Apply actions in the order given."""
        p = self.plan
        s = self.seat
        ev = p.events
        for a in acts:
            kind = a[1]
            if kind == "ram" and a[2] not in p.rammed:
                p.rammed.append(a[2])
                ev.append(("ram", s, a[2]))
                if p.cat == a[2]:
                    p.cat = s
                    ev.append(("cat_stolen", s, a[2]))
            elif kind == "cat" and p.cat == -1:
                if self.adv == data.FLIGHT_SCHOOL:
                    p.win = True
                    ev.append(("cat_touched", s))
                else:
                    p.cat = s
                    ev.append(("cat_caught", s))
            elif kind == "wram" and not p.win:
                p.win = True
                ev.append(("wolkenschreck_rammed", s))
            elif kind == "house" and not p.win:
                p.win = True
                ev.append(("landed_home", s, self.g.marker[s]))
            elif kind == "line" and p.cat == s:
                # only while carrying the cat: a line touched before the
                # cat was caught or stolen in the same step does not count
                p.cat = -1
                p.no_point = True
                ev.append(("cat_home", s))

    def place(self, curve, shapes_kinds, forward):
        """Try a step: the curve (pose, shape, left) and the pieces at its
        tip, placed together; True when none crashes. Their touches act only
        when all of them can be placed, in the order the flyer meets them:
        along the curve, then at its tip."""
        all_acts = []
        skip = self.skip()
        for shape, kind in shapes_kinds:
            bad, acts = self.judge(layout.hits(self.items, shape, skip), kind, forward)
            if bad is not None:
                self.plan.crash_piece = bad
                return False
            for a in acts:
                a.append(kind)
            all_acts.extend(acts)
        self.act(self.ordered(all_acts, curve, forward))
        return True

    def ordered(self, acts, curve, forward):
        """The step's actions in the order they happen. The order only
        matters for the cat and a circle line (touched before or after the
        cat came onto the hat), so only then is it measured along the curve:
        a ram or the cat where the curve first touches it, a line where it
        last does; what the pieces at the tip touch comes after."""
        line = other = False
        for a in acts:
            line = line or a[1] == "line"
            other = other or a[1] in ("cat", "ram")
        if not (line and other):
            return _by_rank(acts)  # in piece and item order within a rank
        pose, shape, left = curve
        _r, sweep = pieces.arc_of(shape)
        items = {}
        for name, other in self.items:
            items[name] = other
        keyed = []
        for a in acts:
            if a[4] != "curve":
                at = sweep + 1
            elif a[1] == "line":
                at = pieces.last_touch(pose, shape, left, forward, items[a[3]])
            else:
                at = pieces.first_touch(pose, shape, left, forward, items[a[3]])
            keyed.append((at, a[0], a[3], a))
        keyed.sort()
        return [k[3] for k in keyed]

    def crossings(self, pose, shape, left, forward):
        """Bumblebee: move along the route (ROUTE_* above) by where this
        flown curve's centre line crosses the line through castles 3 and 4
        and the line through castles 1 and 2, in the order it crosses them."""
        if self.adv != data.BUMBLEBEE:
            return
        found = []
        for which in (0, 1):
            a, b, home = self.lines[which]
            for t, side, along in pieces.curve_crossings(pose, shape, left, forward,
                                                          a[0], a[1], b[0], b[1]):
                found.append((t, which, side == home, along))
        found.sort()
        p = self.plan
        s = self.seat
        for _t, which, homeward, along in found:
            st = p.stage
            if which == 1:  # the line 1-2, on the way back
                if st == ROUTE_AROUND and homeward:
                    p.stage = ROUTE_BACK
                    p.line = True
                    p.events.append(("line_crossed", s))
            elif along == 0 and not homeward and st in (ROUTE_START, ROUTE_AROUND):
                p.stage = ROUTE_GAP  # out through the gap
                p.events.append(("gap_passed", s))
            elif st == ROUTE_GAP and homeward:
                if along == 0:
                    p.stage = ROUTE_START  # straight back through the gap
                    p.events.append(("gap_back", s))
                else:
                    p.stage = ROUTE_AROUND
                    p.events.append(("around_castle", s, data.BUMBLEBEE_GAP[0 if along < 0 else 1]))
            elif st == ROUTE_AROUND and along != 0 and not homeward:
                p.stage = ROUTE_GAP  # back out round a castle: round again
                p.events.append(("around_back", s, data.BUMBLEBEE_GAP[0 if along < 0 else 1]))

    def run(self):
        g = self.g
        s = self.seat
        p = self.plan
        ev = p.events
        pose = tuple(g.poses[s])
        ev.append(("takeoff", s))
        book = g.books[s]
        moved = -1  # the last forward step flown, while the flyer stands at its tip
        for i in range(len(book)):
            shape, side = book[i]
            left = side == "L"
            band = pieces.curve_band(pose, shape, left, True)
            end = pieces.curve_end(pose, shape, left, True)
            # one step: the curve and the flyer at its tip (the tail stays
            # behind until the flight ends, below)
            if i == self.cut:
                p.crash_piece = self.cut_piece
                ok = False
            else:
                ok = self.place(
                    (pose, shape, left), ((band, "curve"), (pieces.flyer(end), "flyer")), True
                )
            p.drawn.append([pose[0], pose[1], pose[2], shape, side, True, ok])
            if not ok:
                self.crash(i == 0)
                break
            p.kept.append([shape, side])
            ev.append(("curve_flown", s, i + 1, shape, side))
            self.crossings(pose, shape, left, True)
            pose = end
            moved = i
            if p.win:
                break
        back = g.backs[s]
        if back is not None and not p.crashed and not p.win:
            shape, side = back
            left = side == "L"
            band = pieces.curve_band(pose, shape, left, False)
            end = pieces.curve_end(pose, shape, left, False)
            ok = self.place((pose, shape, left), ((band, "curve"), (pieces.tail(end), "tail"),
                                                  (pieces.flyer(end), "flyer")), False)
            p.drawn.append([pose[0], pose[1], pose[2], shape, side, False, ok])
            if ok:
                p.kept.append([shape, side])
                ev.append(("backward_flown", s, shape, side))
                self.crossings(pose, shape, left, False)
                pose = end
                moved = -1  # the tail already came to its new place
            else:
                self.crash(not book)
        if moved >= 0 and not p.win:
            # finally the tail is reattached behind the flyer where the flight
            # ended; if it cannot be, neither can the flyer at that tip
            bad, acts = self.judge(layout.hits(self.items, pieces.tail(pose), self.skip()),
                                   "tail", True)
            if bad is not None:
                self.tail_bad = (moved, bad)
                return p
            if acts:
                self.act(_by_rank(acts))
        p.pose = pose
        if not p.first_fail:
            ev.append(("landed", s, pieces.to_mm(pose[0]), pieces.to_mm(pose[1]),
                       pose[2] * 360 // pieces.TURN))
        return p

    def crash(self, first):
        p = self.plan
        p.crashed = True
        p.first_fail = first
        p.events.append(("crash", self.seat, p.crash_piece))


def plan_flight(game, seat):
    cut, piece = -1, None
    while True:
        f = _Flight(game, seat, cut, piece)
        p = f.run()
        if f.tail_bad is None:
            return p
        # the step whose tip cannot take the tail crashes: fly again, ending
        # one tip earlier (at most once per curve)
        cut, piece = f.tail_bad
