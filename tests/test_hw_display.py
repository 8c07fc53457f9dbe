"""The SSD1306 driver sends only the pages whose rows changed: what the
OLED holds is always the framebuffer (DESIGN.md budgets: "button release
to the new frame on the wire, median 100 ms"; a full frame takes 23 ms
of it at 400 kHz)."""

from hypothesis import given, settings
from hypothesis import strategies as st

from host_tools.hardware import boards
from host_tools.sim.world import World

ROWS = st.lists(st.text(alphabet="abcXYZ 09>äÖß", max_size=18), max_size=7)


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
        rows = ["Red: pick", "Waldhexe", "Hügelhexe", "Heidehexe", "Berghexe", "Taldruide"]
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
@given(st.lists(st.text(alphabet="abcXYZ 09>:äöüÄÖÜß", min_size=1, max_size=16).map(str.rstrip)
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


def _cell(d, col, y):
    """The 8 column bytes of the character cell at column col of the row at y."""
    return bytes(sum(d.pixel(col * 8 + i, y + j) << j for j in range(8)) for i in range(8))


def test_the_oled_draws_german_letters_with_their_own_glyphs():
    """framebuf's font is ASCII: ä ö ü Ä Ö Ü ß come from the driver's glyph
    table, one cell each (not two cells of UTF-8 bytes), lit on a plain row
    and dark on the cursor's bar; the letters after them keep their cells."""
    from hexbox.hw.glyphs import GLYPHS, LETTERS
    from host_tools.sim.font8x8 import FONT

    cm, w, d, _ = _display()
    try:
        d.lines(["Türme: äöüÄÖÜß", "Zurück"], 1)
        assert _cell(d, 1, 0) == GLYPHS[2 * 8:3 * 8]  # ü
        assert _cell(d, 2, 0) == FONT[(ord("r") - 32) * 8:(ord("r") - 31) * 8]
        for i in range(len(LETTERS)):
            assert _cell(d, 7 + i, 0) == GLYPHS[i * 8:i * 8 + 8], LETTERS[i]
        inverted = bytes(b ^ 0xFF for b in _cell(d, 3, 10))
        assert inverted == GLYPHS[2 * 8:3 * 8]  # the cursor's ü: dark on the bar
        c = FONT[(ord("c") - 32) * 8:(ord("c") - 31) * 8]
        assert _cell(d, 4, 10) == bytes(b ^ 0xFF for b in c)
        assert len(set(GLYPHS[i * 8:i * 8 + 8] for i in range(len(LETTERS)))) == len(LETTERS)
    finally:
        cm.__exit__(None, None, None)


def test_the_sim_framebuf_draws_bytes_as_micropython_does():
    """MicroPython's framebuf.text() walks bytes: a UTF-8 letter given to it
    directly takes two unknown-glyph cells, which is why the driver draws
    such letters itself."""
    cm, w, d, _ = _display()
    try:
        d.fill(0)
        d.text("ü", 0, 0, 1)
        from host_tools.sim.font8x8 import FONT

        unknown = FONT[(127 - 32) * 8:(128 - 32) * 8]
        assert _cell(d, 0, 0) == unknown and _cell(d, 1, 0) == unknown
    finally:
        cm.__exit__(None, None, None)
