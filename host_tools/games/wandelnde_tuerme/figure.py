"""Regenerate the Wandelnde-Türme pictures in host_tools/games/wandelnde_tuerme/pictures/.

  python -m host_tools.games.wandelnde_tuerme.figure

wandelnde_tuerme_start.svg: the referee's full state of a fresh 6-player
team + Meistermagier game; wandelnde_tuerme_midgame.svg: seat 0's view after
400 random actions (trapped wizards only counted)."""

import os
import sys

from host_tools import FIRMWARE, ROOT

if FIRMWARE not in sys.path:
    sys.path.insert(0, FIRMWARE)

from hexbox.core.rng import Rng  # noqa: E402
from hexbox.games.wandelnde_tuerme import Game  # noqa: E402
from hexbox.games.wandelnde_tuerme.render import svg  # noqa: E402

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "pictures")
# the pictures its README shows (python -m host_tools.figures makes every game's)
README = ((),)


def main(argv=None):
    if argv:
        raise SystemExit("usage: python -m host_tools.games.wandelnde_tuerme.figure (no arguments)")
    os.makedirs(OUT, exist_ok=True)
    g = Game(players=6, seed=3, variant=("team", "meister"))
    pics = {"wandelnde_tuerme_start.svg": svg(g.to_dict())}
    pick = Rng(9)
    for _ in range(400):
        acts = g.actions()
        g.play(acts[pick.below(len(acts))])
    pics["wandelnde_tuerme_midgame.svg"] = svg(g.view(0))
    for name in sorted(pics):
        with open(os.path.join(OUT, name), "w") as f:
            f.write(pics[name])
        print(os.path.relpath(os.path.join(OUT, name), ROOT))


if __name__ == "__main__":
    main()
