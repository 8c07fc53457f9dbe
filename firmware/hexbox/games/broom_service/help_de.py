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
