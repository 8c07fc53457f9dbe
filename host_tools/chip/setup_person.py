"""A person on the box's setup screen (hexbox.app.setup_screen), on the
chip: a look at the OLED between two presses (the screen read off its
frame, host_tools.chip.box), ROLL or BACK until the wanted row is
highlighted, OK to set it. Every press is timed as ChipBox times presses
(let go to the next frame's stop bit) and counted."""

from host_tools.chip.box import BOOT_ROW, CLICK_MS

QUIET_US = 250_000  # no new frame for this long after a press: the screen stands
ANSWER_US = 8_000_000  # a press whose screen did not stand by then is a failure
MOST_ROWS = 24  # more ROLLs than the setup has rows: the row is not there


class SetupError(AssertionError):
    pass


class SetupPerson:
    def __init__(self, box):
        self.box = box
        self.presses = 0

    def row(self):
        """The highlighted row's text ('' when none is)."""
        rows, hl = self.box.mirror.rows, self.box.mirror.hl
        return rows[hl] if 0 <= hl < len(rows) else ""

    def shows(self, text):
        """The highlighted row is text, or its start where the screen cut or
        wrapped it, or it starts with text (a row named by its first word)."""
        # "[ ]Meistermagier": a name that fits after the mark alone loses its space
        r = self.row().rstrip().replace("] ", "]")
        text = text.replace("] ", "]")
        return bool(r) and (text.startswith(r) or r.startswith(text))

    def click(self, name):
        """One press; returns once the screen stood still after it (not on
        its working frame: a game loading)."""
        from hexbox.app.speech import words

        working = words().WORKING
        box = self.box
        box.press(name)
        box.advance_to(box.clock.us + CLICK_MS * 1000)
        box.release(name)
        self.presses += 1
        start = box.clock.us
        seen = len(box.frames)
        while box.clock.us - start < ANSWER_US:
            box.advance_to(box.clock.us + 50_000)
            if len(box.frames) > seen and box.clock.us - box.frames[-1] > QUIET_US \
                    and self.row() != working:
                return
        raise SetupError("%s: the screen did not answer, it shows %r" % (name, box.mirror.rows))

    def to(self, text, back=False):
        """ROLL (or BACK) until the highlighted row is text."""
        for _ in range(MOST_ROWS):
            if self.shows(text):
                return
            self.click("back" if back else "roll")
        raise SetupError("no row %r on the setup screen: %r" % (text, self.box.mirror.rows))

    def choose(self, at, want, back=False):
        """Go to row `at`, then OK until it reads `want` (a row OK steps
        through: the game, the player count; or turns on and off)."""
        self.to(at, back)
        for _ in range(MOST_ROWS):
            if self.shows(want):
                return
            self.click("confirm")
        raise SetupError("row %r never read %r: %r" % (at, want, self.box.mirror.rows))

    def start(self, limit_us=30_000_000):
        """Up to the first row, OK: the game starts; returns once its first
        screen stands (the setup screen's title is gone)."""
        from hexbox.app.speech import words

        W = words("setup_")
        self.to(W.START, back=True)
        box = self.box
        box.log_record = None
        self.click("confirm")
        end = box.clock.us + limit_us

        def waiting():
            # on a board the box resets first (hexbox.app.main.REBOOT): it boots again
            return box.log_record is None or box.mirror.rows[:1] in ([], [W.TITLE], [BOOT_ROW])

        while box.clock.us < end and waiting():
            box.advance_to(box.clock.us + 100_000)
        if waiting():
            raise SetupError("the game did not start: %r" % box.mirror.rows)
