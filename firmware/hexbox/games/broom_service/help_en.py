# How Broom Service is played, in English: the help pages of the simulator
# and the page (hexbox.games.howto). Not imported on the box, so its RAM
# holds only the words it shows (words_en.py).

HOWTO = (
    "7 rounds. Each round pick 4 of",
    "your 10 roles in secret. Then",
    "play them in turn: the leader",
    "lays a role; who holds it must",
    "follow, brave or cowardly. The",
    "last brave one acts; cowards act",
    "at once, weaker. Gather potions,",
    "fly the witches, deliver to towers,",
    "magic clouds away. Most VP wins.",
    "Hands are secret: pass the box.",
    "The German cards: mutig = brave,",
    "feige = cowardly. Waldhexe,",
    "Huegelhexe, Heidehexe, Berghexe =",
    "forest, hill, heath, mountain",
    "witch. Taldruide, Gipfeldruide =",
    "valley, summit druid. Kraeuter-,",
    "Wurzel-, Fruechtesammler = herb,",
    "root, fruit gatherer. Wetterfee =",
    "weather fairy.",
)
