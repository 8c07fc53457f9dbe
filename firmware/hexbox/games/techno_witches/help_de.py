# Wie Techno Witches gespielt wird, auf Deutsch: die Hilfe des Simulators,
# der Seite und der Spiel-CLI (hexbox.games.howto): ein Absatz je Eintrag,
# ASCII, umbrochen von dem, der sie zeigt. Die Box importiert sie nicht.

HELP = (
    "EIN ZUG: lege eine Kurve an dein Zauberbuch, nach links oder rechts "
    "(hoechstens 5, dazu eine Rueckwaertskurve), oder Abheben! und alle "
    "Kurven Spitze an Spitze fliegen. Mit 5 Kurven oder einer "
    "Rueckwaertskurve musst du fliegen.",
    "KURVEN: 10 Formen, je 2. Kurve 1 ist die engste (60 mm Radius, "
    "120 Grad), Kurve 10 fliegt fast gerade (900 mm, 12 Grad).",
    "ABSTURZ: wer eine Burg, ein Haus, den Tischrand oder einen Flieger "
    "beruehrt, beendet den Flug dort. Schweben: aussetzen, wenn nicht "
    "einmal Kurve 1 passt.",
    "SO GEWINNST DU, je Abenteuer (--variant):",
    "  Flugschule (ohne): wer zuerst die Katze beruehrt.",
    "  bumblebee (Hummelflug): durch die Luecke der Burgen 3 und 4, um eine "
    "herum, und zuerst am Haus landen, das die anderen waehlen.",
    "  quaddatsch: einen Flug mit der Katze beenden gibt einen Punkt; "
    "Rammen nimmt sie ab. Wer zuerst 5 Punkte hat, gewinnt.",
    "  wolkenschreck: ramme zuerst seinen Besen. Nach jedem Flug fliegt er "
    "dessen erste 3 Kurven zur kleinsten Burg und schickt heim, wen er trifft.",
    "BURGEN: 1 Federstrich, 2 Himmelstich, 3 Wolkenstich, 4 Wetterspitz, "
    "5 Sonnenstab, 6 Kometenspeer, 7 Sternenmast, 8 Wirbelturm.",
    "DIE BOX: fliegt die Kurven und sagt, was beruehrt wurde. Stellt eure "
    "Figuren nach ihrer Draufsicht: x,y mm von links unten, h = Richtung in "
    "Grad gegen den Uhrzeigersinn ab rechts.",
)

# die Legenden der Simulatoren (hexbox.games.host_words; nur am Rechner, wie HELP)
VIEW = (
    "1-8 Burg  h Haus  c Katze  X Absturz  %s",
    "Flieger  x,y mm  Richtung  Buch", " rueck %d%s", " %dPkt",
)
