# Wie Die verdrehte Spuknacht gespielt wird, auf Deutsch: die Hilfe des
# Simulators, der Seite und der Spiel-CLI (hexbox.games.howto): ein Absatz
# je Eintrag, umbrochen von dem, der sie zeigt. Die Box importiert sie nicht.

HELP = (
    "SO GEWINNT IHR: gemeinsam. Vicky, Conrad und Mila sammeln je 5 "
    "Zielchips und gehen durch ein offenes Tor hinaus. Alle verlieren, "
    "sobald jedes Tor verschlossen ist.",
    "EIN ZUG: beide Würfel werfen. Blauer Magierwürfel: ein Magier zieht "
    "bis zu so viele Felder (mindestens 1; nie über ein Feld, das ein "
    "Geist berührt). Geisterwürfel: Farbe = Richtung, Geister = Rasten.",
    "ZIELE: auf dem Motiv seines Chips nimmt ein Magier den Chip; der "
    "nächste zeigt das nächste Ziel.",
    "GEISTERKONTAKT: das Rad hält bei der ersten Berührung; je "
    "berührtem Magier eine Geisterkarte:",
    "  Glück gehabt! - 2 Felder vom Geist weg.",
    "  Glück im Unglück! - so weit weg, wie der Würfel zeigt.",
    "  So ein Pech! - eine Hälfte des Tors der Karte schließt, dann weg "
    "vom Geist. Zwei Hälften sperren das Tor.",
    "RAUS: mit 5 Chips von einem Startfeld durch ein offenes Tor (1 Auge).",
    "PROFISPIEL (eine Variante): ein 4. Geist kommt beim 8. Chip.",
    "DIE BOX: würfelt, dreht das Rad bis zur ersten Berührung und liest "
    "die Magnete. ROLL halten: Chips und Ziele.",
)

# die Legenden der Simulatoren (hexbox.games.host_words; nur am Rechner, wie HELP)
VIEW = (
    "Rad %3d Grad   G = Geist, * = ein Geist berührt, v c m = Ziel",
    "%s zu", "%s %d/2", "%s ZU", "Tore (Hälften): ",
    "draußen", "nicht da", "auf %d", "%s auf %d", "alle 5 Chips", "%-6s %-8s Ziel: %-22s %d/5",
)

# die Seite: die Namen der Varianten in ihrer Auswahl, und ihr Tischbild
# (host_tools/games/spuknacht/table.py): Titel, die Ablage, ein geschlossenes Tor,
# Brettnamen auf Deutsch (ein eigenes Brett behält seinen Namen)
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
