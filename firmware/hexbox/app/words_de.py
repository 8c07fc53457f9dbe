# Die eigenen Worte der App auf Deutsch, mit denselben Namen wie
# words_en.py (hexbox.app.speech laedt die Tabelle der gewaehlten Sprache).
# Nur ASCII (ae, oe, ue, ss), Zeilen von hoechstens 16 Zeichen. Die Tasten
# heissen wie auf der Box gedruckt (ROLL, OK, BACK, STOP).

# der Schiedsrichter
STARTING = ("hexbox", "startet...")
NEW_GAME = "neues Spiel"
RESUMED = "%d Aktionen da"
BOX_SEAT = "Box (%s)"
PLAYS_NEXT = ("spielt jetzt", "OK: weiter", "BACK halten: zur")
THINKING = "denkt nach..."
BOX_SAYS = "Box (%s): %s"
PASS_TO = "Gib die Box an"
THEN_OK = "dann OK druecken"
ONLY = "(nur %s)"
HINT = "Tipp: "
NOT_ALLOWED = "Nicht erlaubt!"
OK = "OK"
OK_MORE = "OK: weiter"
NOTHING_TO_UNDO = "Nichts zurueck"
UNDONE = "Zurueckgenommen:"
PAGES_MORE = "ROLL weiter, OK"
OK_NEW_GAME = "OK: neues Spiel"
BACK_ITEM = "< zurueck"
NOT_NOW = "geht jetzt nicht"
# the English reasons said in German: (the English format, the German one
# with the same holes) (hexbox.app.speech.say). Only what a player can meet:
# the dice box's field entry (its buttons allow nothing else that is refused)
REASONS = (
    ("field %d is entered twice: one magician per field", "Feld %d doppelt: ein Magier je Feld"),
)

# der Fehlerbildschirm
FAULT = "hexbox-Fehler"

# Spuknachts Tisch: die Magnete und die Sensoren
# the put-right screen: its title after a restart, after an undo; then waiting
MAGNETS = ("Magnete stellen", "Zurueck: stellen", "pruefe...")
FIXES = ("%s zurueck auf %d", "%s zur. %d", "%s auf %d", "Magnet %d weg")
HOMING = "Rad sucht Start"
ROLL_SCREEN = ("%s: wuerfeln", "ROLL druecken", "Chips %d/15")
SENSED = ("weg vom Geist", "auf Startfeld", "Geister: %s %d", "OK: kein Zug", "Sensor %d spinnt")
LIFTED = ("%s gehoben", "OK: raus", "(ROLL: anderes)")
IN_HAND = ("%s in Hand", "hinstellen")

# die Wuerfelbox
COLOURS = (("red", "rot"), ("blue", "blau"))
DICE_ROWS = ("Magierwurf: %d", "Geist: %s %d %s")
IDLE = ("Spuknacht-Wurf", "ROLL: werfen", "BACK: zurueck", "OK: Felder", "OK: Felder (da)", "4. Geist: F%d")
TURN = ("Magier ziehen", "ROLL: Rad drehen")
TURNING = ("dreht...", "Taste: STOP")
AFTER_TURN = ("GESTOPPT", "Buh! %s", "Rad fertig")
HISTORY = ("Letzte Wuerfe:", "noch keine")
BY_HAND = ("Felder von Hand", "%s auf:", "keins", "Feld %d")
FIELD_KEYS = ("ROLL+ BACK-", "OK weiter, halt:", "OK alle leeren")
DICE_ONLY = ("Nur Wuerfel", "Karte: %d Wrf.", "ROLL: werfen", "OK: Anzahl", "BACK halten: aus")
DICE_CARD = ("Wuerfelkarte %d", "Wuerfe: ", "ZAEHLT: %d", "ROLL: nochmal", "letzter zaehlt", "OK: naechste")
PICTURE = ("kein Wurf", "BACK: zurueck", "%d Raste", "%d Rasten")
NUDGED = ("zurueckgedreht", "%d Schritte", "BACK: mehr", "ROLL: werfen")
CLEARED = ("Felder geleert", "STOP von Hand")

# der Selbsttest
TEST_PAGES = (("wheel", "RAD"), ("hall", "HALL"), ("buzzer", "SUMMER"), ("buttons", "TASTEN"),
              ("done", "FERTIG"))
HOMING_TURN = ("Startsuche und", "1 Umdrehung...")
# the self-test's pages: tunes, pass, fail, keys, hall, magnets seen, keys,
# buzzer, buttons, buttons, summary, to the game, a new field, no home
SELFTEST = ("spielt Toene", " OK", " FEHLER", "OK:vor BACK:neu", "Magnet auf:", "gesehen %d/%d",
            "OK:vor BACK:leer", "3 Toene gehoert?", "OK: weiter", "jede druecken", "Hall %d/%d",
            "OK: zum Spiel", "neu: Feld %d", "kein Start:")
WHEEL_OK = ("Rad ok", "Rad FEHLER")
BUTTONS_OK = ("Tasten ok", "Tasten fehlen")
NO_INDEX = ("kein Indexsensor", "in Boarddatei")
INDEX_UNSEEN = ("Index nicht da", "1 Umdr.: pruefe", "Magnet, Sensor", "und Verkabelung")
INDEX_AT = ("Index bei %d", "erwartet ~%d", "Schritte weg?")
WHEEL_RESULT = ("1 Umdr. %d St", "Index %d ok", "Breite %d St")
