# Broom Service auf Deutsch: jedes Wort, das die Präsentation zeigt
# (present.py), mit denselben Namen wie words_en.py. Mit ä, ö, ü und ß
# (hw/glyphs.py zeichnet sie auf dem OLED). Die Karten heißen wie in der deutschen Ausgabe.

SEATS = ("Rot", "Blau", "Grün", "Gelb", "Weiß")
# Reihenfolge von roles.ROLES
ROLES = ("Waldhexe", "Hügelhexe", "Heidehexe", "Berghexe", "Taldruide", "Gipfeldruide",
         "Kräutersammler", "Wurzelsammler", "Früchtesammler", "Wetterfee")
# Reihenfolge von events.EVENTS
EVENTS = ("Mehr oder weniger?", "Schwarzmarkt", "Schwarzbrennerei", "Wie in alten Zeiten",
          "Gefährliche Gebiete", "Gefällige Gebiete", "Mit leeren Händen", "Einmal alles!",
          "Gleichgesinnte", "Wolkenjäger")
RESOURCES = ("grün", "violett", "orange", "Stab")
# data.py: 0 mutig, 1 Karte, 2 Punkte (data.F_VP_GAIN)
FOREST_TILE = ("mutig", "Karte", "%d Punkte")
# der Anfang des Namens eines Gebiets: seine Landschaft (Wald, Hügel, Heide, Berg,
# See, Burg), so kurz, dass "Turbo nach Hü03" in eine Zeile passt
LANDS = ("Wa", "Hü", "He", "Be", "Se", "Bu")
BRAVE = "mutig"
COWARD = "feige"

# Menüzeilen
# die Gruppe der verwunschenen Rollen beim Wählen (die Statusseiten sagen, was sie kosten)
ENCHANTED_GROUP = "Verwunschen"
# die Gruppe einer Rolle beim Ausspielen, und wenn ein Platz sie auch spielt, hat diese zwei Zeilen
PLAY_BRAVE = "mutig"
PLAY_COWARD = "feige"
STOP_PICKING = "Auswahl fertig"
DONE = "Fertig"
FOREST = "Wald: %s"
GATHER = "Sammeln"
MOVE_TO = "nach %s"
TURBO_TO = "Turbo nach %s"
DELIVER = "%s %d Punkte"  # Farbe und Punkte eines Turms am Gebiet der Hexe (höchstens 7)
# zwei solche Türme (gleiche Farbe, gleiche Punkte): die Form unterscheidet sie
DELIVER_SHAPE = "%s %d %s"
SHAPES = ("rund", "eckig")  # board.py: Turmform 0, 1
# eine Wolke, die die Wetterfee wegzaubern kann: ihr Gebiet und ihre Kosten
# (S, wie die Statuszeilen die Stäbe zählen), eine Sturmwolke so genannt,
# "#2" für die zweite gleiche im Gebiet
CLOUD_GROUPS = ("Wolken", "Sturmwolken")
CLOUD = "%s: %s"
WANDS = ("%d Stab", "%d Stäbe")
CLOUD_NTH = " #%d"
MOUNTAIN_TILE = "Bergplättchen %d"  # nach seiner Art nummeriert, wie die Karte es zeigt ("Be3")
MTILE_USED = "%s: Bergplättchen %d"  # wer welches einsetzte
BREW = "Brennen: %s"
BID = "%d in die Faust"
BID_KIND = "%d %s"
WITCH = "Hexe %d"
DELIVER_IN = "Liefern %s"

# Fragen
PICK = "%s: wählen"
LEAD = "%s spielt aus"
# der Platz hat die Rolle, die eben ausgespielt wurde: er spielt sie auch,
# mutig oder feige (nicht "bedienen?": er muss, und eine Frage klingt nach "nein")
FOLLOW = "%s spielt auch"
ACTS = "%s handelt"
BIDS_NOW = "%s: bieten"
GAME_OVER = "Spielende"

# was geschah
ROUND = "Runde %d: %s"
ENCHANTED = "Verwunschen: "
PLAYED = "%s %s: %s"  # who, brave or cowardly, the role
FLIES = "%s: Hexe %d nach %s"
BIDS = "Gebote: "
SEAT_BID = "%s %d"  # das Gebot eines Platzes: "Gebote: Rot 2, Blau 0"
# die Ereigniszeilen aus einem Format (hexbox.core.lines): Ereignis, Format,
# Teile (s ein Platz, r eine Rolle, g ein Rohstoff, nach dem Feld des Ereignisses)
LINES = (
    ("reshuffle", "Verwunschene Rollen neu gemischt", ""),
    ("pass", "%s hat sie nicht", "s1"),  # die ausgespielte Rolle (er hat keine Wahl)
    ("knocked", "%s ist raus", "s1"),
    ("discard", "%s verliert %s", "s1r2"),
    ("act", ACTS, "s1"),
    ("lead", "%s spielt aus", "s1"),
    ("selected", "%s hat gewählt", "s1"),
    ("bid_placed", "%s hat geboten", "s1"),
    ("over", GAME_OVER, ""),
    ("deliver", "%s liefert %s in %s", "s1g3n2"),
    ("cloud", "%s zaubert eine Wolke in %s weg", "s1c2"),
    ("amulet", "%s erhält ein Amulett", "s1"),
    ("ftile_taken", "%s nimmt ein Waldplättchen", "s1"),
    ("ftile_used", "%s setzt ein Waldplättchen ein", "s1"),
)

# warum sich die Punkte ändern (engine: der Grund des "vp"-Ereignisses), nach der Regel
VP_WHY = (
    ("enchanted", "verwunschene Rolle"), ("deliver", "Lieferung"), ("fairy", "mutige Wetterfee"),
    ("storm", "Sturmwolke"), ("forest", "Waldplättchen"), ("market", EVENTS[1]),
    ("more_or_less", EVENTS[0]), ("dangerous", EVENTS[4]), ("pleasant", EVENTS[5]),
    ("empty_handed", EVENTS[6]), ("all_at_once", EVENTS[7]), ("like_minded", EVENTS[8]),
    ("cloud_hunters", EVENTS[9]), ("set4", "4 verschiedene"), ("set3", "3 verschiedene"),
    ("lightning", "Blitze"), ("amulets", "Amulette"),
)

# Statusseiten und Ende
ROUND_OF = "Runde %d von 7"
# zwei Zeilen über den Rollen, die diese Runde Punkte kosten
ENCHANTED_HEAD = "Verwunschen:\n kosten %d Punkte"
HAND = "Hand:"
HAND_EMPTY = "Hand: leer"
PICKED = "%d von %d gewählt"  # während die Rollen gewählt werden
PICKED_RANGE = "Gewählt %d (%d-%d)"  # "Mehr oder weniger?": beliebig viele darin
# die Punkte eines Platzes: die erste Form, die in 16 Spalten passt
SEAT_VP = ("%s %d Punkte", "%s: %d")
# die Vorräte eines Platzes unter seinen Punkten, nur was er hat, zwei je
# Zeile, wo sie passen ("2 grün 1 Stab"): Reihenfolge von roles.RESOURCES, eins
# und viele; gar nichts
SEAT_RESOURCES = (("%d grün", "%d grün"), ("%d violett", "%d violett"),
                  ("%d orange", "%d orange"), ("%d Stab", "%d Stäbe"))
VP_CHANGE = ("%s %+d Punkt: %s", "%s %+d Punkte: %s")  # wer, wie viele, wofür: ein Punkt, mehr
RES_CHANGE = "%s %s%s"  # wer, + oder -, wie viel wovon: "Blau -2 Stäbe" (SEAT_RESOURCES)
NO_RESOURCES = "nichts"
WINNER = "Gewinner: "
NO_WINNER = "Kein Gewinner"
SEAT_SCORE = ("%s %d Punkte", "%s: %d")  # wie SEAT_VP

# the engine's English reasons and the bots' (bot.py) said in German:
# (the English text, the German one with the same holes) (hexbox.app.speech.say)
REASONS = (
    ("delivering scores now", "liefern bringt jetzt Punkte"),
    ("brave pays off here", "mutig lohnt sich hier"),
    ("cowardly is safer", "feige ist sicherer"),
    ("a role that scores", "eine Rolle, die punktet"),
    ("towards a tower", "zu einem Turm"),
)

# die Varianten, wie der Einstellbildschirm sie nennt
VARIANTS = (("back", "Rückseite"), ("fewer_heavy", "weniger Gewitter"),
            ("mountains", "Bergplättchen"), ("storm", "Sturm"))
