# Wie Broom Service gespielt wird, auf Deutsch: die Hilfe des Simulators
# und der Seite (hexbox.games.howto): ein Absatz je Eintrag, umbrochen von
# dem, der sie zeigt. Die Box importiert sie nicht.

HELP = (
    "SO GEWINNST DU: die meisten Punkte nach 7 Durchgängen; am "
    "Ende bringen 4 verschiedene Rohstoffe 4 Punkte, 3 verschiedene 2 Punkte, und "
    "die Blitze der Wolken zählen mit.",
    "EIN DURCHGANG: alle wählen geheim 4 ihrer 10 Rollen. Wer anfängt, "
    "spielt eine aus; wer sie auch hat, spielt sie auch. MUTIG wartet und "
    "kann von einem späteren Mutigen überboten werden; FEIGE handelt "
    "sofort, schwächer. Der letzte Mutige handelt und spielt als Nächster "
    "aus. Verwunschene Rollen kosten beim Ausspielen 3 Punkte.",
    "DIE ROLLEN:",
    "  Waldhexe, Hügelhexe, Heidehexe, Berghexe: eine deiner Hexen fliegt "
    "in den nächsten Wald, auf den nächsten Hügel, die nächste Heide, den "
    "nächsten Berg; mutig liefert sie dort auch einen Trank an einen Turm, "
    "für dessen Punkte.",
    "  Taldruide (Wald, Heide), Gipfeldruide (Hügel, Berg): liefert einen "
    "Trank dort, wo deine Hexe steht; mutig +3 Punkte.",
    "  Kräuter-, Wurzel-, Früchtesammler: grüne, violette, orange "
    "Tränke; mutig 2 und ein Zauberstab, feige 1.",
    "  Wetterfee: zaubert für Zauberstäbe eine Wolke neben deiner Hexe "
    "weg; mutig +3 Punkte. Wolken versperren den Weg.",
    "DIE BOX: Handkarten und die Wahl sind geheim: gib die Box weiter, "
    "wenn sie darum bittet. ROLL halten: deine Hand und deine Rohstoffe.",
)

# die Legenden der Simulatoren (hexbox.games.host_words; nur am Rechner, wie HELP)
# Ein Turm steht in jedem Gebiet, von dem aus er beliefert wird: die Farbe
# seines Tranks (g v o) und seine Punkte, wie die Zeilen "Liefern" sie nennen.
VIEW = (
    "Runde %d/7  Ereignis: %s",
    "~ Wolke  g3 v3 o3 Turm: grüner/violetter/oranger Trank, 3 Punkte",
    "V4 eckig: nimmt beliebig viele  x6 voll  (wo er beliefert wird)",
    "Wa Wald  Hü Hügel  He Heide  Be Berg  Se See  Bu Burg",
    "Platz Punkte grün violett orange Stäbe Hexen",
    "gvo", "x",
)

# die Seite: die Namen der Varianten in ihrer Auswahl, und ihr Tischbild
# (host_tools/games/broom_service/table.py): Titel, Runde, die Köpfe der
# Punktetafel, Sieger, die Zauberstäbe eines Turms, die Plättchen, die Seiten,
# die Legende
VARIANT_NAMES = (("back", "Rückseite"), ("fewer_heavy", "weniger Gewitter"),
                 ("mountains", "Bergplättchen"), ("storm", "Sturm"))
# das Bild der Karte (host_tools/games/broom_service/table.py): Titel, Runde,
# die Köpfe der Punktetafel, Sieger, die Zauberstäbe eines Turms, die Seiten
MAP_TITLE = "Broom Service (%s)"
MAP_ROUND = "Runde %d/7, Ereignis: %s"
MAP_HEADS = ("Platz", "Punkte", "grün", "violett", "orange", "Stäbe", "Wolken")
MAP_WINNERS = "Sieger: %s"
MAP_WANDS = "+%dS"
MAP_SIDES = (("front", "Vorderseite"), ("back", "Rückseite"))
MAP_ENCHANTED = "verwunschen (-%d Punkte): %s"
# die Plättchen auf der Karte, jedes mit seiner Zeile in der Legende: ein
# Berg- und ein Waldplättchen mit seiner Nummer ("Be1": das erste der
# Bergplättchen unten), der Turbo eines Hügels mit seinen zwei Steinkreisen
# ("C-D"), ein Steinkreis
MAP_TAGS = ("Be%d", "Wa%d", "%s-%s", "%s")  # wie die Gebiete: Berg, Wald
MOUNTAIN_TAGS = ("Bergplättchen, ein Trank jeder Farbe",
                 "Bergplättchen, zwei Zauberstäbe",
                 "Bergplättchen, einen Trank liefern wie ein feiger Druide",
                 "Bergplättchen, zwei Züge wie eine feige Hexe",
                 "Bergplättchen, eine Wolke daneben wegzaubern wie eine feige Fee")
FOREST_TAGS = ("Waldplättchen, feige spielen und mutig handeln",
               "Waldplättchen, eine Karte mehr zu Beginn einer Runde",
               "Waldplättchen, 5 Punkte statt der feigen Aktion")
HILL_ORANGE = ("Hü7", "Hügelplättchen, 7 Punkte für einen orangen Trank")
HILL_TURBO = "Hügelplättchen, ein Turbo zwischen den Steinkreisen %s und %s"
MAP_STORM = ("+%d Punkte: Sturmwolke, für jede Lieferung daneben",
             "Sturmwolke, weggezaubert: eine Hexe ziehen wie eine feige",
             "Sturmwolke, weggezaubert: einen Trank liefern wie ein feiger Druide",
             "Sturmwolke, weggezaubert: %d Punkte mit %d Tränken (%s)")
MAP_LEGEND = (("tower", "Turm: Farbe des Tranks, Punkte (+1S: und 1 Zauberstab)"),
              ("square", "eckiger Turm: nimmt beliebig viele"),
              ("full", "voll (ein runder Turm, beliefert)"),
              ("off", "durchgestrichen: unter einem Bergplättchen, kein Turm"),
              ("cloud", "Wolke: Zauberstäbe, um sie wegzuzaubern"),
              ("space", "Wolkenfeld, weggezaubert"),
              ("river", "Fluss: kein Weg hinüber"),
              ("pawn", "Hexe, in der Farbe ihres Platzes"),
              ("circle", "A bis D: Steinkreise, die Enden der Turbos"))
# every word of the picture, for the checks that a page in one language shows
# none of the other's (tests/test_web_lang.py)
PICTURE = (MAP_TITLE, MAP_ROUND, MAP_HEADS, MAP_WINNERS, MAP_WANDS, MAP_SIDES, MAP_ENCHANTED,
           MAP_TAGS, MOUNTAIN_TAGS, FOREST_TAGS, HILL_ORANGE, HILL_TURBO, MAP_STORM, MAP_LEGEND)
