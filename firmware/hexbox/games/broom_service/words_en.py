# Broom Service in English: every word its presentation shows (present.py).
# words_de.py has the same names. The German
# edition's card names are explained in help_en.py, so its owners find their cards.

SEATS = ("Red", "Blue", "Green", "Yellow", "White")
# roles.ROLES order
ROLES = ("Forest witch", "Hill witch", "Heath witch", "Mountain witch", "Valley druid",
         "Summit druid", "Herb gatherer", "Root gatherer", "Fruit gatherer", "Weather fairy")
# events.EVENTS order
EVENTS = ("More or less?", "Black market", "Moonshine", "Like old times", "Dangerous lands",
          "Pleasant lands", "Empty-handed", "All at once!", "Like-minded", "Cloud hunters")
RESOURCES = ("green", "violet", "orange", "wand")  # roles.RESOURCES order
# data.py: 0 brave, 1 card, 2 points (data.F_VP_GAIN of them)
FOREST_TILE = ("brave", "card", "%d points")
LANDS = ("F", "H", "E", "M", "W", "K")  # a region's code: its landscape's letter ("F12")
BRAVE = "brave"
COWARD = "cowardly"

# menu rows
# the pick menu's group of the enchanted roles (the status pages say what they cost)
ENCHANTED_GROUP = "Enchanted"
# a role's group in the lead menu, and the menu of who plays it too, holds these two rows
PLAY_BRAVE = "brave"
PLAY_COWARD = "cowardly"
STOP_PICKING = "Stop picking"
DONE = "Done"
FOREST = "Forest: %s"
GATHER = "Gather"
MOVE_TO = "to %s"
TURBO_TO = "Turbo to %s"
DELIVER = "%s %d points"  # the colour and points of a tower the pawn touches
# two such towers (the same colour and points): the shape tells them apart,
# in the place of "points" ("green 3 points square" would not fit 16 columns)
DELIVER_SHAPE = "%s %d %s"
SHAPES = ("round", "square")  # board.py: tower shape 0, 1
# the clouds the fairy may clear, in two groups (a cloud, a storm cloud): a
# row is its region and wand cost, and "#2" for the second of two alike in
# one region
CLOUD_GROUPS = ("Clouds", "Storm clouds")
CLOUD = "%s: %s"
WANDS = ("%d wand", "%d wands")
CLOUD_NTH = " #%d"
MOUNTAIN_TILE = "Mountain tile %d"  # numbered by its kind, as the map tags it ("M3")
MTILE_USED = "%s: mountain tile %d"  # who used which
BREW = "Brew: %s"
BID = "%d in the fist"
BID_KIND = "%d %s"
WITCH = "Witch %d"
DELIVER_IN = "Deliver %s"

# prompts
PICK = "%s: pick"
LEAD = "%s: lead"
# the seat holds the role just led: it plays it too, brave or cowardly (no
# "follow?": it must, and a child reads a question as a choice to say no)
FOLLOW = "%s plays too"
ACTS = "%s acts"
BIDS_NOW = "%s: bid"
GAME_OVER = "Game over"

# what happened
ROUND = "Round %d: %s"
ENCHANTED = "Enchanted: "
PLAYED = "%s %s: %s"  # who, brave or cowardly, the role
FLIES = "%s witch %d to %s"
BIDS = "Bids: "
SEAT_BID = "%s %d"  # one seat's bid on the bids line: "Bids: Red 2, Blue 0"
# the event lines that are one format (hexbox.core.lines): event, format,
# parts (s a seat, r a role, g a resource, by the event's field)
LINES = (
    ("reshuffle", "Enchanted roles reshuffled", ""),
    ("pass", "%s hasn't got it", "s1"),  # the role led: not in the hand (no choice to pass)
    ("knocked", "%s knocked out", "s1"),
    ("discard", "%s loses %s", "s1r2"),
    ("act", ACTS, "s1"),
    ("lead", "%s leads", "s1"),
    ("selected", "%s has chosen", "s1"),
    ("bid_placed", "%s has bid", "s1"),
    ("over", GAME_OVER, ""),
    ("deliver", "%s delivers %s in %s", "s1g3n2"),
    ("cloud", "%s clears a cloud in %s", "s1c2"),
    ("amulet", "%s gets an amulet", "s1"),
    ("ftile_taken", "%s takes a forest tile", "s1"),
    ("ftile_used", "%s uses a forest tile", "s1"),
)

# why points changed (engine: the "vp" event's reason), by the rule's name
VP_WHY = (
    ("enchanted", "enchanted role"), ("deliver", "delivery"), ("fairy", "brave fairy"),
    ("storm", "storm cloud"), ("forest", "forest tile"), ("market", EVENTS[1]),
    ("more_or_less", EVENTS[0]), ("dangerous", EVENTS[4]), ("pleasant", EVENTS[5]),
    ("empty_handed", EVENTS[6]), ("all_at_once", EVENTS[7]), ("like_minded", EVENTS[8]),
    ("cloud_hunters", EVENTS[9]), ("set4", "sets of 4 kinds"), ("set3", "sets of 3 kinds"),
    ("lightning", "lightning bolts"), ("amulets", "amulets"),
)

# status pages and the end
ROUND_OF = "Round %d of 7"
# two rows over the roles that cost points this round
ENCHANTED_HEAD = "Enchanted roles\n cost %d points:"
HAND = "Hand:"
HAND_EMPTY = "Hand: none left"
PICKED = "Picked %d of %d:"  # while the roles are picked: so many of the hand
PICKED_RANGE = "Picked %d (%d-%d)"  # "More or less?": any number in that range
# a seat's points: the first form that fits 16 columns ("Yellow 100 points" does not)
SEAT_VP = ("%s %d points", "%s: %d")
# a seat's resources under its VP, those it has, two to a row where they fit
# ("2 green 1 wand"): roles.RESOURCES order, one and many; none at all
SEAT_RESOURCES = (("%d green", "%d green"), ("%d violet", "%d violet"),
                  ("%d orange", "%d orange"), ("%d wand", "%d wands"))
VP_CHANGE = ("%s %+d point: %s", "%s %+d points: %s")  # who, how many, what for: one, more
RES_CHANGE = "%s %s%s"  # who, + or -, how many of what: "Blue -2 wands" (SEAT_RESOURCES)
NO_RESOURCES = "nothing"
WINNER = "Winner: "
NO_WINNER = "No winner"
SEAT_SCORE = ("%-6s %d points", "%s: %d")  # as SEAT_VP

# the engine's and the bots' reasons are English already (hexbox.app.speech.say)
REASONS = ()

# the variants as the setup screen names them
VARIANTS = (("back", "back of the map"), ("fewer_heavy", "fewer heavy clouds"),
            ("mountains", "mountain tiles"), ("storm", "storm"))
