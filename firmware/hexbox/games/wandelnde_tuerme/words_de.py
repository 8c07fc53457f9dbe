# Die wandelnden Türme auf Deutsch: jedes Wort, das die Präsentation zeigt
# (present.py), mit denselben Namen wie words_en.py. Mit ä, ö, ü und ß
# (hw/glyphs.py zeichnet sie auf dem OLED). Die Namen sind die der deutschen Ausgabe.

SEATS = ("Rot", "Blau", "Grün", "Orange", "Lila", "Braun")
SPELLS = ("Magier bewegen", "Turm bewegen", "Gegenwind Magier", "Gegenwind Turm", "Rabenburg",
          "Turmtausch", "Befreien", "Huckepack")
# in derselben Reihenfolge: die Menügruppe jedes Spruchs, ihre Zeile mit dem
# Zeichen " >" in 16 Spalten ("Gegenwind Magier" verlor es); beide Gegenwinde
# teilen eine, deren Zeilen die Figur nennen ("Rot: 5 nach 4", "Turm: 6 nach 4")
SPELL_GROUPS = ("Magier bewegen", "Turm bewegen", "Gegenwind", "Gegenwind", "Rabenburg",
                "Turmtausch", "Befreien", "Huckepack")
CARD_DIE = "Magier/Turm Wurf"
CARD_DICE = "%s %d Würfel"
CARD_BOTH = "Magier %d/Turm %d"
CARD_WIZARD = "Magier %d"
CARD_TOWER = "Turm %d"
KINDS = ("Magier", "Turm")
KIND_NAMES = ("Magier", "Turm")
RAVEN_SHORT = "Burg"  # die Zeile eines Zugs in die Rabenburg: "Rot: 3 nach Burg" (MOVES)
TOWER = "Turm"
TOWERS = "%d Türme"

# Menüzeilen
# die Zeile eines Zugs: wer oder was, von, nach ("Rot: 3 nach 5"); die erste
# Form, die in 16 Spalten passt ("Orange 14 nach 16" nicht: "Orange 14 > 16")
MOVES = ("%s: %s nach %s", "%s %s nach %s", "%s %s > %s", "%s %s>%s")
RAVEN_MOVE = "Rabenburg auf %s"  # der Zauber Rabenburg: das Feld, auf das die Burg zieht
SWAP = "Tausch %s und %s"
# Befreien: die Türme ab einer Ebene anheben (ein Turm und alle darüber)
LIFT_ONE = "Hebe Turm %s"
LIFT_MANY = "Hebe %d Türme %s"
LIFT_FOR = "%s %s hoch %d"  # Magier des Partners: "Orange 16 hoch 2"
REROLL = "Nochmal: noch %d"
KEEP = "%d behalten"
MOVE_A = "%s ziehen"
# die Aktionen ohne Argument: (Aktion, Menüzeile)
CHOICES = (("nomove", "Nichts zu ziehen"), ("redraw", "Neue Hand (3)"), ("end", "Zug beenden"),
           ("ask", "Tausch anfragen"), ("bottle", "Flasche: Partner"), ("pass", "Passen"),
           ("later", "Spruch später"))

# Fragen: "Rot: spielen"
PROMPT = "%s: %s"
ASKS = (("select", "spielen"), ("dice", "Wurf %d"), ("choose", "ansagen"), ("move", "ziehe %d"),
        ("redraw", "Turm +1"), ("window", "Spruch?"), ("late", "zaubern?"), ("after", "Zugende"),
        ("again", "nochmal?"), ("give", "geben"), ("return", "Rückgabe"), ("offer", "Tausch?"))
GAME_OVER = "Spielende"

# was geschah
TOWER_MOVES = "%s gezogen: %s nach %s"
FREED_ONE = "%d Magier frei auf %s"
FREED_MANY = "%d Magier frei auf %s"
TRAPPED_ONE = "%d Magier gefangen auf %s"
TRAPPED_MANY = "%d Magier gefangen auf %s"
FREED_FOR = "Befreit auf %s: %s"
# Karten auf die Hand: eine, mehr ("Rot zieht 2 nach" las sich wie ein Zug)
DRAWS = ("%s nimmt %d Karte", "%s nimmt %d Karten")
ROLLS = ("%s würfelt %d", "%s würfelt nochmal: %d")  # eine Würfelkarte: der erste Wurf, ein neuer
NOBODY = "niemand"
# die Ereigniszeilen aus einem Format (hexbox.core.lines): Ereignis, Format,
# Teile (s ein Platz, c eine Karte, f ein Feld, k eine Art, p ein Zauber,
# nach dem Feld des Ereignisses)
LINES = (
    ("turn", "%s ist am Zug", "s1"),
    # die Karte ganz in ihrer Zeile: "Rot spielt:" / "Magier 1/Turm 5"
    ("card", "%s spielt: %s", "s1c2"),
    ("as", "Zieht einen %s", "k1"),
    ("bottle", "%s füllt eine Flasche", "s1"),
    ("spell", "%s: %s", "s1p2"),
    ("redraw", "%s nimmt eine neue Hand", "s1"),
    ("reshuffle", "Stapel gemischt (%d)", "1"),
    ("cardswap", "%s tauscht mit dem Partner", "s1"),
    ("pass_bottle", "%s gibt dem Partner eine Flasche", "s1"),
    ("last_round", "Letzte Runde! %s ist fertig", "s1"),
    ("dead_end", "Alle Magier in der Burg: keine Flasche kann sich mehr füllen", ""),
    ("over", GAME_OVER, ""),
    ("wizard", "%s: Magier %s nach %s", "s1f2f3"),
    ("enter", "%s: Magier in der Rabenburg!", "s1"),
    ("raven", "Rabenburg auf Feld %s", "f1"),
    ("swap", "Türme %s und %s getauscht", "f1f2"),
    ("blocked", "Der Zug ist blockiert", ""),
    ("nomove", "Nichts kann ziehen", ""),
)

# Statusseiten und Ende
HAND = "Deine Hand:"
WIZARDS_ON = "Magier auf Feld:"
TRAPPED_ON = "Gefangen auf:"
RAVEN_ON = "Rabenburg auf %s"
IN_CASTLE = "In der Burg:"
FULL_BOTTLES = "Volle Flaschen:"
SEAT_COUNT = " %s %d von %d"
SPELLS_CAST = "Sprüche:"
NOBODY_WON = "niemand gewinnt"
WINNER = "Gewinner:"
WINNERS = "Gewinner:"

# the engine's English reasons and the bots' (bot.py) said in German: (the English text, the
# German one with the same holes) (hexbox.app.speech.say)
REASONS = (
    ("fields are 0..15", "Felder sind 0..15"),
    ("field %d has %d towers (levels 0..%d)", "Feld %d hat %d Türme (Ebenen 0..%d)"),
    ("no tower may end on the Rabenburg", "Kein Turm darf auf der Rabenburg enden"),
    ("you may move only your own wizards", "Du ziehst nur deine eigenen Magier"),
    ("no visible wizard of seat %d on field %d", "Kein sichtbarer Magier von Platz %d auf Feld %d"),
    ("that field already holds %d wizards", "Auf dem Feld stehen schon %d Magier"),
    ("this card moves a wizard %d fields", "Diese Karte zieht einen Magier %d Felder"),
    ("this card moves a tower %d fields", "Diese Karte zieht einen Turm %d Felder"),
    ("no wizard can move with this card, so it cannot be announced",
     "Kein Magier kann mit dieser Karte ziehen"),
    ("no tower can move with this card, so it cannot be announced",
     "Kein Turm kann mit dieser Karte ziehen"),
    ("no more spells this turn", "Keine Zauber mehr in diesem Zug"),
    ("this action has had its spell", "Diese Aktion hatte ihren Zauber"),
    ("that spell cannot be cast like this now", "Dieser Zauber geht so jetzt nicht"),
    # the bots' reasons for a hint (bot.py)
    ("wizard nearer the castle", "Magier näher zur Burg"),
    ("tower traps others", "Turm fängt andere"),
    ("the spell pays off", "der Zauber lohnt sich"),
    ("the card helps most", "die Karte hilft am meisten"),
    # a setup the game refuses (engine._variants)
    ("solo is for 1 player and mixes with no other variant",
     "Solo ist für 1 Spieler, ohne andere Variante"),
    ("the team variant needs 4 or 6 players", "Team braucht 4 oder 6 Spieler"),
)

# die Varianten, wie der Einstellbildschirm sie nennt
VARIANTS = (("meister", "Meistermagier"), ("team", "Teamspiel"), ("solo", "Solospiel"))
