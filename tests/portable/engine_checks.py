# Generic checks every registered game must pass (OpenSpiel style). Plain
# functions using assert, so the CPython tests and the MicroPython portable
# tests share them.
import json

from hexbox.core.errors import IllegalAction
from hexbox.games.playout import default_players, random_playout

JUNK_ACTIONS = (None, 42, "x", (), ("nonsense",), ("nonsense", 1, 2), (None,), {"a": 1})


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
        raise AssertionError("illegal action %r was accepted" % (bad,))
    assert game.to_dict() == before, "illegal action %r changed the state" % (bad,)
    return reason


def check_illegal_unchanged(game, limit=40):
    legal = game.actions()
    tried = 0
    candidates = list(JUNK_ACTIONS)
    for a in legal[:6]:
        candidates.extend(mutations(a))
    for bad in candidates:
        if bad in legal:
            continue
        illegal_reason(game, bad)
        tried += 1
        if tried >= limit:
            break


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
                assert h not in lists, "seat %d's view shows the hidden %r at another place" % (seat, p)
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
