"""Spuknacht's hall-sensor box and a board that does not show the game:
after a power loss and after an undo the box asks for each magnet where
the game has it, and play goes on only once the sensors agree. Typed in
the terminal simulator as a person would (l<field>/p<field> move a magnet)."""

from test_sim_tui import drive

from host_tools.hardware import boards
from host_tools.sim import run
from host_tools.sim.tui import Tui
from host_tools.sim.world import World


class Stuck(BaseException):
    """The person waited this long for nothing: out past the app's fault screen."""


def patience(world, ui, limit_s=120):
    """Fail the run once limit_s of virtual time went by."""
    def look(now):
        if now > limit_s * 1000000:
            c = ui.app()
            raise Stuck("still at %r (%s)" % (c.rows if c is not None else None, ui.message))

    world.clock.listeners.append(look)


GAP_US = 700000  # a person reads the screen, then moves a magnet


def looking(tui, state):
    """The box's app when the person looks at it again (GAP_US after their
    last look, the box booted), else None."""
    c = tui.app()
    now = tui.world.clock.us
    if c is None or c.status == "boot" or c.rows[:1] == ["hexbox"] or now - state["at"] < GAP_US:
        return None
    state["at"] = now
    return c
CFG = {"board": "pico", "game": "spuknacht", "players": 2, "seed": 9}


def play_to_moves(tmp_path, moves):
    """Play through the numbered menu until `moves` magician moves were
    made. Returns the app and the world (the magnets as they stand)."""
    world = World(boards.load("pico"))
    ui = Tui(world, "spuknacht", 9, realtime=False)
    last = [0]

    def keys(tui):
        c = tui.app()
        if (
            c is None
            or c.status == "boot"
            or c.rows[:1] == ["hexbox"]
            or world.clock.us - last[0] < GAP_US
        ):
            return []
        last[0] = world.clock.us
        g = c.game
        if sum(1 for a in g.history if a[0] == "move") >= moves and not c.news:
            raise run.EnoughActions()
        if c.news:
            return ["c"]
        return list("1\r") if tui.choices(c) else []

    patience(world, ui)
    drive(world, ui, keys, tmp_path, CFG)
    return ui.app(), world


def test_after_a_power_loss_the_box_asks_for_each_magnet(tmp_path):
    """"On a real box after power loss, the box must ask for the magnets
    the game expects ("Put Vicky on 25"), field by field, before play goes
    on." The board is cleared while the box is off; at power-on the OLED
    names one magnet after another as they are put, then the game goes on."""
    c, _ = play_to_moves(tmp_path, 2)
    mags = list(c.game.mags)
    n = len(c.game.history)
    world = World(boards.load("pico"))  # the same box, its magnets knocked off the board
    ui = Tui(world, "spuknacht", 9, realtime=False)
    screens = []
    state = {"at": 0, "played": False}

    def keys(tui):
        c = tui.app()
        now = world.clock.us
        if (
            c is None
            or c.status == "boot"
            or c.rows[:1] == ["hexbox"]
            or now - state["at"] < GAP_US
        ):
            return []
        state["at"] = now
        if len(c.game.history) > n:
            raise run.EnoughActions()
        if c.table.restoring:
            screens.append(list(c.rows))
            todo = [r for r in c.rows[1:] if r.startswith("Put ")]
            if todo:
                return list("p%s\r" % todo[0].split()[-1])  # the first magnet named
            return []
        if not state["played"]:
            state["played"] = True
            return list("1\r")  # the game goes on from the menu
        return ["c"] if c.news else []

    patience(world, ui)
    drive(world, ui, keys, tmp_path, CFG)
    assert len(ui.app().game.history) > n
    asked = [s for s in screens if s[1:2] != ["checking..."]]
    names = ("Vicky", "Conrad", "Mila")
    want = ["Put %s on %d" % (names[m], f) for m, f in enumerate(mags) if f >= 0]
    assert asked[0][0] == "Set the magnets"
    assert sorted(asked[0][1:]) == sorted(want), asked[0]
    # one magnet at a time: each put takes its row off the screen
    firsts = []
    for s in asked:
        if s[1] not in firsts:
            firsts.append(s[1])
    assert sorted(firsts) == sorted(want), firsts


def test_an_undone_move_waits_for_the_magician_to_go_back(tmp_path):
    """"Undo on the sensed Spuknacht box is redone at once ... An undo of a
    sensed move must first ask the player to put the magician back ('Vicky
    back to 26'). The undo is complete only once the sensors agree." """
    c, world = play_to_moves(tmp_path, 1)
    g = c.game
    moved = [a for a in g.history if a[0] == "move"][-1]
    ui = Tui(world, "spuknacht", 9, realtime=False)
    state = {"step": "undo", "at": 0}
    seen = {}
    names = ("Vicky", "Conrad", "Mila")

    def keys(tui):
        c = looking(tui, state)
        if c is None:
            return []
        now = world.clock.us
        g = c.game
        st = state["step"]
        if st == "undo":
            if c.table.restoring or c.news:
                return ["c"] if c.news else []
            state.update(step="undone", n=len(g.history), at=now + 2000000, held=now)
            return ["u"]
        if st == "undone":
            seen["rows"] = list(c.rows)
            seen["n"] = len(g.history)
            if now - state["held"] < 5000000:
                # the box must not replay the move while the magnet stands on its new field
                return []
            state.update(step="back")
            frm, to = seen["from"], moved[2]
            return list("l%d\r" % to) + list("p%d\r" % frm)
        if st == "back" and not c.table.restoring:
            seen["after"] = len(g.history)
            raise run.EnoughActions()
        return ["c"] if c.news else []

    # where the magician stood before the move: the game after the undo knows
    def undone(c):
        seen.setdefault("from", c.game.mags[moved[1]])

    def hook(now):
        c = ui.app()
        if state["step"] == "undone" and c is not None and len(c.game.history) < state["n"]:
            undone(c)

    world.clock.listeners.append(hook)
    patience(world, ui, 240)
    drive(world, ui, keys, tmp_path, CFG)
    world.clock.listeners.remove(hook)
    assert seen["n"] == state["n"] - 1, "the undone move was played again"
    assert seen["rows"][0] == "Undone: put back"
    assert seen["rows"][1] == "%s back to %d" % (names[moved[1]], seen["from"])[:16] or \
        seen["rows"][1] == "%s back %d" % (names[moved[1]], seen["from"])
    assert seen["after"] == state["n"] - 1


def test_a_fresh_game_asks_for_no_magnet_but_an_undone_placing_is_lifted(tmp_path):
    """A fresh game has no magician on the board: at power-on the box asks
    for the first placing at once ("Place Vicky"), not for magnets the game
    never placed. Undoing that placing asks for the magnet to be lifted
    (the sensors would read the placing again), and the game goes on once
    the field is empty."""
    world = World(boards.load("pico"))
    ui = Tui(world, "spuknacht", 9, realtime=False)
    state = {"step": "first", "at": 0}
    seen = {}

    def keys(tui):
        c = looking(tui, state)
        if c is None:
            return []
        now = world.clock.us
        g = c.game
        st = state["step"]
        if st == "first":
            seen["first"] = (list(c.rows), c.table.restoring)
            state.update(step="placed")
            return list("1\r")
        if st == "placed":
            if len(g.history) < 1:
                return []
            seen["field"] = g.history[0][2]
            state.update(step="undone", at=now + 2000000)
            return ["u"]
        if st == "undone":
            if not c.table.restoring:
                return []
            seen["asked"] = list(c.rows)
            state.update(step="lifted")
            return list("l%d\r" % seen["field"])
        if c.news:
            return ["c"]  # "Undone: Vicky on 12" read
        if not c.table.restoring:
            seen["after"] = (list(c.rows), len(g.history))
            raise run.EnoughActions()
        return []

    patience(world, ui)
    drive(world, ui, keys, tmp_path, CFG)
    assert seen["first"] == (["Place Vicky", "on a start field"], False), seen["first"]
    assert seen["asked"] == ["Undone: put back", "Lift magnet %d" % seen["field"]], seen["asked"]
    assert seen["after"] == (["Place Vicky", "on a start field"], 0), seen["after"]


def test_a_row_typed_while_the_box_reads_the_last_move_leaves_no_stray_magnet(tmp_path):
    """A person typed a row, then (the box still "reading move...") another
    one: the simulator moved a magnet from where the game still had the
    magician, so a second magnet appeared on the board and the box said
    "Not allowed!" with strays to lift, and every row typed after it added
    one more. Now the second row waits with a line that says why, and the
    board keeps one magnet per magician."""
    from host_tools.sim.chrome import say

    world = World(boards.load("pico"))
    ui = Tui(world, "spuknacht", 9, realtime=False)
    state = {"at": 0, "typed": 0}
    seen = {"boards": []}

    def keys(tui):
        c = looking(tui, state)
        if c is None:
            return []
        g = c.game
        seen["boards"].append((sorted(world.hall.occupied), list(c.rows)))
        if state["typed"] == 2 and not c.table.moved() and not c.news:
            raise run.EnoughActions()
        if c.news:
            return ["c"]
        if g.phase == "move" and state["typed"] == 0:
            state["typed"] = 1
        return list("1\r") if tui.choices(c) else []

    def fast_fingers(now):
        # the second row, typed as soon as the first magnet moved (no pause)
        c = ui.app()
        if state["typed"] == 1 and c is not None and c.table.moved():
            state["typed"] = 2
            for ch in "2\r":
                ui.key(ch)
            seen["message"] = ui.message

    world.clock.listeners.append(fast_fingers)
    patience(world, ui, 300)
    drive(world, ui, keys, tmp_path, CFG)
    world.clock.listeners.remove(fast_fingers)
    assert seen["message"] == say("board_moved"), seen["message"]
    for magnets, rows in seen["boards"]:
        assert len(magnets) <= 3 and "Lift magnet" not in " ".join(rows), (magnets, rows)
    c = ui.app()
    assert sorted(world.hall.occupied) == sorted(f for f in c.game.mags if f >= 0)
