"""Read the simulated OLED back as text: the glyphs SSD1306.lines() drew
(8x8 font, 16 columns, a row every 10 pixels on a 64-pixel screen), so a
test can check what a person would read on the box."""

from host_tools.sim.font8x8 import FONT

_GLYPHS = {FONT[i * 8:i * 8 + 8]: chr(32 + i) for i in range(len(FONT) // 8)}


def rows(oled, pitch=None):
    """The text rows on the screen, trailing blanks removed ("?" = not a glyph)."""
    if pitch is None:
        pitch = 10 if oled.height == 64 else 8
    out = []
    ram, w = oled.ram, oled.width
    pages = oled.height // 8
    for y in range(0, oled.height - 7, pitch):
        p, off = y >> 3, y & 7
        lo = ram[p * w:(p + 1) * w]
        hi = ram[(p + 1) * w:(p + 2) * w] if p + 1 < pages else bytes(w)
        col = bytes(((lo[x] >> off) | (hi[x] << (8 - off))) & 0xFF for x in range(w))
        line = [_GLYPHS.get(col[c * 8:c * 8 + 8], "?") for c in range(w // 8)]
        out.append("".join(line).rstrip())
    while out and not out[-1]:
        out.pop()
    return out
