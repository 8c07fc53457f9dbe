"""The panel the simulator draws a game's table on, as fixed-size text; each
game's view (host_tools/games/<name>/view.py, table(app, game, world) -> lines)
draws with it. Host-only (rich, floats); the firmware never sees it. Fixed
sizes keep the terminal layout from jumping while the wheel turns."""

W = 64  # characters per line of the table panel
H = 26  # lines of the table panel


def fit(lines, w=W, h=H):
    """Exactly h lines of exactly w characters."""
    out = [s[:w].ljust(w) for s in lines[:h]]
    while len(out) < h:
        out.append(" " * w)
    return out


def wrap(text, w=W, indent="  "):
    """One line of the panel as lines of at most w characters, broken between
    words: a long legend goes on over the next line instead of being cut."""
    out = []
    line = ""
    for word in text.split(" "):
        if line and len(line) + 1 + len(word) > w:
            out.append(line.rstrip())
            line = indent + word
        else:
            line = line + " " + word if line else word
    out.append(line)
    return out


class Grid:
    """A character grid to draw a table on, cell by cell."""

    def __init__(self, w=W, h=H):
        self.w, self.h = w, h
        self.rows = [[" "] * w for _ in range(h)]

    def put(self, x, y, s):
        if 0 <= y < self.h:
            for i, ch in enumerate(s):
                if 0 <= x + i < self.w:
                    self.rows[y][x + i] = ch

    def lines(self):
        return ["".join(r) for r in self.rows]


def initials(names):
    """Each name's shortest beginning that no other name shares, in the
    language in use: Red R, Blue Bl, Brown Br (not "N" for browN)."""
    out = []
    for i, name in enumerate(names):
        n = 1
        while n < len(name) and any(
            j != i and other.lower().startswith(name[:n].lower()) for j, other in enumerate(names)
        ):
            n += 1
        out.append(name[:n])
    return out
