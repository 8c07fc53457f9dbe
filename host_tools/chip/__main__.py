"""python -m host_tools chip run --board B --game G [--actions N]: the box
on the emulated Pico, played by the virtual player; prints its chip-time
figures as JSON.  python -m host_tools chip script FILE: run a MicroPython
script on the chip."""

import argparse
import json
import sys

from host_tools.chip import ChipMissing


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python -m host_tools chip", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("run", help="play a game on the chip")
    r.add_argument("--board", default="pico_referee")
    r.add_argument("--game", required=True)
    r.add_argument("--actions", type=int, help="stop after this many actions (default: the whole game)")
    r.add_argument("--seed", type=int, default=1, help="the virtual player's seed")
    s = sub.add_parser("script", help="run a MicroPython script on the chip")
    s.add_argument("file")
    a = ap.parse_args(argv)
    try:
        if a.cmd == "script":
            from host_tools.chip import script

            text, us, _ = script.run(open(a.file).read())
            print(text)
            print("chip: %.1f ms of chip time" % (us / 1000), file=sys.stderr)
            return 0
        from host_tools.chip.box import ChipBox

        with ChipBox(a.board, a.game) as box:
            print(json.dumps(box.play(a.seed, a.actions), indent=1))
        return 0
    except ChipMissing as e:
        print("chip: " + str(e), file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
