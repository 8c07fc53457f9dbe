# The game registry. Modules load on demand, so a device imports only the game
# it plays. A game package exposes `Game` (see games/CONTRACT.md), and may
# hold its box profile (box.py, read by hexbox.app.boxes).
#
# The language: a game's presentation takes every word it shows from one
# table per language, words_<code>.py in the game's package (the same names
# in each), and its help from help_<code>.py (HELP; the box never imports
# it). use_language() picks the language once at boot (config.json "lang");
# a board's flash holds the chosen one only (host_tools flash --lang).

# A game registers by its folder alone: a package here holding engine.py
# (engine.mpy on a board) is a game, named by its folder; its __init__.py
# says where a menu shows it (ORDER, lower first). On a board only the
# flashed games are there. A firmware image with the games frozen in has no
# folder to list: firmware/manifest.py freezes their names as frozen_names.py.
import os

_FOUND = [None, (), None]  # the package path listed, the games found there, in menu order


def _folders():
    # CPython: a list (tests add folders to it); MicroPython: one str
    return [__path__] if isinstance(__path__, str) else list(__path__)  # noqa: F821


def _is_game(folder):
    for leaf in ("engine.py", "engine.mpy"):
        try:
            os.stat(folder + "/" + leaf)
            return True
        except OSError:
            pass
    return False


def _listed():
    found = []
    for folder in _folders():
        try:
            entries = os.listdir(folder)
        except OSError:  # frozen into the firmware image: nothing to list
            continue
        for n in entries:
            if n not in found and n[0] != "_" and _is_game(folder + "/" + n):
                found.append(n)
    if not found:
        try:
            from hexbox.games.frozen_names import NAMES  # pyright: ignore[reportMissingImports]  (written by firmware/manifest.py)

            found = list(NAMES)
        except ImportError:
            pass
    return tuple(found)


def holds(name, leaf):
    """Whether game `name`'s package holds module `leaf`, by listing (no
    import: a game's package imports its whole engine). A firmware with the
    games frozen in has no folder to list: True there (import to know)."""
    listed = False
    for folder in _folders():
        d = folder + "/" + name
        for ext in (".py", ".mpy"):
            try:
                os.stat(d + "/" + leaf + ext)
                return True
            except OSError:
                pass
        try:
            os.stat(d)
            listed = True
        except OSError:
            pass
    return not listed


def found():
    """The games on this package's path, by listing only (imports none of
    them: what a board checks its config against)."""
    key = tuple(_folders())
    if _FOUND[0] != key:
        _FOUND[0], _FOUND[1], _FOUND[2] = key, _listed(), None
    return _FOUND[1]


def names():
    """The games in menu order (imports each game's package to read its ORDER)."""
    games = found()
    if _FOUND[2] is None:
        _FOUND[2] = tuple(
            n
            for _, n in sorted(
                (__import__("hexbox.games." + n, None, None, ("ORDER",)).ORDER, n) for n in games
            )
        )
    return _FOUND[2]


def title(name):
    """The game's name as players know it (its package's TITLE)."""
    return getattr(_module(name), "TITLE", name)


def _module(name, sub=""):
    # the walk of hexbox.core.heap.module, here so that importing a game
    # does not load that module too (the engine's heap bench counts it)
    if name not in found():
        raise ValueError("unknown game %r; known: %s" % (name, ", ".join(sorted(found()))))
    path = "hexbox.games." + name
    mod = __import__(path)
    for part in path.split(".")[1:]:
        mod = getattr(mod, part)
    # _engine_free's test, inline: calling it instead left the fullest game
    # with two box seats 3 KB less free at its first box move on the chip
    # (chip_bots: 62.9 KB, under the 64 KB budget; inline 65.9 KB)
    if sub and not any(sub[1:].startswith(p) for p in _NO_ENGINE):
        _ = mod.Game  # the engine first, leaves first (package_attr)
    if sub:
        __import__(path + sub)
        mod = getattr(mod, sub[1:])
    return mod


def game_class(name):
    return _module(name).Game


def presentation(name):
    """The game's presentation module: labels, event lines, status rows."""
    return _module(name, ".present")


def facts(name):
    """What a setup screen reads of game `name` (its facts.py: players,
    variants, which go together), without its engine."""
    return _module(name, ".facts")


# modules of a game's package that load without its engine: its tables of
# facts and words (the setup screen reads them; a word table may read the
# game's data table), its help (host only)
_NO_ENGINE = ("facts", "words_", "help_", "data")


def _engine_free(leaf):
    return any(leaf.startswith(p) for p in _NO_ENGINE)


def package_attr(g, name, load):
    """A game package's __getattr__ (g: its globals). Its package holds only
    what a menu reads, so that importing it, its facts or its words loads
    no engine; load(g) loads the engine, leaves first (its modules in an
    order where none nests), and puts Game (and what the package exports)
    in g. A module of the package not loaded yet is imported here:
    MicroPython's `from <package> import <module>` asks the package first.
    Any other than a table of facts, words or data comes after the engine,
    as when the package loaded it all; unless one of the engine's modules
    is loaded, or loading, already (it was imported by its own name: the
    engine's order is that importer's)."""
    if name[:1] == "_":
        raise AttributeError(name)
    import sys

    prefix = g["__name__"] + "."

    def engine():
        if "Game" in g or "_loading" in g:
            return False
        g["_loading"] = True  # its `from . import x` asks here too: x is imported below
        try:
            load(g)
        finally:
            del g["_loading"]
        return name in g

    if not _engine_free(name) and not any(
            k.startswith(prefix) and not _engine_free(k[len(prefix):]) for k in sys.modules):
        if engine():
            return g[name]
    path = prefix + name
    try:
        return __import__(path, None, None, (name,))
    except ImportError as e:
        if path not in str(e):
            raise  # the module is there and fails: say so
    if engine():  # a name the engine's load puts in the package (Game)
        return g[name]
    raise AttributeError(name)


LANGUAGES = ("en", "de")
_LANGUAGE = ["en"]
_WORDS = {}  # game name -> its table in the language in use: a screen asks often


def use_language(code):
    if code not in LANGUAGES:
        raise ValueError("no language %r; known: %s" % (code, ", ".join(LANGUAGES)))
    _LANGUAGE[0] = code
    _WORDS.clear()


def language():
    return _LANGUAGE[0]


def words(name):
    """Game `name`'s word table in the language in use."""
    w = _WORDS.get(name)
    if w is None:
        w = _WORDS[name] = _module(name, ".words_" + _LANGUAGE[0])
    return w


def forget_words(name):
    """Drop game `name`'s word table: its module leaves the heap (a box
    turn's decision, the app's fullest moment, does without it); the next
    words(name) loads it again."""
    import sys

    _WORDS.pop(name, None)
    path = "hexbox.games.%s.words_%s" % (name, _LANGUAGE[0])
    if sys.modules.pop(path, None) is not None:
        pkg = sys.modules.get("hexbox.games." + name)
        leaf = "words_" + _LANGUAGE[0]
        if pkg is not None and leaf in pkg.__dict__:  # hasattr would import it (package_attr)
            delattr(pkg, leaf)


def host_words(name):
    """Game `name`'s words for the host only, in the language in use
    (help_<code>.py: HELP, and the simulators' legends; the box never loads
    it). English where the game has none in that language."""
    try:
        return _module(name, ".help_" + _LANGUAGE[0])
    except ImportError:
        return _module(name, ".help_en")


def howto(name):
    """How `name` is played, in the language in use: paragraphs for the help
    screens of the simulators, the page and the play CLI."""
    return host_words(name).HELP
def bot_module(name):
    """The game's bots: LEVELS ((level, policy), ...), STEPS, determinize."""
    return _module(name, ".bot")


def bot_module_name(name):
    """The dotted name of the game's bots' module (to unload it)."""
    return "hexbox.games." + name + ".bot"


def bot(name, level="good", seed=0, steps=None, board=None):
    """A hexbox.core.bot.Bot playing `name` at `level` ("easy" or "good").
    board: the engine board the game is played on (a box's own wheel motor
    counts other steps than the shipped board): public, so a bot that plays
    moves out on a board is given it (its module's use_board)."""
    from hexbox.core.bot import Bot

    mod = bot_module(name)
    if board is not None and hasattr(mod, "use_board"):
        mod.use_board(board)
    for n, policy in mod.LEVELS:
        if n == level:
            return Bot(policy, seed, mod.STEPS if steps is None else steps)
    raise ValueError("unknown bot level %r; known: easy, good" % (level,))
