# Die eigenen Worte der App auf Deutsch, mit denselben Namen wie
# words_en.py (hexbox.app.speech lädt die Tabelle der gewählten Sprache).
# Mit ä, ö, ü und ß (hw/glyphs.py zeichnet sie auf dem OLED), Zeilen von
# höchstens 16 Zeichen. Die Tasten heißen wie auf der Box gedruckt (ROLL, OK, BACK, STOP).

# der Schiedsrichter
STARTING = ("hexbox", "startet...")
NEW_GAME = "neues Spiel"
RESUMED = ("%d Aktion da", "%d Aktionen da")
BOX_SEAT = "Box (%s)"
PLAYS_NEXT = ("spielt jetzt", "OK: weiter", "BACK halten:", "Zug zurück")
THINKING = "denkt nach..."
WORKING = "einen Moment..."
BOX_SAYS = "Box (%s): %s"
BOX_CHOSE = "Box (%s) wählte"
SEATS_TITLE = "Mensch/Box: OK"
SEAT_PERSON = "Mensch"
SEAT_BOX = "Box"
START_GAME = "Spiel starten"
PASS_TO = "Gib die Box an"
THEN_OK = "dann OK drücken"
ONLY = "(nur %s)"
HINT = "Tipp: "
NOT_ALLOWED = "Nicht erlaubt!"
OK = "OK"
OK_MORE = "OK: weiter"
NOTHING_TO_UNDO = "Nichts zurück"
UNDONE = "Zurückgenommen:"
SECRET_MOVE = "%s: geheimer Zug"  # ein zurückgenommener Zug, den nur sein Platz sehen darf
PAGES_MORE = "ROLL weiter, OK"
OK_NEW_GAME = "OK: neues Spiel"
BACK_ITEM = "< zurück"
NOT_NOW = "geht jetzt nicht"
# the English reasons said in German: (the English format, the German one
# with the same holes) (hexbox.app.speech.say). Only what a player can meet:
REASONS = (
    ("field %d is entered twice: one magician per field", "Feld %d doppelt: ein Magier je Feld"),
)

# der Fehlerbildschirm
FAULT = "hexbox-Fehler"

# der Tisch mit Hallsensoren: die Magnete und die Sensoren
# the put-right screen: its title after a restart, after an undo; then waiting
MAGNETS = ("Magnete stellen", "Stell zurück:", "prüfe...")
# ein Magier zurück (kurz, wo die lange Zeile nicht passt), ein Magier neu, ein Magnet zu viel
FIXES = ("%s zurück auf %d", "%s auf %d", "Stell %s auf %d", "Magnet %d weg")
HOMING = "Rad sucht Start"
# das Rad hat Schritte verloren: es dreht dorthin zurück, wo das Spiel es hat
WHEEL_SLIPPED = ("Rad verrutscht:", "dreht zurück")
# eine Taste, die Sekunden lang gedrückt bleibt: genannt, bis sie losgelassen wird
STUCK = "%s klemmt"
ROLL_SCREEN = ("%s ist dran", "ROLL drücken", "Chips %d/15")  # "Platz 2 ist dran"
SENSED = ("auf Startfeld", "Geister: %s %d", "OK: kein Zug", "Sensor %d spinnt",
          "lese den Zug...")
LIFTED = ("%s gehoben", "OK: raus", "(ROLL: anderes)")
IN_HAND = ("%s in Hand", "hinstellen")
NOT_YET = ("Erst ROLL:", "Zu schnell:")
WRONG_FIELD = "%s: nicht %d"

# the ghost die's colours (the put-right screen, the dice box)
COLOURS = (("red", "rot"), ("blue", "blau"))

# ein Hallsensor, dem die Box nicht mehr traut, einmal genannt, in zwei
# Zeilen ("Feld 17 Sensor", "hängt an"); die Züge seines Felds gehen dann übers Menü
SENSOR_FAULT = ("Feld %d Sensor", "hängt an", "hängt aus", "flackert", "Züge: per Menü")
# ein Zug, den das Brett nicht zeigt (ein Sensor fiel aus): OK öffnet das Menü;
# ein Magnet, den die Sensoren nicht sehen, obwohl er steht: OK sagt es
BY_MENU = ("OK: Menü", "OK: er steht da")
