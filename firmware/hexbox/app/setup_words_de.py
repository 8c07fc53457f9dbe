# Die Worte des Einstellbildschirms auf Deutsch (app/setup_screen.py), mit
# denselben Namen wie setup_words_en.py; Zeilen von höchstens 16 Zeichen
# (das OLED zeichnet ä ö ü ß selbst: hw/glyphs.py).

TITLE = "Einstellen: OK"
START = "Spiel starten"
PLAYERS = "Spieler: %d"
VARIANT = ("[ ] %s", "[x] %s")
SEAT = "%s: %s"
LANGUAGE = "Sprache: %s"
LANGUAGES = (("en", "English"), ("de", "Deutsch"))
REFUSED = ("Geht nicht:", "OK")
REPLACE = ("Ein Spiel ist", "gespeichert:", "OK: neues Spiel", "BACK: weiter")
NOT_TOGETHER = "passt nicht zusammen"
