# The box's self-test screen: after building the box, check each part on the
# box itself, page by page. Reached by holding CONFIRM while powering on
# (at_boot, from hexbox.app.main.start); run(hw, clock) is the screen itself, on
# the drivers of hexbox.hw.build.Hardware.
#
#   WHEEL    homes on the index, turns one revolution, checks the index
#            comes back where the gear says it must
#   HALL     which fields' sensors see a magnet now, and how many fields
#            have seen one (move a magnet over every field)
#   BUZZER   plays the contact, error and win tunes
#   BUTTONS  each button as it is held; all pressed once = OK
#   DONE     the summary; CONFIRM goes on to the game
#
# CONFIRM (OK) goes to the next page, BACK repeats the page's test. On the
# buttons page every press only marks the button; CONFIRM leaves once every
# button was seen. Without a display the rows go to the serial console.

from hexbox.app.speech import words
from hexbox.core.errors import HexboxError
from hexbox.hw.buttons import DOWN, PRESS, button_of, kind_of

WHEEL = "wheel"
HALL = "hall"
BUZZER = "buzzer"
BUTTONS = "buttons"
DONE = "done"
PAGES = (WHEEL, HALL, BUZZER, BUTTONS, DONE)  # the order of the words' TEST_PAGES
IDLE_MS = 10  # one poll of buttons and sensors


def pages_of(hw):
    out = [WHEEL] if hw.motor is not None else []  # a referee box has no wheel
    if hw.hall is not None:
        out.append(HALL)
    if hw.buzzer is not None:
        out.append(BUZZER)
    out.append(BUTTONS)
    out.append(DONE)
    return out


def wheel_test(hw):
    """Home, turn one revolution, check the index. (ok, [rows])."""
    if hw.index_pin is None:
        return False, list(words("selftest_").NO_INDEX)
    try:
        width = hw.home()
    except HexboxError as e:
        from hexbox.app.fault import local  # the reason in the box's language

        return False, [words("selftest_").SELFTEST[13], local(str(e))[:48]]
    turn = hw.gear.step_at(1, 1)  # a whole turn, to the nearest microstep
    pin = hw.index_pin
    on = 0 if hw.index_active_low else 1
    seen = [-1]  # first step of the index's return
    was = [True]  # at home the wheel stands inside the index window
    st = hw.stepper
    start = st.position

    def probe():
        act = pin.value() == on
        if act and not was[0] and seen[0] < 0:
            seen[0] = st.position - start
        was[0] = act
        return False

    st.move(turn, probe)
    back = seen[0]
    expect = turn - width // 2
    tol = max(width, turn // 100, 2)
    st.move(-turn)  # and home again
    if back < 0:
        return False, list(words("selftest_").INDEX_UNSEEN)
    if abs(back - expect) > tol:
        at, expected, lost = words("selftest_").INDEX_AT
        return False, [at % back, expected % expect, lost]
    one, index, wide = words("selftest_").WHEEL_RESULT
    return True, [one % turn, index % back, wide % width]


class SelfTest:
    def __init__(self, hw, clock, out=None):
        self.hw = hw
        self.clock = clock
        self.out = out
        self.pages = pages_of(hw)
        self.page = 0
        self.results = {}
        self.shown = None
        self.seen = bytearray(hw.hall.nfields) if hw.hall is not None else bytearray(0)
        self.last = ""
        self.pressed = bytearray(len(hw.button_names))
        self.next_btn = hw.button("confirm") if "confirm" in hw.button_names else 0
        self.back_btn = hw.button("back") if "back" in hw.button_names else -1
        self.armed = False

    def show(self, rows):
        rows = [r[:16] for r in rows]
        if rows == self.shown:
            return
        self.shown = rows
        d = self.hw.display
        if d is not None:
            d.lines(rows)
        if self.out is not None or d is None:
            (self.out or print)("selftest | " + " | ".join(rows))

    def title(self):
        name = self.pages[self.page]
        return "%s %d/%d" % (
            words("selftest_").TEST_PAGES[PAGES.index(name)],
            self.page + 1,
            len(self.pages),
        )

    def enter(self):
        name = self.pages[self.page]
        if name == WHEEL:
            self.show([self.title()] + list(words("selftest_").HOMING_TURN))
            ok, rows = wheel_test(self.hw)
            self.results[WHEEL] = (ok, rows)
        elif name == BUZZER:
            self.show([self.title(), words("selftest_").SELFTEST[0]])
            from hexbox.hw import buzzer as bz

            for tune in (bz.CONTACT, bz.ERROR, bz.WIN):
                self.hw.buzzer.play(tune)
                self.clock.sleep_ms(200)
            self.results[BUZZER] = True
        elif name == HALL:
            for i in range(len(self.seen)):
                self.seen[i] = 0
            self.last = ""

    def draw(self):
        W = words("selftest_")
        _, passed, failed, next_redo, magnet_on, seen, next_clear, heard, ok_next, press_each, \
            hall_seen, to_game = W.SELFTEST[:12]
        name = self.pages[self.page]
        t = self.title()
        if name == WHEEL:
            ok, rows = self.results[WHEEL]
            self.show([t + (passed if ok else failed)] + rows + [next_redo])
        elif name == HALL:
            h = self.hw.hall
            now = [str(f) for f in range(h.nfields) if h.occupied(f)]
            n = 0
            for i in range(len(self.seen)):
                n += self.seen[i]
            rows = [t, magnet_on, " ".join(now)[:16] if now else "-", seen % (n, h.nfields)]
            faults = h.report()
            rows.append("%s s%d f%d" % faults[0] if faults else self.last)
            rows.append(next_clear)
            self.show(rows)
        elif name == BUZZER:
            self.show([t, heard, next_redo])
        elif name == BUTTONS:
            rows = [t]
            b = self.hw.buttons
            for i, nm in enumerate(self.hw.button_names):
                rows.append("%-8s%s%s" % (nm.upper(), "[X]" if b.held(i) else "[ ]",
                                          " ok" if self.pressed[i] else ""))
            rows.append(ok_next if self.all_pressed() else press_each)
            self.show(rows)
        else:
            w = self.results.get(WHEEL, (False, ()))[0]
            rows = [t, W.WHEEL_OK[0 if w else 1]]
            if self.hw.hall is not None:
                n = 0
                for i in range(len(self.seen)):
                    n += self.seen[i]
                rows.append(hall_seen % (n, len(self.seen)))
            rows.append(W.BUTTONS_OK[0 if self.all_pressed() else 1])
            rows.append(to_game)
            self.show(rows)

    def all_pressed(self):
        for v in self.pressed:
            if not v:
                return False
        return True

    def poll(self):
        """Scan once; the button event, or -1."""
        h = self.hw.hall
        if h is not None:
            h.scan()
            if h.changed:
                h.changed = False
                for f in range(h.nfields):
                    if h.occupied(f) and not self.seen[f]:
                        self.seen[f] = 1
                        self.last = words("selftest_").SELFTEST[12] % f
                        if self.hw.buzzer is not None:
                            self.hw.buzzer.tone(2000, 15)
        return self.hw.buttons.poll(self.clock.ticks_ms())

    def run(self):
        self.enter()
        while True:
            ev = self.poll()
            if ev >= 0:
                i = button_of(ev)
                k = kind_of(ev)
                name = self.pages[self.page]
                if name == BUTTONS:
                    if k == DOWN:
                        # CONFIRM leaves once every button was seen before this press
                        self.armed = i == self.next_btn and self.all_pressed()
                        self.pressed[i] = 1
                    elif k == PRESS and i == self.next_btn and self.armed:
                        self.page += 1
                        self.enter()
                elif k == PRESS and i == self.next_btn:
                    if name == DONE:
                        break
                    self.page += 1
                    self.enter()
                elif k == PRESS and i == self.back_btn:
                    self.enter()
            self.draw()
            self.clock.sleep_ms(IDLE_MS)
        self.results[BUTTONS] = self.all_pressed()
        self.results[HALL] = [f for f in range(len(self.seen)) if self.seen[f]]
        return self.results


def run(hw, clock, out=None):
    """The self-test screen on a built Hardware; returns what it found:
    {"wheel": (ok, rows), "hall": [fields seen], "buzzer": True, "buttons": ok}."""
    return SelfTest(hw, clock, out).run()


def at_boot(board, machine, clock):
    """hexbox.app.main.start's hook, when CONFIRM is held at power-on
    (hexbox.app.builder.held_at_power_on): run the self-test screen, then return so the game
    starts as usual (the app then unloads this module)."""
    import gc

    from hexbox.app.builder import held_at_power_on
    from hexbox.hw.build import Hardware

    hw = Hardware(board, machine, clock)
    # wait for CONFIRM to be let go, so it is not the first press
    while held_at_power_on(board, machine):
        clock.sleep_ms(IDLE_MS)
    results = run(hw, clock)
    if hw.motor is not None:
        hw.motor.release()
    del hw
    gc.collect()
    return results
