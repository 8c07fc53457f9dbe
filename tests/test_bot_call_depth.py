"""A box seat's decision must fit a Pico's C stack. MicroPython's rp2 port
has 7,936 B of it; every Python call nests in C and costs some 240 B; and a
box turn's decision starts 2,996 B down, inside the app's tasks (measured
on the emulated chip with micropython.stack_use(), docs/bots.md). Deeper
than that, the search raises "maximum recursion depth exceeded" and the
box falls back to its easy bot for that move. So no good bot's decision may
nest more than MAX_CALLS Python calls below Bot.choose, in any game: the
engines' steps that follow an action run in loops, not in chains of calls.

CPython's calls stand in for MicroPython's here: both make a frame per
function, lambda, comprehension and generator."""

import sys

import pytest

from hexbox.core.rng import Rng
from hexbox.games import bot, game_class, names
from hexbox.games.playout import default_players

C_STACK = 7936
BOX_TURN_START = 2996
PER_CALL = 240
MAX_CALLS = (C_STACK - BOX_TURN_START) // PER_CALL  # 20
GOOD_EVERY = 4  # a good bot's decision every 4th action; the rest easy, to get on


def _deepest(game):
    cls = game_class(game)
    players = default_players(cls)
    g = cls(players, 1)
    good = [bot(game, "good", 8 + s) for s in range(players)]
    easy = [bot(game, "easy", 8 + s) for s in range(players)]
    deepest = [0, None]
    depth = [0]

    def count(frame, event, arg):
        if event == "call":
            depth[0] += 1
            if depth[0] > deepest[0]:
                deepest[0] = depth[0]
                deepest[1] = frame.f_code.co_name
        elif event == "return":
            depth[0] -= 1

    r = Rng(3)
    n = 0
    while not g.over and n < 400:
        acts = g.actions()
        s = g.current
        if n % GOOD_EVERY == 0 and len(acts) > 1:
            depth[0] = 0
            sys.setprofile(count)
            try:
                a = good[s].choose(g.search_view(s), acts, s)
            finally:
                sys.setprofile(None)
        else:
            a = easy[s].choose(g.search_view(s), acts, s) if r.below(2) else acts[0]
        g.play(a)
        n += 1
    return deepest


@pytest.mark.parametrize("game", names())
def test_a_good_bots_decision_fits_the_picos_c_stack(game):
    calls, where = _deepest(game)
    assert calls <= MAX_CALLS, "%s: %d calls deep (at %s), at most %d fit" % (
        game, calls, where, MAX_CALLS)
