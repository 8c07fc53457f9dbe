"""A whole game typed in, then the screens a person reads at its end: the
table, the status panel and the status pages (ROLL held). No count on them
reads past its whole ("Round 8 of 7" once the last round was played)."""

import re

import pytest
from test_sim_secrets import status_panel
from test_sim_tui import play
from tiers import some

from hexbox.games import names

# "Round 7 of 7", "round 7/7", "chips 15/15": a count and its whole
COUNT = re.compile(r"\b(\d+) ?(?:of|von|/) ?(\d+)\b")


def past_the_whole(rows):
    return [r for r in rows for a, b in COUNT.findall(r) if int(a) > int(b)]


# make test: a game counted in rounds and one in turns
@pytest.mark.parametrize("game", some(names(), ("spuknacht", "broom_service")))
def test_no_count_at_the_end_reads_past_its_whole(game, tmp_path):
    board = "pico" if game == "spuknacht" else "pico_referee"
    c, ui, frames = play(game, board, 2, (), 11, tmp_path)
    assert c.game.over
    table = frames[-1][1].splitlines()
    assert not past_the_whole(table), table
    assert not past_the_whole(status_panel(ui, c)), status_panel(ui, c)
    pages = c.present.status(c.game, -1)  # what holding ROLL shows after the end
    assert not past_the_whole(pages), pages
