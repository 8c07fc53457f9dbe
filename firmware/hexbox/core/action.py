# The shape check every engine's play() runs before anything else: an action
# is a short flat tuple (name, *args) of exact strings and ints. Tuples compare
# by value, so without this check ("place", 0, 35.0) would equal the legal
# ("place", 0, 35) and a float would end up in the state; True == 1 likewise.
# Nothing here recurses into the value or prints more of it than its type, so
# an action nested a thousand deep or a huge one is refused like any other.
from micropython import const

from .errors import IllegalAction

MAX_LEN = const(8)  # the longest action of any game has 6 parts (a spell)
MAX_STR = const(24)  # longer than every name and argument an engine uses
INT_LIMIT = const(0x3FFFFFFF)  # |n| <= 2^30 - 1: small ints on MicroPython


def describe(v):
    """A short, bounded description of any value, for a reason a player reads
    (never the repr of a container: it could be nested past any depth)."""
    t = type(v)
    if v is None or t is bool or t is float:
        return repr(v)
    if t is int:
        return repr(v) if -INT_LIMIT <= v <= INT_LIMIT else "a number out of range"
    if t is str:
        return repr(v) if len(v) <= MAX_STR else "a string of %d characters" % len(v)
    if t is tuple or t is list or t is dict:
        return "a %s of length %d" % (t.__name__, len(v))
    return "a " + t.__name__


def check(action, max_len=MAX_LEN):
    """The action itself if it has the shape of one, else IllegalAction.
    Whether it is legal now is the engine's question, asked after this. JSON
    has no tuples: whoever reads actions from JSON turns each list into a
    tuple first (one level: a list inside stays a list, and is refused)."""
    if type(action) is not tuple:
        raise IllegalAction("an action is a tuple such as ('roll',), not %s" % describe(action))
    n = len(action)
    if n == 0:
        raise IllegalAction("an action names what to do: it cannot be empty")
    if n > max_len:
        raise IllegalAction("an action has at most %d parts, not %d" % (max_len, n))
    if type(action[0]) is not str:
        raise IllegalAction("an action starts with its name, not %s" % describe(action[0]))
    for v in action:
        t = type(v)
        if t is int:
            if not -INT_LIMIT <= v <= INT_LIMIT:
                raise IllegalAction("a number in an action must be small, not %s" % describe(v))
        elif t is str:
            if len(v) > MAX_STR:
                raise IllegalAction("a word in an action is at most %d letters" % MAX_STR)
        else:
            raise IllegalAction("an action holds only words and whole numbers, not %s"
                                % describe(v))
    return action
