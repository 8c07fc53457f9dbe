"""What every host_tools command shares for its arguments: a bad one is
answered with one line (what is wrong, and that --help shows the usage)
and exit code 2, never a traceback or a usage block."""

import argparse
import os
import sys
from collections.abc import Callable


class Parser(argparse.ArgumentParser):
    def error(self, message: str):
        self.exit(2, "%s: %s (--help shows the usage)\n" % (self.prog, message))


def refuse(prog: str, message: str) -> int:
    """Print the one line of a refused argument; returns the exit code 2."""
    print("%s: %s" % (prog, message), file=sys.stderr)
    return 2


def file_to_read(text: str) -> str:
    """An argparse type: the path of a file that exists (not a folder)."""
    if not text:
        raise argparse.ArgumentTypeError("an empty file name")
    if os.path.isdir(text):
        raise argparse.ArgumentTypeError("%s is a folder, not a file" % text)
    if not os.path.isfile(text):
        raise argparse.ArgumentTypeError("there is no file %s" % text)
    return text


def file_to_write(text: str) -> str:
    """An argparse type: a file path whose folder exists (and not a folder)."""
    if not text:
        raise argparse.ArgumentTypeError("an empty file name")
    if os.path.isdir(text):
        raise argparse.ArgumentTypeError("%s is a folder, not a file" % text)
    folder = os.path.dirname(text) or "."
    if not os.path.isdir(folder):
        raise argparse.ArgumentTypeError("there is no folder %s" % folder)
    return text


def folder_to_write(text: str) -> str:
    """An argparse type: a folder to write into (made if missing), not a file."""
    if not text or (os.path.exists(text) and not os.path.isdir(text)):
        raise argparse.ArgumentTypeError("--out names a folder, not %r" % text)
    return text


def not_empty(why: str, what: str = "text") -> Callable[[str], str]:
    """An argparse type: text that is not blank; `why` says what to do instead."""
    def parse(text: str) -> str:
        if not text.strip():
            raise argparse.ArgumentTypeError(why)
        return text
    parse.__name__ = what  # argparse names the type in its messages
    return parse


# -k: a filter that is not empty (empty would select everything)
some_text = not_empty("an empty filter selects everything: leave -k out instead", "a filter")


def whole_number(lo: int, hi: int, what: str = "a whole number") -> Callable[[str], int]:
    """An argparse type: an int in lo..hi, else one line naming the range."""
    def parse(text: str) -> int:
        try:
            v = int(text)
        except ValueError:
            v = None
        if v is None or not lo <= v <= hi:
            raise argparse.ArgumentTypeError(
                "%s is %s %d..%d, not %s" % (what, "a whole number", lo, hi, text[:40] or "empty")
            )
        return v
    parse.__name__ = what  # argparse names the type in its messages
    return parse
