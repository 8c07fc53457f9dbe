# The setup screen's words in English (app/setup_screen.py), read through
# hexbox.app.speech.words("setup_"): apart from the app's words, so they
# leave the heap with the setup screen. setup_words_de.py has the same
# names. ASCII only, rows of at most 16 characters.

TITLE = "Setup: OK sets"
START = "Start the game"
PLAYERS = "Players: %d"
VARIANT = ("[ ] %s", "[x] %s")  # a variant off, on
SEAT = "%s: %s"  # seat name: person or box (the app's SEAT_PERSON, SEAT_BOX)
LANGUAGE = "Language: %s"
LANGUAGES = (("en", "English"), ("de", "Deutsch"))
REFUSED = ("Not possible:", "OK")  # above the game's reason, below it
# a new game would replace the saved one: OK replaces it, BACK plays it on
REPLACE = ("A saved game is", "on the box:", "OK: new game", "BACK: play it on")
# the game's reason when no table has words for it (the English one is said as it is)
NOT_TOGETHER = "these do not go together"
