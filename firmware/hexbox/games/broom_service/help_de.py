# Wie Broom Service gespielt wird, auf Deutsch: die Hilfe des Simulators
# und der Seite (hexbox.games.howto): ein Absatz. Die Box importiert sie nicht.

HELP = (
    "7 Durchgaenge. In jedem waehlt jeder geheim 4 seiner 10 Rollen und "
    "spielt sie reihum aus: wer die ausgespielte Rolle hat, muss bedienen, "
    "mutig oder feige. Der letzte Mutige handelt; Feige handeln sofort, "
    "schwaecher. Traenke sammeln, Hexen fliegen, an Tuerme liefern, Wolken "
    "weg- zaubern. Die meisten SP gewinnen. Handkarten sind geheim: die Box "
    "weitergeben. SP = Siegpunkte.",
)

# die Legenden der Simulatoren (hexbox.games.host_words; nur am Rechner, wie HELP)
# Ein Turm steht in jedem Gebiet, von dem aus er beliefert wird: die Farbe
# seines Tranks (g v o) und seine SP, wie die Zeilen "Liefern" sie nennen.
VIEW = (
    "Runde %d/7  Ereignis: %s",
    "~ Wolke   g3 v3 o3 Turm: gruener/violetter/oranger Trank, 3 SP",
    "V4 eckig: nimmt beliebig viele  x6 voll  (wo er beliefert wird)",
    "F Wald  H Huegel  E Heide  M Berg  W Wasser  K Burg",
    "Platz    SP  gruen violett orange Stab Hexen",
    "gvo", "x",
)

# die Seite: die Namen der Varianten in ihrer Auswahl, und ihr Tischbild
# (host_tools/games/broom_service/table.py): Titel, Runde, die Koepfe der
# Punktetafel, Sieger, die Zauberstaebe eines Turms, die Plaettchen, die Seiten,
# die Legende
VARIANT_NAMES = (("back", "Rueckseite"), ("fewer_heavy", "weniger Gewitter"),
                 ("mountains", "Bergplaettchen"), ("storm", "Sturm"))
PICTURE = ("Broom Service (%s)", "Runde %d/7, Ereignis: %s",
           ("Platz", "SP", "gruen", "violett", "orange", "Staebe", "Wolken"), "Sieger: %s",
           "+%dS", ("B:", "W:", "H:", "Kreis %s"),
           ("Traenke", "Staebe", "liefern", "2 ziehen", "Wolke"), ("mutig", "Karte", "SP"),
           (("front", "Vorderseite"), ("back", "Rueckseite")),
           ("Turm: Farbe des Tranks, SP (+1S: Staebe)", "eckiger Turm: nimmt beliebig viele",
            "voll (runder Turm, beliefert)", "Wolke: Staebe zum Wegzaubern (S: Sturm)",
            "verwunschen (-%d SP): %s"))
