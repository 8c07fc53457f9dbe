"""The setup screen's rows on the 16-column OLED: a long name (a game's
title, a variant's) is never cut; what does not fit goes on below it,
indented, so it is read whole. A variant the game plays when none of its
kind is chosen (its default) shows ticked, and goes off when another is
chosen."""

import pytest

from hexbox.app.setup_screen import COLS, INDENT, SetupScreen, lines, variants_of
from hexbox.games import LANGUAGES, game_class, names, use_language


class _Hw:
    display = None


class _Fs:
    def read(self, name):
        return None


def _screen(game, **first):
    first["game"] = game
    s = SetupScreen(_Hw(), _Fs(), names(), first)
    s.boot()
    return s


def _entry(s, variant):
    """The cursor on the variant's row."""
    for i, e in enumerate(s.entries()):
        if e[1] == variant:
            s.cursor = i
            return e
    raise AssertionError("no row for %r" % variant)


def test_a_long_row_goes_on_below_itself_whole():
    assert lines("Die verdrehte Spuknacht") == ["Die verdrehte", INDENT + "Spuknacht"]
    assert lines("[x] Bumblebee Flight") == ["[x] Bumblebee", INDENT + "Flight"]
    assert lines("Players: 3") == ["Players: 3"]


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", names())
def test_every_row_fits_and_reads_whole_with_the_cursor_on_it(game, lang):
    use_language(lang)
    try:
        s = _screen(game, players=game_class(game).PLAYERS[1])
        for i, e in enumerate(s.entries()):
            s.cursor = i
            s.draw()
            assert all(len(r) <= COLS for r in s.rows), s.rows
            shown = s.rows[s.hl:]
            got = shown[0] + "".join(" " + r.lstrip() for r in shown[1:] if r.startswith(" "))
            assert got.startswith(s.row(e)), (s.row(e), s.rows)
    finally:
        use_language("en")


def test_a_variant_on_by_default_shows_ticked_until_another_is_chosen():
    cls = game_class("techno_witches")
    default = cls(players=2).variant[0]  # the adventure played when none is chosen
    s = _screen("techno_witches", players=2)
    assert not s.variant
    rows = [s.row(e) for e in s.entries()]
    ticked = [r for r in rows if r.startswith("[x]")]
    assert len(ticked) == 1 and "Flight School" in ticked[0]
    other = [v for v in variants_of(cls) if v != default][0]
    e = _entry(s, other)
    assert s.row(e).startswith("[ ]")
    s.press("confirm")
    assert s.variant == [other] and s.row(e).startswith("[x]")
    assert s.row(_entry(s, default)).startswith("[ ]")
    # OK on the default, chosen by nothing: it stays on, and is not added twice
    s2 = _screen("techno_witches", players=2)
    _entry(s2, default)
    s2.press("confirm")
    assert s2.variant == [] and s2.playing == (default,)
