# The app's own words in English: the referee, its menus, the put-right and
# fault screens, the dice box and the self-test (hexbox.app.speech loads
# the table of the language in use). words_de.py has the same names. ASCII
# only, rows of at most 16 characters. The buttons keep the names printed
# on the box (ROLL, OK, BACK, STOP) in every language.

# the referee
STARTING = ("hexbox", "starting...")
NEW_GAME = "new game"
RESUMED = ("resumed %d action", "resumed %d actions")  # one, many
BOX_SEAT = "Box (%s)"
PLAYS_NEXT = ("plays next", "OK: go on", "hold BACK:", "undo a move")
THINKING = "thinking..."
WORKING = "one moment..."
BOX_SAYS = "Box (%s): %s"
BOX_CHOSE = "Box (%s) chose"
SEATS_TITLE = "Seats: OK swaps"
SEAT_PERSON = "person"
SEAT_BOX = "box"
START_GAME = "Start the game"
PASS_TO = "Pass the box to"
THEN_OK = "then press OK"
ONLY = "(%s only)"
HINT = "Hint: "
NOT_ALLOWED = "Not allowed!"
OK = "OK"
OK_MORE = "OK: more"
NOTHING_TO_UNDO = "Nothing to undo"
UNDONE = "Undone:"
SECRET_MOVE = "%s: secret move"  # an undone move only its seat may see
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

# the hall-sensor table: the magnets and the sensors
# the put-right screen: its title after a restart, after an undo; then waiting
MAGNETS = ("Set the magnets", "Undone: put back", "checking...")
# a magician back (short, where the long row does not fit), one put on, a magnet too many
FIXES = ("%s back to %d", "%s to %d", "Put %s on %d", "Lift magnet %d")
HOMING = "homing wheel..."
# the wheel lost steps on its way: it turns back to where the game has it
WHEEL_SLIPPED = ("wheel slipped:", "turning back")
# a button held for seconds: named over every screen until let go (its printed name)
STUCK = "%s key stuck"
ROLL_SCREEN = ("%s's turn", "press ROLL", "chips %d/15")  # "Player 2's turn"
SENSED = ("on a start field", "ghosts: %s %d", "OK: no move",
          "sensor %d flaky", "reading move...")
LIFTED = ("%s lifted", "OK: exit", "(ROLL: other)")
IN_HAND = ("%s in hand", "put it down")
# a magnet moved where no move is read: before ROLL, while the wheel turned
NOT_YET = ("Roll first:", "Too early:")
# a box seat's magician set down elsewhere than asked: "Mila: not 31"
WRONG_FIELD = "%s: not %d"

# the ghost die's colours (the put-right screen, the dice box)
COLOURS = (("red", "red"), ("blue", "blue"))

# a hall sensor the box no longer trusts, named once over two rows ("field
# 17 sensor", "stuck on"): its field's moves go through the menu from then on
SENSOR_FAULT = ("field %d sensor", "stuck on", "stuck off", "flickers", "moves: by menu")
# a move the board does not show (a sensor that failed): OK opens the menu;
# a magnet the sensors do not see though it stands where asked: OK says so
BY_MENU = ("OK: menu", "OK: it is there")
