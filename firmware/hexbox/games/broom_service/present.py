# What the players read of Broom Service: action labels, event lines,
# status rows (games/CONTRACT.md, "Presentation"). The roles in a hand and
# the blind bids are secret: the seat that picks, plays from its hand or
# bids is asked for first (pass-and-play). ASCII only for the OLED font.

from hexbox.core import lines

from . import round_events
from .data import ALL_AT_ONCE, EVENTS, ROLES
from .data import RESOURCES as _RES

# assumed: the seats are called by their colours
SEATS = ("Red", "Blue", "Green", "Yellow", "White")
_SELECT, _PLAY, _ACT, _BID = 0, 1, 2, 3  # engine phases
_PRIVATE = (_SELECT, _PLAY, _BID)
_FTILE = ("brave", "card", "3 VP")  # forest tile kinds (data.py: 0 brave, 1 card, 2 VP)

HOWTO = (
    "7 rounds. Each round pick 4 of",
    "your 10 roles in secret. Then",
    "play them in turn: the leader",
    "lays a role; who holds it must",
    "follow, brave (mutig) or",
    "cowardly (feige). The last brave",
    "one acts; cowards act at once,",
    "weaker. Gather potions, fly the",
    "witches, deliver to towers,",
    "magic clouds away. Most VP wins.",
    "Hands are secret: pass the box.",
)


def seat_name(game, seat):
    return SEATS[seat] if 0 <= seat < len(SEATS) else "P%d" % (seat + 1)


def role(r):
    return ROLES[r][0]


def _region(game, r):
    return game.board.names[r]


def label(game, action):
    g = game
    k = action[0]
    if k == "pick":
        return role(action[1])
    if k == "brave":
        return "%s: mutig" % role(action[1])[:9]
    if k == "coward":
        return "%s: feige" % role(action[1])[:9]
    if k == "done":
        return "Stop picking" if g.phase == _SELECT else "Done"
    if k == "ftile":
        return "Forest: %s" % _FTILE[action[1]]
    if k == "gather":
        return "Gather"
    if k == "move":
        return "to %s" % _region(g, action[2])
    if k == "turbo":
        return "Turbo to %s" % _region(g, action[1])
    if k == "deliver":
        return "%s, tower %d" % (_RES[action[2]], action[3])
    if k == "cloud":
        return "Cloud %d" % action[1]
    if k == "mtile":
        return "Mountain tile %d" % action[1]
    if k == "market":
        return "Schwarzmarkt"
    if k == "moonshine":
        return "Brew: %s" % _RES[action[1]]
    if k == "bid":
        if g.event == ALL_AT_ONCE:  # one kind after the other
            return "%d %s" % (action[1], _RES[round_events.bid_kind(g, g.current)])
        return "%d in the fist" % action[1]
    return k


def group(game, action):
    """The witch first, then where she flies; the region, then the tower."""
    k = action[0]
    if k == "move":
        return "Witch %d" % (action[1] + 1)
    if k == "deliver":
        return "Deliver %s" % _region(game, action[1])
    if k == "cloud":
        return "Clouds"
    return None


def prompt(game):
    g = game
    s = seat_name(g, g.current)
    ph = g.phase
    if ph == _SELECT:
        return "%s: pick" % s
    if ph == _PLAY:
        return "%s: lead" % s if g.role < 0 else "%s: follow?" % s
    if ph == _ACT:
        return "%s acts" % s
    if ph == _BID:
        return "%s: bid" % s
    return "Game over"


def _role(game, r):
    return role(r)


# event lines a table can give (hexbox.core.lines); line() writes the rest
_LINES = (
    ("reshuffle", "Enchanted roles reshuffled", ""),
    ("pass", "%s passes", "s1"),
    ("knocked", "%s knocked out", "s1"),
    ("discard", "%s loses %s", "s1r2"),
    ("act", "%s acts", "s1"),
    ("lead", "%s leads", "s1"),
    ("vp", "%s %+d VP", "s12"),
    ("res", "%s %+d %s", "s13x2"),
    ("deliver", "%s: %s at tower %d", "s1x34"),
    ("cloud", "%s clears cloud %d", "s12"),
    ("amulet", "%s gets an amulet", "s1"),
    ("mtile", "%s: mountain tile %d", "s12"),
    ("ftile_taken", "%s takes a forest tile", "s1"),
    ("ftile_used", "%s uses a forest tile", "s1"),
    ("selected", "%s has chosen", "s1"),
    ("bid_placed", "%s has bid", "s1"),
    ("over", "Game over", ""),
)
_NAMES = (("r", _role), ("s", seat_name), ("x", _RES))  # the letters of _LINES (hexbox.core.lines)
_SOUNDS = (("deliver", "click"), ("cloud", "click"), ("over", "win"))


def line(game, event, viewer=-1):
    k = event[0]
    if k == "round":
        return "Round %d: %s" % (event[1] + 1, EVENTS[event[2]][0])
    if k == "enchanted":
        return "Enchanted: " + ", ".join(role(r) for r in event[1])
    if k == "play":
        return "%s: %s %s" % (seat_name(game, event[1]), role(event[2]), "mutig" if event[3] else "feige")
    if k == "move" or k == "turbo":  # witches are counted from 1
        return "%s witch %d to %s" % (seat_name(game, event[1]), event[2] + 1, _region(game, event[3]))
    if k == "bids":
        return "Bids: " + " ".join(str(n) for n in event[1])
    return lines.line(_LINES, event, game, _NAMES)


def sound(event):
    return lines.lookup(_SOUNDS, event[0])


def private(game, seat):
    return seat >= 0 and game.phase in _PRIVATE


def status(game, seat):
    """Round and event; the seat's hand (own view); every seat's VP and
    resources (green/violet/orange/wands)."""
    g = game
    v = g.view(seat)
    rows = [prompt(g), "Round %d of 7" % (v["round"] + 1)]
    if 0 <= v["event"]:
        rows.append(EVENTS[v["event"]][0][:16])
    if seat >= 0:
        rows.append("Hand:")
        for r in v["hand"][seat]:
            if r >= 0:
                rows.append(" " + role(r))
    for s in range(g.players):
        res = v["res"][s]
        rows.append("%-6s %dVP" % (seat_name(g, s), v["vp"][s]))
        rows.append(" g%d v%d o%d w%d" % (res[0], res[1], res[2], res[3]))
    return rows


def result(game):
    r = game.result or {}
    rows = ["Game over"]
    w = r.get("winners") or []
    rows.append("Winner: " + ", ".join(seat_name(game, s) for s in w) if w else "No winner")
    scores = r.get("scores") or []
    for s in range(len(scores)):
        rows.append("%-6s %d VP" % (seat_name(game, s), scores[s]))
    return rows
