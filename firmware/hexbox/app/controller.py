# The Spuknacht controller: boot, resume, roll, infer moves, turn the wheel.
#
# Two asyncio tasks share the hardware: `sense` scans the hall sensors and
# polls the buttons every POLL_MS; `flow` runs the game. Every await goes
# through pause(), so a test can cut the power at each one of them. The
# action log is saved after every action, before the wheel turns: a restart
# replays the log, homes the wheel and moves it to where the engine says it
# is, so nothing is lost or done twice.

import asyncio
import gc

from hexbox.app import infer as inf
from hexbox.app import screens
from hexbox.core.errors import IllegalAction
from hexbox.core.log import ActionLog
from hexbox.hw import buzzer as tunes
from hexbox.hw.buttons import LONG, PRESS, button_of, kind_of

POLL_MS = 10
SETTLE_MS = 600  # an occupancy must hold this long before it counts as a move


class Controller:
    def __init__(self, hw, make_game, fs, seed_source, players=1, variant=(), game_name="spuknacht"):
        self.hw = hw
        self.make_game = make_game  # (players, seed, variant) -> Game on the right board
        self.log = ActionLog(fs)
        self.seed_source = seed_source
        self.players = players
        self.variant = tuple(variant)
        self.game_name = game_name
        # self.game and self.record are set by resume() / new_game()
        self.inbox = []  # button events (button name, kind) from the sense task
        self.status = "boot"
        self.rows = []  # what the display shows, for the simulator view
        self.note = ""
        self.choice = 0
        self._seen = None  # last occupancy that was judged
        self._seen_at = 0
        self._judged = None
        self._obs = None  # cached occupancy list (observed())
        self._verdict = None  # (occupancy list, history length, infer result)
        self.pauses = 0
        self.stopped = False
        self.on_turned = None  # f(steps): a probe after each wheel turn (simulator)

    # -- time and output -----------------------------------------------------
    async def pause(self, ms):
        self.pauses += 1
        await asyncio.sleep_ms(ms)

    def show(self, rows):
        rows = list(rows)
        if rows == self.rows:
            return  # the OLED already shows it; an I2C frame costs ~25 ms
        self.rows = rows
        d = self.hw.display
        if d is not None:
            d.lines(self.rows)

    def beep(self, tune):
        if self.hw.buzzer is not None:
            self.hw.buzzer.play(tune)

    # -- boot and persistence --------------------------------------------------
    def boot(self):
        self.show(["hexbox", "homing wheel..."])
        self.hw.home()
        self.resume()
        self.align_wheel()

    def resume(self):
        rec = self.log.load()
        if rec is not None and rec.get("game") == self.game_name:
            try:
                g = self.make_game(rec["players"], rec["seed"], tuple(rec["variant"]))
                for a in rec["actions"]:
                    g.play(a)
                self.game = g
                rec["actions"] = g.history  # the game's list, not a second copy (RAM)
                self.record = rec
                self.status = "resumed %d actions" % len(rec["actions"])
                return
            except (IllegalAction, ValueError, KeyError, TypeError):
                pass  # a log from another board or version: start afresh
        self.new_game()

    def new_game(self):
        seed = self.seed_source()
        self.game = self.make_game(self.players, seed, self.variant)
        self.record = {"game": self.game_name, "players": self.players, "seed": seed,
                       "variant": list(self.variant), "actions": []}
        self.log.save(self.record)
        self.status = "new game"

    def save(self):
        # the game's own list: the record only ever gets encoded, and a copy
        # would hold every action twice in RAM
        self.record["actions"] = self.game.history
        self.log.save(self.record)
        gc.collect()  # a calm point: the action is applied and saved, the wheel not yet turning

    def align_wheel(self):
        """After homing: turn the wheel to the engine's step by the short way."""
        period = self.game.board.wheel.period
        target = self.game.step % period
        if target > period // 2:
            target -= period
        self.hw.stepper.move_to(target)
        self.hw.stepper.position = self.game.step

    # -- the tasks ---------------------------------------------------------------
    async def sense(self):
        hw = self.hw
        names = hw.button_names
        while not self.stopped:
            if hw.hall is not None:
                hw.hall.scan()
            e = hw.buttons.poll()
            while e >= 0:
                k = kind_of(e)
                if k == PRESS or k == LONG:
                    self.inbox.append((names[button_of(e)], k))
                e = hw.buttons.poll()
            await self.pause(POLL_MS)

    def pressed(self, name, kind=PRESS):
        for i in range(len(self.inbox)):
            if self.inbox[i] == (name, kind):
                del self.inbox[i]
                return True
        return False

    async def flow(self, stop_when_over=False):
        while True:
            g = self.game
            if g.over:
                self.show(screens.end_screen(g))
                if stop_when_over:
                    self.stopped = True
                    return
                if self.pressed("back") or self.pressed("back", LONG):
                    self.log.clear()
                    self.new_game()
                await self.pause(POLL_MS)
                continue
            ph = g.phase
            if ph == "roll":
                self.show(screens.roll_screen(g))
                self.inbox_drop_except("roll")
                if self.pressed("roll"):
                    await self.apply(("roll",))
                    continue
                self.watch_still()
            elif ph == "ghost4":
                acts = g.actions()
                self.choice %= len(acts)
                self.show(screens.ghost4_screen(g, self.choice))
                if self.pressed("roll"):
                    self.choice += 1
                elif self.pressed("confirm"):
                    await self.apply(acts[self.choice])
                    self.choice = 0
                    continue
            else:  # setup, move, away: read the magicians off the board
                act = self.judge()
                if act is not None:
                    await self.apply(act)
                    continue
            await self.pause(POLL_MS)

    def inbox_drop_except(self, keep):
        self.inbox = [e for e in self.inbox if e[0] == keep]

    # -- reading the board -------------------------------------------------------
    def observed(self):
        # a new list only when the debounced occupancy changed: the loop runs
        # every 10 ms and should not churn the heap
        hall = self.hw.hall
        if hall.changed or self._obs is None:
            hall.changed = False
            self._obs = hall.fields()
        return self._obs

    def watch_still(self):
        """Outside the move phases the magicians must stay put."""
        obs = self.observed()
        now = inf.fields_now(self.game.mags)
        if obs != now:
            self.complain(obs, inf.IMPOSSIBLE, (sorted(f for f in obs if f not in now),
                                                sorted(f for f in now if f not in obs)))

    def complain(self, obs, verdict, detail):
        hall = self.hw.hall
        faults = hall.report() if hall is not None else []
        key = (obs, len(faults))
        if self._judged == key:
            return  # said already: beep once per wrong position
        beep = self._judged is None or self._judged[0] != obs
        self._judged = key
        extra, missing = detail
        self.note = "put back %s" % missing[0] if missing else "lift %s" % extra[0]
        rows = ["Not allowed!", self.note]
        for kind, sensor, field in faults:
            if field in extra or field in missing:
                # the sensor, not the player, may be at fault
                rows.append("sensor %d %s?" % (sensor, kind))
                break
        self.show(rows)
        if beep:
            self.beep(tunes.ERROR)

    def judge(self):
        """The action the board shows, once it has held still for SETTLE_MS."""
        g = self.game
        hw = self.hw
        obs = self.observed()
        now_ms = hw.clock.ticks_ms()
        if obs != self._seen:
            self._seen = obs
            self._seen_at = now_ms
            self._judged = None
        key = len(g.history)
        if self._verdict is None or self._verdict[0] is not obs or self._verdict[1] != key:
            self._verdict = (obs, key, inf.infer(g.mags, g.actions(), obs))
        verdict, detail = self._verdict[2]
        screen = screens.away_screen if g.phase == "away" else (
            screens.setup_screen if g.phase == "setup" else screens.move_screen)
        if verdict == inf.SAME:
            self.show(screen(g, "CONFIRM: no move" if detail else ""))
            if detail and self.pressed("confirm"):
                return detail[0]
            return None
        if hw.clock.ticks_diff(now_ms, self._seen_at) < SETTLE_MS:
            return None
        if verdict == inf.ACTION:
            return detail
        if verdict == inf.PENDING:
            m, exits = detail
            if exits:
                self.choice %= len(exits)
                self.show(["%s lifted" % screens.name(m), "CONFIRM: exit",
                           "gate %d (ROLL)" % exits[self.choice][2]])
                if self.pressed("roll"):
                    self.choice += 1
                if self.pressed("confirm"):
                    a = exits[self.choice]
                    self.choice = 0
                    return a
            else:
                self.show(["%s in hand" % screens.name(m), "put it down"])
            return None
        self.complain(obs, verdict, detail)
        return None

    # -- acting ------------------------------------------------------------------
    async def apply(self, action):
        try:
            events = self.game.play(action)
        except IllegalAction as e:
            self.show(["Not allowed!", e.reason[:16]])
            self.beep(tunes.ERROR)
            return
        self.save()
        self.inbox = []
        self._seen = None
        self.show(screens.dice_rows(self.game) + screens.event_rows(events))
        for e in events:
            if e[0] == "wheel":
                await self.pause(0)
                self.turn(e[5])
            elif e[0] == "touch":
                self.beep(tunes.CONTACT)
            elif e[0] == "win":
                self.beep(tunes.WIN)
            elif e[0] == "loss":
                self.beep(tunes.LOSE)
        if self.hw.hall is not None:
            self.hw.hall.expect(inf.fields_now(self.game.mags))

    def turn(self, steps):
        """Turn the wheel by the engine's exact step count (blocking: the
        step timing must not wait on other tasks)."""
        self.hw.stepper.move(steps)
        if self.on_turned is not None:
            self.on_turned(steps)

    async def main(self, stop_when_over=False):
        self.boot()
        self.stopped = False
        t = asyncio.create_task(self.sense())
        try:
            await self.flow(stop_when_over)
        finally:
            self.stopped = True
            await t
