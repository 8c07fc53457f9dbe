# What the players read of Die verdrehte Spuknacht: action labels, event
# lines, status rows (games/CONTRACT.md, "Presentation"). One module serves
# the OLED, the simulators and the logs. Cooperative: nothing is hidden
# from a seat, so nobody has to look away.

from hexbox.core import lines
from hexbox.games import words

from . import data as R

# assumed: the box calls the seats by number (a cooperative game has no
# player colours); the pieces keep their own names (sourced)
_MAG = R.MAGICIANS
_ARROW = (("red", ">>"), ("blue", "<<"))

SPEAKS = True  # every word it shows comes from words_<code>.py


def _w():
    # the words in the language in use (words_en.py, words_de.py)
    return words("spuknacht")


def magician(m):
    return _MAG[m]


def seat_name(game, seat):
    return _w().SEAT % (seat + 1)


def _crest(game, c):
    return lines.lookup(_w().CRESTS, game.board.crests[c])


def gate(game, c):
    return _w().GATE % (_crest(game, c) or str(c + 1))


def _field(game, f):
    """A field by number, and its motif if it is a target field."""
    t = game.board.targets
    for i in range(len(t)):
        if t[i] == f:
            return "%d %s" % (f, _w().MOTIFS[i])
    return str(f)


def label(game, action):
    W = _w()
    k = action[0]
    if k == "roll":
        return W.ROLL
    if k == "pass":
        return W.NO_MOVE
    if k == "place":
        return W.PLACE % (_MAG[action[1]], _field(game, action[2]))
    if k == "move" or k == "away":
        return W.MOVE_TO % _field(game, action[2])
    if k == "exit":
        return W.EXIT % gate(game, action[2])
    if k == "stay":
        return W.STAYS % _MAG[action[1]]
    if k == "ghost":
        return W.GHOST4_ON % game.board.ghost_starts[action[1]]
    return k


def group(game, action):
    """The magician first, then where it goes."""
    if action[0] in ("move", "exit"):
        return _MAG[action[1]]
    if action[0] == "away":
        return _w().AWAY % _MAG[action[1]]
    return None


def prompt(game):
    W = _w()
    p = game.phase
    if p == "setup":
        m = game.mags.index(-1) if -1 in game.mags else 0
        return W.PLACE_NOW % _MAG[m]
    if p == "roll":
        return W.ROLL_NOW % seat_name(game, game.seat)
    if p == "move":
        return W.MOVE_NOW % (seat_name(game, game.seat), game.die)
    if p == "away":
        return W.AWAY_NOW % _MAG[game.away[0]]
    if p == "ghost4":
        return W.GHOST4_JOINS
    return W.GAME_OVER


def _card(game, e):
    W = _w()
    kind, corner, dist = e[2], e[3], e[4]
    far = W.DIE_POINTS if dist == R.DIE_POINTS else W.FIELDS % dist
    if kind == R.BAD_LUCK:
        return W.CARD_BAD % (_MAG[e[1]], _crest(game, corner) or "?", far)
    return W.CARD % (_MAG[e[1]], lines.lookup(W.CARDS, kind, kind), far)


def _motif(game, i):
    return _w().MOTIFS[i]


_NAMES = (("m", _MAG), ("t", _motif))  # the letters of words' LINES (hexbox.core.lines)
_SOUNDS = (("touch", "contact"), ("win", "win"), ("loss", "loss"), ("collect", "click"))


def line(game, event, viewer=-1):
    W = _w()
    k = event[0]
    if k == "roll":
        c = event[2]
        return W.ROLLED % (event[1], lines.lookup(W.COLOURS, c, c), event[3], lines.lookup(_ARROW, c, ""))
    if k == "exit":
        return W.LEFT_BY % (_MAG[event[1]], gate(game, event[2]))
    if k == "wheel":
        c = lines.lookup(W.COLOURS, event[1], event[1])
        return (W.WHEEL if event[2] == 1 else W.WHEEL_MANY) % (c, event[2])
    if k == "touch":
        return W.BOO % (event[2] + 1, _MAG[event[1]])
    if k == "card":
        return _card(game, event)
    if k == "gate":
        return W.HALF % (gate(game, event[1]), event[2])
    if k == "locked":
        return W.LOCKED % gate(game, event[1])
    return lines.line(W.LINES, event, game, _NAMES)


def sound(event):
    return lines.lookup(_SOUNDS, event[0])


def private(game, seat):
    return False  # cooperative, all open


def status(game, seat):
    """Whose turn, then each magician's field and next chip."""
    W = _w()
    v = game.view(seat)
    rows = [prompt(game), W.CHIPS % game.chips()]
    for m in range(len(_MAG)):
        f = v["magicians"][m]
        s = v["stacks"][m]
        where = W.IS_OUT if f == -2 else (W.NOT_SET if f < 0 else W.ON % f)
        rows.append("%s %s" % (_MAG[m], where))
        rows.append(W.NEXT % W.MOTIFS[s[0]] if s else W.ALL_CHIPS)
    halves = v["halves"]
    rows.append(W.GATES + " ".join(str(h) for h in halves))
    return rows


def result(game):
    W = _w()
    r = game.result or {}
    return list(W.WON if r.get("won") else W.LOST) + [W.CHIPS % r.get("chips", 0)]
