# How Die wandelnden Tuerme is played, for the help screens of the
# simulators, the page and the play CLI (games/CONTRACT.md, "Help"): one
# paragraph per entry, ASCII, wrapped by whoever shows it. The box itself
# never imports this module. The spells keep the German edition's names
# (as on the cards); what they do is said in English.

HELP = (
    "HOW TO WIN: first to have all your wizards in the Rabenburg (raven "
    "castle) and all your bottles empty; the round is played out.",
    "A TURN: two actions, each a card from your hand of 3: move a wizard "
    "or a tower clockwise as the card says. Then draw to 3. Or: a new "
    "hand of 3 and one tower 1 field on.",
    "TOWERS trap the wizards they end on: that fills one of your bottles. "
    "A wizard moving into the Rabenburg ends the turn; the castle moves on.",
    "SPELLS cost full bottles; base game: one a turn, your own turn:",
    "  Magier bewegen - any wizard 1 field on (2 bottles).",
    "  Turm bewegen - any tower 2 fields on (1 bottle).",
    "  Meistermagier (--variant meister) adds, at any time:",
    "  Gegenwind Magier / Turm - a wizard 1, a tower 2 fields back.",
    "  Rabenburg - the castle to the next free field, on or back.",
    "  Turmtausch - swap the top towers of two stacks.",
    "  Befreien - lift a tower, put a freed wizard of yours on top.",
    "  Huckepack - ride along with the active player's wizard.",
    "TEAMS (--variant team, 4 or 6): partners may swap a card.",
    "THE BOX: hands are secret: pass the box when it asks. Hold ROLL "
    "for your hand, bottles and where your wizards are.",
)
