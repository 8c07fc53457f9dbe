# Die verdrehte Spuknacht in English: every word its presentation shows
# (present.py). words_de.py has the same names. ASCII only, for the OLED
# font. The magicians keep their names (Vicky, Conrad, Mila: the same in
# every edition); the ghost cards read as in the English rules.

# the motifs, short enough for a 16-character row (data.MOTIFS order)
MOTIFS = ("Mirror", "Slippers", "Potion", "Chest", "Frog", "Platter", "Armour", "Kasimir")
# a gate by the crest of its corner (data: board crests), then by number
CRESTS = (("magicians", "3-mage"), ("owl", "Owl"), ("bat", "Bat"), ("moon", "Moon"))
GATE = "%s gate"
# the ghost cards: lucky, blessing, bad luck (data.LUCKY, BLESSING, BAD_LUCK)
CARDS = (("lucky", "Lucky you!"), ("blessing", "Blessing!"), ("badluck", "Bad luck!"))
EXPERT = "Expert game"  # a status row in the expert game

# menu rows: roll, pass, place, move, exit, stay, the 4th ghost; a group: away
MENU = (
    "Roll the dice", "No move: pass", "%s on %s", "to %s", "out: %s", "%s stays",
    "4th ghost on %d", "%s away",
)

# a seat by number, in words (a cooperative game has no player colours):
# "Player 2", never "P2"
SEAT = "Player %d"
# prompts, by phase: setup, roll (whose turn), move (the die's points), away,
# ghost4, the end; each a row of 16 columns with the longest names
PROMPTS = (
    "Place %s", "%s's turn", "Move up to %d", "%s: get away", "4th ghost joins", "Game over",
)
# how far a magician a ghost touched moves away: a card's fields, the die's points
HOW_FAR = ("%d fields", "1 to %d fields")

# what happened: the lines a table gives (hexbox.core.lines; m = a
# magician, t = a motif), then the rest
LINES = (
    ("place", "%s set on %d", "m12"),
    ("move", "%s: %d to %d", "m123"),
    ("away", "%s: %d to %d", "m123"),
    ("pass", "Nobody can move", ""),
    ("collect", "%s got the %s", "m1t2"),
    ("reveal", "%s next: %s", "m1t2"),
    ("done", "%s has all 5 chips", "m1"),
    ("ghost4", "4th ghost on %d", "1"),
    ("shuffle", "Ghost cards reshuffled", ""),
    ("stay", "%s cannot move away", "m1"),
    ("win", "All out: you WIN!", ""),
    ("loss", "All gates locked: lost", ""),
)
# the other lines: roll, exit, wheel (1 notch, more), touch, a card's distance
# (die points, fields), a card (bad luck, good), a gate half, a gate locked
# The roll and the wheel keep a number with its notches, wrapped to 16
# columns ("Die 6, ghosts" / "blue: 3 notches" / "clockwise")
SAID = (
    "Die %d, ghosts %s: %d %s %s", "%s left by %s", "Wheel: %d notch %s", "Wheel: %d notches %s",
    "Boo! Ghost %d on %s", "up to the die", "%d fields", "%s: Bad luck! %s, %s", "%s: %s %s",
    "%s: half %d of 2", "%s is locked!",
)
COLOURS = (("red", "red"), ("blue", "blue"))
# where the wheel turns for each die colour, seen from above (data.DIRECTIONS)
TURNS = (("red", "anticlockwise"), ("blue", "clockwise"))
NOTCHES = ("notch", "notches")

# status rows: chips, a magician out / not set / on a field, its next chip or
# all 5, the gates still open, those half shut
STATUS = (
    "chips %d/15", "is out", "not set", "on %d", " next: %s", " all 5 chips", "Open gates:",
    "Half shut:",
)
WON = ("You WIN!", "everyone is out")
LOST = ("Locked in...", "all gates shut")

# the engine's and the bots' reasons are English already (hexbox.app.speech.say)
REASONS = ()

# the variants as the setup screen names them
VARIANTS = (("expert", "expert game"),)
