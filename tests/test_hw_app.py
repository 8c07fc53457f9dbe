"""The controller app on the simulated box ("The controller app"
and "Simulator"): firmware/main.py runs unchanged on the fake machine, a
virtual player acts on the parts, and the wheel model is checked."""

import pytest
from tiers import FULL, full_case

from hexbox import VERSION
from hexbox.core.fs import OsFs
from hexbox.core.log import ActionLog
from host_tools.hardware import boards
from host_tools.sim import run
from host_tools.sim.world import World


@pytest.mark.parametrize(
    "seed,board", [(1, "pico"), (2, "pico2"), (3, "esp32s3"), full_case(8, "pico"),
                   full_case(9, "pico2")]
)
def test_auto_game_ends_and_every_wheel_stop_is_the_engines_step(seed, board):
    """"A test runs --auto over many seeds and checks, from the wheel model,
    that the physical stop matches the engine's contact every time"."""
    c, world, check = run.auto(seed, board)
    g = c.game
    assert g.over and g.result is not None
    wheels = sum(1 for a in g.history if a == ("roll",))
    assert check.turns >= wheels - 1 > 0  # every roll turned the wheel (the last maybe not yet)
    assert check.errors == []
    # the physical magnets are where the engine has the magicians
    assert sorted(world.hall.occupied) == sorted(f for f in g.mags if f >= 0)


def test_log_is_saved_after_every_action(tmp_path):
    """"After every action the log is saved atomically"."""
    probe = run.Probe(max_actions=10)
    c, _, _ = run.auto(5, "pico", workdir=str(tmp_path), probe=probe)
    rec = ActionLog(OsFs(str(tmp_path))).load()
    assert rec["seed"] == 5 and rec["game"] == "spuknacht"
    assert rec["actions"] == c.game.history


@pytest.fixture(scope="module")
def reference_12():
    return run.auto(4, "pico", probe=run.Probe(max_actions=12))[0].game.history[:12]


@pytest.mark.parametrize("offset", [0, full_case(1), 7])
def test_power_cut_at_await_points_loses_and_doubles_nothing(offset, reference_12):
    """"A fault-injection test cuts power (kills the app) at every await point
    of a scripted game and checks that it resumes with no action lost or
    doubled": here the power drops `offset` awaits after every action
    (0 = saved but the wheel not yet turned); the restarted firmware homes,
    replays the log and the game goes on exactly as without the cuts."""
    n = 12
    ref = reference_12
    probe = run.Probe(cut_after=(offset,), max_actions=n)
    c, world, check = run.auto(4, "pico", probe=probe)
    assert probe.cuts >= n - 2
    assert c.game.history[:n] == ref
    assert check.errors == []


def test_impossible_position_beeps_and_changes_nothing(tmp_path):
    """"An impossible position gets buzzer + display feedback and changes nothing"."""
    world = World(boards.load("pico"))
    probe = run.Probe(max_actions=4)  # placed 3 magicians and rolled
    c, _, _ = run.auto(6, "pico", world=world, workdir=str(tmp_path), probe=probe)
    g = c.game
    assert g.phase == "move"
    before = g.to_dict()
    # a magnet appears on a field no legal move reaches in one go, far away
    free = [f for f in range(48) if f not in g.mags]
    world.hall.occupied.add(free[-1])
    world.hall.occupied.add(free[-2])
    beeps = world.buzzer_changes()
    with world.installed():
        for _ in range(100):
            c.hw.hall.scan()
            world.clock.advance(10000)
            assert c.table.judge() is None
    assert g.to_dict() == before
    assert "Not allowed!" in c.rows
    assert world.buzzer_changes() > beeps


def test_sim_cli_prints_the_log(capsys):
    assert run.main(["--auto", "7", "--board", "esp32s3"]) == 0
    out = capsys.readouterr().out.strip().splitlines()
    # main.py's boot banner and self-test come first, as on the board
    assert out[0] == "hexbox %s board=esp32s3 game=spuknacht" % VERSION
    assert out[1] == "selftest: ok"
    # then what happened, in the lines the simulator's "what happened" shows
    assert out[2] == "Vicky set on %s" % out[2].split()[-1]
    assert not any(x.startswith(("[", "{")) for x in out), "raw JSON in the log"
    assert out[-1].startswith("spuknacht, seed 7, box esp32s3: ")
    assert out[-1].endswith("times, 0 off the engine's step")


def test_terminal_ui_keys_choose_moves_and_press_buttons():
    """`make sim`: a number and Enter asks the player for that row of the
    numbered menu (here a magician's move, which it makes with the magnets);
    r, c, b press the box's buttons; l/p lift and put a magnet."""
    from host_tools.sim.tui import Tui

    world = World(boards.load("pico"))
    c, _, _ = run.auto(6, "pico", world=world, probe=run.Probe(max_actions=4))
    ui = Tui(world, "spuknacht", 6, realtime=False)
    try:
        ui.running = [c]
        ch = ui.choices(c)
        n, _, move = next(row for row in ch if row[2][0] == "move")
        for k in str(n) + "\r":
            ui.key(k)
        assert ui.player.target == move
        ui.key("r")
        assert world.buttons["roll"].pressed
        free = next(f for f in range(48) if f not in world.hall.occupied)
        for k in "p%d\r" % free:
            ui.key(k)
        assert free in world.hall.occupied
        for k in "l%d\r" % free:
            ui.key(k)
        assert free not in world.hall.occupied
    finally:
        ui.detach()  # its hook stays in hexbox.app.main.ON_START otherwise: every later app gets it


def test_a_wrong_reading_says_which_magnet_to_move_and_only_a_flickering_sensor_is_blamed(tmp_path):
    """"Any sensed position that disagrees with the game: say which magnet
    to move where. Never guess 'sensor stuck?' unless a sensor really
    contradicts itself." A sensor that reads a magnet on a free field asks
    for that magnet to be lifted (a stuck sensor and a stray magnet read the
    same) while a piece may move; a sensor whose reading flips on every
    scan is named ("field 47 sensor", "flickers") and masked: the board
    then shows the game there and the move screen comes back."""
    world = World(boards.load("pico"))
    c, _, _ = run.auto(
        6, "pico", world=world, workdir=str(tmp_path), probe=run.Probe(max_actions=4)
    )
    g = c.game
    free = [f for f in range(48) if f not in g.mags]
    bad = free[-1]
    world.hall.stuck[bad] = 1  # sensor index == field on this board's map
    with world.installed():
        for _ in range(c.hw.hall.stuck_scans + 10):
            c.hw.hall.scan()
            world.clock.advance(10000)
            c.table.judge()
        assert c.rows[:2] == ["Not allowed!", "Lift magnet %d" % bad], c.rows
        assert not any("stuck" in r for r in c.rows)
        del world.hall.stuck[bad]
        world.hall.chatter.add(bad)
        for _ in range(c.hw.hall.window * 2):
            c.hw.hall.scan()
            world.clock.advance(10000)
            c.table.judge()
        c.table.out_of_place()
    assert c.news[:3] == ["field %d sensor" % bad, "flickers", "moves: by menu"], c.news
    assert not any("Lift magnet" in r for r in c.rows), c.rows


def test_once_built_the_app_keeps_no_board_definition_nor_boot_only_modules():
    """RAM budget (ram.app.peak_bytes): the board checks and the reference
    board's data are needed only to build the drivers and the game, so the
    app drops them (and the board definition) before the game runs; the game
    still plays."""
    import sys

    from hexbox.app import main as appmain

    c, _, check = run.auto(5, "pico", probe=run.Probe(max_actions=6))
    assert len(c.game.history) == 6 and check.errors == []
    assert c.hw.board is None
    assert appmain.BOOT_ONLY and not [n for n in appmain.BOOT_ONLY if n in sys.modules]


@pytest.fixture(scope="module")
def scripted_8():
    """A scripted game of 8 actions (three placements, two rolls, a move, a
    ghost card's move away, a move, and the wheel turns between) and the
    number of await points it passes."""
    probe = run.Probe(max_actions=8)
    c, _, _ = run.auto(4, "pico", probe=probe)
    return c.game.history[:8], probe.count


# make test cuts at a fixed 2 of every 336 await points (parts 0 and 4 of
# runs of 8 in a row, the same every run; make bench's faults module cuts
# 200 more at random); make test-full at every one
CUT_EVERY = 1 if FULL else 42


@pytest.mark.parametrize("part", [0, 4] + [full_case(p) for p in (1, 2, 3, 5, 6, 7)])
def test_power_cut_at_every_await_point_of_a_scripted_game(part, scripted_8):
    """"A fault-injection test cuts power (kills the app) at every await point
    of a scripted game and checks that it resumes with no action lost or
    doubled": every await point of the 8-action game, one cut per run, split
    over 8 test cases so they can run in parallel."""
    ref, awaits = scripted_8
    assert awaits > 100
    for k in range(1 + part, awaits + 1, 8 * CUT_EVERY):  # awaits count from 1
        probe = run.Probe(cut_at=(k,), max_actions=8)
        c, _, check = run.auto(4, "pico", probe=probe)
        assert probe.cuts == 1, "no power cut at await %d" % k
        assert c.game.history[:8] == ref, "cut at await %d lost or doubled an action" % k
        assert check.errors == [], "cut at await %d: wheel off the engine's step" % k
