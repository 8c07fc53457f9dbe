"""Die verdrehte Spuknacht in words a child reads, played on the box through
its buttons: the roll and the wheel say where the ghosts turn ("clockwise",
"rechtsherum"), never an arrow ("<<"), and keep each count with its notches
("Rad: 3 Rasten", never "Rad blau 3" / "Rasten"); the status pages name a
magician's next chip as the simulator's board does ("Ziel: Frosch", as in
"Ziel: Frosch auf 27", never "dann: Frosch")."""

import re

import pytest
from screens_shown import screens_shown, status_pages

from host_tools.hardware import boards
from host_tools.sim import run
from host_tools.sim.world import World

TURNS = {"en": ("clockwise", "anticlockwise"), "de": ("rechtsherum", "linksherum")}
UNITS = {"en": ("notch", "notches"), "de": ("Raste", "Rasten")}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_roll_and_the_wheel_say_the_turn_in_words(lang, monkeypatch, english_after):
    shown = screens_shown(monkeypatch)
    run.auto(6, "pico_referee", 2, game="spuknacht", probe=run.Probe(max_actions=40), lang=lang)
    unit = r"\d+ (%s)\b" % "|".join(UNITS[lang])
    told = [rows for rows in shown if re.search(unit, " ".join(rows))]
    assert told, shown[:20]
    turns = 0
    for rows in told:
        for i, r in enumerate(rows):
            assert "<<" not in r and ">>" not in r, "an arrow for the wheel: %r" % rows
            nxt = rows[i + 1] if i + 1 < len(rows) else ""
            assert not (re.search(r"\d$", r) and nxt.split(" ")[0] in UNITS[lang]), \
                "a count split from its unit: %r" % rows
            turns += r in TURNS[lang]
    assert turns, told


@pytest.mark.parametrize("lang,word", [("en", "next:"), ("de", "Ziel:")])
def test_the_status_names_the_next_chip_as_the_board_does(lang, word, tmp_path, monkeypatch,
                                                          english_after):
    from host_tools.games.spuknacht.view import table

    world = World(boards.load("pico_referee"))
    c, _, _ = run.auto(6, "pico_referee", 2, world=world, workdir=str(tmp_path),
                       game="spuknacht", lang=lang, probe=run.Probe(max_actions=8))
    monkeypatch.chdir(tmp_path)
    pages = status_pages(c, world, 8)
    said = [r.strip() for p in pages for r in p if r.startswith(" ") and ":" in r
            and not r.strip().endswith(":")]
    nexts = [r for r in said if r.split(" ")[0].endswith(":") and "gate" not in r]
    assert len(nexts) == 3, pages  # each magician's next chip
    board = "\n".join(table(c, c.game, world))
    for r in nexts:
        w, motif = r.split(" ", 1)
        assert w == word, "the status says %r, the board %r" % (r, word)
        assert re.search(r"\b%s %s (on|auf) \d+" % (re.escape(w), re.escape(motif)), board), board
