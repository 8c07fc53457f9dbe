# The game registry. Modules load on demand, so a device imports only the game
# it plays. A game package exposes `Game` (see games/CONTRACT.md), and may
# hold its box profile (box.py, read by hexbox.app.boxes).
#
# The language: a game's presentation takes every word it shows from one
# table per language, words_<code>.py in the game's package (the same names
# in each), and its help from help_<code>.py (HELP; the box never imports
# it). use_language() picks the language once at boot (config.json "lang");
# a board's flash holds the chosen one only (host_tools flash --lang).

GAMES: tuple = (
    # (name, module) in the order the menu shows them
    ("spuknacht", "hexbox.games.spuknacht"),
    ("techno_witches", "hexbox.games.techno_witches"),
    ("wandelnde_tuerme", "hexbox.games.wandelnde_tuerme"),
    ("broom_service", "hexbox.games.broom_service"),
)


def names():
    return tuple(n for n, _ in GAMES)


def _module(name, sub=""):
    # the walk of hexbox.core.heap.module, here so that importing a game
    # does not load that module too (the engine's heap bench counts it)
    for n, path in GAMES:
        if n == name:
            path += sub
            mod = __import__(path)
            for part in path.split(".")[1:]:
                mod = getattr(mod, part)
            return mod
    raise ValueError("unknown game %r; known: %s" % (name, ", ".join(names())))


def game_class(name):
    return _module(name).Game


def presentation(name):
    """The game's presentation module: labels, event lines, status rows."""
    return _module(name, ".present")


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


def bot(name, level="good", seed=0, steps=None):
    """A hexbox.core.bot.Bot playing `name` at `level` ("easy" or "good")."""
    from hexbox.core.bot import Bot

    mod = bot_module(name)
    for n, policy in mod.LEVELS:
        if n == level:
            return Bot(policy, seed, mod.STEPS if steps is None else steps)
    raise ValueError("unknown bot level %r; known: easy, good" % (level,))
