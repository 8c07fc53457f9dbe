"""The SSD1306 driver sends only the pages whose rows changed: what the
OLED holds is always the framebuffer (DESIGN.md budgets: "button release
to the new frame on the wire, median 100 ms"; a full frame takes 23 ms
of it at 400 kHz)."""

from hypothesis import given, settings
from hypothesis import strategies as st

from host_tools.hardware import boards
from host_tools.sim.world import World

ROWS = st.lists(st.text(alphabet="abcXYZ 09>", max_size=18), max_size=7)


class CountingBus:
    """The simulated I2C bus's OLED, counting the data bytes sent to it."""

    def __init__(self, oled):
        self.oled = oled
        self.data_bytes = 0

    def write(self, data):
        if data[0] & 0x40:
            self.data_bytes += len(data) - 1
        self.oled.write(data)


def _display():
    w = World(boards.load("pico_referee"))
    cm = w.installed()
    cm.__enter__()
    from hexbox.hw.display import SSD1306

    counter = CountingBus(w.oled)
    w.bus.i2c_devices[0x3C] = counter
    d = SSD1306(w.machine.I2C(0), 128, 64, 0x3C)
    return cm, w, d, counter


@settings(max_examples=60)
@given(st.lists(st.tuples(ROWS, st.integers(-1, 6), st.booleans()), min_size=1, max_size=8))
def test_the_oled_always_holds_the_framebuffer(screens):
    cm, w, d, _ = _display()
    try:
        for rows, hl, picture in screens:
            if picture:  # drawn directly, then shown whole (a flight's top view)
                d.fill(0)
                d.line(0, 0, 127, 63, 1)
                d.show()
            else:
                d.lines(rows, hl)
            assert bytes(w.oled.ram) == bytes(d.buffer)
    finally:
        cm.__exit__(None, None, None)


def test_a_cursor_step_sends_fewer_pages_than_a_frame():
    cm, w, d, counter = _display()
    try:
        rows = ["Red: pick", "Waldhexe", "Huegelhexe", "Heidehexe", "Berghexe", "Taldruide"]
        d.lines(rows, 1)
        counter.data_bytes = 0
        d.lines(rows, 2)
        assert 0 < counter.data_bytes <= 4 * 128
        counter.data_bytes = 0
        d.lines(rows, 2)
        assert counter.data_bytes == 0  # the same screen again: nothing on the wire
        assert bytes(w.oled.ram) == bytes(d.buffer)
    finally:
        cm.__exit__(None, None, None)


@settings(max_examples=40)
@given(st.lists(st.text(alphabet="abcXYZ 09>:", min_size=1, max_size=16).map(str.rstrip)
                .filter(bool), min_size=1, max_size=6), st.integers(-1, 5))
def test_the_screen_reads_back_as_its_rows_and_cursor(rows, hl):
    """What the chip harness's player reads off the OLED (sim.oled_text.screen)
    is what the app drew: its rows, and the cursor's row (drawn inverted)."""
    from host_tools.sim.oled_text import screen

    cm, w, d, _ = _display()
    try:
        d.lines(rows, hl)
        got, got_hl, picture = screen(bytes(w.oled.ram))
        assert got == rows
        assert got_hl == (hl if hl < len(rows) else -1)
        assert not picture
    finally:
        cm.__exit__(None, None, None)
