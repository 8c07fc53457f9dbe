"""Quitting the terminal simulator and starting it again resumes the saved
game as it was: its seed in the title and in config.json, and (Spuknacht)
the magnets on the simulated board where they stood."""

import json
import os

import pytest

from hexbox.app import main as appmain
from host_tools.sim import run, tui


@pytest.fixture
def save_root(tmp_path, monkeypatch):
    monkeypatch.setattr(tui, "SAVE_ROOT", str(tmp_path))
    return tmp_path


def sim_until(argv, stop, monkeypatch):
    """`python -m host_tools sim ARGV` (stdin is no terminal here: it plays
    by itself); q is typed once stop(app) holds. Returns the app."""
    def frame(ui):
        c = ui.app()
        if c is not None and c.status != "boot" and stop(c):
            ui.key("q")

    with monkeypatch.context() as m:
        m.setattr(tui.Tui, "frame", frame)
        assert run.main(argv) == 0
    return appmain.RUNNING[0]


def test_a_resumed_game_shows_the_seed_it_plays(save_root, capsys, monkeypatch):
    """"A resumed game shows a new random seed in the title and in
    config.json. It must show the seed being played." Started with seed 5,
    quit after six actions, started again without a seed (the clock's)."""
    sim_until(
        ["--game", "wandelnde_tuerme", "--new", "--seed", "5"],
        lambda c: len(c.game.history) >= 6,
        monkeypatch,
    )
    capsys.readouterr()
    c = sim_until(["--game", "wandelnde_tuerme", "--players", "3"], lambda c: True, monkeypatch)
    out = capsys.readouterr().out
    assert c.record["seed"] == 5 and len(c.game.history) >= 6  # the same game, resumed
    with open(os.path.join(str(save_root), "wandelnde_tuerme", "config.json")) as f:
        cfg = json.load(f)
    assert cfg["seed"] == 5 and cfg["players"] == 2
    assert "Die wandelnden Türme, 2 players, seed 5, box pico_referee" in out
    assert "3 players" not in out
    # and it says why the 3 players asked for are not there
    assert "The saved game goes on, not the --players asked for: --new starts that one." in out


def test_a_resumed_spuknacht_game_finds_its_magnets_where_they_were(save_root, capsys, monkeypatch):
    """"A resumed Spuknacht game in the simulator has no magnets on the hall
    sensors ... The simulated board must come back as it was." Quit after
    some moves, start again: the magnets stand where they were, the box
    asks for none, and play goes on."""
    c = sim_until(["--game", "spuknacht", "--new", "--seed", "5"],
                  lambda c: len(c.game.history) >= 8 and not c.table.restoring, monkeypatch)
    left = sorted(f for f in c.game.mags if f >= 0)
    assert left
    asked = []
    n = len(c.game.history)

    def stop(c):
        if c.rows and c.rows[0] == "Set the magnets" and c.table.restoring:
            asked.append(list(c.rows))
        return len(c.game.history) >= n + 4

    c = sim_until(["--game", "spuknacht"], stop, monkeypatch)
    assert c.record["seed"] == 5
    assert len(c.game.history) >= n + 4
    assert not [r for r in asked if len(r) > 1 and r[1] != "checking..."], asked

