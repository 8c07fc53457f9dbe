# Broom Service: the checks a snapshot passes before Game.from_dict restores it
# (games/CONTRACT.md, Snapshots). A module of its own: only restoring needs
# it, and the device never restores a snapshot (RAM).
from micropython import const

from hexbox.core import snapshot as S

from . import acts, round_events
from .data import (
    ALL_CLOUDS,
    BRAVE_DRUID_BONUS,
    BRAVE_FAIRY_BONUS,
    EMPTY_HANDS,
    FOREST_TILES,
    HAND,
    HILL_TILES,
    IN_PLAY,
    MORE_OR_LESS,
    MORE_OR_LESS_VP,
    MOUNTAIN,
    MOUNTAIN_TILES,
    N_EVENTS,
    N_ROLES,
    ROUNDS,
)
from .engine import ACT, BID, OVER, PLAY, SELECT

# assumed: bounds no game comes near (7 rounds of at most 6 roles each), so a
# snapshot beyond them is damaged; they keep the scoring loops short
MAX_RES = const(255)  # of one resource
MAX_VP = const(9999)
MAX_TURNS = const(1000)


def schema(g):
    """Every field of a snapshot of game g, by type and range."""
    P = g.players
    b = g.board
    seat = S.INT(0, P - 1)
    role = S.INT(0, N_ROLES - 1)
    roles = S.LIST(role, 0, N_ROLES)
    region = S.INT(0, b.n - 1)
    cloud = S.INT(0, len(ALL_CLOUDS) - 1)
    bit = S.INT(0, 1)
    per_seat = lambda spec: S.LIST(spec, P, P)  # noqa: E731
    nm = len(g.mtile) if g.mountains else 0
    nf = len(b.forest_spaces) if g.back else 0
    nh = len(b.hill_spaces) if g.back else 0
    bonus = S.INT(0, max(BRAVE_DRUID_BONUS, BRAVE_FAIRY_BONUS))
    task = S.ANY_OF(
        S.ROW(S.INT(acts.T_GATHER, acts.T_GATHER), S.INT(0, 2), S.INT(0, 9), S.INT(0, 9)),
        S.ROW(S.INT(acts.T_MOVE, acts.T_MOVE), S.INT(-1, MOUNTAIN), bit, S.INT(0, 0)),
        S.ROW(S.INT(acts.T_DELIVER, acts.T_DELIVER), S.INT(-1, b.n - 1),
              S.INT(1, acts.ANY_LAND), bonus),
        S.ROW(S.INT(acts.T_CLOUD, acts.T_CLOUD), bonus, S.INT(0, 0), S.INT(0, 0)),
        S.ROW(S.INT(acts.T_TURBO, acts.T_TURBO), bit, S.INT(0, max(nh - 1, 0)), bit),
        S.ROW(S.INT(acts.T_MTILE, acts.T_MTILE), S.INT(0, max(nm - 1, 0)), S.INT(0, 0),
              S.INT(0, 0)))
    return S.DICT(
        ("phase", S.INT(SELECT, OVER)),
        ("round", S.INT(0, ROUNDS)),
        ("rng", S.RNG),
        ("event", S.INT(0, N_EVENTS - 1)),
        ("events", S.LIST(S.INT(0, N_EVENTS - 1), IN_PLAY, IN_PLAY)),
        ("ench_deck", roles),
        ("ench", S.LIST(role, 0, max(5 - P, 0))),
        ("vp", per_seat(S.INT(-MAX_VP, MAX_VP))),
        ("res", per_seat(S.LIST(S.INT(0, MAX_RES), 4, 4))),
        ("pawns", per_seat(S.LIST(region, 2, 2))),
        ("hand", per_seat(roles)),
        ("played", per_seat(roles)),
        ("sel_done", per_seat(bit)),
        ("extra", per_seat(bit)),
        (
            "clouds",
            S.LIST(S.INT(-1, len(ALL_CLOUDS) - 1), len(b.cloud_spaces), len(b.cloud_spaces)),
        ),
        ("won", per_seat(S.LIST(cloud, 0, len(ALL_CLOUDS)))),
        ("tower_full", S.LIST(bit, len(b.towers), len(b.towers))),
        ("tower_off", S.LIST(bit, len(b.towers), len(b.towers))),
        ("mtile", S.LIST(S.INT(0, len(MOUNTAIN_TILES) - 1), nm, nm)),
        ("amulet", per_seat(S.LIST(bit, nm, nm))),
        ("ftile", S.LIST(S.INT(-1, max(FOREST_TILES)), nf, nf)),
        (
            "fhold",
            per_seat(
                S.LIST(
                    S.ROW(S.INT(0, max(FOREST_TILES)), S.INT(0, MAX_TURNS)), 0, len(FOREST_TILES)
                )
            ),
        ),
        ("htile", S.LIST(S.INT(-1, len(HILL_TILES) - 1), nh, nh)),
        ("leader", seat),
        ("role", S.INT(-1, N_ROLES - 1)),
        ("brave_seat", S.INT(-1, P - 1)),
        ("follow", seat),
        ("done_roles", roles),
        ("turn_no", S.INT(0, MAX_TURNS)),
        ("act", S.ROW(S.INT(-1, P - 1), S.INT(-1, N_ROLES - 1), bit, bit, bit, bit)),
        ("tasks", S.LIST(task, 0, 16)),
        ("bids", per_seat(S.LIST(S.INT(0, 4 * MAX_RES), 0, 4))),  # round_events: blind bids
        ("late", bit),
        ("history", S.LIST(S.ACTION)),
        ("secret", S.LIST(S.ROW(S.INT(0, S.MAX_ITEMS), seat))),
    )


def _distinct(xs):
    return len(set(xs)) == len(xs)


def consistent(g, d):
    """The fields of a well-typed snapshot agree with each other: what the
    rules could have reached, so actions() and play() work on from it."""
    need = S.need
    P = g.players
    ph = d["phase"]
    rnd = d["round"]
    need((ph == OVER) == (rnd == ROUNDS), "the game is over exactly after round %d", ROUNDS)
    need(_distinct(d["events"]), "an event card is there twice")
    need(ph == OVER or d["event"] == d["events"][rnd], "the event is not this round's")
    need(_distinct(d["ench_deck"] + d["ench"]) and d["ench"] == sorted(d["ench"]),
         "an enchanted role is there twice")
    need(ph == OVER or len(d["ench"]) == max(5 - P, 0), "%d roles are enchanted", max(5 - P, 0))
    for s in range(P):
        need(_distinct(d["hand"][s] + d["played"][s]) and d["hand"][s] == sorted(d["hand"][s]),
             "seat %d holds a role card twice", s)
        for _tile, got in d["fhold"][s]:
            need(got <= d["turn_no"], "a forest tile taken in a later turn")
    need(_distinct(d["done_roles"]), "a role was done twice this round")
    tiles = [t for t in d["clouds"] if t >= 0]
    for w in d["won"]:
        tiles += w
    need(_distinct(tiles), "a cloud tile is there twice")
    need(g.back or not any(d["extra"]), "only the back side has forest tiles")
    # where in the round the game stands
    if ph == SELECT:
        need(not all(d["sel_done"]), "everybody has chosen, yet the choosing goes on")
        hi = MORE_OR_LESS_VP[-1][0] if d["event"] == MORE_OR_LESS else HAND
        for s in range(P):
            need(len(d["hand"][s]) <= hi + d["extra"][s], "seat %d chose too many roles", s)
    need(not d["late"] or (ph == SELECT and d["event"] == MORE_OR_LESS),
         "the late forest tile belongs to Mehr oder weniger")
    if ph == PLAY:
        r = d["role"]
        if r < 0:
            need(d["hand"][d["leader"]], "the leader has no role to lead")
        else:
            need(r in d["hand"][d["follow"]], "the next player cannot follow the role")
    act = d["act"]
    if ph == ACT:
        need(act[0] >= 0 and act[1] >= 0, "an action without its player and role")
    else:
        need(act[0] < 0 and not d["tasks"], "tasks outside an action")
    for t in d["tasks"]:
        if t[0] == acts.T_TURBO:
            h = d["htile"][t[2]] if g.back else -1
            need(h >= 0 and HILL_TILES[h][0] >= 0, "a turbo on a hill without a turbo tile")
        elif t[0] == acts.T_MTILE:
            need(g.mountains, "a mountain tile task without the mountains")
    bids = d["bids"]
    if ph == BID:
        need(round_events.is_bid(d["event"]), "a bid for no bidding event")
        g.event = d["event"]  # g is overwritten from d after these checks anyway
        n = round_events.bid_entries(g)
        need(min(len(b) for b in bids) < n, "every fist is ready, yet the bidding goes on")
        for s in range(P):
            res = d["res"][s]
            b = bids[s]
            most = [sum(res)] if d["event"] == EMPTY_HANDS else res
            need(len(b) <= n and all(b[k] <= most[k] for k in range(len(b))),
                 "seat %d bid more than it has", s)
    else:
        need(bids == [[]] * P, "bids outside the bidding")
    n = len(d["history"])
    for i, _seat in d["secret"]:
        need(i < n, "a secret action past the end of the history")


def check(g, d):
    """Every field of d after its header, for the game g built from that
    header (hexbox.core.restore.head)."""
    S.check(d, schema(g))
    consistent(g, d)
