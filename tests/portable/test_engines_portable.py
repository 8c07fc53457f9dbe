# The generic engine checks again, on whichever interpreter runs this file.
from engine_checks import check_damaged_snapshots, check_game

from hexbox.games import game_class, names


def test_every_game_passes_the_generic_checks():
    for name in names():
        check_game(game_class(name), seed=2, snapshot_every=5, illegal_every=11)


def test_damaged_snapshots_are_refused_or_play_on():
    # a sample of every kind of damage, at the start and a few moves in
    for name in names():
        tried, _ = check_damaged_snapshots(game_class(name), seed=3, stops=(0, 12), sample=25)
        assert tried == 50
