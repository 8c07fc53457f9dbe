"""The simulator's virtual player asks its chooser once per game state, not
once per menu: the referee app builds its menu again for the same state (after
a hint, a status page), and how often that happens depends on when the
player looks. A chooser that draws on a stream (as a bot drawing on its seeded
randomness would) then played another game under other timing; asked once
per state, one seed gives one game."""

from host_tools.hardware import boards
from host_tools.sim import run
from host_tools.sim.world import World

ACTIONS = 24


def _game(rebuild_every_ms):
    """The app's action log for seed 3 of Die wandelnden Türme (2 seats,
    both the virtual player's), and how often the chooser was asked.
    rebuild_every_ms: the app's menu is dropped this often (it builds it
    again for the same state, as after a hint); 0: never."""
    from hexbox.app import main as appmain

    world = World(boards.load("pico"))
    asked = []

    def choose(g, acts):
        # a stream: every call draws, so a second ask in one state answers otherwise
        asked.append(len(g.history))
        return acts[(len(asked) * 7) % len(acts)]

    def rebuild(now):
        if rebuild_every_ms and appmain.RUNNING and now // 1000 % rebuild_every_ms < 1:
            appmain.RUNNING[0].menu = None

    if rebuild_every_ms:
        world.clock.listeners.append(rebuild)
    c, _world, _check = run.auto(3, "pico", 2, game="wandelnde_tuerme", world=world,
                                 choose=choose, probe=run.Probe(max_actions=ACTIONS))
    return list(c.game.history), asked


def test_the_same_seed_plays_the_same_game_however_often_the_menu_is_built():
    plain, asked_plain = _game(0)
    rebuilt, asked_rebuilt = _game(170)
    assert len(plain) >= ACTIONS
    assert rebuilt[:ACTIONS] == plain[:ACTIONS]
    # asked once per state: never twice at one history length
    assert len(set(asked_rebuilt)) == len(asked_rebuilt), asked_rebuilt
    assert asked_rebuilt[:ACTIONS] == asked_plain[:ACTIONS]


def test_after_the_press_that_plays_its_move_the_player_waits_for_the_game_to_have_it():
    """On the chip the screen may show the next menu before the host has
    read the saved log: the player's game is still the state it pressed
    in. Pressing on there would play its old choice on the new state."""
    from test_chip_box_seat_board import _World

    from hexbox.app import menu as mn
    from host_tools.chip.box import Mirror
    from host_tools.sim.menu_player import MenuPlayer

    m = Mirror("wandelnde_tuerme", boards.load("pico_referee"))
    m.saw_log({"game": "wandelnde_tuerme", "players": 2, "seed": 3, "variant": [],
               "actions": []})
    g = m.game
    m.saw_screen(["menu", "-"], 1)  # builds the menu for this state
    want = g.actions()[0]
    row = m.menu.row_towards(want)
    assert mn.Menu(m.present, g, g.actions()).find(want)[1] < 0, "a row of its own"
    world = _World()
    p = MenuPlayer(world, 1, [m], choose=lambda g, acts: want)
    m.saw_screen(["menu", row], 1)
    p.tick(0)
    assert world.pressed == ["confirm"]
    # the next menu is drawn, its highlighted row reading alike; the log comes later
    m.saw_screen(["next", row], 1)
    for t in range(1, 30):
        p.tick(t * 100_000)
    assert world.pressed == ["confirm"]
