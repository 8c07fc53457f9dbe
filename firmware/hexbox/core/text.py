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


def attached(rows, i):
    """Whether row i belongs to the row before it: a value under its label
    ("Trapped on:", then "6") or an indented row under its name (" 2 of 3")."""
    return 0 < i < len(rows) and (rows[i - 1].endswith(":") or rows[i].startswith(" "))


def page_starts(rows, n):
    """Where each page of at most n rows starts, so that a page never ends
    with a label whose value starts the next: the label goes over with it
    (unless the label and its rows alone are longer than a page)."""
    starts = [0]
    while starts[-1] + n < len(rows):
        first = starts[-1]
        end = first + n
        cut = end
        while cut > first + 1 and attached(rows, cut):
            cut -= 1
        starts.append(cut if cut > first + 1 else end)
    return starts
