# How Techno Witches is played, for the help screens of the simulators,
# the page and the play CLI (games/CONTRACT.md, "Help"): one paragraph per
# entry, wrapped by whoever shows it. The box itself never imports
# this module.

HELP = (
    "A TURN: lay one curve at your spellbook, pointing left or right (at "
    "most 5, and one backward curve), or Take off! and fly them all, tip "
    "to tip. With 5 curves or a backward one you must fly.",
    "CURVES: 10 shapes, 2 of each. Curve 1 turns hardest (120 degrees), "
    "curve 10 flies nearly straight (12 degrees).",
    "CRASH: touching a castle, a house, the table's edge or a flyer ends "
    "the flight there. Hover: sit out if not even curve 1 fits.",
    "HOW TO WIN, by adventure (the variant):",
    "  Flight School (none): touch the cat first.",
    "  bumblebee: through the gap of castles 3 and 4, round one, and land "
    "first at the house the others choose.",
    "  quaddatsch (the cat's name): end a flight with the cat for a point; ramming takes "
    "it. First to 5 points wins.",
    "  wolkenschreck (German: \"cloud scare\", the old wizard on his "
    "broom): ram it first. After each flight he flies its first 3 curves "
    "towards the lowest castle and sends home whom he hits.",
    "THE BOX: flies, says what was touched and where each flyer lands (cm "
    "from a castle or house). Hold ROLL: x mm right, y mm up from the lower "
    "left corner, the nose in degrees anticlockwise from right (90: away).",
)

# the simulators' legends of this game (hexbox.games.host_words; host only, like HELP)
VIEW = (
    "X crash",
    "flyer      x,y mm   deg  book", " back %d%s", " %dpt",
)

# the page: the adventures' names on its picker
VARIANT_NAMES = (("flight_school", "flight school"), ("bumblebee", "bumblebee"),
                 ("quaddatsch", "Quaddatsch"), ("wolkenschreck", "Wolkenschreck"))
