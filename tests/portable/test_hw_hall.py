# Hall scanner, buttons and board checks with fake pins (occupancy
# in a preallocated bytearray, debounce over N scans, stuck/chattering report;
# buttons polled and debounced with long press; the device-side validator).

from hw_fakes import CountingMotor, FakeClock, FakePin

from hexbox.app.boxes import parts
from hexbox.core.errors import ConfigError
from hexbox.hw import board as boardcheck
from hexbox.hw.buttons import DOWN, LONG, PRESS, UP, Buttons
from hexbox.hw.hall import HallScanner, Mux4067, Shift165
from hexbox.hw.homing import HomingError, home

# unix port: asking a game's box profile what it drives imports the game's
# package (Spuknacht's engine and board), beside the scanner's own tests
UPY_HEAP_KB = 256


class MuxWorld:
    """Signal pins that answer from the select pins' levels."""

    def __init__(self, nmux):
        self.sel = [FakePin() for _ in range(4)]
        self.active = set()  # sensors with a magnet
        world = self

        class Sig:
            def __init__(self, m):
                self.m = m

            def value(self, v=None):
                ch = sum(world.sel[i].level << i for i in range(4))
                return 0 if (self.m * 16 + ch) in world.active else 1  # active low

        self.sig = [Sig(m) for m in range(nmux)]


class ShiftWorld:
    def __init__(self):
        self.active = set()
        self.bits = []
        self.i = 0
        world = self

        class Load:
            def value(self, v=None):
                if v == 0:
                    world.bits = [0 if k in world.active else 1 for k in range(64)]
                    world.i = 0

        class Clk:
            level = 0

            def value(self, v=None):
                if v == 1 and not self.level:
                    world.i += 1
                self.level = v

        class Data:
            def value(self, v=None):
                return world.bits[world.i]

        self.load, self.clk, self.data = Load(), Clk(), Data()


def scans(h, n):
    for _ in range(n):
        h.scan()


def flicker(w, h, sensor, n):
    """n scans while the sensor's magnet comes and goes at every one."""
    for i in range(n):
        if i % 2:
            w.active.add(sensor)
        else:
            w.active.discard(sensor)
        h.scan()


def test_a_mux_scan_reads_every_sensor_and_changes_one_select_line_per_channel():
    """Every poll scans 48 sensors: the channels go in Gray-code order, so a
    scan writes 16 select pins, not 64, and still reads each sensor on its
    own channel, scan after scan."""
    w = MuxWorld(3)
    mux = Mux4067(w.sel, w.sig)
    buf = bytearray(48)
    for magnets in ((0, 17, 47), (5, 8, 40), (1, 2, 3, 15, 16, 31, 32)):
        w.active = set(magnets)
        before = sum(p.writes for p in w.sel)
        mux.read(buf, 48)
        assert sum(p.writes for p in w.sel) - before == 16
        assert [i for i in range(48) if buf[i]] == sorted(magnets)


def test_mux_scanner_debounces_over_n_scans():
    """"debounce over N scans": a magnet counts after N equal readings."""
    w = MuxWorld(3)
    h = HallScanner(Mux4067(w.sel, w.sig), list(range(48)), debounce=4)
    w.active.update((0, 17, 47))
    scans(h, 3)
    assert h.fields() == []
    h.scan()
    assert h.fields() == [0, 17, 47]
    assert h.changed


def test_one_scan_glitch_is_ignored():
    w = MuxWorld(1)
    h = HallScanner(Mux4067(w.sel, w.sig), list(range(16)), debounce=2)
    w.active.add(5)
    h.scan()
    w.active.discard(5)
    scans(h, 5)
    assert h.fields() == []


def test_shift_register_chain_scanner():
    w = ShiftWorld()
    fmap = [63 - i for i in range(64)]  # reversed wiring, fixed by the map
    h = HallScanner(Shift165(w.load, w.clk, w.data), fmap, debounce=2)
    w.active.update((0, 10, 63))
    scans(h, 2)
    assert h.fields() == [0, 53, 63]


def test_chatter_and_stuck_reports():
    w = MuxWorld(1)
    h = HallScanner(Mux4067(w.sel, w.sig), list(range(16)), debounce=2, chatter_limit=4,
                    window=20, stuck_scans=10)
    h.expect([3])  # the app believes a magician stands on field 3
    flicker(w, h, 7, 20)
    assert ("chatter", 7, 7) in h.report()
    assert ("stuck", 3, 3) in h.report()  # field 3 never reads a magnet


def test_scanner_rejects_a_map_larger_than_the_inputs():
    w = MuxWorld(1)
    try:
        HallScanner(Mux4067(w.sel, w.sig), list(range(17)))
    except ValueError as e:
        assert "17" in str(e)
        return
    raise AssertionError("no error raised")


def test_buttons_short_and_long_press():
    pins = [FakePin(1), FakePin(1)]  # active low, released
    c = FakeClock()
    b = Buttons(pins, c, True, 20, 500)
    got = []

    def run(ms):
        for _ in range(ms // 5):
            c.sleep_ms(5)
            e = b.poll()
            while e >= 0:
                got.append(e)
                e = b.poll()

    pins[1].level = 0
    run(100)
    pins[1].level = 1
    run(100)
    assert got == [1 * 4 + DOWN, 1 * 4 + PRESS, 1 * 4 + UP]
    got.clear()
    pins[0].level = 0
    run(700)
    pins[0].level = 1
    run(50)
    assert got == [DOWN, LONG, UP]


def test_homing_midpoint_and_timeout_without_machine():
    """"find both edges and take the midpoint"; "a timeout gives a clear error"."""
    motor = CountingMotor()
    c = FakeClock()

    class Index:
        def value(self, v=None):
            return 0 if 100 <= motor.pos % 1000 <= 109 else 1

    width = home(motor, Index(), c, 1000, 1500)
    assert width == 10
    assert motor.pos == 104  # (100 + 109) // 2
    assert not motor.on

    class Dead:
        def value(self, v=None):
            return 1

    motor.pos = 0
    try:
        home(motor, Dead(), c, 1000, 300)
    except HomingError as e:
        assert "300" in str(e)
        assert motor.pos <= 301
        return
    raise AssertionError("no error raised")


BOARD = {
    "name": "test board", "mcu": "RP2040", "mpy_arch": "armv6m",
    "pins": {"usable": [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18],
             "strapping": [0], "input_only": [18], "flash": [30], "reserved": {"25": "LED"}},
    "wheel": {"driver": "stepdir", "pins": {"step": 2, "dir": 3}, "steps": 200, "microsteps": 16,
              "gear": [5, 1], "max_speed": 3000, "accel": 6000},
    "index": {"pin": 4},
    "hall": {"type": "74HC4067", "select": [5, 6, 7, 8], "signal": [9], "map": [0, 1, 2, 3]},
    "buttons": {"roll": 10, "confirm": 11, "back": 12},
    "display": {"type": "SSD1306", "sda": 16, "scl": 17},
    "buzzer": {"pin": 13},
}


def copy_board():
    import json

    return json.loads(json.dumps(BOARD))


def test_device_validator_accepts_a_good_board():
    assert boardcheck.problems(BOARD, "spuknacht") == []


def test_device_validator_each_mistake():
    cases = (
        (("buzzer", "pin", 40), "not a usable pin"),
        (("buzzer", "pin", 25), "LED"),
        (("buzzer", "pin", 30), "flash"),
        (("buzzer", "pin", 2), "already used by wheel.step"),
        (("buttons", "roll", 0), "strapping"),
        (("buzzer", "pin", 18), "input-only"),
    )
    for (part, key, pin), words in cases:
        b = copy_board()
        b[part][key] = pin
        errs = boardcheck.problems(b)
        assert any(words in e for e in errs), (pin, errs)
        try:
            boardcheck.validate(b)
        except ConfigError:
            pass
        else:
            raise AssertionError("no error raised")


def test_device_validator_game_needs():
    b = copy_board()
    del b["display"]
    errs = boardcheck.problems(b, "spuknacht", parts=parts("spuknacht", boardcheck.mode(b)))
    assert any("needs display" in e for e in errs)
    del b["hall"]  # dice-and-wheel build: no display needed any more
    assert boardcheck.mode(b) == "dice_wheel"
    assert boardcheck.problems(b, "spuknacht", parts=parts("spuknacht", boardcheck.mode(b))) == []


def test_a_failed_sensor_is_masked_named_once_and_trusted_again_when_it_answers():
    """A sensor that flickers, or that alone disagrees with the expected
    board for still_ms while nothing may move (quiet), is masked: its field
    shows what the app expects, and tell() names it once. A stuck one that
    reads the other way again works; blame() masks the one sensor that
    contradicts what a person confirmed."""
    from hexbox.hw.hall import FLICKERS, STUCK_OFF, STUCK_ON

    w = MuxWorld(1)
    h = HallScanner(Mux4067(w.sel, w.sig), list(range(16)), debounce=2, chatter_limit=4,
                    window=20, still_ms=300)
    h.expect([3])
    w.active.add(3)
    scans(h, 5)
    assert h.fields() == [3] and not h.untold
    # stuck on under free field 9, while the dice are due
    h.quiet = True
    w.active.add(9)
    scans(h, 20)
    assert h.fields() == [3, 9]  # not yet: 200 ms
    scans(h, 20)
    assert h.fields() == [3] and h.masked() == [9]
    assert h.untold and h.tell() == [(9, STUCK_ON)] and h.tell() == []
    # it reads no magnet again: it works, its reading counts
    w.active.discard(9)
    scans(h, 3)
    assert h.masked() == [] and h.fields() == [3]
    # not while a piece may move: a magician in the hand is no fault
    h.quiet = False
    w.active.discard(3)
    scans(h, 60)
    assert h.masked() == [] and h.fields() == []
    # a person confirmed (the menu) that 3 holds a magnet: its sensor is dead
    assert h.blame([3]) == 3
    assert h.tell() == [(3, STUCK_OFF)] and h.fields() == [3]
    # a flickering one
    flicker(w, h, 7, 40)
    assert (7, FLICKERS) in h.tell() and 7 not in h.fields()
    # two sensors disagree: the board is out of place, no sensor is blamed
    w.active.update((11, 12))
    scans(h, 3)
    assert h.blame([3]) == -1
