# How Broom Service is played, for the help screens of the simulators, the
# page and the play CLI (games/CONTRACT.md, "Help"): one paragraph per
# entry, wrapped by whoever shows it. The box itself never imports
# this module. The roles are named as the English
# screens name them, with the German edition's names beside them.

HELP = (
    "HOW TO WIN: most victory points (VP) after 7 rounds; at the end 4 "
    "different resources give 4 VP, 3 different 2 VP, cloud lightning "
    "counts too.",
    "A ROUND: all pick 4 of 10 roles in secret. The leader lays one; who "
    "holds it follows. BRAVE (mutig) waits and can be outbid by a later "
    "brave one; COWARDLY (feige) acts at once, weaker. The last brave one "
    "acts and leads next. Enchanted roles cost 3 VP to lay.",
    "THE ROLES:",
    "  Forest, Hill, Heath, Mountain witch (Wald-, Hügel-, Heide-, "
    "Berghexe): move a witch to the "
    "next forest, hill, heath, mountain; brave also delivers a potion "
    "to a tower there for its VP.",
    "  Valley druid (Taldruide: forest, heath), Summit druid "
    "(Gipfeldruide: hill, mountain): deliver "
    "a potion where your witch stands; brave +3 VP.",
    "  Herb, Root, Fruit gatherer (Kräuter-, Wurzel-, Früchtesammler): "
    "green, violet, orange "
    "potions; brave 2 and a wand, cowardly 1.",
    "  Weather fairy (Wetterfee): pay wands to clear a cloud next to your "
    "witch; brave +3 VP. Clouds block the way.",
    "THE BOX: hands and picks are secret: pass the box when it asks. "
    "Hold ROLL for your hand and resources.",
)

# the simulators' legends of this game (hexbox.games.host_words; host only, like HELP)
# A tower shows in every region it serves: its potion's colour (g v o) and VP
# as the menu's "Deliver" rows say them ("violet 6VP").
VIEW = (
    "round %d/7  event: %s",
    "~ cloud   g3 v3 o3 tower: a green/violet/orange potion, 3 VP",
    "V4 square: takes any number  x6 full  (shown where it serves)",
    "F forest  H hill  E heath  M mountain  W water  K castle",
    "seat     VP  green violet orange wand  witches",
    "gvo", "x",
)

# the page: the variants' names on its picker, and its table picture
# (host_tools/games/broom_service/table.py): title, round, the score
# table's heads, winners, a tower's wands, the tiles' tags, the map's sides,
# the legend
VARIANT_NAMES = (("back", "back of the map"), ("fewer_heavy", "fewer heavy clouds"),
                 ("mountains", "mountain tiles"), ("storm", "storm"))
PICTURE = ("Broom Service (%s)", "round %d/7, event: %s",
           ("seat", "VP", "green", "violet", "orange", "wands", "clouds"), "winners: %s",
           "+%dw", ("M:", "F:", "H:", "circle %s"),
           ("potions", "wands", "deliver", "move2", "cloud"), ("brave", "card", "vp"),
           (("front", "front"), ("back", "back")),
           # the picture's legend: a round tower, a square one, a full one, a
           # cloud, the round's enchanted roles; then, where the map has them,
           # a covered tower and the variants' tiles
           ("tower: potion colour, VP (+1w: wands)", "square tower: takes any number",
            "full (a round tower, delivered)", "cloud: wands to clear (S: storm)",
            "enchanted (-%d VP): %s"),
           ("crossed out: under a mountain tile, no tower",
            "M: mountain tile, F: forest tile (vp: 5 VP)",
            "H: hill tile, a turbo between two stone circles (BD: B and D)"))
