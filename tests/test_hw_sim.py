"""The drivers on the simulated parts."""

import time
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hexbox.app.box_app import POLL_MS
from hexbox.app.boxes import parts
from hexbox.hw.build import Hardware
from hexbox.hw.buttons import DOWN, LONG, PRESS, UP, button_of, kind_of
from hexbox.hw.homing import HomingError
from hexbox.hw.needs import mode
from host_tools.hardware import boards
from host_tools.sim.world import World

BOARDS = ("pico", "pico2", "esp32s3")


_open = []


def make(name, **kw):
    w = World(boards.load(name), **kw)
    cm = w.installed()  # framebuf for the display driver; closed after the test
    cm.__enter__()
    _open.append(cm)
    return w, Hardware(w.board, w.machine, w.clock, parts("spuknacht", mode(w.board)))


@pytest.fixture(autouse=True)
def _close_worlds():
    yield
    while _open:
        _open.pop().__exit__(None, None, None)


@pytest.mark.parametrize("name", BOARDS)
def test_stepper_stops_on_the_exact_step_and_exact_wheel_angle(name):
    """"the motion ramps down to stop on that step: no overshoot" (DESIGN):
    the wheel model's exact angle equals target microsteps / microsteps per turn."""
    w, hw = make(name)
    start = w.wheel.angle
    for target in (137, -50, 411, 0):
        hw.stepper.move_to(target)
        assert hw.stepper.position == target
        assert w.wheel.position == target
        assert w.wheel.angle == (start + Fraction(target) / w.wheel.per_turn) % 1
    assert w.wheel.errors == []


@pytest.mark.parametrize("name", ("pico", "pico2"))
def test_coils_released_when_idle(name):
    """"coils released when idle": after a move the driver is off / all coils low."""
    w, hw = make(name)
    hw.stepper.move(200)
    assert not w.motor.energised()


def test_stepper_never_overshoots_during_a_move():
    w, hw = make("pico")
    w.wheel.tracing = True
    hw.stepper.move(500)
    assert w.wheel.trace == list(range(1, 501))
    w.wheel.trace.clear()
    hw.stepper.move(-30)
    assert w.wheel.trace == list(range(499, 469, -1))


def test_stop_request_brakes_within_the_limit():
    w, hw = make("pico")
    calls = {"n": 0}

    def stop_after_300():
        calls["n"] += 1
        return calls["n"] > 300

    made = hw.stepper.move(5000, stop_after_300, stop_limit=10)
    assert 300 <= made <= 300 + 10
    assert w.wheel.position == made


@pytest.mark.parametrize("name", BOARDS)
def test_homing_parks_on_the_midpoint_of_the_index_window(name):
    """"Homing on the index sensor: find both edges and take the midpoint"."""
    w, hw = make(name, index_at=Fraction(2, 7), index_width=Fraction(1, 36))
    hw.home()
    assert hw.stepper.position == 0
    # the wheel angle at home is within half a microstep of the window centre
    err = abs(w.wheel.angle - Fraction(2, 7))
    assert err <= 1 / w.wheel.per_turn
    assert w.wheel.errors == []


def test_homing_from_on_the_magnet_still_finds_both_edges():
    w, hw = make("pico", index_at=Fraction(0), index_width=Fraction(1, 36))
    assert w.index.active()
    hw.home()
    assert (
        abs(w.wheel.angle - 0) <= 1 / w.wheel.per_turn
        or abs(w.wheel.angle - 1) <= 1 / w.wheel.per_turn
    )


def test_homing_times_out_with_a_clear_error_and_motor_released():
    """"A timeout gives a clear error; the motor never spins forever"."""
    w, hw = make("pico")
    w.index.broken = True
    with pytest.raises(HomingError, match="never triggered"):
        hw.home()
    assert abs(w.wheel.position) <= hw.search_steps + 1
    assert not w.motor.energised()


def scan(w, hw, ms=POLL_MS):
    """One scan of the hall sensors, ms after the last (the app scans every poll)."""
    w.clock.advance(ms * 1000)
    hw.hall.scan()


@pytest.mark.parametrize("name", ("pico", "pico2"))
def test_hall_scanner_reports_debounced_occupancy_by_field(name):
    """Occupancy by field through the real mux/shift-register wiring;
    a change shows only after `debounce` scans at the poll period."""
    w, hw = make(name)
    hall = hw.hall
    w.hall.occupied.update({3, 17, 40})
    for _ in range(hall.debounce - 1):
        scan(w, hw)
    assert hall.fields() == []
    scan(w, hw)
    assert hall.fields() == [3, 17, 40]
    w.hall.occupied.discard(17)
    for _ in range(hall.debounce):
        scan(w, hw)
    assert hall.fields() == [3, 40]


def test_hall_debounce_is_a_time_not_a_scan_count():
    """A scan held back by the app (an OLED frame) does not stretch the
    debounce: two readings (debounce - 1) periods apart settle a sensor,
    and moved_at is when the change was first read. Scans faster than the
    period wait for the time; a one-scan glitch never counts."""
    w, hw = make("pico")
    hall = hw.hall
    assert hall.debounce >= 2
    scan(w, hw)
    w.hall.occupied.add(8)
    scan(w, hw)
    first = w.clock.ticks_ms()
    for _ in range(5):  # back to back, 1 ms apart: not yet the debounce's time
        scan(w, hw, 1)
    assert hall.fields() == []
    scan(w, hw, POLL_MS * hall.debounce)  # one held-back scan
    assert hall.fields() == [8]
    assert hall.moved_at == first
    w.hall.occupied.add(9)
    scan(w, hw)
    w.hall.occupied.discard(9)  # gone before the next scan: a glitch
    for _ in range(hall.debounce + 2):
        scan(w, hw, POLL_MS * 3)
    assert hall.fields() == [8]
    assert hall.moved_at == first


def test_hall_sensor_map_is_honoured():
    b = boards.load("pico")
    b["hall"]["map"] = [-1, 7, 5] + [-1] * 10
    w = World(b)
    with w.installed():
        hw = Hardware(b, w.machine, w.clock)
    w.hall.occupied.update({5, 7})
    for _ in range(3):
        scan(w, hw)
    assert hw.hall.fields() == [5, 7]
    assert [hw.hall.field[i] for i in (1, 2)] == [7, 5]


def test_hall_chattering_and_stuck_sensors_are_reported():
    w, hw = make("pico")
    hall = hw.hall
    w.hall.chatter.add(9)
    w.hall.stuck[20] = 1  # reads a magnet on field 20 that is not there
    hall.expect([])
    for _ in range(max(hall.window, hall.stuck_scans + hall.debounce)):
        scan(w, hw)
    rep = hall.report()
    assert ("chatter", 9, 9) in rep
    assert ("stuck", 20, 20) in rep
    assert 9 not in hall.fields()  # a chattering sensor never settles


def test_buttons_click_long_press_and_debounce():
    w, hw = make("pico")
    roll = hw.button("roll")
    events = []

    def run(ms):
        for _ in range(ms // 5):
            w.clock.advance(5000)
            e = hw.buttons.poll()
            if e >= 0:
                events.append((hw.button_names[button_of(e)], kind_of(e)))

    w.press("roll")
    run(10)  # a 10 ms glitch is shorter than the debounce
    w.release("roll")
    run(50)
    assert events == []
    w.click("confirm", 0)
    w.press("confirm")
    run(100)
    w.release("confirm")
    run(50)
    assert events == [("confirm", DOWN), ("confirm", PRESS), ("confirm", UP)]
    events.clear()
    w.press("roll")
    run(1000)
    w.release("roll")
    run(50)
    assert events == [("roll", DOWN), ("roll", LONG), ("roll", UP)]
    assert roll == 0


def test_display_pixels_reach_the_oled_model():
    w, hw = make("pico")
    d = hw.display
    d.fill(0)
    d.fill_rect(10, 20, 5, 3, 1)
    d.text("Hi", 0, 0, 1)
    d.show()
    assert w.oled.on
    assert all(w.oled.pixel(x, y) for x in range(10, 15) for y in range(20, 23))
    assert not w.oled.pixel(9, 20) and not w.oled.pixel(15, 22)
    assert any(w.oled.pixel(x, y) for x in range(16) for y in range(8))  # glyph ink


def test_an_oled_frame_takes_its_wire_time_and_the_world_sees_it_after():
    """The simulator gives the OLED transfer its time on the I2C wire, as
    the chip harness does (issue "the sim feels like the box"): a whole
    SSD1306 frame is 1,025 bytes after the address, 9 clocks each, plus
    start and stop, at 400 kHz; only the changed pages of a text screen go.
    The firmware is held in the call, so the world's listeners run only at
    its next sleep, never in the middle of a drawing."""
    w, hw = make("pico_referee")
    d = hw.display
    seen = []
    w.clock.listeners.append(seen.append)
    t0 = w.clock.us
    d.show()
    window = 2 + 9 * (7 + 1)  # the page window command: 7 bytes
    frame = 2 + 9 * (1025 + 1)
    assert w.clock.us - t0 == (window * 1000000 // 400000) + (frame * 1000000 // 400000)
    assert seen == []  # held: nobody looked yet
    w.clock.advance(0)
    assert seen == [w.clock.us]
    d.lines(["a", "b"])
    t1 = w.clock.us
    d.lines(["a", "c"])  # one text row changed: two pages, not eight
    assert 0 < w.clock.us - t1 < (frame * 1000000 // 400000) // 2


def test_buzzer_plays_pwm_tones_and_ends_silent():
    w, hw = make("pico")
    hw.buzzer.play(((440, 50), (880, 20)))
    log = w.buzzer_log()
    assert (440, 32768) in [(f, d) for _, f, d in log]
    assert log[-1][2] == 0


def test_a_started_tune_returns_at_once_and_the_poll_plays_it_on_time():
    """The app's sounds do not hold the box: start() sounds the first note
    and returns; update() at each poll moves to the next note once the
    one sounding has had its time, and ends silent."""
    w, hw = make("pico")
    b = hw.buzzer
    t0 = w.clock.us
    b.start(((440, 50), (880, 20)))
    assert w.clock.us - t0 < 1000  # no waiting
    heard = []
    for _ in range(12):  # ten-millisecond polls
        b.update()
        heard.append((w.clock.us - t0) // 1000 if b.tune is None else b.tune[b.note][0])
        w.clock.advance(10_000)
    assert heard[:5] == [440] * 5  # 50 ms of the first note
    assert heard[5:7] == [880] * 2  # then 20 ms of the second
    assert b.tune is None and w.buzzer_log()[-1][2] == 0
    b.start(((440, 500),))
    b.stop()  # the app stopping: a tune cut short sounds no more
    assert b.tune is None and w.buzzer_log()[-1][2] == 0


def test_world_installs_machine_and_restores_time():
    w = World(boards.load("pico"))
    with w.installed():
        import machine

        assert machine.Pin(2, machine.Pin.OUT).value() == 0
        t0 = time.ticks_ms()
        time.sleep_ms(250)
        assert time.ticks_diff(time.ticks_ms(), t0) >= 250
    assert not hasattr(time, "ticks_ms")


@settings(max_examples=25, deadline=None)
@given(st.lists(st.integers(-700, 700), min_size=1, max_size=5))
def test_any_sequence_of_moves_lands_exactly(moves):
    """Property: any moves on the 28BYJ-48 (fractional gear) land on the exact
    microstep, with no skipped coil phase."""
    w, hw = make("pico2")
    total = 0
    for m in moves:
        assert hw.stepper.move(m) == m
        total += m
    assert w.wheel.position == total == hw.stepper.position
    assert w.wheel.errors == []


def test_pico_steps_come_from_the_pio_state_machine():
    """"on RP2040/RP2350, PIO step generation that counts steps in hardware":
    one FIFO word per step, the wheel model lands on the exact step."""
    w, hw = make("pico")
    assert type(hw.motor).__name__ == "PioStepDir"
    hw.stepper.move(1234)
    hw.stepper.move(-234)
    assert hw.motor.sm.words == hw.motor.pushed == 1468
    assert w.wheel.position == hw.stepper.position == 1000
    assert not w.motor.energised()


@pytest.mark.parametrize("name", ("pico", "pico2"))
def test_a_turn_starts_before_the_frame_and_lands_exactly(name):
    """On the PIO, start() makes the first steps at once, so the app draws
    a frame while the wheel turns (a motor stepped from Python makes them
    all in finish()); finish() makes the rest, and the wheel lands on the
    exact step."""
    w, hw = make(name)
    st = hw.stepper
    pio = type(hw.motor).__name__ == "PioStepDir"
    assert pio == (name == "pico")
    for steps in (700, -3, 2, -1234):
        before = w.wheel.position
        st.start(steps)
        made = abs(w.wheel.position - before)
        assert made == (min(abs(steps), 5) if pio else 0)
        assert w.motor.energised()
        assert st.finish() == steps
        assert w.wheel.position - before == steps
    assert w.wheel.position == st.position == 700 - 3 + 2 - 1234
    assert not w.motor.energised()
    assert w.wheel.errors == []


def test_pio_is_refused_off_rp2():
    b = boards.load("esp32s3")
    b["wheel"]["pio"] = True
    assert any("PIO" in e for e in boards.problems(b))


@pytest.mark.parametrize("how", ["listener", "timer"])
def test_a_failed_check_in_the_world_ends_the_run_not_on_the_fault_screen(tmp_path, how):
    """A test's assert in a listener or a timer of the virtual clock runs
    inside the firmware's call (it reads the clock); the firmware's fault
    screen catches every Exception, so the check must escape it, or the test
    would pass on a fault screen."""
    from host_tools.sim import run
    from host_tools.sim.clock import CheckFailed

    world = World(boards.load("pico_referee"))

    def check(now=None):
        assert world.clock.us < 2_000_000, "the check fails two seconds in"

    if how == "listener":
        world.clock.listeners.append(check)
    else:
        world.clock.timers.append([2_000_000, 0, check])
    with pytest.raises(CheckFailed, match="two seconds in"):
        run.run_main(world, str(tmp_path), {"board": "pico_referee", "game": "broom_service",
                                            "players": 3, "seed": 5})
