# The game registry. Modules load on demand, so a device imports only the game
# it plays. A game package exposes `Game` (see games/CONTRACT.md), and may
# hold its box profile (box.py, read by hexbox.app.boxes).

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
