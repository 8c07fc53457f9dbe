# Die wandelnden Türme: every number the engine uses, in one place.
# Sources: the seed ../shared/seeds/002_430912f249f35a19.txt (German rules) and
# ../shared/game_data/wandelnde_tuerme.md (S = sourced there, A = assumed there).
# Fields are 0-based here: field 0 is the board's field 1.
from micropython import const

FIELDS = const(16)  # sourced (game_data: board, 16 fields)
TOWERS = const(9)  # sourced (game_data: 9 towers)
MAX_WIZARDS_ON_SPOT = const(6)  # sourced (seed: "Mehr als 6 Magier dürfen dort nicht stehen")
MAX_STACK = const(9)  # sourced (seed: "Stapel von bis zu 9 Türmen")
HAND_SIZE = const(3)  # sourced (seed: "auf 3 Handkarten nachziehen")
ACTIONS_PER_TURN = const(2)  # sourced (seed: "führt zwei Aktionen aus")
REDRAW_TOWER_STEPS = const(1)  # sourced (seed: "einen beliebigen Turm 1 Feld ... vorwärts")

RAVEN_START = const(0)  # sourced (game_data: Rabenburg starts on field 1)

# Ground raven shields: fields 1, 5, 9, 13 (sourced, game_data: board).
GROUND_SHIELD = (1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0)

# Tower t starts on field t+1 (board fields 2-10). sourced (game_data: board)
TOWER_START = (1, 2, 3, 4, 5, 6, 7, 8, 9)
# Towers on board fields 2, 4, 6, 8, 10 carry a raven shield. sourced (game_data)
TOWER_SHIELD = (1, 0, 1, 0, 1, 0, 1, 0, 1)
# Setup capacity (blue will-o'-wisps): 3/3/3/2/2/2/1/1/1. sourced (seed + game_data)
SETUP_CAPACITY = (3, 3, 3, 2, 2, 2, 1, 1, 1)

# players -> (wizards each, bottles each); index = player count. sourced (game_data)
PER_PLAYER = (
    (0, 0),  # no game without players
    (12, 6),  # solo (game_data: solo row; the solo rules are not in the seed)
    (5, 6),
    (4, 5),
    (4, 5),
    (3, 4),
    (3, 4),
)

# Movement cards. A value 0 means "not this kind", DIE means "roll".
# (wizard value, tower value, dice shown, copies). sourced (game_data: 90-card deck)
DIE = const(7)
CARD_TYPES = (
    (1, 0, 0, 4), (2, 0, 0, 4), (3, 0, 0, 4), (4, 0, 0, 4), (5, 0, 0, 4),
    (0, 1, 0, 4), (0, 2, 0, 4), (0, 3, 0, 4), (0, 4, 0, 4), (0, 5, 0, 4),
    (1, 1, 0, 3), (2, 2, 0, 3), (3, 3, 0, 3), (4, 4, 0, 3),
    (1, 5, 0, 6), (2, 4, 0, 6), (4, 2, 0, 6), (5, 1, 0, 6),  # tower/wizard 5/1, 4/2, 2/4, 1/5
    (DIE, DIE, 1, 6),
    (0, DIE, 2, 3), (DIE, 0, 2, 3),
    (0, DIE, 3, 1), (DIE, 0, 3, 1),
)


def _expand():
    out = []
    for i in range(len(CARD_TYPES)):
        out.extend([i] * CARD_TYPES[i][3])
    return tuple(out)


# DECK[card id] = card type index; 90 cards. Card ids are what hands and piles hold.
DECK = _expand()

DIE_SIDES = const(6)  # sourced (game_data: "roll a d6")

# Spells: (code, German name, cost in full bottles). Costs sourced (game_data:
# spells), except: befreien from the seed's "die Flasche ist trotzdem weg"
# (one bottle; game_data: "sources say 1 or 2"); huckepack assumed (game_data:
# "sources disagree"). Meistermagier: every spell may be paid again and
# cast again in a row (seed: "derselbe Zauberspruch mehrfach hintereinander",
# "4 Flaschen für 2 Felder mit Magier bewegen"); see spells.py.
SPELLS = (
    ("mb", "Magier bewegen", 2),
    ("tb", "Turm bewegen", 1),
    ("gm", "Gegenwind für Magier", 2),
    ("gt", "Gegenwind für Türme", 1),
    ("rb", "Rabenburg bewegen", 2),
    ("tt", "Turmtausch", 1),
    ("bf", "Befreien", 1),  # seed: "die Flasche ist trotzdem weg" (game_data: 1 or 2)
    ("hp", "Huckepack", 1),  # assumed (game_data: spells, sources disagree)
)
BASE_SPELLS = ("mb", "tb")  # sourced (seed: Grundspiel)
# Distance per casting: wizard spells 1 field, tower spells 2 fields. sourced (seed)
SPELL_STEPS = (("mb", 1), ("tb", 2), ("gm", -1), ("gt", -2))
MEISTER_DEFAULT_SPELLS = const(8)  # assumed: plain "meister" lays out all 8 spells

# Solo extra (game_data players table; the seed does not print the solo rules):
SOLO_CARDS_PER_TURN = const(1)  # assumed: "1 card per turn, no reshuffle"


def spell_cost(code):
    for s in SPELLS:
        if s[0] == code:
            return s[2]
    raise ValueError("unknown spell %r" % (code,))


def spell_steps(code):
    for c, n in SPELL_STEPS:
        if c == code:
            return n
    return 0
