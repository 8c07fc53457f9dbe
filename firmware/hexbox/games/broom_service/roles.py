# The 10 role cards every player holds (one colour each). Names and the
# landscape of each witch/druid: assumed (game_data: "Role names"); the split
# 4 witches, 2 druids, 3 gatherers, 1 fairy is sourced (seed, Spielmaterial).
from micropython import const

FOREST = const(0)
HILL = const(1)
HEATH = const(2)
MOUNTAIN = const(3)
WATER = const(4)
CASTLE = const(5)
LANDSCAPES = ("forest", "hill", "heath", "mountain", "water", "castle")

GREEN = const(0)
VIOLET = const(1)
ORANGE = const(2)
WAND = const(3)  # resource index 3; potions are 0..2
RESOURCES = ("green", "violet", "orange", "wand")

WITCH = const(0)
DRUID = const(1)
GATHERER = const(2)
FAIRY = const(3)

# (name, kind, landscapes (witch/druid) or potion colour (gatherer))
ROLES = (
    ("Waldhexe", WITCH, (FOREST,)),
    ("Huegelhexe", WITCH, (HILL,)),
    ("Heidehexe", WITCH, (HEATH,)),
    ("Berghexe", WITCH, (MOUNTAIN,)),
    ("Taldruide", DRUID, (FOREST, HEATH)),  # assumed; fits the seed's example
    ("Gipfeldruide", DRUID, (HILL, MOUNTAIN)),
    ("Kraeutersammler", GATHERER, GREEN),
    ("Wurzelsammler", GATHERER, VIOLET),
    ("Fruechtesammler", GATHERER, ORANGE),
    ("Wetterfee", FAIRY, None),
)
N_ROLES = const(10)
HAND = const(4)  # sourced: four of ten roles per round

# Gatherers: brave 3 resources, cowardly 1 (sourced). Which ones: assumed
# (game_data): brave = 2 potions of the card's colour + 1 wand, cowardly 1 potion.
GATHER_BRAVE = (2, 1)  # (potions of the colour, wands)
GATHER_COWARD = (1, 0)

BRAVE_DRUID_BONUS = const(3)  # sourced
BRAVE_FAIRY_BONUS = const(3)  # sourced
ENCHANTED_PENALTY = const(3)  # sourced: laying out an enchanted role costs 3 VP
START_VP = const(10)  # sourced
ROUNDS = const(7)  # sourced
