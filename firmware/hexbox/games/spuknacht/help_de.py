# Wie Die verdrehte Spuknacht gespielt wird, auf Deutsch: die Hilfe des
# Simulators, der Seite und der Spiel-CLI (hexbox.games.howto): ein Absatz
# je Eintrag, ASCII, umbrochen von dem, der sie zeigt. Die Box importiert sie nicht.

HELP = (
    "SO GEWINNT IHR: gemeinsam. Vicky, Conrad und Mila sammeln je 5 "
    "Zielchips und gehen durch ein offenes Tor hinaus. Alle verlieren, "
    "sobald jedes Tor verschlossen ist.",
    "EIN ZUG: beide Wuerfel werfen. Blauer Magierwuerfel: ein Magier zieht "
    "bis zu so viele Felder (mindestens 1; nie ueber ein Feld, das ein "
    "Geist beruehrt). Geisterwuerfel: Farbe = Richtung, Geister = Rasten.",
    "ZIELE: auf dem Motiv seines Chips nimmt ein Magier den Chip; der "
    "naechste zeigt das naechste Ziel.",
    "GEISTERKONTAKT: das Rad haelt bei der ersten Beruehrung; je "
    "beruehrtem Magier eine Geisterkarte:",
    "  Glueck gehabt! - 2 Felder vom Geist weg.",
    "  Glueck im Unglueck! - so weit weg, wie der Wuerfel zeigt.",
    "  So ein Pech! - eine Haelfte des Tors der Karte schliesst, dann weg "
    "vom Geist. Zwei Haelften sperren das Tor.",
    "RAUS: mit 5 Chips von einem Startfeld durch ein offenes Tor (1 Auge).",
    "PROFI (--variant expert): ein 4. Geist kommt beim 8. Chip.",
    "DIE BOX: wuerfelt, dreht das Rad bis zur ersten Beruehrung und liest "
    "die Magnete. ROLL halten: Chips und Ziele.",
)

# die Legenden der Simulatoren (hexbox.games.host_words; nur am Rechner, wie HELP)
VIEW = (
    "Rad %3d Grad   G = Geist, * = ein Geist beruehrt, v c m = Ziel",
    "%s zu", "%s %d/2", "%s ZU", "Tore (Haelften): ",
    "draussen", "nicht da", "auf %d", "%s auf %d", "alle 5 Chips", "%-6s %-8s Ziel: %-22s %d/5",
)

# die Seite: die Namen der Varianten in ihrer Auswahl, und ihr Tischbild
# (host_tools/games/spuknacht/table.py): Titel, die Ablage, ein zues Tor,
# Brettnamen auf Deutsch (ein eigenes Brett behaelt seinen Namen)
VARIANT_NAMES = (("expert", "Profispiel"),)
PICTURE = ("%s - Geisterrad bei %d Grad (%d von %d Rasten)",
           "neben dem Brett (in der Hand / aus dem Schloss)", " (zu)",
           (("hexbox reference board (assumed)", "hexbox-Referenzbrett (angenommen)"),))

# der Hinweis der Seite unter dem Tisch, je Box (hexbox.hw.needs.mode; nur am Rechner)
PAGE_HINTS = {
    "full": "Zieh einen Magier auf ein Feld (oder klick ihn an, dann das Feld). "
            "Stell sie zuerst auf die blauen Startfelder; ROLL würfelt; zieh "
            "einen Magier so weit, wie der Würfel zeigt, und lass los: die Box "
            "sieht es und dreht dann das Rad.",
    "dice_wheel": "Die Box mit Würfeln und Rad: ROLL würfelt, ROLL noch einmal "
                  "dreht das Rad; STOP (oder jede Taste) hält es an. Mit OK sagst"
                  " du der Box, wo die Magier stehen, damit sie bei einer "
                  "Berührung hält.",
}
