"""The box app on the emulated Pico, played like a person plays it.

ChipBox powers on a Pico whose flash holds what `flash` writes for a board
and a game, and lets the simulator's virtual player (sim.menu_player)
press its buttons over GPIO. The player needs to know what the box shows
and which game it is in; it learns both from outside the chip, as a person
would: the screen is read off the OLED's frame (the glyphs decoded), and the
game is the one the box saved in its action log on the flash (replayed here
on CPython). Nothing runs on the chip but the firmware.

Timing, all in chip time: a press is timed from the moment the player lets
go of the button to the stop bit of the next OLED frame on the I2C wire. A
move the box reads off its hall sensors is timed from the magnet's last
change, the moment the person's move is complete (the box counts it only
once the board held still, but it must show at once that it saw it).
"""

from host_tools.chip import image
from host_tools.chip.driver import Chip
from host_tools.sim.clock import Clock
from host_tools.sim.oled_text import screen

STEP_US = 20000  # the host looks at the box at least this often
LOST_US = 3000000  # a press the screen did not answer in this long is not timed
# a person's click: the app polls its buttons every 10 ms and wants 20 ms of
# the same level, but on the chip a poll can come 30 ms after the last one
# (a step of the app's flow runs between), so the simulator's 40 ms click
# can fall between two polls and be lost
CLICK_MS = 100
SLOW_MS = 250  # an action slower than this shows a working frame first (DESIGN.md budgets)
WORKING_MS = 100
STUCK_US = 600_000_000  # ten minutes of chip time without an action: the player is stuck
BOOT_ROW = "hexbox"  # the app's first screen: "hexbox", "starting..."
NEWS_ENDS = ("OK", "OK: more")  # the last row of the app's event lines (Referee.show_news)


class Mirror:
    """What the virtual player reads of the referee app (sim.menu_player's
    `running[0]`), rebuilt from outside the chip: rows/hl from the OLED,
    game from the saved log, menu from the game (the app's own Menu class,
    on CPython), news/pass/over from what the screen shows."""

    def __init__(self, game_name, board_def):
        from hexbox.app.boxes import engine_parts
        from hexbox.app.main import game_factory
        from hexbox.games import presentation

        self.game_name = game_name
        self.make = game_factory(game_name, engine_parts(game_name, board_def))
        self.present = presentation(game_name)
        self.game = None
        self.record_key = None
        self.status = "boot"
        self.rows, self.hl, self.picture = [], -1, False
        self.news = []
        self.pages = None
        self.table: "BoardReader | None" = None  # where the box reads the board: set by ChipBox
        self.menu = None
        self.menu_at = -1
        self.bots = ()  # the seats the box plays (the saved game's "bots"), as the app's

    def saw_log(self, rec):
        """The record the box saved: the game is replayed up to it."""
        from hexbox.core.jsonable import tuplify

        key = (rec["game"], rec["players"], rec["seed"], tuple(rec["variant"]))
        acts = [tuplify(a) for a in rec["actions"]]
        g = self.game
        if g is None or key != self.record_key or len(acts) < len(g.history) \
                or list(g.history) != acts[:len(g.history)]:
            g = self.make(rec["players"], rec["seed"], tuple(rec["variant"]))
            self.record_key = key
        for a in acts[len(g.history):]:
            g.play(a)
        self.game = g
        self.bots = tuple(rec.get("bots", ()))

    def saw_screen(self, rows, hl, picture=False):
        from hexbox.app import menu as mn

        self.rows, self.hl, self.picture = rows, hl, picture
        g = self.game
        if self.table is not None:
            self.table.saw(rows, self.box_titles())
        if g is None or (rows and rows[0] == BOOT_ROW):
            return
        self.status = "play"
        if hl >= 1 and not g.over:
            n = len(g.history)
            if self.menu is None or self.menu_at != n:
                self.menu = mn.Menu(self.present, g, g.actions())
                self.menu_at = n
            m = self.menu
            # the open group, read off the title row (the app shows the group's name there)
            title = rows[0] if rows else ""
            m.path = [k for k, e in enumerate(m.top)
                      if e < 0 and m.group_name(-1 - e)[:mn.COLS].rstrip() == title][:1]
            self.news = []
        else:
            # the app's event lines end in an "OK" row; a flight is drawn as a picture first
            news = picture or (bool(rows) and rows[-1] in NEWS_ENDS)
            self.news = rows if news else []

    def box_titles(self):
        """The title rows of the box seats' screens ("Box (Blue)")."""
        from hexbox.app.speech import words

        g = self.game
        if g is None:
            return ()
        return [words().BOX_SEAT % self.present.seat_name(g, s) for s in self.bots]


class BoardReader:
    """The mirror's table: whether the box reads this decision off the
    board (its hall sensors) instead of the menu, by the app's own rule
    (the reads of the table the game's box profile names), and whether it
    waits for the magnets to be put right (its put-right screen is on the OLED:
    after a restart, after an undo, or after a box seat's move, which the
    people make on the board)."""

    def __init__(self, table_path):
        from hexbox.app.boxes import named

        self.rule = named(table_path)
        # the time the board must hold still before the table counts a move
        self.settle_ms = named(table_path.rsplit(".", 1)[0] + ".SETTLE_MS")
        self.hall = True
        self.restoring = False
        self.by_menu = False  # the player moves the magnets: no move left to the menu

    def saw(self, rows, box_titles=()):
        from hexbox.app.speech import words

        w = words()
        titles = w.MAGNETS[:2]  # after a restart, after an undo
        head = rows[0] if rows else None
        # a box seat's title over anything but its working frame, its
        # "plays next" hold or its news (which ends in OK) asks for its move
        boxed = (head in box_titles and len(rows) > 1 and rows[1] != w.THINKING
                 and rows[1] != w.PLAYS_NEXT[0] and rows[-1] not in NEWS_ENDS)
        self.restoring = self.hall is not None and (head in titles or boxed)

    def reads(self, game):
        return self.rule.reads(self, game)


class Magnets(set):
    """The fields with a magnet on them (the player's world.hall.occupied):
    every change goes to the chip's hall sensor model, and tells the box
    (moved()) that the board changed."""

    def __init__(self, chip, moved):
        set.__init__(self)
        self.chip = chip
        self.moved = moved

    def add(self, field):
        set.add(self, field)
        self.chip.hall(self)
        self.moved()

    def discard(self, field):
        set.discard(self, field)
        self.chip.hall(self)
        self.moved()


class Hall:
    def __init__(self, chip, moved):
        self.occupied = Magnets(chip, moved)


def settle_us(reader):
    """How long after a magnet's last change the box counts the move, by
    its own rules: the board must hold still for the table's SETTLE_MS
    from the scan that first read the change (the sensors' debounce runs
    inside that wait, hw/hall.py)."""
    return reader.settle_ms * 1000


class ChipBox:
    """One box: board + game on the emulated Pico, its buttons, its screen and its log."""

    def __init__(self, board_name, game, players=None, variant=(), flash=None, board_def=None,
                 fs_image=None, uf2=None, wheel_start=None):
        if flash is None and fs_image is None and uf2 is None:
            board_def, _, fs_image = image.board_image(board_name, game, players, variant)
        elif board_def is None:
            from host_tools.device.flash import load_board

            board_def = load_board(board_name)
        self.board_def = board_def
        self.game_name = game
        self.chip = Chip(board_def, fs_image=fs_image, flash=flash, uf2=uf2,
                         wheel_start=wheel_start)
        self.clock = Clock(read_cost_us=0)
        self.mirror = Mirror(game, board_def)
        self.running = [self.mirror]
        self.hall = Hall(self.chip, self._magnet_moved) if "hall" in board_def else None
        self._acted_us = None  # when the box has the player's last act: a release, a settled board
        from hexbox.app.boxes import box
        from hexbox.hw.needs import mode

        table = box(game, mode(board_def))[3]  # what reads the board, by the game's box profile
        if table:
            self.mirror.table = BoardReader(table)
        self.frames = []  # chip times (us) of every OLED frame's stop bit
        self.flash_at = []  # chip times of flash writes
        self.flash_us = []  # (chip time, how long it held the chip) of every flash write
        # the box has the act to the wheel's first step, less the flash writes between
        self.plans_ms = []
        self.stops = []  # (engine step, counted STEP position) after each wheel move
        self._moving = False  # a move of a game's wheel is under way: where it ends is checked
        # [let go, first frame, saved, frame after the save, end of the save, False]
        self.presses = []
        self.sensed = []  # the same for the moves read off the board, from the magnet's last change
        self._pending = None
        self._unsaved = None  # an act whose wheel turned and whose save comes once it stands
        self._seen_writes = 0
        self.stuck_on = None  # the screen a whole game's player got stuck on (play)
        self._frame_seen = 0
        self.first_frame_us = None  # the first frame on the wire (the driver's blank screen)
        self.first_screen_us = None  # the first frame with something on it: boot ends here
        self.log_record = None
        self.watchdog_us = []  # chip times the watchdog ran out (the chip then resets)

    # -- the player's world (sim.menu_player) --------------------------------------
    def _pin(self, name):
        return self.board_def["buttons"][name]

    def press(self, name):
        self.chip.button(self._pin(name), True)

    def _magnet_moved(self):
        """A magnet lifted or set down: the person's move is complete at its
        last change, so an action the box reads off the board is timed from
        there (a change before it, the lift, was not yet the move)."""
        self._acted_us = self.clock.us + settle_us(self.mirror.table)
        self._close_press()
        self._pending = [self.clock.us, None, False, None, 0, True, False]

    def _wheel_move(self, t_us):
        """A wheel move began: the chip time its plan took since the box had
        the act that turns it (a button let go, or a magnet set down and the
        board held still as long as the box waits for), less flash writes."""
        a = self._acted_us
        if a is None or self.first_frame_us is None or a > t_us:
            return
        busy = sum(us for t, us in self.flash_us if a <= t <= t_us)
        self.plans_ms.append((t_us - a - busy) / 1000)
        self._acted_us = None

    def _engine_step(self):
        """(the engine's wheel step, its period) for a game whose engine
        turns this box's wheel."""
        g = self.mirror.game
        if g is None or "wheel" not in self.board_def or not hasattr(g, "step"):
            return None
        return g.step % g.board.wheel.period, g.board.wheel.period

    def _stopped_at(self, position):
        """A move ended (where the next one starts): against the step the
        engine planned for it, read from the log the box saved once the
        wheel stood."""
        t = self._engine_step() if self._moving else None
        if t is not None:
            self.stops.append((t[0], position % t[1]))

    def release(self, name):
        self.chip.button(self._pin(name), False)
        self._acted_us = self.clock.us
        self._close_press()
        # [let go, first frame after it, a flash write came after it, the frame after that
        # write, the end of the last flash write, a magnet's change (not a press),
        # it turned the wheel]
        self._pending = [self.clock.us, None, False, None, 0, False, False]

    def _close_press(self):
        """The act timed so far ends (the next one begins): a press is kept
        once the screen answered it, a magnet's change once it played an action."""
        p = self._pending
        self._pending = None
        if p is not None and p[6] and not p[2]:
            # it turned the wheel and saves once the wheel stands: the save is still its own
            self._close_unsaved()
            self._unsaved = p
        elif p is not None and (p[1] is not None or (p[5] and p[2])):
            # a press once the screen answered it; a move off the board once it played
            # (with no frame at all it is counted, and slow)
            (self.sensed if p[5] else self.presses).append(tuple(p))

    def _close_unsaved(self):
        p = self._unsaved
        if p is not None:
            self._unsaved = None
            (self.sensed if p[5] else self.presses).append(tuple(p))

    # -- running ---------------------------------------------------------------
    def advance_to(self, us, stop=()):
        """Run the chip to chip time us, firing the player's timers on the
        way; stop: return early at the first of these chip events ("flash":
        a flash erase or program, "frame"). True when stopped early, or
        when the game the box saved is over: the player's next click would
        be on the end screen, which starts a new game."""
        while self.clock.us < us:
            due = [t[0] for t in self.clock.timers if t[0] > self.clock.us]
            to = min([us, self.clock.us + STEP_US] + due)
            r = self.chip.run(to, stop)
            self._took(r)
            self.clock.advance(int(r["t_us"]) - self.clock.us)
            if r["t_us"] < to or self.over():
                return True
        return False

    def _took(self, r):
        moved = False
        for e in r["events"]:
            if e["k"] == "frame":
                self.frames.append(e["t_us"])
                if self.first_frame_us is None:
                    self.first_frame_us = e["t_us"]
                    self.chip.heap(watch=True)  # the app runs: its lowest free heap from now on
                    self.read_log()  # a resumed game is on the flash already
                if self._unsaved is not None and self._unsaved[2]:
                    self._close_unsaved()  # saved: the screen after it answers the next act
                p = self._pending
                if p is not None:
                    if p[1] is None:
                        p[1] = e["t_us"]
                    if p[2] and p[3] is None:
                        p[3] = e["t_us"]  # the action's screen, after its save
            elif e["k"] == "move":
                if self._pending is not None:
                    self._pending[6] = True
                self._wheel_move(e["t_us"])
                self._stopped_at(e["from"])
                moved = True
            elif e["k"] == "watchdog":
                self.watchdog_us.append(e["t_us"])
            elif e["k"] == "flash":
                self.flash_at.append(e["t_us"])
                self.flash_us.append((e["t_us"], e["us"]))
                p = self._unsaved if self._unsaved is not None else self._pending
                if p is not None:
                    p[2] = True
                    p[4] = e["t_us"] + e["us"]
        p = self._pending
        if p is not None and p[1] is None and not p[2] and self.clock.us - p[0] > LOST_US:
            self._pending = None  # the screen never answered and nothing was played: not timed
        if r["flash_writes"] != self._seen_writes:
            self._seen_writes = r["flash_writes"]
            self.read_log()
        if moved:
            self._moving = self._engine_step() is not None  # a game's move: its end is checked
        if r["oled_frames"] != self._frame_seen:
            self._frame_seen = r["oled_frames"]
            ram, _ = self.chip.frame()
            if self.first_screen_us is None and any(ram):
                self.first_screen_us = max((e["t_us"] for e in r["events"] if e["k"] == "frame"),
                                           default=r["t_us"])
            self.mirror.saw_screen(*screen(ram))

    def read_log(self):
        from hexbox.core.log import ActionLog

        rec = ActionLog(self.chip.files()).load()
        if rec is not None:
            self.log_record = rec
            self.mirror.saw_log(rec)
            self.mirror.saw_screen(self.mirror.rows, self.mirror.hl, self.mirror.picture)
        return rec

    def player(self, seed=1, bots=False):
        """The virtual player; bots: every seat chosen by the game's good
        bot (the game ends the way its rules end it), else a seeded random pick."""
        from host_tools.sim.menu_player import MenuPlayer

        return MenuPlayer(self, seed, self.running, self._bots(seed) if bots else None,
                          click_ms=CLICK_MS)

    def _bots(self, seed):
        from host_tools.sim.menu_player import bot_choice

        chosen = []  # the chooser, made once the saved game says how many seats

        def choose(g, acts):
            if not chosen:
                chosen.append(bot_choice(self.game_name, g.players, seed))
            return chosen[0](g, acts)

        return choose

    def actions(self):
        g = self.mirror.game
        return 0 if g is None else len(g.history)

    def over(self):
        g = self.mirror.game
        return g is not None and g.over

    def press_ms(self):
        """ms from letting go to the next frame's stop bit, every answered press, sorted."""
        return sorted((p[1] - p[0]) / 1000 for p in self.presses)

    def actions_ms(self):
        """(ms until the action is both saved and on the screen, ms to the
        first frame) for every press that made the box save (played an
        action). The screen is the frame after the save, or when the box
        shows the action before it saves (and nothing after), the first."""
        out = []
        for p in self.presses + self.sensed:
            if p[2]:
                shown = p[3] if p[3] is not None else p[1]
                done = max(p[4], shown if shown is not None else p[4])
                first = (p[1] - p[0]) / 1000 if p[1] is not None else float("inf")
                out.append(((done - p[0]) / 1000, first))
        return out

    def figures(self):
        """The box's figures so far, in chip time."""
        w = self.chip.last.get("wheel") if self.chip.last else None
        if self._moving and w and self.clock.us - w.get("last_us", 0) > 100_000:
            self._stopped_at(w["position"])  # the last move, ended
            self._moving = False
        t = self.press_ms()
        acts = self.actions_ms()
        last = self.chip.last
        slow = [a for a in acts if a[0] > SLOW_MS]
        return {
            "completes": 1 if self.over() else 0,
            "actions": self.actions(),
            "min_free_bytes": last.get("mem_free_min", -1),
            # the lowest free heap right after a collection: what the app holds,
            # without the garbage that waits for its collection (chip.mjs)
            "min_live_free_bytes": last.get("mem_live_min", -1),
            "boot_ms": round(self.first_screen_us / 1000, 1) if self.first_screen_us else None,
            "press_ms": round(t[len(t) // 2], 1) if t else None,
            "press_ms_p90": round(t[len(t) * 9 // 10], 1) if t else None,
            "press_ms_max": round(t[-1], 1) if t else None,
            "presses": len(t),
            "sensed_moves": sum(1 for p in self.sensed if p[2]),
            "action_ms_max": round(max(a[0] for a in acts), 1) if acts else None,
            # an action slower than SLOW_MS must show a frame within WORKING_MS first
            "slow_actions_without_working_frame": sum(1 for a in slow if a[1] > WORKING_MS),
            "wheel_stop_exact_ratio": (
                round(sum(1 for a, b in self.stops if a == b) / len(self.stops), 3)
                if self.stops else None),
            "wheel_plan_ms": round(max(self.plans_ms), 1) if self.plans_ms else None,
            "buzzer_tones": last["buzzer"]["tones"] if last else 0,
            "chip_s": round(self.clock.us / 1e6, 2),
            # the screen the player got stuck on (no action for STUCK_US), or None
            "stuck_on": self.stuck_on,
            "emulated_mhz": (round(last["cycles"] / max(last["wall_ms"], 1) / 1000, 1)
                             if last else None),
        }

    def play(self, seed=1, max_actions=None, limit_us=None, bots=True, progress=None):
        """Let the virtual player play until the game is over (or max_actions
        actions, or chip time limit_us); progress(box) is called after every action."""
        self.player(seed, bots)
        seen = 0
        since = self.clock.us
        self.stuck_on = None
        while not self.over():
            if self.actions() != seen:
                seen = self.actions()
                since = self.clock.us
                if progress is not None:
                    progress(self)
            if self.clock.us - since > STUCK_US:  # a whole game must not wait forever
                self.stuck_on = list(self.mirror.rows)
                break
            if max_actions is not None and self.actions() >= max_actions:
                break
            if limit_us is not None and self.clock.us >= limit_us:
                break
            self.advance_to(self.clock.us + 200_000)
        self._close_press()
        self._close_unsaved()
        return self.figures()

    def power_cut(self):
        """The power goes now; returns the flash as the next power-on finds it."""
        return self.chip.power_cut()

    def close(self):
        self.chip.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
