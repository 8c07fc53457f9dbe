"""Techno Witches (Zauberstauber): the flight computer and referee.

Variants (one adventure): "flight_school" (default), "bumblebee",
"quaddatsch", "wolkenschreck". Seats are numbered clockwise; seat 0 is the
oldest player. The player right of the oldest (seat P-1) starts first, the
others follow counter-clockwise, so seat 0 is last and makes the first move;
play then goes clockwise (sourced: "Getting into Starting Position").

Actions
  ("start", loc)          bring the flyer into starting position at loc
                          ("h1".."h4" houses, "c1".."c8" castles)
  ("face", k)             ...facing start heading k (0..15, k * 22.5 deg CCW
                          from +x); the owner turns the flyer
  ("curve", shape, side)  place a curve (shape 1..10, side "L"/"R") at the
                          next spellbook slot
  ("back", shape, side)   place the one backward curve (lower side)
  ("fly",)                take off
  ("hover",) / ("crash",) the first curve cannot be flown: sit out keeping
                          the book, or take the crash
  ("pass",)               nothing else is possible (empty book, empty supply)
  ("restart", loc)        Quaddatsch: the rammer picks the rammed flyer's castle
  ("offer", loc)          Wolkenschreck: a touched player offers a location (x4)
  ("pick", loc)           ...and the left neighbour picks one of the offers
  ("vote", house)         Bumblebee: a player who has not reached the line
                          names a house for the returning player
  ("land", house)         ...who chooses when they did not agree
  ("wturn", side)         Wolkenschreck's curve is ambiguous: the player whose
                          curves he flies decides "L" or "R"

Events
  ("start", seat, loc, k), ("curve", seat, slot, shape, side),
  ("back", seat, shape, side), ("takeoff", seat),
  ("curve_flown", seat, slot, shape, side), ("backward_flown", seat, shape, side),
  ("crash", seat, touched), ("blocked", seat, touched) the first curve would
  hit it (hover or crash?), ("hover", seat), ("landed", seat, x_mm, y_mm, deg),
  ("cat_touched", seat), ("cat_caught", seat), ("cat_stolen", seat, victim),
  ("cat_home", seat), ("ram", seat, victim), ("point", seat, total),
  ("gap_passed", seat) out through the gap, ("gap_back", seat) straight back
  through it (the gap must be passed again), ("around_castle", seat, castle)
  back round castle 3 or 4, ("around_back", seat, castle) out again round it,
  ("line_crossed", seat) back across the line 1-2, ("vote", seat, house),
  ("marker", seat, house), ("landed_home", seat, house),
  ("wolkenschreck_rammed", seat), ("wolkenschreck_curve", shape, side),
  ("wolkenschreck_touch", seat), ("vanish", castle), ("wolkenschreck_stops",),
  ("wolkenschreck_wins",), ("restart", seat, loc), ("pass", seat),
  ("round_limit",), ("game_over", winners...)
"""

from hexbox.core import heap
from hexbox.core.engine import Engine

from . import data, flight, layout, pieces

_SIDES = ("L", "R")
# bytes allocated between collections while a flight is played: the
# collision core's arithmetic leaves ~1 KB of garbage per curve on an RP2040,
# and a whole book's worth would pile up at the app's fullest moment
_FLIGHT_GARBAGE = 3072


class Game(Engine):
    name = "techno_witches"
    PLAYERS = (data.MIN_PLAYERS, data.MAX_PLAYERS)
    VARIANTS = data.ADVENTURES
    HEAVIEST = (4, (data.WOLKENSCHRECK,))  # most pieces, his flights, restarts
    FIELDS = ("poses", "home", "books", "backs", "supply", "castles", "cat", "points", "stage",
              "marker", "wk", "wk_queue", "wk_seat", "wk_touched", "wk_path", "pending", "turn",
              "turns", "turn_done", "over", "result", "last_flight")

    def __init__(self, players=2, seed=0, variant=()):
        Engine.__init__(self, players, seed, variant)
        if len(self.variant) > 1:
            raise ValueError("choose one adventure")
        adv = self.variant[0] if self.variant else data.FLIGHT_SCHOOL
        self.variant = (adv,)  # the config names the adventure, also the default one
        self.adventure = adv
        self.statics = layout.statics(adv, players)
        self.poses = [None] * players  # [x, y, heading] of the flyer-tail joint
        self.home = [None] * players  # location while in starting position
        self.books = [[] for _ in range(players)]  # forward curves [shape, side]
        self.backs = [None] * players  # type: list  # the backward curve [shape, side]
        self.supply = [data.COPIES] * len(data.CURVES)
        self.castles = list(range(1, 9))  # castles still on the table, sorted
        xy = layout.cat_xy(adv)
        self.cat = -1 if xy else -2  # -2 not in play, -1 on the table, else carrier
        self.points = [0] * players
        self.stage = [0] * players  # Bumblebee: the route stage, flight.ROUTE_*
        self.marker = [None] * players  # Bumblebee: the house to land on
        self.wk = None
        if adv == data.WOLKENSCHRECK:
            cx, cy = layout.castle_xy(adv, data.WOLKENSCHRECK_CASTLE)  # pyright: ignore (index 0 is a None placeholder)
            tx, ty = layout.castle_xy(adv, data.WOLKENSCHRECK_AIM)  # pyright: ignore
            home = self.statics.castles[data.WOLKENSCHRECK_CASTLE]
            self.wk = list(pieces.aimed_pose(home, cx, cy, tx, ty))
        self.wk_queue = []  # curves set aside for his next flight
        self.wk_seat = -1  # whose curves they are
        self.wk_touched = []
        self.wk_path = []
        # decisions waiting, first one acts now; during setup: who places next
        self.pending = [["start", s] for s in range(players - 1, -1, -1)]
        self.turn = 0
        self.turns = 0
        self.turn_done = False
        self.last_flight = None

    # --- contract --------------------------------------------------------------
    @property
    def current(self):
        if self.over:
            return -1
        if self.pending:
            return self._actor(self.pending[0])
        return self.turn

    def view(self, seat):
        return self.to_dict()  # nothing is hidden on an open table

    def actions(self):
        if self.over:
            return []
        if self.pending:
            return self._pending_actions(self.pending[0])
        return self._turn_actions(self.turn)

    def _apply(self, action, events):
        Engine._apply(self, action, events)
        self._settle(events)

    # --- whose decision --------------------------------------------------------
    def _actor(self, p):
        # every pending decision names who acts at p[1], except a vote:
        # the next decider who has not named a house yet
        if p[0] == "vote":
            return p[2][len(p[3])]
        return p[1]

    def _why(self, action, legal):
        seat = self.current
        if not legal:
            return "no action is possible now"
        kinds = sorted(set(a[0] for a in legal))
        if isinstance(action, tuple) and action and action[0] in ("curve", "back") \
                and "curve" not in kinds and not self.pending:
            if self.backs[seat] is not None:
                return "a backward curve is placed: you must take off now"
            if len(self.books[seat]) >= data.BOOK_FORWARD:
                return "five curves are at your spellbook: you must take off"
        if isinstance(action, tuple) and action and action[0] == "fly" and "fly" not in kinds \
                and not self.pending:
            return "place a curve first: the spellbook is empty"
        if isinstance(action, tuple) and action and action[0] in ("curve", "back") \
                and action[0] in kinds:
            return "that curve is not in the supply (or bad shape/side)"
        return "not a legal action for seat %d now; possible: %s" % (seat, ", ".join(kinds))

    # --- legal actions -------------------------------------------------------
    def _turn_actions(self, s):
        out = []
        book = self.books[s]
        if self.backs[s] is None and len(book) < data.BOOK_FORWARD:
            for i in range(len(data.CURVES)):
                if self.supply[i] > 0:
                    for side in _SIDES:
                        out.append(("curve", i + 1, side))
            if self.adventure in data.BACKWARD_ALLOWED:
                for i in range(len(data.CURVES)):
                    if self.supply[i] > 0:
                        for side in _SIDES:
                            out.append(("back", i + 1, side))
        if book or self.backs[s] is not None:
            out.append(("fly",))
        if not out:
            out.append(("pass",))
        return out

    def _pending_actions(self, p):
        kind = p[0]
        if kind == "start":
            cands = layout.start_candidates(self.adventure, self.players, self.castles)
            return [("start", loc) for loc in self._free_locs(p[1], cands)]
        if kind == "face":
            return [("face", k) for k in self._fitting(p[1], p[2], False)]
        if kind == "hover":
            return [("hover",), ("crash",)]
        if kind == "restart":
            cands = layout.restart_candidates(self.adventure, self.players, self.castles)
            return [("restart", loc) for loc in self._free_locs(p[2], cands)]
        if kind == "offer":
            cands = layout.restart_candidates(self.adventure, self.players, self.castles)
            return [("offer", loc) for loc in self._free_locs(p[1], cands) if loc not in p[2]]
        if kind == "pick":
            return [("pick", loc) for loc in p[3]]
        if kind in ("vote", "land"):
            return [(kind, h) for h in self._free_houses(p[1])]
        if kind == "wturn":
            return [("wturn", "L"), ("wturn", "R")]
        raise ValueError("corrupt pending decision %r" % (p,))

    def _free_houses(self, s):
        taken = [m for m in self.marker if m is not None]
        return [h for h in layout.house_names(self.adventure, self.players) if h not in taken]

    def _free_locs(self, s, cands):
        """Locations where no flyer is in starting position and the flyer of
        seat s fits facing some heading. If none fits anywhere (a crowded
        table), every free location is allowed, facing any heading."""
        free = [loc for loc in cands if loc not in self.home]
        fit = [loc for loc in free if self._fitting(s, loc, True)]
        return fit if fit else free

    def _fitting(self, s, loc, first_only):
        """Start headings at loc where seat s's flyer and tail touch nothing
        but loc itself."""
        items = layout.obstacles(self, s, lifted=(s,), lines=False)
        out = []
        for k in range(data.START_HEADINGS):
            if self._heading_fits(items, loc, k):
                out.append(k)
                if first_only:
                    return out
        if not out and not first_only:
            return list(range(data.START_HEADINGS))
        return out

    def _heading_fits(self, items, loc, k):
        pose = layout.start_pose(self, loc, k)
        return not layout.hits(items, pieces.flyer(pose), (loc,)) \
            and not layout.hits(items, pieces.tail(pose), (loc,))

    def _legal_for(self, action):
        """A start heading that fits is legal on its own: playing it checks
        that one heading, not all 16 against every piece (on a Pico that
        is the difference between 15 and 200 ms). Any other, all actions."""
        p = self.pending[0] if self.pending else None
        if p is not None and p[0] == "face" and len(action) == 2 and action[0] == "face" \
                and isinstance(action[1], int) and 0 <= action[1] < data.START_HEADINGS:
            items = layout.obstacles(self, p[1], lifted=(p[1],), lines=False)
            if self._heading_fits(items, p[2], action[1]):
                return [action]
        # so is a free place to start (or start over) where the flyer fits
        # some heading: not every place checked, each with its own shapes,
        # whose garbage was the app's lowest free heap on a Pico (a box
        # seat's first move)
        if p is not None and p[0] in ("start", "restart") and len(action) == 2 \
                and action[0] == p[0]:
            if p[0] == "start":
                s, cands = p[1], layout.start_candidates(self.adventure, self.players,
                                                         self.castles)
            else:
                s, cands = p[2], layout.restart_candidates(self.adventure, self.players,
                                                           self.castles)
            loc = action[1]
            if loc in cands and loc not in self.home and self._fitting(s, loc, True):
                return [action]
        return self.actions()

    # --- doing ---------------------------------------------------------------
    def _do_start(self, a, ev):
        s = self.pending[0][1]
        self.pending[0] = ["face", s, a[1]]

    def _do_restart(self, a, ev):
        s = self.pending[0][2]
        self.pending[0] = ["face", s, a[1]]

    def _do_offer(self, a, ev):
        p = self.pending[0]
        p[2].append(a[1])
        cands = layout.restart_candidates(self.adventure, self.players, self.castles)
        more = [x for x in self._free_locs(p[1], cands) if x not in p[2]]
        if len(p[2]) >= data.WOLKENSCHRECK_OFFERS or not more:
            self.pending[0] = ["pick", (p[1] + 1) % self.players, p[1], p[2]]

    def _do_pick(self, a, ev):
        s = self.pending[0][2]
        self.pending[0] = ["face", s, a[1]]

    def _do_face(self, a, ev):
        p = self.pending.pop(0)
        s, loc = p[1], p[2]
        pose = layout.start_pose(self, loc, a[1])
        self.poses[s] = list(pose)
        self.home[s] = loc
        ev.append(("start", s, loc, a[1]))

    def _do_curve(self, a, ev):
        s = self.turn
        self.supply[a[1] - 1] -= 1
        self.books[s].append([a[1], a[2]])
        ev.append(("curve", s, len(self.books[s]), a[1], a[2]))
        self.turn_done = True

    def _do_back(self, a, ev):
        s = self.turn
        self.supply[a[1] - 1] -= 1
        self.backs[s] = [a[1], a[2]]
        ev.append(("back", s, a[1], a[2]))
        self.turn_done = True

    def _do_pass(self, a, ev):
        ev.append(("pass", self.turn))
        self.turn_done = True

    def _planned(self, s):
        """The flight of seat s as it is played, its garbage collected as it
        goes (a bot's forecast skips that: many short flights, each after a
        collection of its own)."""
        heap.tight(_FLIGHT_GARBAGE)
        try:
            return flight.plan_flight(self, s)
        finally:
            heap.release()

    def _do_fly(self, a, ev):
        s = self.turn
        plan = self._planned(s)
        if plan.first_fail:
            # a question, not a crash yet: the crash is told when it is chosen
            ev.append(("blocked", s, plan.crash_piece))
            self.pending.insert(0, ["hover", s])
            return
        self._flown(plan, ev)

    def _do_hover(self, a, ev):
        s = self.pending.pop(0)[1]
        ev.append(("hover", s))
        self.turn_done = True

    def _do_crash(self, a, ev):
        s = self.pending.pop(0)[1]
        self._flown(self._planned(s), ev)

    def _do_vote(self, a, ev):
        p = self.pending[0]
        voter = p[2][len(p[3])]
        p[3].append(a[1])
        ev.append(("vote", voter, a[1]))
        if len(p[3]) == len(p[2]):
            if all(v == p[3][0] for v in p[3]):
                self._mark(p[1], p[3][0], ev)
                self.pending.pop(0)
            else:
                self.pending[0] = ["land", p[1]]  # no agreement: they choose

    def _do_land(self, a, ev):
        s = self.pending.pop(0)[1]
        self._mark(s, a[1], ev)

    def _mark(self, s, house, ev):
        self.marker[s] = house
        ev.append(("marker", s, house))

    def _do_wturn(self, a, ev):
        self.pending.pop(0)
        from . import wolkenschreck  # his adventure only: the others' heap does not hold it

        wolkenschreck.step(self, a[1], ev)

    MOVES = (("start", _do_start), ("face", _do_face), ("curve", _do_curve), ("back", _do_back),
             ("fly", _do_fly), ("hover", _do_hover), ("crash", _do_crash), ("pass", _do_pass),
             ("restart", _do_restart), ("offer", _do_offer), ("pick", _do_pick),
             ("vote", _do_vote), ("land", _do_land), ("wturn", _do_wturn))

    # --- a flight's consequences -------------------------------------------------
    def _flown(self, plan, ev):
        s = plan.seat
        ev.extend(plan.events)
        start = self.poses[s]
        # every curve of the book goes back to the supply, except the first
        # three flown, which Wolkenschreck flies next
        aside = []
        if self.adventure == data.WOLKENSCHRECK and not plan.win:
            aside = [k[0] for k in plan.kept[:data.WOLKENSCHRECK_CURVES]]
        for shape, _side in self.books[s]:
            self.supply[shape - 1] += 1
        if self.backs[s] is not None:
            self.supply[self.backs[s][0] - 1] += 1
        for shape in aside:
            self.supply[shape - 1] -= 1
        self.books[s] = []
        self.backs[s] = None
        self.poses[s] = list(plan.pose)
        if self.poses[s] != start:
            self.home[s] = None
        for v in plan.rammed:
            # rammed: loses its book, restarts where the rammer chooses
            for shape, _side in self.books[v]:
                self.supply[shape - 1] += 1
            if self.backs[v] is not None:
                self.supply[self.backs[v][0] - 1] += 1
            self.books[v] = []
            self.backs[v] = None
            self.poses[v] = None
            self.home[v] = None
            self.pending.append(["restart", s, v])
        self.cat = plan.cat
        self.last_flight = {"seat": s, "pieces": plan.drawn, "crash": plan.crash_piece
                            if plan.crashed else None}
        if plan.win:
            self._finish([s], ev)
            return
        if self.adventure == data.QUADDATSCH and self.cat == s \
                and not plan.crashed and not plan.no_point:
            self.points[s] += 1
            ev.append(("point", s, self.points[s]))
            if self.points[s] >= data.QUADDATSCH_POINTS_TO_WIN:
                self._finish([s], ev)
                return
        if self.adventure == data.BUMBLEBEE:
            self.stage[s] = plan.stage
            if plan.line:
                deciders = [(s + i) % self.players for i in range(1, self.players)
                            if self.stage[(s + i) % self.players] < flight.ROUTE_BACK]
                if deciders:
                    self.pending.append(["vote", s, deciders, []])
                else:
                    self.pending.append(["land", s])
        if aside:
            self.wk_queue = aside
            self.wk_seat = s
            self.wk_touched = []
            self.wk_path = []
        self.turn_done = True

    def forecast(self, s):
        """The events of seat s flying its book now, the game unchanged: the
        flight laid out as _do_fly lays it out, then what _flown scores with
        it (the win, a Quaddatsch point), and ("stuck", s) when not even the
        first curve flies. A bot's look-ahead, without a copy of the game;
        what follows on the table (Wolkenschreck flying the curves set aside,
        the round limit) is left out, as are the other seats' turns."""
        plan = flight.plan_flight(self, s)
        ev = plan.events
        if plan.first_fail:
            ev.append(("stuck", s))
        elif plan.win:
            ev.append(("game_over", s))
        elif (self.adventure == data.QUADDATSCH and plan.cat == s and not plan.crashed
              and not plan.no_point):
            n = self.points[s] + 1
            ev.append(("point", s, n))
            if n >= data.QUADDATSCH_POINTS_TO_WIN:
                ev.append(("game_over", s))
        return ev

    def _finish(self, winners, ev, reason="won"):
        self.over = True
        self.pending = []
        self.result = {"winners": winners,
                       "scores": list(self.points) if self.adventure == data.QUADDATSCH else None,
                       "adventure": self.adventure, "reason": reason}
        ev.append(("game_over",) + tuple(winners))

    def _settle(self, ev):
        """Run everything that needs no decision, until someone must act."""
        while not self.over and not self.pending:
            if self.adventure == data.WOLKENSCHRECK and not self.castles:
                self._finish([], ev, "wolkenschreck")
                return
            if self.wk_queue:
                from . import wolkenschreck

                side = wolkenschreck.choose_side(self, self.wk_queue[0])
                if side is None:
                    self.pending.append(["wturn", self.wk_seat])
                    return
                wolkenschreck.step(self, side, ev)
                continue
            if self.wk_touched:
                # touched flyers start over, in touch order, after his flight
                for v in self.wk_touched:
                    self.poses[v] = None
                    self.home[v] = None
                for v in self.wk_touched:
                    self.pending.append(["offer", v, []])
                self.wk_touched = []
                continue
            if self.turn_done:
                self._next_turn(ev)
            return

    def _next_turn(self, ev):
        self.turn_done = False
        self.turns += 1
        if self.turns >= data.MAX_ROUNDS * self.players:
            self._dawn(ev)
            return
        self.turn = (self.turn + 1) % self.players

    def _dawn(self, ev):
        """The safety net (data.MAX_ROUNDS, not a rule of the seed): the night
        is over and the adventure is decided on how far each player got
        toward its own goal."""
        ev.append(("round_limit",))
        adv = self.adventure
        if adv == data.WOLKENSCHRECK:
            # "If none of the players manage to catch Wolkenschreck, he wins"
            ev.append(("wolkenschreck_wins",))
            self._finish([], ev, "wolkenschreck")
            return
        # Quaddatsch: points toward the fifth; Bumblebee: the stage on the
        # route (gap, round a castle, back over the line); Flight School has
        # no way toward the cat but touching it
        standing = self.points if adv == data.QUADDATSCH else self.stage
        best = max(standing) if adv != data.FLIGHT_SCHOOL else 0
        winners = [s for s in range(self.players) if best > 0 and standing[s] == best]
        self._finish(winners, ev, "round limit")
