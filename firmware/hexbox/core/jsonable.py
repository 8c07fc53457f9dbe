# Actions travel as JSON (logs, CLI, snapshots), which has lists but no tuples.
# Engines compare actions as tuples, so everything read back goes through here.


def tuplify(x):
    """Lists become tuples, recursively; everything else is returned as is."""
    if isinstance(x, list):
        return tuple(tuplify(v) for v in x)
    return x


def listify(x):
    """Tuples become lists, recursively: the JSON shape of an action or event."""
    if isinstance(x, (tuple, list)):
        return [listify(v) for v in x]
    return x
