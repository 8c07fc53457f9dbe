# Event lines and sounds from tables (a game's present.py): one row per event
# name, so only the irregular lines stay code.
#
# Line rows: (event name, format, parts). Each part fills the next % of the
# format: an int i is event[i]; a pair (names, i) is names[event[i]], or
# names(game, event[i]) when names is a function (a seat's name). E.g.
#   ("place", "%s set on %d", ((MAGICIANS, 1), 2))
# Sound rows, and any other table of pairs: (key, value).


def line(table, event, game=None):
    """The line `table` gives `event` (in `game`), or None when no row names it."""
    k = event[0]
    for name, fmt, parts in table:
        if name == k:
            if not parts:
                return fmt
            args = []
            for p in parts:
                if type(p) is int:
                    args.append(event[p])
                elif callable(p[0]):
                    args.append(p[0](game, event[p[1]]))
                else:
                    args.append(p[0][event[p[1]]])
            return fmt % tuple(args)
    return None


def lookup(table, key, default=None):
    """The value of the first (key, value) row of `table` for `key`."""
    for k, v in table:
        if k == key:
            return v
    return default
