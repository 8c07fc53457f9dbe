"""Hall sensors that fail during play (hw/hall.py, the board's table): a
sensor stuck on or off, or flickering, is named on the OLED in 16
columns ("field 17 sensor", "stuck on") and masked, and the game goes on;
a move the board cannot show is taken through the menu ("OK: menu"). On
the simulated box, firmware/main.py unchanged."""

import random

import pytest

from hexbox.app.words_de import BY_MENU as BY_MENU_DE
from hexbox.app.words_de import SENSOR_FAULT as SENSOR_FAULT_DE
from hexbox.app.words_en import BY_MENU, SENSOR_FAULT
from hexbox.games.spuknacht import infer as inf
from host_tools.benches import faults
from host_tools.hardware import boards
from host_tools.sim import run
from host_tools.sim.world import World

ACTIONS = 24


class Watch:
    """Keeps every screen the box shows."""

    def __init__(self):
        self.shown = []

    def attach(self, c):
        show = c.show

        def shown(rows, *a, **k):
            self.shown.append(list(rows))
            return show(rows, *a, **k)

        c.show = shown

    def said(self, *rows):
        n = len(rows)
        return any(s[i:i + n] == list(rows) for s in self.shown for i in range(len(s)))


@pytest.mark.parametrize("kind,pick", [("stuck", 0.2), ("stuck", 0.8), ("flicker", 0.3)])
def test_a_failed_sensor_is_named_and_the_game_goes_on(kind, pick):
    """Stuck on under a free field (pick < 0.5), stuck off under a magician,
    or flickering, from the dice phase of action 4 on: named, and the game
    reaches ACTIONS actions with the magnets where the engine has them."""
    world = World(boards.load("pico"))
    state = {"field": None}
    watch = Watch()

    def inject(c):
        real = c.pause

        def pause(ms):
            g = c.game
            if state["field"] is None and len(g.history) >= 4 and g.phase == "roll":
                faults.inject(world, g, kind, pick, state)
            return real(ms)

        c.pause = pause

    c, world, _ = run.auto(3, "pico", world=world, hooks=(watch.attach, inject), limit_s=1800,
                           probe=run.Probe(max_actions=ACTIONS))
    f = state["field"]
    assert f is not None
    what = SENSOR_FAULT[3] if kind == "flicker" else SENSOR_FAULT[1 if pick < 0.5 else 2]
    assert watch.said(SENSOR_FAULT[0] % f, what)
    assert len(c.game.history) >= ACTIONS
    assert sorted(world.hall.occupied) == inf.fields_now(c.game.mags)
    assert f in c.hw.hall.masked()


def test_a_move_onto_a_dead_sensor_goes_through_the_menu():
    """A sensor stuck off under a free field is not seen until a magician
    is moved onto it: the box reads a magician in the hand, offers the
    menu, the move is played from it, and the sensor is then named stuck
    off."""
    world = World(boards.load("pico"))
    watch = Watch()
    state = {"dead": None, "moved": False}
    rng = random.Random(5)

    def choose(g, acts):
        acts = list(acts)
        dead = state["dead"]
        if dead is None and g.phase == "move" and len(g.history) >= 3:
            onto = [a for a in acts if a[0] == "move" and g.mags[a[1]] >= 0]
            if onto:
                a = onto[0]
                state["dead"] = dead = a[2]
                world.hall.stuck[world.hall.map.index(dead)] = 0
                state["moved"] = True
                return a
        return acts[rng.randrange(len(acts))]

    c, world, _ = run.auto(8, "pico", world=world, hooks=(watch.attach,), choose=choose,
                           limit_s=1800, probe=run.Probe(max_actions=ACTIONS))
    dead = state["dead"]
    assert state["moved"]
    assert watch.said(BY_MENU[0])
    assert watch.said(SENSOR_FAULT[0] % dead, SENSOR_FAULT[2])
    assert len(c.game.history) >= ACTIONS
    assert sorted(world.hall.occupied) == inf.fields_now(c.game.mags)


def test_the_sensor_words_fit_the_screen():
    for words in (SENSOR_FAULT, SENSOR_FAULT_DE, BY_MENU, BY_MENU_DE):
        for row in words:
            assert len(row % 48 if "%d" in row else row) <= 16, row


@pytest.mark.parametrize("box_next", [True, False])
def test_a_magician_knocked_off_during_a_wheel_turn_is_asked_back(box_next):
    """A magician knocked off the board while the wheel turns: the box asks
    for him back ("Put Mila on 19") and plays on only once he stands there
    again, before a box seat's move (box_next) as before a person's."""
    from hexbox.app.speech import words
    from hexbox.games.spuknacht.present import magician

    world = World(boards.load("pico"))
    state = {"knocked": None, "at": None, "asked": None}

    def attach(c):
        start, show = c.start_turn, c.show

        def start_turn(steps):
            g = c.game
            on = [m for m in range(len(g.mags)) if g.mags[m] >= 0]
            box = g.current in c.bots
            if state["knocked"] is None and len(g.history) >= 4 and on and box == box_next:
                m = on[0]
                world.hall.occupied.discard(g.mags[m])  # knocked off the board
                state["knocked"] = m
            start(steps)

        def shown(rows, *a, **k):
            m = state["knocked"]
            g = c.game
            if m is not None and state["asked"] is None:
                if words().FIXES[2] % (magician(m), g.mags[m]) in rows:
                    state["asked"] = len(g.history)
                    state["at"] = g.mags[m]
            return show(rows, *a, **k)

        c.start_turn, c.show = start_turn, shown

    played = []

    def count(c):
        real = c.pause

        def pause(ms):
            m = state["knocked"]
            if m is not None and state["at"] is not None and not played:
                if c.game.mags[m] in world.hall.occupied:
                    played.append(len(c.game.history))  # back: how far the game got meanwhile
            return real(ms)

        c.pause = pause

    c, world, _ = run.auto(4, "pico", players=2, bots=(1,), world=world, hooks=(attach, count),
                           limit_s=1800, probe=run.Probe(max_actions=ACTIONS))
    assert state["knocked"] is not None
    assert state["asked"] is not None, "never asked for the knocked magician"
    assert played and played[0] == state["asked"], "play went on before he was back"
    assert len(c.game.history) >= ACTIONS
    assert sorted(world.hall.occupied) == inf.fields_now(c.game.mags)


def test_a_menu_move_made_with_the_magnet_still_in_the_hand_blames_no_sensor():
    """The menu plays a move while its magnet is still in the hand (the
    board showed "in the hand", the person chose the move first): its field
    reads empty for a moment. That sensor is not named stuck once the
    magnet is put down within BLAME_MS; the game goes on with the board
    agreeing."""
    from hexbox.app import main as appmain
    from hexbox.boxes.spuknacht.table import BLAME_MS

    IN_HAND_MS = 1500  # a person's moment: the magnet put down after the menu's OK
    assert BLAME_MS > IN_HAND_MS
    world = World(boards.load("pico"))
    watch = Watch()
    state = {"onto": None, "at": None, "put_down": False}
    rng = random.Random(5)

    def choose(g, acts):
        acts = list(acts)
        if state["onto"] is None and g.phase == "move" and len(g.history) >= 3:
            onto = [a for a in acts if a[0] == "move" and g.mags[a[1]] >= 0]
            if onto:
                a = onto[0]
                state["onto"], state["at"] = a[2], len(g.history)
                world.hall.stuck[world.hall.map.index(a[2])] = 0  # the magnet still in the hand
                return a
        return acts[rng.randrange(len(acts))]

    def put_down():
        del world.hall.stuck[world.hall.map.index(state["onto"])]

    def tick(now):
        c = appmain.RUNNING[0] if appmain.RUNNING else None
        if (c is not None and state["at"] is not None and not state["put_down"]
                and len(c.game.history) > state["at"]):
            state["put_down"] = True
            world.clock.timers.append([now + IN_HAND_MS * 1000, 0, put_down])

    world.clock.listeners.append(tick)
    try:
        c, world, _ = run.auto(8, "pico", world=world, hooks=(watch.attach,), choose=choose,
                               limit_s=1800, probe=run.Probe(max_actions=ACTIONS))
    finally:
        world.clock.listeners.remove(tick)
    assert state["put_down"], "the move was not played"
    assert watch.said(BY_MENU[0])
    assert not watch.said(SENSOR_FAULT[0] % state["onto"]), "a working sensor was named"
    assert c.hw.hall.masked() == []
    assert len(c.game.history) >= ACTIONS
    assert sorted(world.hall.occupied) == inf.fields_now(c.game.mags)
