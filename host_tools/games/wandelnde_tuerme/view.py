"""Die wandelnden Türme's ring in the terminal: the 16 fields clockwise
round a square from the top left, each with its number, a raven shield (^),
the Rabenburg, the height of its tower stack, how many wizards are
trapped under it, and the visible wizards by their colours' initials. In the middle: each
seat's wizards in the Rabenburg and bottles. Only what everyone may see:
the terminal is a shared screen (view(-1))."""

from hexbox.core.lines import count
from hexbox.games import host_words
from hexbox.games.wandelnde_tuerme import data, present
from host_tools.sim.panel import Grid, fit, initials, wrap

_CELL_W = 12
_CELL_H = 4
# field -> (column, row) of the 5 x 5 square: top row, right side, bottom, left
_AT = tuple([(c, 0) for c in range(5)] + [(4, r) for r in range(1, 4)]
            + [(c, 4) for c in range(4, -1, -1)] + [(0, r) for r in range(3, 0, -1)])


def _shield(v, f):
    s = v["stacks"][f]
    return data.TOWER_SHIELD[s[-1]] if s else data.GROUND_SHIELD[f]


def table(app, g, world):
    v = g.view(-1)
    header, row, legend, spells, wizards, last_round, towers, trapped = host_words(
        "wandelnde_tuerme").VIEW
    seats = [present.seat_name(g, s) for s in range(g.players)]
    mark = initials(seats)
    grid = Grid(5 * _CELL_W, 5 * _CELL_H)
    for f in range(data.FIELDS):
        c, r = _AT[f]
        x, y = c * _CELL_W, r * _CELL_H
        grid.put(x, y, "%2d%s" % (f + 1, "^" if _shield(v, f) else " "))
        n = len(v["stacks"][f])
        if v["raven"] == f:  # no tower ends on the Rabenburg: its row is free
            grid.put(x, y + 1, "Rabenburg")
        elif n:
            grid.put(x, y + 1, count(towers, n))
        if v["hidden"][f]:
            grid.put(x, y + 2, trapped % v["hidden"][f])
        s = v["stacks"][f]
        spot = v["tops"][s[-1]] if s else v["ground"][f]
        grid.put(x, y + 3, " ".join(mark[o] for o in spot))
    x0, y0 = _CELL_W + 1, _CELL_H
    grid.put(x0, y0, header)
    for s in range(g.players):
        grid.put(x0, y0 + 1 + s, row % (
            present.seat_name(g, s), v["castle"][s], g.wizards_each, v["full"][s],
            v["full"][s] + v["empty"][s]))
    grid.put(x0, y0 + 2 + g.players, legend)
    lines = grid.lines()
    if g.spells:  # under the ring: the spells' names are longer than the ring's middle
        lines += wrap(spells + ", ".join(present.spell_name(c) for c in g.spells))
    lines += wrap(wizards + ", ".join("%s = %s" % (mark[s], seats[s]) for s in range(g.players)))
    if g.last_round:
        lines.append(last_round)
    return fit(lines)
