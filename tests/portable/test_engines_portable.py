# The generic engine checks again, on whichever interpreter runs this file:
# one test per registered game, so on MicroPython each game is imported,
# checked and unloaded on its own (the portable runner drops what a test
# imported when it ends): a board holds one game, never all four.
import sys

from engine_checks import check_damaged_snapshots, check_game

from hexbox.games import game_class, names

# unix port: the game from .py, and its whole snapshot three times at once
# (to_dict, the JSON read back, from_dict's to_dict): Türme's 946 actions
# are ~70 bytes each as lists on 64 bits; and the damaged-snapshot checks
# (every mutation of a snapshot held at once, each a copy of it) over all
# four games in one test: 512 KB is not enough for them
UPY_HEAP_KB = 768


def _generic(name):
    def test():
        check_game(game_class(name), seed=2, snapshot_every=5, illegal_every=11)

    return test


# setattr, not globals()[...]: MicroPython's dir() of a module lists only
# names interned as qstrs, and setattr interns them
for _name in names():
    setattr(sys.modules[__name__], "test_%s_passes_the_generic_checks" % _name, _generic(_name))


def test_damaged_snapshots_are_refused_or_play_on():
    # a sample of every kind of damage, at the start and a few moves in
    for name in names():
        tried, _ = check_damaged_snapshots(game_class(name), seed=3, stops=(0, 12), sample=25)
        assert tried == 50


def test_no_view_holds_what_rebuilds_hidden_state():
    """DESIGN.md: 'A view never holds what rebuilds hidden state (no seed in a
    view)'; every game with chance is checked over a whole random game."""
    from engine_checks import check_views_hide

    checked = [name for name in names() if check_views_hide(game_class(name), every=9)]
    assert "broom_service" in checked and "wandelnde_tuerme" in checked
