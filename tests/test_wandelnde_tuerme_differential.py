"""Die wandelnden Türme: the variants (team, Meistermagier, solo) give the same
game, action for action and state for state, on CPython and MicroPython."""

import json

from hexbox.core.jsonable import listify
from hexbox.games.playout import random_playout
from hexbox.games.wandelnde_tuerme import Game
from host_tools.device.upy import run_code

SETUPS = [(6, ("team", "meister")), (2, ("meister3",)), (1, ("solo",)), (5, ())]
SRC = """
import json
from hexbox.core.jsonable import listify
from hexbox.games.wandelnde_tuerme import Game
from hexbox.games.playout import random_playout
for p, v in %r:
    g, n = random_playout(Game, p, 5, variant=v)
    print(json.dumps([listify(a) for a in g.history]))
    print(json.dumps(g.to_dict()))
"""


def test_variants_play_identically_on_micropython():
    upy = [
        json.loads(line)
        for line in run_code(SRC % (SETUPS,), heapsize=4 * 1024 * 1024).splitlines()
    ]
    cpy = []
    for p, v in SETUPS:
        g, _ = random_playout(Game, p, 5, variant=v)
        cpy.append([listify(a) for a in g.history])
        cpy.append(json.loads(json.dumps(g.to_dict())))
    assert len(upy) == len(cpy)
    for i, (a, b) in enumerate(zip(cpy, upy)):
        assert a == b, "setup %r differs" % (SETUPS[i // 2],)
