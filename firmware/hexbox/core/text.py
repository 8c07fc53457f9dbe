# Text for a 16-column OLED: break a line into rows at spaces. Shared by the
# games' presentation modules and the app.


def wrap(text, width=16):
    """Rows of at most `width` characters, broken at a space where one fits."""
    rows = []
    while len(text) > width:
        cut = text.rfind(" ", 0, width + 1)
        if cut <= 0:
            cut = width
        rows.append(text[:cut])
        text = text[cut:].lstrip()
    if text:
        rows.append(text)
    return rows
