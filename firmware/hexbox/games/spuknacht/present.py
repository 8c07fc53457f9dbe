# What the players read of Die verdrehte Spuknacht: action labels, event
# lines, status rows (games/CONTRACT.md, "Presentation"). One module serves
# the OLED, the simulators and the logs. Cooperative: nothing is hidden
# from a seat, so nobody has to look away.

from hexbox.core import lines

from . import data as R

# assumed: the box calls the seats by number (a cooperative game has no
# player colours); the pieces keep their own names (sourced)
_MAG = R.MAGICIANS
# the motifs, short enough for a 16-character row (same order as R.MOTIFS)
_MOTIF = ("Mirror", "Slippers", "Potion", "Chest", "Frog", "Platter", "Armour", "Kasimir")
_CREST = {"magicians": "3-mage", "owl": "Owl", "bat": "Bat", "moon": "Moon"}
_ARROW = {"red": ">>", "blue": "<<"}
_CARD = {R.LUCKY: "Lucky you!", R.BLESSING: "Blessing!", R.BAD_LUCK: "Bad luck!"}



def magician(m):
    return _MAG[m]


def seat_name(game, seat):
    return "P%d" % (seat + 1)


def gate(game, c):
    return "%s gate" % _CREST.get(game.board.crests[c], str(c + 1))


def _field(game, f):
    """A field by number, and its motif if it is a target field."""
    t = game.board.targets
    for i in range(len(t)):
        if t[i] == f:
            return "%d %s" % (f, _MOTIF[i])
    return str(f)


def label(game, action):
    k = action[0]
    if k == "roll":
        return "Roll the dice"
    if k == "pass":
        return "No move: pass"
    if k == "place":
        return "%s on %s" % (_MAG[action[1]], _field(game, action[2]))
    if k == "move" or k == "away":
        return "to %s" % _field(game, action[2])
    if k == "exit":
        return "out: %s" % gate(game, action[2])
    if k == "stay":
        return "%s stays" % _MAG[action[1]]
    if k == "ghost":
        return "4th ghost on %d" % game.board.ghost_starts[action[1]]
    return k


def group(game, action):
    """The magician first, then where it goes."""
    if action[0] in ("move", "exit"):
        return _MAG[action[1]]
    if action[0] == "away":
        return "%s away" % _MAG[action[1]]
    return None


def prompt(game):
    p = game.phase
    if p == "setup":
        m = game.mags.index(-1) if -1 in game.mags else 0
        return "Place %s" % _MAG[m]
    if p == "roll":
        return "%s: roll" % seat_name(game, game.seat)
    if p == "move":
        return "%s: move d%d" % (seat_name(game, game.seat), game.die)
    if p == "away":
        return "%s: away" % _MAG[game.away[0]]
    if p == "ghost4":
        return "4th ghost joins"
    return "Game over"


def _card(game, e):
    kind, corner, dist = e[2], e[3], e[4]
    far = "die pts" if dist == R.DIE_POINTS else "%d fields" % dist
    if kind == R.BAD_LUCK:
        return "%s: Bad luck! %s, %s" % (_MAG[e[1]], _CREST.get(game.board.crests[corner], "?"), far)
    return "%s: %s %s" % (_MAG[e[1]], _CARD.get(kind, kind), far)


# event lines a table can give (hexbox.core.lines); line() writes the rest
_LINES = (
    ("place", "%s set on %d", "m12"),
    ("move", "%s %d > %d", "m123"),
    ("away", "%s %d > %d", "m123"),
    ("pass", "Nobody can move", ""),
    ("collect", "%s got the %s", "m1t2"),
    ("reveal", "%s next: %s", "m1t2"),
    ("done", "%s has all 5 chips", "m1"),
    ("ghost4", "4th ghost on %d", "1"),
    ("shuffle", "Ghost cards reshuffled", ""),
    ("stay", "%s cannot move away", "m1"),
    ("win", "All out: you WIN!", ""),
    ("loss", "All gates locked: lost", ""),
)
_NAMES = (("m", _MAG), ("t", _MOTIF))  # the letters of _LINES (hexbox.core.lines)
_SOUNDS = (("touch", "contact"), ("win", "win"), ("loss", "loss"), ("collect", "click"))


def line(game, event, viewer=-1):
    k = event[0]
    if k == "roll":
        return "Die %d, ghosts %s %d %s" % (event[1], event[2], event[3], _ARROW.get(event[2], ""))
    if k == "exit":
        return "%s left by %s" % (_MAG[event[1]], gate(game, event[2]))
    if k == "wheel":
        return "Wheel %s %d notch%s" % (event[1], event[2], "" if event[2] == 1 else "es")
    if k == "touch":
        return "Boo! Ghost %d on %s" % (event[2] + 1, _MAG[event[1]])
    if k == "card":
        return _card(game, event)
    if k == "gate":
        return "%s: half %d of 2" % (gate(game, event[1]), event[2])
    if k == "locked":
        return "%s is locked!" % gate(game, event[1])
    return lines.line(_LINES, event, game, _NAMES)


def sound(event):
    return lines.lookup(_SOUNDS, event[0])


def private(game, seat):
    return False  # cooperative, all open


def status(game, seat):
    """Whose turn, then each magician's field and next chip."""
    v = game.view(seat)
    rows = [prompt(game), "chips %d/15" % game.chips()]
    for m in range(len(_MAG)):
        f = v["magicians"][m]
        s = v["stacks"][m]
        where = "is out" if f == -2 else ("not set" if f < 0 else "on %d" % f)
        rows.append("%s %s" % (_MAG[m], where))
        rows.append(" next: %s" % _MOTIF[s[0]] if s else " all 5 chips")
    halves = v["halves"]
    rows.append("gates " + " ".join(str(h) for h in halves))
    return rows


def result(game):
    r = game.result or {}
    if r.get("won"):
        return ["You WIN!", "all magicians out", "chips %d/15" % r.get("chips", 0)]
    return ["Locked in...", "all gates shut", "chips %d/15" % r.get("chips", 0)]
