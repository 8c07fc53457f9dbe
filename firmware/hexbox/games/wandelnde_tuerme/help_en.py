# How Die wandelnden Tuerme is played, in English: the help pages of the
# simulator and the page (hexbox.games.howto). The box never imports it.

HOWTO = (
    "Play a card, move wizards or",
    "towers round the ring. Two",
    "actions a turn, then draw to 3.",
    "Towers trap the wizards under",
    "them; trapping fills a bottle.",
    "Bring all your wizards into the",
    "Rabenburg and empty all your",
    "bottles to end the game.",
    "Hands are secret: pass the box.",
    "Hold ROLL: your hand, bottles",
    "and where your wizards are.",
    "German names: Rabenburg = the",
    "raven castle; the spells: Magier",
    "/ Turm bewegen = move a wizard /",
    "tower, Gegenwind = headwind",
    "(backwards), Turmtausch = tower",
    "swap, Befreien = set free,",
    "Huckepack = piggyback.",
)
