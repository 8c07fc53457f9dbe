# How Broom Service is played, for the help screens of the simulators, the
# page and the play CLI (games/CONTRACT.md, "Help"): one paragraph per
# entry, wrapped by whoever shows it. The box itself never imports
# this module. The roles are named as the English
# screens name them, with the German edition's names beside them.

HELP = (
    "HOW TO WIN: most points after 7 rounds; at the end 4 "
    "different resources give 4 points, 3 different 2 points, cloud lightning "
    "counts too.",
    "A ROUND: all pick 4 of 10 roles in secret. The leader lays one; who "
    "holds it plays it too. BRAVE (mutig) waits and can be outbid by a later "
    "brave one; COWARDLY (feige) acts at once, weaker. The last brave one "
    "acts and leads next. Enchanted roles cost 3 points to lay.",
    "THE ROLES:",
    "  Forest, Hill, Heath, Mountain witch (Wald-, Hügel-, Heide-, "
    "Berghexe): move a witch to the "
    "next forest, hill, heath, mountain; brave also delivers a potion "
    "to a tower there for its points.",
    "  Valley druid (Taldruide: forest, heath), Summit druid "
    "(Gipfeldruide: hill, mountain): deliver "
    "a potion where your witch stands; brave +3 points.",
    "  Herb, Root, Fruit gatherer (Kräuter-, Wurzel-, Früchtesammler): "
    "green, violet, orange "
    "potions; brave 2 and a wand, cowardly 1.",
    "  Weather fairy (Wetterfee): pay wands to clear a cloud next to your "
    "witch; brave +3 points. Clouds block the way.",
    "THE BOX: hands and picks are secret: pass the box when it asks. "
    "Hold ROLL for your hand and resources.",
)

# the simulators' legends of this game (hexbox.games.host_words; host only, like HELP)
# A tower shows in every region it serves: its potion's colour (g v o) and
# points, as the menu's "Deliver" rows say them ("violet 6 points").
VIEW = (
    "round %d/7  event: %s",
    "~ cloud   g3 v3 o3 tower: a green/violet/orange potion, 3 points",
    "V4 square: takes any number  x6 full  (shown where it serves)",
    "F forest  H hill  E heath  M mountain  W water  K castle",
    "seat points green violet orange wands witches",
    "gvo", "x",
)

# the page: the variants' names on its picker, and its table picture
# (host_tools/games/broom_service/table.py): title, round, the score
# table's heads, winners, a tower's wands, the tiles' tags, the map's sides,
# the legend
VARIANT_NAMES = (("back", "back of the map"), ("fewer_heavy", "fewer heavy clouds"),
                 ("mountains", "mountain tiles"), ("storm", "storm"))
# the map's picture (host_tools/games/broom_service/table.py): its title, the
# round, the score table's heads, winners, a tower's wands, the map's sides
MAP_TITLE = "Broom Service (%s)"
MAP_ROUND = "round %d/7, event: %s"
MAP_HEADS = ("seat", "points", "green", "violet", "orange", "wands", "clouds")
MAP_WINNERS = "winners: %s"
MAP_WANDS = "+%dw"
MAP_SIDES = (("front", "front"), ("back", "back"))
MAP_ENCHANTED = "enchanted (-%d points): %s"
# the tiles' badges on the map, each with its legend line: a mountain and a
# forest tile by its number ("M1": the first of the mountain tiles below), a
# hill tile's turbo by its two stone circles ("C-D"), a stone circle
MAP_TAGS = ("M%d", "F%d", "%s-%s", "%s")
# what each tile gives (data.py: MOUNTAIN_TILES, FOREST_TILES order)
MOUNTAIN_TAGS = ("mountain tile, one potion of each colour",
                 "mountain tile, two wands",
                 "mountain tile, deliver a potion as a cowardly druid",
                 "mountain tile, two moves as a cowardly witch",
                 "mountain tile, clear a cloud next to it as a cowardly fairy")
FOREST_TAGS = ("forest tile, play cowardly and act as the brave one",
               "forest tile, one more card at the start of a round",
               "forest tile, 5 points instead of the cowardly action")
HILL_ORANGE = ("H7", "hill tile, 7 points for an orange potion")
HILL_TURBO = "hill tile, a turbo between stone circles %s and %s"
# the storm clouds by kind (data.py: STORM_BONUS .. STORM_POTIONS)
MAP_STORM = ("+%d points: storm cloud, for each delivery next to it",
             "storm cloud, cleared: move a witch as a cowardly one",
             "storm cloud, cleared: deliver a potion as a cowardly druid",
             "storm cloud, cleared: %d points with %d %s potions")
# the other marks' legend lines, by kind
MAP_LEGEND = (("tower", "tower: potion colour, points (+1w: and 1 wand)"),
              ("square", "square tower: takes any number"),
              ("full", "full (a round tower, delivered)"),
              ("off", "crossed out: under a mountain tile, no tower"),
              ("cloud", "cloud: wands to clear it"),
              ("space", "cloud space, cleared"),
              ("river", "river: no way across"),
              ("pawn", "witch, in her seat's colour"),
              ("circle", "A to D: stone circles, the turbos' ends"))
# every word of the picture, for the checks that a page in one language shows
# none of the other's (tests/test_web_lang.py)
PICTURE = (MAP_TITLE, MAP_ROUND, MAP_HEADS, MAP_WINNERS, MAP_WANDS, MAP_SIDES, MAP_ENCHANTED,
           MAP_TAGS, MOUNTAIN_TAGS, FOREST_TAGS, HILL_ORANGE, HILL_TURBO, MAP_STORM, MAP_LEGEND)
