# The 10 event cards. Names, timing and the details the seed gives are sourced;
# every amount the seed leaves out is assumed (game_data: "the event amounts not
# in the seed, and the 10th event") and kept here so it can be corrected.
from micropython import const

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
    ("Gefaehrliche Gebiete", AFTER),
    ("Gefaellige Gebiete", AFTER),
    ("Mit leeren Haenden", AFTER),
    ("Einmal alles!", AFTER),
    ("Gleichgesinnte", AFTER),
    ("Wolkenjaeger", AFTER),  # assumed: the 10th event, hexbox's own
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
# "Mit leeren Haenden" (nothing is handed in: sourced). assumed: the one player
# alone with the most resources in the fist gains EMPTY_TOP_VP (a tie for the
# most gains nothing), and every empty fist gains EMPTY_ZERO_VP. As nothing is
# handed in, a reward for the most alone would make "everything in" always
# best; the empty-hand reward and the lost tie keep the bid a decision.
EMPTY_TOP_VP = const(4)
EMPTY_ZERO_VP = const(2)

# "Einmal alles!" (sourced: "Jeder Spieler darf nur maximal einen Satz an
# Ressourcen abgeben"; what is bid is handed in, as only "Mit leeren Haenden"
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

# "Wolkenjaeger" (10th, assumed): whoever removed the most clouds gains 3 VP.
CLOUD_HUNTERS_VP = const(3)
