# Dice-and-wheel mode: the kit without hall sensors (board profile with no
# "hall" part, hw/board.py mode() == "dice_wheel").
#
# The box cannot see the magicians, so the players judge the ghost contacts
# and the box does the careful turning the rule asks for ("Turn the wheel
# slowly and carefully so that you can stop at any time. You must stop
# turning immediately, as soon as a ghost touches one of the magicians! In
# the next player's turn, he simply continues turning from this position.").
#
# Buttons (ROLL, OK = confirm, BACK, STOP):
#   ROLL        rolls both dice; pressed again (after the magician move,
#               which the seed puts first) it turns the wheel
#   hold ROLL   shows the last rolls again
#   any button  while the wheel turns: STOP (pin interrupt, stop_button.py)
#   BACK        nudges the wheel back a little after a turn
#   OK          enters the magicians' fields by hand: then the wheel stops by
#               itself at the first contact (the full kit's planner)
#   hold BACK   "dice only": the Wandering Towers dice cards, hold again to leave
#   hold STOP   expert game: puts the 4th ghost on the next ghost start (or
#               none), so typed-in stops see it too
#
# The state (wheel step, last rolls, fields) is saved after every change, so a
# power cut resumes on the same wheel position.

from hexbox.app.box_app import POLL_MS, BoxApp
from hexbox.app.speech import refusal, words
from hexbox.boxes.dice import screens as ds
from hexbox.boxes.dice.card import DICE_COUNTS, DiceCard
from hexbox.boxes.dice.screens import DICE_WORDS
from hexbox.boxes.dice.table import DiceTable
from hexbox.core.errors import IllegalAction
from hexbox.core.rng import Rng
from hexbox.hw import buzzer as tunes
from hexbox.hw.buttons import LONG
from hexbox.hw.ramp import Ramp
from hexbox.hw.stop_button import StopLatch

GAME_NAME = "dice_wheel"
DEFAULT_STOP_STEPS = 1  # wheel.stop_steps when the board does not say


def open_leds(board, machine):
    """A NeoPixel strip for the dice when the box has no display (else None)."""
    n = board.get("neopixel")
    if n is None or "display" in board:
        return None
    import neopixel

    return neopixel.NeoPixel(machine.Pin(n["pin"]), n.get("count", 9))


def build(hw, board, machine, fs, seed_source, parts):
    """The dice box, as the app's entry builds a box's own app (the box
    profile names this function): parts["board"] is the engine's board."""
    return DiceController(hw, parts.get("board"), fs, seed_source, open_leds(board, machine))


class DiceController(BoxApp):
    def __init__(self, hw, engine_board, fs, seed_source, leds=None):
        BoxApp.__init__(self, hw, fs, seed_source, GAME_NAME)
        self.leds = leds  # NeoPixel-like (len, item assignment, write()) or None
        w = hw.board["wheel"]
        # dice mode turns at the slow speed with the box's own acceleration
        hw.stepper.ramp = Ramp(w.get("slow_speed", max(w["max_speed"] // 4, 1)), w["accel"])
        self.stop_steps = w.get("stop_steps", DEFAULT_STOP_STEPS)
        self.latch = StopLatch(
            hw.buttons.pins, hw.clock, hw.board["buttons"].get("active_low", True), hw.buttons
        )
        self.engine_board = engine_board
        # the table; resume() replaces it with the saved one or a freshly seeded one
        self.game = DiceTable(engine_board, Rng(0))
        self.menu = None  # "fields", "dice", "history" or None
        self.menu_m = 0
        self.menu_fields = []
        self.card = None
        self.card_dice = DICE_COUNTS[-1]
        self.last_turn = None  # (moved, planned, stopped, touched) of the last turn
        self.wheel_at = self.wheel_step  # where a slipped wheel turns back to
        self.after_rows = []  # what the OLED shows after that turn or nudge
        self.on_turn_start = None  # f(planned move): simulator/test probe

    # -- boot and persistence --------------------------------------------------
    def boot(self):
        self.show(["hexbox", words().HOMING])
        self.hw.home()
        self.resume()
        self.align_wheel(self.game.step, self.game.board.wheel.period)

    def resume(self):
        t = DiceTable(self.engine_board, Rng(self.seed_source()))

        def take(rec):
            if rec.get("game") != GAME_NAME:
                return False
            try:
                t.restore(rec)
            except (ValueError, KeyError, TypeError):
                return False
            return True

        self.status = "resumed" if self.log.load(take) is not None else "new"
        self.game = t
        self.record = t.to_record()

    def save(self):
        self.record = self.game.to_record()
        self.log.save(self.record)

    # -- output ----------------------------------------------------------------
    def show_roll(self):
        """The dice as a picture on the OLED; the rows stay for tests/sim."""
        rows = ds.turn_screen(self.game)
        if rows == self.rows:
            return
        self.rows = rows
        if self.hw.display is not None:
            ds.draw_roll(self.hw.display, self.game)
        elif self.leds is not None:
            colours = ds.led_pattern(self.game, len(self.leds))
            for i in range(len(colours)):
                self.leds[i] = colours[i]
            self.leds.write()

    # -- the flow ----------------------------------------------------------------
    async def flow(self, stop_when_over=False):
        while not self.stopped:
            if self.menu == "fields":
                await self.fields_menu()
            elif self.menu == "dice":
                await self.dice_only()
            elif self.menu == "history":
                self.show(ds.history_screen(self.game))
                if self.any_press():
                    self.menu = None
            else:
                await self.table_step()
            await self.pause(POLL_MS)

    def any_press(self):
        if self.inbox:
            self.inbox = []
            return True
        return False

    async def table_step(self):
        t = self.game
        if self.pressed("roll", LONG):
            self.menu = "history"
            return
        if self.pressed("back", LONG):
            self.menu = "dice"
            self.card = None
            self.inbox = []
            return
        if self.pressed("stop", LONG):
            # expert game: the 4th ghost joins on a ghost start (none -> 0 -> 1 -> 2 -> none)
            k = t.ghost4() + 1
            t.set_ghost4(k if k < len(t.board.ghost_starts) else -1)
            self.save()
            self.last_turn = None
            return
        if self.pressed("confirm", LONG):
            t.forget_positions()
            self.save()
            return
        if self.pressed("confirm"):
            self.menu = "fields"
            self.menu_m = 0
            self.menu_fields = list(t.mags)
            return
        if t.phase == "roll":
            if self.pressed("roll"):
                t.roll()
                self.last_turn = None
                self.save()
                self.beep(tunes.CLICK)
            elif self.pressed("back") and t.last_dir:
                await self.nudge()
        elif self.pressed("roll"):
            await self.turn_wheel()
        self.drop_others("roll", "back", "confirm")
        self.render()

    def render(self):
        t = self.game
        if t.phase == "turn":
            self.show_roll()
        elif self.last_turn is not None:
            self.show(self.after_rows)
        else:
            self.show(ds.idle_screen(t))

    async def turn_wheel(self):
        t = self.game
        move, touched = t.plan()
        colour = t.gdie[0]
        d = 1 if move > 0 else (-1 if move < 0 else 0)
        self.show(ds.turning_screen(t))
        await self.pause(0)
        if self.on_turn_start is not None:
            self.on_turn_start(move)
        moved = self.turn_stoppable(move)
        stopped = moved != move
        t.turned(moved, d if d else self.direction_of(colour))
        self.save()
        self.turn_back_if_slipped()
        self.last_turn = (moved, move, stopped, () if stopped else touched)
        if stopped or touched:
            self.beep(tunes.CONTACT)
        self.after_rows = ds.after_turn_screen(t, stopped, self.last_turn[3])
        self.render()

    @staticmethod
    def direction_of(colour):
        from hexbox.games.spuknacht.dice import direction

        return direction(colour)

    def turn_stoppable(self, steps):
        """Blocking slow turn that any button halts within stop_steps steps
        of its edge (the step timing must not wait on other tasks)."""
        latch = self.latch
        latch.arm()
        try:
            moved = self.hw.stepper.move(steps, latch.triggered, self.stop_steps)
        finally:
            latch.disarm()
            # a button pressed to stop the wheel must not count as a press
            # too; a click begun after the turn (while the box saves and
            # draws) still counts
            self.hw.buttons.use_presses()
            self.inbox = []
        if self.on_turned is not None:
            self.on_turned(moved)
        return moved

    def wheel_step(self):
        """(the table's wheel step, its period): where a slipped wheel turns
        back to (BoxApp.turn_back_if_slipped)."""
        return self.game.step, self.game.board.wheel.period

    async def nudge(self):
        t = self.game
        steps = t.nudge()
        moved = self.turn_stoppable(steps)
        t.turned(moved, 0)
        self.save()
        self.turn_back_if_slipped()
        self.last_turn = (moved, steps, moved != steps, ())
        rows = list(words(DICE_WORDS).NUDGED)
        rows[1] = rows[1] % abs(moved)
        self.after_rows = rows
        self.render()

    # -- positions by hand --------------------------------------------------------
    async def fields_menu(self):
        t = self.game
        n = t.board.n
        m = self.menu_m
        f = self.menu_fields[m]
        self.show(ds.field_screen(m, f))
        if self.pressed("roll"):
            self.menu_fields[m] = (f + 2) % (n + 1) - 1  # -1 (none), 0 .. n-1, around
        elif self.pressed("roll", LONG):
            self.menu_fields[m] = (f + 11) % (n + 1) - 1
        elif self.pressed("back"):
            self.menu_fields[m] = (f + n + 1) % (n + 1) - 1
        elif self.pressed("confirm", LONG):
            t.forget_positions()
            self.save()
            self.menu = None
            self.show(list(words(DICE_WORDS).CLEARED))
        elif self.pressed("confirm"):
            if m + 1 < len(self.menu_fields):
                self.menu_m = m + 1
                return
            try:
                t.set_positions(self.menu_fields)
            except IllegalAction as e:
                why = refusal(e)
                self.show([words().NOT_ALLOWED, why[:16], why[16:32]])
                self.beep(tunes.ERROR)
                self.menu_m = 0
                await self.pause(1000)
                return
            self.save()
            self.menu = None
            self.last_turn = None

    # -- dice only (Wandering Towers dice cards) --------------------------------------
    async def dice_only(self):
        if self.pressed("back", LONG):
            self.menu = None
            self.card = None
            self.last_turn = None
            return
        c = self.card
        if c is not None and (self.pressed("confirm") or self.pressed("back")):
            self.card = None
            c = None
        elif c is None and self.pressed("confirm"):
            i = DICE_COUNTS.index(self.card_dice)
            self.card_dice = DICE_COUNTS[(i + 1) % len(DICE_COUNTS)]
        elif self.pressed("roll"):
            if c is None:
                c = self.card = DiceCard(self.card_dice)
            if c.tries_left():
                c.throw(self.game.rng)
                self.beep(tunes.CLICK)
            else:
                self.beep(tunes.ERROR)
        self.show(ds.card_screen(c, self.card_dice))
        self.drop_others("roll", "confirm", "back")
