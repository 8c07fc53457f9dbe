"""Broom Service's map in the terminal: every region by its code (the
letter is its landscape) and its clouds (~), the players' witches in it
(seat initials), and every tower it serves: its potion colour and VP (v6),
upper case when square (it takes any number), x once a round one is full.
Below: round, event, the legend and every seat's VP and potions/wands.
Only what everyone may see."""

from hexbox.games import host_words, words
from hexbox.games.broom_service import present
from host_tools.sim.panel import Grid, H, fit, initials

_BELOW = 5  # lines under the map: round and event, three legends, the seats' header


def _cell(b, r, per_row):
    x, y = b.xy[r]
    xs = sorted(set(p[0] for p in b.xy))
    ys = sorted(set(p[1] for p in b.xy))
    col = int((x - xs[0]) * 58 / max(xs[-1] - xs[0], 1))
    row = ys.index(y) * per_row
    return col, row


def table(app, g, world):
    b = g.board
    v = g.view(-1)
    map_rows = len(set(p[1] for p in b.xy))
    # a region takes three lines (name, witches, clouds and towers) and a blank
    # one between map rows, unless the seats' rows need that room
    per_row = 4 if map_rows * 4 - 1 + _BELOW + g.players <= H else 3
    grid = Grid(64, map_rows * per_row)
    seat_marks = initials([present.seat_name(g, s) for s in range(g.players)])  # Grün Gr, Gelb Ge
    clouds = {}
    for s, tile in enumerate(v["clouds"]):
        if tile >= 0:
            clouds[b.cloud_spaces[s]] = clouds.get(b.cloud_spaces[s], 0) + 1
    round_of, towers_key, shapes_key, places, header, colours, full = host_words(
        "broom_service"
    ).VIEW
    towers = {}
    for i, (col, shape, vp, _wands, regions) in enumerate(b.towers):
        if v["tower_off"][i]:
            continue  # under a mountain tile: no tower any more
        mark = colours[col].upper() if shape else colours[col]
        if v["tower_full"][i]:
            mark = full
        for r in regions:
            towers[r] = towers.get(r, "") + mark + str(vp)
    for r in range(b.n):
        col, row = _cell(b, r, per_row)
        grid.put(col, row, present.region_name(g, r) + "~" * clouds.get(r, 0))
        who = ""
        for s in range(g.players):
            for p in v["pawns"][s]:
                if p == r:
                    who += seat_marks[s]
        grid.put(col, row + 1, who)
        grid.put(col, row + 2, towers.get(r, ""))
    lines = grid.lines()
    while lines and not lines[-1].strip():
        lines.pop()  # the blank under the last map row
    ev = v["event"]
    said = words("broom_service").EVENTS[ev] if ev >= 0 else "-"
    lines.append(round_of % (present.round_shown(v["round"]), said))
    lines.append(towers_key)
    lines.append(shapes_key)
    lines.append(places)
    # the heads in the language in use set the columns' widths: a value
    # stands right under its head ("Punkte" is wider than "VP")
    heads = header.split()
    widths = [max(len(x), 4) for x in heads[1:-1]]
    lines.append(" ".join([heads[0].ljust(6)] + [x.rjust(w) for x, w in zip(heads[1:-1], widths)]
                          + [heads[-1]]))
    for s in range(g.players):
        res = v["res"][s]
        values = (v["vp"][s], res[0], res[1], res[2], res[3])
        lines.append(" ".join([present.seat_name(g, s).ljust(6)]
                              + [str(x).rjust(w) for x, w in zip(values, widths)]
                              + [" ".join(present.region_name(g, p) for p in v["pawns"][s])]))
    return fit(lines)
