"""The performance table: every module in host_tools/benches and every game's
host_tools/games/<name>/bench*.py contribute metrics.

  python -m host_tools bench           a table
  python -m host_tools bench --json    one JSON object of named metrics
  python -m host_tools bench -k wheel  only modules whose name contains this
"""

import argparse
import importlib
import json
import os
import pkgutil
import sys
import time
import traceback

from hexbox.games import names
from host_tools import benches
from host_tools.device.upy import run_code
from host_tools.games import folder


def _benches() -> list[tuple[str, str]]:
    """(name, module path) of every bench: host_tools/benches/*.py, and each
    registered game's bench*.py (bench.py under the game's name, bench_x.py
    as <game>_x)."""
    found = {
        info.name: "host_tools.benches." + info.name
        for info in pkgutil.iter_modules(benches.__path__)
    }
    for name in names():
        for info in pkgutil.iter_modules([folder(name)]):
            if info.name.startswith("bench"):
                found[name + info.name[5:]] = "host_tools.games.%s.%s" % (name, info.name)
    return sorted(found.items())


def bench_names() -> list[str]:
    return [name for name, _ in _benches()]


def collect(pattern: str = "") -> tuple[dict, dict[str, str]]:
    results, errors = {}, {}
    for name, path in _benches():
        if pattern and pattern not in name:
            continue
        start = time.perf_counter()
        try:
            results.update(importlib.import_module(path).metrics(run_code))
        except Exception as e:  # one broken bench must not hide the others
            errors[name] = "%s: %s" % (type(e).__name__, e)
            if os.environ.get("HEXBOX_BENCH_DEBUG"):
                traceback.print_exc()
        results["bench.seconds." + name] = round(time.perf_counter() - start, 2)
    return results, errors


def main(argv: list[str] | None = None) -> int:
    from host_tools.cli import Parser, refuse, some_text

    ap = Parser(
        prog="host_tools bench",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    ap.add_argument("--json", action="store_true")
    ap.add_argument("-k", type=some_text)
    args = ap.parse_args(argv)
    known = bench_names()
    if args.k and not any(args.k in n for n in known):
        return refuse(
            ap.prog, "no bench's name contains %r; the benches: %s" % (args.k, ", ".join(known))
        )
    results, errors = collect(args.k or "")
    if args.json:
        print(json.dumps(dict(results, **{"error." + k: v for k, v in errors.items()}),
                         indent=1, sort_keys=True))
    else:
        from rich.console import Console
        from rich.table import Table

        table = Table(title="hexbox bench")
        table.add_column("metric")
        table.add_column("value", justify="right")
        for k in sorted(results):
            if not k.startswith("bench.seconds."):
                table.add_row(k, str(results[k]))
        for k, v in sorted(errors.items()):
            table.add_row("[red]error " + k, "[red]" + v)
        Console().print(table)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
