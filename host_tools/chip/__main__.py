"""python -m host_tools chip run --board B --game G [--actions N]: the box
on the emulated Pico, played by the virtual player; prints its chip-time
figures as JSON.  python -m host_tools chip script FILE: run a MicroPython
script on the chip."""

import argparse
import json
import sys

from host_tools.chip import ChipMissing


def main(argv=None):
    from hexbox.games import names
    from host_tools.cli import Parser, file_to_read, whole_number
    from host_tools.hardware import boards

    ap = Parser(prog="python -m host_tools chip", description=__doc__,
                formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="cmd", required=True, parser_class=Parser)
    r = sub.add_parser("run", help="play a game on the chip", prog="python -m host_tools chip run")
    rp2040 = [b for b in boards.names() if boards.load(b)["mcu"] == "RP2040"]  # what rp2040js runs
    r.add_argument("--board", default="pico_referee", choices=rp2040)
    r.add_argument("--game", required=True, choices=names())
    r.add_argument("--actions", type=whole_number(1, 1 << 20, "an action count"),
                   help="stop after this many actions (default: the whole game)")
    r.add_argument("--seed", type=whole_number(0, 0xFFFFFFFF, "a seed"), default=1,
                   help="the virtual player's seed")
    s = sub.add_parser("script", help="run a MicroPython script on the chip",
                       prog="python -m host_tools chip script")
    s.add_argument("file", type=file_to_read)
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
