# What every app on the box shares: the drivers, the action log, the OLED
# rows, the buzzer and the task that polls the buttons (and scans the hall
# sensors when the box has them).
#
# Two asyncio tasks share the hardware: `sense` scans and polls every
# POLL_MS; `flow` (the subclass's) runs the game. Every await goes through
# pause(), so a test can cut the power at each one of them.
#
# Neither task may die unseen: asyncio keeps a task's exception to itself
# until someone awaits the task, so a dead `sense` would leave a box whose
# buttons do nothing. `sense` runs inside watched(), which keeps whatever
# ended it; the flow raises that at its next pause(), so main() ends with it
# (the fault screen, or the simulator's quit) within one poll.

import asyncio

from hexbox.core.errors import HexboxError
from hexbox.core.log import ActionLog
from hexbox.hw import buzzer as tunes
from hexbox.hw.buttons import LONG, PRESS, button_of, kind_of

POLL_MS = 10
TUNES = {"contact": tunes.CONTACT, "win": tunes.WIN, "loss": tunes.LOSE, "click": tunes.CLICK,
         "error": tunes.ERROR}


class BoxApp:
    def __init__(self, hw, fs, seed_source, game_name):
        self.hw = hw
        self.log = ActionLog(fs)
        self.seed_source = seed_source
        self.game_name = game_name
        self.inbox = []  # button events (button name, kind) from the sense task
        self.status = "boot"
        self.rows = []  # what the display shows, for the simulators and tests
        self.pauses = 0
        self.stopped = False
        self.failure = None  # what ended the sense task early (raised by the flow)
        self.on_turned = None  # f(steps): a probe after each wheel turn (simulator)
        self.turning = None  # the steps of a turn start_turn() began, until finish_turn()
        # "OK: new game" at a game's end opens the box's setup screen
        # (hexbox.app.main.run_apps) instead of the seats screen for the same settings
        self.then_setup = False
        self.last_seed = None  # the seed of the game before on this power-on: the new one mixes it

    # -- time and output -----------------------------------------------------
    def pause(self, ms):
        """asyncio's sleep, awaited by the caller: a plain function, as a
        coroutine would allocate a generator at every poll of both tasks."""
        if self.failure is not None:
            raise self.failure
        self.pauses += 1
        return asyncio.sleep_ms(ms)

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
            self.hw.buzzer.start(tune)  # the sense task plays it on

    def sound(self, name):
        t = TUNES.get(name)
        if t is not None:
            self.beep(t)

    # -- the buttons -------------------------------------------------------------
    async def sense(self):
        hw = self.hw
        names = hw.button_names
        while not self.stopped:
            if hw.hall is not None:
                hw.hall.scan()
            if hw.buzzer is not None:
                hw.buzzer.update()
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

    def take(self):
        """The oldest button event (name, kind), or None."""
        if self.inbox:
            return self.inbox.pop(0)
        return None

    def drop_others(self, *keep):
        self.inbox = [e for e in self.inbox if e[0] in keep]

    # -- the wheel -------------------------------------------------------------
    def turn(self, steps):
        """Turn the wheel by an exact step count (blocking: the step timing
        must not wait on other tasks)."""
        self.start_turn(steps)
        self.finish_turn()

    def start_turn(self, steps):
        """The wheel's first steps now; finish_turn() makes the rest (a
        frame may be drawn in between)."""
        self.hw.stepper.start(steps)
        self.turning = steps

    def finish_turn(self):
        steps = self.turning
        if steps is None:
            return
        self.turning = None
        self.hw.stepper.finish()
        if self.on_turned is not None:
            self.on_turned(steps)

    def align_wheel(self, step, period):
        """After homing or an undo: turn the wheel to the engine's step, the
        short way round."""
        st = self.hw.stepper
        d = (step - st.position) % period
        if d > period // 2:
            d -= period
        st.move(d)
        st.position = step

    def boot(self):
        pass

    async def flow(self, stop_when_over=False):
        raise NotImplementedError

    async def watched(self, coro, name):
        """Run a side task; whatever ends it before the app stops (an
        exception, a BaseException such as a quit, or a plain return) is
        kept in self.failure for the flow to raise."""
        try:
            await coro
        except BaseException as e:  # noqa: BLE001  (the point: the flow raises it)
            self.failure = e
            return
        if not self.stopped:
            self.failure = HexboxError("the %s task ended" % name)

    async def main(self, stop_when_over=False):
        self.boot()
        self.stopped = False
        self.failure = None
        t = asyncio.create_task(self.watched(self.sense(), "button"))
        try:
            await self.flow(stop_when_over)
            if not self.stopped:
                raise HexboxError("the game task ended")
        finally:
            self.stopped = True
            await t
            if self.hw.buzzer is not None:
                self.hw.buzzer.stop()  # a tune cut short must not sound on
        if self.failure is not None:
            raise self.failure
