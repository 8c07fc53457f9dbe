"""Read an OLED back as text: the glyphs SSD1306.lines() drew (8x8 font,
16 columns, a row every 10 pixels on a 64-pixel screen), so a test, or a
virtual player outside the emulated chip, reads what a person would read
on the box."""

from host_tools.sim.font8x8 import FONT


def glyph_chars():
    """8 column bytes -> the character drawn with them: framebuf's font and
    the display driver's own German letters."""
    # imported here: a virtual board loads this module before its flash,
    # which holds the display driver, is mounted
    from hexbox.hw.glyphs import GLYPHS, LETTERS

    out = {}
    for i in range(len(FONT) // 8):
        out.setdefault(bytes(FONT[i * 8:i * 8 + 8]), chr(32 + i))
    for i, ch in enumerate(LETTERS):
        out[bytes(GLYPHS[i * 8:i * 8 + 8])] = ch
    return out


_GLYPHS = {}  # glyph_chars(), made on the first screen read


def screen(ram, width=128, height=64, pitch=None):
    """(text rows, the inverted row (a menu's cursor) or -1, whether
    something is no text (a picture)) of GDDRAM bytes (page-major). Where
    no glyph fits a row reads "?"; trailing blanks and empty rows go."""
    if not _GLYPHS:
        _GLYPHS.update(glyph_chars())
    if pitch is None:
        pitch = 10 if height == 64 else 8
    rows, hl, picture = [], -1, False
    pages = height // 8
    for r, y in enumerate(range(0, height - 7, pitch)):
        p, off = y >> 3, y & 7
        lo = ram[p * width:(p + 1) * width]
        hi = ram[(p + 1) * width:(p + 2) * width] if p + 1 < pages else bytes(width)
        col = bytes(((lo[x] >> off) | (hi[x] << (8 - off))) & 0xFF for x in range(width))
        plain = "".join(_GLYPHS.get(col[c * 8:c * 8 + 8], "\0") for c in range(width // 8))
        if "\0" in plain:
            inv = bytes(b ^ 0xFF for b in col)
            dark = "".join(_GLYPHS.get(inv[c * 8:c * 8 + 8], "\0") for c in range(width // 8))
            if "\0" not in dark:
                plain, hl = dark, r
        picture = picture or "\0" in plain
        rows.append(plain.replace("\0", "?").rstrip())
    while rows and not rows[-1]:
        rows.pop()
    return rows, hl, picture


def rows(oled, pitch=None):
    """The text rows on the simulated OLED, trailing blanks removed ("?" = not a glyph)."""
    return screen(oled.ram, oled.width, oled.height, pitch)[0]
