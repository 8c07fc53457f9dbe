"""Box seats' screens, played with keys in the terminal simulator as one
person at a table of box seats plays (Broom Service, 5 players, the box at
seats 2 to 5): each box seat's secret choices make one screen a round, not
an OK each (the round's four roles asked 16 OKs); autoplay (`a`) goes on
past the box's "plays next" screen after an undo; `R` (ROLL held) shows the
status pages on a box seat's screen too."""

from test_sim_keys_said import typed_rows
from test_sim_tui import drive

from hexbox.app.speech import words
from hexbox.core.rng import Rng
from hexbox.games import presentation
from host_tools.hardware import boards
from host_tools.sim import run
from host_tools.sim.chrome import say
from host_tools.sim.tui import Tui
from host_tools.sim.world import World

CFG = {"board": "pico_referee", "game": "broom_service", "players": 5, "seed": 42,
       "bots": [1, 2, 3, 4]}


def _person(world, look):
    """The person at seat 1: OK for the news and the pass screen, a random
    numbered row on its turns, after look(ui, app) had its say."""
    return typed_rows(world, look, Rng(42))


def test_each_box_seat_s_secret_choices_make_one_screen(tmp_path):
    world = World(boards.load("pico_referee"))
    ui = Tui(world, "broom_service", 42, realtime=False)
    chose = {}  # box seat's name -> OKs pressed on its "chose" screens in round 1

    def look(t, c):
        g = c.game
        if g.round > 0:
            raise run.EnoughActions()
        rows = c.rows
        if c.news and rows and rows[0].startswith("Box (") and "chose" in " ".join(rows[:2]):
            name = rows[0].split("(")[1].split(")")[0]
            chose[name] = chose.get(name, 0) + 1
        return None

    drive(world, ui, _person(world, look), tmp_path, CFG)
    assert sorted(chose) == ["Blue", "Green", "White", "Yellow"], chose
    assert all(n == 1 for n in chose.values()), "OKs per box seat: %r" % chose


def test_autoplay_goes_on_past_the_box_seat_s_screen_after_an_undo(tmp_path):
    world = World(boards.load("pico_referee"))
    ui = Tui(world, "broom_service", 42, realtime=False)
    seen = {}

    def look(t, c):
        g = c.game
        if "auto" in seen:
            if len(g.history) > seen["auto"] + 3:
                raise run.EnoughActions()
            seen.setdefault("waited", []).append(list(c.rows))
            if len(seen["waited"]) > 100:
                raise run.EnoughActions()
            return []  # the person watches
        if "undone" in seen:
            if c.held and not c.news:
                seen["auto"] = len(g.history)
                seen["held"] = list(c.rows)
                return ["a"]
            return None  # read the undo's lines
        if c.news and c.rows[0].startswith("Box (") and len(g.history) >= 6:
            seen["undone"] = True  # the box seat's move just announced: undo it
            return ["u"]
        return None

    drive(world, ui, _person(world, look), tmp_path, CFG)
    assert seen.get("held", [""])[0].startswith("Box ("), seen.get("held")
    assert words().PLAYS_NEXT[0] in seen["held"]
    assert len(ui.app().game.history) > seen["auto"] + 3, "autoplay stopped at %r" % (
        seen["waited"][-1],)


def test_roll_held_on_a_box_seat_s_screen_shows_the_status_pages(tmp_path):
    world = World(boards.load("pico_referee"))
    ui = Tui(world, "broom_service", 42, realtime=False)
    p = presentation("broom_service")
    seen = {}

    def look(t, c):
        g = c.game
        if "held" in seen:
            seen["pages"] = list(c.rows)
            seen["status"] = p.status(g, -1)
            raise run.EnoughActions()
        if "typed" in seen:
            seen["said"] = t.message
            seen["held"] = list(c.rows)
            return ["R"]
        if c.news and c.rows[0].startswith("Box (") and len(c.news) <= 5 and g.current in c.bots:
            seen["typed"] = True
            return ["1", "\r"]  # a number on the box's screen: nothing to choose
        return None

    drive(world, ui, _person(world, look), tmp_path, CFG)
    assert seen["said"] == say("no_choice", 1), seen["said"]  # not "pass the keyboard"
    pages, status = seen["pages"], seen["status"]
    from hexbox.app import words_en

    # the first status page: its rows up to the paging hint (a page breaks
    # between seats, so a seat's rows stay together)
    body = [r for r in pages if r != words_en.PAGES_MORE]
    assert body and body == status[:len(body)], (seen["held"], pages)
