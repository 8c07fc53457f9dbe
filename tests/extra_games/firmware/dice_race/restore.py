# Dice Race: the checks a snapshot passes before Game.from_dict restores it.
from hexbox.core import snapshot as S

from .data import BOOSTS, HAND


def schema(g):
    seat = S.INT(0, 1)
    card = S.INT(min(BOOSTS), max(BOOSTS))
    return S.DICT(
        ("pos", S.LIST(S.INT(0, g.goal), 2, 2)),
        ("hands", S.LIST(S.LIST(card, 0, len(BOOSTS)), 2, 2)),
        ("stock", S.LIST(card, 0, len(BOOSTS))),
        ("played", S.LIST(card, 0, len(BOOSTS))),
        ("turn", seat),
        ("over", S.BOOL),
        (
            "result",
            S.NULL(
                S.DICT(("winners", S.LIST(seat, 1, 1)), ("scores", S.LIST(S.INT(0, g.goal), 2, 2)))
            ),
        ),
        ("rng", S.RNG),
        ("history", S.LIST(S.ACTION)),
    )


def check(g, d):
    S.check(d, schema(g))
    need = S.need
    cards = d["hands"][0] + d["hands"][1] + d["stock"] + d["played"]
    need(sorted(cards) == sorted(BOOSTS), "the boost cards do not add up")
    need(len(d["stock"]) <= len(BOOSTS) - 2 * HAND, "more face down cards than were left undealt")
    need(all(h == sorted(h) for h in d["hands"]), "a hand is not sorted")
    won = [s for s in (0, 1) if d["pos"][s] >= g.goal]
    need(d["over"] == bool(won) == (d["result"] is not None), "a game is over when a pawn is home")
    need(len(won) <= 1, "both pawns are home")
    need(not won or d["result"]["winners"] == won, "the winner is not the pawn at home")

