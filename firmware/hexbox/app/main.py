# Entry of the app: read config.json and the board definition, build the
# drivers and the game, run the controller. firmware/main.py calls start();
# the simulator runs that same main.py on its fake machine.
#
# config.json: {"board": "pico", "game": <a game of the registry>, "players": 1,
#               "variant": [], "seed": optional int (tests), "stop_when_over": bool,
#               "lang": "en" or "de"}
# What the game's box drives and runs is its profile's (hexbox.app.boxes).

import asyncio
import gc
import json
import os

from hexbox.core.fs import OsFs
from hexbox.core.heap import unload
from hexbox.hw.build import Hardware
from hexbox.hw.buttons import held_at_power_on

RUNNING = []  # the live controller, for the simulator's view (one at most)
ON_START = []  # f(controller) called before it runs: the simulator's probes
# modules only the boot needs (config and board checks; the game's own are
# its profile's BOOT_ONLY): dropped once the drivers and the game are built,
# so a board without frozen modules gets the RAM of their bytecode back
# (ram.app.peak_bytes)
BOOT_ONLY = ("hexbox.hw.board", "hexbox.app.boot", "hexbox.core.jsontext", "hexbox.hw.needs")


def game_factory(name, parts=None):
    """(players, seed, variant) -> Game for this box; players None: the
    game's own default. parts: what the box adds to the game's arguments
    (boxes.engine_parts)."""
    from hexbox.games import game_class

    cls = game_class(name)

    def make(players, seed, variant):
        kw = {"seed": seed, "variant": variant}
        if players is not None:
            kw["players"] = players
        if parts:
            kw.update(parts)
        return cls(**kw)

    return make


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


def device_seed():
    # hardware entropy: the ROSC/ RNG behind os.urandom on rp2 and esp32
    b = os.urandom(4)
    return ((b[0] << 24) | (b[1] << 16) | (b[2] << 8) | b[3]) & 0x3FFFFFFF


def build_app(cfg, board, hw, machine, root="", parts=None):
    """The app this board and game make, as the game's box profile says: the
    referee (with the table that reads the board, where the box has one) or
    the box's own app. parts: what the box adds to the game's arguments
    (boxes.engine_parts)."""
    from hexbox.app import boxes
    from hexbox.games import use_language
    from hexbox.hw.needs import mode

    game = cfg["game"]
    use_language(cfg.get("lang", "en"))
    _, _, app, table = boxes.box(game, mode(board))
    # the boot self-test checked these settings against the game just before
    seed = cfg.get("seed")
    seed_source = (lambda: seed) if seed is not None else device_seed
    fs = OsFs(root.rstrip("/"))
    parts = parts or {}
    if app != "referee":
        return boxes.named(app)(hw, board, machine, fs, seed_source, parts)
    from hexbox.app.referee import Referee
    from hexbox.games import presentation

    return Referee(hw, game_factory(game, parts), presentation(game), fs, seed_source,
                   cfg.get("players"), cfg.get("variant", ()), game,
                   boxes.named(table) if table else None, tuple(cfg.get("bots", ())))


def start(machine, clock, root=""):
    """The app, after the boot self-test passed for this config and board:
    the self-test screen while CONFIRM is held at power-on, then the game."""
    cfg, board = load_config(root)
    unload(("hexbox.app.boot",))  # read and checked: the boot's code can go before the app's comes
    if held_at_power_on(board, machine):
        from hexbox.app.selftest_screen import at_boot

        at_boot(board, machine, clock)
        del at_boot
        unload(("hexbox.app.selftest_screen", "hexbox.hw.board"))
    return play(cfg, board, machine, clock, root)


def play(cfg, board, machine, clock, root=""):
    """Build the drivers and the app for this config and board, and run it."""
    from hexbox.app import boxes
    from hexbox.hw.needs import mode

    game = cfg["game"]
    # what the box adds to the game first: the game's boot-only data can go
    # before the drivers come
    parts = boxes.engine_parts(game, board)
    unload(boxes.boot_only(game))
    hw = Hardware(board, machine, clock, boxes.parts(game, mode(board)), checked=True)
    c = build_app(cfg, board, hw, machine, root, parts)
    boot_only = BOOT_ONLY + boxes.profile_modules(game)
    del boxes
    del RUNNING[:]
    RUNNING.append(c)
    for f in ON_START:
        f(c)
    stop_when_over = cfg.get("stop_when_over", False)
    # built: the board definition and the boot-only modules can go
    hw.board = None
    del board, cfg
    # the board check imports the wheel's ramp; a game that leaves the wheel parked drops it
    unload(boot_only if hw.ramp is not None else boot_only + ("hexbox.hw.ramp",))
    gc.collect()
    asyncio.run(c.main(stop_when_over))
    return c
