# The box's players for Dice Race (policies for hexbox.core.bot.Bot). What
# a seat cannot see: the other hand and the face down cards.
from .data import BOOSTS, DIE, GOAL, LONG_GOAL

STEPS = 12  # the search budget per decision


def easy(view, actions, seat, rng, budget):
    return actions[rng.below(len(actions))], None


def _gain(action):
    """Squares the action moves on average, in quarters (DIE = 4: a roll 2.5)."""
    if action[0] == "boost":
        return action[1] * DIE
    if action[0] == "step":
        return DIE
    return (DIE + 1) * DIE // 2


def good(view, actions, seat, rng, budget):
    """Save the boosts for the finish: roll while far (stepping for a card
    while the hand is short), boost when a card reaches the goal."""
    goal = LONG_GOAL if "long" in view["config"]["variant"] else GOAL
    left = goal - view["pos"][seat]
    short = len(view["hands"][seat]) < 2 and view["stock"] > 0

    def value(a):
        if a[0] == "boost" and a[1] >= left:
            return 1000
        if left <= DIE:
            return _gain(a)
        return {"roll": 7, "step": 8 if short else 1}.get(a[0], 0)

    budget.spend()
    best = actions[0]
    for a in actions:
        if value(a) > value(best):
            best = a
    return best, {"boost": "boost to the goal", "step": "a card for the finish"}.get(
        best[0], "roll on"
    )


def determinize(view, seat, rng):
    """A whole state the view could come from: the unseen boost cards dealt
    afresh to the other hand and the face down pile."""
    d = dict(view)
    unseen = list(BOOSTS)
    for c in view["hands"][seat] + view["played"]:
        unseen.remove(c)
    rng.shuffle(unseen)
    other = 1 - seat
    n = view["hands"][other]
    hands = [None, None]
    hands[seat] = list(view["hands"][seat])
    hands[other] = sorted(unseen[:n])
    d["hands"] = hands
    d["stock"] = unseen[n:]
    d["config"] = dict(view["config"])
    d["config"]["seed"] = 0
    d["rng"] = rng.next32() or 1
    return d


LEVELS = (("easy", easy), ("good", good))
