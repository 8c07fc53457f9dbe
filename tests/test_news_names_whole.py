"""A name of two words stays whole on the box's OLED news: a role is read
"Green brave:" / "Herb gatherer", never "Green: Herb" / "gatherer brave";
a curve "Green:" / "curve 9 left", never "Green: curve 9" / "left". Seats
play on the box through its buttons; the news is read as the OLED shows it."""

import re

import pytest
from screens_shown import screens_shown

from hexbox.games import use_language, words


def _split(shown, names):
    """(rows, name) where a row ends inside the name and the next goes on with it."""
    out = []
    for rows in shown:
        for a, b in zip(rows, rows[1:]):
            for n in names:
                first, rest = n.split(" ", 1)
                if a.endswith(" " + first) and b.startswith(rest):
                    out.append((rows, n))
    return out


@pytest.mark.parametrize("lang", ["en"])  # the German roles are one word each
def test_a_role_is_read_whole(lang, monkeypatch, english_after):
    from host_tools.sim import run

    use_language(lang)
    roles = [r for r in words("broom_service").ROLES if " " in r]
    shown = screens_shown(monkeypatch)
    run.auto(43, "pico_referee", 3, game="broom_service", probe=run.Probe(max_actions=60),
             lang=lang)
    played = [r for rows in shown for r in rows if r.rstrip(":").endswith(
        (words("broom_service").BRAVE, words("broom_service").COWARD))]
    assert played, shown[:20]
    assert roles
    assert not _split(shown, roles), _split(shown, roles)[:3]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_curve_is_read_whole(lang, monkeypatch, english_after):
    from host_tools.sim import run

    shown = screens_shown(monkeypatch)
    run.auto(77, "pico_referee", 3, game="techno_witches", probe=run.Probe(max_actions=40),
             lang=lang)
    turn = ("left", "right") if lang == "en" else ("links", "rechts")
    curve = re.compile(r"\d$")
    whole = re.compile(r"\d (%s)\b" % "|".join(turn))
    told = [rows for rows in shown if any(whole.search(r) for r in rows)]
    assert told, shown[:20]
    for rows in shown:
        for a, b in zip(rows, rows[1:]):
            assert not (curve.search(a) and b.split(" ")[0] in turn), rows


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_card_is_read_whole(lang, monkeypatch, english_after):
    """Die wandelnden Türme: a card played is read "Red plays:" / "Wizard
    1/Tower 5", never "Red plays Wizard" / "1/Tower 5"."""
    from hexbox.games import presentation
    from hexbox.games.wandelnde_tuerme.data import DECK
    from host_tools.sim import run

    shown = screens_shown(monkeypatch)
    run.auto(7, "pico_referee", 3, game="wandelnde_tuerme", probe=run.Probe(max_actions=60),
             lang=lang)
    p = presentation("wandelnde_tuerme")
    cards = sorted({p.card(c) for c in range(len(DECK))})
    played = [r for rows in shown for r in rows if r in cards]
    assert played, shown[:20]
    assert not _split(shown, [c for c in cards if " " in c]), _split(shown, cards)[:3]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_cards_drawn_are_said_as_cards(lang, monkeypatch, english_after):
    """Die wandelnden Türme: cards taken into the hand are named cards, in
    their number ("Red takes 2 cards", "Rot nimmt 1 Karte"), not "Red draws
    2" / "Rot zieht 2 nach", read like a move of 2 fields."""
    from host_tools.sim import run

    shown = screens_shown(monkeypatch)
    run.auto(7, "pico_referee", 3, game="wandelnde_tuerme", probe=run.Probe(max_actions=30),
             lang=lang)
    text = " ".join(" ".join(rows) for rows in shown)
    one, many = {"en": ("takes", "card", "cards"), "de": ("nimmt", "Karte", "Karten")}[lang][1:]
    verb = {"en": "takes", "de": "nimmt"}[lang]
    said = re.findall(r"\b%s (\d) (%s|%s)\b" % (verb, one, many), text)
    assert said, text[:400]
    assert all(w == (one if n == "1" else many) for n, w in said), said
    assert not re.search(r"draws \d|zieht \d nach( |$)(?!\d)", text), text
