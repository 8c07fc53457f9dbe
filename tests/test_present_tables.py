"""Event lines and sounds from tables (hexbox.core.lines): every game whose
words hold LINES has rows that fill their formats, one letter per name
table the game's present.py defines, and the same events with the same
parts in every language (only the words differ); every game's sounds are
its present.py's _SOUNDS rows."""

import re

import pytest

from hexbox.core import lines
from hexbox.games import LANGUAGES, names, presentation, use_language, words

HOLE = re.compile(r"%[-+ 0-9.]*[sd]")


def _tabled():
    return [n for n in names() if hasattr(words(n), "LINES")]


def test_the_games_read_by_tables_are_found():
    assert {"spuknacht", "techno_witches", "wandelnde_tuerme", "broom_service"} <= set(_tabled())


@pytest.mark.parametrize("name", _tabled())
def test_every_row_fills_its_format(name):
    letters = {k for k, _ in getattr(presentation(name), "_NAMES", ())}
    try:
        for lang in LANGUAGES:
            use_language(lang)
            for event, fmt, parts in words(name).LINES:
                digits = [c for c in parts if c.isdigit()]
                assert len(digits) == len(HOLE.findall(fmt.replace("%%", ""))), (lang, event)
                assert {c for c in parts if not c.isdigit()} <= letters, (lang, event, parts)
                for i, c in enumerate(parts):
                    if not c.isdigit():
                        assert parts[i + 1:i + 2].isdigit(), (lang, event, parts)  # names a field
    finally:
        use_language("en")


@pytest.mark.parametrize("name", _tabled())
def test_every_language_has_the_same_rows(name):
    shapes = []
    try:
        for lang in LANGUAGES:
            use_language(lang)
            shapes.append([(event, parts) for event, _, parts in words(name).LINES])
    finally:
        use_language("en")
    assert all(s == shapes[0] for s in shapes)
    assert len({e for e, _ in shapes[0]}) == len(shapes[0])  # one row per event


def test_a_row_and_an_irregular_line_read_as_before():
    from hexbox.games import game_class

    tuerme = game_class("wandelnde_tuerme")(players=2, seed=1)
    p = presentation("wandelnde_tuerme")
    assert p.line(tuerme, ("wizard", 0, 3, 5)) == "Red's wizard 4 to 6"
    assert p.line(tuerme, ("trap", 7, 2)) == "2 wizards trapped on 8"
    assert p.line(tuerme, ("no_such_event",)) is None
    broom = game_class("broom_service")(players=3, seed=1)
    p = presentation("broom_service")
    assert p.line(broom, ("deliver", 1, 0, 2, 3)) == "Blue delivers orange in F00"
    assert p.line(broom, ("round", 0, 1)) == "Round 1: Black market"


@pytest.mark.parametrize("name", names())
def test_sounds_are_a_table(name):
    """sound() answers from the (event name, sound) rows of _SOUNDS, one row
    per event; a game whose sounds are code again has no such table."""
    p = presentation(name)
    table = getattr(p, "_SOUNDS", None)
    assert isinstance(table, tuple) and table, "%s: present.py has no _SOUNDS table" % name
    assert all(isinstance(r, tuple) and len(r) == 2 for r in table), name
    assert len({e for e, _ in table}) == len(table), name  # one row per event
    for event, sound in table:
        assert sound in ("contact", "win", "loss", "click", "error"), (name, event)
        assert p.sound((event, 0, 0, 0)) == sound == lines.lookup(table, event)
    assert p.sound(("no_such_event",)) is None
