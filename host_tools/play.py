"""Drive any rules engine from JSON lines: actions in, events out.

  python -m host_tools play GAME [--players P] [--seed S] [--variant V]...
      stdin: one action per line as JSON (["move", 2, 17]); "?" lists the legal ones
      stdout: one JSON line per event; {"error": reason} and exit 2 on an illegal action
  --state FILE   start from a snapshot (to_dict JSON) instead of a new game
  --dump         print the final state as JSON at the end
  --random N     play N random games from seeds S..S+N-1; print one JSON summary line
  --human        a prompt for a person: the status, the numbered legal actions with the
                 game's own labels, undo; a bad line says why and asks again
"""

import argparse
import json
import sys
import time

from host_tools import FIRMWARE

if FIRMWARE not in sys.path:
    sys.path.insert(0, FIRMWARE)

from hexbox.core.errors import IllegalAction  # noqa: E402
from hexbox.core.jsonable import listify, tuplify  # noqa: E402
from hexbox.games import game_class, names  # noqa: E402
from hexbox.games.playout import default_players, random_playout  # noqa: E402


def _emit(obj, out):
    out.write(json.dumps(obj) + "\n")
    out.flush()


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
    """Apply JSON-line actions; returns the exit code (2 on the first bad line)."""
    for raw in lines:
        raw = raw.strip()
        if not raw:
            continue
        if raw == "?":
            _emit({"legal": listify(game.actions())}, out)
            continue
        try:
            action = tuplify(json.loads(raw))
        except ValueError as e:
            _emit({"error": "not JSON: %s" % e}, out)
            return 2
        try:
            events = game.play(action)
        except IllegalAction as e:
            _emit({"error": e.reason}, out)
            return 2
        for ev in events:
            _emit(listify(ev), out)
        if game.over:
            _emit({"over": True, "result": game.result}, out)
    return 0


def main(argv=None, stdin=None, out=None):
    stdin = stdin or sys.stdin
    out = out or sys.stdout
    ap = argparse.ArgumentParser(prog="host_tools play", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("game", choices=names() or None)
    ap.add_argument("--players", type=int)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--variant", action="append", default=[])
    ap.add_argument("--state", help="snapshot file to start from")
    ap.add_argument("--dump", action="store_true", help="print the final state")
    ap.add_argument("--random", type=int, metavar="N", help="play N random games")
    ap.add_argument("--human", action="store_true", help="a prompt for a person (see above)")
    args = ap.parse_args(argv)
    cls = game_class(args.game)
    players = args.players or default_players(cls)
    variant = tuple(args.variant)
    try:
        if args.random:
            _emit(random_summary(cls, players, args.seed, variant, args.random), out)
            return 0
        if args.state:
            with open(args.state) as f:
                game = cls.from_dict(json.load(f))
        else:
            game = cls(players=players, seed=args.seed, variant=variant)
    except (ValueError, OSError) as e:
        _emit({"error": str(e)}, out)
        return 2
    if args.human:
        from host_tools.play_human import prompt_reader, run

        return run(args.game, cls, game, prompt_reader(stdin, out), out.write)
    code = play_lines(game, stdin, out)
    if args.dump:
        _emit({"state": game.to_dict()}, out)
    return code


if __name__ == "__main__":
    sys.exit(main())
