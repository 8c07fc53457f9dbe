# The game registry. Modules load on demand, so a device imports only the game
# it plays. A game package exposes `Game` (see games/CONTRACT.md).

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
