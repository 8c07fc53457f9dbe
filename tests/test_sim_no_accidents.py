"""No move taken by accident, played with keys in the terminal simulator as a
person plays: OK pressed again and again to read the news (or to take the
box at a pass screen) runs on into the next menu, and played its first row
("Brave Forest witch" led without being chosen; Broom Service, 3 players,
seed 42, and 5 players with four box seats). A press that comes before the
new menu has been seen is no move: only the rows a person typed are played."""

import pytest
from test_sim_newcomer import GAP_US
from test_sim_tui import drive

from hexbox.app import main as appmain
from hexbox.app import menu as mn
from hexbox.app import referee
from hexbox.core.rng import Rng
from host_tools.hardware import boards
from host_tools.sim import run
from host_tools.sim.tui import Tui
from host_tools.sim.world import World

MASH_US = 150000  # OK again and again, as fast as a person reads on
READ_US = 1500000  # a person reads a menu before typing its row


class Masher:
    """Reads every screen that waits for OK (the news, a pass screen) with
    three quick OKs, and plays a random numbered row once a menu has stood
    for a while. Keeps the rows typed, and the actions the box applied for
    the people's seats."""

    def __init__(self, world, seed, actions):
        self.world = world
        self.rng = Rng(seed)
        self.actions = actions
        self.burst = 0  # OKs still to press in this burst
        self.at = 0
        self.menu_since = None
        self.typed = []  # the actions the person chose
        self.applied = []  # the actions the box applied for a person's seat

    def attach(self, c):
        """Watch the app the box starts: which actions it applies, for whom."""
        real = c.apply

        async def apply(action):
            if c.game.current not in c.bots:
                self.applied.append(action)
            await real(action)

        c.apply = apply

    def keys(self, ui):
        c = ui.app()
        now = self.world.clock.us
        if c is None or c.status == "boot":
            return []
        g = c.game
        if g.over or len(g.history) >= self.actions:
            raise run.EnoughActions()
        if self.burst:
            if now - self.at < MASH_US:
                return []
            self.at = now
            self.burst -= 1
            return ["c"]
        if now - self.at < GAP_US or ui.player.busy():
            return []
        ch = ui.choices(c)
        if c.news or ui.hidden_seat(c) is not None:
            self.at = now
            self.burst = 2
            self.menu_since = None
            return ["c"]
        if not ch:
            return []
        if self.menu_since is None or self.menu_since[0] != len(g.history):
            self.menu_since = (len(g.history), now)
            return []
        if now - self.menu_since[1] < READ_US:
            return []
        self.at = now
        n, _, action = ch[self.rng.below(len(ch))]
        self.typed.append(action)
        return list(str(n)) + ["\r"]


@pytest.mark.parametrize("players,bots", [(3, []), (5, [1, 2, 3, 4])])
def test_ok_pressed_on_past_the_news_plays_no_row(players, bots, tmp_path):
    world = World(boards.load("pico_referee"))
    ui = Tui(world, "broom_service", 42, realtime=False)
    person = Masher(world, 42, 40)
    appmain.ON_START.append(person.attach)
    try:
        drive(world, ui, person.keys, tmp_path, {"board": "pico_referee", "game": "broom_service",
                                                 "players": players, "seed": 42, "bots": bots})
    finally:
        appmain.ON_START.remove(person.attach)
    assert len(person.typed) >= 8, "the person typed too little to tell"
    # the row being played when the test stopped may not be applied yet
    assert person.applied == person.typed[:len(person.applied)], (
        "a row was played that nobody chose: %r, typed %r" % (person.applied, person.typed))
    assert len(person.applied) >= len(person.typed) - 1


def test_the_menu_s_row_is_highlighted_once_it_stood_a_moment_then_ok_plays_it(tmp_path):
    """The other side of it: a menu's rows come first, its highlighted row
    (what OK plays) a moment later; OK then plays it at once."""
    world = World(boards.load("pico_referee"))
    ui = Tui(world, "broom_service", 42, realtime=False)
    seen: dict = {"at": 0, "looks": []}

    def keys(t):
        c = t.app()
        now = world.clock.us
        if c is None or c.status == "boot" or now - seen["at"] < 100000:
            return []
        seen["at"] = now
        if t.hidden_seat(c) is not None:
            seen["passed"] = now
            return ["c"]
        if "passed" not in seen:
            return []
        seen["looks"].append((now - seen["passed"], c.hl, len(c.game.history)))
        if c.hl >= 1 and not c.game.history:
            return ["c"]
        if c.game.history:
            raise run.EnoughActions()
        return []

    drive(world, ui, keys, tmp_path, {"board": "pico_referee", "game": "broom_service",
                                      "players": 3, "seed": 42})
    looks = seen["looks"]
    plain = [t for t, hl, n in looks if hl < 1 and n == 0]
    lit = [t for t, hl, n in looks if hl >= 1 and n == 0]
    assert plain and lit and max(plain) < min(lit), looks
    assert referee.SEEN_MS * 1000 <= min(lit) <= (referee.SEEN_MS + 400) * 1000, looks
    assert looks[-1][2] == 1  # the OK on the highlighted row played it


def test_back_on_a_sub_menu_s_first_row_goes_back_to_the_pieces(tmp_path):
    """README: "BACK: the previous row; in a sub-menu, back to the pieces".
    Türme's "Move tower >" opened with OK, BACK went round to "< back" at the
    sub-menu's foot; now it leaves the sub-menu, on "Move tower >" again. A
    person plays random rows until a menu has a group, opens it, presses BACK."""
    world = World(boards.load("pico_referee"))
    ui = Tui(world, "wandelnde_tuerme", 3, realtime=False)
    rng = Rng(3)
    seen: dict = {"at": 0, "step": 0, "rolls": 0}

    def keys(t):
        c = t.app()
        now = world.clock.us
        if c is None or c.status == "boot" or now - seen["at"] < 900000 or t.player.busy():
            return []
        seen["at"] = now
        if len(c.game.history) > 200:
            raise run.EnoughActions()
        if t.hidden_seat(c) is not None or c.news:
            return ["c"]
        if c.hl < 1:
            return []
        rows = list(c.rows)
        if seen["step"] == 0:  # ROLL down to a group ("... >"), then OK opens it
            if c.menu.path:
                return ["b"]
            if rows[c.hl].endswith(" >"):
                seen["group"] = rows[c.hl]
                seen["step"] = 1
                return ["c"]
            top = len(c.menu.top)
            if any(e < 0 for e in c.menu.top) and seen["rolls"] < top:
                seen["rolls"] += 1
                return ["r"]
            seen["rolls"] = 0  # no group here: play on
            ch = t.choices(c)
            return list(str(rng.below(len(ch)) + 1)) + ["\r"] if ch else ["c"]
        if seen["step"] == 1:  # the sub-menu, on its first row: BACK
            seen["sub"] = (rows, c.hl)
            seen["step"] = 2
            return ["b"]
        seen["after"] = (rows, c.hl)
        raise run.EnoughActions()

    drive(world, ui, keys, tmp_path, {"board": "pico_referee", "game": "wandelnde_tuerme",
                                      "players": 3, "seed": 3})
    assert "group" in seen, "no menu with a group came"
    group = seen["group"]
    rows, hl = seen["sub"]
    assert rows[0] + " >" == group[:len(rows[0]) + 2] and hl == 1, rows
    rows, hl = seen["after"]
    assert rows[hl] == group, "BACK on the sub-menu's first row: %r" % (rows,)
    assert mn.back_item() not in rows
