"""python -m host_tools lesson N FILE: check your code for lesson N.

  python -m host_tools lesson 1 my_button.py     run the check on your file
  python -m host_tools lesson 1 --start my.py    write the lesson's first try to my.py
                                                 (never over a file that is there,
                                                 unless --force)
  python -m host_tools lesson --list             the lessons (docs/lessons/)

The check runs your file on the simulated full box (board_defs/pico.json):
the same pins as the real Pico, virtual time, and the world acting on it
(a button pressed, magnets on fields). The browser page's Lab runs the
very same check. A run that takes --time-limit seconds of real time (a loop
that never sleeps nor reads a pin) is stopped and named.
"""

import argparse
import os
import shutil
import sys

from host_tools import ROOT
from host_tools.cli import Parser, file_to_read, file_to_write, refuse, whole_number
from host_tools.hardware import boards
from host_tools.lessons.checks import TITLES, check, verdict
from host_tools.lessons.lab import REAL_S
from host_tools.outfolder import why_not

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
    ap.add_argument("--force", action="store_true",
                    help="with --start: write over a file that is already there")
    ap.add_argument("--time-limit", type=whole_number(1, 600, "a time limit in seconds"),
                    default=REAL_S, metavar="S",
                    help="real seconds a run may take (default %d)" % REAL_S)
    ap.add_argument("--list", action="store_true")
    ap.add_argument(
        "--board", default="pico", choices=boards.names(), help="board definition (default pico)"
    )
    args = ap.parse_args(argv)
    if args.list or args.n is None:
        for n, title in TITLES:
            print("%d  %s" % (n, title))
        return 0
    if args.force and not args.start:
        ap.error("--force goes with --start (it writes over a file that is there)")
    if args.start:
        return write_start(ap, args)
    if not args.file:
        ap.error("which file? e.g.  python -m host_tools lesson %d my_code.py" % args.n)
    code = read_code(ap, args.file)
    if code is None:
        return 2
    with open(start_file(args.n), encoding="utf-8") as f:
        start = f.read()
    ok, lines = check(args.n, code, boards.load(args.board), real_s=args.time_limit,
                      name=os.path.basename(args.file), start=start)
    print("lesson %d, %s: %s" % (args.n, TITLES[args.n - 1][1], args.file))
    for line in lines:
        print("  " + line)
    print(verdict(ok, lines))
    return 0 if ok else 1


def start_file(n):
    return os.path.join(LESSONS, "start", "lesson%d.py" % n)


def write_start(ap, args):
    """--start FILE: the lesson's first try, never over a pupil's file unasked."""
    if os.path.lexists(args.start) and not args.force:
        return refuse(ap.prog, "%s is already there (your code?): nothing was written; "
                      "give another name, or --force to write over it" % args.start)
    try:
        shutil.copyfile(start_file(args.n), args.start)
    except OSError as e:
        return refuse(ap.prog, "cannot write %s: %s" % (args.start, why_not(e)))
    print("wrote %s: edit it, then  python -m host_tools lesson %d %s"
          % (args.start, args.n, args.start))
    return 0


def read_code(ap, path):
    """The pupil's file as text, or None after one line saying why not."""
    try:
        with open(path, "rb") as f:
            data = f.read()
    except OSError as e:
        refuse(ap.prog, "cannot read %s: %s" % (path, why_not(e)))
        return None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as e:
        refuse(ap.prog, "%s is not UTF-8 text (byte 0x%02x at position %d): save it as UTF-8 "
               "(Python files are; an editor's \"save with encoding\" does it)"
               % (path, data[e.start], e.start))
        return None


if __name__ == "__main__":
    sys.exit(main())
