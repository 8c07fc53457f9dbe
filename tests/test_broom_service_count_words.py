"""Broom Service's news count in words a child reads: a count takes its
word's own number ("Blue -2 wands", "Rot +2 Stäbe", "Rot +1 Punkt"), never
"-2 wand", "+2 Stab" or "+1 Punkte". Three seats play on the box through its buttons; the news is
read as the OLED shows it."""

import re

import pytest
from screens_shown import screens_shown

ONE = {"en": "wand", "de": "Stab"}
MANY = {"en": "wands", "de": "Stäbe"}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_count_of_wands_takes_its_words_number(lang, monkeypatch, english_after):
    from host_tools.sim import run

    shown = screens_shown(monkeypatch)
    run.auto(42, "pico_referee", 3, game="broom_service", probe=run.Probe(max_actions=120),
             lang=lang)
    counted = re.compile(r"[+-](\d+) (%s|%s)\b" % (ONE[lang], MANY[lang]))
    said = [m for rows in shown for r in rows for m in counted.finditer(r)]
    assert any(m.group(1) != "1" for m in said), said  # a count of more than one was read
    for m in said:
        assert m.group(2) == (ONE if m.group(1) == "1" else MANY)[lang], m.group(0)


def test_one_victory_point_is_one_punkt(monkeypatch, english_after):
    """Like-minded pays 1 VP to a seat: "Rot +1 Punkt: Gleichgesinnte"."""
    from host_tools.sim import run

    shown = screens_shown(monkeypatch)
    run.auto(43, "pico_referee", 3, game="broom_service", probe=run.Probe(max_actions=150),
             lang="de")
    counted = re.compile(r"[+-](\d+) (Punkt|Punkte)\b")
    said = [m for rows in shown for r in rows for m in counted.finditer(r)]
    assert any(m.group(1) == "1" for m in said), said
    for m in said:
        assert m.group(2) == ("Punkt" if m.group(1) == "1" else "Punkte"), m.group(0)
