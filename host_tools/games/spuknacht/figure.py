"""Draw a Spuknacht board with the ghosts at a wheel position, as SVG.

  python -m host_tools.games.spuknacht.figure [-o board.svg] [--png board.png]
         [--board my_board.py] [--notch K | --deg D | --step S]
         [--magicians 12,35,39]

--board takes a Python file that defines BOARD like
firmware/hexbox/games/spuknacht/board_ref.py: measure your box, draw it, and
check by eye that fields, paths and ghost rings sit where they do in the box.
The board is validated first; a mistake is reported by name. Fields a ghost
touches right now are drawn red.
"""

import argparse
import os
import sys

from host_tools import FIRMWARE

if FIRMWARE not in sys.path:
    sys.path.insert(0, FIRMWARE)

from hexbox.core.errors import ConfigError  # noqa: E402
from hexbox.core.fixed import deg  # noqa: E402
from hexbox.games.spuknacht.board import Board  # noqa: E402

# the drawing itself is portable: the browser page draws with it too
from host_tools.games.spuknacht.table import ghost_positions, render  # noqa: E402, F401

_PICTURES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "pictures")
# the pictures its README shows (python -m host_tools.figures makes every game's)
README = (("-o", os.path.join(_PICTURES, "spuknacht_board.svg"),
           "--png", os.path.join(_PICTURES, "spuknacht_board.png"),
           "--notch", "3", "--magicians", "12,35,39"),)


def load_board(path=None):
    if path is None:
        from hexbox.games.spuknacht.board_ref import BOARD
    else:
        scope = {}
        with open(path) as f:
            exec(compile(f.read(), path, "exec"), scope)
        BOARD = scope["BOARD"]
    return Board(BOARD)


def main(argv=None):
    ap = argparse.ArgumentParser(prog="host_tools.games.spuknacht.figure", description=__doc__,
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
