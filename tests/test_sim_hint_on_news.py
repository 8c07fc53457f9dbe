"""A learner asks for a hint (H: OK held) or the status pages (R: ROLL
held) while the OLED still shows what just happened ("Die 3, ghosts red 2
>> / OK"). The held button only read the news away: no hint came, the sim
said "the OLED shows it"; after R the next r and c played a move instead of
turning status pages. Played with keys and pauses: H or R on the last news
page reads it and shows the hint or the status pages."""

import pytest
from test_sim_newcomer import HOLD_US, english_after, person  # noqa: F401 (a fixture)
from test_sim_tui import drive

from hexbox.app.referee import NEWS_ROWS
from hexbox.app.speech import words
from hexbox.games import LANGUAGES
from host_tools.hardware import boards
from host_tools.sim import run
from host_tools.sim.tui import Tui
from host_tools.sim.world import World


@pytest.mark.parametrize("key", ["H", "R"])
@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", ["spuknacht", "wandelnde_tuerme"])
def test_a_hint_or_status_asked_on_the_news_shows_at_once(game, lang, key, tmp_path,
                                                          english_after):  # noqa: F811
    world = World(boards.load("pico_referee"))
    ui = Tui(world, game, 6, realtime=False)
    asked = []  # (the news when H was typed, the OLED's rows once the box answered)
    state = {"at": 0}

    def look(t, c):
        g = c.game
        if asked and len(asked[-1]) == 1:
            if world.clock.us - state["at"] < HOLD_US:
                return []
            asked[-1].append((list(c.rows), c.pages is not None))
            if len(asked) >= 3:
                raise run.EnoughActions()
            return None
        mine = c.cleared == g.current or not c.present.private(g, g.current)
        if c.news and len(c.news) <= NEWS_ROWS and not g.over and mine and \
                g.current not in c.bots and len(g.history) > 2 * len(asked):
            asked.append([list(c.rows)])
            state["at"] = world.clock.us
            return [key]
        return None

    drive(world, ui, person(world, 6, look, 80), tmp_path,
          {"board": "pico_referee", "game": game, "players": 2, "seed": 6, "lang": lang})
    assert asked, "no news met"
    for news, (after, pages) in (x for x in asked if len(x) == 2):
        if key == "H":
            # "Hint:" may have its row to itself ("Hint:" / "Conrad on 12")
            assert " ".join(after).startswith(words().HINT), "H on %r showed %r" % (news, after)
        else:
            assert pages, "R on %r showed %r" % (news, after)
