# Cloud tiles and the lightning table.
# Counts (24 heavy, 8 storm of the listed kinds) are sourced; wand costs,
# lightning bolts, storm VP amounts and the lightning table are assumed
# (game_data: "Clouds: 24 tiles, each costing 1-3 wands and carrying 1-3 bolts").
from micropython import const

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
