# Die verdrehte Spuknacht: the checks a snapshot passes before Game.from_dict
# restores it (games/CONTRACT.md, Snapshots). A module of its own: only
# restoring needs it, and the device never restores a snapshot (RAM).
from hexbox.core import snapshot as S
from hexbox.core.action import describe

from . import data as R
from .engine import _MID_TURN, _OUT, _PHASES, _UNPLACED


def schema(g):
    """Every field of a snapshot of game g, by type and range."""
    b = g.board
    nm = len(R.MAGICIANS)
    motif = S.INT(0, len(R.MOTIFS) - 1)
    card = S.INT(0, len(R.CARDS) - 1)
    seat = S.INT(0, g.players - 1)
    return S.DICT(
        ("phase", S.STR(*_PHASES)),
        ("seat", seat),
        ("step", S.INT(0, b.wheel.period - 1)),
        (
            "ghosts",
            S.LIST(
                S.ROW(S.INT(0, len(b.ghost_starts) - 1), S.INT(0, b.wheel.turn - 1)),
                len(b.ghost_starts),
                len(b.ghost_starts) + 1,
            ),
        ),
        ("magicians", S.LIST(S.INT(_OUT, b.n - 1), nm, nm)),
        ("stacks", S.LIST(S.LIST(motif, 0, R.CHIPS_PER_MAGICIAN), nm, nm)),
        ("slate", S.LIST(S.LIST(motif, 0, R.CHIPS_PER_MAGICIAN), nm, nm)),
        ("deck", S.LIST(card, 0, len(R.CARDS))),
        ("discard", S.LIST(card, 0, len(R.CARDS))),
        ("halves", S.LIST(S.INT(0, R.HALVES_TO_LOCK), len(b.corner_starts), len(b.corner_starts))),
        ("die", S.INT(0, max(R.MAGICIAN_DIE))),
        (
            "ghost_die",
            S.NULL(
                S.ROW(
                    S.STR(*[c for c, _ in R.DIRECTIONS]), S.INT(1, max(n for _, n in R.GHOST_DIE))
                )
            ),
        ),
        ("pending", S.LIST(S.INT(0, nm - 1), 0, nm)),
        ("away", S.NULL(S.ROW(S.INT(0, nm - 1), card))),
        (
            "contacts",
            S.LIST(
                S.ROW(S.INT(0, nm - 1), S.INT(0, len(b.ghost_starts))),
                0,
                nm * (len(b.ghost_starts) + 1),
            ),
        ),
        ("ghost4", S.INT(0, 2)),
        ("turned", S.BOOL),
        ("rng", S.RNG),
        ("over", S.BOOL),
        (
            "result",
            S.NULL(
                S.DICT(
                    ("winners", S.LIST(seat, 0, g.players)),
                    ("scores", S.NULL(S.BOOL)),
                    ("won", S.BOOL),
                    ("chips", S.INT(0, nm * R.CHIPS_PER_MAGICIAN)),
                )
            ),
        ),
        ("history", S.LIST(S.ACTION)),
    )


def consistent(g, d):
    """The fields of a well-typed snapshot agree with each other: what the
    rules could have reached, so actions() and play() work on from it."""
    b = g.board
    need = S.need
    nm = len(R.MAGICIANS)
    phase = d["phase"]
    ghosts = d["ghosts"]
    for k in range(len(b.ghost_starts)):  # the three ghosts are fixed to the wheel
        need(ghosts[k] == [k, b.mount_a[k]], "ghost %d is not on its wheel mount", k)
    need((len(ghosts) > len(b.ghost_starts)) == (d["ghost4"] == 2),
         "the 4th ghost is on the wheel exactly when ghost4 is 2")
    need(d["ghost4"] == 0 or g.expert, "only the expert game has a 4th ghost")
    need((phase == "ghost4") == (d["ghost4"] == 1), "the 4th ghost waits exactly in phase ghost4")
    mags = d["magicians"]
    on = [f for f in mags if f >= 0]
    need(len(set(on)) == len(on), "two magicians on one field")
    placed = nm - mags.count(_UNPLACED)
    if phase == "setup":
        need(mags[placed:] == [_UNPLACED] * (nm - placed) and placed < nm,
             "in the setup the magicians are placed in order")
        for f in mags[:placed]:
            need(f in b.magician_starts, "a magician placed in the setup stands on a start field")
    else:
        need(placed == nm, "every magician is placed after the setup")
    chips = 0
    for m in range(nm):
        have = d["stacks"][m] + d["slate"][m]
        need(sorted(have) == sorted(R.CHIPS[m]), "the chips of magician %d do not add up", m)
        chips += len(d["slate"][m])
        need(mags[m] != _OUT or len(d["slate"][m]) == R.CHIPS_PER_MAGICIAN,
             "magician %d left the castle without all chips", m)
    need(d["ghost4"] == 0 or chips >= R.EXPERT_GHOST_AT_CHIP, "the 4th ghost came too early")
    # every card is in the deck, on the discard pile, or placed as a gate half
    cards = d["deck"] + d["discard"]
    need(len(set(cards)) == len(cards), "a ghost card is there twice")
    halves = [0] * len(b.corner_starts)
    for c in range(len(R.CARDS)):
        if c not in cards:
            kind, corner, _ = R.CARDS[c]
            need(kind == R.BAD_LUCK, "ghost card %d is missing", c)
            halves[corner] += 1
    need(halves == d["halves"], "the gate halves do not match the cards drawn")
    mid = phase in _MID_TURN
    gd = d["ghost_die"]
    need(phase == "over" or (mid == (d["die"] in R.MAGICIAN_DIE) and mid == (gd is not None)),
         "the dice are rolled exactly in the middle of a turn")
    need(gd is None or tuple(gd) in R.GHOST_DIE, "the ghost die shows no face it has")
    pend = d["pending"]
    need(len(set(pend)) == len(pend), "a magician draws twice")
    for m in pend:
        need(mags[m] >= 0, "magician %d draws a card but is not on the board", m)
    away = d["away"]
    need((phase == "away") == (away is not None), "a magician moves away exactly in phase away")
    if away is not None:
        need(mags[away[0]] >= 0 and away[1] not in d["deck"],
             "the magician moving away is on the board and has drawn the card")
    # cards are drawn after the wheel turned, or when the 4th ghost joins on a magician
    need(d["turned"] or d["ghost4"] == 2 or (not pend and away is None),
         "cards are drawn only after a ghost touched")
    cons = d["contacts"]
    need(cons == sorted(cons) and len(set(tuple(c) for c in cons)) == len(cons),
         "the contacts are not listed once each, in order")
    for m, gh in cons:
        need(gh < len(ghosts) and mags[m] >= 0, "a contact with no ghost or magician")
    need(phase not in ("setup", "roll", "move") or not d["turned"],
         "the wheel turns after the move")
    need((phase == "over") == d["over"] == (d["result"] is not None),
         "phase over, over and a result go together")


def check(g, d):
    """Every field of d after its header, for the game g built from that
    header (hexbox.core.restore.head)."""
    b = g.board
    S.need(d.get("board") == b.name, "it was made on board %s, not %r",
           describe(d.get("board")), b.name)
    S.check(d, schema(g))
    consistent(g, d)
