# The self-test's words in English (app/selftest_screen.py), read through
# hexbox.app.speech.words("selftest_"): apart from the app's words, so they
# leave the heap with the self-test. selftest_words_de.py has the same names.
# ASCII only, rows of at most 16 characters.

# the self-test
# the pages' titles, in selftest_screen.PAGES order
TEST_PAGES = ("WHEEL", "HALL", "BUZZER", "BUTTONS", "DONE")
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
