"""make web: the classroom page as a self-contained folder (default build/web).

  python -m host_tools.web.build [--out build/web]

It holds:
  index.html, hexbox.js, style.css   the page (host_tools/web/static)
  micropython.mjs, micropython.wasm  copied from node_modules (no CDN)
  bundle.json      the flash of a board, as `host_tools flash` writes it
                   (main.py as source, every firmware module as arch-less
                   .mpy, all four games), the simulator's portable part
                   models, the table pictures and the page's own Python
                   (host_tools/sim, host_tools/tables, host_tools/web/page.py)
                   as .mpy, and the board definitions
  games.json       each game's seats, variants and box, for the picker
  src/             the same Python as source, to read in class
Serve it from any static host: `python -m http.server -d build/web`.
"""

import argparse
import base64
import json
import os
import shutil
import sys
import tempfile

from host_tools import FIRMWARE, ROOT

HERE = os.path.dirname(os.path.abspath(__file__))
STATIC = os.path.join(HERE, "static")
OUT = os.path.join(ROOT, "build", "web")
WASM = os.path.join(ROOT, "node_modules", "@micropython", "micropython-webassembly-pyscript")
# the Python of the page besides the firmware (host_tools.sim's portable part,
# staged by sim/stage.py, plus these)
TABLES = ("__init__", "spuknacht", "techno_witches", "wandelnde_tuerme", "broom_service")
PAGE = ("__init__", "page")
# the box each game gets unless the link names one: the full box for the
# game with a wheel and sensors, the referee box for the others
DEFAULT_BOARD = {"spuknacht": "pico"}
REFEREE_BOARD = "pico_referee"
TITLES = {"spuknacht": "Die verdrehte Spuknacht", "techno_witches": "Techno Witches",
          "wandelnde_tuerme": "Die wandelnden Tuerme", "broom_service": "Broom Service"}


def stage_lib(dest):
    """host_tools/sim (portable part), host_tools/tables and host_tools/web/page.py
    under dest, with package files that need no CPython."""
    from host_tools.sim.stage import stage

    stage(dest)
    for pkg, names in (("tables", TABLES), ("web", PAGE)):
        d = os.path.join(dest, "host_tools", pkg)
        os.makedirs(d, exist_ok=True)
        for n in names:
            shutil.copyfile(os.path.join(ROOT, "host_tools", pkg, n + ".py"),
                            os.path.join(d, n + ".py"))
    return dest


def games_info():
    from hexbox.games import game_class, names, presentation

    out = []
    for name in names():
        cls = game_class(name)
        out.append({"name": name, "title": TITLES.get(name, name),
                    "players": list(cls.PLAYERS), "variants": list(cls.VARIANTS),
                    "board": DEFAULT_BOARD.get(name, REFEREE_BOARD),
                    "howto": list(presentation(name).HOWTO)})
    return out


def boards():
    from host_tools import boards as defs

    return {name: defs.load(name) for name in defs.names()}


def bundle(lib_dir):
    """{"flash": {path: base64}, "lib": {path: base64}, "boards": {...}}."""
    from host_tools import flash

    fw = flash.build(FIRMWARE, "")
    lib = flash.build(lib_dir, "")

    def b64(files):
        return {k: base64.b64encode(v).decode() for k, v in sorted(files.items())}

    return {"flash": b64(fw), "lib": b64(lib), "boards": boards()}


def copy_sources(lib_dir, out):
    src = os.path.join(out, "src")
    shutil.rmtree(src, ignore_errors=True)
    shutil.copytree(FIRMWARE, os.path.join(src, "firmware"),
                    ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    shutil.copytree(os.path.join(lib_dir, "host_tools"), os.path.join(src, "host_tools"),
                    ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))


def build(out=OUT):
    if not os.path.isfile(os.path.join(WASM, "micropython.wasm")):
        raise SystemExit("the MicroPython WebAssembly package is missing: run `make node`")
    os.makedirs(out, exist_ok=True)
    for f in sorted(os.listdir(STATIC)):
        shutil.copyfile(os.path.join(STATIC, f), os.path.join(out, f))
    for f in ("micropython.mjs", "micropython.wasm"):
        shutil.copyfile(os.path.join(WASM, f), os.path.join(out, f))
    lib = tempfile.mkdtemp(prefix="hexbox-weblib-")
    try:
        stage_lib(lib)
        data = bundle(lib)
        copy_sources(lib, out)
    finally:
        shutil.rmtree(lib, True)
    with open(os.path.join(out, "bundle.json"), "w") as f:
        json.dump(data, f, separators=(",", ":"))
    with open(os.path.join(out, "games.json"), "w") as f:
        json.dump(games_info(), f, indent=1)
    return out


def main(argv=None):
    ap = argparse.ArgumentParser(prog="host_tools.web.build", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", default=OUT)
    args = ap.parse_args(argv)
    out = build(args.out)
    rel = os.path.relpath(out)
    print("web: %s (index.html, MicroPython WebAssembly, firmware, simulator parts)" % rel)
    print("serve it:  python -m http.server -d %s   then open http://localhost:8000/" % rel)
    return 0


if __name__ == "__main__":
    sys.exit(main())
