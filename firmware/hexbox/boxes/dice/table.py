# What a box without hall sensors knows about the Spuknacht table: the
# wheel position, the last rolls and, only if the players typed them in,
# where the magicians stand. Pure logic (no hardware), so it is tested on
# both interpreters; controller.py drives it from the buttons.
#
# The dice are the engine's (games/spuknacht/dice.py), the notch arithmetic
# is the engine's Wheel (motor.py: from mid-notch the first notch finishes
# the interrupted one, "he simply continues turning from this position"),
# and with magicians entered by hand the stop is the engine's planner
# (planner.py), so the wheel stops at the first contact exactly as in the
# full kit.

from hexbox.core.errors import IllegalAction
from hexbox.games.spuknacht import dice
from hexbox.games.spuknacht.data import GHOST_DIE, MAGICIAN_DIE, MAGICIANS
from hexbox.games.spuknacht.planner import ghost_on_start, plan_turn

KEEP_ROLLS = 4  # rolls a long press shows again (4 rows fit the OLED)
# assumed: a nudge turns back an eighth of a notch (about 2 degrees on the
# reference wheel): enough for a touch judged too early, small enough to
# press twice
NUDGE_PARTS = 8
_OFF = -1  # magician not entered (not on the board, or not told)


def _int(v):
    return isinstance(v, int) and not isinstance(v, bool)


class DiceTable:
    def __init__(self, board, rng):
        self.board = board  # the engine's Board, its wheel in this box's microsteps
        self.rng = rng
        self.step = 0  # wheel position in motor steps, 0..period-1 (0 = home)
        self.phase = "roll"  # "roll": next press rolls; "turn": it turns the wheel
        self.die = 0  # last roll, as the engine holds it (screens.dice_rows reads these)
        self.gdie = []
        self.rolls = []  # the last KEEP_ROLLS rolls, oldest first: [points, colour, n]
        self.mags = [_OFF] * len(MAGICIANS)  # fields entered by hand
        self.by_hand = False  # True once the players entered the positions
        self.last_dir = 0  # direction of the last turn (0: none yet)
        # at home every ghost mount stands under its start field (as in the engine)
        self.ghosts = [ghost_on_start(board, k, 0) for k in range(len(board.ghost_starts))]

    # -- dice ------------------------------------------------------------------
    def roll(self):
        """Throw both Spuknacht dice; the next press turns the wheel."""
        points, colour, n = dice.roll(self.rng)
        self.die = points
        self.gdie = [colour, n]
        self.rolls.append([points, colour, n])
        if len(self.rolls) > KEEP_ROLLS:
            self.rolls.pop(0)
        self.phase = "turn"
        return points, colour, n

    # -- the wheel ---------------------------------------------------------------
    def plan(self):
        """(move, touched) for the rolled ghost die: the signed steps to turn
        and, with the positions entered by hand, the magicians the stop
        touches (a tuple; empty without positions: the players watch)."""
        if self.phase != "turn":
            raise IllegalAction("roll the dice first")
        colour, n = self.gdie
        d = dice.direction(colour)
        if self.by_hand:
            stop, _, touched, _ = plan_turn(self.board, self.step, self.ghosts, self.mag_xy(), d, n)
        else:
            stop = self.board.wheel.target(self.step, d, n)
            touched = ()
        return stop - self.step, touched

    def turned(self, moved, direction):
        """The wheel made `moved` signed steps (all of them, or fewer after
        STOP); the next turn continues from there."""
        self.step = self.board.wheel.wrap(self.step + moved)
        if direction:
            self.last_dir = direction
        self.phase = "roll"

    def nudge(self):
        """Signed steps of one nudge back, against the last turn."""
        if not self.last_dir:
            raise IllegalAction("the wheel has not turned yet")
        w = self.board.wheel
        return -self.last_dir * max(w.period // (w.revs * w.notches * NUDGE_PARTS), 1)

    # -- positions by hand ----------------------------------------------------------
    def mag_xy(self):
        b = self.board
        return [(b.fx[f], b.fy[f]) if f >= 0 else None for f in self.mags]

    def set_positions(self, fields):
        """The magicians' fields as the players entered them (-1: not on the
        board). Checked before anything changes."""
        n = self.board.n
        if len(fields) != len(self.mags):
            raise IllegalAction("enter a field for each of the %d magicians", (len(self.mags),))
        on = []
        for f in fields:
            if not _int(f) or not _OFF <= f < n:
                raise IllegalAction("there is no field %r (0..%d, or -1 for none)" % (f, n - 1))
            if f >= 0:
                if f in on:
                    raise IllegalAction("field %d is entered twice: one magician per field", (f,))
                on.append(f)
        self.mags = list(fields)
        self.by_hand = bool(on)

    def forget_positions(self):
        self.mags = [_OFF] * len(self.mags)
        self.by_hand = False

    def set_ghost4(self, k):
        """The expert game's 4th ghost, put on ghost start k with the wheel
        where it stands now (-1: no 4th ghost). Only the typed-in stops need it."""
        n = len(self.board.ghost_starts)
        if not _int(k) or not -1 <= k < n:
            raise IllegalAction("there is no ghost start %r (0..%d, or -1 for none)" % (k, n - 1))
        del self.ghosts[n:]
        if k >= 0:
            self.ghosts.append(ghost_on_start(self.board, k, self.step))

    def ghost4(self):
        """Ghost start of the 4th ghost, or -1."""
        n = len(self.board.ghost_starts)
        return self.ghosts[n][0] if len(self.ghosts) > n else -1

    # -- persistence (hexbox.core.log record) ------------------------------------------
    def to_record(self):
        return {"game": "dice_wheel", "actions": [], "step": self.step, "phase": self.phase,
                "rolls": [list(r) for r in self.rolls], "mags": list(self.mags),
                "by_hand": self.by_hand, "last_dir": self.last_dir,
                "ghosts": [list(g) for g in self.ghosts]}

    def restore(self, rec):
        """Take a saved record; a bad one changes nothing and raises ValueError."""
        step = rec.get("step")
        if (
            not isinstance(step, int)
            or isinstance(step, bool)
            or not 0 <= step < self.board.wheel.period
        ):
            raise ValueError("saved wheel step %r is off this wheel" % (step,))
        rolls = rec.get("rolls", [])
        if not isinstance(rolls, list):
            raise ValueError("saved rolls must be a list")
        for r in rolls:
            # exact ints: 3.0 == 3 would pass `in`, and a float in the table
            # crashes the planner and the motor model later
            if not (isinstance(r, list) and len(r) == 3 and _int(r[0]) and r[0] in MAGICIAN_DIE
                    and isinstance(r[1], str) and _int(r[2]) and (r[1], r[2]) in GHOST_DIE):
                raise ValueError("saved roll %r is not a throw of the two dice" % (r,))
        phase = rec.get("phase")
        if phase not in ("roll", "turn") or (phase == "turn" and not rolls):
            raise ValueError("saved phase %r does not fit" % (phase,))
        last_dir = rec.get("last_dir", 0)
        if not _int(last_dir) or last_dir not in (-1, 0, 1):
            raise ValueError("saved direction %r is not -1, 0 or 1" % (last_dir,))
        n = len(self.board.ghost_starts)
        ghosts = rec.get("ghosts", self.ghosts[:n])
        if not (isinstance(ghosts, list) and n <= len(ghosts) <= n + 1
                and all(isinstance(g, list) and len(g) == 2 and _int(g[0]) and _int(g[1])
                        for g in ghosts[:n]) and ghosts[:n] == self.ghosts[:n]):
            raise ValueError("saved ghosts %r do not fit this wheel" % (ghosts,))
        if len(ghosts) > n:
            g4 = ghosts[n]
            if not (isinstance(g4, list) and len(g4) == 2 and _int(g4[0]) and 0 <= g4[0] < n
                    and _int(g4[1]) and 0 <= g4[1] < self.board.wheel.turn):
                raise ValueError("saved 4th ghost %r is not a ghost start and angle" % (g4,))
        mags = rec.get("mags", [])
        saved = (self.mags, self.by_hand)
        try:
            self.set_positions(mags)
        except IllegalAction as e:
            raise ValueError(e.reason) from None
        except TypeError:
            raise ValueError("saved fields %r are not a list" % (mags,)) from None
        if rec.get("by_hand") is False:
            self.by_hand = False
        elif rec.get("by_hand") is not True:
            self.mags, self.by_hand = saved
            raise ValueError("saved by_hand %r is not true or false" % (rec.get("by_hand"),))
        # from here on nothing can fail
        self.step = step
        self.phase = phase
        self.rolls = [list(r) for r in rolls[-KEEP_ROLLS:]]
        if self.rolls:
            self.die = self.rolls[-1][0]
            self.gdie = [self.rolls[-1][1], self.rolls[-1][2]]
        self.last_dir = last_dir
        self.ghosts = [list(g) for g in ghosts]
