"""The performance table: every module in host_tools/benches contributes metrics.

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

from host_tools import FIRMWARE, benches
from host_tools.upy import run_code

if FIRMWARE not in sys.path:
    sys.path.insert(0, FIRMWARE)


def bench_names():
    return sorted(info.name for info in pkgutil.iter_modules(benches.__path__))


def collect(pattern=""):
    results, errors = {}, {}
    for info in sorted(pkgutil.iter_modules(benches.__path__), key=lambda i: i.name):
        if pattern and pattern not in info.name:
            continue
        start = time.perf_counter()
        try:
            mod = importlib.import_module("host_tools.benches." + info.name)
            results.update(mod.metrics(run_code))
        except Exception as e:  # one broken bench must not hide the others
            errors[info.name] = "%s: %s" % (type(e).__name__, e)
            if os.environ.get("HEXBOX_BENCH_DEBUG"):
                traceback.print_exc()
        results["bench.seconds." + info.name] = round(time.perf_counter() - start, 2)
    return results, errors


def main(argv=None):
    from host_tools.cli import Parser, refuse, some_text

    ap = Parser(prog="host_tools bench", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--json", action="store_true")
    ap.add_argument("-k", type=some_text)
    args = ap.parse_args(argv)
    known = bench_names()
    if args.k and not any(args.k in n for n in known):
        return refuse(ap.prog, "no bench's name contains %r; the benches: %s" % (args.k, ", ".join(known)))
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
