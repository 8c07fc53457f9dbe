# Generic checks every registered game must pass (OpenSpiel style). Plain
# functions using assert, so the CPython tests and the MicroPython portable
# tests share them.
import json

from hexbox.core.action import describe
from hexbox.core.errors import CorruptData, IllegalAction
from hexbox.core.rng import Rng
from hexbox.games.playout import advance, default_players, play_on, random_playout

DEEP = 500  # nesting depth of the deep values tried: past any recursion limit of MicroPython


def nested(v, depth=DEEP, wrap=tuple):
    """v wrapped `depth` times in a one-item tuple (or list)."""
    for _ in range(depth):
        v = wrap((v,))
    return v


JUNK_ACTIONS = (None, 42, 35.0, True, "x", (), [], ("nonsense",), ("nonsense", 1, 2), (None,),
                {"a": 1}, (1, 2), ((),), nested(("roll",)), nested("roll", wrap=list),
                ("x" * 100000,), ("nonsense",) * 10000, ("nonsense", 10 ** 40), ("nonsense", -(2 ** 31)),
                ("nonsense", 1.5), (b"roll",))


def typed_variants(action):
    """A legal action with one part of a wrong type or size (a float or bool
    for an int, a wrapped or nested part, a huge number): each equals no legal
    action exactly, though `==` may say it does (35.0 == 35, True == 1)."""
    out = [nested(action), (action,), action + ("x",) * 5000]
    for i in range(len(action)):
        v = action[i]
        if type(v) is int:
            repl = (float(v), True, False, (v,), [v], str(v), v + 2 ** 40, nested(v))
        else:
            repl = ((v,), [v], nested(v), v * 1000, None)
        for r in repl:
            out.append(action[:i] + (r,) + action[i + 1:])
    return out


def exactly_in(a, legal):
    """a is one of the legal actions, part for part of the same type (unlike
    `in`, which takes 35.0 for 35)."""
    if type(a) is not tuple:
        return False
    for b in legal:
        if len(b) == len(a):
            same = True
            for i in range(len(a)):
                if type(a[i]) is not type(b[i]) or a[i] != b[i]:
                    same = False
                    break
            if same:
                return True
    return False


def mutations(action):
    """Near misses of a legal action: most of them illegal."""
    out = []
    if not isinstance(action, tuple):
        return out
    for i, v in enumerate(action):
        if isinstance(v, bool):
            continue
        if isinstance(v, int):
            repl = (v + 1, v - 1, -1, 999)
        elif isinstance(v, str):
            repl = ("zz", "")
        else:
            repl = (None,)
        for r in repl:
            out.append(action[:i] + (r,) + action[i + 1:])
    out.append(action + (0,))
    if action:
        out.append(action[:-1])
    return out


def rebuild(cls, game):
    c = game.config()
    fresh = cls(players=c["players"], seed=c["seed"], variant=tuple(c["variant"]))
    for a in game.history:
        fresh.play(a)
    return fresh


def check_snapshot(cls, game):
    d = game.to_dict()
    text = json.dumps(d)
    assert json.loads(text) == d, "to_dict is not JSON-stable"
    back = cls.from_dict(json.loads(text))
    assert back.to_dict() == d, "from_dict(to_dict()) differs"
    assert back.actions() == game.actions(), "restored game offers other actions"


def illegal_reason(game, bad):
    """Play `bad`, which must be refused with a reason and leave the state
    exactly as it was; returns the reason."""
    before = game.to_dict()
    try:
        game.play(bad)
    except IllegalAction as e:
        assert isinstance(e.reason, str) and e.reason, "IllegalAction without a reason"
        reason = e.reason
    else:
        raise AssertionError("illegal action %s was accepted" % short(bad))
    if game.to_dict() != before:
        raise AssertionError("illegal action %s changed the state" % short(bad))
    return reason


def short(a):
    """An action for a failure message: its repr when flat, else a description."""
    if type(a) is tuple and len(a) <= 8:
        return "(%s)" % ", ".join(describe(v) for v in a)
    return describe(a)


def illegal_candidates(game, limit=60):
    """Up to `limit` actions that are not legal now: junk, wrongly typed or
    nested variants of legal actions, near misses."""
    legal = game.actions()
    candidates = list(JUNK_ACTIONS)
    for a in legal[:2]:
        candidates.extend(typed_variants(a))
    for a in legal[:6]:
        candidates.extend(mutations(a))
    out = []
    for bad in candidates:
        if not exactly_in(bad, legal):
            out.append(bad)
            if len(out) >= limit:
                break
    return out


def check_illegal_unchanged(game, limit=60):
    """Junk, wrongly typed and near-miss actions are refused with a reason and
    change nothing; returns how many were tried."""
    bad = illegal_candidates(game, limit)
    for a in bad:
        illegal_reason(game, a)
    return len(bad)


def check_game(cls, seed, snapshot_every=1, illegal_every=7):
    """One random playout with every generic check along the way."""
    players = default_players(cls)
    count = [0]

    def on_step(game, action, events):
        assert isinstance(events, list)
        count[0] += 1
        if count[0] % snapshot_every == 0:
            check_snapshot(cls, game)
        if count[0] % illegal_every == 0 and not game.over:
            check_illegal_unchanged(game)

    game, steps = random_playout(cls, players, seed, on_step=on_step)
    assert game.over and game.result is not None
    assert isinstance(game.result.get("winners"), list)
    assert rebuild(cls, game).to_dict() == game.to_dict(), "replay of the log differs"
    for seat in range(players):
        json.dumps(game.view(seat))
    return steps


# -- damaged snapshots -------------------------------------------------------------
GONE = "<removed>"  # the value of a mutation that removes the field


def _copy(x):
    t = type(x)
    if t is list:
        return [_copy(v) for v in x]
    if t is dict:
        return {k: _copy(x[k]) for k in x}
    return x


def _variants(v):
    """(label, value) for one snapshot value: wrong type, out of range, None,
    nested deep; some fit the schema and must play on."""
    out = [("none", None), ("nested", nested(0, wrap=list)), ("float", 1.5), ("str", "zz"),
           ("dict", {"x": 1})]
    t = type(v)
    if t is bool:
        out += [("int0", 0), ("int1", 1), ("flipped", not v)]
    elif t is int:
        out += [("+1", v + 1), ("-1", v - 1), ("neg", -1), ("big", 10 ** 6), ("huge", 2 ** 40),
                ("as float", float(v)), ("bool", True), ("wrapped", [v])]
    elif t is str:
        out += [("empty", ""), ("longer", v + "x"), ("int", 7), ("wrapped", [v])]
    elif t is list:
        out += [("empty", []), ("shorter", v[:-1]), ("longer", v + v[-1:] if v else [0]),
                ("wrapped", [v]), ("int", 3)]
    elif t is dict:
        out += [("empty", {}), ("list", [])]
    return out


def snapshot_mutations(d, depth=3):
    """(path, label, value) for every field of snapshot d and, down to
    `depth`, the first and last item of each list and every key of each dict
    in it. A value GONE removes that key."""
    out = []

    def walk(v, path, level):
        for label, nv in _variants(v):
            out.append((path, label, nv))
        if level >= depth:
            return
        if type(v) is dict:
            for k in sorted(v):
                out.append((path + (k,), "removed", GONE))
                walk(v[k], path + (k,), level + 1)
        elif type(v) is list and v:
            for i in sorted(set((0, len(v) - 1))):
                walk(v[i], path + (i,), level + 1)

    for k in sorted(d):
        out.append(((k,), "removed", GONE))
        walk(d[k], (k,), 1)
    return out


def mutate(d, path, value):
    """A copy of d with the value at path replaced (or removed: GONE)."""
    d = _copy(d)
    v = d
    for k in path[:-1]:
        v = v[k]
    if value is GONE:
        del v[path[-1]]
    else:
        v[path[-1]] = value
    return d


def check_damaged_snapshot(cls, d, seed=0, max_steps=20000):
    """A damaged snapshot is refused with CorruptData (a readable message), or
    it loads as a playable game: its actions, its snapshot and a random
    playout to the end all work. True if it loaded."""
    try:
        game = cls.from_dict(d)
    except CorruptData as e:
        assert str(e), "CorruptData without a message"
        return False
    json.dumps(game.to_dict())
    for seat in range(game.config()["players"]):
        json.dumps(game.view(seat))
    game.actions()
    play_on(game, seed, max_steps)
    return True


def check_snapshot_mutations(cls, game, sample=0, seed=0, max_steps=20000):
    """Every mutation of game's snapshot (or `sample` of them, drawn with
    seed) through check_damaged_snapshot; returns (tried, loaded)."""
    d = json.loads(json.dumps(game.to_dict()))
    muts = snapshot_mutations(d)
    if sample and sample < len(muts):
        rng = Rng(seed)
        rng.shuffle(muts)
        muts = muts[:sample]
    loaded = 0
    for path, label, value in muts:
        try:
            loaded += check_damaged_snapshot(cls, mutate(d, path, value), seed, max_steps)
        except Exception as e:
            raise AssertionError("%s snapshot with %s %s: %s: %s"
                                 % (getattr(cls, "__module__", "a game's"),
                                    "/".join(str(p) for p in path), label, type(e).__name__, e)) from e
    return len(muts), loaded


def advanced(cls, players, seed, steps, variant=()):
    """A game of cls after `steps` random legal actions (fewer if it ends)."""
    return advance(cls(players=players, seed=seed, variant=variant), seed + 1, steps)


def check_damaged_snapshots(cls, seed, stops=(0, 30), sample=0, variant=()):
    """check_snapshot_mutations at each of `stops` steps into one random game;
    returns (tried, loaded) summed."""
    tried = loaded = 0
    for steps in stops:
        game = advanced(cls, default_players(cls), seed, steps, variant)
        t, n = check_snapshot_mutations(cls, game, sample, seed + steps)
        tried += t
        loaded += n
    return tried, loaded
