"""`make play ARGS="GAME --human"`: a prompt, the numbered legal
actions with their labels, the current view, undo; a bad line prints why and
asks again instead of exiting."""

import io
import json

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

    players = game_class(name).PLAYERS[0] if name != "wandelnde_tuerme" else 2
    s, text = session(name, players, 4, answer)
    assert s.game.over and "== game over ==" in text
    assert "Traceback" not in text


def test_bad_lines_say_why_and_lose_nothing_and_undo_takes_back():
    lines = iter(["place 1 35\n", "99\n", "\n", "1\n", "undo\n", "2\n", "status\n", "help\n",
                  "quit\n"])
    s, text = session("spuknacht", 2, 3, lambda prompt, s: next(lines))
    assert text.count("type a number from 1 to 3") == 3  # "place 1 35", 99, an empty line
    assert "Undone: back to action 0" in text
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
    assert play_human.run("broom_service", cls, cls(players=2, seed=5), lambda p: next(lines),
                          out.write) == 0
    tail = out.getvalue().rstrip().splitlines()
    assert tail[-2].startswith(
        "# the game so far: python -m host_tools play broom_service --players 2 --seed 5")
    assert tail[-1].startswith('["pick", ')
    # and the printed lines replay as they say: `play ... < this file`
    from host_tools import play

    argv = tail[-2].split("python -m host_tools play ")[1].split(" < ")[0].split()
    replay = io.StringIO()
    assert play.main(argv + ["--dump"], stdin=io.StringIO("\n".join(tail[-2:]) + "\n"),
                     out=replay) == 0
    assert len(json.loads(replay.getvalue().splitlines()[-1])["history"]) == 1


def test_quit_at_the_pass_prompt_quits():
    """Typing quit where the keyboard is passed ends the session, as at any
    other prompt (it used to be taken as Enter and showed the hand)."""
    lines = iter(["quit\n"])
    s, text = session("wandelnde_tuerme", 2, 3, lambda prompt, s: next(lines))
    assert s.cleared == -1 and not s.game.history
    assert "Hand" not in text


def english_words(name):
    """Words of the English tables the prompt can show (its own, the box's,
    the game's and its help) that no German table of them uses."""
    import importlib

    from lang_words import module_strings, strings, tokens

    from host_tools.sim.chrome import WORDS

    def said(code):
        parts = ("hexbox.app.words_", "hexbox.games.%s.words_" % name,
                 "hexbox.games.%s.help_" % name)
        texts = [s for part in parts for s in module_strings(importlib.import_module(part + code))]
        # the commands are typed, not said
        keys = [k for k in WORDS[code] if k.startswith("cli_") and k != "cli_commands"]
        keys += ["pass_to", "undone", "how_to"]
        return tokens(texts + [s for k in keys for s in strings(WORDS[code][k])])

    return said("en") - said("de")


@pytest.mark.parametrize("name,players",
                         (("wandelnde_tuerme", 2), ("spuknacht", 2), ("broom_service", 2)))
def test_a_few_german_moves_at_the_prompt_say_no_english_word(name, players):
    """`play GAME --human --lang de`: the prompt, the pass screen, the
    menu, the events, a bad line, undo, help and the game so far, all in
    German; English commands still work."""
    import re

    from host_tools import play

    lines = ["\n", "1\n", "\n", "2\n", "\n", "7 Felder\n", "\n", "zurück\n", "\n", "status\n",
             "\n", "hilfe\n", "\n", "1\n", "\n", "undo\n", "\n", "ende\n"]
    out = io.StringIO()
    assert play.main([name, "--human", "--lang", "de", "--players", str(players), "--seed", "3"],
                     stdin=io.StringIO("".join(lines)), out=out) == 0
    text = out.getvalue()
    from hexbox.games import title

    # its edition's name, in any language
    english = english_words(name) - set(title(name).lower().split())
    assert {"type", "undo", "quit", "nothing", "then", "press"} <= english  # the list can catch
    # then the replay: a command and JSON action lines
    shown = text.split("# das Spiel bis hier")[0]
    said = {w.lower() for w in re.findall(r"[A-Za-z]{3,}", shown)}
    assert not english & said, sorted(english & said)
    assert "tippe eine Zahl von 1 bis" in text and "Zurückgenommen" in text
    assert "# das Spiel bis hier: python -m host_tools play %s" % name in text
    # the replay is JSON lines, data in no language: no --lang (play refuses it there)
    assert "--lang" not in text.split("# das Spiel bis hier")[1]
    from hexbox.games import language

    assert language() == "en"  # the caller's language again
