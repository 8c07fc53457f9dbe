# Die wandelnden Türme: the checks a snapshot passes before Game.from_dict
# restores it (games/CONTRACT.md, Snapshots). A module of its own: only
# restoring needs it, and the device never restores a snapshot (RAM).
from hexbox.core import snapshot as S

from .data import (
    ACTIONS_PER_TURN,
    BASE_SPELLS,
    CARD_TYPES,
    DECK,
    DIE,
    DIE_SIDES,
    FIELDS,
    HAND_SIZE,
    MAX_STACK,
    MAX_WIZARDS_ON_SPOT,
    PER_PLAYER,
    SOLO_CARDS_PER_TURN,
    SPELLS,
    TOWERS,
)
from .engine import _PHASE_HELP

_MOVING = ("dice", "choose", "move", "redraw", "window", "late")  # inside one action


def schema(g):
    """Every field of a snapshot of game g, by type and range."""
    P = g.players
    seat = S.INT(0, P - 1)
    field = S.INT(0, FIELDS - 1)
    tower = S.INT(0, TOWERS - 1)
    spot = S.LIST(seat, 0, MAX_WIZARDS_ON_SPOT)
    card = S.INT(0, len(DECK) - 1)
    cards = S.LIST(card, 0, len(DECK))
    bottles = S.LIST(S.INT(0, PER_PLAYER[P][1] * P), P, P)
    return S.DICT(
        ("ground", S.LIST(spot, FIELDS, FIELDS)),
        ("stacks", S.LIST(S.LIST(tower, 0, MAX_STACK), FIELDS, FIELDS)),
        ("tops", S.LIST(spot, TOWERS, TOWERS)),
        ("raven", field),
        ("raven_tower", S.INT(-1, TOWERS - 1)),
        ("castle", S.LIST(S.INT(0, g.wizards_each), P, P)),
        ("rng", S.RNG),
        ("full", bottles),
        ("empty", bottles),
        ("spent", bottles),
        ("spells", S.LIST(S.STR(*[s[0] for s in SPELLS]), 0, len(SPELLS))),
        ("draw", cards),
        ("discard", cards),
        ("hands", S.LIST(S.LIST(card, 0, HAND_SIZE + 1), P, P)),
        ("active", seat),
        ("turns", S.INT(0, 1 << 30)),
        ("phase", S.STR(*[p for p, _ in _PHASE_HELP])),
        ("acts", S.INT(0, ACTIONS_PER_TURN)),
        ("slots", S.LIST(S.INT(0, 1), ACTIONS_PER_TURN, ACTIONS_PER_TURN)),
        ("swapped", S.BOOL),
        ("redrawn", S.BOOL),
        ("card", S.INT(-1, len(DECK) - 1)),
        ("roll", S.INT(0, DIE_SIDES)),
        ("rerolls", S.INT(0, 2)),  # the three-dice cards: two more rolls
        ("kind", S.STR("", "w", "t")),
        ("steps", S.INT(0, DIE_SIDES)),
        # the announced move: [kind, field, owner or tower, riders, tower under the wizard]
        ("pending", S.NULL(S.ANY_OF(
            S.ROW(S.STR("w"), field, seat, S.LIST(seat, 0, P), S.INT(-1, TOWERS - 1)),
            S.ROW(S.STR("t"), field, tower, S.LIST(seat, 0, 0), S.INT(-1, -1))))),
        ("again", S.NULL(S.ROW(S.STR(*(_MOVING + ("select", "after"))),
                               S.STR(*[s[0] for s in SPELLS]), seat))),
        ("window", S.LIST(seat, 0, P)),
        ("last_round", S.BOOL),
        ("over", S.BOOL),
        ("result", S.NULL(S.DICT(("winners", S.LIST(seat, 0, P)), ("qualified", S.LIST(seat, 0, P)),
                                 ("scores", S.LIST(S.INT(0, PER_PLAYER[P][1] * P), P, P)),
                                 ("castle", S.LIST(S.INT(0, g.wizards_each), P, P))))),
        ("history", S.LIST(S.ACTION)),
    )


def consistent(g, d):
    """The fields of a well-typed snapshot agree with each other: what the
    rules could have reached, so actions() and play() work on from it."""
    need = S.need
    P = g.players
    # conservation: wizards, towers, cards, bottles
    for s in range(P):
        n = d["castle"][s]
        for spot in d["ground"] + d["tops"]:
            n += spot.count(s)
        need(n == g.wizards_each, "the wizards of seat %d do not add up", s)
    for spot in d["ground"] + d["tops"]:
        need(spot == sorted(spot), "a spot of wizards is not sorted")
    need(sorted(t for st in d["stacks"] for t in st) == list(range(TOWERS)),
         "the 9 towers do not add up")
    need(sorted(d["draw"] + d["discard"] + [c for h in d["hands"] for c in h])
         == list(range(len(DECK))), "the 90 cards do not add up")
    need(sum(d["full"]) + sum(d["empty"]) + sum(d["spent"]) == PER_PLAYER[P][1] * P,
         "the bottles do not add up")
    st = d["stacks"][d["raven"]]
    need(d["raven_tower"] == (st[-1] if st else -1), "the Rabenburg is not on top of its field")
    top = d["tops"][st[-1]] if st else d["ground"][d["raven"]]
    need(not top, "a wizard stands on the Rabenburg")
    # the spells laid out
    codes = [s[0] for s in SPELLS]
    sp_ = d["spells"]
    if g.meister:
        need(len(sp_) == g.meister and sp_ == [c for c in codes if c in sp_],
             "%d spells are laid out in Meistermagier order", g.meister)
    else:
        need(sp_ == list(BASE_SPELLS), "the base game lays out its two spells")
    # the turn: where in it the game stands
    ph = d["phase"]
    a = d["active"]
    per = SOLO_CARDS_PER_TURN if g.solo else ACTIONS_PER_TURN
    hands = d["hands"]
    need((ph == "over") == d["over"] == (d["result"] is not None),
         "phase over, over and a result go together")
    need(d["acts"] <= per and (d["acts"] < per or ph not in _MOVING + ("select",)),
         "no action is left this turn")
    need(ph not in ("offer", "give", "return") or g.team, "card swaps only in the team game")
    # only the active player's hand shrinks in a turn (and changes hands in a swap)
    for s in range(P):
        n = HAND_SIZE
        if ph == "return":
            n = HAND_SIZE + 1 if s == a else HAND_SIZE - 1 if s == g.partner(a) else n
        need(len(hands[s]) == n or (s == a and len(hands[s]) < n),
             "seat %d holds %d cards, not %d", s, len(hands[s]), n)
    need(ph != "select" or hands[a], "the active player has no card to play")
    if g.team:
        need(ph != "give" or hands[g.partner(a)], "the partner has no card to give")
    need(ph != "return" or hands[a], "no card to give back")
    c = d["card"]
    kind = d["kind"]
    if ph in ("dice", "choose") or (ph == "move" and not d["redrawn"]):
        need(c >= 0 and c in d["discard"], "a card is being played, face up")
    if c >= 0:
        w, t, dice = CARD_TYPES[DECK[c]][:3]
        need(ph != "dice" or (dice and d["rerolls"]), "the dice card rolls again")
        need(ph != "choose" or (w and t and not kind), "a mixed card waits for its kind")
        need(not kind or (w if kind == "w" else t), "the card does not move that kind")
        need(not (w == DIE or t == DIE) or ph not in ("choose", "move") or d["roll"],
             "a dice card was rolled")
    need(ph not in ("move", "redraw") or kind, "a move without its kind")
    need(ph != "redraw" or (kind == "t" and d["redrawn"]), "the redraw moves a tower")
    need(ph not in ("window", "late") or (g.meister and d["window"]), "a spell round with no seat")
    need(d["pending"] is None or ph in ("window", "late", "again"),
         "a move waits only in a spell round")
    again = d["again"]
    need((ph == "again") == (again is not None), "a spell is cast again exactly in phase again")
    need(again is None or (g.meister and again[1] in sp_), "only a laid out spell is cast again")


def check(g, d):
    """Every field of d after its header, for the game g built from that
    header (hexbox.core.restore.head)."""
    S.check(d, schema(g))
    consistent(g, d)
