"""make web: the classroom page as a self-contained folder (default build/web).

  python -m host_tools.web.build [--out build/web]

It holds:
  index.html, hexbox.js, style.css   the page (host_tools/web/static)
  words_<lang>.json                  the page's own words, one table per language
  micropython.mjs, micropython.wasm  copied from node_modules (no CDN)
  bundle.json      the flash of a board, as `host_tools flash` writes it
                   (main.py as source, every firmware module as arch-less
                   .mpy, all four games), the simulator's portable part
                   models, the table pictures and the page's own Python
                   (host_tools/sim, host_tools/games, host_tools/web/page.py)
                   as .mpy, and the board definitions
  games.json       each game's seats, variants (and their names; "choices":
                   how the picker offers them, host_tools.games.variant_choices)
                   and box, for the picker, and its help, in each language
  lessons.html, lessons.js, lessons/   the maker lessons and their Lab
  src/             the same Python as source, to read in class
  .hexbox-web.json the list of these files: a later build replaces only a
                   folder that holds nothing else (it refuses any other)
  sw.js            the service worker that keeps the site offline once loaded
                   (offline_list: every file but src/, and their digest)
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
from host_tools.outfolder import Built, FolderError

HERE = os.path.dirname(os.path.abspath(__file__))
STATIC = os.path.join(HERE, "static")
OUT = os.path.join(ROOT, "build", "web")
WASM = os.path.join(ROOT, "node_modules", "@micropython", "micropython-webassembly-pyscript")
# the Python of the page besides the firmware (host_tools.sim's portable part,
# staged by sim/stage.py, plus these)
PAGE = ("__init__", "page", "lab")
LESSONS_PY = ("__init__", "lab", "checks")  # host_tools/lessons: the lessons' lab and checks
LESSON_DOCS = os.path.join(ROOT, "docs", "lessons")
MARK = ".hexbox-web.json"  # the files a build wrote, in the folder it built
# files that tell a build made before the list was kept
SIGNATURE = ("index.html", "bundle.json", "games.json")


def stage_lib(dest):
    """host_tools/sim (portable part), host_tools/games and host_tools/web/page.py
    under dest, with package files that need no CPython."""
    from hexbox.games import names
    from host_tools.sim.stage import stage

    stage(dest)
    # each game's portable parts (its table picture, host_tools/games/<name>/table.py,
    # and what the lessons and the player need) and the registry that finds them
    from host_tools.games import PORTABLE, folder, has_part

    host = os.path.join(ROOT, "host_tools")
    tables = [("games", host + "/games", ("__init__",))]
    for n in names():
        portable = tuple(p for p in PORTABLE if has_part(n, p))
        tables.append(("games/" + n, folder(n), ("__init__",) + portable))
    tables += [("web", host + "/web", PAGE), ("lessons", host + "/lessons", LESSONS_PY)]
    for pkg, src, files in tables:
        d = os.path.join(dest, "host_tools", pkg)
        os.makedirs(d, exist_ok=True)
        for n in files:
            shutil.copyfile(os.path.join(src, n + ".py"), os.path.join(d, n + ".py"))
    return dest


def games_info():
    from hexbox.games import (
        LANGUAGES,
        game_class,
        host_words,
        howto,
        language,
        names,
        presentation,
        use_language,
    )
    from hexbox.games import title as title_of
    from host_tools.games import box_for, variant_choices

    was = language()
    out = []
    try:
        for name in names():
            cls = game_class(name)
            help_lines, hints = {}, {}
            variant_names = {}  # the picker's words for the variants, per language
            # each seat as the OLED calls it ("Violet"), for the picker's seats
            seat_names = {}
            for code in LANGUAGES:
                use_language(code)
                seat_names[code] = [presentation(name).seat_name(None, s)
                                    for s in range(cls.PLAYERS[1])]
                help_lines[code] = list(howto(name))
                variant_names[code] = dict(getattr(host_words(name), "VARIANT_NAMES", ()))
                # the hint under the table per box (hexbox.hw.needs.mode), where the game has one
                hints[code] = dict(getattr(host_words(name), "PAGE_HINTS", {}))
            out.append({"name": name, "title": title_of(name),
                        "players": list(cls.PLAYERS), "variants": list(cls.VARIANTS),
                        "board": box_for(name), "howto": help_lines, "hints": hints,
                        "variant_names": variant_names, "seat_names": seat_names,
                        "choices": variant_choices(name)})
    finally:
        use_language(was)
    return out


def boards():
    from host_tools.hardware import boards as defs

    return {name: defs.load(name) for name in defs.names()}


def with_every_game(tmp):
    """FIRMWARE, or a copy of it in tmp that also holds the game folders the
    registry finds elsewhere on its path (a game that lives in the tests)."""
    import hexbox.games

    home = os.path.join(FIRMWARE, "hexbox", "games")
    extra = [os.path.join(p, n) for p in hexbox.games.__path__ if os.path.abspath(p) != home
             for n in hexbox.games.found() if os.path.isdir(os.path.join(p, n))]
    if not extra:
        return FIRMWARE
    fw = os.path.join(tmp, "firmware")
    shutil.copytree(FIRMWARE, fw, ignore=shutil.ignore_patterns("__pycache__"))
    for d in extra:
        shutil.copytree(d, os.path.join(fw, "hexbox", "games", os.path.basename(d)),
                        ignore=shutil.ignore_patterns("__pycache__"))
    return fw


def bundle(lib_dir):
    """{"flash": {path: base64}, "lib": {path: base64}, "boards": {...}}."""
    from host_tools.device import flash

    tmp = tempfile.mkdtemp(prefix="hexbox-webfw-")
    try:
        fw = flash.build(with_every_game(tmp), "")
    finally:
        shutil.rmtree(tmp, True)
    lib = flash.build(lib_dir, "")

    def b64(files):
        return {k: base64.b64encode(v).decode() for k, v in sorted(files.items())}

    return {"flash": b64(fw), "lib": b64(lib), "boards": boards()}


def copy_lessons(out):
    """docs/lessons (the texts and the first tries) and lessons.json for the page."""
    from host_tools.lessons.checks import TITLES

    dst = os.path.join(out, "lessons")
    os.makedirs(os.path.join(dst, "start"))
    index = []
    for n, title in TITLES:
        pages = [f for f in sorted(os.listdir(LESSON_DOCS)) if f.startswith("%d-" % n)]
        if not pages:
            raise FolderError("lesson %d has no page in %s" % (n, LESSON_DOCS))
        page = pages[0]
        shutil.copyfile(os.path.join(LESSON_DOCS, page), os.path.join(dst, page))
        start = "lesson%d.py" % n
        shutil.copyfile(os.path.join(LESSON_DOCS, "start", start),
                        os.path.join(dst, "start", start))
        index.append({"n": n, "title": title, "page": page, "start": start})
    shutil.copyfile(os.path.join(LESSON_DOCS, "README.md"), os.path.join(dst, "README.md"))
    with open(os.path.join(dst, "lessons.json"), "w") as f:
        json.dump(index, f, indent=1)


def source_index(src):
    """src/index.html: a static host (GitHub Pages) lists no folders."""
    rows = []
    for dirpath, dirnames, files in os.walk(src):
        dirnames.sort()
        for f in sorted(files):
            if f.endswith(".py"):
                rel = os.path.relpath(os.path.join(dirpath, f), src).replace(os.sep, "/")
                rows.append('<li><a href="%s">%s</a></li>' % (rel, rel))
    with open(os.path.join(src, "index.html"), "w") as f:
        f.write("<!doctype html><meta charset=utf-8><title>the Python inside</title>"
                "<h1>The Python inside the page</h1><p>firmware/: what a board holds; "
                "host_tools/: the simulated parts, the table pictures and the page's own "
                "Python.</p><ul>%s</ul>\n" % "".join(rows))


def copy_sources(lib_dir, out):
    src = os.path.join(out, "src")
    shutil.copytree(FIRMWARE, os.path.join(src, "firmware"),
                    ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    shutil.copytree(os.path.join(lib_dir, "host_tools"), os.path.join(src, "host_tools"),
                    ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    source_index(src)


def build(out=OUT):
    """Build the page into the folder out: new, empty, or one an earlier
    build made (FolderError, before any work, for any other)."""
    if not os.path.isfile(os.path.join(WASM, "micropython.wasm")):
        raise SystemExit("the MicroPython WebAssembly package is missing: run `make node`")
    target = Built(out, MARK, "web", SIGNATURE)
    target.claim()
    staged = tempfile.mkdtemp(prefix="hexbox-web-")
    try:
        build_into(staged)
        target.publish(staged)
    finally:
        shutil.rmtree(staged, True)
    return out


def build_into(out):
    """Every file of the page, into the empty folder out."""
    for f in sorted(os.listdir(STATIC)):
        shutil.copyfile(os.path.join(STATIC, f), os.path.join(out, f))
    for f in ("micropython.mjs", "micropython.wasm"):
        shutil.copyfile(os.path.join(WASM, f), os.path.join(out, f))
    lib = tempfile.mkdtemp(prefix="hexbox-weblib-")
    try:
        stage_lib(lib)
        data = bundle(lib)
        copy_sources(lib, out)
        copy_lessons(out)
    finally:
        shutil.rmtree(lib, True)
    with open(os.path.join(out, "bundle.json"), "w") as f:
        json.dump(data, f, separators=(",", ":"))
    with open(os.path.join(out, "games.json"), "w") as f:
        json.dump(games_info(), f, indent=1)
    offline_list(out)


def offline_list(out):
    """sw.js names every file of the site (the sources to read in src/
    aside: fetched when read) and a digest of them, its cache's name."""
    import hashlib

    digest = hashlib.sha256()
    files = ["./"]
    for dirpath, dirnames, names in os.walk(out):
        dirnames.sort()
        if os.path.relpath(dirpath, out).split(os.sep)[0] == "src":
            continue
        for n in sorted(names):
            rel = os.path.relpath(os.path.join(dirpath, n), out).replace(os.sep, "/")
            if rel == "sw.js":
                continue
            files.append(rel)
            digest.update(rel.encode() + b"\0")
            with open(os.path.join(dirpath, n), "rb") as f:
                digest.update(f.read())
    path = os.path.join(out, "sw.js")
    with open(path) as f:
        text = f.read()
    for old, new in (('const VERSION = "dev";', "const VERSION = %s;" % json.dumps(
                         "hexbox-" + digest.hexdigest()[:16])),
                     ('const FILES = ["./"];', "const FILES = %s;" % json.dumps(files))):
        if old not in text:
            raise SystemExit("sw.js lost its line %r" % old)
        text = text.replace(old, new)
    with open(path, "w") as f:
        f.write(text)


def main(argv=None):
    from host_tools.cli import Parser, folder_to_write, refuse

    ap = Parser(prog="host_tools web", description=__doc__,
                formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", default=OUT, type=folder_to_write,
                    help="the folder to build (new, empty, or built by web before)")
    args = ap.parse_args(argv)
    try:
        out = build(args.out)
    except FolderError as e:
        return refuse(ap.prog, str(e))
    rel = os.path.relpath(out)
    print("web: %s (index.html, MicroPython WebAssembly, firmware, simulator parts)" % rel)
    print("serve it:  python -m http.server -d %s   then open http://localhost:8000/" % rel)
    return 0


if __name__ == "__main__":
    sys.exit(main())
