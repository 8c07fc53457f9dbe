# Reliability (issue 18): how many bad inputs were tried, and what they did.
# Each kind of bad input is counted by a function of its own.
import os
import sys

from host_tools import FIRMWARE

_PORTABLE = os.path.join(os.path.dirname(FIRMWARE), "tests", "portable")

SEEDS = (1, 2)  # two random games of every registered game
EVERY = 4  # bad actions tried at every 4th step of each


def illegal_actions():
    """Junk, wrongly typed, nested, huge and near-miss actions thrown at every
    engine along random games (tests/portable/engine_checks.py). Each must be
    refused with a reason and leave the snapshot exactly as it was."""
    if _PORTABLE not in sys.path:
        sys.path.insert(0, _PORTABLE)
    from engine_checks import illegal_candidates, illegal_reason

    from hexbox.games import game_class, names
    from hexbox.games.playout import default_players, play_on

    tried = changed = 0
    for name in names():
        cls = game_class(name)
        for seed in SEEDS:
            def on_step(game, action, events):
                nonlocal tried, changed
                if game.over or len(game.history) % EVERY:
                    return
                for bad in illegal_candidates(game):
                    tried += 1
                    try:
                        illegal_reason(game, bad)
                    except AssertionError:  # accepted, or the state changed
                        changed += 1

            play_on(cls(players=default_players(cls), seed=seed), seed, on_step=on_step)
    return {"reliability.illegal_actions_tried": tried,
            "reliability.illegal_actions_changed": changed}


def metrics(upy):
    return illegal_actions()
