# The app's own words in English: the referee, its menus, the put-right and
# fault screens, the dice box and the self-test (hexbox.app.speech loads
# the table of the language in use). words_de.py has the same names. ASCII
# only, rows of at most 16 characters. The buttons keep the names printed
# on the box (ROLL, OK, BACK, STOP) in every language.

# the referee
STARTING = ("hexbox", "starting...")
NEW_GAME = "new game"
RESUMED = "resumed %d actions"
BOX_SEAT = "Box (%s)"
PLAYS_NEXT = ("plays next", "OK: go on", "hold BACK: undo")
THINKING = "thinking..."
BOX_SAYS = "Box (%s): %s"
PASS_TO = "Pass the box to"
THEN_OK = "then press OK"
ONLY = "(%s only)"
HINT = "Hint: "
NOT_ALLOWED = "Not allowed!"
OK = "OK"
OK_MORE = "OK: more"
NOTHING_TO_UNDO = "Nothing to undo"
UNDONE = "Undone:"
PAGES_MORE = "ROLL more, OK"
OK_NEW_GAME = "OK: new game"
BACK_ITEM = "< back"  # a menu group's way out
# why an action was refused, when the engine's reason has no words here
NOT_NOW = "not possible now"
# the engine's (and the dice box's) English reasons, said in this language:
# (the reason's format, this language's format); English says them as they are
REASONS = ()

# the fault screen
FAULT = "hexbox error"

# Spuknacht's table: the magnets and the sensors
# the put-right screen: its title after a restart, after an undo; then waiting
MAGNETS = ("Set the magnets", "Undone: put back", "checking...")
FIXES = ("%s back to %d", "%s back %d", "Put %s on %d", "Lift magnet %d")
HOMING = "homing wheel..."
ROLL_SCREEN = ("%s: roll dice", "press ROLL", "chips %d/15")
SENSED = ("away from ghost", "on a start field", "ghosts: %s %d", "OK: no move", "sensor %d flickers")
LIFTED = ("%s lifted", "OK: exit", "(ROLL: other)")
IN_HAND = ("%s in hand", "put it down")

# the dice box (Spuknacht's dice and wheel, or dice cards only)
COLOURS = (("red", "red"), ("blue", "blue"))
DICE_ROWS = ("Magic die: %d", "Ghost: %s %d %s")
IDLE = ("Spuknacht dice", "ROLL: throw", "BACK: nudge back", "OK: fields", "OK: fields (set)",
        "4th ghost: f%d")
TURN = ("move a magician", "ROLL: turn wheel")
TURNING = ("turning...", "any key: STOP")
AFTER_TURN = ("STOPPED", "Boo! %s", "wheel done")
HISTORY = ("Last rolls:", "none yet")
BY_HAND = ("Fields by hand", "%s on:", "none", "field %d")
FIELD_KEYS = ("ROLL+ BACK-", "OK next, hold:", "OK clear all")
DICE_ONLY = ("Dice only", "card: %d dice", "ROLL: throw", "OK: dice count", "hold BACK: exit")
DICE_CARD = ("Dice card (%d)", "throws: ", "COUNTS: %d", "ROLL: re-roll", "last roll counts", "OK: next card")
PICTURE = ("no roll yet", "BACK: nudge", "%d notch", "%d notches")
NUDGED = ("nudged back", "%d steps", "BACK: more", "ROLL: throw")
CLEARED = ("fields cleared", "STOP by hand")

# the self-test
TEST_PAGES = (("wheel", "WHEEL"), ("hall", "HALL"), ("buzzer", "BUZZER"), ("buttons", "BUTTONS"),
              ("done", "DONE"))
HOMING_TURN = ("homing and", "turning 1 rev...")
# the self-test's pages: tunes, pass, fail, keys, hall, magnets seen, keys,
# buzzer, buttons, buttons, summary, to the game, a new field, no home
SELFTEST = ("playing tunes", " OK", " FAIL", "OK:next BACK:new", "magnet on:", "seen %d/%d",
            "OK:next BACK:clr", "heard 3 tunes?", "OK: next", "press each one", "hall seen %d/%d",
            "OK: to the game", "new: field %d", "no home:")
WHEEL_OK = ("wheel ok", "wheel FAIL")
BUTTONS_OK = ("buttons ok", "buttons not all")
NO_INDEX = ("no index sensor", "in board file")
INDEX_UNSEEN = ("index not seen", "in 1 turn: check", "magnet, sensor", "and its wiring")
INDEX_AT = ("index at %d", "expected ~%d", "lost steps? gear")
WHEEL_RESULT = ("1 turn %d st", "index at %d ok", "width %d st")
