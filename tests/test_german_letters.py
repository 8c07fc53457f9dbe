"""German is written with its own letters: ä ö ü Ä Ö Ü ß, never "ae", "oe",
"ue" or "ss" in their place, in every German table (the box's words, each
game's words and help, the simulators' and the page's own words), in every
game's title, and in what the German help says. Words where those pairs are
German spelling ("neue", "Abenteuer", "muss") are allowed by name."""

import json
import re
import sys
from pathlib import Path

import pytest
from lang_words import module_strings, strings

from hexbox.games import howto, names, title, use_language

ROOT = Path(__file__).resolve().parent.parent

# real German words with ae/oe/ue (no umlaut in them), and the English ids
# a German table keys its words by (("blue", "blau"), ("pass", "Passen"))
ALLOWED = {
    "abenteuer", "neue", "neuen", "neues", "blauer", "blauen", "morgengrauen", "zuerst",
    "virtuellen", "aktuell", "feuer", "quelle",
    # English: the ids a German table keys its words by, and code words
    "blue", "true", "does", "value", "values", "goes",
}
# "ss" after a long vowel or a diphthong is "ß" (heißen, draußen, schließt, Weiß, groß);
# not the prefix "aus-" ("aussetzen", "Ausspielen")
SHARP_S = re.compile(r"(ei|(?<!^)au|eu|äu|ie)ss|^(gross|grösse|strasse|fuss|spass|gruss|süss)",
                     re.I)
UMLAUT_PAIRS = re.compile(r"ae|oe|ue", re.I)


def _words(texts):
    for t in texts:
        t = re.sub(r"<[^>]*>|%[-+\d]*[sd]|--[a-z_]+|\b[a-z]+_[a-z_]+\b", " ", t)
        yield from re.findall(r"[A-Za-zÄÖÜäöüß]+", t)


def spelled_without_umlauts(texts):
    """The words of texts written with ae/oe/ue/ss where German has ä/ö/ü/ß."""
    bad = set()
    for w in _words(texts):
        low = w.lower()
        if low in ALLOWED:
            continue
        if UMLAUT_PAIRS.search(low) or SHARP_S.search(low):
            bad.add(w)
    return sorted(bad)


def _module(path):
    __import__(path)
    return sys.modules[path]


def german_tables():
    """(name, module) of every German words and help table of the firmware."""
    firmware = ROOT / "firmware"
    out = []
    for f in sorted(firmware.rglob("*_de.py")):
        dotted = ".".join(f.relative_to(firmware).with_suffix("").parts)
        out.append((dotted, _module(dotted)))
    return out


def test_the_check_finds_ascii_spellings_and_spares_real_words():
    assert spelled_without_umlauts(["Zurueck zum Wuerfel", "heissen", "gross"]) == [
        "Wuerfel", "Zurueck", "gross", "heissen"]
    assert spelled_without_umlauts(["neue Abenteuer", "muss", "Schloss", "zurück", "heißen",
                                    "aussetzen", "Ausspielen"]) == []


def test_every_german_table_of_the_firmware_has_its_own_letters():
    tables = german_tables()
    assert len(tables) >= 10, [n for n, _ in tables]
    for name, mod in tables:
        texts = module_strings(mod)
        assert texts, name
        assert spelled_without_umlauts(texts) == [], name
    assert any("ü" in s for _, m in tables for s in module_strings(m))


def test_the_simulators_and_the_pages_german_words_have_their_own_letters():
    from host_tools.sim.chrome import WORDS

    # the commands typed at the German prompt accept "zurueck" too (a keyboard without ü)
    said = [v for k, v in WORDS["de"].items() if k != "cli_commands"]
    assert spelled_without_umlauts(strings(said)) == []
    page = json.loads((ROOT / "host_tools/web/static/words_de.json").read_text("utf-8"))
    assert spelled_without_umlauts(strings(list(page.values()))) == []


def test_game_titles_keep_their_letters():
    assert title("wandelnde_tuerme") == "Die wandelnden Türme"
    assert spelled_without_umlauts([title(n) for n in names()]) == []


@pytest.mark.parametrize("name", names())
def test_the_german_help_has_its_own_letters_and_no_command_line(name):
    """What the help screens and the page show in German: umlauts, and no
    "--variant expert" (the page has a picker, not a command line)."""
    use_language("de")
    try:
        paragraphs = list(howto(name))
    finally:
        use_language("en")
    assert spelled_without_umlauts(paragraphs) == [], name
    assert not [p for p in paragraphs if "--" in p], name
    assert not [p for p in paragraphs if "weg- " in p or re.search(r"\w- \w", p)], name
