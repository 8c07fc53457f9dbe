"""A pass screen takes one OK, and the terminal asks for the pass only when
the OLED shows it. Broom Service, 3 players, seed 42, typed as a person
does: the menu panel said "Pass the keyboard to Red, then press c" while the
OLED still showed the last move's news ("Green has chosen / OK"), so the
person's first c (or two, on a news of two pages) seemed to do nothing."""

from test_sim_newcomer import GAP_US
from test_sim_tui import drive

from hexbox.app import words_en
from hexbox.core.rng import Rng
from host_tools.hardware import boards
from host_tools.sim import run
from host_tools.sim.chrome import WORDS
from host_tools.sim.tui import Tui
from host_tools.sim.world import World

PASS_LINE = WORDS["en"]["pass_to"].split("%s")[0]  # "Pass the keyboard to "


def test_one_ok_takes_the_box_when_the_panel_asks_for_it(tmp_path):
    world = World(boards.load("pico_referee"))
    ui = Tui(world, "broom_service", 42, realtime=False)
    rng = Rng(42)
    seen = {"at": -GAP_US, "asked": None, "passes": 0, "news_asked": 0}

    def keys(t):
        c = t.app()
        now = world.clock.us
        if c is None or c.status == "boot" or now - seen["at"] < GAP_US:
            return []
        seen["at"] = now
        g = c.game
        if g.over or len(g.history) >= 40:
            raise run.EnoughActions()
        panel = " ".join(t.menu_lines(c))
        asked = seen["asked"]
        if asked is not None:
            # the c pressed on the pass screen: the seat has the box now
            assert c.rows[:1] != [words_en.PASS_TO], (
                "one c on the pass screen did not take the box: %r" % (c.rows,))
            assert c.cleared == asked
            seen["asked"] = None
            seen["passes"] += 1
        if PASS_LINE in panel:
            # the panel asks for the pass: the OLED shows the pass screen, not the news
            assert not c.news and c.rows[:1] == [words_en.PASS_TO], (
                "the panel asks for the pass, the OLED shows %r" % (c.rows,))
            seen["asked"] = t.hidden_seat(c)
            return ["c"]
        if c.news:
            seen["news_asked"] += "c (OK)" in panel
            return ["c"]
        ch = t.choices(c)
        if not ch:
            return ["c"]
        return list(str(rng.below(len(ch)) + 1)) + ["\r"]

    drive(world, ui, keys, tmp_path, {"board": "pico_referee", "game": "broom_service",
                                      "players": 3, "seed": 42})
    assert seen["passes"] >= 6, seen
    assert seen["news_asked"] >= 3, "the panel says nothing of the news the OLED shows: %r" % seen
