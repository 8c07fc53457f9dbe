"""Draw a Spuknacht board with the ghosts at a wheel position, as SVG.

  python -m host_tools.spuknacht_svg [-o board.svg] [--png board.png]
         [--board my_board.py] [--notch K | --deg D | --step S]
         [--magicians 12,35,39]

--board takes a Python file that defines BOARD like
firmware/hexbox/games/spuknacht/board_ref.py: measure your box, draw it, and
check by eye that fields, paths and ghost rings sit where they do in the box.
The board is validated first; a mistake is reported by name. Fields a ghost
touches right now are drawn red.
"""

import argparse
import sys

from host_tools import FIRMWARE

if FIRMWARE not in sys.path:
    sys.path.insert(0, FIRMWARE)

from hexbox.core.collide import disc_touch  # noqa: E402
from hexbox.core.errors import ConfigError  # noqa: E402
from hexbox.core.fixed import UNITS_PER_MM, deg  # noqa: E402
from hexbox.core.sweep import rotate_point  # noqa: E402
from hexbox.games.spuknacht import rules_data as R  # noqa: E402
from hexbox.games.spuknacht.board import Board  # noqa: E402

GHOST_COLOURS = ("#6a5acd", "#2e8b57", "#d2691e", "#708090")
MAGICIAN_COLOURS = ("#e6b800", "#1e90ff", "#32cd32")


def load_board(path=None):
    if path is None:
        from hexbox.games.spuknacht.board_ref import BOARD
    else:
        scope = {}
        with open(path) as f:
            exec(compile(f.read(), path, "exec"), scope)
        BOARD = scope["BOARD"]
    return Board(BOARD)


def ghost_positions(board, step):
    w = board.wheel
    a = w.angle(step)
    out = []
    for k in range(len(board.mount_r)):
        out.append(rotate_point(board.cx, board.cy, board.mount_r[k],
                                (board.mount_a[k] + a) & (w.turn - 1)))
    return out


def render(board, step=0, magicians=()):
    W, H = board.size_mm
    u = float(UNITS_PER_MM)

    def X(v):
        return v / u

    def Y(v):
        return H - v / u  # board y points up, SVG y down

    ghosts = ghost_positions(board, step)
    touched = [any(disc_touch(gx, gy, board.ghost_r, board.fx[f], board.fy[f], board.magician_r)
                   for gx, gy in ghosts) for f in range(board.n)]
    o = ['<svg xmlns="http://www.w3.org/2000/svg" viewBox="-10 -10 %d %d" width="%d" height="%d" '
         'font-family="sans-serif">' % (W + 20, H + 20, 3 * (W + 20), 3 * (H + 20))]
    o.append('<rect x="0" y="0" width="%d" height="%d" fill="#f4efe4" stroke="#333"/>' % (W, H))
    o.append('<text x="2" y="-3" font-size="5">%s - wheel step %d of %d (notch %d of %d)</text>'
             % (board.name, step, board.wheel.period, board.wheel.notch_index(step)
                % board.wheel.notches, board.wheel.notches))
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
    for c in range(len(board.corner_starts)):
        sx, sy = board.stairs_mm[c]
        f = board.corner_starts[c]
        closed = c == board.closed_corner
        o.append('<line x1="%d" y1="%d" x2="%.2f" y2="%.2f" stroke="%s" stroke-width="3"/>'
                 % (sx, H - sy, X(board.fx[f]), Y(board.fy[f]), "#444" if closed else "#c9a227"))
        o.append('<rect x="%d" y="%d" width="8" height="8" fill="%s"/>'
                 % (sx - 4, H - sy - 4, "#444" if closed else "#c9a227"))
        o.append('<text x="%d" y="%d" font-size="4" text-anchor="%s">%s%s</text>'
                 % (sx - 4 if sx < W // 2 else sx + 4, H - sy + (9 if sy > H // 2 else -6),
                    "start" if sx < W // 2 else "end", board.crests[c],
                    " (closed)" if closed else ""))
    for f in range(board.n):
        fill = "#ffb3b3" if touched[f] else "#fffaf0"
        stroke = "#333"
        if f in board.magician_starts:
            stroke = "#1e90ff"
        if f in board.ghost_starts:
            stroke = "#6a5acd"
        o.append('<circle cx="%.2f" cy="%.2f" r="%.2f" fill="%s" stroke="%s" stroke-width="0.8"/>'
                 % (X(board.fx[f]), Y(board.fy[f]), board.fr[f] / u, fill, stroke))
        o.append('<text x="%.2f" y="%.2f" font-size="4" text-anchor="middle">%d</text>'
                 % (X(board.fx[f]), Y(board.fy[f]) - 4, f))
        if f in board.targets:
            name = R.MOTIFS[board.targets.index(f)]
            o.append('<text x="%.2f" y="%.2f" font-size="3.2" text-anchor="middle" '
                     'fill="#8b0000">%s</text>' % (X(board.fx[f]), Y(board.fy[f]) + 5,
                                                   name.replace("'", "&#39;")))
    for m in range(len(magicians)):
        f = magicians[m]
        o.append('<circle cx="%.2f" cy="%.2f" r="%.2f" fill="%s" stroke="#000" stroke-width="0.5"/>'
                 % (X(board.fx[f]), Y(board.fy[f]), board.magician_r / u, MAGICIAN_COLOURS[m % 3]))
        o.append('<text x="%.2f" y="%.2f" font-size="4" text-anchor="middle">%s</text>'
                 % (X(board.fx[f]), Y(board.fy[f]) + 1.5, R.MAGICIANS[m % 3][0]))
    for k in range(len(ghosts)):
        gx, gy = ghosts[k]
        o.append('<circle cx="%.2f" cy="%.2f" r="%.2f" fill="%s" fill-opacity="0.75" '
                 'stroke="#000" stroke-width="0.5"/>'
                 % (X(gx), Y(gy), board.ghost_r / u, GHOST_COLOURS[k]))
        o.append('<text x="%.2f" y="%.2f" font-size="4" text-anchor="middle" fill="#fff">G%d</text>'
                 % (X(gx), Y(gy) + 1.5, k))
    o.append("</svg>")
    return "\n".join(o) + "\n"


def main(argv=None):
    ap = argparse.ArgumentParser(prog="host_tools.spuknacht_svg", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("-o", "--out", default="spuknacht_board.svg")
    ap.add_argument("--png", default=None, help="also write a PNG (needs cairosvg + libcairo)")
    ap.add_argument("--board", default=None, help="a .py file defining BOARD")
    ap.add_argument("--notch", type=int, default=None, help="wheel at this notch boundary")
    ap.add_argument("--step", type=int, default=0, help="wheel at this motor step")
    ap.add_argument("--deg", type=int, default=None,
                    help="wheel turned this many whole degrees (the first step there)")
    ap.add_argument("--magicians", default="", help="fields of the magicians, e.g. 12,35,39")
    args = ap.parse_args(argv)
    try:
        board = load_board(args.board)
    except ConfigError as e:
        print("board error: %s" % e, file=sys.stderr)
        return 1
    step = args.step
    if args.notch is not None:
        step = board.wheel.boundary(args.notch)
    elif args.deg is not None:
        step = board.wheel.first_step_at_or_after(deg(args.deg))
    step = board.wheel.wrap(step)
    mags = [int(x) for x in args.magicians.split(",") if x.strip()]
    with open(args.out, "w") as f:
        f.write(render(board, step, mags))
    print("wrote %s" % args.out)
    if args.png:
        try:
            import cairosvg

            cairosvg.svg2png(url=args.out, write_to=args.png)
            print("wrote %s" % args.png)
        except (ImportError, OSError) as e:
            print("no PNG (%s); open the SVG in a browser instead" % e, file=sys.stderr)
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
