"""Models of the parts on every hexbox board (buttons, the OLED), driven
through sim.machine.Bus; the wheel and the hall sensors are in
sim/wheel_parts.py, loaded only for a board that has them.

Portable: the same models run on CPython (`sim`) and on MicroPython (the
virtual device's simulated hardware), so no CPython-only modules here."""


class Button:
    def __init__(self, bus, pin, name, active_low=True):
        self.name = name
        self.pressed = False
        self.active_low = active_low
        bus.attach(pin, source=self.level)

    def level(self):
        return (not self.pressed) if self.active_low else self.pressed


class Oled:
    """SSD1306 GDDRAM behind I2C: decodes commands and data like the chip."""

    _ARGS = {0x20: 1, 0x21: 2, 0x22: 2, 0x81: 1, 0xA8: 1, 0xD3: 1, 0xD5: 1, 0xD9: 1,
             0xDA: 1, 0xDB: 1, 0x8D: 1}

    def __init__(self, width=128, height=64):
        self.width = width
        self.height = height
        self.ram = bytearray(width * height // 8)
        self.on = False
        self.col = 0
        self.page = 0
        self.cols = (0, width - 1)
        self.pages = (0, height // 8 - 1)
        self.pending = []  # command waiting for its arguments
        self.frames = 0
        self.nak_until = 0  # a fault: the bus does not answer before this chip time (us)

    def write(self, data):
        if not data:
            return
        ctrl = data[0]
        body = data[1:]
        if ctrl & 0x40:
            for b in body:
                self._data(b)
            self.frames += 1
        elif ctrl == 0x80:
            for b in body[:1]:
                self._cmd(b)
        else:
            for b in body:
                self._cmd(b)

    def read(self, n):
        return bytes([0x43 if self.on else 0x03]) * n  # status byte

    def _cmd(self, b):
        if self.pending:
            self.pending.append(b)
            c = self.pending[0]
            if len(self.pending) - 1 == self._ARGS[c]:
                args = self.pending[1:]
                self.pending = []
                if c == 0x21:
                    self.cols = (args[0], args[1])
                    self.col = args[0]
                elif c == 0x22:
                    self.pages = (args[0], args[1])
                    self.page = args[0]
            return
        if b in self._ARGS:
            self.pending = [b]
        elif b == 0xAF:
            self.on = True
        elif b == 0xAE:
            self.on = False

    def _data(self, b):
        self.ram[self.page * self.width + self.col] = b
        self.col += 1
        if self.col > self.cols[1]:
            self.col = self.cols[0]
            self.page += 1
            if self.page > self.pages[1]:
                self.page = self.pages[0]

    def pixel(self, x, y):
        return (self.ram[(y >> 3) * self.width + x] >> (y & 7)) & 1

    def text_rows(self):
        """The text on the screen, read back glyph by glyph (the 8x8 font of
        framebuf.text, rows as SSD1306.lines() draws them); "?" for a cell
        that is no character."""
        glyphs = _glyphs()
        pitch = 10 if self.height == 64 else 8
        rows = []
        for y in range(0, self.height - 7, pitch):
            line = []
            for cx in range(self.width // 8):
                cols = bytes(
                    sum(self.pixel(cx * 8 + i, y + j) << j for j in range(8)) for i in range(8)
                )
                line.append(glyphs.get(cols, "?"))
            rows.append("".join(line).rstrip())
        return rows

    def render(self):
        """The screen as text, two pixel rows per character (half blocks)."""
        rows = []
        for y in range(0, self.height, 2):
            line = []
            for x in range(self.width):
                top, bot = self.pixel(x, y), self.pixel(x, y + 1)
                line.append(" ▀▄█"[top | bot << 1])
            rows.append("".join(line))
        return rows


_GLYPHS = {}


def _glyphs():
    """8 column bytes -> character, from the font the device draws with."""
    if not _GLYPHS:
        # here: only a test or a screen reads text back
        from host_tools.sim.oled_text import glyph_chars

        _GLYPHS.update(glyph_chars())
    return _GLYPHS


OLED_OFF_US = 3_000_000  # a teacher's OLED fault: the bus gone this long
SLIP_PART = 16  # a teacher's wheel slip: this part of a turn lost at the next turn


def teacher_fault(parts, kind, field=-1):
    """A teacher's fault on a simulated box (parts: its .wheel, .oled,
    .hall and .clock, a sim World or Box), for a class to see the box cope:
    "slip" the wheel loses a sixteenth of a turn at its next turn, "oled"
    the OLED's bus does not answer for OLED_OFF_US, "kill" the sensor under
    `field` reads no magnet from now on, "flicker" it reads at random (a
    loose wire). Returns the steps to lose, the ms without the OLED, or the
    field; -1 when the box has no such part (or no sensor under field)."""
    if kind == "slip":
        w = parts.wheel
        if w is None:
            return -1
        w.skip = w.turn_num // (SLIP_PART * w.turn_den)
        return w.skip
    if kind == "oled":
        if parts.oled is None:
            return -1
        parts.oled.nak_until = parts.clock.us + OLED_OFF_US
        return OLED_OFF_US // 1000
    hall = parts.hall
    if kind not in ("kill", "flicker") or hall is None or field not in hall.map:
        return -1
    s = hall.map.index(field)
    if kind == "kill":
        hall.stuck[s] = 0
    else:
        hall.chatter.add(s)
    return field
