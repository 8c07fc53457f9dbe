# The box a game makes on a board: its profile, hexbox/games/<game>/box.py,
# where the game has parts of its own (a wheel, hall sensors under the
# fields); any other game is refereed from the menus on the buttons and the
# OLED. One place asks, so that the app's entry, the boot and the drivers
# never name a game.
from hexbox.core.heap import module
from hexbox.hw.needs import REFEREE

REFEREE_BOX = (None, REFEREE, "referee", None)  # a game without a box of its own


def profile(game):
    """The game's box module (games/<game>/box.py), or None when it has none."""
    from hexbox.games import found, holds

    if game not in found():
        raise ValueError("unknown game %r; known: %s" % (game, ", ".join(sorted(found()))))
    if not holds(game, "box"):
        return None  # asked without importing the game (its package loads its engine)
    path = "hexbox.games.%s.box" % game
    try:
        return module(path)
    except ImportError as e:
        if path not in str(e):
            raise  # the profile is there and fails: say so, never play without it
        return None


def box(game, mode):
    """(mode, parts the box drives, app, table) of `game` on a board of this
    mode (hexbox.hw.needs.mode): the app is "referee" or the path
    ("module.function") of what builds the box's own app (from hw, board,
    machine, fs, seed_source, parts), the table "module.Class" that reads
    the board for the referee, or None."""
    p = profile(game)
    for row in p.BOXES if p is not None else ():
        if row[0] == mode:
            return row
    return REFEREE_BOX


def parts(game, mode):
    """Parts and buttons `game` drives on a board of this mode."""
    return box(game, mode)[1]


def lacking(games, board):
    """[(game, the part (as its profile names it) this board definition
    lacks for it, or None when the box can play it)]: the setup screen
    offers the games it can play, the boot says why it leaves one out.
    What asking loaded (a profile's game package imports its engine and
    the core modules it uses) leaves the heap again."""
    import sys

    from hexbox.core.heap import unload
    from hexbox.hw.needs import missing, mode

    out = []
    for g in games:
        before = set(sys.modules)
        out.append((g, missing(board, parts(g, mode(board)))))
        unload([k for k in sys.modules if k not in before])
        before = None
    return out


def games_of(game):
    """The game packages a box playing `game` imports: its own, and those
    its profile names (GAMES)."""
    p = profile(game)
    return (game,) + tuple(getattr(p, "GAMES", ()))


def left_off(game, mode):
    """The game's own modules a box of this mode never loads (its profile's
    LEFT_OFF): flash leaves them off that board."""
    for row in getattr(profile(game), "LEFT_OFF", ()):
        if row[0] == mode:
            return tuple("hexbox.games.%s.%s" % (game, m) for m in row[1])
    return ()


def app_modules(game, mode):
    """Every module build_app imports for this game on a board of this mode
    (the self-test imports them first, so a missing one fails at boot)."""
    _, _, app, table = box(game, mode)
    if app != "referee":
        return (app.rsplit(".", 1)[0],)
    out = ("hexbox.app.referee", "hexbox.app.menu", "hexbox.games.%s.present" % game)
    if table:
        out += (table.rsplit(".", 1)[0],)
    return out


def named(path):
    """What a profile's path ("module.name": a table class, an app's
    builder) names, imported."""
    mod_path, name = path.rsplit(".", 1)
    return getattr(module(mod_path), name)


def boot_only(game):
    """Modules of the game that boot may unload once the game is built."""
    return tuple(getattr(profile(game), "BOOT_ONLY", ()))


def profile_modules(game):
    """What asking for the box loaded (this module and the game's profile)
    and the folders of the box's own code (hexbox/boxes/<box>/: packages
    with nothing in them, their modules hold what they use): the running
    app needs none of it once the box is built."""
    out = ["hexbox.app.boxes", "hexbox.games.%s.box" % game, "hexbox.boxes"]
    p = profile(game)
    for row in p.BOXES if p is not None else ():
        for path in row[2:]:
            if path and path.startswith("hexbox.boxes."):
                out.append(path.rsplit(".", 2)[0])
    return tuple(out)


def facts(game):
    """What the board rules must know of the game's own board (hw/board.py
    problems): {} when the game has no board of its own."""
    p = profile(game)
    return p.facts() if p is not None and hasattr(p, "facts") else {}


def engine_parts(game, board):
    """Constructor arguments the box adds to the game (an engine board with
    this box's motor): {} for most games."""
    p = profile(game)
    return p.engine_parts(board) if p is not None and hasattr(p, "engine_parts") else {}
