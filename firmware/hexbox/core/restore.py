# Engine.from_dict (hexbox.core.engine): a game rebuilt from a snapshot, only
# after its header (what builds the game) and then every field (the game's
# restore.py, against its schema: hexbox.core.snapshot) are checked. Only
# restoring needs this and the device never restores: a module of its own.
from .action import MAX_LEN, describe
from .errors import ConfigError, CorruptData
from .snapshot import DICT, INT, LIST, SEED, STR, check, need, playable


def head(cls, d):
    """The config a snapshot of engine class cls was made with, checked:
    {"players", "seed", "variant", ...}. A snapshot of the older shape (no
    "config": players, seed and variant at the top, the game's name missing
    in some) is read too, so a file saved before still loads."""
    if type(d) is not dict:
        raise TypeError("a %s snapshot is a dict, not %s" % (cls.name, describe(d)))
    lo, hi = cls.PLAYERS
    spec = DICT(("players", INT(lo, hi)), ("seed", SEED), ("variant", LIST(STR(), 0, MAX_LEN)))
    if "config" not in d and "players" in d:
        need(d.get("game", cls.name) == cls.name, "not a %s game", cls.name)
        check(d, spec)
        return {"players": d["players"], "seed": d["seed"], "variant": d["variant"]}
    need(d.get("game") == cls.name, "not a %s game", cls.name)
    check(d, DICT(("config", spec)))
    return d["config"]


def restore(cls, d, parts):
    """Engine.from_dict (hexbox.core.engine): the game of engine class cls
    that snapshot d holds, every field checked first by the game's
    restore.check, then filled in from it (Engine._fill); CorruptData
    (TypeError if d is no dict) when it is not a game the rules could have
    reached."""
    c = head(cls, d)
    try:
        g = cls._built(c, parts)
    except (ValueError, ConfigError) as e:
        raise CorruptData("snapshot: %s" % (e,)) from None
    from .heap import module

    rules = module(cls.__module__.rsplit(".", 1)[0] + ".restore")  # the game's restore.py
    rules.check(g, d)
    g._fill(d)
    playable(g)
    return g
