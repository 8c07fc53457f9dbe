"""`make sim GAME=...` (issue 14): the terminal simulator plays every game
with the keyboard alone, through the numbered menu, and its frame shows the
table. Driven from a script, without tmux."""

import pytest
from rich.console import Console

from hexbox.core.rng import Rng
from host_tools import boards
from host_tools.sim import run
from host_tools.sim.tui import HEIGHT, WIDTH, Tui
from host_tools.sim.world import World


def frame_text(ui):
    con = Console(record=True, width=WIDTH, height=HEIGHT, color_system=None)
    con.print(ui.render())
    return con.export_text()


def play(game, board, players, variant, seed, tmp_path, snap_every=25, max_actions=None):
    """A whole game typed in: a number and Enter for a random row of the
    numbered menu, c when the keyboard must be passed on. Returns the app,
    the ui and text frames taken along the way."""
    world = World(boards.load(board))
    ui = Tui(world, game, seed, realtime=False)
    rng = Rng(seed)
    frames = []

    def keys(tui):
        c = tui.app()
        if c is None or c.game.over:
            return []
        n = len(c.game.history)
        if n and n % snap_every == 0 and (not frames or frames[-1][0] != n):
            frames.append((n, frame_text(tui)))
        if max_actions is not None and n >= max_actions:
            raise run.EnoughActions()
        if tui.hidden_seat(c) is not None:
            return ["c"]
        ch = tui.choices(c)
        if not ch:
            return []
        return list(str(rng.below(len(ch)) + 1)) + ["\r"]

    ui.keys = keys
    world.clock.listeners.append(ui.tick)
    cfg = {"board": board, "game": game, "players": players, "variant": list(variant), "seed": seed,
           "stop_when_over": True}
    try:
        run.run_main(world, str(tmp_path), cfg)
    except run.EnoughActions:
        pass
    finally:
        ui.detach()
        world.clock.listeners.remove(ui.tick)
    return ui.app(), ui, frames + [(-1, frame_text(ui))]


@pytest.mark.parametrize("game,board,players,variant,shows", [
    ("spuknacht", "pico", 2, (), ("G1", "G2", "G3", "gates (halves)", "next:", "Mir")),
    ("spuknacht", "pico_referee", 1, ("expert",), ("G1", "next:")),
    ("wandelnde_tuerme", "pico_referee", 3, (), ("RB", "castle", "bottles", "T")),
    ("broom_service", "pico_referee", 2, (), ("VP", "green", "~", "round")),
    ("techno_witches", "pico_referee", 3, ("bumblebee",), ("castles", "flyer", "heading")),
])
def test_a_whole_game_with_the_keyboard_alone(game, board, players, variant, shows, tmp_path):
    """"A newcomer ... can play a whole game of each of the four games in
    make sim GAME=... with the keyboard alone": every action through the
    numbered menu; the frames show the table's state."""
    c, ui, frames = play(game, board, players, variant, 11, tmp_path)
    assert c.game.over
    text = "\n".join(f for _, f in frames)
    for s in shows:
        assert s in text, "the frame never showed %r" % s
    for _, f in frames:
        for line in f.splitlines():
            assert len(line) <= WIDTH, "a line wider than %d: %r" % (WIDTH, line)
        assert len(f.splitlines()) <= HEIGHT
