# End-of-game scoring (seed, "Spielende"): lightning bolts by the table, sets
# of 4 and 3 different resources, amulets; then the winner and tie-breaks.
from micropython import const

from .data import ALL_CLOUDS, AMULET_VP, LIGHTNING_STEP, LIGHTNING_VP

SET4_VP = const(4)  # sourced
SET3_VP = const(2)  # sourced


def lightning_vp(bolts):
    last = len(LIGHTNING_VP) - 1
    if bolts <= last:
        return LIGHTNING_VP[bolts]
    return LIGHTNING_VP[last] + (bolts - last) * LIGHTNING_STEP


def bolts_of(tiles):
    n = 0
    for t in tiles:
        n += ALL_CLOUDS[t][2]
    return n


def resource_sets(res):
    """(sets of 4 different, sets of 3 different) worth the most VP."""
    best = (-1, 0, 0)
    for a in range(min(res) + 1):
        rest = [x - a for x in res]
        # most sets of 3 from 4 piles: greedily from the three biggest piles
        b = 0
        while True:
            rest.sort()
            if rest[1] <= 0:
                break
            rest[1] -= 1
            rest[2] -= 1
            rest[3] -= 1
            b += 1
        vp = a * SET4_VP + b * SET3_VP
        if vp >= best[0]:  # on equal VP count more sets of 4, as the seed does
            best = (vp, a, b)
    return best[1], best[2]


def final_bonus(res, tiles, amulets):
    """[(reason, VP)] a player adds at the end."""
    a, b = resource_sets(res)
    return [("set4", a * SET4_VP), ("set3", b * SET3_VP),
            ("lightning", lightning_vp(bolts_of(tiles))), ("amulets", AMULET_VP[amulets])]


def winners(vp, resources):
    """Most VP; tie: more resources; still tied: all of them win."""
    best = None
    out = []
    for s in range(len(vp)):
        key = (vp[s], resources[s])
        if best is None or key > best:
            best = key
            out = [s]
        elif key == best:
            out.append(s)
    return out
