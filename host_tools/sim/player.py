"""A virtual player for `sim --auto`: watches the running controller's game
and acts on the simulated box like a person would (presses buttons, lifts
and sets down magician magnets). Choices come from a seeded Rng, keyed by
the game's history length, so a run is repeatable and a restart after a
power cut makes the same choice again. Portable: the virtual device's
demo (MicroPython) runs it too."""

THINK_MS = 120  # between two physical acts
CLICK_MS = 80
RETRY_MS = 3000  # no progress this long (a click lost while the wheel turned): act again


class Player:
    def __init__(self, world, seed, running):
        self.world = world
        self.seed = seed
        self.running = running  # hexbox.app.main.RUNNING
        self.script = []  # pending physical acts: (kind, arg)
        self.acted_at = -1  # history length when the current plan was made
        self.planned_us = 0
        self.next_us = 0
        self.planned = None  # (history length, the action the board's acts were made for)
        world.clock.listeners.append(self.tick)

    def detach(self):
        if self.tick in self.world.clock.listeners:
            self.world.clock.listeners.remove(self.tick)

    def tick(self, now):
        if now < self.next_us or not self.running:
            return
        c = self.running[0]
        g = getattr(c, "game", None)
        if g is None or g.over or c.status == "boot":
            return
        self.next_us = now + THINK_MS * 1000
        if self.script:
            self.do(self.script.pop(0))
            return
        n = len(g.history)
        if n == self.acted_at and now - self.planned_us < RETRY_MS * 1000:
            return  # waiting for the app to see what we did
        self.acted_at = n
        self.planned_us = now
        self.plan(g)

    def pick(self, g, acts):
        """The action to play now: a seeded pick, keyed by the history length."""
        from hexbox.core.rng import Rng  # here: the device loads the sim before its flash

        return acts[Rng(self.seed * 7919 + len(g.history)).below(len(acts))]

    def plan(self, g):
        """Script the physical acts of the next action: the game's host part
        acts.py says them (a game whose table reads the board has one)."""
        acts_of(self.running[0].game_name).plan(self, g)

    def do(self, act):
        kind, arg = act
        w = self.world
        if kind == "click":
            w.press(arg)
            t = [w.clock.us + CLICK_MS * 1000, 0, lambda: w.release(arg)]
            w.clock.timers.append(t)
        elif kind == "lift":
            w.hall.occupied.discard(arg)
        elif kind == "put":
            w.hall.occupied.add(arg)
        elif kind == "wait" and arg > 1:
            self.script.insert(0, ("wait", arg - 1))


def acts_of(name):
    """host_tools/games/<name>/acts.py, imported here: the one game that
    needs it loads it, and the heap the bench measures the box in holds no
    registry (host_tools.games.part lists the games)."""
    return __import__("host_tools.games.%s.acts" % name, None, None, ("plan",))
