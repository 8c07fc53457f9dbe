# SSD1306 OLED over I2C, drawn through framebuf (text, lines, rectangles
# come from MicroPython's framebuf). The I2C bus is passed in.

import framebuf
from micropython import const

from hexbox.hw.glyphs import GLYPHS, LETTERS

_SET_CONTRAST = const(0x81)
_DISPLAY_ON = const(0xAF)
_DISPLAY_OFF = const(0xAE)
_COLUMN_ADDR = const(0x21)
_PAGE_ADDR = const(0x22)

# power-up sequence from the SSD1306 datasheet (application note, charge pump on)
_INIT = (
    0xAE,  # display off
    0x20, 0x00,  # horizontal addressing
    0x40,  # start line 0
    0xA1,  # column 127 -> SEG0
    0xC8,  # scan COM from the bottom
    0xD5, 0x80,  # clock divide
    0xD9, 0xF1,  # pre-charge
    0xDB, 0x30,  # VCOM deselect
    0x81, 0xFF,  # contrast
    0xA4,  # show RAM
    0xA6,  # not inverted
    0x8D, 0x14,  # charge pump on
    0xAF,  # display on
)


# the bus speed when the board names none: the SSD1306 datasheet's 400 kHz
# (board.py's display.i2c_hz says where 1 MHz may be declared)
I2C_HZ = 400000


def open_display(machine, d):
    """The SSD1306 of a board's "display" part, on its I2C bus at the
    board's bus speed."""
    Pin = machine.Pin
    i2c = machine.I2C(
        d.get("bus", 0), scl=Pin(d["scl"]), sda=Pin(d["sda"]), freq=d.get("i2c_hz", I2C_HZ)
    )
    return SSD1306(i2c, d.get("width", 128), d.get("height", 64), d.get("addr", 0x3C))


def _letter_buffers(ink):
    """One 8x8 framebuffer per letter of LETTERS. ink 1: the glyph's pixels
    set; ink 0: inverted, so a blit keyed on 1 clears them on a lit bar."""
    out = []
    for i in range(len(LETTERS)):
        b = bytearray(GLYPHS[i * 8:i * 8 + 8])
        if not ink:
            for j in range(8):
                b[j] ^= 0xFF
        out.append(framebuf.FrameBuffer(b, 8, 8, framebuf.MONO_VLSB))
    return tuple(out)


_LETTERS_BY_INK = [(), ()]  # built when first drawn: (dark on a lit bar, lit)


def write(fb, s, x, y, c=1, width=16):
    """framebuf's text(), one character per 8 pixels, with the German letters
    its ASCII font lacks drawn from LETTERS; at most `width` characters.
    framebuf.text() reads bytes, so a UTF-8 letter would cost two cells:
    characters are drawn one by one instead (iterating a str takes its
    interned one-character strings, so the row allocates nothing)."""
    ink = 1 if c else 0
    letters = _LETTERS_BY_INK[ink]
    if not letters:
        letters = _LETTERS_BY_INK[ink] = _letter_buffers(ink)
    n = 0
    for ch in s:
        if n == width:
            return
        if ord(ch) < 128:
            fb.text(ch, x, y, c)
        else:
            k = LETTERS.find(ch)
            if k >= 0:
                fb.blit(letters[k], x, y, 0 if c else 1)
            else:  # a letter no glyph has: one cell, not two of UTF-8 bytes
                fb.text("?", x, y, c)
        x += 8
        n += 1


class SSD1306(framebuf.FrameBuffer):
    def __init__(self, i2c, width=128, height=64, addr=0x3C):
        self.i2c = i2c
        self.addr = addr
        self.width = width
        self.height = height
        self.pages = height // 8
        self.buffer = bytearray(self.pages * width)
        super().__init__(self.buffer, width, height, framebuf.MONO_VLSB)
        self._cmd1 = bytearray(2)
        self._data_prefix = bytearray(b"\x40")
        # one command transfer (Co=0: commands to the stop) sets the window of pages to send
        self._window = bytearray((0x00, _COLUMN_ADDR, 0, width - 1, _PAGE_ADDR, 0, self.pages - 1))
        self._view = memoryview(self.buffer)
        self._drawn = [None] * 8  # the rows lines() last sent, and its cursor
        self._drawn_hl = -1
        self._rows = ()  # the rows lines() was last given
        # a fault the box names over every screen (a stuck button), on the
        # last row; None: none
        self.note = None
        self._stale = True  # the OLED may differ anywhere from what lines() drew last
        # the bus stopped answering (a loose wire, the OLED's power): the app
        # plays on, and recover() sends the whole frame once it answers again
        self.lost = False
        self.init_display()

    def init_display(self):
        self._setup()
        self.fill(0)
        self.show()

    def _setup(self):
        for c in _INIT:
            self.cmd(c)
        self.cmd(0xA8)  # multiplex ratio = height - 1
        self.cmd(self.height - 1)
        self.cmd(0xDA)  # COM pins: sequential for 32 rows, alternative for 64
        self.cmd(0x02 if self.height == 32 else 0x12)

    def say(self, note):
        """Put `note` on the last row of every screen (None: take it off)."""
        if note != self.note:
            self.note = note
            self.lines(self._rows, self._drawn_hl)

    def recover(self):
        """After a failed transfer: set the OLED up again (it may have lost
        its power too) and send the whole frame. True when the bus answered."""
        try:
            self._setup()
            self._send(0, self.pages - 1)
        except OSError:
            return False
        self.lost = False
        self._stale = False
        return True

    def cmd(self, c):
        b = self._cmd1
        b[0] = 0x80  # Co=1, D/C#=0: one command byte follows
        b[1] = c
        self.i2c.writeto(self.addr, b)

    def power(self, on):
        self.cmd(_DISPLAY_ON if on else _DISPLAY_OFF)

    def contrast(self, level):
        self.cmd(_SET_CONTRAST)
        self.cmd(level & 0xFF)

    def show(self):
        """Send the whole frame (after drawing on the framebuffer directly)."""
        self._stale = True
        self._try_send(0, self.pages - 1)

    def _try_send(self, first, last):
        # a bus that does not answer must not end the game: the frame stays
        # in the buffer for recover()
        if self.lost:
            return
        try:
            self._send(first, last)
        except OSError:
            self.lost = True
            self._stale = True

    def _send(self, first, last):
        """Pages first..last of the buffer to the OLED: one command transfer,
        then one data transfer (prefix 0x40, no copy of the frame)."""
        w = self._window
        w[5] = first
        w[6] = last
        self.i2c.writeto(self.addr, w)
        if first == 0 and last == self.pages - 1:
            data = self.buffer
        else:
            data = self._view[first * self.width:(last + 1) * self.width]
        self.i2c.writevto(self.addr, (self._data_prefix, data))

    def lines(self, rows, hl=-1):
        """Clear and print up to 8 text rows of 16 characters, then show.
        Row hl (a menu's cursor) is drawn inverted, across the full width.
        Only the pages under rows that changed go over the wire: a full
        frame takes 23 ms at 400 kHz, a cursor step about half of that."""
        self.fill(0)
        self._rows = rows
        y = 0
        pitch = 10 if self.height == 64 else 8
        note = self.note
        at = self.height // pitch - 1  # the last row on the screen
        tall = 10 if pitch == 10 else 8
        drawn = self._drawn
        first = self.pages
        last = -1
        for i in range(len(drawn)):
            row = rows[i] if i < len(rows) else None
            if note is not None and i == at:
                row = note
            if row is not None:
                if i == hl:
                    self.fill_rect(0, y - 1, self.width, tall, 1)
                    write(self, row, 0, y, 0)
                else:
                    write(self, row, 0, y, 1)
            if row != drawn[i] or (i == hl) != (i == self._drawn_hl):
                top = (y - 1) // 8 if y > 0 else 0
                bottom = (y + (8 if tall == 10 else 7)) // 8  # the text, or the cursor bar below it
                first = min(first, top)
                last = max(last, min(bottom, self.pages - 1))
            drawn[i] = row
            y += pitch
        self._drawn_hl = hl
        if self._stale:
            first, last = 0, self.pages - 1
            self._stale = False
        if last >= first:
            self._try_send(first, last)
