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

from hexbox.core.errors import ConfigError
from hexbox.core.fs import OsFs
from hexbox.hw.build import Hardware

RUNNING = []  # the live controller, for the simulator's view (one at most)
ON_START = []  # f(controller) called before it runs: the simulator's probes
# modules only the boot needs (config and board checks, the reference board):
# dropped once the drivers and the game are built, so a board without frozen
# modules gets the RAM of their bytecode back (ram.app.peak_bytes)
BOOT_ONLY = ("hexbox.hw.board", "hexbox.games.spuknacht.board_ref", "hexbox.app.boot")


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
    step is one microstep of this wheel."""
    from hexbox.games.spuknacht.board import Board
    from hexbox.games.spuknacht.board_ref import BOARD

    w = board_def["wheel"]
    data = {}
    for k in BOARD:
        data[k] = BOARD[k]
    data["motor"] = ("board", w["steps"], w["microsteps"], w["gear"][0], w["gear"][1], 1, 1)
    return Board(data)


def game_factory(name, board_def):
    if name != "spuknacht":
        raise ConfigError("the controller app plays spuknacht; %r has no hardware app yet" % name)
    from hexbox.games.spuknacht import Game

    eb = engine_board(board_def)

    def make(players, seed, variant):
        return Game(players=players, seed=seed, variant=variant, board=eb)

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


def start(machine, clock, root=""):
    from hexbox.app.controller import Controller
    from hexbox.hw import board as boardcheck

    cfg, board = load_config(root)
    game = cfg.get("game", "spuknacht")
    hw = Hardware(board, machine, clock, game)
    seed = cfg.get("seed")
    seed_source = (lambda: seed) if seed is not None else device_seed
    if boardcheck.mode(board) == "dice_wheel":
        # no hall scanner: the dice-and-wheel mode (app/dice_mode.py)
        from hexbox.app.dice_mode import DiceController, open_leds

        c = DiceController(hw, engine_board(board), OsFs(root.rstrip("/")), seed_source,
                           open_leds(board, machine))
    else:
        c = Controller(hw, game_factory(game, board), OsFs(root.rstrip("/")), seed_source,
                       cfg.get("players", 1), cfg.get("variant", ()), game)
    del RUNNING[:]
    RUNNING.append(c)
    for f in ON_START:
        f(c)
    stop_when_over = cfg.get("stop_when_over", False)
    # built: the board definition and the boot-only modules can go
    hw.board = None
    del board, cfg, boardcheck
    unload(BOOT_ONLY)
    gc.collect()
    asyncio.run(c.main(stop_when_over))
    return c
