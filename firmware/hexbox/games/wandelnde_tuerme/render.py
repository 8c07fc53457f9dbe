# SVG picture of the ring for the simulator and the docs. Works on to_dict()
# or on view(seat) (then trapped wizards appear only as counts). Integers only.
#
# Each field's stack is drawn as a column pointing radially outward (an SVG
# rotation about the field centre), so even a 9-tower stack with 6 wizards and
# the Rabenburg on top stays inside its own 22.5-degree sector and never
# covers the next field. Labels stay upright inside the ring.
from hexbox.games import (  # the seats as the OLED says them; the row (host only: the page)
    host_words,
    words,
)

from .data import FIELDS, GROUND_SHIELD, TOWER_SHIELD

_SIZE = 680
_CENTRE = 340
_RING = 190
# field centres, clockwise from the top (precomputed: centre 340, radius 190)
_POS = (
    (340, 150), (413, 164), (474, 206), (516, 267), (530, 340), (516, 413), (474, 474), (413, 516),
    (340, 530), (267, 516), (206, 474), (164, 413), (150, 340), (164, 267), (206, 206), (267, 164),
)
# trapped-wizard counts (radius 158: beside the field their stack stands on) and
# field numbers (radius 134, further in), upright
_HID = (
    (340, 182), (400, 194), (452, 228), (486, 280), (498, 340), (486, 400), (452, 452), (400, 486),
    (340, 498), (280, 486), (228, 452), (194, 400), (182, 340), (194, 280), (228, 228), (280, 194),
)
_NUM = (
    (340, 206), (391, 216), (435, 245), (464, 289), (474, 340), (464, 391), (435, 435), (391, 464),
    (340, 474), (289, 464), (245, 435), (216, 391), (206, 340), (216, 289), (245, 245), (289, 216),
)
_DEG_TENTHS = 225  # one field turns the column by 22.5 degrees
_COLOURS = ("#d62728", "#1f77b4", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b")
_TOWER_H = 9  # px per tower level; 9 levels + 2 wizard rows + castle = 115 px
# the text: a phone's 390 px show the picture at about 0.52, so 15 units read
# 9 px high there; a row under the ring per two seats
_FS = 15
_ROW = 21
_ROWS_H = 3 * _ROW + 14


def _hidden(d, f):
    if "hidden" in d:
        return d["hidden"][f]
    s = d["stacks"][f]
    if not s:
        return 0
    return len(d["ground"][f]) + sum(len(d["tops"][t]) for t in s[:-1])


def _column(d, f, out):
    """Towers, visible wizards and the castle of field f, drawn as if f were
    at the top of the ring (growing upward = outward), inside a rotated group."""
    x, y = _POS[f]
    a = f * _DEG_TENTHS
    out.append('<g transform="rotate(%d.%d %d %d)">' % (a // 10, a % 10, x, y))
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
    if d["raven"] == f:
        ry = top_y - 10 - ((len(spot) + 2) // 3) * 9
        out.append('<path d="M%d %dh20v-12h-4v4h-4v-4h-4v4h-4v-4h-4z" fill="#222"/>' % (x - 10, ry))
    out.append("</g>")


def svg(d):
    """The board of a snapshot dict as an SVG string."""
    out = [
        '<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" '
        'font-family="sans-serif" font-size="%d">'
        % (_SIZE, _SIZE + _ROWS_H, _SIZE, _SIZE + _ROWS_H, _FS),
        '<rect width="100%" height="100%" fill="#f4f1e8"/>',
        '<circle cx="%d" cy="%d" r="%d" fill="none" stroke="#bbb" stroke-width="28"/>'
        % (_CENTRE, _CENTRE, _RING),
    ]
    for f in range(FIELDS):
        x, y = _POS[f]
        stroke = "#333" if GROUND_SHIELD[f] else "#999"
        out.append('<circle cx="%d" cy="%d" r="16" fill="#e8e2cf" stroke="%s" stroke-width="%d"/>'
                   % (x, y, stroke, 3 if GROUND_SHIELD[f] else 1))
        nx, ny = _NUM[f]
        out.append(
            '<text x="%d" y="%d" text-anchor="middle" fill="#666">%d</text>' % (nx, ny + 5, f + 1)
        )
        _column(d, f, out)
        n = _hidden(d, f)
        if n:
            hx, hy = _HID[f]
            out.append(
                '<text x="%d" y="%d" text-anchor="middle" fill="#444">+%d</text>' % (hx, hy + 5, n)
            )
    players = len(d["castle"])
    row = host_words("wandelnde_tuerme").PICTURE[0]
    for s in range(players):
        y = _SIZE + (s // 2) * _ROW
        x = 14 + (s % 2) * 340
        out.append('<circle cx="%d" cy="%d" r="6" fill="%s"/>' % (x, y - 5, _COLOURS[s]))
        seat = words("wandelnde_tuerme").SEATS[s]
        out.append(
            '<text x="%d" y="%d">%s</text>'
            % (x + 11, y, row % (seat, d["castle"][s], d["full"][s], d["full"][s] + d["empty"][s]))
        )
    out.append("</svg>")
    return "\n".join(out)
