"""`make sim GAME=...`: the terminal simulator plays every game
with the keyboard alone, through the numbered menu, and its frame shows the
table. Driven from a script, without tmux."""

import io

import pytest
from rich.console import Console
from tiers import full_case

from hexbox.core.rng import Rng
from host_tools.hardware import boards
from host_tools.sim import run
from host_tools.sim.tui import HEIGHT, WIDTH, Tui
from host_tools.sim.world import World


def frame_text(ui):
    con = Console(record=True, width=WIDTH, height=HEIGHT, color_system=None, file=io.StringIO())
    con.print(ui.render())
    return con.export_text()


def drive(world, ui, keys, tmp_path, cfg):
    """Run the box's main.py with `keys(tui)` typed on each frame, until the
    game is over or the keys raise run.EnoughActions."""
    ui.keys = keys
    world.clock.listeners.append(ui.tick)
    try:
        run.run_main(world, str(tmp_path), dict(cfg, stop_when_over=True))
    except run.EnoughActions:
        pass
    finally:
        ui.detach()
        world.clock.listeners.remove(ui.tick)


TYPE_GAP_US = 300000  # between two things typed, like a person reading the screen


def play(game, board, players, variant, seed, tmp_path, snap_every=25, max_actions=None):
    """A whole game typed in: a number and Enter for a random row of the
    numbered menu, c when the keyboard must be passed on. Returns the app,
    the ui and text frames taken along the way."""
    world = World(boards.load(board))
    ui = Tui(world, game, seed, realtime=False)
    rng = Rng(seed)
    frames = []
    typed_at = [-TYPE_GAP_US]

    def keys(tui):
        c = tui.app()
        if c is None:
            return []
        now = world.clock.us
        if now - typed_at[0] < TYPE_GAP_US:
            return []  # a person types, then looks at what the box did
        typed_at[0] = now
        if c.game.over:
            return ["c"] if c.news else []  # the last lines read: the box shows the result
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

    drive(world, ui, keys, tmp_path, {"board": board, "game": game, "players": players,
                                      "variant": list(variant), "seed": seed})
    return ui.app(), ui, frames + [(-1, frame_text(ui))]


@pytest.mark.parametrize("game,board,players,variant,shows", [
    ("spuknacht", "pico", 2, (), ("G1", "G2", "G3", "gates (halves)", "next:", "Mir")),
    ("spuknacht", "pico_referee", 1, ("expert",), ("G1", "next:")),
    full_case("wandelnde_tuerme", "pico_referee", 3, (), ("R B", "castle", "bottles", "tower")),
    ("broom_service", "pico_referee", 2, (), ("points", "green", "~", "round")),
    full_case("techno_witches", "pico_referee", 3, ("bumblebee",), ("House 1-4", "flyer", "deg")),
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


def test_a_wrong_magnet_is_put_right_from_the_keyboard_and_the_game_goes_on(tmp_path):
    """Regression ("stuck after an illegal move"): a magician set
    down on a field it may not reach makes the box say so; lifting that
    magnet and putting the magician back (l<field>, p<field>) recovers by
    itself, as a real box does when the pieces are put right, and the next
    move plays."""
    world = World(boards.load("pico"))
    ui = Tui(world, "spuknacht", 9, realtime=False)
    state = {"step": 0, "t": 0, "seen": []}

    def keys(tui):
        c = tui.app()
        if c is None:
            return []
        g = c.game
        now = world.clock.us
        st = state["step"]
        if st == 0:  # play the set-up and the first roll through the menu
            if g.phase == "move":
                if c.news and now - state["t"] > 300000:
                    state["t"] = now
                    return ["c"]  # the roll's lines were read
                if not c.news:
                    state.update(step=1, t=now)
                return []
            ch = tui.choices(c)
            return list("1\r") if ch else []
        if st == 1:  # Vicky from her field to one no move reaches
            frm = g.mags[0]
            reach = [a[2] for a in g.actions() if a[0] == "move" and a[1] == 0]
            bad = [f for f in range(48) if f not in reach and f not in g.mags][-1]
            state.update(step=2, t=now, frm=frm, bad=bad, n=len(g.history))
            return list("l%d\r" % frm) + list("p%d\r" % bad)
        if st == 2 and now - state["t"] > 2000000:
            state["seen"].append(list(c.rows))
            state.update(step=3, t=now)
            return list("l%d\r" % state["bad"]) + list("p%d\r" % state["frm"])
        if st == 3 and now - state["t"] > 2000000:
            state["seen"].append(list(c.rows))
            state.update(step=4, t=now)
            return list("1\r")
        if st == 4 and len(g.history) > state["n"]:
            raise run.EnoughActions()
        return []

    drive(
        world, ui, keys, tmp_path, {"board": "pico", "game": "spuknacht", "players": 2, "seed": 9}
    )
    c = ui.app()
    assert state["seen"][0][0] == "Not allowed!", state["seen"]
    assert state["seen"][1][0] != "Not allowed!", state["seen"]
    assert state["step"] == 4 and len(c.game.history) == state["n"] + 1
    assert sorted(world.hall.occupied) == sorted(f for f in c.game.mags if f >= 0)
