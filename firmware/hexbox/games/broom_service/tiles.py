# Variant tiles. Counts and effects are sourced (seed, "Die Varianten").
from micropython import const

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
