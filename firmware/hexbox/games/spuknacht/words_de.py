# Die verdrehte Spuknacht auf Deutsch: jedes Wort, das die Praesentation
# zeigt (present.py), mit denselben Namen wie words_en.py. Nur ASCII (die
# Schrift des OLED): ae, oe, ue, ss. Die Magier heissen wie in jeder
# Ausgabe; die Geisterkarten und Motive wie in der deutschen Ausgabe
# (angenommen: die Karten "Glueck gehabt!", "Glueck im Unglueck!", "So ein Pech!").

MOTIFS = ("Spiegel", "Pantoffel", "Trank", "Truhe", "Frosch", "Teller", "Ruestung", "Kasimir")
CRESTS = (("magicians", "3-Magier"), ("owl", "Eulen"), ("bat", "Fleder"), ("moon", "Mond"))
GATE = "%s-Tor"
CARDS = (("lucky", "Glueck gehabt!"), ("blessing", "Glueck im Unglueck!"), ("badluck", "So ein Pech!"))
VARIANTS = (("expert", "Profi: 4. Geist"),)

# Menuezeilen
ROLL = "Wuerfeln"
NO_MOVE = "Kein Zug: passen"
PLACE = "%s auf %s"
MOVE_TO = "auf %s"
EXIT = "raus: %s"
STAYS = "%s bleibt"
GHOST4_ON = "4. Geist auf %d"
AWAY = "%s weg"

# Fragen
SEAT = "S%d"
PLACE_NOW = "%s aufstellen"
ROLL_NOW = "%s: wuerfeln"
MOVE_NOW = "%s: ziehe w%d"
AWAY_NOW = "%s: weg"
GHOST4_JOINS = "4. Geist kommt"
GAME_OVER = "Spielende"

# was geschah (hexbox.core.lines; m = ein Magier, t = ein Motiv)
LINES = (
    ("place", "%s steht auf %d", "m12"),
    ("move", "%s %d > %d", "m123"),
    ("away", "%s %d > %d", "m123"),
    ("pass", "Keiner kann ziehen", ""),
    ("collect", "%s holt: %s", "m1t2"),
    ("reveal", "%s als Naechstes: %s", "m1t2"),
    ("done", "%s hat alle 5 Chips", "m1"),
    ("ghost4", "4. Geist auf %d", "1"),
    ("shuffle", "Geisterkarten gemischt", ""),
    ("stay", "%s kann nicht weg", "m1"),
    ("win", "Alle draussen: GEWONNEN!", ""),
    ("loss", "Alle Tore zu: verloren", ""),
)
ROLLED = "Wurf %d, Geister %s %d %s"
COLOURS = (("red", "rot"), ("blue", "blau"))
LEFT_BY = "%s geht durchs %s"
WHEEL = "Rad %s %d Raste"
WHEEL_MANY = "Rad %s %d Rasten"
BOO = "Buh! Geist %d an %s"
DIE_POINTS = "Wuerfelaugen"
FIELDS = "%d Felder"
CARD_BAD = "%s: So ein Pech! %s, %s"
CARD = "%s: %s %s"
HALF = "%s: Haelfte %d von 2"
LOCKED = "%s ist zu!"

# Statusseiten und das Ende
CHIPS = "Chips %d/15"
IS_OUT = "draussen"
NOT_SET = "nicht da"
ON = "auf %d"
NEXT = " dann: %s"
ALL_CHIPS = " alle 5 Chips"
GATES = "Tore "
WON = ("GEWONNEN!", "alle Magier raus")
LOST = ("Eingesperrt...", "alle Tore zu")
