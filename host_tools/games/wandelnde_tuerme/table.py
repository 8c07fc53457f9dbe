"""Die wandelnden Türme's ring as SVG: the firmware's own portable picture
(games/wandelnde_tuerme/render.py), drawn from the public view (trapped
wizards only counted, no hands)."""

from hexbox.games.wandelnde_tuerme.render import svg


def table(game):
    """The ring of a game in play, as everyone at the table sees it."""
    return svg(game.view(-1))
