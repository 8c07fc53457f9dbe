"""Die wandelnden Türme's move rows read as words on the box's OLED: "Red: 3
to 5", "Rot: 3 nach 5", "Tower: 14 to 16", not "Red 3>5". A shorter form
only where the whole one does not fit the 16 columns (Orange's two-digit
fields, the castle). Six seats play on the box, its buttons pressed by the
virtual player; the menus are read as they are shown."""

import re

import pytest
from screens_shown import screens_shown
from tiers import full_case

# each language's forms, the whole one first, and the words a row may use for "to"
FORMS = {"en": (("%s: %s to %s", "%s %s to %s", "%s %s > %s", "%s %s>%s"), ("to", ">")),
         "de": (("%s: %s nach %s", "%s %s nach %s", "%s %s > %s", "%s %s>%s"), ("nach", ">"))}


@pytest.mark.parametrize("lang", ["en", full_case("de")])
def test_a_move_row_says_who_from_and_to_in_words(lang, monkeypatch, english_after):
    from host_tools.sim import run

    menus = screens_shown(monkeypatch,
                          lambda app, rows, hl: list(rows) if app.menu is not None and hl >= 0
                          else None)
    run.auto(4, "pico_referee", 6, game="wandelnde_tuerme", variant=("meister",),
             probe=run.Probe(max_actions=160), lang=lang)
    forms, tos = FORMS[lang]
    move = re.compile(r"^(.+?):? (\d+) ?(%s) ?(\S+)$" % "|".join(tos))
    rows = [r for m in menus for r in m if move.match(r)]
    assert rows, menus
    whole_rows = []
    for r in rows:
        who, src, _, dst = move.match(r).groups()
        fits = [f % (who, src, dst) for f in forms if len(f % (who, src, dst)) <= 16]
        assert r == fits[0], "%r could read %r" % (r, fits[0])  # a short form only if need be
        if r == forms[0] % (who, src, dst):
            whole_rows.append(r)
    assert whole_rows, rows


@pytest.mark.parametrize("lang", [full_case("en"), "de"])
def test_the_news_of_a_move_keeps_each_number_with_its_words(lang, monkeypatch, english_after):
    """What happened, on the OLED's 16 columns: a wizard's or towers' move
    wraps between words a child reads together ("Rot: Magier 2" / "nach
    5"), never "Rot: Magier 2 >" with the "5" alone on the next row."""
    from host_tools.sim import run

    shown = screens_shown(monkeypatch)
    run.auto(4, "pico_referee", 6, game="wandelnde_tuerme", variant=("meister",),
             probe=run.Probe(max_actions=160), lang=lang)
    moves = re.compile(r"(wizard|Magier|moved:|gezogen:) \d+ (to|nach) (\d+|castle|Burg)")
    news = [rows for rows in shown if moves.search(" ".join(rows))]
    assert news, shown[:20]
    for rows in news:
        for r in rows:
            assert not re.match(r"^\d+$", r.strip()), "a number alone: %r" % rows
            assert not r.rstrip().endswith(">"), "an arrow with nothing after it: %r" % rows
