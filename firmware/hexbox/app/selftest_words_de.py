# Die Worte des Selbsttests auf Deutsch, mit denselben Namen wie
# selftest_words_en.py (hexbox.app.speech.words("selftest_")). Mit ä, ö,
# ü und ß, Zeilen von höchstens 16 Zeichen.

# der Selbsttest
TEST_PAGES = ("RAD", "HALL", "SUMMER", "TASTEN", "FERTIG")
HOMING_TURN = ("Startsuche und", "1 Umdrehung...")
# the self-test's pages: tunes, pass, fail, keys, hall, magnets seen, keys,
# buzzer, buttons, buttons, summary, to the game, a new field, no home
SELFTEST = ("spielt Töne", " OK", " FEHLER", "OK:vor BACK:neu", "Magnet auf:", "gesehen %d/%d",
            "OK:vor BACK:leer", "3 Töne gehört?", "OK: weiter", "jede drücken", "Hall %d/%d",
            "OK: zum Spiel", "neu: Feld %d", "kein Start:")
WHEEL_OK = ("Rad ok", "Rad FEHLER")
BUTTONS_OK = ("Tasten ok", "Tasten fehlen")
NO_INDEX = ("kein Indexsensor", "in Boarddatei")
INDEX_UNSEEN = ("Index nicht da", "1 Umdr.: prüfe", "Magnet, Sensor", "und Verkabelung")
INDEX_AT = ("Index bei %d", "erwartet ~%d", "Schritte weg?")
WHEEL_RESULT = ("1 Umdr. %d St", "Index %d ok", "Breite %d St")
