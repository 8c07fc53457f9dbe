# The app built for a config and a board (hexbox.app.main): config.json
# and the board definition read, the drivers and the game's app built.
# Used once per app (at power-on, and for each app the setup screen's flow
# builds after another): the running app keeps none of it, so it leaves the
# heap with the boot's modules (hexbox.app.main.BOOT_ONLY). It imports
# none of the app's entry (hexbox.app.main): what it needs of it is handed in.

import json

from hexbox.core.fs import OsFs
from hexbox.core.heap import calm, unload
from hexbox.hw.build import Hardware


def _read_json(path):
    try:
        with open(path) as f:
            return json.load(f)
    except OSError:
        return None


def load_config(root=""):
    from hexbox.app import boot

    cfg = boot.load_config(root + boot.CONFIG_PATH)  # one reader and checker of config.json
    board = _read_json(root + "board.json")
    if board is None:
        from hexbox.hw import board as boardcheck

        board = boardcheck.load(root + "board_defs/%s.json" % cfg.get("board", "pico"))
    return cfg, board


def build_app(cfg, board, hw, machine, root, parts, entry):
    """The app this board and game make, as the game's box profile says: the
    referee (with the table that reads the board, where the box has one) or
    the box's own app. parts: what the box adds to the game's arguments
    (boxes.engine_parts); entry: build_game's."""
    _, _, game_factory, seed_source = entry
    from hexbox.app import boxes
    from hexbox.games import use_language
    from hexbox.hw.needs import mode

    game = cfg["game"]
    use_language(cfg.get("lang", "en"))
    _, _, app, table = boxes.box(game, mode(board))
    # the boot self-test checked these settings against the game just before
    seeds = seed_source(cfg.get("seed"))
    fs = OsFs(root.rstrip("/"))
    parts = parts or {}
    if app != "referee":
        return boxes.named(app)(hw, board, machine, fs, seeds, parts)
    from hexbox.app.referee import Referee
    from hexbox.games import presentation

    return Referee(hw, game_factory(game, parts), presentation(game), fs, seeds,
                   cfg.get("players"), cfg.get("variant", ()), game,
                   boxes.named(table) if table else None, tuple(cfg.get("bots", ())))


def build_game(cfg, board, machine, clock, root, entry):
    """The game's app for this config and board, built and handed to
    started(app) (the app's entry makes it the running one); the boot's
    modules (boot_only) and the board definition leave the heap.
    entry: (started, boot_only, game_factory, seed_source), the app's
    entry's own (hexbox.app.main.ENTRY): what the app keeps (the game's
    factory, the seeds) is the entry's code, not this module's, which
    leaves the heap."""
    started, boot_only = entry[0], entry[1]
    from hexbox.app import boxes
    from hexbox.hw.needs import mode

    game = cfg["game"]
    # what the box adds to the game first: the game's boot-only data can go
    # before the drivers come
    parts = boxes.engine_parts(game, board)
    unload(boxes.boot_only(game))
    hw = Hardware(board, machine, clock, boxes.parts(game, mode(board)), checked=True)
    # the drivers built: the boot's garbage goes before the app's code
    # loads (the referee's alone takes some 11 KB), the app's lowest free
    # heap before its first screen on a Pico
    calm()
    c = build_app(cfg, board, hw, machine, root, parts, entry)
    boot_only = boot_only + boxes.profile_modules(game)
    del boxes
    started(c)
    # built: the board definition and the boot-only modules can go
    hw.board = None
    del board, cfg
    # the board check imports the wheel's ramp; a game that leaves the wheel parked drops it
    unload(boot_only if hw.ramp is not None else boot_only + ("hexbox.hw.ramp",))
    return c


def held_at_power_on(board, machine, name=None):
    """True when button `name` is held right now; None: CONFIRM (or ROLL
    on a box without it), which opens the self-test screen before the
    game. False for a button the board lacks."""
    b = board.get("buttons", {})
    if name is None:
        name = "confirm" if "confirm" in b else "roll"
    elif name not in b:
        return False
    Pin = machine.Pin
    pin = Pin(b[name], Pin.IN, Pin.PULL_UP)
    on = 0 if b.get("active_low", True) else 1
    return pin.value() == on
