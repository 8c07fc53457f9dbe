# What every rules engine shares (games/CONTRACT.md): the arguments and how
# they are checked, the order in which play() checks and applies an action,
# the snapshot's header and its fields read from a table. A game subclasses
# Engine and keeps only its rules: MOVES (what each action does), _why (why
# an action is not legal now: a text, or (format, values) that a screen can
# say in another language), FIELDS (what its state is) and its data. What
# a snapshot must be to load is hexbox.core.restore's and the game's
# restore.py's (only restoring needs them, and the device never restores).
from . import action as _action
from .errors import IllegalAction
from .history import History


def copy(v):
    """A deep copy of JSON-like data; tuples become lists. Each list is made
    at its length (list(v)), not grown item by item: on MicroPython a list
    grown by appends holds up to twice its slots and leaves the smaller
    arrays behind as garbage, and a bot's search copies the state often."""
    t = type(v)
    if t is list or t is tuple:
        out = list(v)
        for i in range(len(out)):
            x = out[i]
            tx = type(x)
            if tx is list or tx is tuple or tx is dict:
                out[i] = copy(x)
        return out
    if t is dict:
        return {k: copy(v[k]) for k in v}
    return v


class Engine:
    name = ""  # the registry's name: the snapshot's "game"
    PLAYERS = (1, 1)  # (fewest, most) seats
    VARIANTS = ()  # variant names every seat count accepts (the generic tests try each)
    ACCEPTS = ()  # further variant names, accepted with some seat counts only
    # (key, function(game, action, events)): what an action does; the key is
    # the action's name unless the game's _move_key says otherwise
    MOVES: tuple = ()
    # the snapshot after its header, in order: "name" (attribute and key), or
    # ("key", "attribute"); values are copied deeply both ways
    FIELDS: tuple = ()
    PARTS = ()  # config keys besides players, seed and variant: more constructor arguments

    def __init__(self, players, seed, variant):
        lo, hi = self.PLAYERS
        if type(players) is not int or not lo <= players <= hi:
            raise ValueError("players must be %d..%d" % (lo, hi))
        if type(seed) is not int:
            raise ValueError("seed must be an int")
        if type(variant) is not tuple and type(variant) is not list:
            raise ValueError("variant must be a tuple of names")
        for i, v in enumerate(variant):
            if type(v) is not str or (v not in self.VARIANTS and v not in self.ACCEPTS):
                raise ValueError("unknown variant %s; known: %s"
                                 % (_action.describe(v), ", ".join(self.VARIANTS + self.ACCEPTS)))
            if v in variant[:i]:
                raise ValueError("variant %s is given twice" % v)
        self.players = players
        self.seed = seed
        self.variant = tuple(variant)
        self.over = False
        self.result = None
        self.history = History()

    def config(self):
        return {"players": self.players, "seed": self.seed, "variant": list(self.variant)}

    # -- one action ------------------------------------------------------------
    def play(self, action):
        action = _action.check(action)  # exact ints and strings: 35.0 == 35 must not slip through
        if self.over:
            raise IllegalAction("the game is over")
        legal = self._legal_for(action)
        if action not in legal:
            why = self._why(action, legal)  # pyright: ignore[reportAttributeAccessIssue]  (each game's)
            # a reason as (format, values) can be said in another language
            raise IllegalAction(why[0], why[1]) if type(why) is tuple else IllegalAction(why)
        events = []
        self._apply(action, events)
        self.history.append(action)
        return events

    def advance(self, action):
        """Play an action taken from this copy's actions() in a bot's
        look-ahead (a clone() or a from_state game): no checks and no
        history, which a search never reads back; the game the box referees
        always goes through play()."""
        events = []
        self._apply(action, events)
        return events

    def _legal_for(self, action):
        """The legal actions among which `action` must be (all of them, unless
        the game knows a shorter list that holds every action like it)."""
        return self.actions()  # pyright: ignore[reportAttributeAccessIssue]  (each game's)

    def _move_key(self, action):
        return action[0]

    def _apply(self, action, events):
        key = self._move_key(action)
        for k, move in self.MOVES:
            if k == key:
                move(self, action, events)
                return
        raise IllegalAction("the rules have no move %s" % _action.describe(key))

    # -- snapshots ---------------------------------------------------------------
    def to_dict(self):
        d = {"game": self.name, "config": self.config()}
        for f in self.FIELDS:
            if type(f) is str:
                d[f] = copy(getattr(self, f))
            else:
                d[f[0]] = copy(getattr(self, f[1]))
        d["history"] = [list(a) for a in self.history]  # actions are flat (core/action.py)
        self._dump(d)
        return d

    def _dump(self, d):
        """Put what FIELDS cannot copy as it is into snapshot d."""

    def _load(self, d):
        """Read back from snapshot d what _dump put there."""

    @classmethod
    def _built(cls, config, parts):
        """A new game of this config; parts: more constructor arguments."""
        kw = {}
        for k in cls.PARTS:
            if k in config:
                kw[k] = config[k]
        kw.update(parts)
        return cls(players=config["players"], seed=config["seed"],
                   variant=tuple(config["variant"]), **kw)

    def _fill(self, d):
        """Take the state of snapshot d: FIELDS, the history, what _dump wrote."""
        for f in self.FIELDS:
            if type(f) is str:
                setattr(self, f, copy(d[f]))
            else:
                setattr(self, f[1], copy(d[f[0]]))
        self.history = History(tuple(a) for a in d["history"])
        self._load(d)

    # -- a bot's search ------------------------------------------------------------
    def clone(self):
        """A copy to play ahead on (a bot's search), made without a snapshot
        or its checks: every list, dict and bytearray the game holds copied
        deeply, an object with a copy() of its own (the rng, a board the
        rules change) copied by it, the rest shared (fixed tables, numbers,
        strings, tuples); the history starts empty: a search looks ahead only."""
        g = object.__new__(type(self))
        own = self.__dict__
        for k in own:
            v = own[k]
            t = type(v)
            if t is list or t is dict:
                v = copy(v)
            elif t is bytearray:
                v = bytearray(v)
            elif k != "history" and hasattr(v, "copy"):
                v = v.copy()
            setattr(g, k, v)
        g.history = History()
        return g

    @classmethod
    def from_state(cls, d, **parts):
        """The game in the state of snapshot d, unchecked: for the states a
        bot samples from a view, whole by their making. A snapshot that was
        saved or sent is from_dict's, which checks every field first (and
        whose checks are too big for the box's heap during a game)."""
        g = cls._built(d["config"], parts)
        g._fill(d)
        return g

    @classmethod
    def over_state(cls, d, **parts):
        """The game in the state of snapshot d, holding d's own lists (no
        copies): a table a search only reads and clone()s, never plays on.
        One state in the heap instead of two, where the snapshot is a
        search view the bot was handed anyway."""
        g = cls._built(d["config"], parts)
        for f in cls.FIELDS:
            if type(f) is str:
                setattr(g, f, d[f])
            else:
                setattr(g, f[1], d[f[0]])
        g._load(d)
        return g

    def search_view(self, seat):
        """view(seat) with an empty history, and "seen" the number of actions
        that view's history would hold: what a bot decides from. A search
        looks ahead only, and late in a game the history is most of a
        snapshot: it is not copied at all."""
        past = self.history
        self.history = History()
        try:
            d = self.view(seat)  # pyright: ignore[reportAttributeAccessIssue]  (each game's)
        finally:
            self.history = past
        d["seen"] = self.seen(seat)
        return d

    def seen(self, seat):
        """How many actions view(seat)'s history holds (seat -1: the public
        view's), without building the view."""
        return len(self.history)

    @classmethod
    def from_dict(cls, d, **parts):
        """Restore a snapshot; `parts` go to the constructor as they went when
        the game was made (a measured board instead of the reference one)."""
        # only restoring needs this and the device never restores: loaded here (RAM)
        from .restore import restore

        return restore(cls, d, parts)
