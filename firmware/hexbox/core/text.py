# Text for a 16-column OLED: break a line into rows at spaces. Shared by the
# games' presentation modules and the app.


def _digit(ch):
    return "0" <= ch <= "9"


def _letter(ch):
    # a German letter is one on both interpreters (MicroPython's isalpha is ASCII)
    return ch.isalpha() or ch > "\x7f"


def _between_numbers(text, i):
    """The word after the space at i leads to a number ("12 to 14"): a
    link between two numbers, not the first one's unit."""
    j = text.find(" ", i + 1)
    return j > 0 and _digit(text[j + 1:j + 2] or " ")


def _cut(text, width):
    """The last space that fits and keeps a number with its neighbours: a
    name's ("House 1") and a count's unit ("13 degrees"); a count may start
    a row after a lowercase word ("facing" / "13 degrees"). Else the last
    that keeps a count with its unit; else the last that fits."""
    unit_kept = -1
    i = text.rfind(" ", 0, width + 1)
    while i > 0:
        nxt = text[i + 1:i + 2] or " "
        if not (_digit(text[i - 1]) and _letter(nxt)) or _between_numbers(text, i):
            # not "13" / "degrees"; but "12" / "nach 14" is a move's two ends
            if not _digit(nxt):
                return i
            # a count starts the next row: with its unit, after a word that is no name
            j = text.find(" ", i + 1)
            start = text.rfind(" ", 0, i) + 1
            if j > 0 and _letter(text[j + 1:j + 2] or " ") and text[start:i].islower():
                return i
            if unit_kept < 0:
                unit_kept = i
        i = text.rfind(" ", 0, i)
    return unit_kept if unit_kept > 0 else text.rfind(" ", 0, width + 1)


def _rows(text, width, labels):
    """Rows broken at a space that fits (a word longer than a row is cut),
    a number kept with its neighbours where a row holds them (_cut);
    labels: after a label's colon instead where that costs no row."""
    rows = []
    while len(text) > width:
        cut = _cut(text, width) if labels else text.rfind(" ", 0, width + 1)
        if cut <= 0:
            cut = width
        if labels:
            cut = _after_label(text, width, cut)
        rows.append(text[:cut])
        text = text[cut:].lstrip()
    if text:
        rows.append(text)
    return rows


def _after_label(text, width, cut):
    # the last label's colon that fits, unless breaking there takes a row more
    n = 0
    for p in range(width, 0, -1):
        if text[p - 1] == ":" and text[p] == " ":
            if p >= cut:
                return p
            n = n or len(_rows(text, width, False))
            if 1 + len(_rows(text[p + 1:], width, False)) <= n:
                return p
    return cut


def wrap(text, width=16):
    """Rows of at most `width` characters, broken at a space where one fits;
    after a label's colon instead where that costs no row,
    so that a name of two words stays whole ("Green:" / "curve 9 left", not
    "Green: curve 9" / "left"; "Enchanted:" / "Hill witch," / "Heath witch")."""
    return _rows(text, width, True)


def attached(rows, i):
    """Whether row i belongs to the row before it: a value under its label
    ("Trapped on:", then "6") or an indented row under its name (" 2 of 3")."""
    return 0 < i < len(rows) and (rows[i - 1].endswith(":") or rows[i].startswith(" "))


def item(name, width=16):
    """A list item's rows under its heading, each indented so that it reads
    as the heading's ("Spells:", " Move wizard"). An item with no room for
    the indent ("Gegenwind Magier") wraps after a "/" or at a space, its
    next rows indented deeper ("Wizard 1/", "  Tower 2"), so that it never
    passes for a heading of its own."""
    if len(name) < width:
        return [" " + name]
    cut = name.rfind("/", 0, width - 1) + 1
    if cut <= 0:
        cut = name.rfind(" ", 0, width)
    if cut <= 0:
        cut = width - 1
    return [" " + name[:cut]] + ["  " + r for r in wrap(name[cut:].lstrip(), width - 2)]


def heading(rows, i):
    """The row that heads row i's group: the label or name above its
    values and indented rows."""
    while attached(rows, i):
        i -= 1
    return i


def pages(rows, n):
    """The rows in pages of at most n rows, cut as page_starts cuts them;
    a group too long for one page goes on under its heading again
    ("Spells:" at the top of the next page, not its items alone)."""
    out = []
    i = 0
    while i < len(rows):
        page = [rows[heading(rows, i)]] if attached(rows, i) else []
        end = i + n - len(page)
        if end >= len(rows):
            out.append(page + rows[i:])
            break
        cut = end
        while cut > i + 1 and attached(rows, cut):
            cut -= 1
        if cut <= i + 1:
            cut = end
            while cut > i + 1 and rows[cut].startswith("  "):
                cut -= 1  # an item's rows stay together (item())
        out.append(page + rows[i:cut])
        i = cut
    return out


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
