# One checker for every engine's from_dict(): a snapshot is JSON, and before a
# single value of it reaches a game its type and range are checked against the
# game's schema, a table of (field, spec). A spec is a small tuple:
#
#   INT(lo, hi)         an int (never a bool or float) in lo..hi
#   BOOL                True or False
#   STR(a, b, ...)      one of these strings (STR() alone: any short string)
#   NULL(spec)          None or spec
#   LIST(spec, lo, hi)  a list of lo..hi items, each spec
#   ROW(s1, s2, ...)    a list of exactly these items, in order
#   DICT((key, spec), ...)  a dict holding at least these keys
#   ANY_OF(s1, s2, ...) the first spec that fits
#   ACTION              an action's JSON shape (hexbox.core.action.check)
#
# The check walks the spec, never deeper into the value than the spec goes, so
# a value nested past any depth fails at the first level where the spec wants a
# scalar. Errors are CorruptData naming the path ("ghosts[2][0]"), and describe
# the value found without printing it. Whether the fields agree with each other
# (cards add up, the phase fits the pending choice) is the game's own check,
# made after this one.
from micropython import const

from . import action as _action
from .errors import CorruptData, IllegalAction

_INT = const(0)
_BOOL = const(1)
_STR = const(2)
_NULL = const(3)
_LIST = const(4)
_ROW = const(5)
_DICT = const(6)
_ANY_OF = const(7)
_ACTION = const(8)

MAX_ITEMS = const(100000)  # no list of any snapshot comes near this


def INT(lo, hi):
    return (_INT, lo, hi)


BOOL = (_BOOL,)


def STR(*choices):
    return (_STR, choices)


def NULL(spec):
    return (_NULL, spec)


def LIST(spec, lo=0, hi=MAX_ITEMS):
    return (_LIST, spec, lo, hi)


def ROW(*specs):
    return (_ROW, specs)


def DICT(*fields):
    return (_DICT, fields)


def ANY_OF(*specs):
    return (_ANY_OF, specs)


ACTION = (_ACTION,)
SEED = (_INT, -(1 << 62), 1 << 62)  # any seed a person or a config file would give
RNG = (_INT, 1, 0xFFFFFFFF)  # a hexbox.core.rng.Rng state


class _Bad(Exception):
    """A mismatch on its way up: `path` collects the keys, innermost first."""

    def __init__(self, msg):
        super().__init__(msg)
        self.msg = msg
        self.path = []


def _want(spec):
    k = spec[0]
    if k == _INT:
        return "an int in %d..%d" % (spec[1], spec[2])
    if k == _BOOL:
        return "true or false"
    if k == _STR:
        return "one of %s" % ", ".join(spec[1]) if spec[1] else "a short string"
    if k == _NULL:
        return "null or " + _want(spec[1])
    if k == _LIST:
        lo, hi = spec[2], spec[3]
        if lo == hi:
            return "a list of length %d" % lo
        return "a list of length %d..%d" % (lo, hi) if lo else "a list of up to %d" % hi
    if k == _ROW:
        return "a list of length %d" % len(spec[1])
    if k == _DICT:
        return "a dict"
    if k == _ACTION:
        return "an action"
    return "another shape"


def _fail(v, spec):
    raise _Bad("%s, not %s" % (_want(spec), _action.describe(v)))


def _leaf(v, spec):
    """Check v against a spec that holds nothing to walk: an int, a bool, a
    str or an action."""
    k = spec[0]
    t = type(v)
    if k == _INT:
        fits = t is int and spec[1] <= v <= spec[2]
    elif k == _BOOL:
        fits = t is bool
    elif k == _STR:
        fits = t is str and len(v) <= _action.MAX_STR and not (spec[1] and v not in spec[1])
    else:  # _ACTION
        if t is not list:
            _fail(v, spec)
        try:
            _action.check(tuple(v))
        except IllegalAction as e:
            raise _Bad(e.reason) from None
        return
    if not fits:
        _fail(v, spec)


def _walk(v, spec):
    k = spec[0]
    t = type(v)
    if k <= _STR or k == _ACTION:
        _leaf(v, spec)
    elif k == _NULL:
        if v is not None:
            try:
                _walk(v, spec[1])
            except _Bad as e:
                if not e.path:  # the value itself misfits: say null would do
                    e.msg = "null or " + e.msg
                raise
    elif k == _LIST:
        if t is not list or not spec[2] <= len(v) <= spec[3]:
            _fail(v, spec)
        _items(v, (spec[1],) * len(v))
    elif k == _ROW:
        if t is not list or len(v) != len(spec[1]):
            _fail(v, spec)
        _items(v, spec[1])
    elif k == _DICT:
        if t is not dict:
            _fail(v, spec)
        for key, sub in spec[1]:
            if key not in v:
                e = _Bad("missing")
                e.path.append(key)
                raise e
            try:
                _walk(v[key], sub)
            except _Bad as e:
                e.path.append(key)
                raise
    elif k == _ANY_OF:
        for sub in spec[1]:
            try:
                _walk(v, sub)
                return
            except _Bad:
                pass
        raise _Bad("none of its possible shapes fits %s" % _action.describe(v))


def _items(v, specs):
    for i in range(len(v)):
        try:
            _walk(v[i], specs[i])
        except _Bad as e:
            e.path.append(i)
            raise


def check(value, spec, what="snapshot"):
    """CorruptData unless value fits spec (see the table above)."""
    try:
        _walk(value, spec)
    except _Bad as e:
        where = ""
        for p in reversed(e.path):
            where += "[%d]" % p if type(p) is int else ("." if where else "") + p
        raise CorruptData("%s: %s%s%s" % (what, where, ": " if where else "", e.msg)) from None
    return value


def need(cond, msg, *args):
    """A cross-field check of a game's from_dict: CorruptData(msg % args)."""
    if not cond:
        raise CorruptData("snapshot: " + (msg % args if args else msg))


def playable(game):
    """The last check of every from_dict: the game is over, or someone can act."""
    if not game.over and not game.actions():
        raise CorruptData("snapshot: nobody can act, yet the game is not over")

