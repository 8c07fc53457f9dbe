"""Seats and counts in words a child reads, played with keys in the terminal
simulator: Spuknacht's seats were "P2"/"S2" on the OLED ("P2: roll",
"Box (S1)"); they read "Player 2"/"Spieler 2", in 16 columns."""

import pytest
from test_sim_magnets import patience
from test_sim_newcomer import english_after, person  # noqa: F401 (a fixture)
from test_sim_plain_words import unreadable
from test_sim_tui import drive

from hexbox.games import LANGUAGES
from hexbox.games import words as game_words
from host_tools.hardware import boards
from host_tools.sim.tui import Tui
from host_tools.sim.world import World


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("board", ["pico", "pico_referee"])
def test_spuknacht_seats_are_named_in_words(board, lang, tmp_path, english_after):  # noqa: F811
    """Two seats, on the menu box the second the box's (the sensed box
    would ask the person to move its magnets): a person plays 25 actions by
    the menu and reads every OLED screen. Each seat is named by its word and
    number, whole, and no row is cut or reads like "P2"."""
    world = World(boards.load(board))
    ui = Tui(world, "spuknacht", 5, realtime=False)
    read = set()
    patience(world, ui, 1800)

    def look(t, c):
        read.update(c.rows)
        return None

    drive(world, ui, person(world, 5, look, 25), tmp_path,
          {"board": board, "game": "spuknacht", "players": 2, "seed": 5, "lang": lang,
           "bots": [1] if board == "pico_referee" else []})
    W = game_words("spuknacht")
    text = " ".join(read)
    assert W.SEAT % 1 in text and W.SEAT % 2 in text, sorted(read)
    assert not unreadable(read), unreadable(read)
