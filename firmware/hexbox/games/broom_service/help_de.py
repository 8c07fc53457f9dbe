# Wie Broom Service gespielt wird, auf Deutsch: die Hilfe des Simulators
# und der Seite (hexbox.games.howto): ein Absatz je Eintrag, umbrochen von
# dem, der sie zeigt. Die Box importiert sie nicht.

HELP = (
    "SO GEWINNST DU: die meisten Siegpunkte (SP) nach 7 Durchgängen; am "
    "Ende bringen 4 verschiedene Rohstoffe 4 SP, 3 verschiedene 2 SP, und "
    "die Blitze der Wolken zählen mit.",
    "EIN DURCHGANG: alle wählen geheim 4 ihrer 10 Rollen. Wer anfängt, "
    "spielt eine aus; wer sie auch hat, muss bedienen. MUTIG wartet und "
    "kann von einem späteren Mutigen überboten werden; FEIGE handelt "
    "sofort, schwächer. Der letzte Mutige handelt und spielt als Nächster "
    "aus. Verwunschene Rollen kosten beim Ausspielen 3 SP.",
    "DIE ROLLEN:",
    "  Waldhexe, Hügelhexe, Heidehexe, Berghexe: eine deiner Hexen fliegt "
    "in den nächsten Wald, auf den nächsten Hügel, die nächste Heide, den "
    "nächsten Berg; mutig liefert sie dort auch einen Trank an einen Turm, "
    "für dessen SP.",
    "  Taldruide (Wald, Heide), Gipfeldruide (Hügel, Berg): liefert einen "
    "Trank dort, wo deine Hexe steht; mutig +3 SP.",
    "  Kräuter-, Wurzel-, Früchtesammler: grüne, violette, orange "
    "Tränke; mutig 2 und ein Zauberstab, feige 1.",
    "  Wetterfee: bezahlt Zauberstäbe, um eine Wolke neben deiner Hexe "
    "wegzuzaubern; mutig +3 SP. Wolken versperren den Weg.",
    "DIE BOX: Handkarten und die Wahl sind geheim: gib die Box weiter, "
    "wenn sie darum bittet. ROLL halten: deine Hand und deine Rohstoffe.",
)

# die Legenden der Simulatoren (hexbox.games.host_words; nur am Rechner, wie HELP)
# Ein Turm steht in jedem Gebiet, von dem aus er beliefert wird: die Farbe
# seines Tranks (g v o) und seine SP, wie die Zeilen "Liefern" sie nennen.
VIEW = (
    "Runde %d/7  Ereignis: %s",
    "~ Wolke   g3 v3 o3 Turm: grüner/violetter/oranger Trank, 3 SP",
    "V4 eckig: nimmt beliebig viele  x6 voll  (wo er beliefert wird)",
    "F Wald  H Hügel  E Heide  M Berg  W Wasser  K Burg",
    "Platz    SP  grün violett orange Stab Hexen",
    "gvo", "x",
)

# die Seite: die Namen der Varianten in ihrer Auswahl, und ihr Tischbild
# (host_tools/games/broom_service/table.py): Titel, Runde, die Köpfe der
# Punktetafel, Sieger, die Zauberstäbe eines Turms, die Plättchen, die Seiten,
# die Legende
VARIANT_NAMES = (("back", "Rückseite"), ("fewer_heavy", "weniger Gewitter"),
                 ("mountains", "Bergplättchen"), ("storm", "Sturm"))
PICTURE = ("Broom Service (%s)", "Runde %d/7, Ereignis: %s",
           ("Platz", "SP", "grün", "violett", "orange", "Stäbe", "Wolken"), "Sieger: %s",
           "+%dS", ("B:", "W:", "H:", "Kreis %s"),
           ("Tränke", "Stäbe", "liefern", "2 ziehen", "Wolke"), ("mutig", "Karte", "SP"),
           (("front", "Vorderseite"), ("back", "Rückseite")),
           ("Turm: Farbe des Tranks, SP (+1S: Stäbe)", "eckiger Turm: nimmt beliebig viele",
            "voll (runder Turm, beliefert)", "Wolke: Stäbe zum Wegzaubern (S: Sturm)",
            "verwunschen (-%d SP): %s"),
           ("durchgestrichen: unter einem Bergplättchen, kein Turm",
            "B: Bergplättchen, W: Waldplättchen (SP: 5 SP)",
            "H: Hügelplättchen, ein Turbo zwischen zwei Steinkreisen (BD: B und D)"))
