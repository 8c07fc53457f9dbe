"""SVG picture of a Broom Service game: the map (regions by landscape, rivers,
castles), cloud spaces with their wand cost, towers (colour, shape, VP, wands,
occupied), variant tiles, pawns and the score table.

  python -m host_tools.games.broom_service.figure [--side front|back] [--seed N]
      [--steps N] [--out FILE]

Without --out it writes
host_tools/games/broom_service/pictures/broom_service_<side>.svg after --steps
random actions of a seeded game (so the picture shows a game in progress).
"""

import argparse
import os
import sys

from host_tools import FIRMWARE

if FIRMWARE not in sys.path:
    sys.path.insert(0, FIRMWARE)

from hexbox.games.broom_service import Game  # noqa: E402
from hexbox.games.playout import advance  # noqa: E402

# the drawing itself is portable: the browser page draws with it too
from host_tools.games.broom_service.table import render  # noqa: E402


def seeded_game(side, seed, steps, players=4):
    variant = ("back", "storm") if side == "back" else ("mountains", "storm")
    return advance(Game(players, seed, variant), seed, steps)


# the pictures its README shows (python -m host_tools.figures makes every game's)
README = (("--side", "front"), ("--side", "back"))


def main(argv=None):
    ap = argparse.ArgumentParser(prog="host_tools.games.broom_service.figure", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--side", default="front", choices=("front", "back"))
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--steps", type=int, default=150)
    ap.add_argument("--out")
    args = ap.parse_args(argv)
    out = args.out or os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "pictures", "broom_service_%s.svg" % args.side
    )
    os.makedirs(os.path.dirname(out) or ".", exist_ok=True)
    with open(out, "w") as f:
        f.write(render(seeded_game(args.side, args.seed, args.steps)))
    print(out)


if __name__ == "__main__":
    main()
