# The box's own players, one interface for every game. A bot decides from
# what its seat may see (the game's view(seat)) and the legal actions, with
# its own seeded Rng and a budget; it is never handed the game, so it cannot
# read hidden state. Each game supplies the policies (games/<name>/bot.py):
#   policy(view, actions, seat, rng, budget) -> (action, why)
# `why` is a few words a learner can read ("heads for the goal", at most 24
# characters: it follows the action's label on one line), or None.
#
# Search inside a policy (determinized rollouts) works on states the game
# samples from the view; each sampled state and each engine step spends
# budget (steps, see STEPS), so a decision costs the same on every interpreter
# and the same seed gives the same choice on CPython and MicroPython.
# Integers only.

from hexbox.core.rng import Rng

# The unit of a search's cost: about the work of one sampled state
# (Game.from_dict of a whole snapshot, with its checks). Each game's bot.py
# sets STEPS so that a decision fits the chip's time budget.
STEPS = 60


class Budget:
    """What one decision may spend: engine steps, and optionally a deadline
    (`expired()` -> bool, e.g. on the chip a ticks_ms comparison) that can
    only cut a search short, never lengthen it."""

    def __init__(self, steps=STEPS, expired=None):
        self.left = steps
        self.expired = expired

    def spend(self, n=1):
        """Take n steps; False when the budget was already used up."""
        if self.left <= 0 or (self.expired is not None and self.expired()):
            self.left = 0
            return False
        self.left -= n
        return True


class Bot:
    """One seat played by the box. policy: a game's easy or good policy.
    seed: the bot's own; each decision's Rng is keyed by the seed and the
    length of the history the seat sees, so asking again (after a power cut,
    or for a hint) gives the same answer."""

    def __init__(self, policy, seed=0, steps=STEPS, expired=None):
        self.policy = policy
        self.seed = seed
        self.steps = steps
        self.expired = expired  # a deadline hook: () -> bool
        self.why = None  # the last decision's reason

    def choose(self, view, actions, seat):
        n = len(actions)
        if n == 0:
            raise ValueError("no legal action to choose from")
        rng = Rng(self.seed * 1000003 + seen(view))
        if n == 1:
            self.why = None
            return actions[0]
        action, self.why = self.policy(view, actions, seat, rng, Budget(self.steps, self.expired))
        return action


def seen(view):
    """How many actions the seat has seen played: "seen" of a search view
    (Engine.search_view), else the length of the view's history."""
    if "seen" in view:
        return view["seen"]
    return len(view.get("history") or ())
