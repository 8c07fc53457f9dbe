# Wie Die wandelnden Türme gespielt wird, auf Deutsch: die Hilfe des
# Simulators und der Seite (hexbox.games.howto): ein Absatz je Eintrag,
# umbrochen von dem, der sie zeigt. Die Box importiert sie nicht.

HELP = (
    "SO GEWINNST DU: wer zuerst alle seine Magier in der Rabenburg hat und "
    "alle seine Flaschen voll, gewinnt; die Runde wird noch zu Ende gespielt.",
    "EIN ZUG: zwei Aktionen, jede mit einer Karte deiner Hand aus 3: zieh "
    "einen Magier oder einen Turm so weit im Uhrzeigersinn, wie die Karte "
    "sagt. Dann auf 3 Karten nachziehen. Oder: eine neue Hand aus 3 Karten, "
    "und ein Turm zieht 1 Feld weiter.",
    "TÜRME fangen die Magier, auf denen sie stehen bleiben: das füllt eine "
    "deiner Flaschen. Ein Magier, der in die Rabenburg zieht, beendet den "
    "Zug; die Burg zieht weiter.",
    "ZAUBERSPRÜCHE kosten volle Flaschen; im Grundspiel einer pro Zug, in "
    "deinem eigenen Zug: Magier bewegen: ein beliebiger Magier 1 Feld "
    "weiter, 2 Flaschen; Turm bewegen: ein beliebiger Turm 2 Felder weiter, "
    "1 Flasche.",
    "MEISTERMAGIER (als Variante wählen), jederzeit: Gegenwind Magier / "
    "Gegenwind Turm: ein Magier 1 Feld, ein Turm 2 Felder zurück; "
    "Rabenburg: die Burg auf das nächste freie Feld; Turmtausch: zwei "
    "oberste Türme tauschen die Plätze; Befreien: einen Turm und alle "
    "darüber anheben (\"Hebe 2 Türme 16\") und deinen befreiten Magier "
    "obenauf stellen; Huckepack: mit dem ziehenden Magier mitreisen.",
    "TEAMS (die Team-Variante, 4 oder 6 Spieler): Partner dürfen eine Karte "
    "tauschen; Befreien darf den Magier des Partners befreien "
    "(\"Orange 16 hoch 2\").",
    "DIE BOX: Handkarten sind geheim: gib die Box weiter, wenn sie darum "
    "bittet. ROLL halten: deine Hand, deine Flaschen und wo deine Magier "
    "stehen.",
)

# die Legenden der Simulatoren (hexbox.games.host_words; nur am Rechner, wie HELP)
VIEW = (
    "Platz   in Burg    volle Flaschen", "%-7s %d von %d    %d von %d",
    "^ = Rabenschild",
    "Zauber: ", "Magier: ", "LETZTE RUNDE", ("%d Turm", "%d Türme"), "%d gefangen",
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
