# Entry of the app: read config.json and the board definition, build the
# drivers and the game, run the controller. firmware/main.py calls start();
# the simulator runs that same main.py on its fake machine.
#
# config.json: {"board": "pico", "game": "spuknacht", "players": 1,
#               "variant": [], "seed": optional int (tests), "stop_when_over": bool}

import asyncio
import gc
import json
import os
import sys

from hexbox.core.fs import OsFs
from hexbox.hw.build import Hardware

RUNNING = []  # the live controller, for the simulator's view (one at most)
ON_START = []  # f(controller) called before it runs: the simulator's probes
# modules only the boot needs (config and board checks, the reference board):
# dropped once the drivers and the game are built, so a board without frozen
# modules gets the RAM of their bytecode back (ram.app.peak_bytes)
BOOT_ONLY = ("hexbox.hw.board", "hexbox.games.spuknacht.board_ref", "hexbox.app.boot",
             "hexbox.app.selftest_screen")


def unload(names):
    """Forget these modules (sys.modules and their package's attribute); the
    next import loads them afresh."""
    for name in names:
        if sys.modules.pop(name, None) is None:
            continue
        pkg, _, leaf = name.rpartition(".")
        parent = sys.modules.get(pkg)
        if parent is not None and hasattr(parent, leaf):
            delattr(parent, leaf)


def engine_board(board_def):
    """The reference Spuknacht board with this box's motor, so one engine
    step is one microstep of this wheel (the reference motor when the box
    has none and the wheel is turned by hand)."""
    from hexbox.games.spuknacht.board import Board
    from hexbox.games.spuknacht.board_ref import BOARD

    w = board_def.get("wheel")
    if w is None:
        return Board(BOARD)
    data = {}
    for k in BOARD:
        data[k] = BOARD[k]
    data["motor"] = ("board", w["steps"], w["microsteps"], w["gear"][0], w["gear"][1], 1, 1)
    return Board(data)


def game_factory(name, board_def):
    """(players, seed, variant) -> Game for this box."""
    from hexbox.games import game_class

    cls = game_class(name)
    if name != "spuknacht":
        def make(players, seed, variant):
            return cls(players=players, seed=seed, variant=variant)
        return make
    eb = engine_board(board_def)

    def make_spuknacht(players, seed, variant):
        return cls(players=players, seed=seed, variant=variant, board=eb)

    return make_spuknacht


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


def dice_box(game, mode):
    """The dice-and-wheel box: Spuknacht on a board with a wheel and no hall
    sensors (any other game on it is refereed from the menus)."""
    return game == "spuknacht" and mode == "dice_wheel"


def games_of(game):
    """The game packages a box playing `game` imports: its own, and for
    Spuknacht's dice-and-wheel box the Wandelnde Türme dice cards."""
    return (game, "wandelnde_tuerme") if game == "spuknacht" else (game,)


def app_modules(game, mode):
    """Every module build_app imports for this game on a board of this mode
    (the self-test imports them first, so a missing one fails at boot)."""
    if dice_box(game, mode):
        return ("hexbox.app.dice_mode",)
    out = ("hexbox.app.referee", "hexbox.app.menu", "hexbox.games.%s.present" % game)
    if game == "spuknacht":
        out += ("hexbox.app.spuknacht_table",)
    return out


def build_app(cfg, board, hw, machine, root=""):
    """The app this board and game make: the dice-and-wheel box, or the
    referee (with Spuknacht's wheel and hall sensors as its table where the
    box has them)."""
    from hexbox.app import boot
    from hexbox.games import game_class
    from hexbox.hw import board as boardcheck

    game = cfg.get("game", "spuknacht")
    settings = boot.game_settings(cfg, game_class(game))  # the self-test's own defaults
    seed = settings["seed"]
    seed_source = (lambda: seed) if seed is not None else device_seed
    fs = OsFs(root.rstrip("/"))
    if dice_box(game, boardcheck.mode(board)):
        from hexbox.app.dice_mode import DiceController, open_leds

        return DiceController(hw, engine_board(board), fs, seed_source, open_leds(board, machine))
    from hexbox.app.referee import Referee
    from hexbox.games import presentation

    table = None
    if game == "spuknacht":
        from hexbox.app.spuknacht_table import SpuknachtTable as table
    return Referee(hw, game_factory(game, board), presentation(game), fs, seed_source,
                   settings["players"], settings["variant"], game, table)


def start(machine, clock, root=""):
    cfg, board = load_config(root)
    hw = Hardware(board, machine, clock, cfg.get("game", "spuknacht"))
    c = build_app(cfg, board, hw, machine, root)
    del RUNNING[:]
    RUNNING.append(c)
    for f in ON_START:
        f(c)
    stop_when_over = cfg.get("stop_when_over", False)
    # built: the board definition and the boot-only modules can go
    hw.board = None
    del board, cfg
    unload(BOOT_ONLY)
    gc.collect()
    asyncio.run(c.main(stop_when_over))
    return c
