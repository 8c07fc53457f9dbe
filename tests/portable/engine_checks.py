# Generic checks every registered game must pass (OpenSpiel style). Plain
# functions using assert, so the CPython tests and the MicroPython portable
# tests share them.
import json

from sizes import HUGE

from hexbox.core.action import describe
from hexbox.core.errors import CorruptData, IllegalAction
from hexbox.core.history import History
from hexbox.core.rng import Rng
from hexbox.games.playout import advance, default_players, play_on, random_playout

DEEP = 500  # nesting depth of the deep values tried: past any recursion limit of MicroPython


def nested(v, depth=DEEP, wrap=tuple):
    """v wrapped `depth` times in a one-item tuple (or list)."""
    for _ in range(depth):
        v = wrap((v,))
    return v


def junk_actions():
    """Actions of every wrong shape. Built when asked, not at import: the
    nested and huge ones are ~57 KB on the 64-bit unix port, in a heap of 192 KB."""
    return (
        None,
        42,
        35.0,
        True,
        "x",
        (),
        [],
        ("nonsense",),
        ("nonsense", 1, 2),
        (None,),
        {"a": 1},
        (1, 2),
        ((),),
        nested(("roll",)),
        nested("roll", wrap=list),
        ("x" * HUGE,),
        ("nonsense",) * (HUGE // 10),
        ("nonsense", 10**40),
        ("nonsense", -(2**31)),
        ("nonsense", 1.5),
        (b"roll",),
    )


def typed_variants(action):
    """A legal action with one part of a wrong type or size (a float or bool
    for an int, a wrapped or nested part, a huge number): each equals no legal
    action exactly, though `==` may say it does (35.0 == 35, True == 1)."""
    out = [nested(action), (action,), action + ("x",) * (HUGE // 20)]
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


def state(game):
    """The whole state, to tell whether it changed: to_dict(), with a packed
    History as its object, its words and its bytes (compared as bytes, not
    decoded action by action: two whole decodes per illegal action made the
    generic checks of a long game several times slower)."""
    h = game.history
    if not isinstance(h, History):
        return game.to_dict()
    game.history = History()
    try:
        d = game.to_dict()
    finally:
        game.history = h
    d["history"] = (id(h), list(h.words), b"".join([bytes(c) for c in h.packed()]))
    return d


def illegal_reason(game, bad):
    """Play `bad`, which must be refused with a reason and leave the state
    exactly as it was; returns the reason."""
    before = state(game)
    try:
        game.play(bad)
    except IllegalAction as e:
        assert isinstance(e.reason, str) and e.reason, "IllegalAction without a reason"
        reason = e.reason
    else:
        raise AssertionError("illegal action %s was accepted" % short(bad))
    if state(game) != before:
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
    candidates = list(junk_actions())
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


_DEEP_LIST = []  # one list nested DEEP deep, shared by every mutation (24 KB on 64 bits)


def _variants(v):
    """(label, value) for one snapshot value: wrong type, out of range, None,
    nested deep; some fit the schema and must play on."""
    if not _DEEP_LIST:
        _DEEP_LIST.append(nested(0, wrap=list))
    out = [("none", None), ("nested", _DEEP_LIST[0]), ("float", 1.5), ("str", "zz"),
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
            raise AssertionError(
                "%s snapshot with %s %s: %s: %s"
                % (
                    getattr(cls, "__module__", "a game's"),
                    "/".join(str(p) for p in path),
                    label,
                    type(e).__name__,
                    e,
                )
            ) from e
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


# ---- hidden information ---------------------------------------------------------
# DESIGN.md: "A view never holds what rebuilds hidden state (no seed in a view)".
# Every shuffle, draw and roll comes from the seed, so a view with the seed (or
# the Rng's state) in it lets a player rebuild every face-down stack and see
# the coming dice. These checks need no knowledge of a game: what is hidden is
# wherever view(seat) differs from to_dict().
SECRET_SEED = 735982211  # big, so no board index or score equals it by chance
_SECRET_KEYS = ("seed", "rng")


def _strip(x):
    """A copy of a snapshot without the seed and the Rng state."""
    if isinstance(x, dict):
        return {k: _strip(x[k]) for k in x if k not in _SECRET_KEYS}
    if isinstance(x, (list, tuple)):
        return [_strip(y) for y in x]
    return x


def _walk(x, ints, lists, secrets, key=None):
    """Collect every int leaf, every list, and every value kept under a key
    named seed or rng."""
    if key in _SECRET_KEYS:
        secrets.append(x)
    if isinstance(x, dict):
        for k in x:
            _walk(x[k], ints, lists, secrets, k)
    elif isinstance(x, (list, tuple)):
        lists.append(list(x))
        for y in x:
            _walk(y, ints, lists, secrets)
    elif isinstance(x, int) and not isinstance(x, bool):
        ints.append(x)


def _diff_paths(a, b, path=(), out=None):
    """Paths (tuples of keys/indices) where two snapshots differ."""
    if out is None:
        out = []
    if isinstance(a, dict) and isinstance(b, dict) and sorted(a) == sorted(b):
        for k in sorted(a):
            _diff_paths(a[k], b[k], path + (k,), out)
    elif isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        for i in range(len(a)):
            _diff_paths(a[i], b[i], path + (i,), out)
    elif a != b:
        out.append(path)
    return out


def _at(d, path):
    for k in path:
        try:
            d = d[k]
        except (KeyError, IndexError, TypeError):
            return None
    return d


def hidden_paths(game, seat):
    """Where `seat`'s view hides something, the seed and the Rng left out."""
    d, v = game.to_dict(), game.view(seat)
    return [p for p in _diff_paths(d, v) if not any(k in _SECRET_KEYS for k in p)]


def seed_matters(cls, players, seed, variant=(), max_steps=120):
    """Does the seed change the game at all (shuffles, dice)? Two seeds, the
    same choices, as long as both games offer them."""
    from hexbox.core.rng import Rng

    a = cls(players=players, seed=seed, variant=variant)
    b = cls(players=players, seed=seed ^ 0x2A2A2A, variant=variant)
    pick = Rng(seed)
    for _ in range(max_steps):
        if _strip(a.to_dict()) != _strip(b.to_dict()) or a.actions() != b.actions():
            return True
        if a.over:
            return False
        legal = a.actions()
        act = legal[pick.below(len(legal))]
        a.play(act)
        b.play(act)
    return False


def check_view_now(cls, game, seed):
    """No view holds the seed or the Rng state, under any key or as any
    number; a view loaded as a snapshot does not restore what it hides; no
    hidden list (a hand, a face-down stack) shows up anywhere in it."""
    from hexbox.core.errors import CorruptData

    truth = game.to_dict()
    t_ints, t_lists, t_secrets = [], [], []
    _walk(truth, t_ints, t_lists, t_secrets)
    secret_ints = [seed]
    for s in t_secrets:
        _walk(s, secret_ints, [], [])
    for seat in range(game.players if hasattr(game, "players") else 1):
        v = json.loads(json.dumps(game.view(seat)))
        ints, lists, secrets = [], [], []
        _walk(v, ints, lists, secrets)
        for s in secrets:
            assert s is None, "the view of seat %d keeps a seed or rng: %r" % (seat, s)
        for x in secret_ints:
            assert x not in ints, "the view of seat %d holds %d (the seed or rng state)" % (seat, x)
        hidden = hidden_paths(game, seat)
        for p in hidden:
            h = _at(truth, p)
            if isinstance(h, list) and len(h) >= 3:
                assert h not in lists, "seat %d's view shows the hidden %r at another place" % (
                    seat,
                    p,
                )
        try:
            back = cls.from_dict(v)
        except (ValueError, TypeError, KeyError, CorruptData):
            continue
        got = back.to_dict()
        assert not hidden or any(_at(got, p) != _at(truth, p) for p in hidden), \
            "seat %d's view, loaded as a snapshot, restores what it hides" % seat


def check_no_rebuild_from_view(cls, players, seed, variant=()):
    """At the set-up, rebuilding the game with any number found in a view
    as the seed does not reproduce the hidden stacks and hands."""
    g = cls(players=players, seed=seed, variant=variant)
    truth = g.to_dict()
    for seat in range(players):
        hidden = hidden_paths(g, seat)
        if not hidden:
            continue
        ints = []
        _walk(g.view(seat), ints, [], [])
        cands = []
        for x in sorted(ints) + [0, 1, 2]:
            if x != seed and x not in cands:
                cands.append(x)
        for c in cands[:40]:
            try:
                other = cls(players=players, seed=c, variant=variant)
            except ValueError:
                continue
            d = other.to_dict()
            assert any(_at(d, p) != _at(truth, p) for p in hidden), \
                "seed %d, found in seat %d's view, rebuilds its hidden state" % (c, seat)


def check_views_hide(cls, seed=SECRET_SEED, every=5, variant=()):
    """One random playout: at the start and every `every` steps each seat's
    view passes check_view_now. Games whose seed changes nothing (no chance,
    nothing hidden) are exempt. Returns whether the game was checked."""
    players = default_players(cls)
    if not seed_matters(cls, players, seed, variant):
        return False
    check_no_rebuild_from_view(cls, players, seed, variant)
    count = [0]
    g0 = cls(players=players, seed=seed, variant=variant)
    check_view_now(cls, g0, seed)

    def on_step(game, action, events):
        count[0] += 1
        if count[0] % every == 0 or game.over:
            check_view_now(cls, game, seed)

    random_playout(cls, players, seed, variant=variant, on_step=on_step)
    return True
