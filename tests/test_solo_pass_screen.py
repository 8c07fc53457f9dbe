"""Solo play (one person, the box at every other seat): the person's hand is
hidden from nobody but the box, so the box asks "Pass the box to" once, not
before each of the person's turns; with two people at the table it still
asks at every change of person."""

from hexbox.app import main as appmain
from host_tools.hardware import boards
from host_tools.sim import run
from host_tools.sim.menu_player import bot_choice
from host_tools.sim.world import World

GAME = "wandelnde_tuerme"


def pass_screens(players, bots, actions=40):
    """(pass screens seen, by the seat they named, and the game)."""
    world = World(boards.load("pico_referee"))
    seen = []

    def look(now):
        c = appmain.RUNNING[0] if appmain.RUNNING else None
        if c is not None and c.rows[:1] == ["Pass the box to"]:
            n = len(c.game.history)
            if not seen or seen[-1] != n:
                seen.append(n)

    world.clock.listeners.append(look)
    c, _, _ = run.auto(4, "pico_referee", players, game=GAME, bots=bots, world=world,
                       choose=bot_choice(GAME, players, 4), probe=run.Probe(max_actions=actions))
    return seen, c


def test_solo_play_asks_for_the_box_once():
    seen, c = pass_screens(3, (1, 2))
    assert len(c.game.history) >= 40
    assert seen == [0], seen  # the first turn only


def test_two_people_are_asked_to_pass_at_every_change():
    seen, c = pass_screens(3, (2,))
    assert len(seen) >= 4, seen
