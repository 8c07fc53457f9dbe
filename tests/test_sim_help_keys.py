"""A newcomer opens the terminal simulator's help (?) and turns its pages
(.) to the keys: every key the footer names is explained there. The footer
offered "H hint", and the keys page had no H row."""

import pytest
from test_sim_newcomer import english_after, person  # noqa: F401 (a fixture)
from test_sim_tui import drive

from hexbox.games import LANGUAGES, names
from host_tools.games import box_for
from host_tools.hardware import boards
from host_tools.sim import run
from host_tools.sim.chrome import say
from host_tools.sim.panel import W
from host_tools.sim.tui import Tui
from host_tools.sim.world import World


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_key_of_the_footer_is_on_the_help_s_keys_page(lang, tmp_path,
                                                            english_after):  # noqa: F811
    world = World(boards.load("pico_referee"))
    ui = Tui(world, "wandelnde_tuerme", 3, realtime=False)
    read = []
    typed = []

    def look(t, c):
        if not typed:
            typed.append("?")
            return ["?"]  # the help
        read.append(list(t.help_lines(c)))
        if len(read) > 4:
            raise run.EnoughActions()
        return ["."]  # its next page

    drive(world, ui, person(world, 3, look, 20), tmp_path,
          {"board": "pico_referee", "game": "wandelnde_tuerme", "players": 3, "seed": 3,
           "lang": lang})
    rows = [x for page in read for x in page]
    assert any(say("keys_title") in x for x in rows), "the keys page was not reached"
    footer = say("keys").split()
    keys = [k for k in footer if len(k) == 1 and k not in "rcbs"]  # the buttons: one row
    assert "H" in keys and "u" in keys, footer
    explained = {x.split(" ", 1)[0] for x in rows if x[:1].strip()}
    missing = [k for k in keys if k not in explained]
    assert not missing, "keys of the footer not in the help: %r in %r" % (missing, rows)
    assert all(len(x.rstrip()) <= W for x in rows)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_key_s_whole_explanation_is_on_the_keys_page(lang, tmp_path,
                                                         english_after):  # noqa: F811
    """The keys page read in German ended mid-word at the panel's edge ("und
    geht beim naech"): each explanation is there whole, its lines wrapped."""
    # a game on the box with hall sensors: its keys page has every key
    game = [n for n in names() if box_for(n) == "pico"][0]
    world = World(boards.load("pico"))
    ui = Tui(world, game, 3, realtime=False)
    read = []

    def look(t, c):
        if not read:
            read.append([])
            return ["?"]
        read.append(list(t.help_lines(c)))
        if say("keys_title") in read[-1][0] or len(read) > 6:
            raise run.EnoughActions()
        return ["."]

    drive(world, ui, person(world, 3, look, 20), tmp_path,
          {"board": "pico", "game": game, "players": 2, "seed": 3, "lang": lang})
    page = read[-1]
    assert say("keys_title") in page[0], read
    text = " ".join(" ".join(x.split()) for x in page)
    for key in ("k_play", "k_play2", "k_undo", "k_status", "k_hint", "k_lift", "k_put",
                "k_pages", "k_auto", "k_pixels", "k_help", "k_quit", "k_oled", "k_oled2"):
        assert " ".join(say(key).split()) in text, (key, page)
