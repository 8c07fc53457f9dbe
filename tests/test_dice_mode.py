"""Dice-and-wheel mode on the simulated box: firmware/main.py on
a board without hall sensors, driven by scripted button presses."""

import os

import pytest

from hexbox.app import main as appmain
from hexbox.boxes.dice.card import DICE_COUNTS
from hexbox.boxes.dice.controller import DiceController
from hexbox.core.rng import Rng
from hexbox.games.spuknacht import dice
from hexbox.hw import board as boardcheck
from host_tools.games.spuknacht.dice_player import auto_dice
from host_tools.hardware import boards
from host_tools.sim.run import run_main
from host_tools.sim.world import World

GAP_MS = 150


class Script:
    """Button presses at virtual times, then the run ends. Acts:
    ("click", name) ("hold", name) ("wait", ms) ("do", f(c, world))."""

    def __init__(self, world, acts):
        self.world = world
        self.acts = list(acts)
        self.next_us = 0
        self.log = []
        world.clock.listeners.append(self.tick)

    def tick(self, now):
        if now < self.next_us or not appmain.RUNNING:
            return
        c = appmain.RUNNING[0]
        if getattr(c, "game", None) is None or c.status == "boot" or c.hw.stepper.moving:
            return
        w = self.world
        if not self.acts:
            c.stopped = True
            return
        kind, arg = self.acts.pop(0)
        hold = 0
        if kind == "click":
            hold = 90
        elif kind == "hold":
            hold = w.board["buttons"].get("long_ms", 800) + 200
        elif kind == "wait":
            self.next_us = now + arg * 1000
            return
        elif kind == "do":
            arg(c, w)
        if hold:
            w.press(arg)
            w.clock.timers.append([now + hold * 1000, 0, lambda: w.release(arg)])
        self.next_us = now + (hold + GAP_MS) * 1000


def run_script(acts, tmp_path, board=None, seed=5, world=None):
    world = world or World(board or boards.load("pico_dice"))
    s = Script(world, acts)
    cfg = {"board": "pico_dice", "game": "spuknacht", "seed": seed}
    if seed is None:
        del cfg["seed"]
    try:
        run_main(world, str(tmp_path), cfg)
    finally:
        world.clock.listeners.remove(s.tick)
    return appmain.RUNNING[0], world


# -- the mode ---------------------------------------------------------------------
def test_board_without_hall_scanner_runs_dice_mode(tmp_path):
    """"A board-definition profile with no hall scanner. The app detects it
    and runs in dice-and-wheel mode"."""
    b = boards.load("pico_dice")
    assert "hall" not in b and boardcheck.mode(b) == "dice_wheel"
    assert boards.problems(b, "spuknacht") == []
    c, world = run_script([("click", "roll")], tmp_path)
    assert isinstance(c, DiceController) and c.game.phase == "turn"
    assert world.hall is None


@pytest.fixture(scope="module")
def full_game():
    return auto_dice(11)


def test_full_game_with_scripted_presses(full_game):
    """"A test drives a full Spuknacht game in it with scripted button
    presses, including a STOP mid-notch and the continuation next turn": the
    players roll, move, sometimes type in the fields, turn, and press STOP at
    every ghost contact, until the game ends; the box agrees with the table
    all the way (wheel steps, notch targets, contacts, shown dice)."""
    c, world, p = full_game
    assert p.g.over and p.g.result is not None
    assert p.errors == []
    assert p.turns > 10 and p.by_hand_turns > 0 and p.nudges > 0
    mid = [s for s in p.stops if s[1]]
    assert mid, "no STOP mid-notch"
    # a turn that began mid-notch (after a STOP or a nudge) ended where the
    # engine's notch rule (or its contact) says: checked by the player
    assert p.continued_after_stop


def test_stop_halts_within_one_step_of_the_edge(full_game):
    """"A STOP button (or any button) halts it within one motor step": the
    wheel model made at most stop_steps (1 on pico_dice) steps after the
    STOP edge, every time."""
    c, world, p = full_game
    assert c.stop_steps == 1
    assert p.stops and max(s[0] for s in p.stops) <= 1


def test_any_button_stops_and_a_zero_limit_halts_at_once():
    """"or any button": ROLL stops the wheel too; with stop_steps 0 not one
    step more is made after the edge."""
    b = boards.load("pico_dice")
    b["wheel"]["stop_steps"] = 0
    c, world, p = auto_dice(4, world=World(b), stop_button="roll", by_hand_every=0, nudge_every=0,
                            max_turns=25)
    assert p.errors == []
    assert p.stops and all(s[0] == 0 for s in p.stops)
    # a STOP with ROLL did not count as a roll
    assert len(c.game.rolls) >= 1 and c.game.phase == "roll"


def test_slow_speed_from_the_board(tmp_path):
    """"at a slow, smooth speed set in the board definition": the dice mode's
    ramp cruises at wheel.slow_speed, accelerating at wheel.accel."""
    c, world = run_script([], tmp_path)
    w = boards.load("pico_dice")["wheel"]
    r = c.hw.stepper.ramp
    assert r.max_speed == w["slow_speed"] < w["max_speed"] and r.accel == w["accel"]


# -- dice, screens -----------------------------------------------------------------------
def test_roll_shows_both_dice_and_long_press_shows_them_again(tmp_path):
    """"They are shown clearly on the OLED ... A long press shows the last
    rolls again"."""
    seen = {}

    def after_roll(c, w):
        seen["rows"] = list(c.rows)
        seen["pixels"] = sum(w.oled.pixel(x, y) for x in range(30) for y in range(30))
        seen["roll"] = list(c.game.rolls[-1])

    def after_hold(c, w):
        seen["history"] = list(c.rows)

    c, world = run_script([("click", "roll"), ("do", after_roll), ("hold", "roll"), ("wait", 50),
                           ("do", after_hold)], tmp_path, seed=21)
    points, colour, n = seen["roll"]
    assert (points, colour, n) == dice.roll(Rng(21))  # seeded in tests
    assert seen["rows"][:3] == [
        "Die %d, ghosts" % points,
        "%s: %d %s" % (colour, n, "notch" if n == 1 else "notches"),
        "anticlockwise" if colour == "red" else "clockwise",
    ]
    assert seen["pixels"] > 4 * 29  # the die drawn: its square and pips
    assert seen["history"][0] == "Last rolls:" and str(points) in seen["history"][1]


def test_rolls_come_from_the_hardware_entropy_source(tmp_path, monkeypatch):
    """"Rolls come from a hardware entropy source on the device": without a
    seed in config.json the table's Rng is seeded from os.urandom."""
    calls = []

    def urandom(n):
        calls.append(n)
        return bytes([1, 2, 3, 4])

    monkeypatch.setattr(appmain.os, "urandom", urandom)
    seen = {}
    c, world = run_script(
        [("click", "roll"), ("do", lambda c, w: seen.setdefault("r", list(c.game.rolls[-1])))],
        tmp_path,
        seed=None,
    )
    assert calls
    assert tuple(seen["r"]) == dice.roll(Rng(0x01020304))


def test_nudge_back_turns_back_a_little(tmp_path):
    """"A nudge back press turns it back a little"."""
    seen = {}

    def before(c, w):
        seen["step"], seen["pos"] = c.game.step, w.wheel.position

    c, world = run_script([("click", "roll"), ("click", "roll"), ("do", before), ("click", "back"),
                           ("wait", 500)], tmp_path, seed=3)
    nud = c.game.step - seen["step"]
    w = c.game.board.wheel
    assert world.wheel.position - seen["pos"] == c.last_turn[0] != 0
    d = c.game.last_dir
    assert nud * d < 0 and abs(nud) < w.period // (w.revs * w.notches)


def click_during_next_save(c, w, name="roll", busy_ms=300):
    """The next save takes busy_ms (a slow flash): a person clicks name
    meanwhile, pressed and let go while the box polls nothing."""
    save = c.save

    def slow_save():
        save()
        c.save = save
        now = w.clock.us
        w.clock.timers.append([now + 50_000, 0, lambda: w.press(name)])
        w.clock.timers.append([now + 150_000, 0, lambda: w.release(name)])
        w.clock.sleep_ms(busy_ms)

    c.save = slow_save


def test_a_quick_click_while_the_box_is_busy_is_answered(tmp_path):
    """A person's click is never lost: ROLL clicked (100 ms) while the box
    still saves the throw, longer than the click, turns the wheel
    ("pressed again ... it turns the wheel")."""
    seen = {}

    def before(c, w):
        seen["pos"] = w.wheel.position

    c, world = run_script([("do", before), ("do", click_during_next_save), ("click", "roll"),
                           ("wait", 3000)], tmp_path, seed=3)
    assert len(c.game.rolls) == 1  # one throw: the second ROLL was the turn
    assert c.last_turn is not None and c.last_turn[1] != 0
    assert world.wheel.position - seen["pos"] == c.last_turn[0] != 0
    assert c.game.phase == "roll"


def test_a_click_while_the_box_saves_the_turn_is_answered(tmp_path):
    """A ROLL clicked just after the wheel stopped, while the box still saves
    the turn, throws the dice: only the press that stopped the wheel is
    forgotten ("ROLL rolls both dice")."""
    seen = {}

    def before(c, w):
        seen["pos"] = w.wheel.position

    c, world = run_script([("click", "roll"), ("do", before), ("do", click_during_next_save),
                           ("click", "roll"), ("wait", 3000)], tmp_path, seed=3)
    assert world.wheel.position != seen["pos"]  # the wheel turned
    assert len(c.game.rolls) == 2 and c.game.phase == "turn"  # and the click threw again


def test_fields_typed_in_stop_the_wheel_by_itself(tmp_path):
    """"Players may enter which field each magician stands on (menu on the
    buttons). Then the wheel stops by itself at the first contact, using the
    same planner as the full kit." Fields 9, 18, 35 touch the ghosts at
    home, so some turn soon stops short of its notch target."""
    acts = [("click", "confirm")]
    for f in (9, 18, 35):
        acts += [("click", "roll")] * (f + 1) + [("click", "confirm")]
    turns = []
    for _ in range(4):
        acts += [("click", "roll"), ("click", "roll"), ("wait", 3000),
                 ("do", lambda c, w: turns.append(c.last_turn))]
    c, world = run_script(acts, tmp_path, seed=8)
    t = c.game
    assert t.by_hand and t.mags == [9, 18, 35]
    assert len(turns) == 4 and all(lt is not None and not lt[2] for lt in turns)
    # some turn stopped on a contact: touched magicians named, shown on the OLED
    assert any(lt[3] for lt in turns)


def test_two_magicians_on_one_field_are_refused(tmp_path):
    """Bad input: the fields menu refuses two magicians on one field, beeps
    and keeps the earlier fields."""
    acts = [("click", "confirm")]
    for f in (4, 4, -1):
        acts += [("click", "roll")] * (f + 1) + [("click", "confirm")]
    acts += [("wait", 1200)]
    seen = {}
    acts += [("do", lambda c, w: seen.setdefault("menu", (c.menu, list(c.rows))))]
    c, world = run_script(acts, tmp_path, seed=8)
    assert not c.game.by_hand and c.game.mags == [-1, -1, -1]
    assert any(f == 220 and d for _, f, d in world.buzzer_log())  # the error tone
    assert seen["menu"][0] == "fields"


def test_dice_only_for_wandering_towers_cards(tmp_path):
    """"The same dice mode serves the Wandering Towers dice cards (1, 2 or 3
    dice with re-rolls, the last roll counts). A one-button 'dice only' menu
    entry": hold BACK; OK picks the number of dice; ROLL throws and re-rolls
    until the card's tries are used; the last throw counts."""
    seen = {}
    acts = [("hold", "back"), ("do", lambda c, w: seen.setdefault("menu", c.menu))]
    # start at 3 dice: OK cycles 3 -> 1 -> 2
    acts += [("click", "confirm"), ("click", "confirm")]
    acts += [("click", "roll")] * 3
    acts += [
        (
            "do",
            lambda c, w: seen.setdefault("card", (c.card.dice, list(c.card.throws), list(c.rows))),
        )
    ]
    c, world = run_script(acts, tmp_path, seed=2)
    assert seen["menu"] == "dice"
    k, throws, rows = seen["card"]
    assert k == 2 == DICE_COUNTS[1] and len(throws) == 2  # the third press found no try left
    assert "COUNTS: %d" % throws[-1] in rows and "last roll counts" in rows


def test_power_cut_resumes_on_the_same_wheel_position(tmp_path):
    """The wheel step is saved after every turn: after a restart (homing
    again) the wheel stands where it stood and the next turn continues."""
    c, world, p = auto_dice(6, workdir=str(tmp_path), max_turns=3, by_hand_every=0)
    step = c.game.step
    angle = world.wheel.angle
    c2, world2 = run_script([], tmp_path, world=world, seed=6)
    assert c2 is not c and c2.status == "resumed" and c2.game.step == step
    assert world2.wheel.angle == angle
    assert os.path.exists(os.path.join(str(tmp_path), "config.json"))


class FakeStrip:
    """Stands in for MicroPython's neopixel.NeoPixel."""

    def __init__(self, pin, n):
        self.pin = pin
        self.px = [(0, 0, 0)] * n
        self.writes = 0

    def __len__(self):
        return len(self.px)

    def __setitem__(self, i, v):
        self.px[i] = v

    def write(self):
        self.writes += 1


def test_leds_show_the_dice_when_there_is_no_display(tmp_path, monkeypatch):
    """"shown clearly on the OLED, or on LEDs when there is no display"."""
    import sys
    import types

    strips = []
    mod = types.ModuleType("neopixel")
    mod.NeoPixel = lambda pin, n: strips.append(FakeStrip(pin, n)) or strips[-1]
    monkeypatch.setitem(sys.modules, "neopixel", mod)
    b = boards.load("pico_dice")
    del b["display"]
    b["neopixel"] = {"pin": 19, "count": 9}
    assert boards.problems(b, "spuknacht") == []
    c, world = run_script([("click", "roll")], tmp_path, board=b, seed=13)
    points, colour, n = c.game.rolls[-1]
    s = strips[0]
    assert s.writes >= 1 and s.pin.id == 19
    assert sum(1 for x in s.px[:6] if x != (0, 0, 0)) == points
    assert sum(1 for x in s.px[6:] if x != (0, 0, 0)) == n


def test_dice_app_runs_on_micropython():
    """The dice-mode app itself (Hardware from pico_dice.json on fake pins,
    DiceController, the STOP interrupt handler) runs on a real MicroPython:
    eight turns, half of them STOPped through the pin interrupt, a nudge,
    fields typed in by hand."""
    from host_tools.device.upy import run_code
    from host_tools.games.spuknacht import bench_dice as bench

    peak, turns, reclaims, step, rolls, by_hand = bench.app_ram(
        lambda src, heapsize=None: run_code(src, heapsize=heapsize))
    assert turns == bench.TURNS and by_hand == 1 and rolls == 4
    assert 0 < step and peak > 0


@pytest.mark.parametrize("seed", [1, 2, 7])
def test_box_agrees_with_the_table_over_seeds(seed):
    """30 turns per seed, 1-3 players: every turn the box's wheel ends where
    the table's engine says (notch target, typed-in contact, or within the
    STOP limit of the contact)."""
    c, world, p = auto_dice(seed, players=1 + seed % 3, max_turns=30, by_hand_every=2)
    assert p.errors == [] and p.turns >= 20


def test_hold_stop_sets_the_fourth_ghost(tmp_path):
    """Expert game: holding STOP puts the 4th ghost on the next ghost start
    (none -> 0 -> 1 -> ...), shown on the OLED and saved."""
    seen = {}
    c, world = run_script([("hold", "stop"), ("hold", "stop"), ("wait", 100),
                           ("do", lambda c, w: seen.setdefault("rows", list(c.rows)))], tmp_path)
    t = c.game
    assert t.ghost4() == 1 and len(t.ghosts) == 4
    assert "4th ghost: f%d" % t.board.ghost_starts[1] in seen["rows"]
    assert c.record["ghosts"] == t.ghosts


def test_a_box_resumed_after_its_roll_plays_on_under_autoplay(tmp_path, monkeypatch, capsys):
    """`sim --board pico_dice` quit after ROLL (the dice shown, the wheel not
    yet turned): started again, the players read the dice the box shows and
    turn the wheel, and the game goes on (it stood still before)."""
    from host_tools.games.spuknacht.dice_tui import DiceTui
    from host_tools.sim import run, tui

    monkeypatch.setattr(tui, "SAVE_ROOT", str(tmp_path))
    seen = {}

    def quit_after_the_roll(ui):
        c = ui.running[0] if ui.running else None
        if c is not None and c.status != "boot" and c.game.phase == "turn" and c.rows:
            seen["step"] = c.game.step
            ui.key("q")

    def quit_after_a_turn(ui):
        c = ui.running[0] if ui.running else None
        if c is None or c.status == "boot":
            return
        seen.setdefault("phase", c.game.phase)
        seen.setdefault("from_us", ui.world.clock.us)
        if c.game.step != seen["step"] or ui.world.clock.us - seen["from_us"] > 120 * 10**6:
            seen["turned"] = c.game.step != seen["step"]
            ui.key("q")

    argv = ["--game", "spuknacht", "--board", "pico_dice"]
    monkeypatch.setattr(DiceTui, "frame", quit_after_the_roll)
    assert run.main(argv + ["--new", "--seed", "3"]) == 0
    monkeypatch.setattr(DiceTui, "frame", quit_after_a_turn)
    assert run.main(argv) == 0
    assert seen["phase"] == "turn"  # resumed after the roll
    assert seen["turned"], "the resumed box never turned its wheel"


@pytest.mark.parametrize("lost", [100, 700])
def test_a_slipped_wheel_is_turned_back_to_the_tables_step(tmp_path, lost):
    """The dice box's wheel watched at its index too (hw/index_watch.py): a
    turn that lost steps is found at the magnet, the box says "wheel
    slipped" and turns the wheel back to the table's step, so the ghosts
    stand where the table says (a slip beyond the magnet's window homes
    the wheel again)."""
    from hexbox.app.words_en import WHEEL_SLIPPED

    shown, marks = [], {}

    def watch(c, w):
        real = c.show

        def show(rows, *a, **k):
            shown.append(list(rows))
            return real(rows, *a, **k)

        c.show = show
        marks["offset"] = w.wheel.position - c.hw.stepper.position

    def slip(c, w):
        w.wheel.skip = lost

    turn = [("click", "roll"), ("wait", 300), ("click", "roll"), ("wait", 300)]
    c, world = run_script([("do", watch)] + turn * 2 + [("do", slip)] + turn * 14, tmp_path)
    assert world.wheel.lost == lost  # the fault was injected
    assert list(WHEEL_SLIPPED) in shown, "the box never said the wheel slipped"
    t = c.game
    assert (c.hw.stepper.position - t.step) % t.board.wheel.period == 0
    num, den = c.hw.gear.per_turn_num, c.hw.gear.per_turn_den
    off = ((world.wheel.position - c.hw.stepper.position - marks["offset"]) * den) % num
    assert min(off, num - off) <= (0 if num % den == 0 else 2 * den), off / den
