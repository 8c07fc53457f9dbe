# Wie Techno Witches gespielt wird, auf Deutsch: die Hilfe des Simulators,
# der Seite und der Spiel-CLI (hexbox.games.howto): ein Absatz je Eintrag,
# umbrochen von dem, der sie zeigt. Die Box importiert sie nicht.

HELP = (
    "EIN ZUG: lege eine Kurve links oder rechts ans Zauberbuch (bis 5, "
    "dazu eine rückwärts), oder Abheben! und alle Kurven fliegen. Mit 5 "
    "Kurven oder einer rückwärts musst du fliegen.",
    "KURVEN: 10 Formen, je 2: 1 eng (60 mm, 120 Grad), 10 gerade.",
    "ABSTURZ: eine Burg, ein Haus, der Tischrand oder ein Flieger beendet "
    "den Flug. Schweben: aussetzen, wenn nicht einmal Kurve 1 passt.",
    "SO GEWINNST DU, je Abenteuer (die Variante):",
    "  Flugschule (wenn keins gewählt ist): zuerst die Katze berühren.",
    "  Hummelflug: durch die Lücke der Burgen 3 und 4, um "
    "eine herum, zuerst am Haus der anderen Wahl landen.",
    "  Quaddatsch: ein Flug mit der Katze gibt einen Punkt; Rammen nimmt "
    "sie ab. Wer zuerst 5 Punkte hat, gewinnt.",
    "  Wolkenschreck: zuerst seinen Besen rammen. Nach jedem Flug fliegt "
    "er dessen erste 3 Kurven zur kleinsten Burg.",
    "BURGEN: 1 Federstrich, 2 Himmelstich, 3 Wolkenstich, 4 Wetterspitz, "
    "5 Sonnenstab, 6 Kometenspeer, 7 Sternenmast, 8 Wirbelturm.",
    "DIE BOX: fliegt, sagt, was berührt wurde und wo jeder Flieger landet "
    "(cm von einer Burg oder einem Haus). ROLL halten: x mm rechts, y mm hoch "
    "ab der Ecke links unten, die Nase in Grad gegen den Uhrzeigersinn ab "
    "rechts (90: von dir weg).",
)

# die Legenden der Simulatoren (hexbox.games.host_words; nur am Rechner, wie HELP)
VIEW = (
    "X Absturz",
    "Flieger    x,y mm   Grad Buch", " rück %d%s", " %dPkt",
)

# die Seite: die Namen der Abenteuer in ihrer Auswahl
VARIANT_NAMES = (("flight_school", "Flugschule"), ("bumblebee", "Hummelflug"),
                 ("quaddatsch", "Quaddatsch"), ("wolkenschreck", "Wolkenschreck"))
