"""python -m host_tools lesson N FILE: check your code for lesson N.

  python -m host_tools lesson 1 my_button.py     run the check on your file
  python -m host_tools lesson 1 --start my.py    write the lesson's first try to my.py
  python -m host_tools lesson --list             the lessons (docs/lessons/)

The check runs your file on the simulated full box (board_defs/pico.json):
the same pins as the real Pico, virtual time, and the world acting on it
(a button pressed, magnets on fields). The browser page's Lab runs the
very same check.
"""

import argparse
import os
import shutil
import sys

from host_tools import ROOT
from host_tools.cli import Parser, file_to_read, file_to_write, whole_number
from host_tools.hardware import boards
from host_tools.lessons.checks import TITLES, check

LESSONS = os.path.join(ROOT, "docs", "lessons")


def main(argv=None):
    ap = Parser(
        prog="host_tools lesson",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    ap.add_argument("n", type=whole_number(1, len(TITLES), "a lesson"), nargs="?",
                    help="the lesson, 1..%d" % len(TITLES))
    ap.add_argument("file", nargs="?", type=file_to_read, help="your Python file")
    ap.add_argument(
        "--start", metavar="FILE", type=file_to_write, help="write the lesson's first try to FILE"
    )
    ap.add_argument("--list", action="store_true")
    ap.add_argument(
        "--board", default="pico", choices=boards.names(), help="board definition (default pico)"
    )
    args = ap.parse_args(argv)
    if args.list or args.n is None:
        for n, title in TITLES:
            print("%d  %s" % (n, title))
        return 0
    if args.start:
        shutil.copyfile(os.path.join(LESSONS, "start", "lesson%d.py" % args.n), args.start)
        print("wrote %s: edit it, then  python -m host_tools lesson %d %s"
              % (args.start, args.n, args.start))
        return 0
    if not args.file:
        ap.error("which file? e.g.  python -m host_tools lesson %d my_code.py" % args.n)
    with open(args.file) as f:
        code = f.read()
    ok, lines = check(args.n, code, boards.load(args.board))
    print("lesson %d, %s: %s" % (args.n, TITLES[args.n - 1][1], args.file))
    for line in lines:
        print("  " + line)
    print("PASSED" if ok else "not yet: read the WRONG lines above")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
