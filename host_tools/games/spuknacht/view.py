"""Die verdrehte Spuknacht's table in the terminal: every field with its
number and motif, the magicians (where the sensors see them), each
magician's current target (lower case), fields a ghost touches (*), every
ghost where it really stands (between fields too, G1..G4), the gates and
the wheel angle."""

from hexbox.core.fixed import UNITS_PER_MM
from hexbox.core.sweep import rotate_point
from hexbox.games import host_words, words
from hexbox.games.spuknacht import data as R
from hexbox.games.spuknacht import present
from host_tools.games.spuknacht.table import next_targets
from host_tools.sim.panel import Grid, fit

_CELL_W = 9  # characters per 40 mm column of the reference board
_CELL_H = 3  # lines per 40 mm row
_PITCH = 40  # mm between field centres (board_ref: 7 x 7 rooms 40 mm apart)


def _xy(b, x, y):
    """Board units to the grid's (column, line): 40 mm = one cell."""
    w, h = b.size_mm
    col = int((x / UNITS_PER_MM - 10) * _CELL_W / _PITCH)
    line = int((h - 10 - y / UNITS_PER_MM) * _CELL_H / _PITCH)
    return col, line


def wheel_step(app, g):
    """Where the wheel really stands: the motor's step while it turns."""
    st = app.hw.stepper if app is not None else None
    return st.position if st is not None else g.step


def degrees(wheel, steps):
    """The wheel's angle at a step, or the turn of a number of steps, to the
    nearest whole degree (notch boundaries read 15, 30, ...)."""
    return (wheel.angle(steps) * 360 + wheel.turn // 2) // wheel.turn


def ghost_points(g, step):
    b = g.board
    a = b.wheel.angle(step)
    out = []
    for k, off in g.ghosts:
        out.append(rotate_point(b.cx, b.cy, b.mount_r[k], (off + a) & (b.wheel.turn - 1)))
    return out


def _free(grid, x, y, n):
    """Whether n cells from (x, y) and one on each side are blank."""
    if not 0 <= y < grid.h or x < 0 or x + n > grid.w:
        return False
    row = grid.rows[y]
    return all(row[i] == " " for i in range(max(x - 1, 0), min(x + n + 1, grid.w)))


def table(app, g, world):
    b = g.board
    grid = Grid(64, 22)
    hall = world.hall
    seen = set(hall.occupied) if hall is not None else set(f for f in g.mags if f >= 0)
    touched = g.touched_fields()
    targets = {}
    nxt = next_targets(g)
    for m in range(len(nxt)):
        if nxt[m] >= 0:
            targets.setdefault(nxt[m], []).append(R.MAGICIANS[m][0].lower())
    motifs = words("spuknacht").MOTIFS  # whole names (at most 9 letters: a cell's width)
    motif_at = {b.targets[i]: motifs[i] for i in range(len(b.targets))}
    for f in range(b.n):
        col, line = _xy(b, b.fx[f], b.fy[f])
        grid.put(col, line, "%2d" % f)
        grid.put(col, line + 1, motif_at.get(f, ""))
        mark = ""
        if f in g.mags and f in seen:
            mark = R.MAGICIANS[g.mags.index(f)][0]
        elif f in g.mags:
            mark = "-"  # the engine has a magician here, no magnet is seen
        elif f in seen:
            mark = "?"  # a magnet the engine cannot explain: lift it (key l)
        if touched[f]:
            mark += "*"
        grid.put(col + 3, line, mark)
        grid.put(col + 1, line + 2, "".join(targets.get(f, [])))
    cx, cy = _xy(b, b.cx, b.cy)
    grid.put(cx, cy, "  (o)")
    for i, (x, y) in enumerate(ghost_points(g, wheel_step(app, g))):
        col, line = _xy(b, x, y)
        # the row under the number and the motif, or the first free place
        # near it: a ghost never writes over a field's number ("2G3" was 28)
        label = "G%d" % (i + 1)
        for dx, dy in ((5, 2), (5, 1), (1, 2), (5, 3), (1, 3), (-3, 2), (5, 0), (-3, 1)):
            if _free(grid, col + dx, line + dy, len(label)):
                grid.put(col + dx, line + dy, label)
                break
    lines = grid.lines()
    while lines and not lines[0].strip():
        lines.pop(0)  # the room for every magician's row below
    deg = degrees(b.wheel, wheel_step(app, g)) % 360  # the engine counts steps around many turns
    legend, shut, halves, locked, gates_of, out, not_set, on, motif_on, all_chips, row = host_words(
        "spuknacht"
    ).VIEW
    lines.append(legend % deg)
    gates = []
    for c in range(len(b.corner_starts)):
        name = present.crest(g, c)  # the line starts with "gates": the crest names each
        h = g.halves[c]
        if c == b.closed_corner:
            gates.append(shut % name)
        elif h >= R.HALVES_TO_LOCK:
            gates.append(locked % name)
        else:
            gates.append(halves % (name, h))
    lines.append(gates_of + ", ".join(gates))
    for m in range(len(g.mags)):
        f = g.mags[m]
        s = g.stacks[m]
        where = out if f == -2 else (not_set if f < 0 else on % f)
        nxt = motif_on % (motifs[s[0]], b.targets[s[0]]) if s else all_chips
        lines.append(row % (R.MAGICIANS[m], where, nxt, len(g.slate[m])))
    return fit(lines)
