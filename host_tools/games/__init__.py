"""The host side of every game, one folder per game beside the firmware's:
the game registered as N in hexbox.games has host_tools/games/N/ holding

    table.py   table(game) -> the table as SVG text; portable (the browser
               page draws it inside the WebAssembly MicroPython)
    view.py    table(app, game, world) -> the simulator's table panel
    bench.py   metrics(upy) -> the game's numbers in `make bench` (and any
               bench_<x>.py: a box of the game measured on its own)
    figure.py  the command line for the game's pictures (pictures/)

No list of games here: part() takes the names from the firmware's registry,
so a game's two folders are all it takes to add one.

    part(name, "view")   the module, imported on demand (a page plays one game)
    svg(name, game)      the table of `game` (an engine object) as SVG text
    box_for(name)        the board a maker builds for the game
"""

PARTS = ("table", "view", "bench", "figure")


def part(name, what):
    """Module `what` of game `name`'s host folder; ValueError for a game the
    registry does not know, ImportError for a part the game does not have."""
    from hexbox.games import names

    if name not in names():
        raise ValueError("unknown game %r; known: %s" % (name, ", ".join(names())))
    path = "host_tools.games.%s.%s" % (name, what)
    mod = __import__(path)
    for step in path.split(".")[1:]:
        mod = getattr(mod, step)
    return mod


def folder(name):
    """The folder of game `name`'s host part (CPython), wherever the package's
    path found it."""
    import importlib.util

    spec = importlib.util.find_spec("host_tools.games." + name)
    if spec is None or not spec.submodule_search_locations:
        raise ValueError("game %r has no host folder" % (name,))
    return list(spec.submodule_search_locations)[0]


def svg(name, game):
    """The table of `game` (an engine object) as SVG text."""
    return part(name, "table").table(game)


def box_for(game):
    """The board a maker builds for `game` (its box profile,
    hexbox.app.boxes): the full box with a wheel and hall sensors where the
    game has one, else the referee box (buttons, OLED, buzzer). The page
    starts a game on it, and the benches measure the game there."""
    from hexbox.app.boxes import box

    return "pico" if box(game, "full")[0] == "full" else "pico_referee"
