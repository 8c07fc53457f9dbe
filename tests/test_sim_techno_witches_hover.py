"""Techno Witches, "Hovering in Place", typed in the terminal simulator:
when the first curve cannot be flown the box asks first (the curve would
hit Skyprick: hover and keep the book, or crash?) and tells the crash only
once the crash is chosen."""

import pytest
from test_sim_tui import drive

from hexbox.games import use_language, words
from host_tools.hardware import boards
from host_tools.sim import run
from host_tools.sim.tui import Tui
from host_tools.sim.world import World

GAP_US = 300000  # a person reads the screen between two keys
# two players, seed 8: Violet at House 2 facing south-east, curve 7 right in
# her book; her first curve would hit castle 2, Skyprick
TO_THE_QUESTION = (("start", "h1"), ("face", 5), ("start", "h2"), ("face", 14),
                   ("curve", 7, "R"), ("curve", 7, "R"), ("fly",))


@pytest.fixture
def english_after():
    yield
    use_language("en")


def person(world, moves, look):
    """keys(tui) for drive(): a person who reads each screen (OK on the
    lines), then types the menu row of the next of `moves`; with the moves
    played, look(tui) reads the screen and returns what to type next, or
    raises run.EnoughActions."""
    at = [-GAP_US]

    def keys(tui):
        c = tui.app()
        if c is None or world.clock.us - at[0] < GAP_US:
            return []
        at[0] = world.clock.us
        assert world.clock.us < 600 * 1000000, "the box never got there"
        if c.news:
            return ["c"]
        n = len(c.game.history)
        if n >= len(moves):
            return list(look(tui))
        for number, _, a in tui.choices(c):
            if a == moves[n]:
                return list("%d\r" % number)
        raise AssertionError("no menu row plays %r" % (moves[n],))
    return keys


def asked_then(choice, lang, tmp_path):
    """Type the moves up to the take-off, then `choice`; what the log said
    at the question and after the choice."""
    seen = {}

    def look(tui):
        c = tui.app()
        if "asked" not in seen:
            assert c.game.actions() == [("hover",), ("crash",)]
            seen["asked"] = list(tui.happened.lines)
            seen["menu"] = [text for _, text, _ in tui.choices(c)]
            return "%d\r" % [n for n, _, a in tui.choices(c) if a == (choice,)][0]
        seen["after"] = list(tui.happened.lines)
        raise run.EnoughActions()

    world = World(boards.load("pico_referee"))
    ui = Tui(world, "techno_witches", 8, realtime=False)
    drive(world, ui, person(world, TO_THE_QUESTION, look), tmp_path,
          {"board": "pico_referee", "game": "techno_witches", "players": 2, "variant": [],
           "seed": 8, "lang": lang})
    return seen


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_first_curve_that_cannot_be_flown_is_asked_about_before_any_crash(
        lang, tmp_path, english_after):
    seen = asked_then("hover", lang, tmp_path)
    W = words("techno_witches")
    crash = W.CRASH_INTO.split("%")[0]
    question = W.BLOCKED % W.CASTLES[2]
    assert question in seen["asked"], seen["asked"]
    assert not [x for x in seen["asked"] if crash in x], seen["asked"]
    assert dict(W.CHOICES)["hover"] in seen["menu"] and dict(W.CHOICES)["crash"] in seen["menu"]
    # hovering: the flyer sits out, and nothing crashed
    assert not [x for x in seen["after"] if crash in x], seen["after"]
    assert W.LINES[[k for k, *_ in W.LINES].index("hover")][1] % W.SEATS[0] in seen["after"]


def test_the_crash_is_told_once_it_is_chosen(tmp_path):
    seen = asked_then("crash", "en", tmp_path)
    crashes = [x for x in seen["after"] if x == "CRASH into Skyprick"]
    assert crashes and len(crashes) == 1, seen["after"]
    assert seen["after"].index(crashes[0]) > seen["after"].index(
        "Curve 1 would hit Skyprick: hover (keep book) or crash?")
