"""`make play ARGS="GAME --human"`: a prompt, the numbered legal
actions with their labels, the current view, undo; a bad line prints why and
asks again instead of exiting."""

import io

import pytest

from hexbox.core.rng import Rng
from hexbox.games import game_class, names
from host_tools import play_human


def session(name, players, seed, answer):
    """Play with answer(prompt, session) giving each line; the output text."""
    cls = game_class(name)
    game = cls(players=players, seed=seed)
    out = io.StringIO()
    box = {}

    def read(prompt):
        out.write(prompt)
        return answer(prompt, box["s"])

    s = play_human.Session(name, cls, game, read, out.write)
    box["s"] = s
    n = 0
    while s.ask() and n < 20000:
        n += 1
    return s, out.getvalue()


@pytest.mark.parametrize("name", names())
def test_a_whole_game_at_the_prompt(name):
    rng = Rng(4)

    def answer(prompt, s):
        if prompt.startswith("Pass the keyboard"):
            return "\n"
        return "%d\n" % (rng.below(len(play_human.numbered(s.p, s.game))) + 1)

    s, text = session(name, game_class(name).PLAYERS[0] if name != "wandelnde_tuerme" else 2, 4, answer)
    assert s.game.over and "== game over ==" in text
    assert "Traceback" not in text


def test_bad_lines_say_why_and_lose_nothing_and_undo_takes_back():
    lines = iter(["place 1 35\n", "99\n", "\n", "1\n", "undo\n", "2\n", "status\n", "help\n", "quit\n"])
    s, text = session("spuknacht", 2, 3, lambda prompt, s: next(lines))
    assert text.count("type a number from 1 to 3") == 3  # "place 1 35", 99, an empty line
    assert "undone" in text
    assert list(s.game.history) == [("place", 0, 35)]  # 1 (field 12) undone, then 2
    assert "HOW TO WIN: together" in text  # help shows how the game is played


def test_hidden_hands_are_passed_before_they_are_shown():
    """Türme: the prompt asks to pass the keyboard before a seat's hand is
    listed, and again for the next seat."""
    rng = Rng(2)
    passes = []

    def answer(prompt, s):
        if prompt.startswith("Pass the keyboard"):
            passes.append(prompt.split(" to ")[1].split(",")[0])
            return "\n"
        if len(s.game.history) > 40:
            return "quit\n"
        return "%d\n" % (rng.below(len(play_human.numbered(s.p, s.game))) + 1)

    s, text = session("wandelnde_tuerme", 3, 2, answer)
    assert passes[:3] == ["Red", "Blue", "Green"]


def test_quitting_prints_the_game_so_far_to_replay():
    cls = game_class("broom_service")
    out = io.StringIO()
    lines = iter(["\n", "1\n", "quit\n"])
    assert play_human.run("broom_service", cls, cls(players=2, seed=5), lambda p: next(lines), out.write) == 0
    tail = out.getvalue().rstrip().splitlines()
    assert tail[-2].startswith("# the game so far: python -m host_tools play broom_service --players 2 --seed 5")
    assert tail[-1].startswith('["pick", ')


def test_quit_at_the_pass_prompt_quits():
    """Typing quit where the keyboard is passed ends the session, as at any
    other prompt (it used to be taken as Enter and showed the hand)."""
    lines = iter(["quit\n"])
    s, text = session("wandelnde_tuerme", 2, 3, lambda prompt, s: next(lines))
    assert s.cleared == -1 and not s.game.history
    assert "Hand" not in text
