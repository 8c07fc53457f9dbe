# Dice Race's rules over the engine base (hexbox.core.engine): its moves
# table, why an action is not legal, and its fields.
from hexbox.core.engine import Engine
from hexbox.core.rng import Rng

from .data import BOOSTS, DIE, GOAL, HAND, LONG_GOAL


def _advance(g, steps, events):
    seat = g.turn
    g.pos[seat] = min(g.goal, g.pos[seat] + steps)
    events.append(("move", seat, g.pos[seat]))
    if g.pos[seat] >= g.goal:
        g.over = True
        g.result = {"winners": [seat], "scores": list(g.pos)}
        events.append(("win", seat))
    else:
        g.turn = 1 - seat


def _roll(g, action, events):
    n = g.rng.between(1, DIE)
    events.append(("roll", g.turn, n))
    _advance(g, n, events)


def _step(g, action, events):
    events.append(("step", g.turn))
    if g.stock:  # the top face-down card, unseen by the other seat
        hand = g.hands[g.turn]
        hand.append(g.stock.pop())
        hand.sort()
        events.append(("draw", g.turn))
    _advance(g, 1, events)


def _boost(g, action, events):
    v = action[1]
    g.hands[g.turn].remove(v)
    g.played.append(v)
    events.append(("boost", g.turn, v))
    _advance(g, v, events)


class Game(Engine):
    name = "dice_race"
    PLAYERS = (2, 2)
    VARIANTS = ("long",)
    MOVES = (("roll", _roll), ("step", _step), ("boost", _boost))
    FIELDS = ("pos", "hands", "stock", "played", "turn", "over", "result")

    def __init__(self, players=2, seed=0, variant=()):
        Engine.__init__(self, players, seed, variant)
        self.goal = LONG_GOAL if "long" in self.variant else GOAL
        self.rng = Rng(seed)
        deck = list(BOOSTS)
        self.rng.shuffle(deck)
        self.hands = [sorted(deck[:HAND]), sorted(deck[HAND:2 * HAND])]
        self.stock = deck[2 * HAND:]
        self.played = []
        self.pos = [0, 0]
        self.turn = 0

    @property
    def current(self):
        return -1 if self.over else self.turn

    def actions(self):
        if self.over:
            return []
        out = [("roll",), ("step",)]
        for v in sorted(set(self.hands[self.turn])):
            out.append(("boost", v))
        return out

    def _why(self, action, legal):
        if action[0] == "boost":
            return "seat %d holds no boost card %s" % (self.turn, action[1:])
        return "the actions now: roll, step, or boost with a card in hand"

    def _dump(self, d):
        d["rng"] = self.rng.state

    def _load(self, d):
        self.rng = Rng.from_state(d["rng"])

    def view(self, seat):
        """to_dict() as `seat` sees it: the other hand only counted, the face
        down cards, the seed and the die's state hidden."""
        d = self.to_dict()
        d["hands"] = [list(h) if s == seat else len(h) for s, h in enumerate(self.hands)]
        d["stock"] = len(self.stock)
        d["rng"] = None
        d["config"]["seed"] = None
        return d
