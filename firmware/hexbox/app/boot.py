# First thing the board runs (from main.py): say what it is and check that the
# flashed firmware can run. `flash` and the end-to-end test read these two
# lines back over the serial port, so keep their format:
#   hexbox <version> board=<board> game=<game>
#   selftest: ok            or   selftest: FAIL <why>
#
# "ok" means the app will find everything it needs: a config.json whose
# settings the game accepts, a board definition that passes the board rules
# (hw/board.py, the same as `python -m host_tools boards`) for this game,
# the game built with these settings, and every module the app imports
# present and loadable. The self-test never raises: whatever goes wrong is
# a FAIL with a reason.

from hexbox import VERSION
from hexbox.core import jsontext
from hexbox.core.errors import ConfigError

CONFIG_PATH = "config.json"  # written by `python -m host_tools flash`
BOARD_PATH = "board.json"  # flash copies board_defs/<board>.json here
BOARD_DIR = "board_defs/"  # else the app looks here, by the config's board name
MAX_CONFIG_BYTES = 4096
MAX_CONFIG_DEPTH = 3  # {"variant": ["expert"]} nests 2 deep
NAME_MAX = 32
_NAME_CHARS = "abcdefghijklmnopqrstuvwxyz0123456789_-"
SEED_MAX = 0xFFFFFFFF  # the engines' Rng takes 32 bits
# modules every app imports; hexbox.app.boxes.app_modules names the rest, by
# game and board: imported at boot, so a module missing from the flash, or a
# stale .mpy, fails the self-test and not the first game
APP_MODULES = ("hexbox.app.main", "hexbox.app.builder", "hexbox.app.box_app")
SETUP_MODULES = ("hexbox.app.setup_flow",)  # and on a box with the setup screen, these
# what only the board check uses (the rules; the game's own board data is its
# box profile's BOOT_ONLY)
BOARD_RULES = ("hexbox.hw.board",)
# config.json keys, what they must be, and what the app does without them
CONFIG_KEYS = (
    ("board", "the board_defs/ name, e.g. \"pico\" (required)"),
    ("game", "the game: a name of the registry, hexbox.games.names() (required without "
             "games; with games: the one the setup screen offers first)"),
    ("games", "the games this box holds: a list of names of the registry (default: [game])"),
    ("setup", "true or false: the setup screen at the first boot and after a game "
              "(default: true where games is given, else false: game starts at once)"),
    ("players", "a whole number in the game's range (default: the game's own)"),
    ("variant", "a list of the game's variant names (default: none)"),
    ("seed", "a whole number 0..4294967295 (default: hardware entropy)"),
    ("stop_when_over", "true or false (default: false; tests)"),
    ("lang", "the language the box speaks, en or de (default: en)"),
    ("bots", "a list of the seats the box plays, e.g. [1, 2] (default: none)"),
)


def _fail_config(path, msg):
    raise ConfigError("%s: %s" % (path, msg))


def read_config(path=CONFIG_PATH):
    """config.json as a dict, unchecked but for being a JSON object."""
    try:
        cfg = jsontext.read(path, MAX_CONFIG_BYTES, MAX_CONFIG_DEPTH)
    except OSError:
        raise ConfigError("no %s on the board: run python -m host_tools flash" % path) from None
    except ValueError as e:
        raise ConfigError("%s %s" % (path, e)) from None
    if not isinstance(cfg, dict):
        _fail_config(path, "must hold a JSON object")
    return cfg


def _is_int(v):
    return isinstance(v, int) and not isinstance(v, bool)


def is_name(v):
    """A board or game name: lowercase letters, digits, _ and -; so a name
    can never leave board_defs/ ("../../etc/passwd" is no name)."""
    return isinstance(v, str) and 0 < len(v) <= NAME_MAX and all(c in _NAME_CHARS for c in v)


def check_config(cfg, path=CONFIG_PATH):
    """Raise ConfigError naming the first key that is wrong; return cfg."""
    known = [k for k, _ in CONFIG_KEYS]
    for k in sorted(str(k) for k in cfg):
        if k not in known:
            _fail_config(path, "has an unknown key %r (known: %s)" % (k, ", ".join(known)))
    games = cfg.get("games")
    if games is not None:
        if not (isinstance(games, list) and games and all(is_name(g) for g in games)):
            _fail_config(path, 'games must be a list of game names, not %s'
                         % _short(games))
        if "game" not in cfg:
            cfg["game"] = games[0]  # the game the setup screen offers first
        elif cfg["game"] not in games:
            _fail_config(path, "game %s is not one of its games (%s)"
                         % (_short(cfg["game"]), ", ".join(games)))
    if "setup" in cfg and not isinstance(cfg["setup"], bool):
        _fail_config(path, "setup must be true or false")
    for key in ("board", "game"):
        if not is_name(cfg.get(key)):
            _fail_config(path, 'needs a "%s" name (lowercase letters, digits, _ and -), not %s'
                         % (key, _short(cfg.get(key))))
    if "players" in cfg and not _is_int(cfg["players"]):
        _fail_config(path, "players must be a whole number, not %s" % _short(cfg["players"]))
    v = cfg.get("variant", [])
    if not (isinstance(v, list) and all(isinstance(x, str) for x in v)):
        _fail_config(path, 'variant must be a list of variant names, e.g. ["expert"], not %s'
                     % _short(v))
    if "seed" in cfg and not (_is_int(cfg["seed"]) and 0 <= cfg["seed"] <= SEED_MAX):
        _fail_config(
            path, "seed must be a whole number 0..%d, not %s" % (SEED_MAX, _short(cfg["seed"]))
        )
    if "stop_when_over" in cfg and not isinstance(cfg["stop_when_over"], bool):
        _fail_config(path, "stop_when_over must be true or false")
    if "lang" in cfg:
        from hexbox.games import LANGUAGES

        if cfg["lang"] not in LANGUAGES:
            _fail_config(
                path, "lang must be one of %s, not %s" % (", ".join(LANGUAGES), _short(cfg["lang"]))
            )
    b = cfg.get("bots", [])
    if not (isinstance(b, list) and all(_is_int(x) and 0 <= x < 8 for x in b)):
        _fail_config(path, "bots must be a list of seat numbers, e.g. [1, 2], not %s" % _short(b))
    return cfg


def _short(v):
    if v is None:
        return "null"
    if isinstance(v, bool):
        return "true" if v else "false"
    s = repr(v) if isinstance(v, (str, int, float)) else type(v).__name__
    return s if len(s) <= 24 else s[:21] + "..."


def load_config(path=CONFIG_PATH):
    """The board's config.json, checked (ConfigError says what is wrong)."""
    return check_config(read_config(path), path)


def banner(cfg):
    def name(k):
        v = cfg.get(k)
        if v is None and k == "game" and isinstance(cfg.get("games"), list) and cfg["games"]:
            v = cfg["games"][0]  # the game offered first
        return v if is_name(v) else "?"

    return "hexbox %s board=%s game=%s" % (VERSION, name("board"), name("game"))


# --- the board ---------------------------------------------------------------------

def _exists(path):
    import os

    try:
        os.stat(path)
        return True
    except OSError:
        return False


def load_board(cfg, root=""):
    """The board definition the app will use: board.json, else
    board_defs/<board>.json (the name is checked: it cannot leave board_defs/)."""
    from hexbox.hw import board as boardcheck

    if _exists(root + BOARD_PATH):
        return boardcheck.load(root + BOARD_PATH)
    if not is_name(cfg.get("board")):
        raise ConfigError("no board definition: %r is not a board name" % (cfg.get("board"),))
    return boardcheck.load(root + BOARD_DIR + cfg["board"] + ".json")


def board_problems(board, game=None):
    """The board rules (hw/board.py) for this game, with the facts and parts
    of its box profile (hexbox.app.boxes): the one check the device runs at
    boot and the host runs after the JSON Schema."""
    from hexbox.hw import board as boardcheck

    if game is None:
        return boardcheck.problems(board)
    from hexbox.app import boxes

    return boardcheck.problems(board, game, boxes.facts(game),
                               boxes.parts(game, boardcheck.mode(board)))


# --- the game ------------------------------------------------------------------------

def game_settings(cfg, game_cls):
    """{"players", "variant", "seed"} the app starts the game with, checked
    against the game (Game.PLAYERS, Game.VARIANTS) and by building it.
    players/variant default to the game's own; seed None = hardware entropy."""
    game = cfg.get("game")
    players = cfg.get("players")
    lo, hi = game_cls.PLAYERS
    if players is not None and not lo <= players <= hi:
        raise ConfigError(
            "config.json: %s plays with %d..%d players, not %d" % (game, lo, hi, players)
        )
    names = list(game_cls.VARIANTS) + list(getattr(game_cls, "ACCEPTS", ()))
    variant = cfg.get("variant", [])
    for v in variant:
        if v not in names:
            raise ConfigError("config.json: %s has no variant %s (it has: %s)"
                              % (game, _short(v), ", ".join(names) or "none"))
    kw = {"seed": cfg.get("seed", 0), "variant": tuple(variant)}
    if players is not None:
        kw["players"] = players
    try:
        g = game_cls(**kw)
    except (ValueError, TypeError, ConfigError) as e:
        raise ConfigError(
            "config.json: %s cannot start with these settings: %s" % (game, e)
        ) from None
    players = g.config()["players"]
    for s in cfg.get("bots", []):
        if s >= players:
            raise ConfigError(
                "config.json: bots names seat %d, but the seats are 0..%d" % (s, players - 1)
            )
    return {"players": players, "variant": list(variant), "seed": cfg.get("seed")}


# the games of config "games" this board plays, as the self-test found them:
# the app reads them before it unloads this module (asking again would load
# a game with a box profile, and its engine, a second time)
PLAYABLE = [None]  # type: list


def left_out(cfg, board):
    """A line for each of the box's games (config "games") the setup screen
    leaves out, and why: not on the flash, or a part the board lacks."""
    from hexbox.app.boxes import lacking
    from hexbox.games import found

    games = cfg.get("games", ())
    out = ["hexbox: game %s left out: not on the flash" % g for g in games if g not in found()]
    playable = []
    for g, part in lacking([g for g in games if g in found()], board):
        if part:
            out.append("hexbox: game %s left out: board %s has no %s" % (g, cfg["board"], part))
        else:
            playable.append(g)
    PLAYABLE[0] = playable if games else None
    return out


def check_modules(board, game, setup=False):
    """Import every module the app imports for this game on this board
    (APP_MODULES, SETUP_MODULES where the setup screen is on, then
    hexbox.app.boxes.app_modules); ConfigError naming the first that is
    missing or does not load."""
    from hexbox.hw.needs import mode

    names = APP_MODULES + (SETUP_MODULES if setup else ())
    try:
        from hexbox.app.boxes import app_modules

        names = names + app_modules(game, mode(board))
    except Exception:  # noqa: BLE001  (a broken profile fails when the app imports it: named below)
        names = names + ("hexbox.app.boxes",)
    for name in names:
        try:
            __import__(name)
        except Exception as e:  # noqa: BLE001  (ImportError, a stale .mpy's ValueError, ...)
            raise ConfigError("module %s does not load: %s" % (name, e)) from None


def selftest(cfg, game_class=None, root="", notes=None):
    """None when the app can start with this config, else why not. notes:
    a list that gets a line for each of the box's games it leaves out."""
    try:
        return _selftest(cfg, game_class, root, notes)
    except ConfigError as e:
        return str(e)
    except Exception as e:  # noqa: BLE001  (the self-test itself must not crash the boot)
        from hexbox.app.guard import describe

        return "self-test error: %s" % describe(e)


def _selftest(cfg, game_class, root, notes):
    check_config(cfg)
    if game_class is None:
        from hexbox.games import game_class
    game = cfg["game"]
    try:
        cls = game_class(game)
    except ValueError as e:  # not in the registry
        return str(e)
    except ImportError as e:
        return "game %s does not import: %s" % (game, e)
    board = load_board(cfg, root)
    errs = board_problems(board, game)
    if errs:
        return "board %s: %s" % (cfg["board"], "; ".join(errs))
    game_settings(cfg, cls)
    # the board rules are done: out of the heap before the app's modules
    # come in (on a board, that is the boot's highest heap)
    from hexbox.app.boxes import boot_only
    from hexbox.core.heap import unload

    unload(BOARD_RULES + boot_only(game))
    if notes is not None:
        notes.extend(left_out(cfg, board))
    check_modules(board, game, cfg.get("setup", "games" in cfg))
    check_language(cfg, game)
    return None


def check_language(cfg, game):
    """The app's words and the game's in the config's language are on the
    flash (a game whose presentation keeps its words in tables:
    hexbox.games.words)."""
    from hexbox.app import speech
    from hexbox.games import presentation, use_language, words

    lang = cfg.get("lang", "en")
    use_language(lang)
    if getattr(presentation(game), "SPEAKS", False):  # else its words are in its presentation
        try:
            words(game)
        except ImportError as e:
            raise ConfigError("no %s words for %s on the flash: %s" % (lang, game, e)) from None
    try:
        speech.words()
    except ImportError as e:
        raise ConfigError("no %s words for the app on the flash: %s" % (lang, e)) from None


def _root(path):
    # the folder of config.json: board.json and board_defs/ sit beside it
    i = path.rfind("/")
    return path[:i + 1] if i >= 0 else ""


def _speak(cfg):
    # the box's language as soon as config.json names it: a failed self-test
    # shows its screen in it too
    from hexbox.games import LANGUAGES, use_language

    if cfg.get("lang") in LANGUAGES:
        use_language(cfg["lang"])


def started(cfg, root=""):
    """cfg as this boot runs it: where the setup screen chose a game and
    reset the board to start it (hexbox.app.setup_last "start"), that game
    with its settings, the box's games that one alone; else cfg. The
    self-test then loads no other game: what a boot loads stays in a
    MicroPython heap for the whole power-on (interned names are never
    freed): the config's game and the other games' box profiles, each
    with its engine, took 6 KB of the chosen game's heap on a Pico (5 KB
    of it their names)."""
    if not cfg.get("setup", "games" in cfg):
        return cfg
    try:
        from hexbox.app.setup_last import load_last
        from hexbox.core.fs import OsFs

        last = load_last(OsFs(root.rstrip("/")))
    except Exception:  # noqa: BLE001  (the boot never raises: the config is checked instead)
        return cfg
    games = cfg.get("games") or [cfg.get("game")]
    if last is None or not last["start"] or last["game"] not in games:
        return cfg
    run = dict(cfg)
    for k in ("game", "players", "variant", "bots", "lang"):
        if last[k] is not None:
            run[k] = last[k]
    run["games"] = [last["game"]]
    return run


def boot(path=CONFIG_PATH, out=print, game_class=None, show=None):
    """Print the banner and the self-test line; the config when all is well,
    else None (the caller then stays at the REPL for the maker). show(why):
    also put a failure on the box's display (main.py: fault.show)."""
    try:
        cfg = read_config(path)
        out(banner(cfg))
        _speak(cfg)
        notes = []
        run = started(cfg, _root(path))
        why = selftest(run, game_class, _root(path), notes)
        if why is not None and run is not cfg:
            # the chosen game's check failed: the config's, as at any boot
            # (the app then meets the chosen game's fault once, and a later
            # power-on asks again: hexbox.app.setup_flow.opening)
            del notes[:]
            why = selftest(cfg, game_class, _root(path), notes)
    except ConfigError as e:
        out(banner({}))
        why = str(e)
    if why is None:
        for line in notes:
            out(line)
        out("selftest: ok")
        return cfg
    out("selftest: FAIL %s" % why)
    if show is not None:
        show(why)
    return None
