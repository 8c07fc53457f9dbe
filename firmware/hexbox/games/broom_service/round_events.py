# What the end-of-round events do (seed, "Die Ereignisse"): the landscape
# events, "Gleichgesinnte", the 10th event, and the two blind resource bids.
# Amounts come from events.py. Every change goes through Game._vp / _res.
from .events import (ALL_AT_ONCE, ALL_AT_ONCE_VP, CLOUD_HUNTERS, CLOUD_HUNTERS_VP, DANGEROUS,
                     DANGEROUS_VP, EMPTY_HANDS, EMPTY_LOW_VP, EMPTY_TOP_VP, LIKE_MINDED,
                     LIKE_MINDED_VP, PLEASANT, PLEASANT_VP)


def is_bid(event):
    """Events that need a blind bid from every player first."""
    return event == EMPTY_HANDS or event == ALL_AT_ONCE


def bid_options(g, seat):
    if g.event == EMPTY_HANDS:
        # any number of your resources in the closed fist; nothing is handed in
        return [("bid", n) for n in range(sum(g.res[seat]) + 1)]
    out = [("bid", 0)]
    if min(g.res[seat]) >= 1:  # at most one set of the four resources
        out.append(("bid", 1))
    return out


def apply_end(g, ev):
    """Carry out an end-of-round event that needs no bids."""
    e = g.event
    P = g.players
    if e == DANGEROUS or e == PLEASANT:
        table = DANGEROUS_VP if e == DANGEROUS else PLEASANT_VP
        for s in range(P):
            d = 0
            for r in g.pawns[s]:
                d += table[g.board.land[r]]
            g._vp(s, d, "event", ev)
    elif e == LIKE_MINDED:
        # each other player's pawn in a region with one of yours counts once
        for s in range(P):
            d = 0
            for o in range(P):
                if o != s:
                    for r in g.pawns[o]:
                        if r in g.pawns[s]:
                            d += LIKE_MINDED_VP
            g._vp(s, d, "event", ev)
    elif e == CLOUD_HUNTERS:
        most = max(len(w) for w in g.won)
        if most > 0:
            for s in range(P):
                if len(g.won[s]) == most:
                    g._vp(s, CLOUD_HUNTERS_VP, "event", ev)


def resolve_bids(g, ev):
    bids = g.bids
    ev.append(("bids", tuple(bids)))
    if g.event == EMPTY_HANDS:
        hi, lo = max(bids), min(bids)
        if hi != lo:
            for s in range(g.players):
                if bids[s] == hi:
                    g._vp(s, EMPTY_TOP_VP, "event", ev)
                elif bids[s] == lo:
                    g._vp(s, -EMPTY_LOW_VP, "event", ev)
    else:
        k = bids.count(1)
        for s in range(g.players):
            if bids[s] == 1:
                for kind in range(4):
                    g._res(s, kind, -1, ev)
                g._vp(s, ALL_AT_ONCE_VP[k], "event", ev)
