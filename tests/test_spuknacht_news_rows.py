"""Die verdrehte Spuknacht's news on the box's OLED keep each number with
its words: "Mila steht auf" / "Feld 39", "Conrad zieht" / "12 nach 15",
"Vicky: 12 to 15", never a field's number alone on a row ("Mila steht
auf" / "39") or an arrow ("Vicky 12 > 15"). Two seats play on the box
through its menus, its buttons pressed by the virtual player."""

import importlib
import re

import pytest
from screens_shown import screens_shown

# "Conrad zieht" / "12 nach 15" (or "Conrad zieht 12" / "nach 15")
MOVE = {"en": r"^(Vicky|Conrad|Mila): \d+ to \d+$", "de": r"^(Vicky|Conrad|Mila) zieht( \d+)?$"}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_magicians_news_keeps_each_number_with_its_words(lang, monkeypatch, english_after):
    from host_tools.sim import run

    shown = screens_shown(monkeypatch)
    run.auto(6, "pico_referee", 2, game="spuknacht", probe=run.Probe(max_actions=60), lang=lang)
    named = [rows for rows in shown if re.search(r"\b(Vicky|Conrad|Mila)\b", " ".join(rows))]
    assert named, shown[:20]
    for rows in named:
        for r in rows:
            assert not re.match(r"^\d+$", r.strip()), "a number alone: %r" % rows
            assert not re.search(r"\d ?>", r), "an arrow for a move: %r" % rows
    assert any(re.match(MOVE[lang], r) for rows in named for r in rows), named


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_line_of_news_is_read_on_one_page(lang, monkeypatch, english_after):
    """The news of an action takes pages of five rows: each line's rows are
    on one page ("Boo! Ghost 3 on" with its "Conrad", "Rad blau 3" with its
    "Rasten"), the line before a page break ended by blank rows. Read off
    the pages the box shows while two seats play."""
    from host_tools.sim import run

    referee = importlib.import_module("hexbox.app.referee")
    real_rows, real_show = referee.rows_of, referee.Referee.show
    told = []  # each action's lines, and the rows the box made of them
    pages = []

    def rows_of(lines):
        out = real_rows(lines)
        told.append((list(lines), out))
        return out

    def show(self, rows, hl=-1, drawn=False):
        pages.append(list(rows))
        return real_show(self, rows, hl, drawn)

    monkeypatch.setattr(referee, "rows_of", rows_of)
    monkeypatch.setattr(referee.Referee, "show", show)
    run.auto(6, "pico_referee", 2, game="spuknacht", probe=run.Probe(max_actions=60), lang=lang)
    n = referee.NEWS_ROWS
    for lines, rows in told:
        at = 0
        for line in lines:
            while at < len(rows) and rows[at] == "":
                at += 1
            k = len(referee.wrap(line))
            assert rows[at:at + k] == referee.wrap(line), (line, rows)
            if k <= n:
                assert at // n == (at + k - 1) // n, "%r split over two pages: %r" % (line, rows)
            at += k
        for p in range(0, len(rows), n):  # the box shows each page of them
            assert any(s[:len(rows[p:p + n])] == rows[p:p + n] for s in pages), rows[p:p + n]
    assert told
