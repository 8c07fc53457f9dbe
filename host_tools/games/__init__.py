"""Pictures of each game's table as SVG text, from the same game objects and
board data the firmware uses. Portable (CPython and MicroPython): the
figures of the READMEs (host_tools/*_svg.py) and the browser page
(host_tools/web, where they run inside the WebAssembly MicroPython) draw
with the same code.

    svg(name, game)   the table of a game in play (any game of the registry)
"""

_MODULES = (
    ("spuknacht", "host_tools.tables.spuknacht"),
    ("techno_witches", "host_tools.tables.techno_witches"),
    ("wandelnde_tuerme", "host_tools.tables.wandelnde_tuerme"),
    ("broom_service", "host_tools.tables.broom_service"),
)


def module(name):
    """The table module of game `name` (imported on demand: a page plays one game)."""
    for n, path in _MODULES:
        if n == name:
            mod = __import__(path)
            for part in path.split(".")[1:]:
                mod = getattr(mod, part)
            return mod
    raise ValueError("no table picture for game %r" % (name,))


def svg(name, game):
    """The table of `game` (an engine object) as SVG text."""
    return module(name).table(game)
