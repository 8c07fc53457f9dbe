# Techno Witches in English: every word its presentation shows
# (present.py). words_de.py has the same names. Wolkenschreck and the cat
# Quaddatsch keep the names the English rules give them; the castles are
# named as in the English rules (sourced).

from . import data as _data

# assumed: the seats are called by their flyers' colours
SEATS = ("Violet", "Green", "Red", "Blue")
WOLKENSCHRECK = "Wolkenschreck"
CASTLES = _data.CASTLE_NAMES  # castles 1..8, as the English rules name them (sourced)
# the adventures (data.ADVENTURES order)
VARIANTS = (("flight_school", "Flight School"), ("bumblebee", "Bumblebee Flight"),
            ("quaddatsch", "Quaddatsch"), ("wolkenschreck", "Wolkenschreck"))
# a heading, one way everywhere: degrees counter-clockwise from pointing
# right along the players' side (0 right, 90 away from them)
DEGREES = "%d degrees"
SIDES = (("L", "left"), ("R", "right"))
HOUSE = "House %s"
HOUSES = "%s-%s House 1-%d"  # h1-h4 House 1-4
MARKS = ("h%s", "c", "W")  # on the pictures: house 1, the cat, Wolkenschreck
# what a flight touched, by the first letter of its obstacle id
EDGE = "the table edge"
CAT = "the cat"
LINE = "the circle line"
FLYER = "%s flyer"
TAIL = "%s tail"

# menu rows
CURVE = "Curve %d %s"
BACK = "%d %s"  # in the group "Backward curve": "Backward curve 3 left"
# the actions that take no argument: (action, menu row)
CHOICES = (("fly", "Take off!"), ("hover", "Hover, keep book"), ("crash", "Crash"),
           ("pass", "Pass"))
# a place's row (a house, a castle) is its whole name: the prompt above it
# says whose flyer and what for ("Violet: restart")
HE_TURNS = "He turns %s"
CURVE_GROUP = "Curve %d"
BACKWARD_GROUP = "Backward curve"

# prompts: "Violet: start at"
ASKS = (("start", "%s: start at"), ("face", "%s: facing"), ("hover", "%s: hover?"),
        ("restart", "%s: restart"), ("offer", "%s: offer"), ("pick", "%s: pick"),
        ("vote", "%s: vote"), ("land", "%s: land at"), ("wturn", "%s: his turn"))
BOOK_NOW = "%s: book %d/5"
GAME_OVER = "Game over"

# what happened: the lines a table gives (hexbox.core.lines; a = a place,
# c = a castle, d = a side, s = a seat), then the rest
LINES = (
    ("curve", "%s: curve %d %s", "s13d4"),
    ("back", "%s: backward %d %s", "s12d3"),
    ("takeoff", "%s takes off", "s1"),
    ("curve_flown", "Curve %d %s flown", "3d4"),
    ("backward_flown", "Backward %d %s flown", "2d3"),
    ("hover", "%s hovers", "s1"),
    ("cat_touched", "%s touches the cat", "s1"),
    ("cat_caught", "%s caught the cat!", "s1"),
    ("cat_stolen", "%s steals the cat", "s1"),
    ("cat_home", "%s brought the cat home", "s1"),
    ("ram", "%s rams %s!", "s1s2"),
    ("point", "%s: point! (%d)", "s12"),
    ("gap_passed", "%s: through the gap", "s1"),
    ("gap_back", "%s: back through the gap", "s1"),
    ("around_castle", "%s: round %s", "s1c2"),
    ("around_back", "%s: back round %s", "s1c2"),
    ("line_crossed", "%s: back over the line", "s1"),
    ("vote", "%s votes %s", "s1a2"),
    ("marker", "%s lands at %s", "s1a2"),
    ("landed_home", "%s home at %s!", "s1a2"),
    ("wolkenschreck_rammed", "%s rams Wolkenschreck", "s1"),
    ("wolkenschreck_curve", "Wolkenschreck: curve %d %s", "1d2"),
    ("wolkenschreck_touch", "Wolkenschreck hits %s", "s1"),
    ("vanish", "%s vanishes!", "c1"),
    ("wolkenschreck_stops", "Wolkenschreck stops", ""),
    ("wolkenschreck_wins", "Wolkenschreck wins!", ""),
    ("pass", "%s passes", "s1"),
    ("game_over", "Game over", ""),
)
STARTS = "%s at %s, facing %s"
CRASH_INTO = "CRASH into %s"
# not flown yet: the first curve would hit it (the menu then offers both)
BLOCKED = "Curve 1 would hit %s: hover (keep book) or crash?"
# where a flyer landed, in words (present.near), and its heading (DEGREES)
LANDS = "%s lands %s, facing %s"
# so many cm from the nearest castle or house, seen from the players' side:
# to its right, behind it (away from them), to its left, in front of it
NEAR = ("%d cm right of %s", "%d cm behind %s", "%d cm left of %s", "%d cm in front of %s")
NEXT_TO = "next to %s"  # less than half a cm away
ON_TABLE = "on the table"  # no castle or house left on it
RESTARTS = "%s restarts at %s"
DAWN = "Dawn after %d rounds"

# status pages and the end
POINTS = "points "
POSE = "x %d y %d mm"  # present.pose_rows, then its heading in DEGREES
OFF_TABLE = " off the table"
BOOK = "book:"  # then its curves, one a row
BOOK_EMPTY = "book: empty"
BOOK_BACK = "backward:"  # the backward curve, on the row under it
WINNER = "Winner:"
NO_WINNER = "no winner"
# four letters beside the top view after a flight
# (whole words a child reads: the room beside the map is four letters)
OUTCOMES = (("crash", "Bang"), ("ram", "Bump"), ("cat_caught", "Cat!"), ("point", "+1"),
            ("vanish", "Gone"), ("hover", "Stay"), ("cat_home", "Home"),
            ("landed_home", "Home"), ("wolkenschreck_touch", "Boo!"))
OK = "OK"
# why a game ended without a seat winning (engine: result "reason")
DAWN_NO_WINNER = "Dawn: no winner"

# the engine's and the bots' reasons are English already (hexbox.app.speech.say)
REASONS = ()
