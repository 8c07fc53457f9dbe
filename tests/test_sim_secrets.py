"""Pass-and-play in the terminal simulator, every game: "a seat's secrets
appear only after the pass screen for that seat, after every undo, resume,
status page and reload". A person plays with the keyboard (numbers, OK,
undo, the status pages, quitting and starting again); before every key the
screens they can read (the OLED, the status panel, the numbered menu) are
checked: no seat's secret shows unless that seat's pass screen was the last
one confirmed (since the last undo, restart and change of the acting seat)."""

import pytest
from test_sim_tui import drive

from hexbox.core.rng import Rng
from hexbox.games import names, presentation
from host_tools.hardware import boards
from host_tools.sim import run
from host_tools.sim.tui import STATUS_COL, Quit, Tui
from host_tools.sim.world import World

GAP_US = 300000  # between two keys: a person reads the screen
HOLD_GAP_US = 2000000  # after a held button (undo, status): it is let go and the box answers
STUCK_US = 60000000  # no action for this long: the person is stuck


def status_panel(ui, c):
    """The rows a person reads in the status panel: every page (they take
    turns), each line read as its two columns."""
    pages = ui.status_lines(c)[1]
    lines = [line for page in range(pages) for line in ui.status_lines(c, page)[0]]
    return [
        cell for line in lines for cell in (line[:STATUS_COL].rstrip(), line[STATUS_COL:]) if cell
    ]


def menu_panel(ui, c):
    """The rows a person reads in the menu panel, without their numbers
    ("  3  Tower: 4 to 9" reads "Tower: 4 to 9"), its messages and group headings."""
    out = []
    for cell in ui.menu_cells(c):
        number, _, text = cell.strip().partition(" ")
        out.append(text.strip() if number.isdigit() else cell.strip())
    return out + ui.menu_lines(c)


class Seen(BaseException):
    """A check failed inside the box's run: out past the app's fault screen."""


class Person:
    """The keys one person types, and what they have seen: who took the box
    at the last pass screen they confirmed."""

    def __init__(self, game, seed, restarts):
        self.present = presentation(game)
        self.rng = Rng(seed)
        self.passed = None  # the seat whose pass screen was confirmed last
        self.next_us = 0
        self.restarts = restarts  # how many times to quit and start again
        self.seen = set()  # situations met: ("undo at pass", "status unpassed", "restart")
        self.checked = 0
        self.trail = []  # (screen, key typed, passed): what a failure reports
        self.progress = (-1, 0)  # (history length, virtual us it was first seen)

    def secret_rows(self, g):
        """Rows that show some seat's secret, and no secret of the seat
        holding the box (rows of a seat's own status the public one lacks)."""
        p = self.present
        public = set(p.status(g, -1))
        mine = set(p.status(g, self.passed)) if self.passed is not None else set()
        out = set()
        for s in range(g.players):
            if s != self.passed:
                out.update(r for r in p.status(g, s) if r not in public and r not in mine)
        return out

    def check(self, ui, c):
        g = c.game
        p = self.present
        if self.passed is not None and g.current != self.passed:
            self.passed = None  # the box went on to another seat
        leak = self.secret_rows(g)
        shown = {
            "OLED": list(c.rows),
            "status panel": status_panel(ui, c),
            "menu": menu_panel(ui, c),
        }
        for where, rows in shown.items():
            bad = [r for r in rows if r in leak]
            assert not bad, "the %s shows %r with the box passed to %s: %r" % (
                where,
                bad,
                self.passed,
                rows,
            )
        if not g.over and p.private(g, g.current) and self.passed != g.current:
            assert c.hl < 1, "the private menu of seat %d is on the OLED: %r" % (g.current, c.rows)
            assert not ui.choices(c), (
                "the numbered menu offers seat %d's private choices" % g.current
            )
        self.checked += 1

    def keys(self, ui):
        c = ui.app()
        out = self.type(ui, c)
        if out:
            self.trail.append((list(c.rows), "".join(out), self.passed, c.game.current))
        return out

    def type(self, ui, c):
        w = ui.world
        if c is None or c.status == "boot" or w.clock.us < self.next_us:
            return []
        g = c.game
        if len(g.history) != self.progress[0]:
            self.progress = (len(g.history), w.clock.us)
            self.next_us = w.clock.us + GAP_US  # played: the box answers, then the person reads
            return []
        try:
            self.check(ui, c)
        except AssertionError as e:
            raise Seen("%s\nlast keys: %s" % (e, "\n".join(map(str, self.trail[-8:])))) from None
        if w.clock.us - self.progress[1] > STUCK_US:
            raise Seen("no action for a minute: %r" % (c.rows,))
        self.next_us = w.clock.us + GAP_US
        if g.over:
            raise run.EnoughActions()
        roll = self.rng.below(100)
        pass_screen = c.rows[:1] == ["Pass the box to"]
        hidden = ui.hidden_seat(c) is not None or pass_screen
        if c.news and roll < 85:
            return ["c"]
        # an undo at a pass screen leaked before: tried more often until met
        undo_odds = 30 if pass_screen and "undo at pass" not in self.seen else 8
        if roll < undo_odds and len(g.history) > 2:
            self.seen.add("undo at pass" if pass_screen else "undo")
            return self.hold("u")
        if roll < 16:
            if (
                self.present.status(g, g.current) != self.present.status(g, -1)
                and self.passed is None
            ):
                self.seen.add("status unpassed")
            return self.hold("R")
        if roll < 20 and self.restarts and not pass_screen:
            self.restarts -= 1
            self.seen.add("restart")
            return ["q"]
        if pass_screen:
            self.passed = g.current
            return ["c"]
        if hidden or c.pages is not None:
            return ["c"]
        ch = ui.choices(c)
        if not ch:
            return ["c"]
        return list(str(self.rng.below(len(ch)) + 1)) + ["\r"]

    def hold(self, key):
        """A held button (undo, the status pages). After an undo the box is
        not taken for passed any more until a pass screen says so."""
        self.next_us += HOLD_GAP_US - GAP_US
        if key == "u":
            self.passed = None
        return [key]


def play(game, players, seed, tmp_path, actions=60, restarts=3):
    board = "pico" if game == "spuknacht" else "pico_referee"
    person = Person(game, seed, restarts)
    cfg = {"board": board, "game": game, "players": players, "seed": seed}
    c = None
    while True:
        world = World(boards.load(board))
        ui = Tui(world, game, seed, realtime=False)
        person.passed = None  # a restart: the box asks again
        person.next_us = 0

        def keys(tui):
            app = tui.app()
            if app is not None and len(app.game.history) >= actions:
                raise run.EnoughActions()
            return person.keys(tui)

        try:
            drive(world, ui, keys, tmp_path, cfg)
        except Quit:
            continue
        except Seen as e:
            pytest.fail(str(e))
        c = ui.app()
        break
    return c, person


@pytest.mark.parametrize("game", names())
def test_no_screen_shows_a_secret_before_its_seat_took_the_box(game, tmp_path):
    """Every game, three players where the game allows: numbers, OK, undo,
    status pages and restarts in a seeded mix; every screen is checked
    before every key."""
    players = 2 if game == "spuknacht" else 3
    c, person = play(game, players, 21, tmp_path)
    assert person.checked > 100
    assert "restart" in person.seen
    if presentation(game).status(c.game, 0) != presentation(game).status(c.game, -1):
        # a game with secrets met the situations that leaked before
        assert {"undo at pass", "status unpassed"} <= person.seen, person.seen


def test_undo_at_the_next_seats_pass_screen_shows_no_hand(tmp_path):
    """"In Türme, holding BACK (undo) at 'pass the keyboard to Blue' shows
    Red's hand and wizards with no pass screen." Red plays until the box
    asks for Blue; BACK held: Red's turn is back, and neither the OLED nor
    the status panel shows a hand. Holding ROLL for the status then asks
    for Red first; after OK, Red's hand shows."""
    world = World(boards.load("pico_referee"))
    ui = Tui(world, "wandelnde_tuerme", 5, realtime=False)
    seen = []
    state = {"step": "play", "at": 0}

    def keys(tui):
        c = tui.app()
        now = world.clock.us
        if c is None or c.status == "boot" or now - state["at"] < HOLD_GAP_US:
            return []
        state["at"] = now - HOLD_GAP_US + GAP_US
        st = state["step"]
        if st == "play":
            if c.rows[:2] == ["Pass the box to", "Blue"]:
                state.update(step="undone", at=now)
                return ["u"]
            if c.news or c.rows[:1] == ["Pass the box to"]:
                return ["c"]
            return list("1\r") if tui.choices(c) else []
        if st == "undone":
            if c.news:
                return ["c"]
            seen.append((list(c.rows), status_panel(tui, c), tui.menu_lines(c)))
            state.update(step="status", at=now)
            return ["R"]
        if st == "status":
            seen.append((list(c.rows), status_panel(tui, c), tui.menu_lines(c)))
            state.update(step="passed", at=now)
            return ["c"]
        seen.append((list(c.rows), status_panel(tui, c), tui.menu_lines(c)))
        raise run.EnoughActions()

    drive(
        world,
        ui,
        keys,
        tmp_path,
        {"board": "pico_referee", "game": "wandelnde_tuerme", "players": 2, "seed": 5},
    )
    undone, asked, shown = seen
    for rows in undone:
        assert not any("Your hand:" in r or "wizards on:" in r for r in rows), undone
    assert asked[0][:2] == ["Pass the box to", "Red"], asked
    assert "Your hand:" not in asked[1], asked
    assert "Your hand:" in shown[0] and "Your hand:" in shown[1], shown
