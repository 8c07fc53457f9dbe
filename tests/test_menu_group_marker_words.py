"""A menu row that opens a group shows its marker (" >") and its whole
name on the OLED's 16 columns, in either language: "Gegenwind Magier"
(16 columns) lost its " >" and read as a move. Played on the box through
its buttons: a row that OK opened is read off the screen before the press
and the group's title after it."""

import random

import pytest
from screens_shown import screens_shown

from host_tools.sim import run


def menu_screens(monkeypatch):
    """Every screen the box shows: its rows, the highlighted row, and how
    deep in its menu it is (-1: no menu, 0: the top, 1: a group)."""

    def keep(app, rows, hl):
        m = app.menu
        return list(rows), hl, len(m.path) if m is not None else -1

    return screens_shown(monkeypatch, keep)


def opened_rows(shown):
    """(the highlighted row, the next screen's title) wherever OK on a top
    row opened a group."""
    return [(rows[hl], nxt[0]) for (rows, hl, d), (nxt, _, e) in zip(shown, shown[1:])
            if d == 0 and e == 1 and 0 < hl < len(rows)]


def steer_to(code, seed):
    """A chooser that casts the spell `code` whenever it is offered, and
    else picks at random: the group row is read on the way there."""
    rnd = random.Random(seed)

    def choose(g, acts):
        for a in acts:
            if a[0] == "spell" and a[1] == code:
                return a
        return rnd.choice(acts)

    return choose


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_spell_group_row_keeps_its_marker(lang, monkeypatch, english_after):
    """Die wandelnden Türme, Meistermagier, 4 seats: every spell's group row
    opened on the way to a casting (the headwind on a wizard among them)."""
    shown = menu_screens(monkeypatch)
    c, _, _ = run.auto(4, "pico_referee", 4, game="wandelnde_tuerme", variant=("meister",),
             choose=steer_to("gm", 4), probe=run.Probe(max_actions=150), lang=lang)
    assert any(a[:2] == ("spell", "gm") for a in c.game.history), "no headwind on a wizard"
    opened = opened_rows(shown)
    assert opened, "no group was opened"
    for row, title in opened:
        assert row == title + " >", "the row %r opened %r" % (row, title)
