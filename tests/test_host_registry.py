"""The host registry (host_tools/games/__init__.py) answers the simulator's,
the page's and the benches' questions about a game from its folders: the
generic code asks it and names no game (tests/test_game_names.py)."""

import pytest

from hexbox.games import names
from host_tools import games
from host_tools.hardware import boards


def test_the_box_of_its_own_is_found_by_the_board():
    assert games.own_box("spuknacht", boards.load("pico_dice")) == "dice"
    assert games.own_box("spuknacht", boards.load("pico")) is None
    for name in names():
        assert games.own_box(name, boards.load("pico_referee")) is None


def test_the_box_parts_say_which_games_turn_the_wheel():
    assert games.driving("wheel") == ("spuknacht",)
    assert games.driving("wheel", "dice_wheel") == ("spuknacht",)
    assert games.driving("display") == names()  # every referee box has its screen


def test_parts_are_found_by_name_and_a_missing_one_is_said():
    assert games.with_part("acts") == ("spuknacht",)
    assert games.with_part("lesson") == ("spuknacht",)
    assert games.with_part("table") == names()
    assert games.has_part("techno_witches", "mat")
    assert not games.has_part("techno_witches", "acts")
    with pytest.raises(ValueError, match="unknown game"):
        games.part("no_such_game", "table")


def test_the_box_app_of_its_own_has_its_simulator_parts():
    """A box with an app of its own (own_box) has the players and the
    terminal view the simulator starts for it."""
    for name in names():
        for board in boards.names():
            own = games.own_box(name, boards.load(board))
            if own is not None:
                assert callable(games.part(name, own + "_player").main_auto)
                assert callable(games.part(name, own + "_tui").main)


def test_the_staged_simulator_carries_the_games_acts(tmp_path):
    from host_tools.sim.stage import stage

    stage(str(tmp_path))
    assert (tmp_path / "host_tools" / "games" / "spuknacht" / "acts.py").exists()
    assert not (tmp_path / "host_tools" / "games" / "techno_witches").exists()
    text = (tmp_path / "host_tools" / "sim" / "staged.py").read_text()
    assert "GAME_PARTS = ('host_tools.games.spuknacht.acts',)" in text


def test_the_page_bench_finds_its_games():
    from host_tools.benches.web import press_game

    name, players, seed = press_game()
    assert name in names() and isinstance(players, int) and isinstance(seed, int)
