# How Die wandelnden Türme is played, for the help screens of the
# simulators, the page and the play CLI (games/CONTRACT.md, "Help"): one
# paragraph per entry, wrapped by whoever shows it. The box itself
# never imports this module. The spells are named as the English screens
# name them, with the German edition's names (as on the cards) beside them.

HELP = (
    "HOW TO WIN (The Wandering Towers): first to have all your wizards in the Rabenburg (raven "
    "castle) and all your bottles full; the round is played out.",
    "A TURN: two actions, each a card from your hand of 3: move a wizard "
    "or a tower clockwise as the card says. Then draw to 3. Or: a new "
    "hand of 3 and one tower 1 field on.",
    "TOWERS trap the wizards they end on: that fills one of your bottles. "
    "A wizard moving into the Rabenburg ends the turn; the castle moves on.",
    "SPELLS cost full bottles; base game one a turn, your own: Move "
    "wizard (Magier bewegen): any wizard 1 on, 2 bottles; Move tower "
    "(Turm bewegen): any tower 2 on, 1 bottle.",
    "MEISTERMAGIER (master wizard, a variant), at any time: Headwind wizard / "
    "tower (Gegenwind): a wizard 1, a tower 2 back; Rabenburg: the castle "
    "to the next free field; Tower swap (Turmtausch): swap two top towers; "
    "Set free (Befreien): lift a tower and all above it (\"Lift 2 towers "
    "16\"), put your freed wizard on top; "
    "Piggyback (Huckepack): ride along with the active wizard.",
    "TEAMS (a variant, 4 or 6): partners may swap a card; Set free "
    "may free a partner's wizard (\"Orange 16 up 2\").",
    "THE BOX: hands are secret: pass the box when it asks. Hold ROLL "
    "for your hand, bottles and where your wizards are.",
)

# the simulators' legends of this game (hexbox.games.host_words; host only, like HELP)
VIEW = (
    "seat    in castle  full bottles", "%-7s %d of %d     %d of %d",
    "^ = raven shield",
    "spells: ", "wizards: ", "LAST ROUND", ("%d tower", "%d towers"), "%d trapped",
)

# the page: the variants' names on its picker, and a seat's row under its
# table picture (games/wandelnde_tuerme/render.py)
VARIANT_NAMES = (("meister", "Meistermagier"), ("team", "team game (4 or 6)"),
                 # the spells drawn for Meistermagier
                 ("meister1", "1 spell"), ("meister2", "2 spells"),
                 ("meister3", "3 spells"), ("meister4", "4 spells"),
                 ("meister5", "5 spells"), ("meister6", "6 spells"),
                 ("meister7", "7 spells"), ("meister8", "8 spells"))
PICTURE = ("%s: castle %d, bottles %d/%d full",)
