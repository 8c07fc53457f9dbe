# Infer the magicians' move from hall-sensor occupancy.
#
# Each legal action would leave the magicians on some set of fields. The
# observed occupancy is compared with every such set:
#   - equal to exactly one action's set (and different from now): that action;
#   - equal to now: nothing happened yet ("same"); actions that leave the
#     board as it is (pass, stay) need the CONFIRM button;
#   - now minus one magician's field: that magician is in the hand, a
#     half-done move ("pending"); if it may leave through a gate, CONFIRM
#     plays the exit ("exit" actions listed);
#   - anything else: an impossible position. It changes nothing; the app
#     beeps and says which fields differ.

_OFF = -1  # a magician not on the board (not placed yet, or out)
_PUTS = ("place", "move", "away")  # the actions that set a magician on a[2]

SAME = "same"
ACTION = "action"
PENDING = "pending"
IMPOSSIBLE = "impossible"


def fields_now(mags):
    return sorted(f for f in mags if f >= 0)


def lifted(mags, observed):
    """The magician whose field alone the sensors see empty (-1 if none or
    more): every action that can match `observed` is that magician's."""
    m = -1
    for i in range(len(mags)):
        f = mags[i]
        if f >= 0 and f not in observed:
            if m >= 0:
                return -1
            m = i
    return m


def mags_after(mags, action):
    """Each magician's field after `action` (a Spuknacht action tuple), -1
    off the board, as the magnets stand once the move is made (before any
    ghost's touch sends one away)."""
    kind = action[0]
    after = list(mags)
    if kind in _PUTS:
        after[action[1]] = action[2]
    elif kind == "exit":
        after[action[1]] = _OFF
    return after


def fields_after(mags, action):
    """Sorted occupied fields after `action` (a Spuknacht action tuple)."""
    return fields_now(mags_after(mags, action))


def infer(mags, actions, observed):
    """(verdict, detail). observed: sorted list of occupied fields;
    actions: the legal actions, any iterable that can be walked twice.

    ACTION -> the one action; SAME -> actions that need CONFIRM (pass, stay);
    PENDING -> (lifted magician, exit actions it may take with CONFIRM);
    IMPOSSIBLE -> (fields that should be empty, fields that should be taken)."""
    now = fields_now(mags)
    if observed == now:
        return SAME, [a for a in actions if a[0] != "exit" and fields_after(mags, a) == now]
    hits = []
    for a in actions:
        kind = a[0]
        if kind == "exit":
            continue
        # a magician put on a field the sensors see empty: not this one, and
        # no copy of the board made to say so (the box asks at every change)
        if kind in _PUTS and a[2] >= 0 and a[2] not in observed:
            continue
        if fields_after(mags, a) == observed:
            hits.append(a)
    if len(hits) == 1:
        return ACTION, hits[0]
    if len(hits) > 1:  # two actions with the same end position (never in Spuknacht)
        return SAME, hits
    missing = [f for f in now if f not in observed]
    extra = [f for f in observed if f not in now]
    if len(missing) == 1 and not extra:
        m = mags.index(missing[0])
        exits = [a for a in actions if a[0] == "exit" and a[1] == m]
        return PENDING, (m, exits)
    return IMPOSSIBLE, (extra, missing)
