"""Spuknacht's hall-sensor box in the terminal simulator, after an undo:
the menu panel said "(or a number: the hand puts them, then plays)" over no
numbered row, and typing 1 played a move the person never saw ("Vicky to
0"). After the undo of a box seat's move it said "The box plays ..." while
the box waited for a magnet. Played with keys and pauses, as a person:
the panel names the magnets first, shows the rows a number plays, and a
number plays the row it shows."""

import re

from test_sim_magnets import looking, patience, play_to_moves
from test_sim_tui import drive

from host_tools.hardware import boards
from host_tools.sim import run
from host_tools.sim.chrome import say
from host_tools.sim.tui import Tui
from host_tools.sim.world import World

ROOM = 8  # the menu panel's lines beside a full status panel
NUMBERED = re.compile(r"^\s*\d+ \S")


def undo_and_read(world, cfg, then):
    """Hold BACK once the box waits for a decision; while it then waits for
    the magnets, read the menu panel and type what then(tui, app, lines)
    returns (None: done)."""
    ui = Tui(world, "spuknacht", 9, realtime=False)
    state = {"at": 0, "undone": False}
    read = []

    def keys(tui):
        c = looking(tui, state)
        if c is None:
            return []
        if not state["undone"]:
            if c.table.restoring or c.news:
                return ["c"] if c.news else []
            state["undone"] = True
            state["n"] = len(c.game.history)
            return ["u"]
        lines = None
        if c.table.restoring:  # its news ("Undone: put back") stays until the board agrees
            lines = tui.menu_lines(c, ROOM)
            read.append(lines)
        typed = then(tui, c, lines)
        if typed is None:
            raise run.EnoughActions()
        return typed

    patience(world, ui, 240)
    drive(world, ui, keys, world.tmp, cfg)
    return ui, read, state


def test_a_number_typed_while_the_box_waits_for_magnets_plays_a_row_the_panel_shows(tmp_path):
    c, world = play_to_moves(tmp_path, 1)
    world.tmp = tmp_path
    played = {}

    def then(tui, c, lines):
        if "want" in played:
            return None if len(c.game.history) >= played["n"] else []
        if lines is None:
            return ["c"] if c.news else []
        shown = [x for x in lines if NUMBERED.match(x)]
        assert shown, "the panel promises a number, and shows no row:\n%s" % "\n".join(lines)
        n, text, action = tui.choices(c)[0]
        assert any(x.strip().startswith("%d " % n) for x in shown), lines
        played.update(want=action, n=len(c.game.history) + 1)
        return list("%d\r" % n)

    ui, read, _ = undo_and_read(world, {"board": "pico", "game": "spuknacht", "players": 2,
                                        "seed": 9}, then)
    assert read, "the box never waited for the magnets after the undo"
    assert read[0][0] == say("magnets")[0], read[0]
    assert ui.app().game.history[-1] == played["want"], "the number played another row"


def test_after_undoing_a_box_seats_move_the_panel_asks_for_the_magnets(tmp_path):
    from host_tools.sim.menu_player import bot_choice

    world = World(boards.load("pico"))
    run.auto(4, "pico", 2, game="spuknacht", bots=(1,), world=world, workdir=str(tmp_path),
             choose=bot_choice("spuknacht", 2, 4), probe=run.Probe(max_actions=12))
    ui = Tui(world, "spuknacht", 4, realtime=False)
    cfg = {"board": "pico", "game": "spuknacht", "players": 2, "seed": 4, "bots": [1]}
    state = {"at": 0, "undos": 0}
    read = []

    def keys(tui):  # hold BACK, again and again, until the box seat's move is undone
        c = looking(tui, state)
        if c is None:
            return []
        now = world.clock.us
        if c.table.restoring and c.game.current in c.bots and state["undos"]:  # noqa: SIM102
            read.append(tui.menu_lines(c, ROOM))
            raise run.EnoughActions()
        if c.news:
            return ["c"]
        if state["undos"] < 6:
            state["undos"] += 1
            state["at"] = now + 2000000  # a held button
            return ["u"]
        return []

    patience(world, ui, 240)
    drive(world, ui, keys, tmp_path, cfg)
    assert read, "no undo brought back the box seat's move"
    assert read[0][0] == say("magnets")[0], read[0]
    assert not any(NUMBERED.match(x) for x in read[0]), read[0]
