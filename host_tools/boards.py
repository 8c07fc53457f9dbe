"""Board definitions on the host: JSON Schema first, then the device's own checks.

    python -m host_tools.boards [BOARD ...] [--game NAME]

prints one line per problem and exits 1 when any board is wrong. The schema
catches shape errors (a missing key, a pin that is not a number); the rules
about pins (unknown, twice, flash, strapping, input-only) and the game's needs
live in firmware/hexbox/hw/board.py, shared with the device.
"""

import json
import os
import sys

import jsonschema

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BOARD_DIR = os.path.join(ROOT, "board_defs")
sys.path.insert(0, os.path.join(ROOT, "firmware"))

from hexbox.core.errors import ConfigError  # noqa: E402
from hexbox.hw import board as devboard  # noqa: E402


def names():
    """Board names: the JSON files of board_defs/ except the schema."""
    return sorted(f[:-5] for f in os.listdir(BOARD_DIR) if f.endswith(".json") and f != "schema.json")


def schema():
    with open(os.path.join(BOARD_DIR, "schema.json")) as f:
        return json.load(f)


def load(name_or_path):
    path = name_or_path
    if not os.path.exists(path):
        path = os.path.join(BOARD_DIR, name_or_path + ".json")
    if not os.path.exists(path):
        raise ConfigError("unknown board %r; known: %s" % (name_or_path, ", ".join(names())))
    return devboard.load(path)


def problems(board, game=None):
    """Schema errors (with the JSON path) and then the device checks."""
    v = jsonschema.Draft202012Validator(schema())
    errs = []
    for e in sorted(v.iter_errors(board), key=lambda e: list(e.path)):
        where = ".".join(str(p) for p in e.path) or "(top)"
        errs.append("%s: %s" % (where, e.message))
    if errs:
        return errs
    return devboard.problems(board, game)


def validate(board, game=None):
    errs = problems(board, game)
    if errs:
        raise ConfigError("board %s: %s" % (board.get("name", "?"), "; ".join(errs)))
    return board


def main(argv=None):
    args = list(sys.argv[1:] if argv is None else argv)
    game = None
    if "--game" in args:
        i = args.index("--game")
        game = args[i + 1]
        del args[i:i + 2]
    bad = 0
    for name in args or names():
        try:
            errs = problems(load(name), game)
        except ConfigError as e:
            errs = [str(e)]
        for e in errs:
            print("%s: %s" % (name, e))
        if not errs:
            print("%s: ok" % name)
        bad += bool(errs)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
