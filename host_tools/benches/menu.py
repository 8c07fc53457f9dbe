# From a button press to the new screen, per game, on real MicroPython:
#   app.<game>.menu_ms_upy      median press-to-screen time of the referee app
#   app.<game>.menu_ms_upy_p90  nine presses in ten are at least this fast
#   app.<game>.menu_ms_upy_max  the slowest press (one that ends an action:
#                               the engine plays it and the log is saved first)
# The app (firmware/main.py, as flashed) plays ACTIONS actions of each game
# on the simulated referee box. A click acts when the button is let go (a
# hold means something else: status pages, undo), so a press is timed from
# the moment the virtual player lets go until the OLED gets a frame with new
# rows: the virtual time the firmware waits (for its next 10 ms poll) plus
# the real time MicroPython computes (the unix port on this host; a Pico's
# CPU is slower, so the computing part is a lower bound). The frame is seen
# as the display driver sends it (all of it or the pages that changed), not
# at the next tick of the virtual clock: a tune played after the new screen
# (blocking, on the clock) must not count as waiting for the screen.
import json
import shutil
import tempfile

from host_tools.device import upy as upy_runner
from host_tools.sim import upy_app

BOARD = "pico_referee"
ACTIONS = 40
SEED = 5
LOST_US = 300000  # a press the screen did not answer in this long is not timed

_TIMED = """
import time as _rt
_s.install()
_lat = []
_pend = [None]
_box = _s.box
_release = _box.release


def _rows():
    m = _s.appmain
    if m is None or not m.RUNNING or not hasattr(m.RUNNING[0], "rows"):
        return None
    c = m.RUNNING[0]
    return (list(c.rows), c.hl)


def _timed_release(name):
    if _pend[0] is None and _box.buttons[name].pressed:
        r = _rows()
        if r is not None:
            _pend[0] = (_rt.ticks_us(), _box.clock.us, r)
    _release(name)


def _lost(now):
    # forget a press the screen did not answer in time; else the press
    p = _pend[0]
    if p is not None and now - p[1] > %(lost)d:
        _pend[0] = p = None
    return p


def _look(now):
    p = _lost(now)
    if p is not None and _rows() != p[2]:
        _lat.append(_rt.ticks_diff(_rt.ticks_us(), p[0]) + (now - p[1]))
        _pend[0] = None


from hexbox.hw import display as _display

_send = _display.SSD1306._send


def _sent(self, first, last):
    _send(self, first, last)
    _look(_box.clock.us)


_display.SSD1306._send = _sent
_box.release = _timed_release
_box.clock.listeners.append(_lost)
try:
    _s.attach()
    _main_py()
finally:
    _s.remove()
print("@@" + json.dumps(_lat))
"""


def press_times_us(game, board=BOARD, seed=SEED, actions=ACTIONS, port="unix"):
    """[us] from letting go to the new screen for every answered press of
    `actions` actions of `game`, the firmware as `flash` puts it on a board."""
    fw = upy_app.flashed_firmware(tempfile.mkdtemp(prefix="hexbox-mpy-"), game)
    try:
        with upy_app._Flash(port) as fl:
            src = upy_app._setup(upy_app.config(game, seed, board=board), actions, fl.root)
            out = upy_runner.run_code(src + _TIMED % {"lost": LOST_US}, heapsize=1024 * 1024,
                                      port=fl.port, firmware=fw)
    finally:
        shutil.rmtree(fw, True)
    lines = [line for line in out.splitlines() if line.startswith("@@")]
    return json.loads(lines[-1][2:])


def metrics(upy):
    from hexbox.games import names

    out = {}
    for game in names():
        t = sorted(press_times_us(game))
        if not t:
            continue
        out["app.%s.menu_ms_upy" % game] = round(t[len(t) // 2] / 1000, 1)
        out["app.%s.menu_ms_upy_p90" % game] = round(t[len(t) * 9 // 10] / 1000, 1)
        out["app.%s.menu_ms_upy_max" % game] = round(t[-1] / 1000, 1)
        out["app.%s.menu_presses" % game] = len(t)
    return out
