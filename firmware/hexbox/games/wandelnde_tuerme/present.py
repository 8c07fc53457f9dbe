# What the players read of Die wandelnden Türme: action labels, event lines,
# status rows (games/CONTRACT.md, "Presentation"). The hands are secret:
# a seat that plays or swaps cards is asked for first (pass-and-play), and
# only that seat's status shows its hand and where its trapped wizards are.

from hexbox.core import lines
from hexbox.core.text import item
from hexbox.games import words

from .data import CARD_TYPES, DECK, FIELDS, spell_steps

# the spells' codes (spells.py), in the order of the word tables' SPELLS
_SPELL_CODES = ("mb", "tb", "gm", "gt", "rb", "tt", "bf", "hp")
_PRIVATE = ("select", "give", "return", "offer")  # decisions that show a hand
# two equal cards in a hand are one choice (the menu offers the first)
TWINS = ("card", "give", "return")


SPEAKS = True  # every word it shows comes from words_<code>.py


def _w():
    # the words in the language in use (words_en.py, words_de.py)
    return words("wandelnde_tuerme")


def seat_name(game, seat):
    seats = _w().SEATS
    return seats[seat] if 0 <= seat < len(seats) else "P%d" % (seat + 1)


def spell_name(code, names=None):
    """A spell's name (names: another table in SPELLS order, SPELL_GROUPS)."""
    for i in range(len(_SPELL_CODES)):
        if _SPELL_CODES[i] == code:
            return (names or _w().SPELLS)[i]
    return code


def field(f):
    """A field as the board numbers it (1..16)."""
    return str(f % FIELDS + 1)


def card(c):
    """A movement card by what it allows, in whole words."""
    W = _w()
    w, t, dice = CARD_TYPES[DECK[c]][:3]
    if dice:
        if w and t:
            return W.CARD_DIE
        return W.CARD_DICE % (W.KINDS[0 if w else 1], dice)
    if w and t:
        return W.CARD_BOTH % (w, t)
    return W.CARD_WIZARD % w if w else W.CARD_TOWER % t


def _kind(kind):
    """The engine's "wizard" or "tower", in words."""
    return _w().KIND_NAMES[0 if kind == "wizard" else 1]


_COLS = 16  # an OLED row


def _move(who, src, dst):
    """A move's row in the first of the language's forms that fits a row."""
    for form in _w().MOVES:
        row = form % (who, src, dst)
        if len(row) <= _COLS:
            return row
    return row


def _dest(game, f, steps):
    to = (f + steps) % FIELDS
    return _w().RAVEN_SHORT if to == game.board.raven and steps > 0 else field(to)


def _towers(game, f, level, steps):
    W = _w()
    n = len(game.board.stacks[f]) - level
    what = W.TOWER if n == 1 else W.TOWERS % n
    return _move(what, field(f), field(f + steps))


def _lift(game, f, level, who):
    """Set free: the towers lifted off field f (that tower and all above it),
    and for whom when it is the partner's wizard (team variant)."""
    W = _w()
    n = len(game.board.stacks[f]) - level
    if who != game.current:
        return W.LIFT_FOR % (seat_name(game, who), field(f), n)
    return W.LIFT_ONE % field(f) if n == 1 else W.LIFT_MANY % (n, field(f))


def _spell_item(game, a):
    """What one casting ("spell", code, *args) moves (spells.py)."""
    W = _w()
    code = a[1]
    if code in ("mb", "gm"):
        step = spell_steps(code)
        return _move(seat_name(game, a[3]), field(a[2]), _dest(game, a[2], step))
    if code in ("tb", "gt"):
        return _towers(game, a[2], a[3], spell_steps(code))
    if code == "rb":
        return W.RAVEN_MOVE % field(game.board.raven_nudge_target(a[2]))
    if code == "tt":
        return W.SWAP % (field(a[2]), field(a[3]))
    if code == "bf":
        return _lift(game, a[2], a[3], a[4])
    return spell_name(code)


def label(game, action):
    W = _w()
    k = action[0]
    g = game
    # the prompt says what a card row does: play it, give it, give it back
    if k == "card" or k == "return":
        return card(g.hands[g.active][action[1]])
    if k == "give":
        return card(g.hands[g.current][action[1]])
    if k == "reroll":
        return W.REROLL % g.rerolls
    if k == "keep":
        return W.KEEP % g.roll
    if k == "as":
        return W.MOVE_A % _kind(action[1])
    if k == "wizard":
        return _move(seat_name(g, action[2]), field(action[1]), _dest(g, action[1], g.steps))
    if k == "tower":
        return _towers(g, action[1], action[2], g.steps)
    if k == "spell":
        if action[1] == "hp":
            return spell_name("hp")
        return _spell_item(g, action)
    for name, text in W.CHOICES:
        if name == k:
            return text
    return k


def group(game, action):
    """A spell first (and how often it is paid), then what it moves."""
    if action[0] == "spell" and action[1] != "hp":
        return spell_name(action[1], _w().SPELL_GROUPS)
    return None


def prompt(game):
    W = _w()
    g = game
    ph = g.phase
    for name, what in W.ASKS:
        if name == ph:
            if ph == "dice":
                what = what % g.roll
            elif ph == "move":
                what = what % g.steps
            return W.PROMPT % (seat_name(g, g.current), what)
    return W.GAME_OVER


def _card(game, c):
    return card(c)


def _field(game, f):
    return field(f)


def _kind_of(game, kind):
    return _kind(kind)


def _spell(game, code):
    return spell_name(code)


# the letters of words' LINES (hexbox.core.lines)
_NAMES = (("c", _card), ("f", _field), ("k", _kind_of), ("p", _spell), ("s", seat_name))


def line(game, event, viewer=-1):
    """The irregular lines (one tower or several, one wizard or several,
    nobody), then words' LINES."""
    W = _w()
    k = event[0]
    if k == "tower":
        n = event[4]
        return W.TOWER_MOVES % (
            W.TOWER if n == 1 else W.TOWERS % n,
            field(event[1]),
            field(event[3]),
        )
    if k == "uncover":
        return (W.FREED_ONE if event[2] == 1 else W.FREED_MANY) % (event[2], field(event[1]))
    if k == "trap":
        return (W.TRAPPED_ONE if event[2] == 1 else W.TRAPPED_MANY) % (event[2], field(event[1]))
    if k == "roll":  # who rolls, and whether it is a second roll
        return W.ROLLS[1 if event[3] else 0] % (seat_name(game, event[2]), event[1])
    if k == "free":
        who = W.NOBODY if event[2] < 0 else seat_name(game, event[2])
        return W.FREED_FOR % (field(event[1]), who)
    if k == "draw":  # cards taken into the hand: one, more
        return W.DRAWS[0 if event[2] == 1 else 1] % (seat_name(game, event[1]), event[2])
    return lines.line(W.LINES, event, game, _NAMES)


_SOUNDS = (("enter", "click"), ("bottle", "click"), ("trap", "contact"), ("over", "win"))


def sound(event):
    return lines.lookup(_SOUNDS, event[0])


def private(game, seat):
    return seat >= 0 and game.phase in _PRIVATE


def _wizards(board, seat, trapped):
    """The fields of seat's wizards, free or trapped ones."""
    out = []
    for f in range(FIELDS):
        spots = board.hidden_spots(f) if trapped else (board.spot(f),)
        for spot in spots:
            for o in spot:
                if o == seat:
                    out.append(field(f))
    return out


def _fields(rows, heading, fields):
    if fields:
        rows.append(heading)
    while fields:
        rows.append(" " + " ".join(fields[:4]))
        fields = fields[4:]


def status(game, seat):
    """Whose turn; the seat's hand, bottles and wizards (trapped ones only
    for the seat itself); the Rabenburg; every seat's castle and bottles."""
    W = _w()
    g = game
    v = g.view(seat)
    rows = [prompt(g)]
    if seat >= 0:
        rows.append(W.HAND)
        for c in v["hands"][seat]:
            rows.extend(item(card(c)))
        # "where is my wizard?": trapped wizards are hidden on the board, but
        # the box tells the asking seat (and only it) where its own are
        _fields(rows, W.WIZARDS_ON, _wizards(g.board, seat, False))
        _fields(rows, W.TRAPPED_ON, _wizards(g.board, seat, True))
    rows.append(W.RAVEN_ON % field(v["raven"]))
    rows.append(W.IN_CASTLE)
    for s in range(g.players):
        rows.append(W.SEAT_COUNT % (seat_name(g, s), v["castle"][s], g.wizards_each))
    rows.append(W.FULL_BOTTLES)
    for s in range(g.players):
        rows.append(W.SEAT_COUNT % (seat_name(g, s), v["full"][s], v["full"][s] + v["empty"][s]))
    if g.spells:
        rows.append(W.SPELLS_CAST)
        for c in g.spells:
            rows.extend(item(spell_name(c)))  # indented, a full-width name on two rows
    return rows


def result(game):
    W = _w()
    r = game.result or {}
    w = r.get("winners") or []
    if not w:
        return [W.GAME_OVER, W.NOBODY_WON]
    rows = [W.GAME_OVER, W.WINNER if len(w) == 1 else W.WINNERS]
    for s in w:
        rows.append(" %s" % seat_name(game, s))
    return rows
