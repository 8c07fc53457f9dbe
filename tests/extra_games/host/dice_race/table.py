"""Dice Race's track as SVG, from the public view: one row of squares per
seat, the pawn on its square. Portable (the page draws it in MicroPython)."""

_SQ = 14  # pixels per square


def table(game):
    v = game.view(-1)
    goal = game.goal
    w, h = (goal + 1) * _SQ + 8, 2 * _SQ * 2 + 8
    out = ['<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d">' % (w, h)]
    for s in (0, 1):
        y = 4 + s * 2 * _SQ
        for q in range(goal + 1):
            out.append('<rect x="%d" y="%d" width="%d" height="%d" fill="%s" stroke="#333"/>'
                       % (4 + q * _SQ, y, _SQ, _SQ, "#fd4" if q == goal else "#eee"))
        out.append(
            '<circle id="p%d" cx="%d" cy="%d" r="%d" fill="%s"/>'
            % (s, 4 + v["pos"][s] * _SQ + _SQ // 2, y + _SQ // 2, _SQ // 3, ("#c22", "#22c")[s])
        )
    out.append("</svg>")
    return "".join(out)
