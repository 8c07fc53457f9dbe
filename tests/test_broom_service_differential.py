"""Broom Service variants give identical event logs on CPython and on real
MicroPython (the generic differential test covers the base game only)."""

import json

from hexbox.core.jsonable import listify
from hexbox.games.broom_service import Game
from hexbox.games.playout import random_playout
from host_tools.device.upy import run_code

CASES = ((4, 5, ["back", "storm"]), (5, 6, ["mountains", "fewer_heavy"]), (2, 7, []))

UPY = """
import json
from hexbox.core.jsonable import listify
from hexbox.games.broom_service import Game
from hexbox.games.playout import random_playout
def step(game, action, events):
    print(json.dumps([listify(action), listify(events)]))
for players, seed, variant in %r:
    game, n = random_playout(Game, players, seed, tuple(variant), on_step=step)
    print(json.dumps({"result": game.result}))
"""


def test_variant_games_identical_on_micropython():
    cpy = []

    def step(game, action, events):
        cpy.append([listify(action), listify(events)])

    for players, seed, variant in CASES:
        game, _ = random_playout(Game, players, seed, tuple(variant), on_step=step)
        cpy.append({"result": json.loads(json.dumps(game.result))})
    out = run_code(UPY % (CASES,), heapsize=4 * 1024 * 1024)
    upy = [json.loads(line) for line in out.splitlines() if line.strip()]
    assert len(upy) == len(cpy)
    for i, (a, b) in enumerate(zip(cpy, upy)):
        assert a == b, "first difference at line %d: CPython %r, MicroPython %r" % (i, a, b)
