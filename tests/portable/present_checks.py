# Generic checks of every game's presentation module (games/CONTRACT.md,
# "Presentation"): what the box, the simulators and the logs show. Plain
# functions using assert, shared by CPython and MicroPython.
from hexbox.app import menu as mn
from hexbox.games import howto, presentation
from hexbox.games.playout import random_playout
from hexbox.hw.glyphs import LETTERS

ROW = 16  # OLED columns
LINE = 64  # an event line: wrapped into at most four OLED rows (most take one or two)
# what a player must never read: identifiers and Python reprs
RAW = ("_", "[", "]", "{", "}", "None", "('", "badluck", "<function")
SOUNDS = (None, "contact", "win", "loss", "click", "error")


def readable(s, width, what):
    assert isinstance(s, str) and s, "%s is not a non-empty string: %r" % (what, s)
    assert len(s) <= width, "%s is longer than %d characters: %r" % (what, width, s)
    for ch in s:
        assert 32 <= ord(ch) < 127 or ch in LETTERS, (
            "%s has a character the OLED font lacks: %r" % (what, s))
    for bad in RAW:
        assert bad not in s, "%s shows %r, not words: %r" % (what, bad, s)


def actions_of(entries):
    """Every action the entries of mn.build() offer, in menu order."""
    out = []
    for e in entries:
        if isinstance(e[1], list):
            for x in e[1]:
                out.append(x[1])
        else:
            out.append(e[1])
    return out


def check_menu(p, game):
    """Every legal action has a label; the menu's rows fit and differ."""
    acts = game.actions()
    entries = mn.build(p, game, acts)
    twins = getattr(p, "TWINS", ())
    seen = {}
    for a in acts:
        key = (p.group(game, a), p.label(game, a))
        if key in seen:
            assert a[0] in twins and seen[key][0] == a[0], \
                "%r and %r read the same: %r" % (seen[key], a, key)
        seen[key] = a
    shown = [mn.shown(e) for e in entries]
    assert len(set(shown)) == len(shown), "two menu rows read the same: %r" % (shown,)
    for e in entries:
        readable(e[0], ROW, "menu row")
        if isinstance(e[1], list):
            # a group's row keeps its whole name and its marker " >"
            readable(e[0], ROW - 2, "group row (with its marker)")
            sub = [mn.shown(x) for x in e[1]]
            assert len(set(sub)) == len(sub), "two rows of group %r read the same: %r" % (e[0], sub)
            assert mn.back_item() not in sub
            for x in e[1]:
                readable(x[0], ROW, "label of %r" % (x[1],))
    offered = actions_of(entries)
    for a in acts:
        readable(p.label(game, a), ROW, "label of %r" % (a,))
        assert a in offered or a[0] in twins, "the menu has no entry for %r" % (a,)


def check_screens(p, game):
    readable(p.prompt(game), ROW, "prompt")
    seats = [game.current] if game.current >= 0 else []
    for seat in seats + [-1]:
        rows = p.status(game, seat)
        assert rows, "no status rows"
        for r in rows:
            readable(r, ROW, "status row")
    assert p.private(game, -1) is False, "the public view cannot be private"


def check_playout(name, cls, players, seed, variant=(), max_steps=400):
    """One random playout: every action labelled, every event a line."""
    p = presentation(name)
    for h in howto(name):  # the help screens: paragraphs, wrapped by whoever shows them
        readable(h, 600, "help paragraph")
    count = [0]

    def on_step(game, action, events):
        count[0] += 1
        for e in events:
            readable(p.line(game, e, -1), LINE, "line of event %r" % (e,))
            assert p.sound(e) in SOUNDS, "unknown sound for %r" % (e,)
        if game.over:
            for r in p.result(game):
                readable(r, ROW, "result row")
            return
        check_menu(p, game)
        if count[0] % 3 == 0:
            check_screens(p, game)
        if count[0] >= max_steps:
            raise StopIteration

    game = cls(players=players, seed=seed, variant=variant)
    for s in range(players):
        readable(p.seat_name(game, s), 8, "seat name")
    check_menu(p, game)
    check_screens(p, game)
    try:
        random_playout(cls, players, seed, variant, on_step=on_step)
    except StopIteration:
        pass
    return count[0]


# -- one language per screen -------------------------------------------------------
def tokens(s):
    """The words of a row: runs of letters, at least 4 long ("Turm", not "d")."""
    out = []
    cur = ""
    for ch in s + " ":
        if "a" <= ch.lower() <= "z":
            cur += ch
        else:
            if len(cur) >= 4:
                out.append(cur)
            cur = ""
    return out


def _strings(v, out):
    if isinstance(v, str):
        out.append(v)
    elif isinstance(v, tuple):
        for x in v:
            _strings(x, out)


def table_words(table):
    """Every word a words table can put on a screen. The English keys of its
    REASONS (FAULTS) are the engine's (the boot's), not this language's: only
    what it says counts."""
    texts = []
    for k in dir(table):
        if k.startswith("_"):
            continue
        v = getattr(table, k)
        if k in ("REASONS", "FAULTS"):  # (the English text, what this language says)
            v = tuple(said for _key, said in v)
        _strings(v, texts)
    out = set()
    for s in texts:
        out.update(tokens(s))
    return out


def foreign_words(tables, code):
    """The words that only another language's tables hold: (tables) is
    {language: [table, ...]} with the same modules in each order."""
    mine = set()
    for t in tables[code]:
        mine.update(table_words(t))
    out = set()
    for other in tables:
        if other != code:
            for t in tables[other]:
                out.update(table_words(t))
    return out - mine


def never_foreign(foreign, what):
    """see(row): asserts the row holds none of the foreign words."""
    def see(row):
        for w in tokens(row):
            assert w not in foreign, "%s shows %r, a word of another language: %r" % (what, w, row)
    return see
