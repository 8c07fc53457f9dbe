"""Players at a dice-and-wheel box (no hall sensors), for `sim --auto` on a
board without a hall scanner and for the end-to-end tests.

The players keep the real game in their heads: here a Spuknacht engine
(the same board and wheel as the box) stands for the physical table. Each
turn they press ROLL, read the dice off the box, make a magician move
(the engine's legal move, chosen by a seeded Rng), sometimes type the
magicians' fields into the box, press ROLL again and watch the wheel: the
moment a ghost touches a magician (the engine's contact step, seen on the
wheel model) they press STOP. Whatever the box did is the truth of the
table: the engine's wheel is set to where the box left the wheel.

Checks made on the way (listed in `errors`): the box shows the dice it
rolled; without positions it stops within `stop_steps` of the STOP edge
and otherwise turns exactly to the engine's notch target; with positions
it stops by itself exactly on the engine's first contact and names the
same touched magicians."""

from hexbox.core.rng import Rng
from hexbox.games.spuknacht.infer import fields_after

THINK_MS = 150  # between two physical acts
CLICK_MS = 90


class DicePlayer:
    def __init__(
        self,
        world,
        game,
        running,
        seed,
        by_hand_every=3,
        nudge_every=5,
        stop_button="stop",
        max_turns=None,
    ):
        self.world = world
        self.g = game  # the table's truth (a Spuknacht engine)
        self.running = running  # hexbox.app.main.RUNNING
        self.rng = Rng(seed * 31 + 7)
        self.by_hand_every = by_hand_every  # every k-th turn the fields are typed in (0: never)
        self.nudge_every = nudge_every  # every k-th STOP is followed by a nudge back (0: never)
        self.stop_button = stop_button
        self.max_turns = max_turns
        self.script = []  # physical acts: (kind, arg)
        self.state = "setup"
        self.next_us = 0
        self.turns = 0
        self.stops = []  # (steps after the STOP edge, mid-notch?) per STOP press
        self.continued_after_stop = []  # turns that started mid-notch: (from, end, engine end)
        self.nudges = 0
        self.by_hand_turns = 0
        self.errors = []
        self.lines = []  # what happened (present.line of each event)
        # during a turn: [start model position, contact offset or None, pressed at]
        self.watch = None
        self.pending_watch = None  # the same, before the box starts turning
        self.mid_start = False
        self.plan = None
        self.done = False
        world.clock.listeners.append(self.tick)

    def play(self, action):
        """The table's move, and what happened as the players read it."""
        from hexbox.games.spuknacht import present

        events = self.g.play(action)
        for e in events:
            line = present.line(self.g, e, -1)
            if line:
                self.lines.append(line)
        return events

    def detach(self):
        if self.tick in self.world.clock.listeners:
            self.world.clock.listeners.remove(self.tick)

    # -- watching the wheel: the STOP press ----------------------------------------
    def _watch_wheel(self):
        w = self.watch
        if w is None or w[2] is not None or w[1] is None:
            return
        if abs(self.world.wheel.position - w[0]) >= abs(w[1]):
            self.world.press(self.stop_button)  # the ghost touches: STOP now
            w[2] = self.world.wheel.position

    # -- the players' turn ------------------------------------------------------------
    def tick(self, now):
        self._watch_wheel()
        if now < self.next_us or not self.running or self.done:
            return
        c = self.running[0]
        t = getattr(c, "game", None)
        if t is None or c.status == "boot":
            return
        if c.on_turn_start is None:
            c.on_turn_start = self.turn_started
        self.next_us = now + THINK_MS * 1000
        if self.script:
            self.do(self.script.pop(0))
            return
        self.step(c, t)

    def step(self, c, t):
        g = self.g
        if g.over or (self.max_turns is not None and self.turns >= self.max_turns):
            self.done = True
            c.stopped = True
            return
        ph = g.phase
        if ph == "setup":
            acts = g.actions()
            self.play(acts[self.rng.below(len(acts))])
        elif ph in ("away", "ghost4"):
            acts = g.actions()
            self.play(acts[self.rng.below(len(acts))])
        elif ph == "roll":
            if c.menu is not None or t.phase not in ("roll", "turn"):
                return
            if t.phase == "roll":
                self.script.append(("click", "roll"))
            # else the box has rolled already (it was resumed after its roll
            # was saved): the players read those dice and go on from there
            self.state = "rolled"
            self.play(("roll",))
        elif ph == "move" and self.state == "rolled" and t.phase == "turn":
            self.read_dice(c, t)
            self.make_move(c, t)

    def read_dice(self, c, t):
        g = self.g
        die, gdie = t.die, list(t.gdie)
        # late: a virtual device gets the firmware after this module
        from hexbox.boxes.dice.screens import dice_rows

        if not c.rows or dice_rows(t)[0] not in c.rows:
            self.errors.append(
                "turn %d: the OLED does not show the die %d: %r" % (self.turns, die, c.rows)
            )
        # the engine threw its own dice; the table has the box's
        g.die, g.gdie = die, gdie

    def make_move(self, c, t):
        g = self.g
        acts = g.actions()
        a = acts[self.rng.below(len(acts))]
        self.turns += 1
        by_hand = self.by_hand_every and self.turns % self.by_hand_every == 0
        s = self.script
        if by_hand:
            # the fields after the move, typed in with ROLL+ / BACK- / OK
            want = [fields_after_one(g.mags, a, m) for m in range(len(g.mags))]
            assert sorted(f for f in want if f >= 0) == fields_after(g.mags, a)
            s.append(("click", "confirm"))
            n = g.board.n
            for m in range(len(want)):
                cur = t.mags[m]
                up = (want[m] - cur) % (n + 1)
                down = (cur - want[m]) % (n + 1)
                if up <= down:
                    s.extend([("click", "roll")] * up)
                else:
                    s.extend([("click", "back")] * down)
                s.append(("click", "confirm"))
            self.by_hand_turns += 1
        elif t.by_hand:
            s.append(("hold", "confirm"))  # forget the typed fields: STOP by hand again
        s.append(("move", a))
        s.append(("click", "roll"))  # turn the wheel
        s.append(("await_turn", by_hand))
        self.state = "turning"

    def do(self, act):
        kind, arg = act
        w = self.world
        if kind == "click":
            w.press(arg)
            w.clock.timers.append([w.clock.us + CLICK_MS * 1000, 0, lambda: w.release(arg)])
        elif kind == "hold":
            w.press(arg)
            long_ms = w.board["buttons"].get("long_ms", 800)
            w.clock.timers.append([w.clock.us + (long_ms + 200) * 1000, 0, lambda: w.release(arg)])
            self.script.insert(0, ("wait", (long_ms + 400) // THINK_MS))
        elif kind == "wait":
            if arg > 1:
                self.script.insert(0, ("wait", arg - 1))
        elif kind == "move":
            self.engine_move(arg)
        elif kind == "await_turn":
            self.await_turn(arg)
        elif kind == "after_turn":
            self.after_turn(arg)
        elif kind == "nudge_done":
            self.nudge_done(arg)

    def engine_move(self, a):
        """The magician move on the table; the engine plans its wheel turn,
        which the players will watch for."""
        g = self.g
        c = self.running[0]
        t = c.game
        if t.by_hand:
            want = [fields_after_one(g.mags, a, m) for m in range(len(g.mags))]
            if t.mags != want:
                self.errors.append("turn %d: box fields %r, table %r" % (self.turns, t.mags, want))
        s0 = g.step
        self.mid_start = not g.board.wheel.on_boundary(s0)
        ev = self.play(a)
        wheel = [e for e in ev if e[0] == "wheel"]
        if not wheel:  # the game ended with the exit
            self.plan = None
            return
        _, colour, n, frm, stop, moved = wheel[0]
        target = g.board.wheel.target(frm, 1 if colour == "red" else -1, n) - frm
        touched = tuple(sorted(set(e[1] for e in ev if e[0] == "touch")))
        self.plan = (frm, moved, target, touched)
        contact = moved if moved != target else None
        self.watch = None
        self.pending_watch = [None, contact, None]
        self.watch = None

    def turn_started(self, move):
        """The box begins a turn (controller probe): watch the wheel from here."""
        if self.pending_watch is None:
            return
        if self.running[0].game.by_hand:
            self.pending_watch[1] = None  # the box stops by itself
        self.pending_watch[0] = self.world.wheel.position
        self.watch = self.pending_watch
        self.pending_watch = None

    def await_turn(self, by_hand):
        c = self.running[0]
        if self.plan is None:
            return
        if self.watch is None or c.game.phase == "turn" or self.world.motor.energised():
            self.script.insert(0, ("await_turn", by_hand))
            return
        self.script.insert(0, ("after_turn", by_hand))

    def after_turn(self, by_hand):
        c = self.running[0]
        t = c.game
        g = self.g
        frm, moved, target, touched = self.plan
        w = self.watch
        self.watch = None
        self.world.release(self.stop_button)
        made = self.world.wheel.position - w[0]
        lt = c.last_turn
        if (t.step - (frm + made)) % g.board.wheel.period:
            self.errors.append(
                "turn %d: box step %d, wheel model moved %d from %d"
                % (self.turns, t.step, made, frm)
            )
        if by_hand:
            if made != moved or lt[3] != touched:
                self.errors.append("turn %d (fields by hand): stop %d touched %r, engine %d %r"
                                   % (self.turns, made, lt[3], moved, touched))
        elif w[2] is not None:
            after = abs(self.world.wheel.position - w[2])
            self.stops.append((after, not g.board.wheel.on_boundary(t.step)))
            if after > c.stop_steps:
                self.errors.append(
                    "turn %d: %d steps after STOP (limit %d)" % (self.turns, after, c.stop_steps)
                )
        elif made != target:
            self.errors.append(
                "turn %d: wheel turned %d, the notches ask %d" % (self.turns, made, target)
            )
        if self.mid_start:
            self.continued_after_stop.append((frm, made, target))
        # the table's wheel is where the box left it
        g.step = t.step
        self.state = "idle"
        if w[2] is not None and self.nudge_every and len(self.stops) % self.nudge_every == 0:
            self.script.append(("click", "back"))
            self.script.append(("nudge_done", t.step))

    def nudge_done(self, before):
        c = self.running[0]
        t = c.game
        if t.step == before and self.world.motor.energised():
            self.script.insert(0, ("nudge_done", before))
            return
        if t.step == before:
            self.errors.append("turn %d: BACK did not nudge the wheel" % self.turns)
        self.nudges += 1
        self.g.step = t.step


def fields_after_one(mags, a, m):
    if a[0] in ("move", "place", "away") and a[1] == m:
        return a[2]
    if a[0] == "exit" and a[1] == m:
        return -1
    return mags[m] if mags[m] >= 0 else -1


def auto_dice(
    seed, board="pico_dice", players=1, workdir=None, world=None, limit_s=4 * 3600, lang="en", **kw
):
    """Play one whole Spuknacht game on a dice-and-wheel box. Returns
    (controller, world, player)."""
    import tempfile

    from hexbox.app import main as appmain
    from hexbox.games.spuknacht import Game
    from hexbox.games.spuknacht.box import engine_board
    from host_tools.hardware import boards
    from host_tools.sim.run import SimTimeout, run_main
    from host_tools.sim.world import World

    world = world or World(boards.load(board))
    g = Game(players=players, seed=seed, board=engine_board(world.board))

    def watchdog(now):
        if now > limit_s * 1000000:
            raise SimTimeout("no end after %d virtual seconds" % limit_s)

    world.clock.listeners.append(watchdog)
    player = DicePlayer(world, g, appmain.RUNNING, seed, **kw)
    cfg = {"board": board, "game": "spuknacht", "players": players, "seed": seed, "lang": lang}
    tmp = None
    if workdir is None:
        tmp = tempfile.TemporaryDirectory()
        workdir = tmp.name
    try:
        run_main(world, workdir, cfg)
    finally:
        player.detach()
        world.clock.listeners.remove(watchdog)
        if tmp is not None:
            tmp.cleanup()
    return appmain.RUNNING[0], world, player


def main_auto(args):
    """`sim --auto SEED --board <no-hall board>`: a whole game at the dice
    box; prints what happened and a summary (errors -> exit 1)."""
    from hexbox.games.spuknacht import present

    c, world, p = auto_dice(args.auto, args.board, args.players, lang=args.lang or "en")
    g = p.g
    for line in p.lines:
        print(line)
    for row in present.result(g):
        print(row)
    from host_tools.sim.chrome import counted, say

    print(
        say(
            "dice_summary",
            args.auto,
            args.board,
            counted("n_turns", p.turns),
            counted("n_seconds", world.clock.us // 1000000),
            counted("n_stops", len(p.stops)),
            counted("n_steps", max([s[0] for s in p.stops] or [0])),
            counted("n_turns_on", p.by_hand_turns),
            counted("n_nudges", p.nudges),
        )
    )
    for e in p.errors:
        print("ERROR " + e)
    return 1 if p.errors else 0
