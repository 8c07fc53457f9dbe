# Broom Service's data tables: roles, clouds, events and variant tiles (the
# maps are map_front.py and map_back.py). Each block says what is sourced
# and what assumed, so a value can be corrected here.
from micropython import const

# ---- roles and landscapes ----------------------------------------------------
# The 10 role cards every player holds (one colour each). Names and the
# landscape of each witch/druid: assumed (game_data: "Role names"); the split
# 4 witches, 2 druids, 3 gatherers, 1 fairy is sourced (seed, Spielmaterial).

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
    ("Hügelhexe", WITCH, (HILL,)),
    ("Heidehexe", WITCH, (HEATH,)),
    ("Berghexe", WITCH, (MOUNTAIN,)),
    ("Taldruide", DRUID, (FOREST, HEATH)),  # assumed; fits the seed's example
    ("Gipfeldruide", DRUID, (HILL, MOUNTAIN)),
    ("Kräutersammler", GATHERER, GREEN),
    ("Wurzelsammler", GATHERER, VIOLET),
    ("Früchtesammler", GATHERER, ORANGE),
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


# ---- clouds ------------------------------------------------------------------
# Cloud tiles and the lightning table.
# Counts (24 heavy, 8 storm of the listed kinds) are sourced; wand costs,
# lightning bolts, storm VP amounts and the lightning table are assumed
# (game_data: "Clouds: 24 tiles, each costing 1-3 wands and carrying 1-3 bolts").

HEAVY = const(0)
STORM_BONUS = const(1)  # lies on the board: +2 VP per delivery next to it
STORM_MOVE = const(2)  # on removal: move a pawn as a cowardly witch
STORM_DELIVER = const(3)  # on removal: deliver as a cowardly druid
STORM_POTIONS = const(4)  # on removal: VP if you own enough potions of a colour

# (kind, wand cost, bolts, colour, potions needed, VP); colour -1 when unused
HEAVY_CLOUDS = (
    ((HEAVY, 1, 1, -1, 0, 0),) * 8 + ((HEAVY, 2, 2, -1, 0, 0),) * 8 + ((HEAVY, 3, 3, -1, 0, 0),) * 8
)
STORM_CLOUDS = (
    (STORM_BONUS, 2, 1, -1, 0, 0),
    (STORM_BONUS, 2, 1, -1, 0, 0),
    (STORM_MOVE, 1, 1, -1, 0, 0),
    (STORM_MOVE, 1, 1, -1, 0, 0),
    (STORM_DELIVER, 2, 1, -1, 0, 0),
    # sourced thresholds (3 orange, 4 violet, 4 green); VP assumed
    (STORM_POTIONS, 2, 1, 2, 3, 5),
    (STORM_POTIONS, 2, 1, 1, 4, 6),
    (STORM_POTIONS, 2, 1, 0, 4, 6),
)
ALL_CLOUDS = HEAVY_CLOUDS + STORM_CLOUDS  # tile id = index here
STORM_BONUS_VP = const(2)  # sourced
# "Wer moechte, kann auch weniger Gewitterwolken einmischen" (sourced); how many
# with the variant "fewer_heavy": assumed. Enough to fill the back's 19 spaces.
FEWER_HEAVY = const(12)

# VP for the lightning bolts on your removed clouds, by total bolts; beyond the
# table each bolt adds LIGHTNING_STEP. assumed; 7 bolts give 19 as in the
# seed's end-scoring example (4 + 2 + 19 = 25).
LIGHTNING_VP = (0, 1, 3, 6, 9, 12, 15, 19, 23, 27, 31)
LIGHTNING_STEP = const(4)


# ---- events ------------------------------------------------------------------
# The 10 event cards. Names, timing and the details the seed gives are sourced;
# every amount the seed leaves out is assumed (game_data: "the event amounts not
# in the seed, and the 10th event") and kept here so it can be corrected.

BEFORE = const(0)  # before role selection
DURING = const(1)  # during the round
AFTER = const(2)  # at the end of the round

MORE_OR_LESS = const(0)
BLACK_MARKET = const(1)
MOONSHINE = const(2)
OLD_TIMES = const(3)
DANGEROUS = const(4)
PLEASANT = const(5)
EMPTY_HANDS = const(6)
ALL_AT_ONCE = const(7)
LIKE_MINDED = const(8)
CLOUD_HUNTERS = const(9)

# (name, timing) -- sourced: 1 before, 3 during, 6 after (seed, "Die Ereignisse")
EVENTS = (
    ("Mehr oder weniger?", BEFORE),
    ("Schwarzmarkt", DURING),
    ("Schwarzbrennerei", DURING),
    ("Wie in alten Zeiten", DURING),
    ("Gefährliche Gebiete", AFTER),
    ("Gefällige Gebiete", AFTER),
    ("Mit leeren Händen", AFTER),
    ("Einmal alles!", AFTER),
    ("Gleichgesinnte", AFTER),
    ("Wolkenjäger", AFTER),  # assumed: the 10th event, hexbox's own
)
N_EVENTS = const(10)
IN_PLAY = const(7)  # sourced: 3 of 10 go back into the box unseen

# "Mehr oder weniger?": (hand size, VP change). assumed: pick 3, 4 or 5 roles;
# "erhalten bzw. verlieren entsprechend viele Siegpunkte" read as +3 / 0 / -5.
MORE_OR_LESS_VP = ((3, 3), (4, 0), (5, -5))

BLACK_MARKET_VP = const(3)  # sourced (forest tile text: "weitere 3 Siegpunkte")
MOONSHINE_RESOURCES = const(1)  # sourced: "eine beliebige Ressource"

# VP per pawn standing in each landscape (forest, hill, heath, mountain, water,
# castle). assumed, but they reproduce the seed's examples exactly:
# two forest pawns -2, heath + forest -4 / hill + mountain 0, heath + forest +2.
DANGEROUS_VP = (-1, -2, -3, 0, 0, 0)
PLEASANT_VP = (1, 1, 1, -1, 0, 0)

# The two blind bids: each player puts any number of own resources in the
# closed fist; the fists open and the amounts are compared (seed). What the
# cards then award is not in the seed: assumed below.
# "Mit leeren Händen" (nothing is handed in: sourced). assumed: the one player
# alone with the most resources in the fist gains EMPTY_TOP_VP (a tie for the
# most gains nothing), and every empty fist gains EMPTY_ZERO_VP. As nothing is
# handed in, a reward for the most alone would make "everything in" always
# best; the empty-hand reward and the lost tie keep the bid a decision.
EMPTY_TOP_VP = const(4)
EMPTY_ZERO_VP = const(2)

# "Einmal alles!" (sourced: "Jeder Spieler darf nur maximal einen Satz an
# Ressourcen abgeben"; what is bid is handed in, as only "Mit leeren Händen"
# says "Die Ressourcen muessen nicht abgegeben werden"). So the fist holds at
# most ALL_AT_ONCE_SET of each resource kind, one set (green, violet, orange,
# wand), and all of it is handed in. assumed: the most resources in the fist
# gain ALL_AT_ONCE_VP (ties: each of them; an empty fist never wins).
ALL_AT_ONCE_SET = const(1)
ALL_AT_ONCE_VP = const(6)

# "Gleichgesinnte": assumed: +1 VP for each other player's pawn in the same
# region as one of your pawns. Each such pawn counts once, also when both your
# pawns stand there; your own pawns never count. Sourced: "Die beiden
# Spielfiguren eines Spielers muessen nicht im selben Gebiet stehen (koennen
# aber)": each of your pawns finds company on its own.
LIKE_MINDED_VP = const(1)

# "Wolkenjäger" (10th, assumed): whoever removed the most clouds gains 3 VP.
CLOUD_HUNTERS_VP = const(3)


# ---- variant tiles -----------------------------------------------------------
# Variant tiles. Counts and effects are sourced (seed, "Die Varianten").

# mountain tiles (5, three are laid out); amulets 1/2/3 = 4/9/15 VP (sourced)
M_POTIONS = const(0)  # one potion of each colour
M_WANDS = const(1)  # two wands
M_DELIVER = const(2)  # deliver one potion as a cowardly druid (square towers ok)
M_MOVE = const(3)  # up to two moves as cowardly witches
M_CLOUD = const(4)  # remove an adjacent cloud as a cowardly fairy
MOUNTAIN_TILES = (M_POTIONS, M_WANDS, M_DELIVER, M_MOVE, M_CLOUD)
MOUNTAIN_NAMES = ("potions", "wands", "deliver", "move2", "cloud")
M_WANDS_GAIN = const(2)
AMULET_VP = (0, 4, 9, 15)

# forest tiles (6, four are laid out): usable once, from the next turn on
F_BRAVE = const(0)  # play cowardly, carry out the brave action
F_CARD = const(1)  # one more hand card at the start of a round
F_VP = const(2)  # 5 VP instead of the cowardly action
FOREST_TILES = (F_BRAVE, F_BRAVE, F_CARD, F_CARD, F_VP, F_VP)
FOREST_NAMES = ("brave", "card", "vp")
F_VP_GAIN = const(5)

# hill tiles (6, four are laid out): five turbos naming two stone circles
# (A=0 .. D=3; which pairs: assumed), one orange-potion tile (7 VP, sourced)
H_ORANGE = (-1, -1)
HILL_TILES = ((0, 1), (0, 2), (1, 3), (2, 3), (0, 3), H_ORANGE)
H_ORANGE_VP = const(7)
