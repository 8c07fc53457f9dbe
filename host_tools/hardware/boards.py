"""Board definitions on the host: JSON Schema first, then the device's own checks.

    python -m host_tools boards [BOARD ...] [--game NAME]

prints one line per problem and exits 1 when any board is wrong. The schema
gives shape errors with their JSON path (editors read it too); then the
device's own rule set runs, the very code the board runs at boot
(hexbox.app.boot.board_problems: firmware/hexbox/hw/board.py with the game's
facts): shape again, pins, the step timing, the gear, homing and the game's
needs. tests/test_fuzz_boards.py holds the two to the same verdict.
"""

import json
import os
import sys

import jsonschema

from host_tools import ROOT

BOARD_DIR = os.path.join(ROOT, "board_defs")

from hexbox.app import boot as devboot  # noqa: E402
from hexbox.core.errors import ConfigError  # noqa: E402
from hexbox.hw import board as devboard  # noqa: E402


def names() -> list[str]:
    """Board names: the JSON files of board_defs/ except the schema."""
    return sorted(
        f[:-5] for f in os.listdir(BOARD_DIR) if f.endswith(".json") and f != "schema.json"
    )


def schema() -> dict:
    with open(os.path.join(BOARD_DIR, "schema.json")) as f:
        return json.load(f)


def path_of(name_or_path: str) -> str:
    """A board_defs/ name (checked as the device checks it: it cannot leave
    board_defs/), or the path of a .json file."""
    if name_or_path.endswith(".json") and os.path.isfile(name_or_path):
        return name_or_path
    if devboot.is_name(name_or_path):
        path = os.path.join(BOARD_DIR, name_or_path + ".json")
        if os.path.isfile(path) and name_or_path != "schema":
            return path
    raise ConfigError("unknown board %r; known: %s" % (name_or_path, ", ".join(names())))


def load(name_or_path: str) -> dict:
    return devboard.load(path_of(name_or_path))


def schema_problems(board: dict) -> list[str]:
    """What the JSON Schema finds, each with its JSON path."""
    v = jsonschema.Draft202012Validator(schema())
    errs = []
    for e in sorted(v.iter_errors(board), key=lambda e: [str(p) for p in e.path]):
        where = ".".join(str(p) for p in e.path) or "(top)"
        errs.append("%s: %s" % (where, e.message))
    return errs


def problems(board: dict, game: str | None = None) -> list[str]:
    """Schema errors (with the JSON path) if any, else the device's rules."""
    return schema_problems(board) or devboot.board_problems(board, game)


def validate(board: dict, game: str | None = None) -> dict:
    errs = problems(board, game)
    if errs:
        name = board.get("name", "?") if isinstance(board, dict) else "?"
        raise ConfigError("board %s: %s" % (name, "; ".join(errs)))
    return board


def main(argv: list[str] | None = None) -> int:
    from hexbox.games import names as game_names
    from host_tools.cli import Parser

    ap = Parser(prog="python -m host_tools boards", description=__doc__.split("\n\n")[0])
    ap.add_argument(
        "board", nargs="*", metavar="BOARD", help="board_defs/ names or .json files (default: all)"
    )
    ap.add_argument("--game", choices=game_names(), help="check the board for this game")
    a = ap.parse_args(sys.argv[1:] if argv is None else argv)
    game = a.game
    args = a.board
    for name in args:  # a name that is no board is a typing error, not a verdict on a board
        try:
            path_of(name)
        except ConfigError as e:
            print("%s: %s" % (ap.prog, e), file=sys.stderr)
            return 2
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
