# What the OLED shows in dice-and-wheel mode: rows of at most 16 characters
# (pure functions, so tests read them), and the dice drawn as pips for a
# glance across the table. Without a display, led_pattern() gives the same
# roll for a strip of LEDs.

from hexbox.app.speech import words
from hexbox.core.lines import lookup
from hexbox.core.text import wrap
from hexbox.games import words as game_words
from hexbox.games.spuknacht.data import MAGICIANS

DICE_WORDS = "hexbox.boxes.dice."  # its words_<code>.py, through hexbox.app.speech.words


def colour_name(c):
    """A ghost die colour ("red") in the language in use."""
    return lookup(words().COLOURS, c, c)


def turn_name(c):
    """Where the wheel turns for a ghost die colour, as the game's own
    screens say it ("clockwise", "rechtsherum")."""
    return lookup(game_words("spuknacht").TURNS, c, "")


def roll_rows(points, colour, n, turn=True):
    """A roll in the words the game's news gives it, wrapped to 16 columns:
    "Die 6, ghosts" / "blue: 3 notches" / "clockwise" (turn False: without
    the last row; the colour says it)."""
    W = game_words("spuknacht")
    said = W.SAID[0] % (points, colour_name(colour), n, W.NOTCHES[0 if n == 1 else 1],
                        turn_name(colour) if turn else "")
    return wrap(said.rstrip())


def dice_rows(t):
    """The last roll: the magicians' die, the ghosts' colour, notches and turn."""
    if not t.gdie:
        return []
    colour, n = t.gdie
    return roll_rows(t.die, colour, n)


def idle_screen(t):
    title, throw, nudge, fields, fields_set, ghost4 = words(DICE_WORDS).IDLE
    rows = [title, throw]
    if t.last_dir:
        rows.append(nudge)
    rows.append(fields if not t.by_hand else fields_set)
    k = t.ghost4()
    if k >= 0:
        rows.append(ghost4 % t.board.ghost_starts[k])
    return rows


def turn_screen(t):
    W = words(DICE_WORDS)
    return dice_rows(t) + list(W.TURN) + [W.IDLE[3]]


def turning_screen(t):
    return dice_rows(t) + list(words(DICE_WORDS).TURNING)


def after_turn_screen(t, stopped, touched):
    W = words(DICE_WORDS)
    stop, boo, done = W.AFTER_TURN
    # the roll without its turn: the wheel has turned, and room is for who it touched
    rows = roll_rows(t.die, t.gdie[0], t.gdie[1], False) if t.gdie else []
    if stopped:
        rows.append(stop)
    for m in touched:
        rows.append(boo % MAGICIANS[m])
    if not stopped and not touched:
        rows.append(done)
    # what comes next, as room allows (six rows): the next throw, then the nudge
    for hint in (W.IDLE[1], W.IDLE[2]):
        if len(rows) < 6:
            rows.append(hint)
    return rows


def history_screen(t):
    """The last rolls, newest first, as many as six rows hold, each in words
    without its turn (the colour says it; the roll's own screen names it)."""
    title, none_yet = words(DICE_WORDS).HISTORY
    rows = [title]
    for r in reversed(t.rolls):
        said = roll_rows(r[0], r[1], r[2], False)
        if len(rows) + len(said) > 6:
            break
        rows.extend(said)
    if not t.rolls:
        rows.append(none_yet)
    return rows


def field_screen(m, field):
    W = words(DICE_WORDS)
    title, on, none, at = W.BY_HAND
    return [title, on % (MAGICIANS[m], none if field < 0 else at % field)] + list(W.FIELD_KEYS)


def card_screen(card, n_choice):
    """Dice only (Wandering Towers dice cards)."""
    W = words(DICE_WORDS)
    if card is None:
        rows = list(W.DICE_ONLY)
        rows[1] = rows[1] % n_choice
        return rows
    title, throws, counts, reroll, last_counts, next_card = W.DICE_CARD
    rows = [title % card.dice]
    rows.append(throws + " ".join(str(v) for v in card.throws))
    rows.append(counts % card.counts())
    rows.append(reroll if card.tries_left() else last_counts)
    rows.append(next_card)
    return rows


# -- pictures -----------------------------------------------------------------
# pip centres on a 3 x 3 grid (0..2, 0..2) for faces 1..6
_PIPS = ((), ((1, 1),), ((0, 0), (2, 2)), ((0, 0), (1, 1), (2, 2)),
         ((0, 0), (2, 0), (0, 2), (2, 2)), ((0, 0), (2, 0), (1, 1), (0, 2), (2, 2)),
         ((0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)))


def draw_die(fb, x, y, size, points):
    """A die face of `points` pips in a size x size square at (x, y)."""
    fb.rect(x, y, size, size, 1)
    cell = size // 3
    pip = max(cell // 2, 2)
    for gx, gy in _PIPS[points]:
        fb.fill_rect(
            x + gx * cell + (cell - pip) // 2, y + gy * cell + (cell - pip) // 2, pip, pip, 1
        )


def draw_roll(fb, t):
    """Both dice as a picture: the magicians' die, then the ghosts' die as
    its colour word and one box per notch, the turn and notches in words."""
    from hexbox.hw.display import write  # the OLED's letters; the rows above need no framebuf

    fb.fill(0)
    if not t.gdie:
        write(fb, words(DICE_WORDS).PICTURE[0], 0, 0, 1)
        fb.show()
        return
    colour, n = t.gdie
    draw_die(fb, 0, 0, 30, t.die)
    said = colour_name(colour)
    write(fb, said.upper(), 40, 0, 1)
    for i in range(n):
        fb.fill_rect(40 + 14 * i, 14, 10, 10, 1)
    write(fb, turn_name(colour), 0, 30, 1)  # under the die, over the hint
    W = words(DICE_WORDS)
    _, nudge, notch, notches = W.PICTURE
    write(fb, W.TURN[1] if t.phase == "turn" else nudge, 0, 40, 1)
    write(fb, (notch if n == 1 else notches) % n, 0, 52, 1)
    fb.show()


# LED strip fallback: (r, g, b) per LED
_WHITE = (40, 40, 40)
_COLOUR = {"red": (60, 0, 0), "blue": (0, 0, 60)}


def led_pattern(t, count):
    """The last roll on `count` LEDs: the magicians' die as that many white
    LEDs, then one LED per ghost notch in the ghost die's colour; needs
    count >= 9 for every roll, fewer LEDs show what fits."""
    out = [(0, 0, 0)] * count
    if not t.gdie:
        return out
    i = 0
    for _ in range(t.die):
        if i < count:
            out[i] = _WHITE
        i += 1
    i = max(i, 6)  # ghost LEDs start after the die's six, so they never shift
    for _ in range(t.gdie[1]):
        if i < count:
            out[i] = _COLOUR.get(t.gdie[0], _WHITE)
        i += 1
    return out
