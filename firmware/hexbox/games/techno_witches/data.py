# Techno Witches: every number the seed leaves out, in one place, in whole mm
# and whole degrees. The table origin is the lower left corner, x to the right,
# y away from the players' long side, headings counter-clockwise from +x.
# Values come from ../shared/game_data/techno_witches.md: S = sourced, A = assumed.
# Correct them here for your own box; no rule code hides a number.

from micropython import const

# --- adventures (variant names) ---------------------------------------------
FLIGHT_SCHOOL = "flight_school"
BUMBLEBEE = "bumblebee"
QUADDATSCH = "quaddatsch"
WOLKENSCHRECK = "wolkenschreck"
ADVENTURES = (FLIGHT_SCHOOL, BUMBLEBEE, QUADDATSCH, WOLKENSCHRECK)  # sourced: the 4 adventures
# Backward flight is introduced with Bumblebee Flight and used from then on.
BACKWARD_ALLOWED = (BUMBLEBEE, QUADDATSCH, WOLKENSCHRECK)  # sourced (seed order of adventures)

MIN_PLAYERS = const(2)  # sourced: 2-4 players
MAX_PLAYERS = const(4)

# --- pieces -------------------------------------------------------------------
TABLE_W = const(1200)  # assumed (game_data: table 1200 x 800, all of it flyable)
TABLE_H = const(800)
WALL = const(200)  # thickness of the off-table strips that stand for "the edge"

CURVE_WIDTH = const(22)  # assumed (game_data: arc band 22 wide)
# Curve shapes: (radius of the centre line in mm, sweep in degrees), 2 copies
# each. assumed (game_data: 10 shapes x 2; reviews disagree)
CURVES = (
    (60, 120), (80, 100), (100, 90), (130, 75), (170, 60),
    (220, 48), (300, 36), (420, 26), (600, 18), (900, 12),
)
COPIES = const(2)  # assumed (game_data: 2 copies each, 20 curves in all: sourced)
TOTAL_CURVES = const(20)  # sourced: 20 curves
BOOK_FORWARD = const(5)  # sourced: at most 5 curves, then you must fly
BOOK_BACKWARD = const(1)  # sourced: one curve on the lower side

FLYER_LEN = const(70)  # assumed (game_data: flyer 70 x 30, tip at front centre)
FLYER_WIDTH = const(30)
TAIL_LEN = const(80)  # assumed (game_data: tail 80 x 20 behind the flyer)
TAIL_WIDTH = const(20)
HOUSE_SIDE = const(60)  # assumed (game_data: witch house 60 x 60 square)
CAT_RADIUS = const(15)  # assumed (game_data: cat disc r 15)

# Castles: number -> (name, radius). names sourced (seed), radii assumed (game_data)
CASTLE_NAMES = ("", "Featherstroke", "Skyprick", "Cloudstitch", "Weatherpoint",
                "Sunstaff", "Cometspear", "Starpole", "Whirltower")
CASTLE_RADIUS = (0, 55, 55, 45, 45, 45, 35, 35, 35)

# A flyer in starting position faces one of this many headings (the tail's
# rounded back touches the house or castle). assumed: the seed lets players
# turn freely; 16 directions (22.5 degrees) keep the action list short.
START_HEADINGS = const(16)

# --- layouts (x, y) in mm ---------------------------------------------------------
# Flight School, Bumblebee and Wolkenschreck: castles 1-2 on the left at least
# two spellbooks apart (2 x 140 mm), 3-4 to their right, 5-8 near them, the
# cat right of 3-4. assumed (game_data: default layouts follow the seed's text)
OPEN_CASTLES = (
    None,
    (300, 560), (300, 240),  # 1 Featherstroke, 2 Skyprick: 320 apart >= 280
    (720, 580), (720, 220),  # 3 Cloudstitch, 4 Weatherpoint: the gap to fly through
    (500, 720), (520, 90),   # 5 Sunstaff, 6 Cometspear
    (930, 700), (930, 110),  # 7 Starpole, 8 Whirltower
)
OPEN_CAT = (1020, 400)  # assumed: right of castles 3 and 4
HOUSE_X = const(90)  # assumed: witch houses left of castles 1 and 2
# Flight School places one house per player, evenly spaced (sourced); the y
# values are assumed. Bumblebee and Wolkenschreck always use all four.
HOUSES_Y = (
    None, None,
    (267, 533),
    (200, 400, 600),
    (160, 320, 480, 640),
)

# Quaddatsch: castle 1 in the middle, 2-8 on a circle (an ellipse to fit the
# table) about two spellbooks apart. assumed (positions computed once from
# angles 90 + k * 360/7 degrees on semi-axes 440 x 300 around (600, 400)).
CIRCLE_CASTLES = (
    None,
    (600, 400),
    (600, 700), (256, 587), (171, 333), (409, 130),
    (791, 130), (1029, 333), (944, 587),
)
# the circle line runs 2-3-...-8-2 (sourced: "line between two castles that forms the circle")
CIRCLE_ORDER = (2, 3, 4, 5, 6, 7, 8)
# The cat touches castle 1 at its edge: on +x at distance r1 + r_cat. assumed side
CIRCLE_CAT = (600 + 55 + 15, 400)

BUMBLEBEE_GAP = (3, 4)  # sourced: "the gap between Castle 3 ... and Castle 4"
BUMBLEBEE_LINE = (1, 2)  # sourced: "the imagined line that runs through Castles 1 and 2"
QUADDATSCH_POINTS_TO_WIN = const(5)  # sourced
WOLKENSCHRECK_CURVES = const(3)  # sourced: the first three curves of each flight
WOLKENSCHRECK_CASTLE = const(4)  # sourced: he starts at Weatherpoint...
WOLKENSCHRECK_AIM = const(2)  # sourced: ...his broom pointing at Skyprick
WOLKENSCHRECK_OFFERS = const(4)  # sourced: the touched player offers four locations
# Wolkenschreck turns each curve so it ends pointing closest to his target;
# when left and right are within this many degrees the flying player decides.
# assumed (the seed: "should the situation ever be ambiguous")
AMBIGUOUS_DEG = const(1)

# The seed has no turn limit: a safety net, far beyond a game at the table, so
# that every game (and every random playout) ends. assumed: after this many
# rounds the night is over ("round_limit"): Wolkenschreck wins, as nobody
# caught him; in Quaddatsch the most points win, in Bumblebee Flight the
# furthest along the route (ties share; nobody scored or on the way: no
# winner); Flight School ends with no winner.
MAX_ROUNDS = const(80)
