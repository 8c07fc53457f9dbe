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
  ("touch", m, ghost)            a new ghost contact: at the wheel stop, or
                                 where the expert ghost is set (ghost 3)
  ("shuffle", n)                 drawn cards reshuffled into the deck
  ("card", m, kind, corner, distance)  ghost card drawn for m
  ("gate", corner, halves)       a gate half placed
  ("locked", corner)             two halves: that exit is locked
  ("away", m, from, to) / ("stay", m)  moving away after a card
  ("win",) / ("loss",)
"""

from hexbox.core.disc import disc_touch
from hexbox.core.engine import Engine
from hexbox.core.rng import Rng
from hexbox.core.sweep import rotate_point

from . import data as R
from . import dice
from .board import reference_board
from .moves import away_targets, move_targets
from .planner import ghost_on_start, plan_turn, touching_pairs

_OUT = -2  # magician field value once it left the castle
_UNPLACED = -1


def _colour_dir(colour):
    return dice.direction(colour)


_PHASES = ("setup", "roll", "move", "away", "ghost4", "over")
_MID_TURN = ("move", "away", "ghost4")  # the dice are rolled and not yet put away


class Game(Engine):
    name = "spuknacht"
    PLAYERS = (R.MIN_PLAYERS, R.MAX_PLAYERS)
    VARIANTS = ("expert",)
    HEAVIEST = (R.MAX_PLAYERS, ("expert",))  # the bench's RAM setup: 4 ghosts
    FIELDS = ("phase", "seat", "step", "ghosts", ("magicians", "mags"), "stacks", "slate",
              "deck", "discard", "halves", "die", "pending", "ghost4", "contacts", "turned",
              "over", "result")

    def __init__(self, players=1, seed=0, variant=(), board=None):
        Engine.__init__(self, players, seed, variant)
        self.board = board or reference_board()
        self.expert = "expert" in self.variant
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
        self.contacts = []  # [m, g]: ghost g in contact with magician m (planner.py)
        self.turned = False
        self._tkey = None
        self._touched = bytearray(0)

    # -- contract ------------------------------------------------------------
    @property
    def current(self):
        return -1 if self.over else self.seat

    def actions(self):
        if self.over:
            return []
        p = self.phase
        if p == "roll":
            return [("roll",)]
        if p == "move":
            return list(self.moves())
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

    def _legal_for(self, action):
        """The legal actions that could equal `action`: for a move or an
        exit only that magician's (a third of the work), else all."""
        if (self.phase == "move" and len(action) == 3 and action[0] in ("move", "exit")
                and isinstance(action[1], int) and 0 <= action[1] < len(self.mags)):
            return self._move_actions(action[1])
        return self.actions()

    def _why(self, action, legal):
        legal = self.actions()  # _legal_for may have listed one magician's moves only
        if not legal:
            return "no action is possible now"
        kinds = sorted(set(a[0] for a in legal))
        if len(action) == 0 or action[0] not in kinds:
            return "now the game needs one of: %s" % ", ".join(kinds)
        if action[0] in ("move", "away") and len(action) == 3:
            return self._why_field(action[0], action[1], action[2])
        return "%r is not allowed now" % (action,)

    def _why_field(self, kind, m, f):
        # (format, values): the formats are the keys of the words tables' REASONS
        b = self.board
        if not (isinstance(m, int) and 0 <= m < len(self.mags)) or self.mags[m] < 0:
            return "magician %r is not on the board" % (m,)
        if kind == "away" and m != self.away[0]:
            return "%s must move away first", (R.MAGICIANS[self.away[0]],)
        if not (isinstance(f, int) and 0 <= f < b.n):
            return "there is no field %r" % (f,)
        if f == self.mags[m]:
            return "the magician must move at least one field"
        if f in self.mags:
            return "field %d is taken: only one magician may stand on a field", (f,)
        if self.touched_fields()[f]:
            return "a ghost touches field %d", (f,)
        if kind == "away":
            return "field %d is not the right number of fields away from the ghost", (f,)
        return "field %d cannot be reached with %d points without crossing a ghost", (f, self.die)

    # -- setup and dice ------------------------------------------------------
    def _place(self, a, ev):
        m, f = a[1], a[2]
        self.mags[m] = f
        ev.append(("place", m, f))
        if _UNPLACED not in self.mags:
            self.phase = "roll"

    def _roll(self, a, ev):
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

    def legal(self, only=-1):
        """The legal actions to read (and read again), as actions() lists
        them; in the move phase made one at a time (moves()), so the box's
        hall-sensor table reads the board against them without a list.
        only=m: in the move phase just magician m's moves and exits (the
        sensors miss only m: no other action can match, a third of the work)."""
        if self.phase == "move" and not self.over:
            from hexbox.core.lazy import Walk

            if only >= 0:
                return Walk(lambda: self.moves(only))
            return Walk(self.moves)
        return self.actions()

    def _move_actions(self, only=-1):
        """Move, exit (or pass) actions; only=m: just magician m's moves and
        exits (what play() needs to check one action)."""
        return list(self.moves(only))

    def moves(self, only=-1):
        """The move phase's actions one at a time, in actions() order: the
        box's hall-sensor table reads a move against them without holding
        a list of every move (up to ~120 tuples) in the heap."""
        b = self.board
        blocked = self.touched_fields()
        some = False
        for m in range(len(self.mags)):
            f = self.mags[m]
            if f < 0 or (only >= 0 and m != only):
                continue
            ends, dist = move_targets(b.adj, f, self.die, blocked, self._occupied(m))
            for e in ends:
                some = True
                yield ("move", m, e)
            if len(self.slate[m]) == R.CHIPS_PER_MAGICIAN:
                for c in range(len(b.corner_starts)):
                    d = dist[b.corner_starts[c]]
                    # one die point for stepping through the gate
                    if self._open(c) and 0 <= d <= self.die - 1:
                        some = True
                        yield ("exit", m, c)
        if not some and only < 0:
            yield ("pass",)

    def _move(self, a, ev):
        m, f = a[1], a[2]
        ev.append(("move", m, self.mags[m], f))
        self.mags[m] = f
        self._release(m)
        self._collect(m, ev)
        self._continue(ev)

    def _exit(self, a, ev):
        m, c = a[1], a[2]
        ev.append(("exit", m, c))
        self.mags[m] = _OUT
        self._release(m)
        if all(f == _OUT for f in self.mags):
            self._finish(True, ev)
            return
        self._continue(ev)

    def _pass(self, a, ev):
        ev.append(("pass",))
        self._continue(ev)

    def _away(self, a, ev):
        m = a[1]
        ev.append(("away", m, self.mags[m], a[2]))
        self.mags[m] = a[2]
        self._release(m)
        self.away = []
        self._collect(m, ev)
        self._continue(ev)

    def _stay(self, a, ev):
        ev.append(("stay", a[1]))
        self.away = []
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
        kept = []
        stop, _, touched, pairs = plan_turn(
            self.board, self.step, self.ghosts, self._mag_xy(), _colour_dir(colour), n,
            self._contact(), kept)
        w = self.board.wheel
        ev.append(("wheel", colour, n, self.step, w.wrap(stop), stop - self.step))
        self.step = w.wrap(stop)
        for m, g in pairs:
            ev.append(("touch", m, g))
        kept.extend(pairs)
        kept.sort()
        self.contacts = [[m, g] for m, g in kept]
        self.pending = list(touched)

    def _contact(self):
        return tuple((c[0], c[1]) for c in self.contacts)

    def _release(self, m):
        """m moved onto a field no ghost touches: its contacts have ended."""
        self.contacts = [c for c in self.contacts if c[0] != m]

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
        mine = self.touching_ghosts(m)
        ghosts = [self.ghost_xy(g) for g in mine]
        # "now you can even move through the ghost": the one touching m; a
        # field another ghost touches still may not be crossed
        blocked = self._touched_by([g for g in range(len(self.ghosts)) if g not in mine])
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
            return away_targets(b.adj, here, tuple(range(1, self.die + 1)), allowed, blocked)
        # exactly `dist` fields; when no such field qualifies, the nearest
        # shorter distance that does (assumed: the seed gives no fallback)
        k = dist
        while k >= 1:
            ends = away_targets(b.adj, here, (k,), allowed, blocked)
            if ends:
                return ends
            k -= 1
        return []

    # -- expert ghost ------------------------------------------------------------
    def _ghost4_starts(self):
        """'place it on any of the three ghost starting fields': any, also
        one a magician stands on (the ghost then touches it: _place_ghost4).
        assumed: not where it would overlap a ghost already on the wheel
        (two ghosts cannot stand in one place), unless that is so at all
        three (the wheel at home): then the players choose any."""
        b = self.board
        free = []
        for k in range(len(b.ghost_starts)):
            x, y = rotate_point(b.cx, b.cy, b.mount_r[k], b.mount_a[k])
            clash = False
            for g in range(len(self.ghosts)):
                gx, gy = self.ghost_xy(g)
                if disc_touch(x, y, b.ghost_r, gx, gy, b.ghost_r):
                    clash = True
            if not clash:
                free.append(k)
        return free or list(range(len(b.ghost_starts)))

    def _place_ghost4(self, a, ev):
        k = a[1]
        b = self.board
        self.ghosts.append(ghost_on_start(b, k, self.step))
        self.ghost4 = 2
        self._tkey = None
        ev.append(("ghost4", b.ghost_starts[k]))
        # a magician the new ghost touches is touched: a card, then away
        g = len(self.ghosts) - 1
        for m, _ in touching_pairs(b, self.step, self.ghosts, self._mag_xy(), g):
            ev.append(("touch", m, g))
            self.contacts.append([m, g])
            if m not in self.pending:  # already drawing: one card, one move away
                self.pending.append(m)
        self.contacts.sort()
        self._continue(ev)

    # what each action does
    MOVES = (("place", _place), ("roll", _roll), ("move", _move), ("exit", _exit),
             ("pass", _pass), ("away", _away), ("stay", _stay), ("ghost", _place_ghost4))

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
            self._touched = self._touched_by(range(len(self.ghosts)))
            self._tkey = key
        return self._touched

    def _touched_by(self, ghosts):
        """bytearray: 1 where a magician would touch one of these ghosts."""
        b = self.board
        t = bytearray(b.n)
        for g in ghosts:
            gx, gy = self.ghost_xy(g)
            for f in b.ring_fields[self.ghosts[g][0]]:
                if disc_touch(gx, gy, b.ghost_r, b.fx[f], b.fy[f], b.magician_r):
                    t[f] = 1
        return t

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
                                        direction, notches, self._contact())
        return self.board.wheel.wrap(stop), touched

    def _mag_xy(self):
        b = self.board
        return [(b.fx[f], b.fy[f]) if f >= 0 else None for f in self.mags]

    # -- snapshots: FIELDS, and this (_load reads it back)
    # ----------------------------------------------
    def _dump(self, d):
        d["board"] = self.board.name
        d["ghost_die"] = list(self.gdie) if self.gdie else None
        d["away"] = list(self.away) if self.away else None
        d["rng"] = self.rng.state

    def _load(self, d):
        self.gdie = list(d["ghost_die"]) if d["ghost_die"] else []
        self.away = list(d["away"]) if d["away"] else []
        self.rng = Rng.from_state(d["rng"])
        self._tkey = None

    def view(self, seat):
        """Everything is open except the order of the face-down stacks and
        the ghost card deck: those show as counts. The seed and rng state,
        from which the stacks, the deck and every coming roll follow, are
        left out (the referee's to_dict() keeps them)."""
        d = self.to_dict()
        d["config"]["seed"] = None
        d["stacks"] = [[s[0], len(s)] if s else [] for s in self.stacks]
        d["deck"] = len(self.deck)
        d["rng"] = None
        return d
