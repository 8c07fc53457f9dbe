# Die Worte der Wuerfelbox auf Deutsch, mit denselben Namen wie
# words_en.py (hexbox.app.speech.words(DICE_WORDS)). Nur ASCII, Zeilen von
# hoechstens 16 Zeichen.

DICE_ROWS = ("Magierwurf: %d", "Geist: %s %d %s")
IDLE = ("Spuknacht-Wurf", "ROLL: werfen", "BACK: zurueck", "OK: Felder", "OK: Felder (da)",
        "4. Geist: F%d")
TURN = ("Magier ziehen", "ROLL: Rad drehen")
TURNING = ("dreht...", "Taste: STOP")
AFTER_TURN = ("GESTOPPT", "Buh! %s", "Rad fertig")
HISTORY = ("Letzte Wuerfe:", "noch keine", "%d und %s %d %s")
BY_HAND = ("Felder von Hand", "%s: %s", "keins", "Feld %d")
FIELD_KEYS = ("ROLL: Feld +1", "BACK: Feld -1", "OK: weiter", "OK lang: leeren")
DICE_ONLY = ("Nur Wuerfel", "Karte: %d Wuerfel", "ROLL: werfen", "OK: Anzahl", "BACK halten: aus")
DICE_CARD = ("Wuerfelkarte %d", "Wuerfe: ", "ZAEHLT: %d", "ROLL: nochmal", "letzter zaehlt",
             "OK: naechste")
PICTURE = ("kein Wurf", "BACK: zurueck", "%d Raste", "%d Rasten")
NUDGED = ("zurueckgedreht", "%d Schritte", "BACK: mehr", "ROLL: werfen")
CLEARED = ("Felder geleert", "STOP von Hand")
