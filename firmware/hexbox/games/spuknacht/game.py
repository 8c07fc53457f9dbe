"""Die verdrehte Spuknacht: the rules engine (games/CONTRACT.md).

Cooperative: 1-4 players take turns (seat = whose turn); everyone wins or
loses together. A turn: ("roll",) throws both dice; then one magician move
(("move", m, field), ("exit", m, corner) or ("pass",) when no magician can
move); then the ghost wheel turns by itself and stops on the first contact;
each touched magician, in magician order, draws a ghost card and moves away
(("away", m, field) or ("stay", m) when no field qualifies). In the expert
game the 8th chip asks for ("ghost", k): the 4th ghost on ghost start k.
Before the first turn ("place", m, field) puts each magician on a start
field.

Events (tuples):
  ("place", m, field)            magician m set on a start field
  ("roll", points, colour, n)    magicians' die; ghosts' die colour, notches
  ("move", m, from, to)          a magician move
  ("pass",)                      no magician could move
  ("collect", m, motif)          target chip taken to the slate
  ("reveal", m, motif)           the next chip of that colour
  ("done", m)                    all 5 chips of that colour collected
  ("exit", m, corner)            m left through that corner's gate
  ("ghost4", field)              the expert ghost joined on that field
  ("wheel", colour, n, from, stop, moved)  wheel turn in motor steps
  ("touch", m, ghost)            a new ghost contact at the stop
  ("shuffle", n)                 drawn cards reshuffled into the deck
  ("card", m, kind, corner, distance)  ghost card drawn for m
  ("gate", corner, halves)       a gate half placed
  ("locked", corner)             two halves: that exit is locked
  ("away", m, from, to) / ("stay", m)  moving away after a card
  ("win",) / ("loss",)
"""

from hexbox.core.disc import disc_touch
from hexbox.core.errors import CorruptData, IllegalAction
from hexbox.core.history import History
from hexbox.core.rng import Rng
from hexbox.core.sweep import rotate_point

from . import dice
from . import rules_data as R
from .board import reference_board
from .moves import away_targets, move_targets
from .planner import ghost_on_start, plan_turn

_OUT = -2  # magician field value once it left the castle
_UNPLACED = -1


def _colour_dir(colour):
    return dice.direction(colour)


_PHASES = ("setup", "roll", "move", "away", "ghost4", "over")


def _ints(v, lo, hi, what, n=None):
    """Check a snapshot list of ints in lo..hi (of length n if given)."""
    if not isinstance(v, list) or (n is not None and len(v) != n):
        raise CorruptData("snapshot: %s must be a list%s" % (what, "" if n is None else " of %d" % n))
    for x in v:
        if not isinstance(x, int) or isinstance(x, bool) or not lo <= x <= hi:
            raise CorruptData("snapshot: %s holds %r, not an int in %d..%d" % (what, x, lo, hi))
    return v


class Game:
    name = "spuknacht"
    PLAYERS = (R.MIN_PLAYERS, R.MAX_PLAYERS)
    VARIANTS = ("expert",)
    HEAVIEST = (R.MAX_PLAYERS, ("expert",))  # the bench's RAM setup: 4 ghosts

    def __init__(self, players=1, seed=0, variant=(), board=None):
        if not isinstance(players, int) or not R.MIN_PLAYERS <= players <= R.MAX_PLAYERS:
            raise ValueError("players must be %d..%d" % (R.MIN_PLAYERS, R.MAX_PLAYERS))
        if not isinstance(seed, int):
            raise ValueError("seed must be an int")
        variant = tuple(variant)
        for v in variant:
            if v != "expert":
                raise ValueError("unknown variant %r; known: expert" % (v,))
        self.board = board or reference_board()
        self.players = players
        self.seed = seed
        self.variant = variant
        self.expert = "expert" in variant
        self.rng = Rng(seed)
        b = self.board
        self.phase = "setup"
        self.seat = 0
        self.step = 0  # wheel at home: mounts under the ghost start fields
        self.ghosts = [[k, b.mount_a[k]] for k in range(len(b.ghost_starts))]
        self.mags = [_UNPLACED] * len(R.MAGICIANS)
        self.stacks = []
        for chips in R.CHIPS:
            s = list(chips)
            self.rng.shuffle(s)
            self.stacks.append(s)  # index 0 is the revealed chip
        self.slate = [[] for _ in R.MAGICIANS]
        self.deck = list(range(len(R.CARDS)))
        self.rng.shuffle(self.deck)
        self.discard = []
        self.halves = [0] * len(b.corner_starts)
        self.die = 0
        self.gdie = []  # [colour, notches] once rolled
        self.pending = []  # magicians still to draw a card this turn
        self.away = []  # [m, card] while a magician must move away
        self.ghost4 = 0  # 0 not yet, 1 waiting to be placed, 2 on the wheel
        self.turned = False
        self.over = False
        self.result = None
        self.history = History()
        self._tkey = None
        self._touched = bytearray(0)

    # -- contract ------------------------------------------------------------
    @property
    def current(self):
        return -1 if self.over else self.seat

    def config(self):
        return {"players": self.players, "seed": self.seed, "variant": list(self.variant)}

    def actions(self):
        if self.over:
            return []
        p = self.phase
        if p == "roll":
            return [("roll",)]
        if p == "move":
            return self._move_actions()
        if p == "away":
            m = self.away[0]
            ends = self._away_ends(m, self.away[1])
            if not ends:
                return [("stay", m)]
            return [("away", m, f) for f in ends]
        if p == "ghost4":
            return [("ghost", k) for k in self._ghost4_starts()]
        # setup: the next magician onto a free magician start field
        m = self.mags.index(_UNPLACED)
        return [("place", m, f) for f in sorted(self.board.magician_starts) if f not in self.mags]

    def play(self, action):
        if not isinstance(action, tuple):
            raise IllegalAction("an action is a tuple such as ('roll',), got %r" % (action,))
        if self.over:
            raise IllegalAction("the game is over")
        for v in action:
            if isinstance(v, bool):  # True == 1 would slip through `in legal`
                raise IllegalAction("an action holds strings and ints, not %r" % (v,))
        legal = self._legal_for(action)
        if action not in legal:
            raise IllegalAction(self._why(action, self.actions()))
        ev = []
        kind = action[0]
        if kind == "place":
            self._place(action[1], action[2], ev)
        elif kind == "roll":
            self._roll(ev)
        elif kind == "move":
            self._move(action[1], action[2], ev)
        elif kind == "exit":
            self._exit(action[1], action[2], ev)
        elif kind == "pass":
            ev.append(("pass",))
            self._continue(ev)
        elif kind == "away":
            m = action[1]
            ev.append(("away", m, self.mags[m], action[2]))
            self.mags[m] = action[2]
            self.away = []
            self._collect(m, ev)
            self._continue(ev)
        elif kind == "stay":
            ev.append(("stay", action[1]))
            self.away = []
            self._continue(ev)
        elif kind == "ghost":
            self._place_ghost4(action[1], ev)
        self.history.append(action)
        return ev

    def _legal_for(self, action):
        """The legal actions that could equal `action`: for a move or an
        exit only that magician's (a third of the work), else all."""
        if (self.phase == "move" and len(action) == 3 and action[0] in ("move", "exit")
                and isinstance(action[1], int) and 0 <= action[1] < len(self.mags)):
            return self._move_actions(action[1])
        return self.actions()

    def _why(self, action, legal):
        if not legal:
            return "no action is possible now"
        kinds = sorted(set(a[0] for a in legal))
        if len(action) == 0 or action[0] not in kinds:
            return "now the game needs one of: %s" % ", ".join(kinds)
        if action[0] in ("move", "away") and len(action) == 3:
            return self._why_field(action[0], action[1], action[2])
        return "%r is not allowed now" % (action,)

    def _why_field(self, kind, m, f):
        b = self.board
        if not (isinstance(m, int) and 0 <= m < len(self.mags)) or self.mags[m] < 0:
            return "magician %r is not on the board" % (m,)
        if kind == "away" and m != self.away[0]:
            return "%s must move away first" % R.MAGICIANS[self.away[0]]
        if not (isinstance(f, int) and 0 <= f < b.n):
            return "there is no field %r" % (f,)
        if f == self.mags[m]:
            return "the magician must move at least one field"
        if f in self.mags:
            return "field %d is taken: only one magician may stand on a field" % f
        if self.touched_fields()[f]:
            return "a ghost touches field %d" % f
        if kind == "away":
            return "field %d is not the right number of fields away from the ghost" % f
        return "field %d cannot be reached with %d points without crossing a ghost" % (f, self.die)

    # -- setup and dice ------------------------------------------------------
    def _place(self, m, f, ev):
        self.mags[m] = f
        ev.append(("place", m, f))
        if _UNPLACED not in self.mags:
            self.phase = "roll"

    def _roll(self, ev):
        self.die, colour, n = dice.roll(self.rng)
        self.gdie = [colour, n]
        ev.append(("roll", self.die, colour, n))
        self.phase = "move"

    # -- the magician move ---------------------------------------------------
    def _occupied(self, me):
        occ = bytearray(self.board.n)
        for i in range(len(self.mags)):
            f = self.mags[i]
            if i != me and f >= 0:
                occ[f] = 1
        return occ

    def _open(self, c):
        return c != self.board.closed_corner and self.halves[c] < R.HALVES_TO_LOCK

    def _move_actions(self, only=-1):
        """Move, exit (or pass) actions; only=m: just magician m's moves and
        exits (what play() needs to check one action)."""
        b = self.board
        blocked = self.touched_fields()
        out = []
        for m in range(len(self.mags)):
            f = self.mags[m]
            if f < 0 or (only >= 0 and m != only):
                continue
            ends, dist = move_targets(b.adj, f, self.die, blocked, self._occupied(m))
            for e in ends:
                out.append(("move", m, e))
            if len(self.slate[m]) == R.CHIPS_PER_MAGICIAN:
                for c in range(len(b.corner_starts)):
                    d = dist[b.corner_starts[c]]
                    # one die point for stepping through the gate
                    if self._open(c) and 0 <= d <= self.die - 1:
                        out.append(("exit", m, c))
        if not out and only < 0:
            out.append(("pass",))
        return out

    def _move(self, m, f, ev):
        ev.append(("move", m, self.mags[m], f))
        self.mags[m] = f
        self._collect(m, ev)
        self._continue(ev)

    def _exit(self, m, c, ev):
        ev.append(("exit", m, c))
        self.mags[m] = _OUT
        if all(f == _OUT for f in self.mags):
            self._finish(True, ev)
            return
        self._continue(ev)

    def _collect(self, m, ev):
        s = self.stacks[m]
        if not s or self.board.targets[s[0]] != self.mags[m]:
            return
        motif = s.pop(0)
        self.slate[m].append(motif)
        ev.append(("collect", m, motif))
        if s:
            ev.append(("reveal", m, s[0]))
        else:
            ev.append(("done", m))
        if self.expert and self.ghost4 == 0 and self.chips() >= R.EXPERT_GHOST_AT_CHIP:
            self.ghost4 = 1

    def chips(self):
        return sum(len(s) for s in self.slate)

    # -- flow after a move -----------------------------------------------------
    def _continue(self, ev):
        while not self.over:
            if self.ghost4 == 1:
                self.phase = "ghost4"
                return
            if self.pending:
                self._draw(self.pending.pop(0), ev)
                if self.away:
                    self.phase = "away"
                    return
                continue
            if not self.turned:
                self.turned = True
                self._turn_wheel(ev)
                continue
            self.seat = (self.seat + 1) % self.players
            self.phase = "roll"
            self.die = 0
            self.gdie = []
            self.turned = False
            return

    def _turn_wheel(self, ev):
        colour, n = self.gdie
        stop, _, touched, pairs = plan_turn(
            self.board, self.step, self.ghosts, self._mag_xy(), _colour_dir(colour), n)
        w = self.board.wheel
        ev.append(("wheel", colour, n, self.step, w.wrap(stop), stop - self.step))
        self.step = w.wrap(stop)
        for m, g in pairs:
            ev.append(("touch", m, g))
        self.pending = list(touched)

    def _draw(self, m, ev):
        if not self.deck:
            self.deck = self.discard
            self.discard = []
            self.rng.shuffle(self.deck)
            ev.append(("shuffle", len(self.deck)))
        card = self.deck.pop(0)
        kind, corner, dist = R.CARDS[card]
        ev.append(("card", m, kind, corner, dist))
        if kind == R.BAD_LUCK:
            self.halves[corner] += 1
            ev.append(("gate", corner, self.halves[corner]))
            if self.halves[corner] >= R.HALVES_TO_LOCK:
                ev.append(("locked", corner))
                if not any(self._open(c) for c in range(len(self.halves))):
                    self._finish(False, ev)
                    return
        else:
            self.discard.append(card)
        self.away = [m, card]

    def _finish(self, won, ev):
        self.over = True
        self.phase = "over"
        ev.append(("win",) if won else ("loss",))
        self.result = {
            "winners": list(range(self.players)) if won else [],
            "scores": None,
            "won": won,
            "chips": self.chips(),
        }

    # -- moving away after a ghost card -------------------------------------------
    def _away_ends(self, m, card):
        b = self.board
        dist = R.CARDS[card][2]
        here = self.mags[m]
        touched = self.touched_fields()
        occ = self._occupied(m)
        ghosts = [self.ghost_xy(g) for g in self.touching_ghosts(m)]
        allowed = bytearray(b.n)
        for f in range(b.n):
            if occ[f] or touched[f]:
                continue
            ok = True
            for gx, gy in ghosts:  # farther from each touching ghost
                d_new = (b.fx[f] - gx) ** 2 + (b.fy[f] - gy) ** 2
                d_old = (b.fx[here] - gx) ** 2 + (b.fy[here] - gy) ** 2
                if d_new <= d_old:
                    ok = False
            if ok:
                allowed[f] = 1
        if dist == R.DIE_POINTS:
            return away_targets(b.adj, here, tuple(range(1, self.die + 1)), allowed)
        # exactly `dist` fields; when no such field qualifies, the nearest
        # shorter distance that does (assumed: the seed gives no fallback)
        k = dist
        while k >= 1:
            ends = away_targets(b.adj, here, (k,), allowed)
            if ends:
                return ends
            k -= 1
        return []

    # -- expert ghost ------------------------------------------------------------
    def _ghost4_starts(self):
        b = self.board
        touched = self.touched_fields()
        free = []
        for k in range(len(b.ghost_starts)):
            f = b.ghost_starts[k]
            x, y = rotate_point(b.cx, b.cy, b.mount_r[k], b.mount_a[k])
            clash = touched[f]
            for mf in self.mags:
                if mf >= 0 and disc_touch(x, y, b.ghost_r, b.fx[mf], b.fy[mf], b.magician_r):
                    clash = 1
            if not clash:
                free.append(k)
        # assumed: a start field that a ghost or magician already touches is
        # skipped, unless all three are (then the players choose any)
        return free or list(range(len(b.ghost_starts)))

    def _place_ghost4(self, k, ev):
        b = self.board
        self.ghosts.append(ghost_on_start(b, k, self.step))
        self.ghost4 = 2
        self._tkey = None
        ev.append(("ghost4", b.ghost_starts[k]))
        self._continue(ev)

    # -- geometry of the ghosts now ---------------------------------------------
    def ghost_xy(self, g):
        b = self.board
        k, offset = self.ghosts[g]
        a = (offset + b.wheel.angle(self.step)) & (b.wheel.turn - 1)
        return rotate_point(b.cx, b.cy, b.mount_r[k], a)

    def touched_fields(self):
        """bytearray: 1 where a magician standing there would touch a ghost."""
        key = (self.step, len(self.ghosts))
        if self._tkey != key:
            b = self.board
            t = bytearray(b.n)
            for g in range(len(self.ghosts)):
                gx, gy = self.ghost_xy(g)
                for f in b.ring_fields[self.ghosts[g][0]]:
                    if disc_touch(gx, gy, b.ghost_r, b.fx[f], b.fy[f], b.magician_r):
                        t[f] = 1
            self._touched = t
            self._tkey = key
        return self._touched

    def touching_ghosts(self, m):
        b = self.board
        f = self.mags[m]
        out = []
        if f < 0:
            return out
        for g in range(len(self.ghosts)):
            gx, gy = self.ghost_xy(g)
            if disc_touch(gx, gy, b.ghost_r, b.fx[f], b.fy[f], b.magician_r):
                out.append(g)
        return out

    def plan_turn(self, direction, notches):
        """Plan a wheel turn from the current state without changing it:
        (stop step 0..period-1, touched magicians ascending). direction +1
        (red) or -1 (blue); the turn is notches as defined in motor.py."""
        if direction not in (1, -1) or not isinstance(notches, int) or notches < 1:
            raise ValueError("direction must be +1 or -1 and notches >= 1")
        stop, _, touched, _ = plan_turn(self.board, self.step, self.ghosts, self._mag_xy(),
                                        direction, notches)
        return self.board.wheel.wrap(stop), touched

    def _mag_xy(self):
        b = self.board
        return [(b.fx[f], b.fy[f]) if f >= 0 else None for f in self.mags]

    # -- snapshots ---------------------------------------------------------------
    def to_dict(self):
        return {
            "game": self.name,
            "board": self.board.name,
            "players": self.players,
            "seed": self.seed,
            "variant": list(self.variant),
            "phase": self.phase,
            "seat": self.seat,
            "step": self.step,
            "ghosts": [list(g) for g in self.ghosts],
            "magicians": list(self.mags),
            "stacks": [list(s) for s in self.stacks],
            "slate": [list(s) for s in self.slate],
            "deck": list(self.deck),
            "discard": list(self.discard),
            "halves": list(self.halves),
            "die": self.die,
            "ghost_die": list(self.gdie) if self.gdie else None,
            "pending": list(self.pending),
            "away": list(self.away) if self.away else None,
            "ghost4": self.ghost4,
            "turned": self.turned,
            "rng": self.rng.state,
            "over": self.over,
            "result": self.result,
            "history": [list(a) for a in self.history],
        }

    @classmethod
    def from_dict(cls, d, board=None):
        """Restore a snapshot; pass the same `board` the game was made with
        (a measured board instead of the reference one)."""
        if not isinstance(d, dict):
            raise TypeError("a Spuknacht snapshot is a dict, got %s" % type(d).__name__)
        if d.get("game") != cls.name:
            raise CorruptData("snapshot is not a Spuknacht game")
        if not isinstance(d["variant"], list):
            raise CorruptData("snapshot: variant must be a list")
        g = cls(players=d["players"], seed=d["seed"], variant=tuple(d["variant"]), board=board)
        b = g.board
        if d["board"] != b.name:
            raise CorruptData("snapshot was made on board %r, not %r" % (d["board"], b.name))
        nm = len(R.MAGICIANS)
        if d["phase"] not in _PHASES:
            raise CorruptData("snapshot: unknown phase %r" % (d["phase"],))
        _ints([d["seat"]], 0, g.players - 1, "seat")
        _ints([d["step"]], 0, b.wheel.period - 1, "wheel step")
        if not isinstance(d["ghosts"], list) or not 3 <= len(d["ghosts"]) <= 4:
            raise CorruptData("snapshot: ghosts must be a list of 3 or 4")
        for gh in d["ghosts"]:
            _ints(gh, 0, b.wheel.turn - 1, "ghost", 2)
            _ints(gh[:1], 0, len(b.ghost_starts) - 1, "ghost start")
        _ints(d["magicians"], _OUT, b.n - 1, "magicians", nm)
        on = [f for f in d["magicians"] if f >= 0]
        if len(set(on)) != len(on):
            raise CorruptData("snapshot: two magicians on one field")
        for key in ("stacks", "slate"):
            if not isinstance(d[key], list) or len(d[key]) != nm:
                raise CorruptData("snapshot: %s must be a list of %d" % (key, nm))
        for m in range(nm):
            chips = _ints(d["stacks"][m], 0, len(R.MOTIFS) - 1, "stacks") + \
                _ints(d["slate"][m], 0, len(R.MOTIFS) - 1, "slate")
            if sorted(chips) != sorted(R.CHIPS[m]):
                raise CorruptData("snapshot: the chips of magician %d do not add up" % m)
        _ints(d["deck"] + d["discard"], 0, len(R.CARDS) - 1, "cards")
        _ints(d["halves"], 0, R.HALVES_TO_LOCK, "halves", len(b.corner_starts))
        _ints([d["die"], d["ghost4"]], 0, 6, "die")
        _ints(d["pending"], 0, nm - 1, "pending")
        if d["away"] is not None:
            _ints(d["away"], 0, len(R.CARDS) - 1, "away", 2)
        if not isinstance(d["history"], list) or not all(isinstance(a, list) for a in d["history"]):
            raise CorruptData("snapshot: history must be a list of actions")
        g.phase = d["phase"]
        g.seat = d["seat"]
        g.step = d["step"]
        g.ghosts = [list(x) for x in d["ghosts"]]
        g.mags = list(d["magicians"])
        g.stacks = [list(s) for s in d["stacks"]]
        g.slate = [list(s) for s in d["slate"]]
        g.deck = list(d["deck"])
        g.discard = list(d["discard"])
        g.halves = list(d["halves"])
        g.die = d["die"]
        g.gdie = list(d["ghost_die"]) if d["ghost_die"] else []
        g.pending = list(d["pending"])
        g.away = list(d["away"]) if d["away"] else []
        g.ghost4 = d["ghost4"]
        g.turned = d["turned"]
        g.rng = Rng.from_state(d["rng"])
        g.over = d["over"]
        r = d["result"]
        if r is None:
            g.result = None
        else:
            res = dict(r)
            res["winners"] = list(r["winners"])
            g.result = res
        g.history = History(tuple(a) for a in d["history"])
        return g

    def view(self, seat):
        """Everything is open except the order of the face-down stacks and
        the ghost card deck: those show as counts."""
        d = self.to_dict()
        d["stacks"] = [[s[0], len(s)] if s else [] for s in self.stacks]
        d["deck"] = len(self.deck)
        d["rng"] = None
        return d
