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
VARIANTS = (("expert", "Expert: 4th ghost"),)

# menu rows
ROLL = "Roll the dice"
NO_MOVE = "No move: pass"
PLACE = "%s on %s"
MOVE_TO = "to %s"
EXIT = "out: %s"
STAYS = "%s stays"
GHOST4_ON = "4th ghost on %d"
AWAY = "%s away"

# prompts
SEAT = "P%d"
PLACE_NOW = "Place %s"
ROLL_NOW = "%s: roll"
MOVE_NOW = "%s: move d%d"
AWAY_NOW = "%s: away"
GHOST4_JOINS = "4th ghost joins"
GAME_OVER = "Game over"

# what happened: the lines a table gives (hexbox.core.lines; m = a
# magician, t = a motif), then the rest
LINES = (
    ("place", "%s set on %d", "m12"),
    ("move", "%s %d > %d", "m123"),
    ("away", "%s %d > %d", "m123"),
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
ROLLED = "Die %d, ghosts %s %d %s"
COLOURS = (("red", "red"), ("blue", "blue"))
LEFT_BY = "%s left by %s"
WHEEL = "Wheel %s %d notch"
WHEEL_MANY = "Wheel %s %d notches"
BOO = "Boo! Ghost %d on %s"
DIE_POINTS = "die pts"
FIELDS = "%d fields"
CARD_BAD = "%s: Bad luck! %s, %s"
CARD = "%s: %s %s"
HALF = "%s: half %d of 2"
LOCKED = "%s is locked!"

# status pages and the end
CHIPS = "chips %d/15"
IS_OUT = "is out"
NOT_SET = "not set"
ON = "on %d"
NEXT = " next: %s"
ALL_CHIPS = " all 5 chips"
GATES = "gates "
WON = ("You WIN!", "everyone is out")
LOST = ("Locked in...", "all gates shut")
