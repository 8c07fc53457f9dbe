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

from hexbox.core.fs import OsFs
from hexbox.core.heap import unload
from hexbox.hw.build import Hardware

RUNNING = []  # the live controller, for the simulator's view (one at most)
ON_START = []  # f(controller) called before it runs: the simulator's probes
# modules only the boot needs (config and board checks, the reference board):
# dropped once the drivers and the game are built, so a board without frozen
# modules gets the RAM of their bytecode back (ram.app.peak_bytes)
BOOT_ONLY = ("hexbox.hw.board", "hexbox.games.spuknacht.board_ref", "hexbox.app.boot",
             "hexbox.core.jsontext", "hexbox.hw.needs")


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


def game_factory(name, eb=None):
    """(players, seed, variant) -> Game for this box; players None: the
    game's own default. eb: Spuknacht's engine board (engine_board)."""
    from hexbox.games import game_class

    cls = game_class(name)

    def make(players, seed, variant):
        kw = {"seed": seed, "variant": variant}
        if players is not None:
            kw["players"] = players
        if eb is not None:
            kw["board"] = eb
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


def confirm_held(board, machine):
    """True when CONFIRM (or ROLL on a box without it) is held right now."""
    b = board.get("buttons", {})
    name = "confirm" if "confirm" in b else "roll"
    Pin = machine.Pin
    pin = Pin(b[name], Pin.IN, Pin.PULL_UP)
    on = 0 if b.get("active_low", True) else 1
    return pin.value() == on


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


def build_app(cfg, board, hw, machine, root="", eb=None):
    """The app this board and game make: the dice-and-wheel box, or the
    referee (with Spuknacht's wheel and hall sensors as its table where the
    box has them). eb: Spuknacht's engine board (engine_board)."""
    from hexbox.hw.needs import mode

    game = cfg.get("game", "spuknacht")
    # the boot self-test checked these settings against the game just before
    seed = cfg.get("seed")
    seed_source = (lambda: seed) if seed is not None else device_seed
    fs = OsFs(root.rstrip("/"))
    if dice_box(game, mode(board)):
        from hexbox.app.dice_mode import DiceController, open_leds

        return DiceController(hw, eb, fs, seed_source, open_leds(board, machine))
    from hexbox.app.referee import Referee
    from hexbox.games import presentation

    table = None
    if game == "spuknacht":
        from hexbox.app.spuknacht_table import SpuknachtTable as table
    return Referee(hw, game_factory(game, eb), presentation(game), fs, seed_source,
                   cfg.get("players"), cfg.get("variant", ()), game, table, tuple(cfg.get("bots", ())))


def start(machine, clock, root=""):
    """The app, after the boot self-test passed for this config and board:
    the self-test screen while CONFIRM is held at power-on, then the game."""
    cfg, board = load_config(root)
    unload(("hexbox.app.boot",))  # read and checked: the boot's code can go before the app's comes
    if confirm_held(board, machine):
        from hexbox.app.selftest_screen import at_boot

        at_boot(board, machine, clock)
        del at_boot
        unload(("hexbox.app.selftest_screen", "hexbox.hw.board"))
    return play(cfg, board, machine, clock, root)


def play(cfg, board, machine, clock, root=""):
    """Build the drivers and the app for this config and board, and run it."""
    game = cfg.get("game", "spuknacht")
    eb = None
    if game == "spuknacht":
        # the engine board first: its reference data can go before the drivers come
        from hexbox.games.spuknacht.board import forget_reference

        forget_reference()
        eb = engine_board(board)
        unload(("hexbox.games.spuknacht.board_ref", "hexbox.games.spuknacht.board_load"))
    hw = Hardware(board, machine, clock, game, checked=True)
    c = build_app(cfg, board, hw, machine, root, eb)
    del RUNNING[:]
    RUNNING.append(c)
    for f in ON_START:
        f(c)
    stop_when_over = cfg.get("stop_when_over", False)
    # built: the board definition and the boot-only modules can go
    hw.board = None
    del board, cfg
    # the board check imports the wheel's ramp; a game that leaves the wheel parked drops it
    unload(BOOT_ONLY if hw.ramp is not None else BOOT_ONLY + ("hexbox.hw.ramp",))
    gc.collect()
    asyncio.run(c.main(stop_when_over))
    return c
