# "A presentation module per game": every label fits its 16-column
# OLED row, every action and event of a random playout has a label and a
# line (no raw tuples, no identifiers), status rows fit. Run over every game
# of the registry, its smallest and its heaviest setup.
from present_checks import check_playout

from hexbox.games import game_class, names

# unix port: every game's engine, presentation and word table from .py, one
# after another
UPY_HEAP_KB = 448


def setups(cls):
    lo = cls.PLAYERS[0] if cls.PLAYERS[0] > 1 else 2
    out = [(lo, ())]
    heavy = getattr(cls, "HEAVIEST", None)
    if heavy is not None:
        out.append((heavy[0], tuple(heavy[1])))
    for v in cls.VARIANTS:
        out.append((lo, (v,)))
    return out


def test_every_label_and_line_of_every_game_is_readable():
    for name in names():
        cls = game_class(name)
        for players, variant in setups(cls):
            steps = check_playout(name, cls, players, 5, variant, max_steps=150)
            assert steps > 0
