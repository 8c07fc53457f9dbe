"""The dice-and-wheel box (a board whose app is the dice mode: no hall
sensors) on the emulated Pico, and a person at it who presses STOP while
the wheel turns.

The person throws (ROLL), starts the wheel (ROLL again) and presses STOP
at a chosen moment of the turn: early in the acceleration, later at the
slow cruise speed. What counts is what the box's stepper did after that
edge: the motor steps the chip's wheel model counted from the press to
the stop, against the board's `stop_steps` (the steps the box may still
make after a STOP edge). All in chip time; nothing runs on the chip but
the firmware."""

from host_tools.chip import image
from host_tools.chip.driver import Chip

CLICK_US = 100_000  # a click holds the button this long (see host_tools.chip.box.CLICK_MS)
# a click the box did not answer in this long is made again, as a person
# would; how often that was needed is counted (chip.dice.reclicks, budget 0)
REACT_US = 500_000
CLICKS_MAX = 8
LOOK_US = 2_000  # while the wheel turns the person looks this often
QUIET_US = 300_000  # no step for this long: the wheel stands
BOOT_LIMIT_US = 8_000_000  # power on, homing and aligning the wheel
TURN_LIMIT_US = 20_000_000  # one throw and turn
# when STOP is pressed after the wheel's first step: in the acceleration,
# at its end, at the slow cruise speed
STOP_AFTER_US = (20_000, 60_000, 150_000, 400_000, 900_000)


class ChipDiceBox:
    """A dice-and-wheel board on the emulated Pico: its buttons and its wheel."""

    def __init__(self, board_name="pico_dice", game="spuknacht", flash=None, wheel_start=None):
        """flash: the whole flash a power cut left (power_cut()); wheel_start:
        where the wheel stands at power-on, in steps from its index magnet."""
        if flash is None:
            self.board_def, _, fs_image = image.board_image(board_name, game)
        else:
            self.board_def, fs_image = image.flash_files(board_name, game)[0], None
        self.buttons = self.board_def["buttons"]
        self.stop_steps = self.board_def["wheel"].get("stop_steps", 1)
        self.chip = Chip(self.board_def, fs_image=fs_image, flash=flash, wheel_start=wheel_start)
        self.last_step_us = 0.0  # chip time of the wheel's last counted step
        self.moves = 0  # wheel moves begun (a "move" event: the first step after a pause)
        self.move_at = 0.0  # chip time of the last move's first step
        self.reclicks = 0  # clicks made again because the box did not answer the first

    def _run_to(self, us):
        r = self.chip.run(us)
        for e in r["events"]:
            if e["k"] == "move":
                self.moves += 1
                self.move_at = e["t_us"]
        w = r.get("wheel") or {}
        self.last_step_us = max(self.last_step_us, w.get("last_us", 0))
        return r

    def position(self):
        return (self.chip.last.get("wheel") or {}).get("position", 0)

    def wait_still(self, limit_us):
        """Run until the wheel has stood for QUIET_US (False at limit_us first)."""
        while self.chip.t_us < limit_us:
            self._run_to(self.chip.t_us + 50_000)
            if self.chip.t_us - self.last_step_us >= QUIET_US:
                return True
        return False

    def click(self, name):
        pin = self.buttons[name]
        self.chip.button(pin, True)
        self._run_to(self.chip.t_us + CLICK_US)
        self.chip.button(pin, False)

    def boot(self):
        """Power on until the box stands ready: the wheel homed and aligned.
        True when it got there."""
        # the wheel first moves when the app homes it; it is ready once it stands after that
        while self.moves == 0 and self.chip.t_us < BOOT_LIMIT_US:
            self._run_to(self.chip.t_us + 50_000)
        return self.moves > 0 and self.wait_still(BOOT_LIMIT_US)

    def click_until(self, name, answered):
        """Click until answered() (the box showed it took the click); the
        clicks it took. None when it never answered."""
        for n in range(1, CLICKS_MAX + 1):
            if n > 1:
                self.reclicks += 1
            self.click(name)
            until = self.chip.t_us + REACT_US
            while self.chip.t_us < until:
                self._run_to(min(until, self.chip.t_us + LOOK_US * 10))
                if answered():
                    return n
        return None

    def stop_turn(self, after_us):
        """Throw, start the wheel and press STOP after_us after its first
        step. Returns the motor steps the wheel made after the STOP edge, or
        None when the turn ended before the press (a short turn)."""
        limit = self.chip.t_us + TURN_LIMIT_US
        saved = self.chip.last["flash_writes"]
        if self.click_until("roll", lambda: self.chip.last["flash_writes"] != saved) is None:
            return None  # the throw is saved at once
        self._run_to(self.chip.t_us + 300_000)
        begun = self.moves
        if self.click_until("roll", lambda: self.moves != begun) is None:
            return None
        press_at = self.move_at + after_us
        while self.chip.t_us < press_at:
            self._run_to(min(press_at, self.chip.t_us + 50_000))
        if self.chip.t_us - self.last_step_us > 2 * QUIET_US // 3:
            self.wait_still(limit)
            return None  # the wheel already stood: no STOP in a move
        at = self.position()
        pin = self.buttons["stop"]
        self.chip.button(pin, True)
        self._run_to(self.chip.t_us + CLICK_US)
        self.chip.button(pin, False)
        self.wait_still(limit)
        return abs(self.position() - at)

    def stop_latency(self, delays=STOP_AFTER_US):
        """{"steps_max", "stops", "turns", "reclicks"}: the most steps the
        wheel made after a STOP edge, over one turn per delay (turns that
        ended before the press are not counted), and the clicks made again
        because the box left the first unanswered."""
        if not self.boot():
            raise RuntimeError("the dice box did not get ready on the chip (%.1f s of chip time)"
                               % (self.chip.t_us / 1e6))
        steps = []
        for d in delays:
            s = self.stop_turn(d)
            if s is not None:
                steps.append(s)
        return {"steps_max": max(steps) if steps else None, "stops": len(steps),
                "turns": len(delays), "reclicks": self.reclicks,
                "chip_s": round(self.chip.t_us / 1e6, 2)}

    def turn_steps(self):
        """Motor steps in one turn of the wheel (a fraction with a geared motor)."""
        w = self.board_def["wheel"]
        return w["steps"] * w.get("microsteps", 1) * w["gear"][0] / w["gear"][1]

    def power_cut(self):
        """The power goes now: (the flash as the next power-on finds it, the
        wheel's position, which stays where it stood)."""
        at = self.position()
        return self.chip.power_cut(), at

    def close(self):
        """Power off (the Node process ends); with contextlib.closing in a with."""
        self.chip.close()
