"""Seats of people and of the box in the terminal simulator, driven as a
person drives it: keys typed with pauses between them, the screen read in
between. The design: "At setup, each seat is "person" or "box", on
the box, in the sim and on the page"; "A box seat announces its move on the
OLED"; "Solo play is then 1 person plus box seats"."""

import pytest
from test_sim_tui import drive

from hexbox.core.rng import Rng
from host_tools.hardware import boards
from host_tools.sim import run
from host_tools.sim.tui import Tui
from host_tools.sim.world import World

GAP_US = 300000  # a person reads the screen between two keys


class Person:
    """Types like a person at seat(s) `mine`: OK to read the lines and to
    take the box, a random row of the numbered menu on its own turns, and
    nothing for the box's seats. Stops after `actions` actions."""

    def __init__(self, world, seed, actions, script=()):
        self.world = world
        self.rng = Rng(seed)
        self.actions = actions
        self.script = list(script)  # keys typed first, one per look ("": only look)
        self.at = -GAP_US
        self.typed_for = []  # the seat whose turn it was when a menu row was typed
        self.screens = []  # the OLED rows after each look

    def keys(self, tui):
        c = tui.app()
        now = self.world.clock.us
        if c is None or now - self.at < GAP_US:
            return []
        self.at = now
        if not self.screens or self.screens[-1] != c.rows:
            self.screens.append(list(c.rows))
        if self.script:
            k = self.script.pop(0)
            return [k] if k else []
        assert c.seating is None, "the seats screen is still open: %r" % (c.rows,)
        g = c.game
        if len(g.history) >= self.actions:
            raise run.EnoughActions()
        if g.over:
            return ["c"] if c.news else []
        if c.news or tui.hidden_seat(c) is not None:
            return ["c"]
        ch = tui.choices(c)
        if not ch:
            return []
        self.typed_for.append(g.current)
        return list(str(self.rng.below(len(ch)) + 1)) + ["\r"]


def _play(tmp_path, game, board, players, seed, actions, bots=None, script=()):
    world = World(boards.load(board))
    ui = Tui(world, game, seed, realtime=False)
    person = Person(world, seed, actions, script)
    cfg = {"board": board, "game": game, "players": players, "seed": seed}
    if bots is not None:
        cfg["bots"] = bots
    drive(world, ui, person.keys, tmp_path, cfg)
    return ui.app(), person


def _announced(person, name):
    return [r for rows in person.screens for r in rows if r.startswith("Box (%s)" % name)]


@pytest.mark.parametrize("game,players", [("wandelnde_tuerme", 3), ("broom_service", 3),
                                          ("techno_witches", 3)])
def test_solo_play_one_person_and_the_box_at_the_other_seats(game, players, tmp_path):
    """One person types for seat 0 only; the box plays seats 1 and 2 on its
    own and announces each of its moves on the OLED."""
    c, person = _play(tmp_path, game, "pico_referee", players, 5, 24, bots=list(range(1, players)))
    g = c.game
    assert len(g.history) >= 24 or g.over
    assert person.typed_for and set(person.typed_for) == {0}, "the person typed only for seat 0"
    for s in range(1, players):
        assert _announced(person, c.present.seat_name(g, s)), "seat %d's moves were announced" % s


def test_the_seats_screen_makes_seats_the_box_s_before_the_first_action(tmp_path):
    """Holding BACK before anything is played opens the seats screen: ROLL
    to a seat, OK swaps person and box, OK on the last row starts; the box
    then plays those seats, and the saved game keeps them."""
    # u: hold BACK (then a few looks while it is held); r: ROLL to seat 1;
    # c: swap; r, c: seat 2; r: the Start row; c: start
    c, person = _play(tmp_path, "wandelnde_tuerme", "pico_referee", 3, 8, 12,
                      script=["u", "", "", "", "r", "c", "r", "c", "r", "c"])
    g = c.game
    assert c.bots == (1, 2)
    assert c.record["bots"] == [1, 2]
    seats_screens = [rows for rows in person.screens if rows and rows[0] == "Seats: OK swaps"]
    assert any("%s: box" % c.present.seat_name(g, 2) in rows for rows in seats_screens)
    assert any("%s: person" % c.present.seat_name(g, 1) in rows for rows in seats_screens)
    assert set(person.typed_for) == {0}
    assert _announced(person, c.present.seat_name(g, 1))


def test_a_box_seat_on_the_hall_sensor_box_asks_for_its_magnet_and_waits():
    """Spuknacht's full box reads moves off the board: a box seat's move is
    asked for ("Box (..)" above which magnet goes where) before it is
    played, so the ghost wheel turns only once the magician stands on his
    new field, as after a person's move; the game goes on only once the
    magnet stands there (the virtual player reads the screen and moves it)."""
    from hexbox.app import main as appmain
    from host_tools.sim.menu_player import bot_choice

    world = World(boards.load("pico"))
    asked = []
    whose = []  # the seat to move while a magnet is asked for

    def look(now):
        c = appmain.RUNNING[0] if appmain.RUNNING else None
        if c is not None and c.rows and c.rows[0].startswith("Box (") and c.table.restoring:
            if not asked or asked[-1][1] != list(c.rows):
                asked.append((len(c.game.history), list(c.rows)))
                if c.rows[1] != "checking...":
                    whose.append(c.game.current)

    world.clock.listeners.append(look)
    c, _world, _check = run.auto(
        4,
        "pico",
        2,
        game="spuknacht",
        bots=(1,),
        world=world,
        choose=bot_choice("spuknacht", 2, 4),
        probe=run.Probe(max_actions=30),
    )
    g = c.game
    assert len(g.history) >= 30 or g.over
    assert asked, "the box never asked for a magnet to be moved"
    name = c.present.seat_name(g, 1)
    assert all(rows[0].startswith("Box (%s)" % name) for _, rows in asked), asked
    # which magnet goes where, under the box seat's name
    assert [rows for _, rows in asked if rows[0] == "Box (%s)" % name and rows[1] != "checking..."]
    # asked before the move is played: still the box seat's turn
    assert whose and set(whose) == {1}, whose
    # the game went on after each ask: later actions were played
    assert max(n for n, _ in asked) < len(g.history)


def test_a_new_game_the_box_starts_asks_for_the_seats_again(tmp_path):
    """Every seat the box's (the good bots end Flight School by touching the
    cat); at "OK: new game" the seats screen comes, the last game's seats
    marked, before the new game's first action."""
    world = World(boards.load("pico_referee"))
    ui = Tui(world, "techno_witches", 2, realtime=False)
    seen = {"over": False, "at": -GAP_US}

    def keys(tui):
        c = tui.app()
        now = world.clock.us
        if c is None or now - seen["at"] < GAP_US:
            return []
        seen["at"] = now
        if c.seating is not None:
            seen["rows"] = list(c.rows)
            seen["history"] = len(c.game.history)
            raise run.EnoughActions()
        if c.game.over:
            seen["over"] = True
        return ["c"]  # read the lines; at the end: a new game

    cfg = {
        "board": "pico_referee",
        "game": "techno_witches",
        "players": 3,
        "seed": 2,
        "bots": [0, 1, 2],
        "stop_when_over": False,
    }  # the box goes on to a new game, as a box does
    ui.keys = keys
    world.clock.listeners.append(ui.tick)
    try:
        run.run_main(world, str(tmp_path), cfg)
    except run.EnoughActions:
        pass
    finally:
        ui.detach()
        world.clock.listeners.remove(ui.tick)
    assert seen["over"], "the box's seats played the game to its end"
    assert seen["history"] == 0
    names = [r.split(":")[0] for r in seen["rows"][1:4]]
    assert seen["rows"][0] == "Seats: OK swaps"
    assert seen["rows"][1:4] == ["%s: box" % n for n in names]
