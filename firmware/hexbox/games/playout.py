# Random playouts: a uniform random legal action each step, from an Rng of
# its own so the policy never disturbs the game's chance. One piece of code
# for the play CLI, the generic engine tests, the bench and the
# CPython-vs-MicroPython differential test.
from hexbox.core.rng import Rng

_POLICY_SALT = 0x5EED


def random_playout(cls, players, seed, variant=(), max_steps=20000, on_step=None):
    """Play one whole game; returns (game, steps). on_step(game, action, events)."""
    game = cls(players=players, seed=seed, variant=variant)
    return game, play_on(game, seed, max_steps, on_step)


def play_on(game, seed, max_steps=20000, on_step=None):
    """Play `game` (new or restored) to its end with random legal actions from
    policy seed `seed`; returns the number of steps. RuntimeError if it is
    stuck or does not end within max_steps."""
    policy = Rng(seed ^ _POLICY_SALT)
    steps = 0
    while not game.over:
        legal = game.actions()
        if not legal:
            raise RuntimeError("no legal action but the game is not over (step %d)" % steps)
        if steps >= max_steps:
            raise RuntimeError("game did not end within %d steps" % max_steps)
        action = legal[policy.below(len(legal))]
        events = game.play(action)
        steps += 1
        if on_step:
            on_step(game, action, events)
    return steps


def default_players(cls):
    lo, hi = getattr(cls, "PLAYERS", (2, 4))
    return max(lo, min(hi, 3))


def advance(game, seed, steps):
    """Up to `steps` random legal actions picked with Rng(seed), fewer if the
    game ends first; returns the game (a position to test or draw)."""
    pick = Rng(seed)
    for _ in range(steps):
        if game.over:
            break
        legal = game.actions()
        game.play(legal[pick.below(len(legal))])
    return game
