"""A box seat's move on a box that reads the board: the box decides and
plays it, then asks the people to move the magnet ("Box (Player 2)", "Put Mila
on 36") and goes on once the sensors agree. The chip's virtual player must
read that screen as a put-right screen (it moves the magnets the saved game
has), and must not play the box seat's turn itself: a roll pressed or a
magnet moved for the box would be a second, different move."""

from hexbox.app.speech import words
from hexbox.games import game_class
from host_tools.chip.box import BoardReader, Mirror
from host_tools.hardware import boards
from host_tools.sim.clock import Clock
from host_tools.sim.menu_player import MenuPlayer

TABLE = "hexbox.boxes.spuknacht.table.SpuknachtTable"


def _mirror(bots):
    m = Mirror("spuknacht", boards.load("pico"))  # the full box: wheel and hall sensors
    m.table = BoardReader(TABLE)
    rec = {"game": "spuknacht", "players": 3, "seed": 1, "variant": [], "actions": [],
           "bots": list(bots)}
    m.saw_log(rec)
    return m


def test_the_box_seats_put_right_screen_asks_for_magnets():
    m = _mirror([1, 2])
    w = words()
    title = w.BOX_SEAT % m.present.seat_name(m.game, 1)
    m.saw_screen([title, w.FIXES[2] % ("Mila", 36)], -1)
    assert m.table.restoring
    m.saw_screen([title, w.MAGNETS[2]], -1)  # "checking...": still its screen
    assert m.table.restoring


def test_the_box_seats_other_screens_ask_for_nothing():
    m = _mirror([1, 2])
    w = words()
    title = w.BOX_SEAT % m.present.seat_name(m.game, 1)
    for rows in ([title, w.THINKING],  # deciding
                 [title] + list(w.PLAYS_NEXT),  # held after an undo
                 [title, "Mila: 35 to 36", "OK"]):  # its news
        m.saw_screen(rows, -1)
        assert not m.table.restoring, rows
    # the same title is no box seat's when the seat is a person's
    m = _mirror([2])
    m.saw_screen([w.BOX_SEAT % m.present.seat_name(m.game, 1), "Put Mila on 36"], -1)
    assert not m.table.restoring


class _World:
    def __init__(self):
        self.clock = Clock(read_cost_us=0)
        self.pressed = []

        class _Hall:
            occupied = set()

        self.hall = _Hall()

    def press(self, name):
        self.pressed.append(name)

    def release(self, name):
        pass


def _player_on(m):
    world = _World()
    p = MenuPlayer(world, 1, [m])
    return world, p


def test_the_player_leaves_a_box_seats_turn_to_the_box():
    g = game_class("spuknacht")(3, 1)
    m = _mirror([0, 1, 2])  # every seat the box's: the player only answers screens
    assert m.game.phase == "setup" and m.table.reads(g)
    m.saw_screen([words().BOX_SEAT % m.present.seat_name(m.game, 0), words().THINKING], -1)
    world, p = _player_on(m)
    for t in range(0, 5_000_000, 100_000):
        p.tick(t)
    assert world.pressed == [] and p.script == [] and world.hall.occupied == set()


def test_the_player_moves_a_box_seats_magnet_when_asked():
    """The box asks before it plays the move: the player reads the screen
    ("Put Mila on 36"), lifts Mila from where she stands and sets her there."""
    from hexbox.games.spuknacht.present import magician

    m = _mirror([1, 2])
    g = m.game
    while g.phase == "setup":  # the magicians set, as the saved game has them
        g.play(g.actions()[0])
    m.saw_log({"game": "spuknacht", "players": 3, "seed": 1, "variant": [],
               "actions": [list(a) for a in g.history], "bots": [1, 2]})
    to = max(g.mags) + 1
    rows = [words().BOX_SEAT % m.present.seat_name(g, 1), words().FIXES[2] % (magician(2), to)]
    m.saw_screen(rows, -1)
    world, p = _player_on(m)
    world.hall.occupied = set(f for f in g.mags if f >= 0)
    p.tick(0)
    assert sorted(p.script) == sorted([("lift", g.mags[2]), ("put", to)])
    # "checking...": nothing to read yet, nothing moved (not back to the old fields)
    p.script = []
    world.hall.occupied = set(f for f in g.mags if f >= 0 and f != g.mags[2]) | {to}
    m.saw_screen([rows[0], words().MAGNETS[2]], -1)
    p.tick(10_000_000)
    assert p.script == []


def test_the_player_clicks_again_only_once_its_last_click_is_let_go():
    """A box seat's news is drawn twice (its events, then its announcement
    above them) within a few ms; a player that pressed the second screen
    while its finger still held the first click clicked into the box's
    next decision, and its release was timed against the frame after it."""
    from host_tools.sim.menu_player import THINK_MS

    m = _mirror([1, 2])
    m.saw_screen(["Blue has chosen", "OK"], -1)
    world = _World()
    p = MenuPlayer(world, 1, [m], click_ms=100)  # the chip's click (host_tools.chip.box)
    p.tick(0)
    assert world.pressed == ["confirm"]
    m.saw_screen(["Box (Player 2) chose", "Blue has chosen", "OK"], -1)  # redrawn under the finger
    p.tick(p.click_ms * 1000)
    assert world.pressed == ["confirm"]
    p.tick((p.click_ms + THINK_MS) * 1000)
    assert world.pressed == ["confirm", "confirm"]
