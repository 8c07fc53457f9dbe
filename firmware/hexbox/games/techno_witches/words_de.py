# Techno Witches auf Deutsch: jedes Wort, das die Praesentation zeigt
# (present.py), mit denselben Namen wie words_en.py. Nur ASCII (die Schrift
# des OLED): ae, oe, ue, ss. Wolkenschreck und die Katze Quaddatsch heissen
# wie in jeder Ausgabe. Die Burgnamen sind angenommen (aus den englischen
# Namen der Regel uebertragen); help_de.py nennt beide.

SEATS = ("Lila", "Gruen", "Rot", "Blau")  # Lila: der violette Flieger
WOLKENSCHRECK = "Wolkenschreck"
CASTLES = ("", "Federstrich", "Himmelstich", "Wolkenstich", "Wetterspitz",
           "Sonnenstab", "Kometenspeer", "Sternenmast", "Wirbelturm")
VARIANTS = (("flight_school", "Flugschule"), ("bumblebee", "Hummelflug"),
            ("quaddatsch", "Quaddatsch"), ("wolkenschreck", "Wolkenschreck"))
# die 16 Startrichtungen als Himmelsrichtungen, gegen den Uhrzeigersinn ab Ost
COMPASS = ("O", "ONO", "NO", "NNO", "N", "NNW", "NW", "WNW",
           "W", "WSW", "SW", "SSW", "S", "SSO", "SO", "OSO")
SIDES = (("L", "links"), ("R", "rechts"))
HOUSE = "Haus %s"
HOUSES = "%s-%s Haus 1-%d"  # h1-h4 Haus 1-4
MARKS = ("h%s", "k", "W")  # auf den Bildern: Haus 1, die Katze, Wolkenschreck
EDGE = "Tischrand"
CAT = "Katze"
LINE = "Kreislinie"
FLYER = "Flieger %s"
TAIL = "Schweif %s"

# Menuezeilen
CURVE = "Kurve %d %s"
BACK = "%d %s"  # in der Gruppe "Rueckwaertskurve": "Rueckwaertskurve 3 links"
AT = "An %s"
FACING = "Richtung %s"
CHOICES = (("fly", "Abheben!"), ("hover", "Schweben"), ("crash", "Absturz"), ("pass", "Passen"))
RESTART = "Neu: %s"
OFFER = "Biete %s"
PICK = "Nimm %s"
VOTE = "Stimme %s"
LAND = "Lande %s"
HE_TURNS = "Er dreht %s"
CURVE_GROUP = "Kurve %d"
BACKWARD_GROUP = "Rueckwaertskurve"

# Fragen: "Lila: Start an"
ASKS = (("start", "%s: Start an"), ("face", "%s: Richtung"), ("hover", "%s: schweben?"),
        ("restart", "%s: neu an"), ("offer", "%s: bieten"), ("pick", "%s: waehlen"),
        ("vote", "%s: Stimme"), ("land", "%s: lande an"), ("wturn", "%s: er dreht"))
BOOK_NOW = "%s: Buch %d/5"
GAME_OVER = "Spielende"

# was geschah (hexbox.core.lines; a = ein Ort, c = eine Burg, d = eine
# Seite, s = ein Platz)
LINES = (
    ("curve", "%s: Kurve %d %s", "s13d4"),
    ("back", "%s: rueckwaerts %d %s", "s12d3"),
    ("takeoff", "%s hebt ab", "s1"),
    ("curve_flown", "Kurve %d %s geflogen", "3d4"),
    ("backward_flown", "Rueckwaerts %d %s geflogen", "2d3"),
    ("hover", "%s schwebt", "s1"),
    ("cat_touched", "%s beruehrt die Katze", "s1"),
    ("cat_caught", "%s faengt die Katze!", "s1"),
    ("cat_stolen", "%s klaut die Katze", "s1"),
    ("cat_home", "%s bringt die Katze heim", "s1"),
    ("ram", "%s rammt %s!", "s1s2"),
    ("point", "%s: Punkt! (%d)", "s12"),
    ("gap_passed", "%s: durch die Luecke", "s1"),
    ("gap_back", "%s: zurueck durch die Luecke", "s1"),
    ("around_castle", "%s: um %s", "s1c2"),
    ("around_back", "%s: zurueck um %s", "s1c2"),
    ("line_crossed", "%s: zurueck ueber die Linie", "s1"),
    ("vote", "%s stimmt fuer %s", "s1a2"),
    ("marker", "%s landet an %s", "s1a2"),
    ("landed_home", "%s daheim an %s!", "s1a2"),
    ("wolkenschreck_rammed", "%s rammt Wolkenschreck", "s1"),
    ("wolkenschreck_curve", "Wolkenschreck: Kurve %d %s", "1d2"),
    ("wolkenschreck_touch", "Wolkenschreck trifft %s", "s1"),
    ("vanish", "%s verschwindet!", "c1"),
    ("wolkenschreck_stops", "Wolkenschreck haelt an", ""),
    ("wolkenschreck_wins", "Wolkenschreck gewinnt!", ""),
    ("pass", "%s passt", "s1"),
    ("game_over", "Spielende", ""),
)
STARTS = "%s an %s, %s"
CRASH_INTO = "ABSTURZ: %s"
# noch nicht geflogen: die erste Kurve wuerde es treffen (das Menue bietet beides)
BLOCKED = "Kurve 1 geht nicht, %s im Weg: schweben oder Absturz?"
LANDS = "%s landet: %s"
RESTARTS = "%s startet neu an %s"
DAWN = "Morgengrauen nach %d Runden"

# Statusseiten und das Ende
POINTS = "Punkte "
POSE = ("x %d y %d mm", "%s, %d Grad")  # present.pose_rows
OFF_TABLE = " nicht am Tisch"
BOOK = "Buch "
WINNER = "Sieger:"
NO_WINNER = "kein Sieger"
OUTCOMES = (("crash", "CRSH"), ("ram", "RAMM"), ("cat_caught", "KATZ"), ("point", "PKT!"),
            ("vanish", "WEG!"), ("hover", "SCHW"), ("cat_home", "HEIM"),
            ("landed_home", "HEIM"), ("wolkenschreck_touch", "WS!"))
OK = "OK"
# why a game ended without a seat winning (engine: result "reason")
DAWN_NO_WINNER = "Morgen: niemand"

# the engine's English reasons and the bots' (bot.py) said in German: (the English text, the
# German one with the same holes) (hexbox.app.speech.say)
REASONS = (
    ("a backward curve is placed: you must take off now",
     "Eine Rueckwaertskurve liegt: jetzt abheben"),
    ("five curves are at your spellbook: you must take off",
     "Fuenf Kurven am Zauberbuch: abheben"),
    ("place a curve first: the spellbook is empty", "Erst eine Kurve legen: das Buch ist leer"),
    ("that curve is not in the supply (or bad shape/side)", "Diese Kurve ist nicht im Vorrat"),
    # the bots' reasons for a hint (bot.py)
    ("flies: the book is full", "fliegt: das Buch ist voll"),
    ("this flight wins", "dieser Flug gewinnt"),
    ("1st curve blocked: clear", "1. Kurve blockiert: frei"),
    ("no curve helps more", "keine Kurve hilft mehr"),
    ("then the flight wins", "dann gewinnt der Flug"),
    ("heads for the goal", "fliegt aufs Ziel zu"),
    ("a longer flight: closer", "laengerer Flug: naeher"),
    ("starts nearest the goal", "startet am naechsten am Ziel"),
    ("faces the goal", "schaut zum Ziel"),
    ("sends it far away", "schickt ihn weit weg"),
    ("a place near the goal", "ein Ort nahe am Ziel"),
    ("picks the farthest", "nimmt den fernsten"),
    ("the house nearest", "das naechste Haus"),
    ("the house farthest away", "das fernste Haus"),
)
