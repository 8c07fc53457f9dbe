# The generic engine checks again, on whichever interpreter runs this file.
from engine_checks import check_game

from hexbox.games import game_class, names


def test_every_game_passes_the_generic_checks():
    for name in names():
        check_game(game_class(name), seed=2, snapshot_every=5, illegal_every=11)


def test_no_view_holds_what_rebuilds_hidden_state():
    """DESIGN.md: 'A view never holds what rebuilds hidden state (no seed in a
    view)'; every game with chance is checked over a whole random game."""
    from engine_checks import check_views_hide

    checked = [name for name in names() if check_views_hide(game_class(name), every=9)]
    assert "broom_service" in checked and "wandelnde_tuerme" in checked
