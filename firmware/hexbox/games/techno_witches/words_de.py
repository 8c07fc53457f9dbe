# Techno Witches auf Deutsch: jedes Wort, das die Präsentation zeigt
# (present.py), mit denselben Namen wie words_en.py. Mit ä, ö, ü und ß
# (hw/glyphs.py zeichnet sie auf dem OLED). Wolkenschreck und die Katze Quaddatsch heißen
# wie in jeder Ausgabe. Die Burgnamen sind angenommen (aus den englischen
# Namen der Regel übertragen); help_de.py nennt beide.

SEATS = ("Lila", "Grün", "Rot", "Blau")  # Lila: der violette Flieger
WOLKENSCHRECK = "Wolkenschreck"
CASTLES = ("", "Federstrich", "Himmelstich", "Wolkenstich", "Wetterspitz",
           "Sonnenstab", "Kometenspeer", "Sternenmast", "Wirbelturm")
VARIANTS = (("flight_school", "Flugschule"), ("bumblebee", "Hummelflug"),
            ("quaddatsch", "Quaddatsch"), ("wolkenschreck", "Wolkenschreck"))
# eine Richtung, überall gleich: Grad gegen den Uhrzeigersinn ab "nach
# rechts" entlang der Seite der Spieler (0 rechts, 90 von ihnen weg)
DEGREES = "%d Grad"
SIDES = (("L", "links"), ("R", "rechts"))
HOUSE = "Haus %s"
HOUSES = "%s-%s Haus 1-%d"  # h1-h4 Haus 1-4
MARKS = ("h%s", "k", "W")  # auf den Bildern: Haus 1, die Katze, Wolkenschreck
EDGE = "Tischrand"
CAT = "Katze"
LINE = "Kreislinie"
FLYER = "Flieger %s"
TAIL = "Schweif %s"

# Menüzeilen
CURVE = "Kurve %d %s"
BACK = "%d %s"  # in der Gruppe "Rückwärtskurve": "Rückwärtskurve 3 links"
CHOICES = (("fly", "Abheben!"), ("hover", "Schweben"), ("crash", "Absturz"), ("pass", "Passen"))
# die Zeile eines Orts (ein Haus, eine Burg) ist sein ganzer Name: die Frage
# darüber sagt, wessen Flieger und wozu ("Lila: neu an")
HE_TURNS = "Er dreht %s"
CURVE_GROUP = "Kurve %d"
BACKWARD_GROUP = "Rückwärtskurve"

# Fragen: "Lila: Start an"
ASKS = (("start", "%s: Start an"), ("face", "%s: Richtung"), ("hover", "%s: schweben?"),
        ("restart", "%s: neu an"), ("offer", "%s: bieten"), ("pick", "%s: wählen"),
        ("vote", "%s: Stimme"), ("land", "%s: lande an"), ("wturn", "%s: er dreht"))
BOOK_NOW = "%s: Buch %d/5"
GAME_OVER = "Spielende"

# was geschah (hexbox.core.lines; a = ein Ort, c = eine Burg, d = eine
# Seite, s = ein Platz)
LINES = (
    ("curve", "%s: Kurve %d %s", "s13d4"),
    ("back", "%s: rückwärts %d %s", "s12d3"),
    ("takeoff", "%s hebt ab", "s1"),
    ("curve_flown", "Kurve %d %s geflogen", "3d4"),
    ("backward_flown", "Rückwärts %d %s geflogen", "2d3"),
    ("hover", "%s schwebt", "s1"),
    ("cat_touched", "%s berührt die Katze", "s1"),
    ("cat_caught", "%s fängt die Katze!", "s1"),
    ("cat_stolen", "%s klaut die Katze", "s1"),
    ("cat_home", "%s bringt die Katze heim", "s1"),
    ("ram", "%s rammt %s!", "s1s2"),
    ("point", "%s: Punkt! (%d)", "s12"),
    ("gap_passed", "%s: durch die Lücke", "s1"),
    ("gap_back", "%s: zurück durch die Lücke", "s1"),
    ("around_castle", "%s: um %s", "s1c2"),
    ("around_back", "%s: zurück um %s", "s1c2"),
    ("line_crossed", "%s: zurück über die Linie", "s1"),
    ("vote", "%s stimmt für %s", "s1a2"),
    ("marker", "%s landet an %s", "s1a2"),
    ("landed_home", "%s daheim an %s!", "s1a2"),
    ("wolkenschreck_rammed", "%s rammt Wolkenschreck", "s1"),
    ("wolkenschreck_curve", "Wolkenschreck: Kurve %d %s", "1d2"),
    ("wolkenschreck_touch", "Wolkenschreck trifft %s", "s1"),
    ("vanish", "%s verschwindet!", "c1"),
    ("wolkenschreck_stops", "Wolkenschreck hält an", ""),
    ("wolkenschreck_wins", "Wolkenschreck gewinnt!", ""),
    ("pass", "%s passt", "s1"),
    ("game_over", "Spielende", ""),
)
STARTS = "%s an %s, Richtung %s"
CRASH_INTO = "ABSTURZ: %s"
# noch nicht geflogen: die erste Kurve würde es treffen (das Menü bietet beides)
BLOCKED = "Kurve 1 geht nicht, %s im Weg: schweben oder Absturz?"
# wo ein Flieger gelandet ist, in Worten (present.near), und seine Richtung (DEGREES)
LANDS = "%s landet %s, Richtung %s"
# so viele cm von der nächsten Burg oder dem nächsten Haus, von der Seite der
# Spieler gesehen: rechts davon, dahinter (von ihnen weg), links davon, davor
NEAR = ("%d cm rechts von %s", "%d cm hinter %s", "%d cm links von %s", "%d cm vor %s")
NEXT_TO = "neben %s"  # weniger als einen halben cm entfernt
ON_TABLE = "auf dem Tisch"  # keine Burg und kein Haus mehr darauf
RESTARTS = "%s startet neu an %s"
DAWN = "Morgengrauen nach %d Runden"

# Statusseiten und das Ende
POINTS = "Punkte "
POSE = "x %d y %d mm"  # present.pose_rows, dann die Richtung in DEGREES
OFF_TABLE = " nicht am Tisch"
BOOK = "Buch:"  # dann seine Kurven, eine je Zeile
BOOK_EMPTY = "Buch: leer"
BOOK_BACK = "rückwärts:"  # die Rückwärtskurve, in der Zeile darunter
WINNER = "Sieger:"
NO_WINNER = "kein Sieger"
# ganze Wörter, die ein Kind liest: neben der Karte ist Platz für vier Buchstaben
# (framebuf.text: nur ASCII, ohne ä ö ü ß)
OUTCOMES = (("crash", "Aua!"), ("ram", "Rums"), ("cat_caught", "Fang"), ("point", "+1"),
            ("vanish", "Weg!"), ("hover", "Halt"), ("cat_home", "Heim"),
            ("landed_home", "Heim"), ("wolkenschreck_touch", "Buh!"))
OK = "OK"
# why a game ended without a seat winning (engine: result "reason")
DAWN_NO_WINNER = "Morgen: niemand"

# the engine's English reasons and the bots' (bot.py) said in German: (the English text, the
# German one with the same holes) (hexbox.app.speech.say)
REASONS = (
    ("choose one adventure", "nur ein Abenteuer wählen"),  # a setup the game refuses
    ("a backward curve is placed: you must take off now",
     "Eine Rückwärtskurve liegt: jetzt abheben"),
    ("five curves are at your spellbook: you must take off",
     "Fünf Kurven am Zauberbuch: abheben"),
    ("place a curve first: the spellbook is empty", "Erst eine Kurve legen: das Buch ist leer"),
    ("that curve is not in the supply (or bad shape/side)", "Diese Kurve ist nicht im Vorrat"),
    # the bots' reasons for a hint (bot.py)
    ("flies: the book is full", "fliegt: das Buch ist voll"),
    ("this flight wins", "dieser Flug gewinnt"),
    ("1st curve blocked: clear", "1. Kurve blockiert: frei"),
    ("no curve helps more", "keine Kurve hilft mehr"),
    ("then the flight wins", "dann gewinnt der Flug"),
    ("heads for the goal", "fliegt aufs Ziel zu"),
    ("a longer flight: closer", "längerer Flug: näher"),
    ("starts nearest the goal", "startet am nächsten am Ziel"),
    ("faces the goal", "schaut zum Ziel"),
    ("sends it far away", "schickt ihn weit weg"),
    ("a place near the goal", "ein Ort nahe am Ziel"),
    ("picks the farthest", "nimmt den fernsten"),
    ("the house nearest", "das nächste Haus"),
    ("the house farthest away", "das fernste Haus"),
)
