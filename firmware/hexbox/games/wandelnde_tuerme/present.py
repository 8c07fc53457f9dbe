# What the players read of Die wandelnden Türme: action labels, event lines,
# status rows (games/CONTRACT.md, "Presentation"). The hands are secret:
# a seat that plays or swaps cards is asked for first (pass-and-play), and
# only that seat's status shows its hand and where its trapped wizards are.
# ASCII only: the OLED font has no umlauts ("Tuerme").

from .data import CARD_TYPES, DECK, FIELDS, spell_steps

# assumed: the seats are called by their wizards' colours (the same colours
# as the ring picture, render.py)
SEATS = ("Red", "Blue", "Green", "Orange", "Purple", "Brown")
# short spell names for a 16-character row; the rules' own (German) words
_SPELL = (("mb", "Magier bewegen"), ("tb", "Turm bewegen"), ("gm", "Gegenwind Mag."),
          ("gt", "Gegenwind Turm"), ("rb", "Rabenburg"), ("tt", "Turmtausch"),
          ("bf", "Befreien"), ("hp", "Huckepack"))
_PRIVATE = ("select", "give", "return", "offer")  # decisions that show a hand
# two equal cards in a hand are one choice (the menu offers the first)
TWINS = ("card", "give", "return")

HOWTO = (
    "Play a card, move wizards or",
    "towers round the ring. Two",
    "actions a turn, then draw to 3.",
    "Towers trap the wizards under",
    "them; trapping fills a bottle.",
    "Bring all your wizards into the",
    "Rabenburg and empty all your",
    "bottles to end the game.",
    "Hands are secret: pass the box.",
    "Hold ROLL: your hand, bottles",
    "and where your wizards are.",
)


def seat_name(game, seat):
    return SEATS[seat] if 0 <= seat < len(SEATS) else "P%d" % (seat + 1)


def spell_name(code):
    for c, n in _SPELL:
        if c == code:
            return n
    return code


def field(f):
    """A field as the board numbers it (1..16)."""
    return str(f % FIELDS + 1)


# a card's words, long (its menu row) and short (inside another row)
_CARD_WORDS = (
    ("Die: wiz/tower", "W/T die"),  # one die, then wizard or tower
    ("%s: %d dice", "%s %ddice"),  # the best of several dice
    ("Wiz %d/Tower %d", "W%d/T%d"),  # either kind, its own number each
    ("Wizard %d", "W%d"),
    ("Tower %d", "T%d"),
)
_KIND_WORDS = (("Wizard", "W"), ("Tower", "T"))


def card(c, short=0):
    """A movement card by what it allows (short=1: in five characters or so)."""
    w, t, dice = CARD_TYPES[DECK[c]][:3]
    if dice:
        if w and t:
            return _CARD_WORDS[0][short]
        return _CARD_WORDS[1][short] % (_KIND_WORDS[0 if w else 1][short], dice)
    if w and t:
        return _CARD_WORDS[2][short] % (w, t)
    return _CARD_WORDS[3][short] % w if w else _CARD_WORDS[4][short] % t


def _dest(game, f, steps):
    to = (f + steps) % FIELDS
    return "Raben" if to == game.board.raven and steps > 0 else field(to)


def _towers(game, f, level, steps):
    n = len(game.board.stacks[f]) - level
    what = "Tower" if n == 1 else "%d towers" % n
    return "%s %s>%s" % (what, field(f), field(f + steps))


def _spell_item(game, a):
    """What one casting ("spell", code, *args) moves (spells.py)."""
    code = a[1]
    if code in ("mb", "gm"):
        step = spell_steps(code)
        return "%s %s>%s" % (seat_name(game, a[3]), field(a[2]), _dest(game, a[2], step))
    if code in ("tb", "gt"):
        return _towers(game, a[2], a[3], spell_steps(code))
    if code == "rb":
        return "Rabenburg %s" % (">" if a[2] > 0 else "<")
    if code == "tt":
        return "Swap %s and %s" % (field(a[2]), field(a[3]))
    if code == "bf":
        return "%s %s lvl %d" % (seat_name(game, a[4]), field(a[2]), a[3] + 1)
    return spell_name(code)


def label(game, action):
    k = action[0]
    g = game
    if k == "card":
        return card(g.hands[g.active][action[1]])
    if k == "give":
        return "Give %s" % card(g.hands[g.current][action[1]], 1)
    if k == "return":
        return "Back: %s" % card(g.hands[g.active][action[1]], 1)
    if k == "reroll":
        return "Roll again (%d)" % g.rerolls
    if k == "keep":
        return "Keep the %d" % g.roll
    if k == "as":
        return "Move a %s" % action[1]
    if k == "wizard":
        return "%s %s>%s" % (seat_name(g, action[2]), field(action[1]), _dest(g, action[1], g.steps))
    if k == "tower":
        return _towers(g, action[1], action[2], g.steps)
    if k == "spell":
        if action[1] == "hp":
            return "Huckepack"
        return _spell_item(g, action)
    return {"nomove": "Nothing moves", "redraw": "New hand of 3", "end": "End the turn",
            "ask": "Ask for a swap", "bottle": "Bottle: partner", "pass": "Pass",
            "later": "Cast after move"}.get(k, k)


def group(game, action):
    """A spell first (and how often it is paid), then what it moves."""
    if action[0] == "spell" and action[1] != "hp":
        return spell_name(action[1])
    return None


def prompt(game):
    g = game
    s = seat_name(g, g.current)
    ph = g.phase
    what = {"select": "play", "dice": "roll %d" % g.roll, "choose": "announce",
            "move": "move %d" % g.steps, "redraw": "tower 1", "window": "spell?",
            "late": "cast?", "after": "end turn", "again": "again?", "give": "give", "return": "return",
            "offer": "swap?"}.get(ph)
    return "Game over" if what is None else "%s: %s" % (s, what)


def line(game, event, viewer=-1):
    # code, not a table (hexbox.core.lines): as a .mpy the table and its
    # adapters took 1.5 KB more of the app's heap than these branches
    k = event[0]
    g = game
    if k == "turn":
        return "%s's turn" % seat_name(g, event[1])
    if k == "card":
        return "%s plays %s" % (seat_name(g, event[1]), card(event[2]))
    if k == "roll":
        return "Rolled %d" % event[1]
    if k == "as":
        return "Moves a %s" % event[1]
    if k == "wizard":
        return "%s wizard %s > %s" % (seat_name(g, event[1]), field(event[2]), field(event[3]))
    if k == "enter":
        return "%s wizard in the Rabenburg!" % seat_name(g, event[1])
    if k == "raven":
        return "Rabenburg to field %s" % field(event[1])
    if k == "tower":
        n = event[4]
        return "%s %s > %s" % ("Tower" if n == 1 else "%d towers" % n, field(event[1]), field(event[3]))
    if k == "uncover":
        return "%d wizard%s free on %s" % (event[2], "" if event[2] == 1 else "s", field(event[1]))
    if k == "trap":
        return "%d wizard%s trapped on %s" % (event[2], "" if event[2] == 1 else "s", field(event[1]))
    if k == "bottle":
        return "%s fills a bottle" % seat_name(g, event[1])
    if k == "spell":
        return "%s: %s" % (seat_name(g, event[1]), spell_name(event[2]))
    if k == "swap":
        return "Towers %s and %s swapped" % (field(event[1]), field(event[2]))
    if k == "free":
        who = "nobody" if event[2] < 0 else seat_name(g, event[2])
        return "Freed on %s: %s" % (field(event[1]), who)
    if k == "blocked":
        return "The move is blocked"
    if k == "nomove":
        return "Nothing can move"
    if k == "redraw":
        return "%s takes a new hand" % seat_name(g, event[1])
    if k == "draw":
        return "%s draws %d" % (seat_name(g, event[1]), event[2])
    if k == "reshuffle":
        return "Deck reshuffled (%d)" % event[1]
    if k == "cardswap":
        return "%s swapped with partner" % seat_name(g, event[1])
    if k == "pass_bottle":
        return "%s gives partner a bottle" % seat_name(g, event[1])
    if k == "last_round":
        return "Last round! %s is done" % seat_name(g, event[1])
    if k == "over":
        return "Game over"
    return None


def sound(event):
    k = event[0]
    if k == "enter" or k == "bottle":
        return "click"
    if k == "trap":
        return "contact"
    if k == "over":
        return "win"
    return None


def private(game, seat):
    return seat >= 0 and game.phase in _PRIVATE


def _wizards(board, seat):
    """Fields with seat's wizards, trapped ones marked with *."""
    out = []
    for f in range(FIELDS):
        for o in board.spot(f):
            if o == seat:
                out.append(field(f))
        for spot in board.hidden_spots(f):
            for o in spot:
                if o == seat:
                    out.append(field(f) + "*")
    return out


def status(game, seat):
    """Whose turn; the seat's hand, bottles and wizards (trapped ones only
    for the seat itself); the Rabenburg; every seat's castle and bottles."""
    g = game
    v = g.view(seat)
    rows = [prompt(g)]
    if seat >= 0:
        rows.append("Hand:")
        for c in v["hands"][seat]:
            rows.append(" " + card(c))
        # "where is my wizard?": trapped wizards are hidden on the board, but
        # the box tells the asking seat (and only it) where its own are
        rows.append("%s wizards:" % seat_name(g, seat))
        ws = _wizards(g.board, seat)
        while ws:
            rows.append(" ".join(ws[:4]))
            ws = ws[4:]
    rows.append("Rabenburg on %s" % field(v["raven"]))
    for s in range(g.players):
        rows.append("%-6s in %d b%d/%d" % (seat_name(g, s), v["castle"][s], v["full"][s],
                                           v["full"][s] + v["empty"][s]))
    if g.spells:
        rows.append("Spells:")
        for c in g.spells:
            rows.append(" " + spell_name(c))
    return rows


def result(game):
    r = game.result or {}
    w = r.get("winners") or []
    if not w:
        return ["Game over", "nobody won"]
    rows = ["Game over", "Winner%s:" % ("" if len(w) == 1 else "s")]
    for s in w:
        rows.append(" %s" % seat_name(game, s))
    return rows
