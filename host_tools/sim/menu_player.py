"""A virtual player for the referee app (any game). It gets to an action
with the box's buttons only, reading the OLED rows: ROLL until the wanted
row is highlighted, then OK. Where the game's table reads the board instead
(hall sensors under the fields), it moves the magnets like sim.player.Player.

Two ways to want an action:
- autoplay: a legal action picked with a seeded Rng, keyed by the history
  length (a restart after a power cut makes the same choice again); it also
  dismisses the event lines and takes the box when asked ("Pass the box to");
- target: the action a person chose (the simulator's numbered menu); the
  player steers to it and then waits. The pass screen stays for the person.

Portable: the virtual device's demo (MicroPython) runs it too."""

from host_tools.sim.player import Player, acts_of

THINK_MS = 100  # between two presses: the buttons debounce 20 ms each way
CLICK_MS = 40
REACT_MS = 400  # a press that changed nothing on the screen: look again after this
RETRY_MS = 3000  # magnets moved and nothing happened: act again


def bot_choice(game_name, players, seed, level="good"):
    """A chooser for MenuPlayer: every seat it is asked for played by the
    box's own bot at `level`, deciding from that seat's view only."""
    from hexbox.games import bot

    bots = []  # made for the first game asked about: the board it is played on

    def choose(g, acts):
        if not bots:
            board = getattr(g, "board", None)
            bots.extend(bot(game_name, level, seed * 8 + s, board=board) for s in range(players))
        s = g.current
        return bots[s].choose(g.search_view(s), acts, s)

    return choose


class MenuPlayer(Player):
    def __init__(self, world, seed, running, choose=None, auto=True, click_ms=CLICK_MS):
        Player.__init__(self, world, seed, running)
        self.click_ms = click_ms  # how long a click holds the button down
        self.choose = choose  # f(game, actions) -> action; default: seeded random
        self.auto = auto
        self.target = None  # an action a person asked for, or None
        self.target_at = -1  # the history length it was asked at
        self.presses = 0
        self.looked = None  # (screen, time) of the last press: wait for the box to react
        self.wanted = None  # (the state's key, the action picked in it)
        self.played = None  # (the state's key, time) of the press that plays the wanted action

    def want(self, action, game):
        """Steer to this action (it must be legal now)."""
        self.target = action
        self.target_at = len(game.history)
        self.acted_at = -1
        self.wanted = None

    def busy(self):
        return self.target is not None or bool(self.script)

    def tick(self, now):
        if now < self.next_us or not self.running:
            return
        c = self.running[0]
        g = getattr(c, "game", None)
        if g is None or c.status == "boot" or not hasattr(c, "news"):
            return
        self.next_us = now + THINK_MS * 1000
        if self.script:
            self.do(self.script.pop(0))
            return
        if self.target is not None and len(g.history) != self.target_at:
            self.target = None  # played (or undone): done
        if not self.auto and self.target is None:
            return
        if self.looked is not None:
            # like a person: the next press only once the screen answered the last
            screen, t = self.looked
            if (c.rows, c.hl, len(g.history)) == screen and now - t < REACT_MS * 1000:
                return
            self.looked = None
        t = c.table
        if t is not None and t.restoring:
            if self.auto or self.target is not None:
                if c.rows and c.rows[-1] == _by_menu()[1] and not self.script:
                    # the magnets stand as asked and a sensor does not see one: say so
                    self.click("confirm")
                    return
                self.put_right(g)  # the box asks for the magnets first (a restart, an undo)
            return
        if c.news or c.pages is not None:
            self.click("confirm")  # any button: the lines were read
            return
        if g.over:
            return
        if c.rows and c.rows[0] == _pass_title():
            if self.auto:
                self.click("confirm")
            return
        if g.current in getattr(c, "bots", ()):
            if self.auto and getattr(c, "held", False):
                self.click("confirm")  # after an undo the box waits for OK to play on
            return  # the box plays this seat; its move's news and magnets come above
        if t is not None and t.reads(g):
            self.on_board(c, g, now)
            return
        self.steer(c, g)

    def on_board(self, c, g, now):
        """A move read off the board: the magnets moved (and, where the
        board cannot show it, the menu asked for), or a magnet put back."""
        n = len(g.history)
        if (n == self.acted_at and not self.script and c.rows and c.rows[-1] == _by_menu()[0]
                and self.planned is not None and self.planned[0] == n):
            # the board does not show the move made (a failed sensor): the menu takes it
            self.click("confirm")
            return
        if c.rows and c.rows[0] in _not_yet() and not self.script:
            self.put_right(g)  # a magnet moved too early (knocked while the wheel turned)
            if self.script:
                return
        if n == self.acted_at and now - self.planned_us < RETRY_MS * 1000:
            return  # waiting for the app to see what we did
        self.acted_at = n
        self.planned_us = now
        self.plan(g)

    def put_right(self, g):
        """Lift the magnets the screen asks off, put those it asks for (a
        box seat's move, before the game has it), or else those the game
        has (after a restart, an undo)."""
        occ = self.world.hall.occupied
        c = self.running[0]
        read = getattr(acts_of(c.game_name), "asked", None)
        if read is None:
            want = set(f for f in g.mags if f >= 0)
        else:
            want = read(g, c.rows)
            if want is None:
                return  # nothing to read yet ("checking..."): the rows come
        for f in sorted(occ):
            if f not in want:
                self.script.append(("lift", f))
        for f in sorted(want):
            if f not in occ:
                self.script.append(("put", f))

    def pick(self, g, acts):
        if self.target is not None:
            return self.target
        p = self.planned
        if p is not None and p[0] == len(g.history) and p[1] in acts:
            return p[1]  # the move made on the board, now taken through the menu
        if self.choose is not None:
            return self.choose(g, acts)
        return Player.pick(self, g, acts)

    def steer(self, c, g):
        """One press towards the wanted action, from what the OLED shows."""
        m = c.menu
        if m is None or c.hl < 1 or c.menu_at != len(g.history):
            return  # the menu is not on the screen yet
        key = _state_key(g)
        p = self.played
        if p is not None and p[0] == key and self.world.clock.us - p[1] < RETRY_MS * 1000:
            # pressed already: the screen may show the next state's menu
            # before this game has the move (the chip's saved log comes later)
            return
        if self.wanted is None or self.wanted[0] != key:
            # once per state, not per menu: the app builds a menu again for
            # the same state (after a hint, a status page), and a chooser
            # asked again must not get a second say; without a list of the
            # actions: the heap the bench measures the box in holds this player too
            acts = m.offered()
            if self.choose is not None:
                acts = list(acts)  # a person's chooser gets a plain list
            self.wanted = (key, self.pick(g, acts))
        action = self.wanted[1]
        want = m.row_towards(action)
        if c.rows[c.hl] != want:
            self.click("roll")
            return
        if _plays(m, action):
            self.played = (key, self.world.clock.us)
        self.click("confirm")

    def click(self, name):
        w = self.world
        c = self.running[0]
        self.looked = ((list(c.rows), c.hl, len(c.game.history)), w.clock.us)
        # like a finger: the next click only once this one is let go (a
        # screen that changes under the held button is no new screen to press on)
        self.next_us = max(self.next_us, w.clock.us + (self.click_ms + THINK_MS) * 1000)
        self.presses += 1
        w.press(name)
        w.clock.timers.append([w.clock.us + self.click_ms * 1000, 0, lambda: w.release(name)])


def _state_key(g):
    """The game state a choice is made in: the history's length and its
    last action (an undo and another move reach the same length)."""
    h = g.history
    n = len(h)
    return n, (h[n - 1] if n else None)


def _plays(m, action):
    """True when OK on the row towards action plays it (not a group's row
    or "< back")."""
    top, sub = m.find(action)
    if sub < 0:
        return not m.path
    return bool(m.path) and m.path[0] == top


def _not_yet():
    from hexbox.app.speech import words

    return words().NOT_YET


def _by_menu():
    from hexbox.app.speech import words

    return getattr(words(), "BY_MENU", ("", ""))


def _pass_title():
    # the pass screen's title in the box's language (imported late: on a
    # virtual device the firmware arrives after this module)
    from hexbox.app.speech import words

    return words().PASS_TO
