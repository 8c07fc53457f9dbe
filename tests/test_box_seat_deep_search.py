"""A box seat's decision runs some 3 KB down a Pico's 8 KB C stack (the
app's asyncio tasks above it). On the emulated Pico, Broom Service's good
bot once went deeper than the rest while choosing roles, and the box
stopped the game with "RuntimeError: maximum recursion depth exceeded".
A search that runs out of C stack now gives way to the easy bot's
plausible move for that decision; the game goes on. Any other error
still reaches the fault screen."""

import hexbox.games as games
from host_tools.sim import run

GAME = "broom_service"


def deep_good_bots(monkeypatch, error):
    real = games.bot
    asked = []

    class TooDeep:
        why = None

        def choose(self, view, actions, seat):
            asked.append(seat)
            raise error

    def bot(name, level="good", seed=0, steps=None, board=None):
        return TooDeep() if level == "good" else real(name, level, seed, steps, board)

    monkeypatch.setattr(games, "bot", bot)
    return asked


def test_a_search_out_of_c_stack_plays_the_easy_move(monkeypatch, capsys):
    asked = deep_good_bots(monkeypatch, RuntimeError("maximum recursion depth exceeded"))
    c, _, _ = run.auto(4, "pico_referee", 3, game=GAME, bots=(1, 2),
                       probe=run.Probe(max_actions=24))
    assert len(c.game.history) >= 24
    assert 1 in asked and 2 in asked  # both box seats' searches gave way
    assert "hexbox: error" not in capsys.readouterr().out


def test_any_other_error_of_the_search_is_not_hidden(monkeypatch, capsys):
    deep_good_bots(monkeypatch, RuntimeError("the bot is broken"))
    c, _, _ = run.auto(4, "pico_referee", 3, game=GAME, bots=(1, 2),
                       probe=run.Probe(max_actions=24))
    assert "hexbox: error: RuntimeError: the bot is broken" in capsys.readouterr().out
    assert len(c.game.history) < 24
