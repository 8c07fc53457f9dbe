# The dice box's words in English (controller.py, screens.py), read
# through hexbox.app.speech.words(DICE_WORDS): apart from the app's words, so a
# referee box does not hold them in its heap. words_de.py has the same
# names. ASCII only, rows of at most 16 characters.

IDLE = ("Spuknacht dice", "ROLL: throw", "BACK: nudge back", "OK: fields", "OK: fields (set)",
        "4th ghost: f%d")
TURN = ("move a magician", "ROLL: turn wheel")
TURNING = ("turning...", "any key: STOP")
AFTER_TURN = ("STOPPED", "Boo! %s", "wheel done")
# the last rolls (each said as the game's news says a roll: screens.roll_rows)
HISTORY = ("Last rolls:", "none yet")
BY_HAND = ("Fields by hand", "%s: %s", "none", "field %d")
# what each button does there, a row each
FIELD_KEYS = ("ROLL: field +1", "BACK: field -1", "OK: next", "hold OK: clear")
DICE_ONLY = ("Dice only", "card: %d dice", "ROLL: throw", "OK: dice count", "hold BACK: exit")
DICE_CARD = ("Dice card (%d)", "throws: ", "COUNTS: %d", "ROLL: re-roll", "last roll counts",
             "OK: next card")
PICTURE = ("no roll yet", "BACK: nudge", "%d notch", "%d notches")
NUDGED = ("nudged back", "%d steps", "BACK: more", "ROLL: throw")
CLEARED = ("fields cleared", "STOP by hand")
