# How Die verdrehte Spuknacht is played, for the help screens of the
# simulators, the page and the play CLI (games/CONTRACT.md, "Help"): one
# paragraph per entry, wrapped by whoever shows it. The box itself
# never imports this module.

HELP = (
    "HOW TO WIN: together. Vicky, Conrad and Mila each collect their 5 "
    "target chips, then leave through a gate that is still open. All lose "
    "as soon as every gate is locked.",
    "A TURN: roll both dice. The blue die: one magician moves up to that "
    "many fields (at least 1; never across a field a ghost touches). The "
    "ghosts' die turns the wheel: colour = direction, ghosts = notches.",
    "TARGETS: a magician on its chip's motif takes the chip; its next "
    "chip shows where to go next.",
    "GHOST CONTACT: the wheel stops at the first touch; a ghost card is "
    "drawn for each magician touched:",
    "  Lucky you! - move it 2 fields away from the ghost.",
    "  Blessing in disguise! - move it away by the blue die.",
    "  What bad luck! - half of the gate on the card shuts, then move "
    "away. Two halves lock that gate for good.",
    "LEAVING: with all 5 chips, step from a start field through an open "
    "gate (one die point).",
    "EXPERT (a variant): a 4th ghost joins at the 8th chip.",
    "THE NAME: Die verdrehte Spuknacht is German for \"the twisted spooky "
    "night\", the name the game is known by; the magicians keep theirs.",
    "THE BOX: rolls, turns the wheel to the exact first contact and reads "
    "the magnets. Hold ROLL for chips and targets.",
)

# the simulators' legends of this game (hexbox.games.host_words; host only, like HELP)
VIEW = (
    "wheel %3d degrees   G = ghost, * = a ghost touches, v c m = next",
    "%s shut", "%s %d/2", "%s LOCKED", "gates (halves): ",
    "out", "not set", "on %d", "%s on %d", "all 5 chips", "%-6s %-8s next: %-22s %d/5",
)

# the page: the variants' names on its picker, and its table picture
# (host_tools/games/spuknacht/table.py): caption, the tray, a closed gate,
# board names said in this language (a board of one's own keeps its name)
VARIANT_NAMES = (("expert", "expert"),)
PICTURE = ("%s - ghost wheel at %d degrees (%d of %d notches)",
           "off the board (in the hand / out of the castle)", " (closed)", ())

# the page's hint under the table, per box (hexbox.hw.needs.mode; host only)
PAGE_HINTS = {
    "full": "Drag a magician onto a field (or click it, then the field). Set them on the blue "
            "start fields first; press ROLL to roll; move one magician as far as the die says "
            "and let go: the box sees it, then turns the wheel.",
    "dice_wheel": "The dice-and-wheel box: ROLL throws the dice, ROLL again turns the wheel; "
                  "STOP (or any button) halts it. OK tells the box where the magicians stand, "
                  "so it stops on a contact.",
}
