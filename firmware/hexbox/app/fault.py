# What the box does when it cannot go on: a maker without a serial console
# must still see why. show() releases the wheel's coils, puts the reason on
# the OLED and plays the error tune, each part on its own from the board
# definition (a broken part, or a board.json that failed its checks, does not
# hide the others), and never raises. The app's wrapper (hexbox.app.guard)
# loads it only when a fault is shown.

import sys

BOARD_PATH = "board.json"  # written by `python -m host_tools flash`
COLS = 16  # characters per OLED row (8x8 font on 128 pixels)
_SHOWN = []  # the rows of the last show(), for tests and the simulator


def wrap(text, cols=COLS, rows=5):
    """Words into at most `rows` rows of `cols` characters (long words cut)."""
    from hexbox.core.text import wrap as rows_of

    out = rows_of(text, cols)
    if len(out) > rows:
        out = out[:rows]
        out[-1] = out[-1][:cols - 2] + ".."
    return out


def _read_board(path):
    try:
        from hexbox.core import jsontext
        from hexbox.hw import board as boardcheck

        b = jsontext.read(path, boardcheck.MAX_BOARD_BYTES, boardcheck.MAX_BOARD_DEPTH)
        return b if isinstance(b, dict) else None
    except Exception:  # noqa: BLE001  (no board.json, or a broken one: nothing to drive)
        return None


def _part(board, name):
    p = board.get(name) if board is not None else None
    return p if isinstance(p, dict) else None


def release(board, machine):
    """Wheel coils off (the motor driver's enable, or the ULN2003's four
    inputs low); on RP2 boards the step state machine stops too."""
    w = _part(board, "wheel")
    if w is None or not isinstance(w.get("pins"), dict):
        return False
    try:
        from hexbox.hw.build import park_wheel

        park_wheel(w, machine)
        return True
    except Exception:  # noqa: BLE001  (pins the definition got wrong)
        return False


def display(board, machine, rows):
    d = _part(board, "display")
    if d is None:
        return False
    try:
        from hexbox.hw.display import open_display

        open_display(machine, d).lines(rows)
        return True
    except Exception:  # noqa: BLE001  (no display answers, or its pins are wrong)
        return False


def beep(board, machine, clock):
    z = _part(board, "buzzer")
    if z is None or clock is None:
        return False
    try:
        from hexbox.hw.buzzer import ERROR, Buzzer

        Buzzer(machine.PWM(machine.Pin(z["pin"])), clock).play(ERROR)
        return True
    except Exception:  # noqa: BLE001
        return False


def stopped(machine):
    """Ctrl-C stopped the app: the wheel's coils off."""
    _live_motor_release()
    release(_read_board(BOARD_PATH), machine)


def _live_motor_release():
    # the running app's own motor, if it got that far (PIO state machine too)
    app = sys.modules.get("hexbox.app.main")
    running = getattr(app, "RUNNING", None) if app is not None else None
    try:
        if running:
            running[0].hw.motor.release()
    except Exception:  # noqa: BLE001
        pass


def _title():
    # in the box's language; English when even its words cannot load
    try:
        from hexbox.app.speech import words

        return words().FAULT
    except Exception:  # noqa: BLE001  (a fault screen never raises)
        return "hexbox error"


def local(why):
    """`why` in the box's language (the fault screen's words,
    app/fault_words_<code>.py); English as it is; never raises."""
    try:
        from hexbox.games import language

        if language() == "en":
            return why
        from hexbox.app.fault_say import said
        from hexbox.app.speech import words

        w = words("fault_")
        s = said(why, w.FAULTS)
        return s if s is not None else w.UNKNOWN
    except Exception:  # noqa: BLE001  (a fault screen never raises: the reason as it came)
        return why


def selftest_title():
    try:
        from hexbox.app.speech import words

        return words("fault_").SELFTEST_FAIL
    except Exception:  # noqa: BLE001
        return "selftest FAIL"


def show(why, machine=None, clock=None, title=None, board=None):
    """Stop the wheel, show `why` on the OLED (in the box's language) and
    beep. Returns the rows shown; never raises."""
    rows = [title or _title()] + wrap(local(why))
    del _SHOWN[:]
    _SHOWN.extend(rows)
    try:
        if machine is None:
            import machine
        if board is None:
            board = _read_board(BOARD_PATH)
        _live_motor_release()
        release(board, machine)
        display(board, machine, rows)
        beep(board, machine, clock)
    except Exception:  # noqa: BLE001  (no machine module: a host without hardware)
        pass
    return rows
