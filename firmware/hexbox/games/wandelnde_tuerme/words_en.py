# Die wandelnden Türme in English: every word its presentation shows
# (present.py). words_de.py has the same names. ASCII only, for the OLED
# font. The German edition's names (Rabenburg) stay; help_en.py explains them.

# assumed: the seats are called by their wizards' colours (render.py)
SEATS = ("Red", "Blue", "Green", "Orange", "Purple", "Brown")
# present._SPELL_CODES order: the spells, short enough for a 16-column row
SPELLS = ("Move wizard", "Move tower", "Headwind wizard", "Headwind tower", "Rabenburg",
          "Tower swap", "Set free", "Piggyback")
# the same order: each spell's menu group, its row with the marker " >" in 16
# columns ("Headwind wizard >" lost its marker); the two headwinds share one,
# whose rows name the piece ("Red: 5 to 4", "Tower: 6 to 4")
SPELL_GROUPS = ("Move wizard", "Move tower", "Headwind", "Headwind", "Rabenburg",
                "Tower swap", "Set free", "Piggyback")
# a card's words, whole words in 16 columns (a menu row, a row of the hand)
CARD_DIE = "Wizard/tower die"  # one die, then wizard or tower
CARD_DICE = "%s: %d dice"  # the best of several dice
CARD_BOTH = "Wizard %d/Tower %d"  # either kind, its own number each
CARD_WIZARD = "Wizard %d"
CARD_TOWER = "Tower %d"
KINDS = ("Wizard", "Tower")
KIND_NAMES = ("wizard", "tower")  # the engine's ("as", kind), in this order
RAVEN_SHORT = "castle"  # a move's row into the Rabenburg: "Red: 3 to castle" (MOVES)
TOWER = "Tower"
TOWERS = "%d towers"

# menu rows
# a move's row: who or what, from, to ("Red: 3 to 5"); the first form that
# fits the 16 columns ("Orange 14 > castle" does not: "Orange 14>castle")
MOVES = ("%s: %s to %s", "%s %s to %s", "%s %s > %s", "%s %s>%s")
RAVEN_MOVE = "Rabenburg to %s"  # the Rabenburg spell: the field the castle moves to
SWAP = "Swap %s and %s"
# Set free: lift the towers from a level up (a tower and all above it)
LIFT_ONE = "Lift tower %s"
LIFT_MANY = "Lift %d towers %s"
LIFT_FOR = "%s %s up %d"  # the partner's wizard: "Orange 16 up 2"
REROLL = "Reroll (%d left)"
KEEP = "Keep the %d"
MOVE_A = "Move a %s"
# the actions that take no argument: (action, menu row)
CHOICES = (("nomove", "Nothing moves"), ("redraw", "New hand of 3"), ("end", "End the turn"),
           ("ask", "Ask for a swap"), ("bottle", "Bottle: partner"), ("pass", "Pass"),
           ("later", "Cast after move"))

# prompts: "Red: play"
PROMPT = "%s: %s"
ASKS = (("select", "play"), ("dice", "roll %d"), ("choose", "announce"), ("move", "move %d"),
        ("redraw", "tower +1"), ("window", "spell?"), ("late", "cast?"), ("after", "end turn"),
        ("again", "again?"), ("give", "give"), ("return", "return"), ("offer", "swap?"))
GAME_OVER = "Game over"

# what happened
TOWER_MOVES = "%s moved: %s to %s"
FREED_ONE = "%d wizard freed on %s"
FREED_MANY = "%d wizards freed on %s"
TRAPPED_ONE = "%d wizard trapped on %s"
TRAPPED_MANY = "%d wizards trapped on %s"
FREED_FOR = "Freed on %s: %s"
# cards taken into the hand: one, more ("Red draws 2" read like a move)
DRAWS = ("%s takes %d card", "%s takes %d cards")
ROLLS = ("%s rolls %d", "%s rolls again: %d")  # a dice card: the first roll, a reroll
NOBODY = "nobody"
# the event lines that are one format (hexbox.core.lines): event, format,
# parts (s a seat, c a card, f a field, k a kind, p a spell, by the event's field)
LINES = (
    ("turn", "%s's turn", "s1"),
    # the card whole on its row: "Red plays:" / "Wizard 1/Tower 5"
    ("card", "%s plays: %s", "s1c2"),
    ("as", "Moves a %s", "k1"),
    ("bottle", "%s fills a bottle", "s1"),
    ("spell", "%s: %s", "s1p2"),
    ("redraw", "%s takes a new hand", "s1"),
    ("reshuffle", "Deck reshuffled (%d)", "1"),
    ("cardswap", "%s swapped with partner", "s1"),
    ("pass_bottle", "%s gives partner a bottle", "s1"),
    ("last_round", "Last round! %s is done", "s1"),
    ("dead_end", "All wizards are home: no bottle can fill any more", ""),
    ("over", GAME_OVER, ""),
    ("wizard", "%s's wizard %s to %s", "s1f2f3"),
    ("enter", "%s wizard in the Rabenburg!", "s1"),
    ("raven", "Rabenburg to field %s", "f1"),
    ("swap", "Towers %s and %s swapped", "f1f2"),
    ("blocked", "The move is blocked", ""),
    ("nomove", "Nothing can move", ""),
)

# status pages and the end
HAND = "Your hand:"
WIZARDS_ON = "Your wizards on:"
TRAPPED_ON = "Trapped on:"
RAVEN_ON = "Rabenburg on %s"
# every seat's wizards in the castle, then its full bottles: " Red 0 of 4"
IN_CASTLE = "In the castle:"
FULL_BOTTLES = "Full bottles:"
SEAT_COUNT = " %s %d of %d"
SPELLS_CAST = "Spells:"
NOBODY_WON = "nobody won"
WINNER = "Winner:"
WINNERS = "Winners:"

# the engine's and the bots' reasons are English already (hexbox.app.speech.say)
REASONS = ()

# the variants as the setup screen names them
VARIANTS = (("meister", "Meistermagier"), ("team", "team game"), ("solo", "solo game"))
