"""Die verdrehte Spuknacht's news on the box's OLED keep each number with
its words: "Mila steht auf" / "Feld 39", "Conrad zieht 12" / "nach 15",
"Vicky: 12 to 15", never a field's number alone on a row ("Mila steht
auf" / "39") or an arrow ("Vicky 12 > 15"). Two seats play on the box
through its menus, its buttons pressed by the virtual player."""

import importlib
import re

import pytest

from hexbox.games import use_language

MOVE = {"en": r"^(Vicky|Conrad|Mila): \d+ to \d+$", "de": r"^(Vicky|Conrad|Mila) zieht \d+$"}


@pytest.fixture
def english_after():
    yield
    use_language("en")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_magicians_news_keeps_each_number_with_its_words(lang, monkeypatch, english_after):
    from host_tools.sim import run

    Referee = importlib.import_module("hexbox.app.referee").Referee
    real = Referee.show
    shown = []

    def show(self, rows, hl=-1, drawn=False):
        shown.append(list(rows))
        return real(self, rows, hl, drawn)

    monkeypatch.setattr(Referee, "show", show)
    run.auto(6, "pico_referee", 2, game="spuknacht", probe=run.Probe(max_actions=60), lang=lang)
    named = [rows for rows in shown if re.search(r"\b(Vicky|Conrad|Mila)\b", " ".join(rows))]
    assert named, shown[:20]
    for rows in named:
        for r in rows:
            assert not re.match(r"^\d+$", r.strip()), "a number alone: %r" % rows
            assert not re.search(r"\d ?>", r), "an arrow for a move: %r" % rows
    assert any(re.match(MOVE[lang], r) for rows in named for r in rows), named
