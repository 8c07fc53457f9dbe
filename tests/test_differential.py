"""Differential test: the same seeds give identical event logs on CPython and
on real MicroPython (rung 3 of the testing ladder)."""

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
