# The generic engine checks again, on whichever interpreter runs this file.
from engine_checks import check_game

from hexbox.games import game_class, names


def test_every_game_passes_the_generic_checks():
    for name in names():
        check_game(game_class(name), seed=2, snapshot_every=5, illegal_every=11)
