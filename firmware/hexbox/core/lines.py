# Event lines and sounds from tables (a game's present.py): one row per event
# name, so only the irregular lines stay code.
#
# Line rows: (event name, format, parts), all constants (a frozen firmware
# keeps them in flash). The parts fill the format's %s and %d in order: a
# digit i is event[i]; a letter before it names how to show that value,
# from the game's names table ((letter, how), ...): how[value] for a table
# of names, how(game, value) for a function (a seat's name). E.g., with
# names (("m", MAGICIANS),):
#   ("place", "%s set on %d", "m12")  ->  MAGICIANS[event[1]], event[2]
# Sound rows, and any other table of pairs: (key, value).


def line(table, event, game=None, names=()):
    """The line `table` gives `event` (in `game`), or None when no row names it."""
    k = event[0]
    for name, fmt, parts in table:
        if name == k:
            if not parts:
                return fmt
            args = []
            how = None
            for c in parts:
                if "0" <= c <= "9":
                    v = event[ord(c) - 48]
                    if how is not None:
                        v = how(game, v) if callable(how) else how[v]
                        how = None
                    args.append(v)
                else:
                    how = lookup(names, c)
            return fmt % tuple(args)
    return None


def lookup(table, key, default=None):
    """The value of the first (key, value) row of `table` for `key`."""
    for k, v in table:
        if k == key:
            return v
    return default


def count(forms, n):
    """A count with its word in the right number: forms is (one, many), each
    with one %d ("%d action", "%d actions"); n == 1 takes the first."""
    return forms[0 if n == 1 else 1] % n
