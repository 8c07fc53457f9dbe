"""A dot canvas drawn with Unicode braille characters: 2 x 4 dots per
character cell, so a 60 x 20 cell panel holds 120 x 80 dots. For the
simulator's to-scale views (a game's table drawn to scale, the OLED pixels)."""

# dot (dx, dy) inside a cell -> its bit in U+2800 + bits
_BITS = ((0x01, 0x08), (0x02, 0x10), (0x04, 0x20), (0x40, 0x80))


class Canvas:
    def __init__(self, cols, rows):
        self.cols = cols
        self.rows = rows
        self.width = 2 * cols  # dots
        self.height = 4 * rows
        self.cells = bytearray(cols * rows)
        self.marks = {}  # (col, row) -> a character drawn over the dots

    def dot(self, x, y):
        """Set dot (x, y); y grows downward; outside the canvas: ignored."""
        x, y = int(x), int(y)
        if 0 <= x < self.width and 0 <= y < self.height:
            self.cells[(y >> 2) * self.cols + (x >> 1)] |= _BITS[y & 3][x & 1]

    def line(self, x0, y0, x1, y1):
        n = int(max(abs(x1 - x0), abs(y1 - y0))) + 1
        for i in range(n + 1):
            self.dot(x0 + (x1 - x0) * i / n, y0 + (y1 - y0) * i / n)

    def circle(self, x, y, r):
        n = max(8, int(6.3 * r))
        from math import cos, sin

        for i in range(n):
            a = 6.2832 * i / n
            self.dot(x + r * cos(a), y + r * sin(a))

    def rect(self, x0, y0, x1, y1):
        self.line(x0, y0, x1, y0)
        self.line(x1, y0, x1, y1)
        self.line(x1, y1, x0, y1)
        self.line(x0, y1, x0, y0)

    def text(self, x, y, s):
        """Characters over the dots, starting at the cell holding dot (x, y)."""
        col, row = int(x) >> 1, int(y) >> 2
        for i, ch in enumerate(s):
            if 0 <= col + i < self.cols and 0 <= row < self.rows:
                self.marks[(col + i, row)] = ch

    def lines(self):
        out = []
        for r in range(self.rows):
            chars = []
            for c in range(self.cols):
                m = self.marks.get((c, r))
                chars.append(m if m is not None else chr(0x2800 + self.cells[r * self.cols + c]))
            out.append("".join(chars))
        return out


def oled(pixel, width=128, height=64):
    """An OLED's pixels (pixel(x, y) -> 0/1) as braille lines: 64 x 16 cells."""
    cv = Canvas(width // 2, height // 4)
    for y in range(height):
        for x in range(width):
            if pixel(x, y):
                cv.dot(x, y)
    return cv.lines()
