"""Differential test: the same seeds give identical event logs on CPython and
on real MicroPython (rung 3 of the testing ladder)."""

import contextlib
import io
import json

import pytest

from hexbox.core.jsonable import listify
from hexbox.games import game_class, names
from hexbox.games.playout import default_players, random_playout
from host_tools.device.upy import run_code

SEEDS = (0, 1, 2)

UPY_SCRIPT = """
import json
from hexbox.core.jsonable import listify
from hexbox.games import game_class
from hexbox.games.playout import default_players, random_playout
cls = game_class(%(name)r)
def step(game, action, events):
    print(json.dumps([listify(action), listify(events)]))
for seed in %(seeds)r:
    game, n = random_playout(cls, default_players(cls), seed, on_step=step)
    print(json.dumps({"result": game.result}))
"""


def cpython_log(name):
    cls = game_class(name)
    lines = []

    def step(game, action, events):
        lines.append([listify(action), listify(events)])

    for seed in SEEDS:
        game, _ = random_playout(cls, default_players(cls), seed, on_step=step)
        lines.append({"result": json.loads(json.dumps(game.result))})
    return lines


@pytest.mark.skipif(not names(), reason="no game registered yet")
@pytest.mark.parametrize("name", names())
def test_same_seeds_give_identical_event_logs_on_micropython(name):
    out = run_code(UPY_SCRIPT % {"name": name, "seeds": SEEDS}, heapsize=2 * 1024 * 1024)
    upy = [json.loads(line) for line in out.splitlines() if line.strip()]
    cpy = cpython_log(name)
    assert len(upy) == len(cpy)
    for i, (a, b) in enumerate(zip(cpy, upy)):
        assert a == b, "first difference at line %d: CPython %r, MicroPython %r" % (i, a, b)


BOT_SCRIPT = """
import json
from hexbox.core.jsonable import listify
from hexbox.games import bot, game_class
from hexbox.games.playout import default_players
cls = game_class(%(name)r)
P = default_players(cls)
g = cls(P, %(seed)d)
bots = [bot(%(name)r, "good", 8 + s) for s in range(P)]
while not g.over and len(g.history) < %(most)d:
    s = g.current
    a = bots[s].choose(g.search_view(s), g.actions(), s)
    g.play(a)
    print(json.dumps(listify(a)))
"""
BOT_ACTIONS = 40


def cpython_output(code):
    """What a script for run_code prints when CPython runs it."""
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(code, {})
    return out.getvalue()


@pytest.mark.parametrize("name", names())
def test_good_bots_choose_the_same_moves_on_micropython(name):
    """A box seat decides on the box as the host's bot does in the same
    state: the bots' choices are part of "the same seed gives the same
    game". MicroPython's list.sort is not stable; a bot that ranked its
    candidates by a key with ties chose otherwise on the box."""
    code = BOT_SCRIPT % {"name": name, "seed": 707406378, "most": BOT_ACTIONS}
    upy = [json.loads(line) for line in run_code(code, heapsize=2 * 1024 * 1024).splitlines()
           if line.strip()]
    assert upy == [json.loads(line) for line in cpython_output(code).splitlines()]


def test_a_tie_in_the_techno_witches_bots_ranking_is_broken_alike():
    """The state where the box (unix port, and the chip) laid curve 10 right
    and the host's bot left: two curves ranked alike by their geometry."""
    actions = [["start", "h2"], ["face", 0], ["start", "h1"], ["face", 2], ["start", "h3"],
               ["face", 14], ["curve", 6, "L"], ["curve", 6, "R"]]
    code = """
from hexbox.games import bot, game_class
g = game_class("techno_witches")(3, 707406378)
for a in %r:
    g.play(tuple(a))
s = g.current
print(repr(bot("techno_witches", "good", 7919).choose(g.search_view(s), g.actions(), s)))
""" % (actions,)
    assert run_code(code).strip().splitlines()[-1] == cpython_output(code).strip()
