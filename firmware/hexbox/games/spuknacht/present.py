# What the players read of Die verdrehte Spuknacht: action labels, event
# lines, status rows (games/CONTRACT.md, "Presentation"). One module serves
# the OLED, the simulators and the logs. Cooperative: nothing is hidden
# from a seat, so nobody has to look away.

from hexbox.core import lines
from hexbox.games import words

from . import data as R

# assumed: the box calls the seats by number, in words ("Player 2": a
# cooperative game has no player colours); the pieces keep their own names (sourced)
_MAG = R.MAGICIANS

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


def crest(game, c):
    """Corner c's crest, by its name in the language in use (or its number)."""
    return _crest(game, c) or str(c + 1)


def gate(game, c):
    return _w().GATE % crest(game, c)


def _field(game, f):
    """A field by number, and its motif if it is a target field."""
    t = game.board.targets
    for i in range(len(t)):
        if t[i] == f:
            return "%d %s" % (f, _w().MOTIFS[i])
    return str(f)


def label(game, action):
    roll, no_move, place, move_to, out, stays, ghost4, _ = _w().MENU
    k = action[0]
    if k == "roll":
        return roll
    if k == "pass":
        return no_move
    if k == "place":
        return place % (_MAG[action[1]], _field(game, action[2]))
    if k == "move" or k == "away":
        return move_to % _field(game, action[2])
    if k == "exit":
        return out % gate(game, action[2])
    if k == "stay":
        return stays % _MAG[action[1]]
    if k == "ghost":
        return ghost4 % game.board.ghost_starts[action[1]]
    return k


def group(game, action):
    """The magician first, then where it goes."""
    if action[0] in ("move", "exit"):
        return _MAG[action[1]]
    if action[0] == "away":
        return _w().MENU[7] % _MAG[action[1]]
    return None


def prompt(game):
    place, roll, move, away, ghost4, over = _w().PROMPTS
    p = game.phase
    if p == "setup":
        m = game.mags.index(-1) if -1 in game.mags else 0
        return place % _MAG[m]
    if p == "roll":
        return roll % seat_name(game, game.seat)
    if p == "move":
        return move % game.die  # the seat that rolled moves: its name is on the turn's screen
    if p == "away":
        return away % _MAG[game.away[0]]
    if p == "ghost4":
        return ghost4
    return over


def how_far(game):
    """How far the magician the ghost touched moves away, as its card says
    ("2 fields", or up to the blue die's points); "" outside that phase."""
    if game.phase != "away":
        return ""
    fields, die = _w().HOW_FAR
    dist = R.CARDS[game.away[1]][2]
    return die % game.die if dist == R.DIE_POINTS else fields % dist


def _card(game, e):
    W = _w()
    die_points, fields, bad, card = W.SAID[5:9]
    kind, corner, dist = e[2], e[3], e[4]
    far = die_points if dist == R.DIE_POINTS else fields % dist
    if kind == R.BAD_LUCK:
        return bad % (_MAG[e[1]], _crest(game, corner) or "?", far)
    return card % (_MAG[e[1]], lines.lookup(W.CARDS, kind, kind), far)


def _motif(game, i):
    return _w().MOTIFS[i]


_NAMES = (("m", _MAG), ("t", _motif))  # the letters of words' LINES (hexbox.core.lines)
_SOUNDS = (("touch", "contact"), ("win", "win"), ("loss", "loss"), ("collect", "click"))


def line(game, event, viewer=-1):
    W = _w()
    said = W.SAID
    k = event[0]
    if k == "roll":
        c, n = event[2], event[3]
        return said[0] % (event[1], lines.lookup(W.COLOURS, c, c), n,
                          W.NOTCHES[0 if n == 1 else 1], lines.lookup(W.TURNS, c, ""))
    if k == "exit":
        return said[1] % (_MAG[event[1]], gate(game, event[2]))
    if k == "wheel":
        return said[2 if event[2] == 1 else 3] % (event[2], lines.lookup(W.TURNS, event[1], ""))
    if k == "touch":
        return said[4] % (event[2] + 1, _MAG[event[1]])
    if k == "card":
        return _card(game, event)
    if k == "gate":
        return said[9] % (gate(game, event[1]), event[2])
    if k == "locked":
        return said[10] % gate(game, event[1])
    return lines.line(W.LINES, event, game, _NAMES)


def sound(event):
    return lines.lookup(_SOUNDS, event[0])


def private(game, seat):
    return False  # cooperative, all open


def status(game, seat):
    """Whose turn (and how far a touched magician goes), the chips (and the
    expert game), each magician's field and next chip, then the gates."""
    W = _w()
    chips, out, not_set, on, nxt, all_chips, open_gates, half_shut = W.STATUS
    v = game.view(seat)
    rows = [prompt(game)]
    if game.phase == "away":
        rows.append(how_far(game))
    rows.append(chips % game.chips())
    if game.expert:
        rows.append(W.EXPERT)
    for m in range(len(_MAG)):
        f = v["magicians"][m]
        s = v["stacks"][m]
        where = out if f == -2 else (not_set if f < 0 else on % f)
        rows.append("%s %s" % (_MAG[m], where))
        rows.append(nxt % W.MOTIFS[s[0]] if s else all_chips)
    # the gates one can still leave by, under what they are: open, or half
    # shut (a locked gate and the board's closed one are gone from the list)
    halves = v["halves"]
    for heading, n in ((open_gates, 0), (half_shut, 1)):
        said = [" " + gate(game, c) for c in range(len(halves))
                if c != game.board.closed_corner and halves[c] == n]
        if said:
            rows.append(heading)
            rows.extend(said)
    return rows


def result(game):
    W = _w()
    r = game.result or {}
    return list(W.WON if r.get("won") else W.LOST) + [W.STATUS[0] % r.get("chips", 0)]
