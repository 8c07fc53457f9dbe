"""Die wandelnden Türme, team variant, the box at Blue and Orange: partners
swap a card in secret. The OLED said "Box (Orange): Wizard 2/Tower 4" for
the other team to read, the card the box gave its partner. Played in the
terminal simulator with keys and pauses: a box seat's swap is told as made
("Box (Orange) chose"), never which card, and the views' history leaves the
swap's card out for every seat."""

from test_sim_newcomer import person
from test_sim_tui import drive

from hexbox.app.speech import words
from hexbox.games import game_class
from host_tools.hardware import boards
from host_tools.sim.tui import Tui
from host_tools.sim.world import World

SWAPS = ("give", "return")


def test_a_box_seats_card_swap_never_names_the_card(tmp_path):
    world = World(boards.load("pico_referee"))
    ui = Tui(world, "wandelnde_tuerme", 3, realtime=False)
    told = []  # the OLED's rows after a box seat's swap move
    state = {"n": 0}

    def watch(now):
        c = ui.app()
        if c is None or c.game is None or c.status == "boot":
            return
        h = c.game.history
        if len(h) != state["n"]:
            state["n"] = len(h)
            state["swap"] = bool(h) and h[-1][0] in SWAPS
        if state.get("swap") and c.news and c.news[0].startswith("Box ("):
            told.append(list(c.news))
            state["swap"] = False

    world.clock.listeners.append(watch)
    drive(world, ui, person(world, 3, None, 160), tmp_path,
          {"board": "pico_referee", "game": "wandelnde_tuerme", "players": 4, "seed": 3,
           "variant": ["team"], "bots": [1, 3]})
    world.clock.listeners.remove(watch)
    assert told, "no box seat swapped a card"
    for rows in told:
        assert not any(r.startswith("Box (") and ":" in r for r in rows), rows
        assert words().BOX_CHOSE.split()[-1] in " ".join(rows), rows


def test_no_view_holds_a_swapped_cards_place():
    cls = game_class("wandelnde_tuerme")
    g = cls(players=4, seed=3, variant=("team",))
    while not any(a[0] in SWAPS for a in g.history) and not g.over:
        acts = g.actions()
        pick = [a for a in acts if a[0] in ("ask",) + SWAPS] or acts
        g.play(pick[0])
    assert any(a[0] in SWAPS for a in g.history)
    for seat in (-1, 0, 1, 2, 3):
        v = g.view(seat)
        assert not any(a[0] in SWAPS for a in v["history"])
        assert g.seen(seat) == len(v["history"])
