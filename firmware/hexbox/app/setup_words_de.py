# Die Worte des Einstellbildschirms auf Deutsch (app/setup_screen.py), mit
# denselben Namen wie setup_words_en.py. Nur ASCII (ae, oe, ue, ss), Zeilen
# von hoechstens 16 Zeichen.

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
