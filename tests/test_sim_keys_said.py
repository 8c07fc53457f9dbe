"""The terminal simulator's frame, played with keys as a stranger plays:
a new menu opens on its first page (Techno Witches, seed 9986: the menu
after one read on page 2 opened on "page 2 of 2", hiding "Take off!"); a
key that does nothing, or Enter with no number, says what the keys do; the
footer gives the menu's real numbers ("1-99" stood under 113 rows); a
terminal smaller than the layout says so instead of drawing garbage;
`--seats person,box,box` gives three players."""

import io

import pytest
from rich.console import Console
from test_sim_newcomer import GAP_US, HOLD_US, english_after, sim_until  # noqa: F401 (a fixture)
from test_sim_tui import drive, frame_text

from hexbox.core.rng import Rng
from hexbox.games import LANGUAGES, use_language
from host_tools.hardware import boards
from host_tools.sim import run, tui
from host_tools.sim.chrome import say
from host_tools.sim.tui import HEIGHT, WIDTH, Tui
from host_tools.sim.world import World


def typed_rows(world, look, rng=None):
    """Keys for a person who plays the first numbered row every time (a
    random one with rng; OK for the news and the pass screens), after
    look(ui, app) had its say: a list of keys it types instead, or None."""
    at = [-GAP_US]

    def keys(ui):
        c = ui.app()
        now = world.clock.us
        if c is None or c.status == "boot" or now - at[0] < GAP_US or ui.player.busy():
            return []
        at[0] = now
        typed = look(ui, c)
        if typed is not None:
            if typed and typed[0] in "Ru":
                at[0] = now + HOLD_US  # a held button: look again once it is let go
            return typed
        if c.news or ui.hidden_seat(c) is not None:
            return ["c"]
        n = len(ui.choices(c))
        if not n:
            return []
        return list(str(rng.below(n) + 1 if rng is not None else 1)) + ["\r"]

    return keys


def test_a_new_menu_opens_on_its_first_page(tmp_path):
    world = World(boards.load("pico_referee"))
    ui = Tui(world, "techno_witches", 9986, realtime=False)
    seen = {}

    def look(t, c):
        lines = t.menu_lines(c, 8)
        paged = [x for x in lines if x.startswith("page ")]
        if "turned" not in seen:
            if paged and t.page == 0:
                seen["turned"] = len(c.game.history)
                return ["."]  # the next page of a long menu
            return None
        if len(c.game.history) == seen["turned"]:
            if "played" not in seen and paged and paged[0].startswith("page 2"):
                seen["played"] = True
                n = [x.split()[0] for x in lines if x.strip()[:1].isdigit()][-1]
                return list(n) + ["\r"]  # a row of page 2
            return None
        if not t.choices(c):
            return None
        seen["next"] = lines
        raise run.EnoughActions()

    drive(world, ui, typed_rows(world, look), tmp_path,
          {"board": "pico_referee", "game": "techno_witches", "players": 3, "seed": 9986})
    assert seen.get("played") and "next" in seen, seen
    lines = seen["next"]
    assert not any(x.startswith("page 2") for x in lines), lines
    assert any(x.strip().startswith("1 ") for x in lines), "row 1 is not shown: %r" % lines


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_key_that_does_nothing_and_enter_alone_say_what_the_keys_do(lang, tmp_path,
                                                                     english_after):  # noqa: F811
    world = World(boards.load("pico_referee"))
    ui = Tui(world, "broom_service", 42, realtime=False)
    said: dict = {"messages": []}
    script = [["x"], ["\r"], ["g", "o", "\r"]]

    def look(t, c):
        if not t.choices(c):
            return None
        if "footer" not in said:
            said["footer"] = (frame_text(t).splitlines()[-1], len(t.choices(c)))
        else:
            said["messages"].append(t.message)  # what the keys typed last made it say
        if not script:
            raise run.EnoughActions()
        return script.pop(0)

    drive(world, ui, typed_rows(world, look), tmp_path,
          {"board": "pico_referee", "game": "broom_service", "players": 3, "seed": 42,
           "lang": lang})
    use_language(lang)
    n = said["footer"][1]
    # "go" and Enter: g and o say they do nothing, then Enter says what it plays
    assert said["messages"] == [say("no_key", "x"), say("enter_alone", n),
                                say("enter_alone", n)]
    footer = said["footer"][0]
    assert ("1-%d Enter" % n) in footer and "1-99" not in footer, footer


def test_the_footer_gives_the_menu_s_real_numbers_past_99(tmp_path):
    """Spuknacht on the box without sensors: a magician's moves make a menu
    of more than 99 rows."""
    world = World(boards.load("pico_referee"))
    ui = Tui(world, "spuknacht", 9986, realtime=False)
    seen = {}

    def look(t, c):
        n = len(t.choices(c))
        if n > 99:
            seen["footer"] = (frame_text(t).splitlines()[-1], n)
            raise run.EnoughActions()
        if len(c.game.history) > 150:
            raise run.EnoughActions()
        return None

    drive(world, ui, typed_rows(world, look, Rng(9986)), tmp_path,
          {"board": "pico_referee", "game": "spuknacht", "players": 3, "seed": 9986})
    assert "footer" in seen, "no menu of more than 99 rows came"
    footer, n = seen["footer"]
    assert ("1-%d Enter" % n) in footer, footer


def test_a_terminal_smaller_than_the_layout_says_so_and_how_to_fix_it(tmp_path):
    world = World(boards.load("pico_referee"))
    ui = Tui(world, "broom_service", 42, realtime=False)
    frames = {}

    def look(t, c):
        if len(c.game.history) < 2:
            return None
        for size in ((100, 30), (WIDTH, HEIGHT - 1), (WIDTH, HEIGHT)):
            t.terminal = Console(width=size[0], height=size[1], file=io.StringIO())
            frames[size] = frame_text(t)
        raise run.EnoughActions()

    drive(world, ui, typed_rows(world, look), tmp_path,
          {"board": "pico_referee", "game": "broom_service", "players": 3, "seed": 42})
    small = frames[(100, 30)]
    assert "100 x 30" in small and "%d x %d" % (WIDTH, HEIGHT) in small, small
    assert "resize-window -x %d -y %d" % (WIDTH, HEIGHT) in small
    assert all(len(x) <= 100 for x in small.splitlines()), small
    assert "%d x %d" % (WIDTH, HEIGHT - 1) in frames[(WIDTH, HEIGHT - 1)]
    assert "hexbox sim" in frames[(WIDTH, HEIGHT)]  # it fits: the box itself


def test_seats_alone_give_the_player_count(tmp_path, monkeypatch):
    """README: `--seats person,box,box`: three players, the box at seats 2 and 3."""
    from hexbox.app import main as appmain

    monkeypatch.setattr(tui, "SAVE_ROOT", str(tmp_path))
    sim_until(["--game", "broom_service", "--seats", "person,box,box", "--new", "--seed", "42"],
              lambda ui, c: True, monkeypatch)
    c = appmain.RUNNING[0]
    assert c.game.players == 3 and c.bots == (1, 2)
