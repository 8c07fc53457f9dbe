# What the players read of Broom Service: action labels, event lines,
# status rows (games/CONTRACT.md, "Presentation"). The roles in a hand and
# the blind bids are secret: the seat that picks, plays from its hand or
# bids is asked for first (pass-and-play).

from hexbox.core import lines
from hexbox.core.lines import count
from hexbox.core.text import wrap
from hexbox.games import words

from . import round_events
from .data import (
    ALL_AT_ONCE,
    ALL_CLOUDS,
    ENCHANTED_PENALTY,
    F_VP,
    F_VP_GAIN,
    H_ORANGE_VP,
    HEAVY,
    ORANGE,
    ROUNDS,
)

_SELECT, _PLAY, _ACT, _BID = 0, 1, 2, 3  # engine phases
_PRIVATE = (_SELECT, _PLAY, _BID)


SPEAKS = True  # every word it shows comes from words_<code>.py


def _w():
    # the words in the language in use (words_en.py, words_de.py)
    return words("broom_service")


def seat_name(game, seat):
    seats = _w().SEATS  # assumed: the seats are called by their colours
    return seats[seat] if 0 <= seat < len(seats) else "P%d" % (seat + 1)


def role(r):
    return _w().ROLES[r]


def region_name(game, r):
    """A region as this language calls it: the reference maps' codes start
    with their landscape's English letter ("F12"), said with this language's
    (W.LANDS: "Wa12" in German); a board of one's own keeps its names."""
    name = game.board.names[r]
    land = game.board.land[r]
    if name[:1] == _LETTERS[land] and name[1:].isdigit():
        return _w().LANDS[land] + name[1:]
    return name


_LETTERS = "FHEMWK"  # the reference maps' codes: forest, hill, heath, mountain, water, castle
_region = region_name


def label(game, action):
    g = game
    W = _w()
    k = action[0]
    if k == "pick":
        r = action[1]
        return role(r)  # an enchanted one in the group of them: ENCHANTED_GROUP
    if k == "brave":
        return W.PLAY_BRAVE
    if k == "coward":
        return W.PLAY_COWARD
    if k == "done":
        return W.STOP_PICKING if g.phase == _SELECT else W.DONE
    if k == "ftile":
        said = W.FOREST_TILE[action[1]]
        return W.FOREST % (said % F_VP_GAIN if action[1] == F_VP else said)
    if k == "gather":
        return W.GATHER
    if k == "move":
        return W.MOVE_TO % _region(g, action[2])
    if k == "turbo":
        return W.TURBO_TO % _region(g, action[1])
    if k == "deliver":
        return _delivery(g, W, action[1], action[3])
    if k == "cloud":
        return _cloud(g, W, action[1])
    if k == "mtile":  # numbered as the map tags it ("M3"): by its kind, from 1
        return W.MOUNTAIN_TILE % (g.mtile[action[1]] + 1)
    if k == "market":
        return W.EVENTS[1]  # "Schwarzmarkt": the event instead of the action
    if k == "moonshine":
        return W.BREW % W.RESOURCES[action[1]]
    if k == "bid":
        if g.event == ALL_AT_ONCE:  # one kind after the other
            return W.BID_KIND % (action[1], W.RESOURCES[round_events.bid_kind(g, g.current)])
        return W.BID % action[1]
    return k


def _delivery(game, W, region, tower):
    """A tower as the board shows it: its colour and VP, and its shape only
    when another tower at that region has the same colour and VP."""
    b = game.board
    if tower < len(b.towers):
        col, shape, vp = b.towers[tower][:3]
    else:  # the orange hill tile: a square orange tower
        col, shape, vp = ORANGE, 1, H_ORANGE_VP
    for t in b.touch[region]:
        o = b.towers[t]
        if t != tower and o[0] == col and o[2] == vp:
            return W.DELIVER_SHAPE % (W.RESOURCES[col], vp, W.SHAPES[shape])
    return W.DELIVER % (W.RESOURCES[col], vp)


def _cloud_kind(game, space):
    """0 a cloud, 1 a storm cloud (the two groups of CLOUD_GROUPS)."""
    tile = game.clouds[space]
    return 0 if tile < 0 or ALL_CLOUDS[tile][0] == HEAVY else 1


def _cloud_words(game, W, space):
    tile = game.clouds[space]
    cost = ALL_CLOUDS[tile][1] if tile >= 0 else 0
    where = _region(game, game.board.cloud_spaces[space])
    return W.CLOUD % (where, count(W.WANDS, cost))


def _cloud(game, W, space):
    """A cloud by its region and wand cost, as a player finds it on the map;
    the second of two alike in one region gets "#2"."""
    said = _cloud_words(game, W, space)
    kind = _cloud_kind(game, space)
    nth = 1
    for other in range(space):
        if game.clouds[other] >= 0 and _cloud_kind(game, other) == kind and \
                _cloud_words(game, W, other) == said:
            nth += 1
    return said + W.CLOUD_NTH % nth if nth > 1 else said


def group(game, action):
    """The witch first, then where she flies; the region, then the tower;
    the role, then brave or cowardly; the kind of cloud, then which one."""
    k = action[0]
    W = _w()
    if k == "move":
        return W.WITCH % (action[1] + 1)
    if k == "deliver":
        return W.DELIVER_IN % _region(game, action[1])
    if k == "brave" or k == "coward":
        return role(action[1])
    if k == "cloud":
        return W.CLOUD_GROUPS[_cloud_kind(game, action[1])]
    if k == "pick" and action[1] in game.ench:
        return W.ENCHANTED_GROUP
    return None


def prompt(game):
    g = game
    W = _w()
    s = seat_name(g, g.current)
    ph = g.phase
    if ph == _SELECT:
        return W.PICK % s
    if ph == _PLAY:
        return W.LEAD % s if g.role < 0 else W.FOLLOW % s
    if ph == _ACT:
        return W.ACTS % s
    if ph == _BID:
        return W.BIDS_NOW % s
    return W.GAME_OVER


_SOUNDS = (("deliver", "click"), ("cloud", "click"), ("over", "win"))


def _role(game, r):
    return role(r)


def _resource(game, r):
    return _w().RESOURCES[r]


def _why(game, reason):
    # the rule a VP change comes from, by its name
    return lines.lookup(_w().VP_WHY, reason, reason)


def _cloud_region(game, space):
    return _region(game, game.board.cloud_spaces[space])


# the letters of words' LINES (hexbox.core.lines)
_NAMES = (("c", _cloud_region), ("g", _resource), ("n", _region), ("r", _role),
          ("s", seat_name), ("w", _why))


def line(game, event, viewer=-1):
    """The irregular lines (a number shown one higher, joined lists, a
    choice of words), then words' LINES."""
    g = game
    W = _w()
    k = event[0]
    if k == "round":
        return W.ROUND % (event[1] + 1, W.EVENTS[event[2]])
    if k == "enchanted":
        return W.ENCHANTED + ", ".join(role(r) for r in event[1])
    if k == "play":
        # the role's name last, whole on its row: "Green brave:" / "Herb gatherer"
        return W.PLAYED % (seat_name(g, event[1]), W.BRAVE if event[3] else W.COWARD,
                           role(event[2]))
    if k == "bids":
        bids = event[1]
        said = [W.SEAT_BID % (seat_name(game, s), bids[s]) for s in range(len(bids))]
        return W.BIDS + ", ".join(said)
    if k == "vp":  # "+1 Punkt", "+2 Punkte"
        form = W.VP_CHANGE[0 if event[2] in (1, -1) else 1]
        return form % (seat_name(g, event[1]), event[2], _why(g, event[3]))
    if k == "res":  # a count of resources in its own number: "+2 wands", "-1 Stab"
        n = event[3]
        said = W.SEAT_RESOURCES[event[2]][0 if n in (1, -1) else 1] % abs(n)
        return W.RES_CHANGE % (seat_name(g, event[1]), "-" if n < 0 else "+", said)
    if k == "mtile":  # the tile as the menu and the map number it
        return W.MTILE_USED % (seat_name(g, event[1]), event[3] + 1)
    if k == "move" or k == "turbo":
        return W.FLIES % (seat_name(g, event[1]), event[2] + 1, _region(g, event[3]))
    return lines.line(W.LINES, event, g, _NAMES)


def sound(event):
    return lines.lookup(_SOUNDS, event[0])


def private(game, seat):
    return seat >= 0 and game.phase in _PRIVATE


def round_shown(r):
    """The round a person reads (1 to 7) of the engine's round index: after
    the last round the index is one past it, and the game is over in round 7."""
    return min(r, ROUNDS - 1) + 1


def status(game, seat):
    """Round and event; the enchanted roles; the seat's hand (own view);
    every seat's VP and resources (green/violet/orange/wands)."""
    g = game
    W = _w()
    v = g.view(seat)
    rows = [prompt(g), W.ROUND_OF % round_shown(v["round"])]
    if 0 <= v["event"]:
        rows.extend(wrap(W.EVENTS[v["event"]]))  # whole: "Gefaehrliche" / "Gebiete"
    if v["ench"]:
        # a row each (a label, then its indented value: one page keeps them)
        rows.extend((W.ENCHANTED_HEAD % ENCHANTED_PENALTY).split("\n"))
        for r in v["ench"]:
            rows.append(" " + role(r))
    if seat >= 0:
        hand = [r for r in v["hand"][seat] if r >= 0]
        rows.append(_hand_head(g, W, seat, len(hand)))
        for r in hand:
            rows.append(" " + role(r))
    for s in range(g.players):
        res = v["res"][s]
        rows.append(_fit(W.SEAT_VP, (seat_name(g, s), v["vp"][s])))
        rows.extend(_resources(W, res))
    return rows


def _fit(forms, values):
    """The first of the forms that says the values in 16 columns."""
    for form in forms:
        said = form % values
        if len(said) <= 16:
            break
    return said


def _resources(W, res):
    """A seat's resources in words, indented under its VP row (a page keeps
    them together): those it has, two to a row where 16 columns hold them,
    a count never apart from its colour."""
    said = [W.SEAT_RESOURCES[i][0 if res[i] == 1 else 1] % res[i]
            for i in range(len(res)) if res[i]]
    rows = []
    for s in said or [W.NO_RESOURCES]:
        if rows and len(rows[-1]) + 1 + len(s) <= 16:
            rows[-1] += " " + s
        else:
            rows.append(" " + s)
    return rows


def _hand_head(game, W, seat, n):
    """The row above a seat's own roles: while they are picked, how many of
    how many; later "Hand:", or that none is left."""
    if game.phase == _SELECT:
        lo, hi = game.hand_limits(seat)
        return W.PICKED % (n, hi) if lo == hi else W.PICKED_RANGE % (n, lo, hi)
    return W.HAND if n else W.HAND_EMPTY


def result(game):
    W = _w()
    r = game.result or {}
    rows = [W.GAME_OVER]
    w = r.get("winners") or []
    rows.append(W.WINNER + ", ".join(seat_name(game, s) for s in w) if w else W.NO_WINNER)
    scores = r.get("scores") or []
    for s in range(len(scores)):
        rows.append(_fit(W.SEAT_SCORE, (seat_name(game, s), scores[s])))
    return rows
