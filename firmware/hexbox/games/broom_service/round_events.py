# What the end-of-round events do (seed, "Die Ereignisse"): the landscape
# events, "Gleichgesinnte", the 10th event, and the two blind resource bids.
# Amounts come from events.py. Every change goes through Game._vp / _res,
# with the event's own reason, so the line says which event it was.
from .data import (
    ALL_AT_ONCE,
    ALL_AT_ONCE_SET,
    ALL_AT_ONCE_VP,
    CLOUD_HUNTERS,
    CLOUD_HUNTERS_VP,
    DANGEROUS,
    DANGEROUS_VP,
    EMPTY_HANDS,
    EMPTY_TOP_VP,
    EMPTY_ZERO_VP,
    LIKE_MINDED,
    LIKE_MINDED_VP,
    PLEASANT,
    PLEASANT_VP,
    WAND,
)


def is_bid(event):
    """Events that need a blind bid from every player first."""
    return event == EMPTY_HANDS or event == ALL_AT_ONCE


# A blind bid (seed: "nehmen alle Spieler gleichzeitig eine beliebige Anzahl
# ihrer Ressourcen in die geschlossene Faust"): g.bids[seat] lists what the
# seat has put in so far. "Mit leeren Haenden": one entry, how many resources.
# "Einmal alles!": what is bid is handed in ("Mit leeren Haenden" is the one
# bid where "Die Ressourcen muessen nicht abgegeben werden"), and "Jeder
# Spieler darf nur maximal einen Satz an Ressourcen abgeben", so the fist holds
# at most one set: one entry per resource kind (green, violet, orange, wand),
# each 0 or 1; kinds the seat holds none of are filled in as 0 without asking.
# Every entry is one ("bid", n) action.
def bid_entries(g):
    return WAND + 1 if g.event == ALL_AT_ONCE else 1


def bid_kind(g, seat):
    """"Einmal alles!": the resource kind the seat's next ("bid", n) counts."""
    return len(g.bids[seat])


def bid_options(g, seat):
    if g.event == EMPTY_HANDS:
        return [("bid", n) for n in range(sum(g.res[seat]) + 1)]
    return [("bid", n) for n in range(min(g.res[seat][bid_kind(g, seat)], ALL_AT_ONCE_SET) + 1)]


def bid_fill(g):
    """"Einmal alles!": put 0 for each kind a seat holds none of (nothing to
    choose), seat after seat, up to the next real choice."""
    if g.event != ALL_AT_ONCE:
        return
    for s in range(g.players):
        b = g.bids[s]
        while len(b) < WAND + 1 and g.res[s][len(b)] == 0:
            b.append(0)


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
            g._vp(s, d, "dangerous" if e == DANGEROUS else "pleasant", ev)
    elif e == LIKE_MINDED:
        # each other player's pawn in a region with one of yours counts once
        for s in range(P):
            d = 0
            for o in range(P):
                if o != s:
                    for r in g.pawns[o]:
                        if r in g.pawns[s]:
                            d += LIKE_MINDED_VP
            g._vp(s, d, "like_minded", ev)
    elif e == CLOUD_HUNTERS:
        most = max(len(w) for w in g.won)
        if most > 0:
            for s in range(P):
                if len(g.won[s]) == most:
                    g._vp(s, CLOUD_HUNTERS_VP, "cloud_hunters", ev)


def resolve_bids(g, ev):
    """The fists open: the amounts are compared."""
    totals = [sum(b) for b in g.bids]
    ev.append(("bids", tuple(totals)))
    most = max(totals)
    if g.event == EMPTY_HANDS:
        # nothing is handed in ("Die Ressourcen muessen nicht abgegeben werden")
        for s in range(g.players):
            if totals[s] == 0:
                g._vp(s, EMPTY_ZERO_VP, "empty_handed", ev)
            elif totals[s] == most and totals.count(most) == 1:
                g._vp(s, EMPTY_TOP_VP, "empty_handed", ev)
        return
    # the fist (at most one set) is handed in
    for s in range(g.players):
        for kind in range(WAND + 1):
            if g.bids[s][kind] > 0:
                g._res(s, kind, -g.bids[s][kind], ev)
        if most > 0 and totals[s] == most:
            g._vp(s, ALL_AT_ONCE_VP, "all_at_once", ev)
