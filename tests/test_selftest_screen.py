"""The box's self-test screen ("check each part with a self-test
screen on the box"), run on the simulated box: a scripted maker reads the
OLED, moves magnets and presses buttons, as a person would."""

import os
import runpy

import pytest

from hexbox.app import selftest_screen
from hexbox.hw.build import Hardware
from host_tools.hardware import boards
from host_tools.sim import oled_text
from host_tools.sim.world import World


class Maker:
    """Acts on the world every 30 ms of virtual time: each step waits for a
    text on the screen, then does its action."""

    def __init__(self, world, steps):
        self.w = world
        self.steps = list(steps)
        self.next_at = 0
        self.screens = []
        world.clock.listeners.append(self.tick)

    def screen(self):
        return oled_text.rows(self.w.oled)

    def tick(self, now):
        if now < self.next_at or not self.steps:
            return
        self.next_at = now + 30000
        rows = self.screen()
        if not self.screens or self.screens[-1] != rows:
            self.screens.append(rows)
        want, act = self.steps[0]
        if want is None or any(want in r for r in rows):
            self.steps.pop(0)
            if act is not None:
                act(self.w)

    def stop(self):
        self.w.clock.listeners.remove(self.tick)


def press(name):
    return lambda w: w.press(name)


def release(name):
    return lambda w: w.release(name)


def click(name):
    return [(None, press(name)), (None, None), (None, release(name))]


def magnets(*fields):
    def act(w):
        w.hall.occupied.clear()
        w.hall.occupied.update(fields)
    return act


def built(name, board=None):
    w = World(boards.load(name))
    cm = w.installed()
    cm.__enter__()
    hw = Hardware(board or w.board, w.machine, w.clock)
    return w, hw, cm


def whole_script(buttons):
    s = [("WHEEL 1/5 OK", None)] + click("confirm")
    s += [("HALL 2/5", magnets(3, 17)), ("3 17", None), ("seen 2/48", magnets())]
    s += [("seen 2/48", None)] + click("confirm")
    s += [("heard 3 tunes?", None)] + click("confirm")
    s += [("press each one", press("roll")), ("ROLL    [X]", release("roll"))]
    for b in buttons:
        if b != "roll":
            s += [(None, press(b)), ("%-8s[X]" % b.upper(), release(b))]
    s += [("OK: next", None)] + click("confirm")
    s += [("DONE 5/5", None)] + click("confirm")
    return s


def test_every_page_shows_what_its_part_does():
    """The wheel turns one revolution and the index comes back; the hall page
    names the fields with a magnet; the buzzer sounds; each button shows as
    pressed; the summary tells what was seen."""
    w, hw, cm = built("pico")
    try:
        m = Maker(w, whole_script(("roll", "confirm", "back")))
        res = selftest_screen.run(hw, w.clock)
        m.stop()
    finally:
        cm.__exit__(None, None, None)
    assert m.steps == []
    ok, rows = res["wheel"]
    assert ok, rows
    assert "1 turn 16000 st" in rows
    assert res["hall"] == [3, 17]
    assert res["buttons"] is True
    tones = {f for _us, f, duty in w.buzzer_log() if duty}
    assert 1568 in tones and 220 in tones  # the contact and error tunes
    shown = [r for rows in m.screens for r in rows]
    assert "magnet on:" in shown and "3 17" in shown
    assert "wheel ok" in shown and "hall seen 2/48" in shown and "buttons ok" in shown
    assert w.wheel.errors == []


def test_a_wrong_gear_is_caught_by_the_index():
    """The board file says 4:1 but the box is built 5:1: after one
    revolution by the file the index is not where it should be."""
    b = boards.load("pico")
    b["wheel"]["gear"] = [4, 1]
    w, hw, cm = built("pico", b)
    try:
        ok, rows = selftest_screen.wheel_test(hw)
    finally:
        cm.__exit__(None, None, None)
    assert not ok
    assert rows[0] in ("index not seen", ) or rows[0].startswith("index at"), rows


def test_a_dead_index_sensor_says_so():
    w, hw, cm = built("pico2")
    w.index.broken = True
    try:
        ok, rows = selftest_screen.wheel_test(hw)
    finally:
        cm.__exit__(None, None, None)
    assert not ok and rows[0] == "no home:"
    assert "never triggered" in " ".join(rows)


def test_a_dice_box_skips_the_hall_page():
    w, hw, cm = built("pico_dice")
    try:
        assert selftest_screen.pages_of(hw) == ["wheel", "buzzer", "buttons", "done"]
    finally:
        cm.__exit__(None, None, None)


@pytest.mark.parametrize("held", (True, False))
def test_holding_confirm_at_power_on_opens_it(tmp_path, monkeypatch, held):
    """firmware/main.py, unchanged, on the simulated box: CONFIRM held at
    power-on runs the self-test screen, then the game starts as usual
    (hexbox.app.main.play, stubbed here)."""
    import json

    from hexbox.app import main as appmain

    w = World(boards.load("pico"))
    started = []
    monkeypatch.setattr(
        appmain, "play", lambda cfg, board, machine, clock, *more: started.append(1)
    )
    (tmp_path / "config.json").write_text(json.dumps({"board": "pico", "game": "spuknacht"}))
    (tmp_path / "board.json").write_text(json.dumps(w.board))
    if held:
        w.press("confirm")
        m = Maker(
            w,
            [(None, None), (None, release("confirm"))] + whole_script(("roll", "confirm", "back")),
        )
    monkeypatch.chdir(tmp_path)
    with w.installed():
        runpy.run_path(os.path.join(boards.ROOT, "firmware", "main.py"), run_name="__main__")
    assert started == [1]
    if held:
        m.stop()
        assert m.steps == [], m.screens[-1]
        assert any("DONE 5/5" in r for rows in m.screens for r in rows)
    else:
        assert w.motor.steps == 0  # no self-test: the wheel did not move
