# A box seat's decisions in the app's heap budget on the unix port (64-bit,
# host_tools.benches.heap.APP_BUDGET_KB), its game compiled from .py there:
# late in a long game, with the game
# and its history alive, the good bot searches on copies of sampled states
# (Engine.from_state, clone) and never rebuilds a snapshot with its checks
# or copies the history, so its decisions fit beside the game.
import gc
import sys

from hexbox.core.rng import Rng
from hexbox.games import bot, found, game_class
from hexbox.games.playout import default_players

UPY_HEAP_KB = 256
LATE = 300  # random actions before the box decides: a history of this length
DECISIONS = 4
EARLY = 16  # decisions from the start of a game: every kind of turn of a short game


def _late_decisions(name):
    def test():
        cls = game_class(name)
        g = cls(players=default_players(cls), seed=11)
        r = Rng(11)
        while not g.over and len(g.history) < LATE:
            acts = g.actions()
            g.play(acts[r.below(len(acts))])
        b = bot(name, "good", 7)
        decided = 0
        while not g.over and decided < DECISIONS:
            s = g.current
            acts = g.actions()
            a = b.choose(g.search_view(s), acts, s)
            assert a in acts
            g.play(a)
            decided += 1
        assert decided == DECISIONS or g.over

    return test


def _threshold():
    threshold = getattr(gc, "threshold", None)  # MicroPython's (the unix port)
    return threshold() if threshold else None


def _heap_set_back(name):
    def test():
        cls = game_class(name)
        g = cls(players=default_players(cls), seed=3)
        b = bot(name, "good", 7)
        for _ in range(EARLY):
            if g.over:
                break
            s = g.current
            before = _threshold()
            acts = g.actions()
            g.play(b.choose(g.search_view(s), acts, s))
            # a bot that has the heap collected more often while it plans
            # sets the threshold back: the app's own threshold holds after it
            assert _threshold() == before, (len(g.history), before, _threshold())

    return test


# found(), not names(): a box lists its games, it never imports them all for
# their menu order (that would hold every game's package in this heap)
for _name in sorted(found()):
    setattr(
        sys.modules[__name__],
        "test_%s_box_seat_decides_late_in_a_game_in_the_fixed_heap" % _name,
        _late_decisions(_name),
    )
    setattr(
        sys.modules[__name__],
        "test_%s_good_bot_leaves_the_heap_threshold_as_it_found_it" % _name,
        _heap_set_back(_name),
    )
