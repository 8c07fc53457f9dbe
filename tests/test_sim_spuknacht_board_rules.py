"""Die verdrehte Spuknacht on the full box (hall sensors), magnets moved with
the simulator's keys (l<field> lifts, p<field> puts) as a person moves them:

- "When it is your turn, you throw both dice together. First, you move
  according to the blue magicians' die": a magician moved before ROLL, or
  while the wheel still turns, is no move; the box says so and which magnet
  goes back ("Roll first: Vicky back to 12"), and ROLL waits for it;
- "only one magician can stand on each field. If you land on the same
  field as another magician, you can place your magician on the next free
  field": a magnet put on a taken field is refused with the rule;
- a box seat's "Put Mila on 32" names a magnet set down on another field."""

import pytest
from test_sim_tui import drive

from hexbox.app.speech import words
from hexbox.games.spuknacht.present import magician
from host_tools.hardware import boards
from host_tools.sim import run
from host_tools.sim.chrome import say
from host_tools.sim.tui import Tui
from host_tools.sim.world import World

GAP_US = 300000  # a person reads the screen between two keys
LOOK_US = 2000000  # then waits for the box to answer a magnet


class Person:
    """Keys for drive(): reads each screen (OK on the lines), plays the set-up
    through the numbered menu, then runs `steps` one per look: step(tui, c)
    -> keys, None to wait (the step runs again), or raises EnoughActions."""

    def __init__(self, world, steps, chores=None):
        self.world = world
        self.steps = list(steps)
        self.chores = chores  # chores(tui, c) -> keys typed before the steps, or None
        self.at = -GAP_US

    def keys(self, tui):
        c = tui.app()
        now = self.world.clock.us
        if c is not None and self.steps and getattr(self.steps[0], "eager", False):
            # a hand that does not wait for the screen (the wheel still turns)
            out = self.steps[0](tui, c)
            if out is None:
                return []
            self.steps.pop(0)
            return list(out)
        if c is None or now - self.at < GAP_US:
            return []
        self.at = now
        g = c.game
        if c.news:
            return ["c"]
        out = self.chores(tui, c) if self.chores is not None else None
        if out is not None:
            return list(out)
        if g.phase == "setup":
            return list("1\r")
        out = self.steps[0](tui, c)
        if out is None:
            return []
        self.steps.pop(0)
        return list(out)


def wait(us):
    """A step: let the box answer for `us` of virtual time."""
    until = []

    def step(tui, c):
        now = tui.world.clock.us
        if not until:
            until.append(now + us)
        return "" if now >= until[0] else None
    return step


def typed(tmp_path, steps, seed=5, bots=None, chores=None):
    """A two-player game on the full box, typed by a Person running steps;
    what the steps kept in tui.seen."""
    world = World(boards.load("pico"))
    ui = Tui(world, "spuknacht", seed, realtime=False)
    ui.seen = {}
    # keys come from the clock's ticks: while the wheel turns too
    cfg = {"board": "pico", "game": "spuknacht", "players": 2, "seed": seed}
    if bots is not None:
        cfg["bots"] = bots  # the seats the box plays
    drive(world, ui, Person(world, steps, chores).keys, tmp_path, cfg)
    return ui.seen


def free_next_to(g, f):
    """A free field next to field f (a magnet can go there)."""
    for d in (1, -1, 7, -7):
        if 0 <= f + d < 48 and f + d not in g.mags:
            return f + d
    raise AssertionError("no free field next to %d" % f)


def test_a_magician_moved_before_roll_is_put_back_and_roll_waits(tmp_path):
    def move_vicky(tui, c):
        g = c.game
        if g.phase != "roll":
            return None
        f = g.mags[0]
        to = free_next_to(g, f)
        tui.seen.update(frm=f, to=to, n=len(g.history))
        return "l%d\rp%d\r" % (f, to)

    def look(tui, c):
        tui.seen["said"] = list(c.rows)
        return "r"  # ROLL pressed with Vicky still on the wrong field

    def after_roll(tui, c):
        tui.seen["after_roll"] = (len(c.game.history), c.game.phase, list(c.game.mags))
        return "l%d\rp%d\r" % (tui.seen["to"], tui.seen["frm"])

    def roll(tui, c):
        tui.seen["put_back"] = list(c.rows)
        return "r"

    def rolled(tui, c):
        tui.seen["rolled"] = [list(a) for a in c.game.history[tui.seen["n"]:]]
        raise run.EnoughActions()

    s = typed(tmp_path, [move_vicky, wait(LOOK_US), look, wait(LOOK_US), after_roll,
                            wait(LOOK_US), roll, wait(LOOK_US), rolled])
    W = words()
    assert s["said"][:2] == [W.NOT_YET[0], W.FIXES[0] % (magician(0), s["frm"])], s["said"]
    n, phase, mags = s["after_roll"]
    assert (n, phase) == (s["n"], "roll") and mags[0] == s["frm"], "ROLL must wait"
    assert s["put_back"][0] != W.NOT_YET[0], s["put_back"]
    assert s["rolled"] == [["roll"]], s["rolled"]


@pytest.mark.parametrize("seed,then", [(5, "roll"), (6, "away")])
def test_a_magnet_moved_while_the_wheel_turns_is_no_move(seed, then, tmp_path):
    """Conrad moved by the menu (the hand moves his magnet), and while the
    wheel turns Vicky is moved too: that is no move, neither of the next
    seat's (seed 5: its roll comes first) nor of a magician a ghost
    touched (seed 6: a ghost card's move away)."""
    def roll(tui, c):
        return "r" if c.game.phase == "roll" else None

    def move(tui, c):
        g = c.game
        if g.phase != "move":
            return None
        ch = [n for n, _, a in tui.choices(c) if a[0] == "move" and a[1] == 1]
        tui.seen.update(n=len(g.history), pos=tui.world.wheel.angle)
        return "%d\r" % ch[0]

    def in_the_turn(tui, c):
        w = tui.world.wheel.angle
        if w == tui.seen["pos"]:
            return None  # the wheel has not begun to turn yet
        g = c.game
        f = g.mags[0]
        tui.seen.update(frm=f, turning=len(g.history))
        return "l%d\rp%d\r" % (f, free_next_to(g, f))
    in_the_turn.eager = True

    def after(tui, c):
        g = c.game
        tui.seen.update(rows=list(c.rows), played=len(g.history), vicky=g.mags[0],
                        phase=g.phase)
        raise run.EnoughActions()

    s = typed(tmp_path, [roll, move, in_the_turn, wait(4 * LOOK_US), after], seed=seed)
    assert s["turning"] == s["n"] + 1, "typed while the wheel turned, after Conrad's move"
    assert s["played"] == s["n"] + 1 and s["vicky"] == s["frm"], "no move taken from it"
    assert s["phase"] == then
    assert s["rows"][0] == words().NOT_YET[0 if then == "roll" else 1], s["rows"]
    assert s["rows"][1] == words().FIXES[0] % (magician(0), s["frm"]), s["rows"]


def test_a_magnet_put_on_a_taken_field_is_refused_with_the_rule(tmp_path):
    def roll(tui, c):
        return "r" if c.game.phase == "roll" else None

    def lift_onto_conrad(tui, c):
        g = c.game
        if g.phase != "move":
            return None
        tui.seen.update(frm=g.mags[0], taken=g.mags[1])
        return "l%d\rp%d\r" % (g.mags[0], g.mags[1])

    def look(tui, c):
        tui.seen.update(message=tui.message, occupied=sorted(tui.world.hall.occupied),
                        rows=list(c.rows), played=len(c.game.history), mags=list(c.game.mags))
        raise run.EnoughActions()

    s = typed(tmp_path, [roll, lift_onto_conrad, wait(LOOK_US), look])
    assert s["message"] == say("taken", s["taken"])
    assert s["frm"] not in s["occupied"] and s["taken"] in s["occupied"]
    assert s["rows"][0] == words().IN_HAND[0] % magician(0), s["rows"]  # still in the hand
    assert s["mags"][0] == s["frm"]


def test_a_box_seats_magnet_set_down_on_the_wrong_field_is_named(tmp_path):
    """The box plays seat 2 and asks for its move ("Put Mila on 32"); the
    person sets that magician down on another field: the screen names the
    wrong field, asks for the right one again, and the move waits for it."""
    def chores(tui, c):
        """Until the box seat's move is asked for: its set-up magnets put
        where asked, my own turns rolled and moved by the menu."""
        t = c.table
        g = c.game
        if t._want is not None and g.phase == "setup":
            m = [i for i in range(3) if t._want[i] != g.mags[i]][0]
            return "p%d\r" % t._want[m]
        if g.current == 0 and not t.restoring and "m" not in tui.seen:
            return "r" if g.phase == "roll" else "1\r"
        return None

    def asked(tui, c):
        t = c.table
        g = c.game
        if t._want is None or g.phase != "move":
            return None  # not the box seat's move asked for yet
        m = [i for i in range(3) if t._want[i] != g.mags[i]][0]
        to = t._want[m]
        wrong = free_next_to(g, g.mags[m])
        if wrong == to:
            wrong = free_next_to(g, to)
        tui.seen.update(m=m, to=to, wrong=wrong, n=len(g.history), asked=list(c.rows))
        return "l%d\rp%d\r" % (g.mags[m], wrong)

    def look(tui, c):
        tui.seen.update(said=list(c.rows), waited=len(c.game.history))
        return "l%d\rp%d\r" % (tui.seen["wrong"], tui.seen["to"])

    def after(tui, c):
        tui.seen.update(field=c.game.mags[tui.seen["m"]])
        raise run.EnoughActions()

    s = typed(tmp_path, [asked, wait(LOOK_US), look, wait(2 * LOOK_US), after], bots=[1],
              chores=chores)
    W = words()
    name = magician(s["m"])
    assert W.FIXES[2] % (name, s["to"]) in s["asked"], s["asked"]
    assert s["said"][1:3] == [W.WRONG_FIELD % (name, s["wrong"]), W.FIXES[2] % (name, s["to"])], \
        s["said"]
    assert s["waited"] == s["n"], "the box seat's move waits for its magnet"
    assert s["field"] == s["to"]
