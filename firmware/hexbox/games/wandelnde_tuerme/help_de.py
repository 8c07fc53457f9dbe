# Wie Die wandelnden Türme gespielt wird, auf Deutsch: die Hilfe des
# Simulators und der Seite (hexbox.games.howto): ein Absatz je Eintrag,
# umbrochen von dem, der sie zeigt. Die Box importiert sie nicht.

HELP = (
    "SO GEWINNST DU: zuerst alle deine Magier in der Rabenburg und alle "
    "deine Flaschen voll; die Runde wird zu Ende gespielt.",
    "EIN ZUG: zwei Aktionen, je eine Karte deiner Hand aus 3: zieh einen "
    "Magier oder Turm so weit im Uhrzeigersinn, wie die Karte sagt. Dann "
    "auf 3 nachziehen. Oder: 3 neue Karten und ein Turm 1 Feld weiter.",
    "TÜRME fangen die Magier, auf denen sie enden: das füllt eine deiner "
    "Flaschen. Wer in die Rabenburg zieht, beendet den Zug; die Burg zieht "
    "weiter.",
    "ZAUBERSPRÜCHE kosten volle Flaschen; im Grundspiel einer pro Zug, "
    "im eigenen Zug: Magier bewegen: ein Magier 1 weiter, 2 Flaschen; Turm "
    "bewegen: ein Turm 2 weiter, 1 Flasche.",
    "MEISTERMAGIER (eine Variante), jederzeit: Gegenwind Magier / Turm: "
    "ein Magier 1, ein Turm 2 zurück; Rabenburg: die Burg aufs nächste "
    "freie Feld; Turmtausch: zwei oberste Türme tauschen; Befreien: einen "
    "Turm und alle darüber heben (\"Hebe 2 Türme 16\"), dein Magier "
    "obenauf; Huckepack: mit dem ziehenden Magier mitreisen.",
    "TEAMS (eine Variante, 4 oder 6): Partner tauschen eine Karte; "
    "Befreien befreit auch den Magier des Partners (\"Orange 16 hoch 2\").",
    "DIE BOX: Handkarten sind geheim: gib die Box weiter, wenn sie fragt. "
    "ROLL halten: Hand, Flaschen, wo deine Magier stehen.",
)

# die Legenden der Simulatoren (hexbox.games.host_words; nur am Rechner, wie HELP)
VIEW = (
    "Platz   in Burg    volle Flaschen", "%-7s %d von %d    %d von %d",
    "^ = Rabenschild",
    "Sprüche: ", "Magier: ", "LETZTE RUNDE", ("%d Turm", "%d Türme"), "%d gefangen",
)

# die Seite: die Namen der Varianten in ihrer Auswahl, und die Zeile eines
# Platzes unter ihrem Tischbild (games/wandelnde_tuerme/render.py)
VARIANT_NAMES = (("meister", "Meistermagier"), ("team", "Team-Variante (4 oder 6)"),
                 # die Zahl der Zaubersprüche bei Meistermagier
                 ("meister1", "1 Zauberspruch"), ("meister2", "2 Zaubersprüche"),
                 ("meister3", "3 Zaubersprüche"), ("meister4", "4 Zaubersprüche"),
                 ("meister5", "5 Zaubersprüche"), ("meister6", "6 Zaubersprüche"),
                 ("meister7", "7 Zaubersprüche"), ("meister8", "8 Zaubersprüche"))
PICTURE = ("%s: Burg %d, Flaschen %d/%d voll",)
