"""One language per screen: the English screens keep the German edition's
names where players know them (the cat Quaddatsch, the Meistermagier
variant, a game's own title), and the English help says what each means."""

import pytest

# (game, the German name the English screens show, its English gloss in the help)
NAMES = (
    ("techno_witches", "quaddatsch", "the cat's name"),
    ("techno_witches", "wolkenschreck", "cloud scare"),
    ("wandelnde_tuerme", "MEISTERMAGIER", "master wizard"),
    ("wandelnde_tuerme", "Rabenburg", "raven castle"),
    ("wandelnde_tuerme", "HOW TO WIN", "The Wandering Towers"),
)


@pytest.mark.parametrize("game,name,gloss", NAMES)
def test_the_english_help_explains_each_german_edition_name(game, name, gloss):
    english = __import__("hexbox.games.%s.help_en" % game, None, None, ("HELP",)).HELP
    entries = [p for p in english if name in p]
    assert entries, "%s's help never names %r" % (game, name)
    assert gloss in entries[0], "%r is not explained in %r" % (name, entries[0])
