# What the players read of Dice Race (games/CONTRACT.md, "Presentation").
from hexbox.core import lines


def seat_name(game, seat):
    return "P%d" % (seat + 1)


def label(game, action):
    if action[0] == "boost":
        return "Boost +%d" % action[1]
    if action[0] == "step":
        return "Step, draw"
    return "Roll the die"


def group(game, action):
    return None


def prompt(game):
    if game.over:
        return "Game over"
    return "%s: roll/boost" % seat_name(game, game.turn)


def _seat(game, s):
    return seat_name(game, s)


_LINES = (
    ("roll", "%s rolls %d", "s12"),
    ("boost", "%s boosts +%d", "s12"),
    ("move", "%s to square %d", "s12"),
    ("step", "%s steps carefully", "s1"),
    ("draw", "%s draws a boost card", "s1"),
    ("win", "%s wins the race!", "s1"),
)
_NAMES = (("s", _seat),)
_SOUNDS = (("win", "win"), ("boost", "click"))


def line(game, event, viewer=-1):
    return lines.line(_LINES, event, game, _NAMES)


def sound(event):
    return lines.lookup(_SOUNDS, event[0])


def private(game, seat):
    return seat >= 0 and not game.over and seat == game.turn and bool(game.hands[seat])


def status(game, seat):
    v = game.view(seat)
    rows = [prompt(game)]
    for s in (0, 1):
        rows.append("%s on %d of %d" % (seat_name(game, s), v["pos"][s], game.goal))
    if seat >= 0:
        hand = v["hands"][seat]
        rows.append("boosts " + (" ".join("+%d" % c for c in hand) if hand else "none"))
    return rows


def result(game):
    r = game.result or {}
    w = r.get("winners") or [0]
    return ["%s wins" % seat_name(game, w[0]), "%d to %d" % tuple(r.get("scores") or (0, 0))]
