# Die Worte der Würfelbox auf Deutsch, mit denselben Namen wie
# words_en.py (hexbox.app.speech.words(DICE_WORDS)). Mit ä, ö, ü und ß,
# Zeilen von höchstens 16 Zeichen.

IDLE = ("Spuknacht-Wurf", "ROLL: werfen", "BACK: zurück", "OK: Felder", "OK: Felder (da)",
        "4. Geist: F%d")
TURN = ("Magier ziehen", "ROLL: Rad drehen")
TURNING = ("dreht...", "Taste: STOP")
AFTER_TURN = ("GESTOPPT", "Buh! %s", "Rad fertig")
# die letzten Würfe (jeder, wie die Nachrichten des Spiels einen Wurf sagen: screens.roll_rows)
HISTORY = ("Letzte Würfe:", "noch keine")
BY_HAND = ("Felder von Hand", "%s: %s", "keins", "Feld %d")
FIELD_KEYS = ("ROLL: Feld +1", "BACK: Feld -1", "OK: weiter", "OK lang: leeren")
DICE_ONLY = ("Nur Würfel", "Karte: %d Würfel", "ROLL: werfen", "OK: Anzahl", "BACK halten: aus")
DICE_CARD = ("Würfelkarte %d", "Würfe: ", "ZÄHLT: %d", "ROLL: nochmal", "letzter zählt",
             "OK: nächste")
PICTURE = ("kein Wurf", "BACK: zurück", "%d Raste", "%d Rasten")
NUDGED = ("zurückgedreht", "%d Schritte", "BACK: mehr", "ROLL: werfen")
CLEARED = ("Felder geleert", "STOP von Hand")
