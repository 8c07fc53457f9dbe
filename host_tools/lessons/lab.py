"""A fresh simulated box for a pupil's code: the lessons' lab. Portable: the
same lab runs in the browser page (the Lab panel, on the WebAssembly
MicroPython) and on CPython (python -m host_tools lesson N FILE).

The pupil's file runs as a board would run it: `import machine` gives the
simulated pins of the board definition (buttons, the wheel's driver, the
index sensor, the hall multiplexers), `import time` the box's virtual
clock, so sleeping costs no real time and a run repeats exactly. The
lesson's check acts on the world meanwhile (presses a button at 1.2 s,
puts a magnet on a field) through timers on that clock, and reads the
result off the part models afterwards (how far the wheel turned, what was
printed).

A run ends when the code ends (sys.exit() and os._exit() end it too, as a
program on a board ends, and the check still says what it found), when it
raises, or when its virtual time is up (the budget): each sleep, clock read
and pin read moves the clock, so a loop that only polls a pin ends too. A
loop that does none of these (`while True: pass`) ends after real_s seconds
of real time, where the interpreter can set an alarm (CPython); the page's
Lab ends its worker instead.
"""

import sys

from host_tools.sim.box import Box
from host_tools.sim.device import VirtualTime

# a pin read costs virtual time, as on the board (a Python-level read on an
# RP2040 takes some microseconds), so a loop that only polls a pin ends
# too; charged every READ_BATCH reads, to keep the simulation quick
READ_US = 10
READ_BATCH = 16
TRACE_US = 4000  # the wheel's position is kept at most this often
_SWAPPED = ("time", "machine")


ON_LAB = []  # f(lab) for every new lab (the page's Lab panel watches them)


class TimeUp(Exception):
    """The run's virtual time is over (not an error: a pupil's loop may
    run until it is stopped, as on a board)."""


REAL_S = 20  # real seconds a run may take (the solutions take about one)


class RealTimeUp(BaseException):
    """The run took real_s of real time without its virtual time moving:
    a BaseException, so a pupil's `except Exception` cannot swallow it."""


class ProgramExit(BaseException):
    """os._exit() in a pupil's code: the program ends, the check goes on."""


def endless_text(seconds):
    return ("your code ran %d s of real time without ending, sleeping or reading a pin: "
            "an endless loop? (a loop on a board must sleep or read a pin now and then)"
            % seconds)


class RealTimeLimit:
    """`with RealTimeLimit(s):` raises RealTimeUp in the code inside after s
    seconds of real time, where the interpreter has SIGALRM (else no limit)."""

    def __init__(self, seconds):
        self.seconds = seconds
        self.old = None
        self.was = None  # an alarm set before (a test runner's timeout): set again after

    def __enter__(self):
        try:
            import signal
            import time

            def ring(*_):
                raise RealTimeUp()

            self.old = signal.signal(signal.SIGALRM, ring)
            self.was = (signal.setitimer(signal.ITIMER_REAL, self.seconds), time.monotonic())
        except (ImportError, AttributeError, ValueError, OSError):
            self.old = None  # no alarm here (MicroPython, a thread): no limit
        return self

    def __exit__(self, *exc):
        if self.old is not None:
            import signal
            import time

            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, self.old)
            (delay, interval), since = self.was
            if delay > 0:
                left = max(delay - (time.monotonic() - since), 0.001)
                signal.setitimer(signal.ITIMER_REAL, left, interval)
        return False


class ExitEndsTheRun:
    """`with ExitEndsTheRun():` os._exit() raises ProgramExit inside (it would
    end the whole checker, with no word about the pupil's code)."""

    def __enter__(self):
        import os

        self.os = os
        self.real = getattr(os, "_exit", None)
        if self.real is not None:
            os._exit = self._exit
        return self

    @staticmethod
    def _exit(*_):
        raise ProgramExit()

    def __exit__(self, *exc):
        if self.real is not None:
            self.os._exit = self.real
        return False


class Lab:
    def __init__(self, board, budget_ms=10000, real_s=None, name=None):
        self.board = board
        self.name = name or "lesson.py"  # the pupil's file, as its tracebacks name it
        self.real_s = REAL_S if real_s is None else real_s
        self.box = Box(board)
        self.clock = self.box.clock
        self.out = []  # the lines the code printed
        self.budget_ms = budget_ms
        self.deadline = budget_ms * 1000
        self.timed_out = False
        self.error = None
        self.endless = False  # stopped after real_s of real time
        self.steps = []  # virtual us of each rising STEP edge the driver took
        self._reads = 0
        self._moving = False
        self.clock.listeners.append(self._watch)
        self.reads = {}  # GPIO -> how often the code read it
        for num, ln in self.box.bus.lines.items():
            if ln.source is not None:
                ln.source = self._costly(num, ln.source)
        w = board.get("wheel")
        if w is not None and w.get("driver") == "stepdir":
            self._step_level = 0
            self.box.bus.attach(w["pins"]["step"], listener=self._step_edge)
        self.trace = []  # [us, wheel position] as the wheel turned (the page plays it back)
        self.scope = {}  # the code's globals after the run (lesson 5 calls its function)
        for f in ON_LAB:
            f(self)

    # -- the world, on the clock ----------------------------------------------------
    def at(self, ms, f):
        """Call f() when virtual time reaches ms."""
        self.clock.timers.append([int(ms * 1000), 0, f])

    def click(self, name, at_ms, hold_ms=120, bounce=()):
        """A press of button `name` at at_ms, held hold_ms. bounce: ms
        between the flips of the contacts at both edges, as real ones
        chatter before they rest (uneven, so no polling rate slips through)."""
        b = self.box.buttons[name]

        def set_to(v):
            def f():
                b.pressed = v
            return f

        for t, level in ((at_ms, True), (at_ms + hold_ms, False)):
            on = level
            for dt in bounce:
                self.at(t, set_to(on))
                on = not on
                t += dt
            self.at(t, set_to(level))

    def magnets(self, fields):
        self.box.hall.occupied.clear()
        for f in fields:
            self.box.hall.occupied.add(f)

    # -- running the code ---------------------------------------------------------
    def _print(self, *args, **kw):
        sep = kw.get("sep", " ")
        self.out.append(sep.join(str(a) for a in args))

    def _watch(self, now):
        w = self.box.wheel
        if w is not None and (not self.trace or (self.trace[-1][1] != w.position
                                                 and now - self.trace[-1][0] >= TRACE_US)):
            self.trace.append([now, w.position])
        if now > self.deadline and not self.timed_out:
            self.timed_out = True
            raise TimeUp("%d ms of virtual time are up" % self.budget_ms)

    def _costly(self, num, src):
        reads = self.reads
        reads[num] = 0

        def read():
            reads[num] += 1
            self._reads += 1
            if self._reads >= READ_BATCH and not self._moving:
                self._reads = 0
                self._moving = True
                try:
                    self.clock.advance(READ_US * READ_BATCH)
                finally:
                    self._moving = False
            return src()
        return read

    def _step_edge(self, level):
        if level and not self._step_level:
            self.steps.append(self.clock.us)
        self._step_level = level

    def looked_at(self, num):
        """True when the code read GPIO num, or set an irq on it."""
        ln = self.box.bus.lines.get(num)
        return self.reads.get(num, 0) > 0 or (ln is not None and bool(ln.irqs))

    def run(self, code, name=None):
        """Run the pupil's code to its end (or its budget); True if it
        raised nothing (running out of time is fine)."""
        name = name or self.name
        _show_source(name, code)
        saved = [sys.modules.get(k) for k in _SWAPPED]
        sys.modules["time"] = VirtualTime(self.clock)
        sys.modules["machine"] = self.box.machine
        self.scope = {"__name__": "__main__", "print": self._print}
        try:
            with RealTimeLimit(self.real_s), ExitEndsTheRun():
                exec(compile(code, name, "exec"), self.scope)
        except (TimeUp, SystemExit, ProgramExit):
            pass  # the end of the program: the check looks at what it did
        except RealTimeUp:
            self.endless = True
            self.error = endless_text(self.real_s)
        except Exception as e:  # noqa: BLE001  (the pupil's mistake, shown as a board prints it)
            self.error = trace_text(e, name)
        finally:
            for k, m in zip(_SWAPPED, saved):
                if m is None:
                    sys.modules.pop(k, None)
                else:
                    sys.modules[k] = m
        return self.error is None

    def call(self, f, *args):
        """f(*args), a function of the pupil's code, under the run's limits:
        its result, or an error's text (the traceback or the endless loop)."""
        try:
            with RealTimeLimit(self.real_s), ExitEndsTheRun():
                return f(*args)
        except RealTimeUp:
            return "error: " + endless_text(self.real_s)
        except (Exception, SystemExit, ProgramExit) as e:  # noqa: BLE001  (the pupil's mistake)
            return "error: %r" % (e,)

    def last(self, prefix):
        """The last printed line that starts with prefix, without it; None if none."""
        for line in reversed(self.out):
            if line.startswith(prefix):
                return line[len(prefix):].strip()
        return None


def trace_text(e, start=None):
    """An exception's traceback as text, on either interpreter; start: a
    file name whose first frame begins it (the pupil's file: the lab's own
    frames above it are no help to a pupil)."""
    pe = getattr(sys, "print_exception", None)
    if pe is None:  # CPython
        import traceback

        text = "".join(traceback.format_exception(type(e), e, e.__traceback__))
    else:
        import io

        buf = io.StringIO()
        pe(e, buf)
        text = buf.getvalue()
    if start is None:
        return text
    lines = text.splitlines(True)
    mark = '  File "%s"' % start
    for i in range(len(lines)):
        if lines[i].startswith(mark):
            return lines[0] + "".join(lines[i:])
    return text


def _show_source(name, code):
    """CPython prints a line of the file in each frame of a traceback, from
    its line cache: the pupil's code is no file on the disk, so it goes there."""
    try:
        import linecache
    except ImportError:
        return  # MicroPython prints no source lines
    linecache.cache[name] = (len(code), None, code.splitlines(True), name)
