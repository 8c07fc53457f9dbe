"""Die verdrehte Spuknacht's board as SVG: fields, paths, gates, the ghost
wheel at a motor step and the magicians. Portable (the browser page draws
it inside MicroPython; host_tools/games/spuknacht/figure.py is the command line).

The picture is built for moving parts: the ghosts sit in one group
(id "wheel") turned about the hub by an SVG rotation, so a page turns the
wheel by changing one attribute (data-period / data-revs give the degrees
of a step: 360 * step * revs / period); each magician is a group
(id "m0".."m2", data-field) moved by a translation; each field a circle
(id "f<n>", data-field). Board y points up, SVG y down: the outer picture
flips it, so a turn the board calls +a (counter-clockwise) is rotate(-a).
"""

from hexbox.core.disc import disc_touch
from hexbox.core.fixed import UNITS_PER_MM
from hexbox.core.lines import lookup
from hexbox.core.sweep import rotate_point
from hexbox.games import host_words, language, words
from hexbox.games.spuknacht import data as R

GHOST_COLOURS = ("#6a5acd", "#2e8b57", "#d2691e", "#708090")
MAGICIAN_COLOURS = ("#e6b800", "#1e90ff", "#32cd32")
TRAY_MM = 26  # height of the strip under the board where lifted pieces wait (page)
# the text, in mm: a phone's 390 px show the board at about 1.1 px a mm, so
# 7 mm read 9 px high there; a motif's name goes under its field (the
# field holds its number), on a halo over the paths it crosses
FS = 7
TOP_MM = 24  # above the board: the caption's two lines


def home_ghosts(board):
    """The ghosts at home: (mount ring, angle at step 0) per ghost start."""
    return [(k, board.mount_a[k]) for k in range(len(board.mount_r))]


def ghost_positions(board, step, ghosts=None):
    """Centres of the ghosts at wheel `step` (board units)."""
    w = board.wheel
    a = w.angle(step)
    out = []
    for k, base in ghosts if ghosts is not None else home_ghosts(board):
        out.append(rotate_point(board.cx, board.cy, board.mount_r[k], (base + a) & (w.turn - 1)))
    return out


def degrees(board, step):
    """The wheel's turn at `step` in degrees, 0 <= d < 360 (for drawing only)."""
    w = board.wheel
    return (w.angle(step) & (w.turn - 1)) * 360.0 / w.turn


def tray_xy(board, m):
    """Where magician m waits off the board (mm, SVG coordinates)."""
    return (14 + 24 * m, board.size_mm[1] + TRAY_MM // 2 + 2)


def next_targets(game):
    """Each magician's next target: the field of the top chip of his colour,
    or -1 (all five collected, or out of the castle). The simulator's table
    and the page's picture mark the same fields."""
    stacks = getattr(game, "stacks", None)
    if stacks is None:  # the dice-and-wheel box keeps no chips
        return []
    b = game.board
    return [b.targets[s[0]] if s and game.mags[m] != -2 else -1 for m, s in enumerate(stacks)]


def render(board, step=0, magicians=(), ghosts=None, page=False, halves=None, targets=()):
    """The board as SVG text. magicians: a field per magician (-1 not on
    the board, -2 left the castle). page: for the browser page, which turns
    the wheel and colours the touched fields itself as the wheel turns; it
    gets the strip where lifted magicians wait (else a magician off the
    board is not drawn). Else fields a ghost touches at `step` are red.
    ghosts: (ring, base angle) per ghost (default: the three at home);
    halves: gate halves placed per corner (drawn as bars on the gates);
    targets: each magician's next target field (-1 none), ringed in his
    colour with his letter."""
    W, H = board.size_mm
    u = float(UNITS_PER_MM)

    def X(v):
        return v / u

    def Y(v):
        return H - v / u

    ghosts = ghosts if ghosts is not None else home_ghosts(board)
    now = ghost_positions(board, step, ghosts)
    touched = [0] * board.n
    for f in range(board.n if not page else 0):
        for gx, gy in now:
            if disc_touch(gx, gy, board.ghost_r, board.fx[f], board.fy[f], board.magician_r):
                touched[f] = 1
    extra = TRAY_MM if page else 0
    o = ['<svg xmlns="http://www.w3.org/2000/svg" viewBox="-10 -%d %d %d" width="%d" height="%d" '
         'font-family="sans-serif" data-step="%d">'
         % (TOP_MM, W + 20, H + 10 + TOP_MM + extra, 3 * (W + 20), 3 * (H + 10 + TOP_MM + extra),
            step)]
    o.append('<rect x="0" y="0" width="%d" height="%d" fill="#f4efe4" stroke="#333"/>' % (W, H))
    said = host_words("spuknacht").PICTURE
    w = board.wheel
    # what the players follow: the wheel's turn and its notch (the ghost die
    # counts notches), in whole degrees as the simulator's legend says it
    deg = ((w.angle(step) & (w.turn - 1)) * 360 + w.turn // 2) // w.turn % 360
    caption = said[0] % (lookup(said[3], board.name, board.name), deg,
                         w.notch_index(step) % w.notches, w.notches)
    # the board's name, then the wheel: two lines, each as wide as the board
    # (one text: the page's title is the picture's first)
    head, _, wheel = caption.partition(" - ")
    o.append('<text font-size="%d"><tspan x="0" y="-%d">%s</tspan><tspan x="0" y="-4">%s</tspan>'
             '</text>' % (FS, TOP_MM - FS - 1, head, wheel))
    cx, cy = X(board.cx), Y(board.cy)
    for k in range(len(board.mount_r)):  # the ghosts' rings (footprint band)
        r = board.mount_r[k] / u
        o.append('<circle cx="%.2f" cy="%.2f" r="%.2f" fill="none" stroke="%s" stroke-width="%.2f" '
                 'stroke-opacity="0.15"/>' % (cx, cy, r, GHOST_COLOURS[k], 2 * board.ghost_r / u))
        o.append('<circle cx="%.2f" cy="%.2f" r="%.2f" fill="none" stroke="%s" stroke-width="0.4" '
                 'stroke-dasharray="2 2"/>' % (cx, cy, r, GHOST_COLOURS[k]))
    o.append('<path d="M%.1f %.1f h6 M%.1f %.1f v6" stroke="#000" stroke-width="0.6" '
             'transform="translate(-3 -3)"/>' % (cx, cy + 3, cx + 3, cy))
    for f in range(board.n):
        for g in board.adj[f]:
            if g > f:
                o.append('<line x1="%.2f" y1="%.2f" x2="%.2f" y2="%.2f" stroke="#8b7d6b" '
                         'stroke-width="2"/>' % (X(board.fx[f]), Y(board.fy[f]),
                                                 X(board.fx[g]), Y(board.fy[g])))
    _gates(o, board, H, W, X, Y, halves, said[2])
    for f in range(board.n):
        fill = "#ffb3b3" if touched[f] else "#fffaf0"
        stroke = "#333"
        if f in board.magician_starts:
            stroke = "#1e90ff"
        if f in board.ghost_starts:
            stroke = "#6a5acd"
        o.append('<circle id="f%d" class="field" data-field="%d" cx="%.2f" cy="%.2f" r="%.2f" '
                 'fill="%s" stroke="%s" stroke-width="0.8"/>'
                 % (f, f, X(board.fx[f]), Y(board.fy[f]), board.fr[f] / u, fill, stroke))
        o.append('<text x="%.2f" y="%.2f" font-size="%d" text-anchor="middle" '
                 'pointer-events="none">%d</text>' % (X(board.fx[f]), Y(board.fy[f]) - 3, FS, f))
    for f in range(board.n):  # over the paths and rings, under the pieces
        if f in board.targets:
            name = _motifs()[board.targets.index(f)]
            o.append('<text x="%.2f" y="%.2f" font-size="%d" text-anchor="middle" '
                     'fill="#8b0000" stroke="#f4efe4" stroke-width="2" paint-order="stroke" '
                     'pointer-events="none">%s</text>'
                     % (X(board.fx[f]), Y(board.fy[f]) + board.fr[f] / u + FS, FS,
                        name.replace("'", "&#39;")))
    _targets(o, board, X, Y, targets)
    if page:
        o.append('<rect id="tray" x="0" y="%d" width="%d" height="%d" rx="3" fill="#e2d8c3" '
                 'stroke="#333"/>' % (H + 4, W, extra - 4))
        o.append('<text x="%d" y="%d" font-size="%d" fill="#444" pointer-events="none">'
                 '%s</text>' % (80, H + 4 + (extra + FS) // 2 - 1, FS, said[1]))
    for m in range(len(magicians)):
        f = magicians[m]
        if f >= 0:
            x, y = X(board.fx[f]), Y(board.fy[f])
        elif page:
            x, y = tray_xy(board, m)
        else:
            continue
        o.append('<g id="m%d" class="mag" data-mag="%d" data-field="%d" '
                 'transform="translate(%.2f %.2f)">' % (m, m, f, x, y))
        o.append('<circle cx="0" cy="0" r="%.2f" fill="%s" stroke="#000" stroke-width="0.5"/>'
                 % (board.magician_r / u, MAGICIAN_COLOURS[m % 3]))
        o.append('<text x="0" y="2.5" font-size="%d" text-anchor="middle" pointer-events="none">'
                 '%s</text></g>' % (FS, R.MAGICIANS[m % 3][0]))
    w = board.wheel
    o.append('<g id="wheel" data-cx="%.2f" data-cy="%.2f" data-period="%d" data-revs="%d" '
             'data-ghost-r="%.2f" data-magician-r="%.2f" pointer-events="none" '
             'transform="rotate(%.3f %.2f %.2f)">'
             % (cx, cy, w.period, w.revs, board.ghost_r / u, board.magician_r / u,
                -degrees(board, step), cx, cy))
    for g in range(len(ghosts)):
        k, base = ghosts[g]
        gx, gy = rotate_point(board.cx, board.cy, board.mount_r[k], base)
        o.append('<circle class="ghost" cx="%.2f" cy="%.2f" r="%.2f" fill="%s" fill-opacity="0.75" '
                 'stroke="#000" stroke-width="0.5"/>'
                 % (X(gx), Y(gy), board.ghost_r / u, GHOST_COLOURS[g % len(GHOST_COLOURS)]))
        o.append('<text x="%.2f" y="%.2f" font-size="%d" text-anchor="middle" '
                 'fill="#fff">G%d</text>'
                 % (X(gx), Y(gy) + 2.5, FS, g + 1))  # numbered from 1, as the box says "Ghost 1"
    o.append("</g></svg>")
    return "\n".join(o) + "\n"


def _motifs():
    # English: the data's full names (the page has room); else the words' short ones
    return R.MOTIFS if language() == "en" else words("spuknacht").MOTIFS


def _targets(o, board, X, Y, targets):
    """Each magician's next target field: a dashed ring in his colour and
    his letter (two on one field: two rings)."""
    u = float(UNITS_PER_MM)
    for m in range(len(targets)):
        f = targets[m]
        if f < 0:
            continue
        x, y = X(board.fx[f]), Y(board.fy[f])
        r = board.fr[f] / u + 1.2 + 1.2 * targets[:m].count(f)  # two on one field: two rings
        o.append('<circle class="target" data-mag="%d" data-field="%d" cx="%.2f" cy="%.2f" '
                 'r="%.2f" fill="none" stroke="%s" stroke-width="1" stroke-dasharray="2 1" '
                 'pointer-events="none"/>' % (m, f, x, y, r, MAGICIAN_COLOURS[m % 3]))
        o.append('<text x="%.2f" y="%.2f" font-size="%d" text-anchor="middle" fill="%s" '
                 'font-weight="bold" stroke="#333" stroke-width="0.3" '
                 'pointer-events="none">%s</text>'
                 % (x - r + 4 * targets[:m].count(f), y - r + 1, FS, MAGICIAN_COLOURS[m % 3],
                    R.MAGICIANS[m % 3][0].lower()))


def _gates(o, board, H, W, X, Y, halves, closed_word):
    crests = () if language() == "en" else words("spuknacht").CRESTS
    for c in range(len(board.corner_starts)):
        sx, sy = board.stairs_mm[c]
        f = board.corner_starts[c]
        closed = c == board.closed_corner
        n = halves[c] if halves is not None else 0
        colour = "#444" if closed or n >= 2 else "#c9a227"
        o.append('<line x1="%d" y1="%d" x2="%.2f" y2="%.2f" stroke="%s" stroke-width="3"/>'
                 % (sx, H - sy, X(board.fx[f]), Y(board.fy[f]), colour))
        o.append('<rect id="gate%d" x="%d" y="%d" width="8" height="8" fill="%s" data-halves="%d"/>'
                 % (c, sx - 4, H - sy - 4, colour, n))
        for i in range(min(n, 2)):  # a gate half: a bar across the gate
            o.append('<rect x="%d" y="%d" width="8" height="2" fill="#8b0000"/>'
                     % (sx - 4, H - sy - 3 + 4 * i))
        # beside its gate, between the board's edge and the corner field
        o.append('<text x="%d" y="%.1f" font-size="%d" text-anchor="%s">%s%s</text>'
                 % (sx + 6 if sx < W // 2 else sx - 6, H - sy + FS / 2 - 1, FS,
                    "start" if sx < W // 2 else "end",
                    lookup(crests, board.crests[c], board.crests[c]),
                    closed_word if closed else ""))


def table(game, magicians=None, step=None):
    """The board of a game in play: its ghosts (the expert's fourth too),
    gate halves and the magicians (default: where the engine has them).
    game: the engine, or the dice-and-wheel box's table (the magicians told
    by hand, no gates)."""
    return render(game.board, game.step if step is None else step,
                  game.mags if magicians is None else magicians,
                  [(k, a) for k, a in game.ghosts], True, getattr(game, "halves", None),
                  next_targets(game))
