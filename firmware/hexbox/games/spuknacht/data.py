# Pieces, dice, cards and chips of Die verdrehte Spuknacht, as data tables.
# Marked sourced (the seed says so) or assumed (game_data/spuknacht.md).

# sourced: the three magicians; each chip colour belongs to one of them
MAGICIANS = ("Vicky", "Conrad", "Mila")

# sourced: the 8 target motifs (back page of the rulebook)
MOTIFS = (
    "Mirror",
    "Slippers",
    "Magic potion",
    "Treasure chest",
    "Frog",
    "Golden platter",
    "Knight's armour",
    "Kasimir the cat",
)

# sourced: 15 chips, 3 colours x 5. assumed (game_data: chips per colour are
# not published): each colour's 5 chips show 5 different motifs, by index
# into MOTIFS.
CHIPS = (
    (0, 1, 2, 3, 4),  # Vicky
    (3, 4, 5, 6, 7),  # Conrad
    (0, 2, 5, 6, 7),  # Mila
)
CHIPS_PER_MAGICIAN = 5  # sourced: "collected all 5 target chips"

# assumed (game_data: "Magician die: faces 1-6")
MAGICIAN_DIE = (1, 2, 3, 4, 5, 6)

# assumed (game_data: "Ghost die: red 1, red 2, red 3, blue 1, blue 2,
# blue 3"): (colour, notches)
GHOST_DIE = (("red", 1), ("red", 2), ("red", 3), ("blue", 1), ("blue", 2), ("blue", 3))

# assumed: the red direction turns the wheel counter-clockwise (+1) when
# seen from above, blue clockwise (-1). (colour, direction)
DIRECTIONS = (("red", 1), ("blue", -1))

# Ghost cards: (kind, corner of the gate half, fields to move away).
# assumed (game_data: "6 What a bad luck!, 2 for each of the three gates;
# 3 Lucky you!; 3 Blessing in disguise!"). Distance 0 means "the number on
# the magicians' die" (up to it: letting points expire is allowed, sourced).
# assumed: the seed says bad luck moves "two fields or the number of die
# points", so of each gate's two cards one says 2 and one says the die.
LUCKY = "lucky"
BLESSING = "blessing"
BAD_LUCK = "badluck"
DIE_POINTS = 0
CARDS = (
    (BAD_LUCK, 1, 2),
    (BAD_LUCK, 1, DIE_POINTS),
    (BAD_LUCK, 2, 2),
    (BAD_LUCK, 2, DIE_POINTS),
    (BAD_LUCK, 3, 2),
    (BAD_LUCK, 3, DIE_POINTS),
    (LUCKY, -1, 2),  # sourced: "move ... two fields away from the ghost"
    (LUCKY, -1, 2),
    (LUCKY, -1, 2),
    (BLESSING, -1, DIE_POINTS),  # sourced: "as many fields as the ... die"
    (BLESSING, -1, DIE_POINTS),
    (BLESSING, -1, DIE_POINTS),
)

# sourced: three gates of 2 halves; two matching halves lock an exit
HALVES_TO_LOCK = 2

# sourced: the expert ghost joins when the 8th chip is placed on the slate
EXPERT_GHOST_AT_CHIP = 8

# sourced: 1-4 players (box)
MIN_PLAYERS = 1
MAX_PLAYERS = 4
