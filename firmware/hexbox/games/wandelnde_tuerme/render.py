# SVG picture of the ring for the simulator and the docs. Works on to_dict()
# or on view(seat) (then trapped wizards appear only as counts). Integers only.
from .data import FIELDS, GROUND_SHIELD, TOWER_SHIELD

# field centres, clockwise from the top (precomputed: centre 260, radius 190)
_POS = (
    (260, 70), (333, 84), (394, 126), (436, 187), (450, 260), (436, 333), (394, 394), (333, 436),
    (260, 450), (187, 436), (126, 394), (84, 333), (70, 260), (84, 187), (126, 126), (187, 84),
)
_COLOURS = ("#d62728", "#1f77b4", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b")
_TOWER_H = 9
_SIZE = 520


def _hidden(d, f):
    if "hidden" in d:
        return d["hidden"][f]
    s = d["stacks"][f]
    if not s:
        return 0
    return len(d["ground"][f]) + sum(len(d["tops"][t]) for t in s[:-1])


def svg(d):
    """The board of a snapshot dict as an SVG string."""
    out = [
        '<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" '
        'font-family="sans-serif" font-size="11">' % (_SIZE, _SIZE + 56, _SIZE, _SIZE + 56),
        '<rect width="100%" height="100%" fill="#f4f1e8"/>',
        '<circle cx="260" cy="260" r="190" fill="none" stroke="#bbb" stroke-width="28"/>',
    ]
    for f in range(FIELDS):
        x, y = _POS[f]
        stroke = "#333" if GROUND_SHIELD[f] else "#999"
        out.append('<circle cx="%d" cy="%d" r="16" fill="#e8e2cf" stroke="%s" stroke-width="%d"/>'
                   % (x, y, stroke, 3 if GROUND_SHIELD[f] else 1))
        out.append('<text x="%d" y="%d" text-anchor="middle" fill="#777">%d</text>' % (x, y + 30, f + 1))
        stack = d["stacks"][f]
        top_y = y
        for i in range(len(stack)):
            t = stack[i]
            ty = y + 6 - (i + 1) * _TOWER_H
            out.append('<rect x="%d" y="%d" width="26" height="%d" rx="2" fill="%s" stroke="#444"/>'
                       % (x - 13, ty, _TOWER_H - 1, "#8a8a8a" if TOWER_SHIELD[t] else "#b5b5b5"))
            if TOWER_SHIELD[t]:
                out.append('<circle cx="%d" cy="%d" r="2" fill="#222"/>' % (x, ty + 4))
            top_y = ty
        spot = d["tops"][stack[-1]] if stack else d["ground"][f]
        for i in range(len(spot)):
            out.append('<circle cx="%d" cy="%d" r="4" fill="%s" stroke="#000" stroke-width="0.5"/>'
                       % (x - 12 + (i % 3) * 12, top_y - 6 - (i // 3) * 9, _COLOURS[spot[i] % 6]))
        n = _hidden(d, f)
        if n:
            out.append('<text x="%d" y="%d" fill="#555">+%d</text>' % (x + 16, y + 4, n))
        if d["raven"] == f:
            ry = top_y - 10 - ((len(spot) + 2) // 3) * 9
            out.append('<path d="M%d %dh20v-12h-4v4h-4v-4h-4v4h-4v-4h-4z" fill="#222"/>' % (x - 10, ry))
    players = len(d["castle"])
    for s in range(players):
        y = _SIZE + (s // 2) * 17
        x = 14 + (s % 2) * 260
        out.append('<circle cx="%d" cy="%d" r="5" fill="%s"/>' % (x, y - 4, _COLOURS[s]))
        out.append('<text x="%d" y="%d">seat %d: castle %d, bottles %d/%d full</text>'
                   % (x + 9, y, s, d["castle"][s], d["full"][s], d["full"][s] + d["empty"][s]))
    out.append("</svg>")
    return "\n".join(out)
