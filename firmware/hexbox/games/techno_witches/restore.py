# Techno Witches: the checks a snapshot passes before Game.from_dict restores
# it (games/CONTRACT.md, Snapshots). A module of its own: only restoring needs
# it, and the device never restores a snapshot (RAM).
from hexbox.core import snapshot as S

from . import data, flight, layout, pieces
from .engine import _SIDES


def schema(g):
    """Every field of a snapshot of game g, by type and range."""
    P = g.players
    seat = S.INT(0, P - 1)
    # a resting piece lies on the table: a flight that touches the edge crashes
    x = S.INT(0, pieces.mm(data.TABLE_W))
    y = S.INT(0, pieces.mm(data.TABLE_H))
    h = S.INT(0, pieces.TURN - 1)
    pose = S.ROW(x, y, h)
    shape = S.INT(1, len(data.CURVES))
    side = S.STR(*_SIDES)
    curve = S.ROW(shape, side)
    names = layout.house_names(g.adventure, P)
    loc = S.STR(*(names + tuple("c%d" % n for n in range(1, 9))))
    locs = S.LIST(loc, 0, data.WOLKENSCHRECK_OFFERS)
    house = S.STR(*names) if names else S.ANY_OF()  # no houses: nothing is a house
    seats = S.LIST(seat, 0, P)
    return S.DICT(
        ("poses", S.LIST(S.NULL(pose), P, P)),
        ("home", S.LIST(S.NULL(loc), P, P)),
        ("books", S.LIST(S.LIST(curve, 0, data.BOOK_FORWARD), P, P)),
        ("backs", S.LIST(S.NULL(curve), P, P)),
        ("supply", S.LIST(S.INT(0, data.COPIES), len(data.CURVES), len(data.CURVES))),
        ("castles", S.LIST(S.INT(1, 8), 0, 8)),
        ("cat", S.INT(-2, P - 1)),
        ("points", S.LIST(S.INT(0, data.QUADDATSCH_POINTS_TO_WIN), P, P)),
        ("stage", S.LIST(S.INT(0, flight.ROUTE_BACK), P, P)),
        ("marker", S.LIST(S.NULL(house), P, P)),
        ("wk", S.NULL(pose)),
        ("wk_queue", S.LIST(shape, 0, data.WOLKENSCHRECK_CURVES)),
        ("wk_seat", S.INT(-1, P - 1)),
        ("wk_touched", seats),
        ("wk_path", S.LIST(S.ROW(x, y, h, shape, side))),
        (
            "pending",
            S.LIST(
                S.ANY_OF(
                    S.ROW(S.STR("start"), seat),
                    S.ROW(S.STR("face"), seat, loc),
                    S.ROW(S.STR("hover"), seat),
                    S.ROW(S.STR("restart"), seat, seat),
                    S.ROW(S.STR("offer"), seat, locs),
                    S.ROW(S.STR("pick"), seat, seat, locs),
                    S.ROW(S.STR("vote"), seat, seats, S.LIST(house, 0, P)),
                    S.ROW(S.STR("land"), seat),
                    S.ROW(S.STR("wturn"), seat),
                ),
                0,
                2 * P,
            ),
        ),
        ("turn", seat),
        ("turns", S.INT(0, data.MAX_ROUNDS * P)),
        ("turn_done", S.BOOL),
        ("over", S.BOOL),
        (
            "result",
            S.NULL(
                S.DICT(
                    ("winners", seats),
                    ("scores", S.NULL(S.LIST(S.INT(0, data.QUADDATSCH_POINTS_TO_WIN), P, P))),
                    ("adventure", S.STR(g.adventure)),
                    ("reason", S.STR()),
                )
            ),
        ),
        (
            "last_flight",
            S.NULL(
                S.DICT(
                    ("seat", seat),
                    ("crash", S.NULL(S.STR())),
                    (
                        "pieces",
                        S.LIST(
                            S.ROW(x, y, h, shape, side, S.BOOL, S.BOOL), 0, data.BOOK_FORWARD + 1
                        ),
                    ),
                )
            ),
        ),
        ("history", S.LIST(S.ACTION)),
    )


def consistent(g, d):
    """The fields of a well-typed snapshot agree with each other: what the
    rules could have reached, so actions() and play() work on from it."""
    need = S.need
    P = g.players
    adv = g.adventure
    wolk = adv == data.WOLKENSCHRECK
    # every curve is in the supply, in a spellbook or set aside for Wolkenschreck
    count = list(d["supply"])
    for s in range(P):
        for c in d["books"][s] + ([d["backs"][s]] if d["backs"][s] is not None else []):
            count[c[0] - 1] += 1
    for shape in d["wk_queue"]:
        count[shape - 1] += 1
    need(count == [data.COPIES] * len(data.CURVES), "the curves do not add up")
    for s in range(P):
        need(d["backs"][s] is None or adv in data.BACKWARD_ALLOWED,
             "a backward curve before Bumblebee Flight")
    castles = d["castles"]
    need(castles == sorted(set(castles)), "the castles are not listed once each, in order")
    need(wolk or castles == list(range(1, 9)), "only Wolkenschreck takes castles away")
    need((d["wk"] is not None) == wolk, "Wolkenschreck flies exactly in his adventure")
    need(wolk or not (d["wk_queue"] or d["wk_touched"] or d["wk_path"]),
         "only Wolkenschreck has curves to fly")
    need(not d["wk_queue"] or d["wk_seat"] >= 0, "Wolkenschreck's curves belong to a player")
    need(len(set(d["wk_touched"])) == len(d["wk_touched"]), "a flyer touched twice")
    need((d["cat"] == -2) == (layout.cat_xy(adv) is None),
         "the cat is in play exactly in Flight School and Quaddatsch")
    need(adv == data.QUADDATSCH or d["points"] == [0] * P, "points only in Quaddatsch")
    need(adv == data.BUMBLEBEE or (d["stage"] == [0] * P and d["marker"] == [None] * P),
         "stages and markers only in Bumblebee Flight")
    marks = [m for m in d["marker"] if m is not None]
    need(len(set(marks)) == len(marks), "two markers on one house")
    homes = [h for h in d["home"] if h is not None]
    need(len(set(homes)) == len(homes), "two flyers start at one place")
    for s in range(P):
        need(d["home"][s] is None or d["poses"][s] is not None,
             "flyer %d is in starting position but not on the table", s)
    # who waits for what: every flyer off the table has a decision that brings it back
    back = [0] * P
    pend = d["pending"]
    for p in pend:
        k = p[0]
        who = p[1] if k in ("start", "face", "offer") else p[2] if k in ("restart", "pick") else -1
        if who >= 0:
            need(not back[who] and d["poses"][who] is None,
                 "flyer %d waits to start twice, or from the table", who)
            back[who] = 1
        if k == "hover":
            need(p[1] == d["turn"] and (d["books"][p[1]] or d["backs"][p[1]] is not None),
                 "the hovering player is the one flying")
        elif k == "offer":
            need(wolk and len(set(p[2])) == len(p[2]) and len(p[2]) < data.WOLKENSCHRECK_OFFERS,
                 "offers are Wolkenschreck's, different and fewer than %d",
                 data.WOLKENSCHRECK_OFFERS)
        elif k == "pick":
            need(wolk and p[1] == (p[2] + 1) % P and p[3], "the left neighbour picks an offer")
        elif k in ("vote", "land"):
            need(adv == data.BUMBLEBEE, "votes only in Bumblebee Flight")
            if k == "vote":
                need(p[2] and p[1] not in p[2] and len(p[3]) < len(p[2])
                     and len(set(p[2])) == len(p[2]), "the votes do not fit the voters")
        elif k == "wturn":
            need(d["wk_queue"] and p[1] == d["wk_seat"], "Wolkenschreck's turn has a curve")
        elif k == "restart":
            need(adv == data.QUADDATSCH, "ramming restarts only in Quaddatsch")
    for s in range(P):
        need(back[s] or d["poses"][s] is not None or s in d["wk_touched"],
             "flyer %d is off the table and nobody brings it back", s)
    need(not d["over"] or not pend, "a finished game waits for nobody")
    need(d["over"] == (d["result"] is not None), "over and a result go together")


def check(g, d):
    """Every field of d after its header, for the game g built from that
    header (hexbox.core.restore.head)."""
    S.check(d, schema(g))
    consistent(g, d)
