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
from hexbox.hw.build import BUTTON_NAMES
from hexbox.hw.buttons import LONG, PRESS, button_of, kind_of
from hexbox.hw.watchdog import feed
from hexbox.hw.watchdog import start as start_watchdog


class WheelLost(HexboxError):
    pass

POLL_MS = 10
STUCK_MS = 5000  # a button held this long is stuck, not pressed
LABELS = ("ROLL", "OK", "BACK", "STOP")  # the buttons' names printed on the box (BUTTON_NAMES)
RETRY_POLLS = 25  # polls between two tries of an OLED whose bus stopped answering
_ALIGN_TRIES = 3  # turns to the game's step while the wheel slips on the way
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
        # f() -> (step, period): where the game holds the wheel, for the app to
        # turn it back there after it slipped (set by the app's table)
        self.wheel_at = None  # type: object
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
        d = hw.display
        retry = 0
        stuck = -1  # the button named stuck on the OLED
        while not self.stopped:
            feed()
            if d is not None and d.lost:
                # the OLED's bus stopped answering: the game goes on, and
                # the screen is sent again once the bus answers
                retry += 1
                if retry >= RETRY_POLLS:
                    retry = 0
                    d.recover()
            if hw.hall is not None:
                hw.hall.scan()
            if hw.buzzer is not None:
                hw.buzzer.update()
            e = hw.buttons.poll()
            if d is not None:
                stuck = self.name_stuck(d, stuck)
            while e >= 0:
                k = kind_of(e)
                if k == PRESS or k == LONG:
                    self.inbox.append((names[button_of(e)], k))
                e = hw.buttons.poll()
            await self.pause(POLL_MS)

    def name_stuck(self, d, was):
        """A button held past STUCK_MS is named on the OLED's last row
        until it is let go (its LONG came long ago; it sends nothing more,
        and the game goes on with the others). Returns the button named."""
        hw = self.hw
        i = hw.buttons.stuck(hw.clock.ticks_ms(), STUCK_MS)
        if i != was:
            if i < 0:
                d.say(None)
            else:
                from hexbox.app.speech import words

                d.say(words().STUCK % LABELS[BUTTON_NAMES.index(hw.button_names[i])])
        return i

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
        self.turn_back_if_slipped()
        if self.on_turned is not None:
            self.on_turned(steps)

    def turn_back_if_slipped(self):
        """After a turn: when the index magnet says the wheel lost steps on
        the way, a ghost may have passed a magician the game did not see
        pass: the wheel goes back to where the game has it (wheel_at)
        before play goes on."""
        if self.wheel_slipped() and self.wheel_at is not None:
            from hexbox.app.speech import words

            rows = self.rows
            self.show(list(words().WHEEL_SLIPPED))
            step, period = self.wheel_at()  # type: ignore
            self.align_wheel(step, period)
            self.redraw(rows)

    def wheel_slipped(self):
        """The index magnet's word on the move just made (hw/index_watch.py):
        the count corrected; True when it was off beyond the board's
        tolerance. Where the magnet did not come at all the wheel homes
        again; when homing finds no magnet either (the wheel held, the
        magnet gone) its coils are off and WheelLost names the fault."""
        w = getattr(self.hw, "index_watch", None)
        if w is None:
            return False
        if w.missed:
            from hexbox.hw.homing import HomingError

            try:
                self.hw.home()
            except HomingError:
                self.hw.motor.release()
                raise WheelLost("wheel: its index magnet did not come: is the wheel held, "
                                "or the magnet gone?") from None
            return True
        fix, slip = w.take()
        self.hw.stepper.position -= fix
        return slip != 0

    def redraw(self, rows):
        """Put back the screen a wheel message covered."""
        self.show(rows)

    def align_wheel(self, step, period):
        """After homing, an undo or a slip: turn the wheel to the engine's
        step, the short way round (again while the index says it slipped)."""
        st = self.hw.stepper
        for _ in range(_ALIGN_TRIES):
            d = (step - st.position) % period
            if d > period // 2:
                d -= period
            st.move(d)
            if not self.wheel_slipped():
                break
        # the count goes on from the game's step (whole periods of wheel
        # turns away: the index stays on whole turns)
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
        try:
            import machine
        except ImportError:  # a host test's fake hardware: no machine module
            machine = None
        start_watchdog(machine)
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
