"""Draw a Techno Witches table as SVG: castles, houses, the cat, flyers with
their tails, Wolkenschreck, the flight just flown (the piece that crashed in
red, a red cross at the crash point) and his last flight.

  python -m host_tools.games.techno_witches.figure --state game.json -o table.svg
  python -m host_tools.games.techno_witches.figure \
      --examples host_tools/games/techno_witches/pictures

--state takes a snapshot (Game.to_dict() as JSON, e.g. from the play CLI).
--examples writes one scripted scene per adventure (the docs figures).
"""

import argparse
import json
import os
import sys

from host_tools import FIRMWARE

if FIRMWARE not in sys.path:
    sys.path.insert(0, FIRMWARE)

from hexbox.core import fixed  # noqa: E402
from hexbox.games.techno_witches import Game  # noqa: E402

# the drawing itself is portable: the browser page draws with it too
from host_tools.games.techno_witches.table import render  # noqa: E402

U = fixed.UNITS_PER_MM


# (adventure, players, seat's pose (mm, mm, deg), forward curves, backward curve)
EXAMPLES = (
    ("flight_school", 4, (500, 400, 0), [(4, "R"), (8, "L"), (1, "L")], None),
    ("bumblebee", 3, (500, 400, 90), [(6, "R"), (7, "L")], (5, "L")),
    ("quaddatsch", 3, (684, 520, 270), [(10, "L"), (2, "L")], (3, "R")),
    ("wolkenschreck", 3, (300, 400, 0), [(10, "R"), (9, "L"), (8, "L"), (7, "R")], None),
)


def example(adventure, players, at, book, back):
    g = Game(players=players, seed=1, variant=(adventure,))
    while g.pending:
        g.play(g.actions()[0])
    g.poses[0] = [at[0] * U, at[1] * U, fixed.deg(at[2]) & fixed.MASK]
    g.home[0] = None
    for shape, side in book:
        g.supply[shape - 1] -= 1
        g.books[0].append([shape, side])
    if back is not None:
        g.supply[back[0] - 1] -= 1
        g.backs[0] = [back[0], back[1]]
    g.play(("fly",))
    return g


# the pictures its README shows (python -m host_tools.figures makes every game's)
README = (("--examples", os.path.join(os.path.dirname(os.path.abspath(__file__)), "pictures")),)


def main(argv=None):
    ap = argparse.ArgumentParser(prog="host_tools.games.techno_witches.figure", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--state", help="snapshot JSON file to draw")
    ap.add_argument("-o", "--out", default="-", help="SVG file (default stdout)")
    ap.add_argument("--examples", metavar="DIR", help="write the example scenes into DIR")
    args = ap.parse_args(argv)
    if args.examples:
        os.makedirs(args.examples, exist_ok=True)
        for ex in EXAMPLES:
            path = os.path.join(args.examples, "techno_witches_%s.svg" % ex[0])
            with open(path, "w") as f:
                f.write(render(example(*ex)) + "\n")
            print(path)
        return 0
    if args.state:
        with open(args.state) as f:
            g = Game.from_dict(json.load(f))
    else:
        g = example(*EXAMPLES[0])
    text = render(g) + "\n"
    if args.out == "-":
        sys.stdout.write(text)
    else:
        with open(args.out, "w") as f:
            f.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
