"""The part of asyncio the firmware uses, on the simulator's virtual clock.

Portable (CPython and MicroPython). The virtual device installs an
AsyncioOnClock as `asyncio` while main.py runs, for two reasons:
- the MicroPython WebAssembly build's own asyncio has no run(): its tasks
  run from JavaScript timers, i.e. only after the Python code that started
  them returned, so a board's main.py could never wait for them;
- time on the simulated box is virtual (sim.clock.Clock): a sleep jumps the
  clock instead of waiting, so a game plays in moments and the same seed
  plays the same way every time.

What it gives: run(coro), create_task(coro), sleep_ms(ms), sleep(s), and
awaiting a task for its result. Tasks run one at a time, the earliest due
first (ties in the order they became due), like MicroPython's asyncio.
`run_for(ms)` runs the tasks for that much virtual time and returns, so a
caller (the heap bench) can look between slices."""


class _Sleep:
    """What a task yields to wait: until clock.us >= due."""

    def __init__(self, us):
        self.us = us

    def __await__(self):
        yield self

    __iter__ = __await__  # MicroPython's `await` iterates


class Task:
    def __init__(self, coro, due):
        self.coro = coro
        self.due = due
        self.order = 0
        self.done = False
        self.result = None
        self.exc = None
        self.waiters = []

    def __await__(self):
        if not self.done:
            yield self  # the loop parks the awaiting task until this one ends
        if self.exc is not None:
            raise self.exc
        return self.result

    __iter__ = __await__


class AsyncioOnClock:
    """An `asyncio` stand-in bound to a sim Clock. poll(): called once per
    task step (the device checks Ctrl-C there); stop(): true ends run()
    early, returning None (the device's bounded demo)."""

    def __init__(self, clock, poll=None, stop=None):
        self.clock = clock
        self.poll = poll
        self.stop = stop
        self.ready = []  # tasks due to run, with .due
        self._order = 0
        self.main = None
        self.stopped = False  # run() ended by stop(), not by its coroutine

    # -- the asyncio API --------------------------------------------------
    def sleep_ms(self, ms):
        return _Sleep(max(int(ms), 0) * 1000)

    def sleep(self, s):
        return _Sleep(max(int(s * 1000000), 0))

    def create_task(self, coro):
        t = Task(coro, self.clock.us)
        self._queue(t)
        return t

    def run(self, coro):
        """Run coro to its end (or until stop()); its result."""
        self.main = self.create_task(coro)
        self.stopped = False
        while not self.main.done:
            if self.stop is not None and self.stop():
                self.stopped = True
                return None
            if not self.step():
                raise RuntimeError("deadlock: no task can run and the main task waits")
        if self.main.exc is not None:
            raise self.main.exc
        return self.main.result

    def run_for(self, ms):
        """Run the tasks for ms of virtual time (the clock ends there).
        True while the main task (if any) has not ended."""
        end = self.clock.us + ms * 1000
        while self.ready and not (self.main is not None and self.main.done):
            if self._next().due > end:
                break
            self.step()
        if self.clock.us < end:
            self.clock.advance(end - self.clock.us)
        if self.main is not None and self.main.done and self.main.exc is not None:
            raise self.main.exc
        return self.main is None or not self.main.done

    # -- the loop -----------------------------------------------------------
    def _queue(self, t):
        self._order += 1
        t.order = self._order
        self.ready.append(t)

    def _next(self):
        best = None
        for t in self.ready:
            if best is None or t.due < best.due or (t.due == best.due and t.order < best.order):
                best = t
        return best

    def step(self):
        """Run one step of the earliest due task; False when none is left."""
        t = self._next()
        if t is None:
            return False
        if self.poll is not None:
            self.poll()
        self.ready.remove(t)
        # the world catches up on a blocking call's time (clock.hold) before any task runs on
        self.clock.advance(max(t.due - self.clock.us, 0))
        try:
            y = t.coro.send(None)
        except StopIteration as e:
            self._finish(t, e.args[0] if e.args else None, None)
            return True
        except Exception as e:  # noqa: BLE001  (kept for the awaiting task, or raised)
            self._finish(t, None, e)
            return True
        if isinstance(y, _Sleep):
            t.due = self.clock.us + y.us
            self._queue(t)
        elif isinstance(y, Task):
            if y.done:
                t.due = self.clock.us
                self._queue(t)
            else:
                y.waiters.append(t)
        else:
            raise RuntimeError("a task awaited %r, which this loop does not know" % (y,))
        return True

    def _finish(self, t, result, exc):
        t.done = True
        t.result = result
        t.exc = exc
        for w in t.waiters:
            w.due = self.clock.us
            self._queue(w)
        if exc is not None and not t.waiters and t is not self.main:
            raise exc  # nobody will look at it: fail loudly, not silently
