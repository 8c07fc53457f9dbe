"""A box seat's bot plays its look-ahead on the board the game is played
on. The full Spuknacht box turns its ghost wheel with its own motor, so its
engine counts the wheel in other steps than the shipped board; a bot that
sampled its states on the shipped board judged the ghosts' turns wrongly
(3 of 58 decisions of one game came out differently)."""

import hexbox.games as games
from hexbox.games.spuknacht.board import reference_board
from host_tools.sim import run


def test_the_box_seats_bot_gets_the_boxs_own_engine_board(monkeypatch):
    real = games.bot
    given = []

    def bot(name, level="good", seed=0, steps=None, board=None):
        given.append(board)
        return real(name, level, seed, steps, board)

    monkeypatch.setattr(games, "bot", bot)
    c, _, _ = run.auto(2, "pico", 3, game="spuknacht", bots=(1, 2),
                       probe=run.Probe(max_actions=12))
    assert given and all(b is c.game.board for b in given)
    assert c.game.board.wheel.period != reference_board().wheel.period  # its own motor


def test_a_bot_given_the_boxs_board_looks_ahead_on_it():
    from hexbox.app.boxes import engine_parts
    from hexbox.app.main import game_factory
    from hexbox.games.spuknacht import bot as spuknacht_bot
    from host_tools.hardware import boards

    g = game_factory("spuknacht", engine_parts("spuknacht", boards.load("pico")))(3, 1, ())
    games.bot("spuknacht", "good", 1, board=g.board)
    assert spuknacht_bot._BOARD == [g.board]
