"""Techno Witches says where a flyer landed in words a child finds it by,
played on the box through its buttons in both languages: so many cm from
the nearest castle or house, named as the menus name it, and its heading
the one way every line gives it ("facing 135 degrees", as a start says it);
never "x 350 y 420 mm" in the news; each number on the row of its unit."""

import re

import pytest
from screens_shown import screens_shown

from hexbox.games import words as game_words
from host_tools.sim import run

SIDES = {"en": r"(right of|behind|left of|in front of)", "de": r"(rechts von|hinter|links von|vor)"}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_landing_is_told_by_the_nearest_place(lang, monkeypatch, english_after):
    shown = screens_shown(monkeypatch)
    c, _, _ = run.auto(3, "pico_referee", 2, game="techno_witches",
                       probe=run.Probe(max_actions=40), lang=lang)
    W = game_words("techno_witches")
    texts = [" ".join(s) for s in shown]
    lands = W.LANDS.split("%s")[1].strip()  # "lands" / "landet"
    told = [t for t in texts if " %s " % lands in t]
    assert told, texts[-20:]
    places = [W.CASTLES[n] for n in range(1, 9)] + [W.HOUSE % n for n in range(1, 5)]
    facing = W.DEGREES.replace("%d", r"\d+")
    heading = W.STARTS.split("%s")[2].strip(", ")  # "facing" / "Richtung"
    for t in told:
        assert not re.search(r"\bmm\b|\bx \d+ y \d+", t), t
        m = re.search(r" %s (\d+ cm %s|%s) (.+?), %s %s" % (
            lands, SIDES[lang], W.NEXT_TO.split(" ")[0], heading, facing), t)
        assert m, t
        assert m.group(3) in places, (m.group(3), t)
    # on the OLED a number stays with its unit and a house with its number
    # ("facing 13" / "degrees" and "Violet at House" / "1, facing 67" were read)
    for rows in shown:
        for a, b in zip(rows, rows[1:]):
            assert not (re.search(r"\d$", a) and re.match(r"(cm|degrees|Grad)\b", b)), rows
            assert not (re.search(r"\b(House|Haus)$", a) and re.match(r"\d", b)), rows
