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
