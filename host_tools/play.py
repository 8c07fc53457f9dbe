"""Drive any rules engine from JSON lines: actions in, events out.

  python -m host_tools play GAME [--players P] [--seed S] [--variant V]...
      stdin: one action per line as JSON (["move", 2, 17]); "?" lists the legal ones;
             a line starting with # is a comment
      stdout: one JSON line per event; {"over": true, "result": ...} at the end
  --state FILE   start from a snapshot instead of a new game (its players,
                 seed and variant are the snapshot's: not given with it)
  --dump [FILE]  write the final snapshot to FILE, or as a line of stdout (after a
                 bad line too: the game as it stood before it)
  --random N     play N random games from seeds S..S+N-1 (N at most 100000);
                 print one JSON summary line
  --human        a prompt for a person: the numbered actions, undo, status, help
  --lang de|en   the language of the prompt (--human), as the box speaks it: the
                 game's words and the prompt's own; JSON lines are data, not words

A snapshot is Game.to_dict() as JSON: what --dump writes is what --state reads.
Every problem (an illegal action, a line that is no JSON, a damaged snapshot,
a bad argument, an option where it does nothing) ends in one {"error": reason}
line and exit code 2.
"""

import argparse
import json
import sys
import time

from host_tools import FIRMWARE

if FIRMWARE not in sys.path:
    sys.path.insert(0, FIRMWARE)

from hexbox.core.errors import HexboxError, IllegalAction  # noqa: E402
from hexbox.core.jsonable import listify  # noqa: E402
from hexbox.core.snapshot import SEED  # noqa: E402
from hexbox.games import LANGUAGES, game_class, language, names, use_language  # noqa: E402
from hexbox.games.playout import default_players, random_playout  # noqa: E402

# --random (the docstring says it too): more games is a slip, not a test (hours of playouts)
RANDOM_MAX = 100000
DEFAULT_SEED = 1


class Refused(Exception):
    """A bad input of the CLI: reported as {"error": reason}, exit 2."""


def _emit(obj, out):
    out.write(json.dumps(obj) + "\n")
    out.flush()


def read_json(text, what):
    """json.loads that turns every way of failing into Refused."""
    try:
        return json.loads(text)
    except RecursionError:
        raise Refused("%s is nested too deep" % what) from None
    except ValueError as e:  # also UnicodeDecodeError and too-long integers
        raise Refused("%s is not JSON: %s" % (what, e)) from None


def as_action(value):
    """A JSON action (a list) as the tuple engines take; one level only, so a
    list inside stays a list and the engine refuses it."""
    return tuple(value) if type(value) is list else value


def load_state(cls, path):
    """The game saved in snapshot file `path` (what --dump writes)."""
    try:
        with open(path, "rb") as f:
            raw = f.read()
    except OSError as e:
        raise Refused("cannot read %s: %s" % (path, e.strerror or e)) from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise Refused("%s is not UTF-8 text" % path) from None
    d = read_json(text, path)
    if not isinstance(d, dict):
        raise Refused("%s holds a JSON %s, not a snapshot (an object)" % (path, type(d).__name__))
    try:
        return cls.from_dict(d)
    except (HexboxError, ValueError, KeyError, TypeError) as e:
        raise Refused("%s is not a snapshot of this game: %s" % (path, e)) from None


def dump_state(game, where, out):
    text = json.dumps(game.to_dict())
    if where == "-":
        out.write(text + "\n")
        out.flush()
        return
    try:
        with open(where, "w") as f:
            f.write(text + "\n")
    except OSError as e:
        raise Refused("cannot write %s: %s" % (where, e.strerror or e)) from None


def random_summary(cls, players, seed, variant, n):
    start = time.perf_counter()
    turns, outcomes = 0, {}
    for s in range(seed, seed + n):
        game, steps = random_playout(cls, players, s, variant)
        turns += steps
        key = json.dumps(game.result.get("winners"))
        outcomes[key] = outcomes.get(key, 0) + 1
    elapsed = time.perf_counter() - start
    return {
        "games": n,
        "turns": turns,
        "outcomes": {"winners=" + k: v for k, v in sorted(outcomes.items())},
        "seconds": round(elapsed, 3),
        "games_per_min": round(n * 60 / elapsed, 1) if elapsed else None,
    }


def play_lines(game, lines, out):
    """Apply JSON-line actions, printing their events; Refused on the first
    bad line (the game stays as it was before that line)."""
    for raw in lines:
        raw = raw.strip()
        if not raw or raw.startswith("#"):  # a comment (--human's "the game so far" line)
            continue
        if raw == "?":
            _emit({"legal": listify(game.actions())}, out)
            continue
        try:
            events = game.play(as_action(read_json(raw, "the action")))
        except IllegalAction as e:
            raise Refused(e.reason) from None
        for ev in events:
            _emit(listify(ev), out)
        if game.over:
            _emit({"over": True, "result": game.result}, out)


class _Parser(argparse.ArgumentParser):
    """argparse that reports a bad argument as one {"error": ...} line too."""

    out = sys.stdout

    def error(self, message):
        _emit({"error": message}, self.out)
        raise SystemExit(2)


def _unused_options(args):
    """Refused for an option that would do nothing with the others given."""
    if args.state:
        for opt, given in (("--players", args.players is not None),
                           ("--seed", args.seed is not None), ("--variant", bool(args.variant))):
            if given:
                raise Refused("%s comes from the snapshot with --state: leave %s out" % (opt, opt))
    if args.random is not None:
        for opt, given in (("--human", args.human), ("--dump", args.dump is not None)):
            if given:
                raise Refused("%s does not go with --random (it prints one summary line)" % opt)
    if args.human and args.dump is not None:
        raise Refused("--dump goes with JSON lines, not --human (quit there prints the game "
                      "so far)")
    if args.lang is not None and not args.human:
        raise Refused("--lang is the language of the --human prompt: give --human too "
                      "(JSON lines are data, not words)")


def _setup(cls, args):
    """The game to play (or None for --random), or Refused."""
    _unused_options(args)
    if args.seed is None:
        args.seed = DEFAULT_SEED
    if args.players is not None and not cls.PLAYERS[0] <= args.players <= cls.PLAYERS[1]:
        raise Refused("%s is for %d to %d players, not %d" % (args.game, cls.PLAYERS[0],
                                                             cls.PLAYERS[1], args.players))
    if not SEED[1] <= args.seed <= SEED[2]:  # what a snapshot can keep
        raise Refused("--seed must be within %d..%d" % (SEED[1], SEED[2]))
    if args.random is not None and args.random < 1:
        raise Refused("--random needs a number of games >= 1, not %d" % args.random)
    if args.random is not None and args.random > RANDOM_MAX:
        raise Refused("--random plays at most %d games, not %d" % (RANDOM_MAX, args.random))
    if args.state and args.random is not None:
        raise Refused("--state and --random do not go together")
    if args.state:
        return load_state(cls, args.state)
    if args.random is not None:
        return None
    players = default_players(cls) if args.players is None else args.players
    try:
        return cls(players=players, seed=args.seed, variant=tuple(args.variant))
    except ValueError as e:
        raise Refused(str(e)) from None


def main(argv=None, stdin=None, out=None):
    if stdin is None:
        stdin = sys.stdin
        if hasattr(stdin, "reconfigure"):
            stdin.reconfigure(errors="replace")  # bytes that are not UTF-8 become a bad line
    from host_tools.cli import file_to_read, file_to_write

    out = out or sys.stdout
    ap = _Parser(prog="host_tools play", description=__doc__,
                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.out = out
    ap.add_argument("game", choices=names() or None)
    ap.add_argument("--players", type=int)
    ap.add_argument("--seed", type=int, help="default %d" % DEFAULT_SEED)
    ap.add_argument("--variant", action="append", default=[])
    ap.add_argument("--state", metavar="FILE", type=file_to_read,
                    help="snapshot file to start from")
    ap.add_argument("--dump", nargs="?", const="-", metavar="FILE", type=file_to_write,
                    help="write the final snapshot to FILE (default: stdout, last line)")
    ap.add_argument("--random", type=int, metavar="N", help="play N random games")
    ap.add_argument("--human", action="store_true", help="a prompt for a person (see above)")
    ap.add_argument("--lang", choices=LANGUAGES,
                    help="the language of the prompt (--human; default: en)")
    try:
        args = ap.parse_args(argv)
    except SystemExit as e:  # --help, or a bad argument already reported
        return e.code if isinstance(e.code, int) else 2
    was = language()
    use_language(args.lang or "en")
    try:
        return _run(args, stdin, out)
    finally:
        use_language(was)  # a caller in the same process keeps its language


def _run(args, stdin, out):
    cls = game_class(args.game)
    try:
        game = _setup(cls, args)
        if game is None:
            players = default_players(cls) if args.players is None else args.players
            try:
                summary = random_summary(cls, players, args.seed, tuple(args.variant), args.random)
            except ValueError as e:
                raise Refused(str(e)) from None
            _emit(summary, out)
            return 0
        if args.human:
            from host_tools.play_human import prompt_reader, run

            return run(args.game, cls, game, prompt_reader(stdin, out), out.write)
        try:
            play_lines(game, stdin, out)
        finally:  # after a bad line too: the game as it stood before it
            if args.dump:
                dump_state(game, args.dump, out)
    except Refused as e:
        _emit({"error": str(e)}, out)  # always the last line
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
