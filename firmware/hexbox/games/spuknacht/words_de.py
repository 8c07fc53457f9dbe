# Die verdrehte Spuknacht auf Deutsch: jedes Wort, das die Präsentation
# zeigt (present.py), mit denselben Namen wie words_en.py. Mit ä, ö, ü
# und ß (hw/glyphs.py zeichnet sie auf dem OLED). Die Magier heißen wie in jeder
# Ausgabe; die Geisterkarten und Motive wie in der deutschen Ausgabe
# (angenommen: die Karten "Glück gehabt!", "Glück im Unglück!", "So ein Pech!").

MOTIFS = ("Spiegel", "Pantoffel", "Trank", "Truhe", "Frosch", "Teller", "Rüstung", "Kasimir")
CRESTS = (("magicians", "Magier"), ("owl", "Eulen"), ("bat", "Fledermaus"), ("moon", "Mond"))
GATE = "%s-Tor"
CARDS = (("lucky", "Glück gehabt!"), ("blessing", "Glück im Unglück!"),
         ("badluck", "So ein Pech!"))
EXPERT = "Profispiel"

# menu rows: roll, pass, place, move, exit, stay, the 4th ghost; a group: away.
# An exit is the gate alone ("Fledermaus-Tor"): "raus: " would not fit 16 columns
MENU = (
    "Würfeln", "Kein Zug: passen", "%s auf %s", "auf %s", "%s", "%s bleibt",
    "4. Geist auf %d", "%s weg",
)

# ein Platz mit seiner Nummer, in Worten (ein kooperatives Spiel hat keine
# Spielerfarben): "Platz 2", nie "S2"; höchstens 8 Zeichen (games/CONTRACT.md:
# "Spieler 2: Mensch" passte nicht in 16 Spalten)
SEAT = "Platz %d"
# prompts, by phase: setup, roll (whose turn), move (the die's points), away,
# ghost4, the end; each a row of 16 columns with the longest name ("Conrad
# aufstellen" lost its "n")
PROMPTS = (
    "%s setzen", "%s ist dran", "Ziehe bis zu %d", "%s muss weg", "4. Geist kommt",
    "Spielende",
)
# wie weit ein Magier vom Geist weg zieht: Felder der Karte, Augen des Würfels
HOW_FAR = ("%d Felder", "1 bis %d Felder")

# was geschah (hexbox.core.lines; m = ein Magier, t = ein Motiv)
LINES = (
    ("place", "%s steht auf Feld %d", "m12"),
    ("move", "%s zieht %d nach %d", "m123"),
    ("away", "%s zieht %d nach %d", "m123"),
    ("pass", "Keiner kann ziehen", ""),
    ("collect", "%s holt: %s", "m1t2"),
    ("reveal", "Ziel von %s: %s", "m1t2"),
    ("done", "%s hat alle 5 Chips", "m1"),
    ("ghost4", "4. Geist auf %d", "1"),
    ("shuffle", "Karten gemischt", ""),
    ("stay", "%s kann nicht weg", "m1"),
    ("win", "Alle raus: GEWONNEN!", ""),
    ("loss", "Alle Tore zu: verloren", ""),
)
# the other lines: roll, exit, wheel (1 notch, more), touch, a card's distance
# (die points, fields), a card (bad luck, good), a gate half, a gate locked.
# Der Wurf und das Rad: die Zahl bei ihren Rasten, auf 16 Spalten umbrochen
# ("Wurf 6, Geister" / "blau: 3 Rasten" / "rechtsherum", "Rad: 3 Rasten" /
# "linksherum")
SAID = (
    "Wurf %d, Geister %s: %d %s %s", "%s raus: %s", "Rad: %d Raste %s", "Rad: %d Rasten %s",
    "Buh! Geist %d an %s", "bis zur Augenzahl", "%d Felder", "%s: So ein Pech! %s, %s", "%s: %s %s",
    "%s: Hälfte %d von 2", "%s ist zu!",
)
COLOURS = (("red", "rot"), ("blue", "blau"))
# wohin das Rad bei jeder Würfelfarbe dreht, von oben gesehen (data.DIRECTIONS)
TURNS = (("red", "linksherum"), ("blue", "rechtsherum"))
NOTCHES = ("Raste", "Rasten")

# status rows: chips, a magician out / not set / on a field, its next chip or
# all 5, the gates
STATUS = (
    "Chips %d/15", "draußen", "nicht da", "auf %d", " Ziel: %s", " alle 5 Chips", "Offene Tore:",
    "Halb zu:",
)
WON = ("GEWONNEN!", "alle Magier raus")
LOST = ("Eingesperrt...", "alle Tore zu")

# the bots' English reasons for a hint (bot.py) said in German: (the English
# text, the German one) (hexbox.app.speech.say). The engine's refusals have
# none: the box offers only legal moves (menu, or read off the board), and
# a refusal that still shows reads "geht jetzt nicht" (the flash is full).
REASONS = (
    ("starts near its first chip", "nahe am 1. Chip"),
    ("leaves the castle", "geht hinaus"),
    ("takes its chip", "holt den Chip"),
    ("least ghost harm", "wenig Geisterschaden"),
    ("closer to its chip", "näher zum Chip"),
    # the engine's refusals of a move (engine._why_field), the same holes
    ("%s must move away first", "zuerst muss %s weg"),
    ("the magician must move at least one field", "mindestens ein Feld weit ziehen"),
    ("field %d is taken: only one magician may stand on a field",
     "Feld %d ist besetzt: ein Magier je Feld"),
    ("a ghost touches field %d", "ein Geist berührt Feld %d"),
    ("field %d is not the right number of fields away from the ghost",
     "Feld %d: falscher Abstand zum Geist"),
    ("field %d cannot be reached with %d points without crossing a ghost",
     "Feld %d ist mit %d Punkten nur über einen Geist erreichbar"),
    ("no action is possible now", "jetzt geht kein Zug"),
)

# die Varianten, wie der Einstellbildschirm sie nennt
VARIANTS = (("expert", "Profispiel"),)
