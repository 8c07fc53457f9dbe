"""CPython stand-in for MicroPython's `framebuf`, MONO_VLSB only (what the
SSD1306 uses): the same byte layout, so the OLED model shows real pixels.
text() uses the 8x8 font of MicroPython (font_petme128_8x8), ASCII 32-126."""

from host_tools.sim.font8x8 import FONT

MONO_VLSB = 0
MONO_HLSB = 3
MONO_HMSB = 4
RGB565 = 1


class FrameBuffer:
    def __init__(self, buf, width, height, fmt=MONO_VLSB, stride=None):
        if fmt != MONO_VLSB:
            raise ValueError("the simulator's framebuf supports MONO_VLSB only")
        self.buf = buf
        self.width = width
        self.height = height

    def pixel(self, x, y, c=None):
        if not (0 <= x < self.width and 0 <= y < self.height):
            return None if c is None else None
        i = (y >> 3) * self.width + x
        bit = 1 << (y & 7)
        if c is None:
            return 1 if self.buf[i] & bit else 0
        if c:
            self.buf[i] |= bit
        else:
            self.buf[i] &= ~bit & 0xFF

    def fill(self, c):
        v = 0xFF if c else 0
        for i in range(len(self.buf)):
            self.buf[i] = v

    def fill_rect(self, x, y, w, h, c):
        for yy in range(max(y, 0), min(y + h, self.height)):
            for xx in range(max(x, 0), min(x + w, self.width)):
                self.pixel(xx, yy, c)

    def rect(self, x, y, w, h, c, f=False):
        if f:
            return self.fill_rect(x, y, w, h, c)
        self.hline(x, y, w, c)
        self.hline(x, y + h - 1, w, c)
        self.vline(x, y, h, c)
        self.vline(x + w - 1, y, h, c)

    def hline(self, x, y, w, c):
        self.fill_rect(x, y, w, 1, c)

    def vline(self, x, y, h, c):
        self.fill_rect(x, y, 1, h, c)

    def line(self, x1, y1, x2, y2, c):
        dx, dy = abs(x2 - x1), -abs(y2 - y1)
        sx, sy = (1 if x1 < x2 else -1), (1 if y1 < y2 else -1)
        err = dx + dy
        while True:
            self.pixel(x1, y1, c)
            if x1 == x2 and y1 == y2:
                return
            e2 = 2 * err
            if e2 >= dy:
                err += dy
                x1 += sx
            if e2 <= dx:
                err += dx
                y1 += sy

    def ellipse(self, x, y, xr, yr, c, f=False, m=15):
        """MicroPython's FrameBuffer.ellipse (quadrant mask m ignored: all four)."""
        for yy in range(-yr, yr + 1):
            for xx in range(-xr, xr + 1):
                # inside the ellipse, and (unfilled) on its rim
                d = (xx * xx * yr * yr + yy * yy * xr * xr)
                if d > xr * xr * yr * yr:
                    continue
                if not f:
                    ix, iy = abs(xx) + 1, abs(yy) + 1
                    if ix * ix * yr * yr + yy * yy * xr * xr <= xr * xr * yr * yr and \
                            xx * xx * yr * yr + iy * iy * xr * xr <= xr * xr * yr * yr:
                        continue
                self.pixel(x + xx, y + yy, c)

    def text(self, s, x, y, c=1):
        # MicroPython's text() draws bytes: a UTF-8 letter takes two cells
        for code in s.encode():
            if not 32 <= code <= 127:
                code = 127
            cols = FONT[(code - 32) * 8:(code - 32) * 8 + 8]
            for i, col in enumerate(cols):
                for bit in range(8):
                    if col >> bit & 1:
                        self.pixel(x + i, y + bit, c)
            x += 8

    def scroll(self, dx, dy):
        raise NotImplementedError("scroll is not simulated")

    def blit(self, fb, x, y, key=-1, palette=None):
        for yy in range(fb.height):
            for xx in range(fb.width):
                v = fb.pixel(xx, yy)
                if v != key:
                    self.pixel(x + xx, y + yy, v)
