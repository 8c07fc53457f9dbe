# Wie Die wandelnden Tuerme gespielt wird, auf Deutsch: die Hilfe des
# Simulators und der Seite (hexbox.games.howto): ein Absatz. Die Box importiert sie nicht.

HELP = (
    "Spiel eine Karte, zieh Magier oder Tuerme um den Ring. Zwei Aktionen "
    "pro Zug, dann auf 3 Karten nachziehen. Tuerme fangen die Magier unter "
    "sich; wer faengt, fuellt eine Flasche. Bring alle deine Magier in die "
    "Rabenburg und fuell alle deine Flaschen: so gewinnst du. "
    "Handkarten sind geheim: die Box weitergeben. ROLL halten: deine Hand, "
    "Flaschen und wo deine Magier stehen.",
)

# die Legenden der Simulatoren (hexbox.games.host_words; nur am Rechner, wie HELP)
VIEW = (
    "Platz   in Burg    volle Flaschen", "%-7s %d von %d    %d von %d",
    "T3 = 3 Tuerme, ^ = Rabenschild",
    "Zauber: ", "Magier: ", "LETZTE RUNDE", " +%d drin",
)

# die Seite: die Namen der Varianten in ihrer Auswahl, und die Zeile eines
# Platzes unter ihrem Tischbild (games/wandelnde_tuerme/render.py)
VARIANT_NAMES = (("meister", "Meistermagier"), ("team", "Team-Variante (4 oder 6)"),
                 # die Zahl der Zaubersprueche bei Meistermagier
                 ("meister1", "1 Zauberspruch"), ("meister2", "2 Zaubersprueche"),
                 ("meister3", "3 Zaubersprueche"), ("meister4", "4 Zaubersprueche"),
                 ("meister5", "5 Zaubersprueche"), ("meister6", "6 Zaubersprueche"),
                 ("meister7", "7 Zaubersprueche"), ("meister8", "8 Zaubersprueche"))
PICTURE = ("%s: Burg %d, Flaschen %d/%d voll",)
