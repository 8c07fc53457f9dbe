"""A reference player to measure the box's good bots against (host only, never
on the box): a determinized flat Monte Carlo search with UCB1 over the legal
actions.

It decides from what its seat may see, as the bots do (a policy for
hexbox.core.bot.Bot: view, legal actions, seat, its own seeded Rng): every
rollout deals the hidden state afresh with the game's own `determinize`, plays
the action UCB1 picks, then plays every seat to the game's end with the game's
easy bot (on the sampled game's state: it was dealt from the deciding
seat's view, so the seat learns nothing from it). A
rollout scores 1 for a win (1/k for a win shared by k seats; a cooperative
game's team win counts as a win), else 0.

Its budget is a fixed number of rollouts per decision (rollouts_file()),
derived once from time (calibrate(): about TIME_FACTOR times the good bot's
median decision on this host, at least MIN_ROLLOUTS), so that a seed gives
the same game on every run and machine."""

import json
import math
import os
import time

from hexbox.core.bot import Bot, Budget
from hexbox.core.rng import Rng
from hexbox.games import bot, bot_module, game_class
from hexbox.games.playout import default_players
from host_tools import ROOT

TIME_FACTOR = 50  # the reference's time per decision, in good-bot decisions
UCB_C = 1.4  # UCB1's exploration constant (rewards in 0..1)
ROLLOUT_MOST = 3000  # engine steps of one rollout at most (a game not over by then: a loss)
# rollouts per decision, per game: calibrate()'s figures, measured once on
# this host and kept in the game's host folder (python -m
# host_tools.benches.reference_search writes them)
ROLLOUTS_NAME = "reference_rollouts.json"
# at least this many, whatever the time: fewer would leave most actions
# untried and make the reference a random player, which proves nothing
MIN_ROLLOUTS = 8


def rollouts_file(name):
    """Where game `name`'s kept calibration is: host_tools/games/<name>/."""
    return os.path.join(ROOT, "host_tools", "games", name, ROLLOUTS_NAME)


def rollouts_of(name):
    """The rollouts per decision for `name` (the kept calibration)."""
    with open(rollouts_file(name)) as f:
        return max(MIN_ROLLOUTS, json.load(f)["rollouts"])


def _won(g, seat):
    r = g.result
    if r is None:
        return 0.0
    if "won" in r:  # cooperative: the whole table wins or loses
        return 1.0 if r["won"] else 0.0
    w = r["winners"]
    return 1.0 / len(w) if seat in w else 0.0


def sample(name, view, seat, rng):
    """A whole game the seat's view could come from (the game's own
    determinize), its past dropped: a search looks ahead only."""
    d = dict(bot_module(name).determinize(view, seat, rng))
    d["history"] = []
    if "secret" in d:
        d["secret"] = []
    return game_class(name).from_state(d)


def rollout(name, g, rng, most=ROLLOUT_MOST):
    """Play g to its end (in place) with every seat the game's easy bot,
    handed the sampled game's own state (its __dict__, which holds every
field a view has) rather than a view built each step: a rollout plays in a
sample already dealt from the deciding seat's view, so nothing there is
hidden from that seat, and it costs a fraction. Returns the steps played."""
    easy = dict(bot_module(name).LEVELS)["easy"]
    n = 0
    while not g.over and n < most:
        s = g.current
        acts = g.actions()
        a = acts[0] if len(acts) == 1 else easy(g.__dict__, acts, s, rng, Budget(1))[0]
        g.advance(a)
        n += 1
    return n


def policy_for(name, rollouts=None):
    """The reference as a policy for hexbox.core.bot.Bot: `rollouts` per
    decision (ROLLOUTS[name] when None)."""
    count = rollouts_of(name) if rollouts is None else rollouts

    def search(view, actions, seat, rng, budget):
        n = len(actions)
        tries = [0] * n
        wins = [0.0] * n
        for t in range(count):
            if t < n:
                k = t  # every action once first
            else:
                log_t = math.log(t)
                k = max(range(n), key=lambda i: wins[i] / tries[i]
                        + UCB_C * math.sqrt(log_t / tries[i]))
            g = sample(name, view, seat, rng)
            g.advance(actions[k])
            rollout(name, g, rng)
            tries[k] += 1
            wins[k] += _won(g, seat)
        # the most tried action (UCB1's choice); the first of equals
        k = max(range(n), key=lambda i: (tries[i], wins[i], -i))
        return actions[k], None

    return search


def reference(name, seed=0, rollouts=None):
    """A hexbox.core.bot.Bot playing `name` by the reference search."""
    return Bot(policy_for(name, rollouts), seed)


def calibrate(name, games=8, factor=TIME_FACTOR, clock=time.perf_counter):
    """Rollouts per decision worth `factor` good-bot decisions on this host:
    the good bot's median decision time over the median time of one rollout
    (a sample dealt, one action and the game played out) from the same
    positions, along `games` seeded games of good bots."""
    cls = game_class(name)
    players = default_players(cls)
    good_ms, roll_ms = [], []
    for seed in range(games):
        g = cls(players=players, seed=seed)
        bots = [bot(name, "good", seed * 8 + s) for s in range(players)]
        rng = Rng(seed + 1)
        n = 0
        while not g.over and n < 2000:
            s = g.current
            acts = g.actions()
            view = g.search_view(s)
            t = clock()
            a = bots[s].choose(view, acts, s)
            if len(acts) > 1:
                good_ms.append(clock() - t)
                if n % 5 == 0:
                    t = clock()
                    h = sample(name, view, s, rng)
                    h.advance(acts[rng.below(len(acts))])
                    rollout(name, h, rng)
                    roll_ms.append(clock() - t)
            g.play(a)
            n += 1
    good_ms.sort()
    roll_ms.sort()
    good = good_ms[len(good_ms) // 2]
    roll = roll_ms[len(roll_ms) // 2]
    return max(1, round(factor * good / roll)), good * 1000, roll * 1000


def main():
    """Calibrate every game (or those named on the command line) and keep
    the figures in each game's rollouts_file()."""
    import sys

    from hexbox.games import names

    for name in sys.argv[1:] or names():
        n, good_ms, roll_ms = calibrate(name)
        kept = {"rollouts": n, "good_ms": round(good_ms, 2), "rollout_ms": round(roll_ms, 2),
                "at": time.strftime("%Y-%m-%d")}
        print(name, kept, flush=True)
        with open(rollouts_file(name), "w") as f:
            json.dump(kept, f, indent=1, sort_keys=True)
            f.write("\n")


if __name__ == "__main__":
    main()
