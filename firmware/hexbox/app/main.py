# Entry of the app: read config.json and the board definition, build the
# drivers and the game, run the controller. firmware/main.py calls start();
# the simulator runs that same main.py on its fake machine.
#
# config.json: {"board": "pico", "game": <a game of the registry>, "players": 1,
#               "variant": [], "seed": optional int (tests), "stop_when_over": bool,
#               "lang": "en" or "de", "games": [the games the box holds],
#               "setup": bool (the setup screen; default: where "games" is given)}
# (hexbox.app.boot.CONFIG_KEYS says each). With the setup screen the game,
# players, variants, seats and language are chosen on the box
# (hexbox.app.setup_screen); the config's are the ones offered first until
# a setup was played. What the game's box drives and runs is its profile's
# (hexbox.app.boxes).

import asyncio
import gc
import os

from hexbox.core.heap import unload

LET_GO_MS = 5000  # how long the box waits for BACK, held at power-on, to be let go
RUNNING = []  # the live controller, for the simulator's view (one at most)
# the setup screen's choice is saved: machine.soft_reset() once the app has
# stopped, so the chosen game starts on the heap a one-game box boots with
# (nothing of the games the setup screen looked at stays, not even their
# interned names); where there is no soft_reset (CPython) it starts in-process
REBOOT = [False]
ON_START = []  # f(controller) called before it runs: the simulator's probes
# modules only the boot needs (config and board checks; the game's own are
# its profile's BOOT_ONLY): dropped once the drivers and the game are built,
# so a board without frozen modules gets the RAM of their bytecode back
# (ram.app.peak_bytes); and what builds an app (hexbox.app.builder: the
# next app of a power-on loads it again)
BOOT_ONLY = ("hexbox.hw.board", "hexbox.app.boot", "hexbox.core.jsontext", "hexbox.hw.needs",
             "hexbox.app.builder")


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


def device_seed():
    # hardware entropy: the ROSC/ RNG behind os.urandom on rp2 and esp32
    b = os.urandom(4)
    return ((b[0] << 24) | (b[1] << 16) | (b[2] << 8) | b[3]) & 0x3FFFFFFF


def seed_source(seed):
    """() -> the seed a new game is dealt with: config.json's fixed one
    (tests, a link), else the hardware's entropy."""
    return (lambda: seed) if seed is not None else device_seed


def _started(c, hooks=True):
    # app c is built (hexbox.app.builder, hexbox.app.setup_flow): the running
    # one, and ON_START's hooks see it (not the setup screen's: hooks False)
    del RUNNING[:]
    RUNNING.append(c)
    if hooks:
        for f in ON_START:
            f(c)


# what the app's builders (hexbox.app.builder, hexbox.app.setup_flow) are
# handed: they import nothing of this module (it imports them), and what
# the running app keeps of it (the game's factory, the seeds) is this
# module's code, not theirs, which leaves the heap
ENTRY = (_started, BOOT_ONLY, game_factory, seed_source)


def start(machine, clock, root=""):
    """The app, after the boot self-test passed for this config and board:
    the self-test screen while CONFIRM is held at power-on, the setup
    screen while BACK is held, then the game."""
    cfg, board = _load_config(root)
    games = _checked_games()
    unload(("hexbox.app.boot",))  # read and checked: the boot's code can go before the app's comes
    if _held(board, machine):
        from hexbox.app.selftest_screen import at_boot

        at_boot(board, machine, clock)
        del at_boot
        unload(("hexbox.app.selftest_screen", "hexbox.hw.board"))
    ask = _held(board, machine, "back")
    waited = 0
    # let go first: the release is no press on the setup screen (a stuck
    # button does not keep the box from starting)
    while waited < LET_GO_MS and _held(board, machine, "back"):
        clock.sleep_ms(10)
        waited += 10
    return play(cfg, board, machine, clock, root, ask, games)


# the builder's module is held by these frames only: the app it builds
# unloads it (BOOT_ONLY)
def _load_config(root):
    from hexbox.app.builder import load_config

    return load_config(root)


def _build_game(cfg, board, machine, clock, root):
    from hexbox.app.builder import build_game

    return build_game(cfg, board, machine, clock, root, ENTRY)


def _held(board, machine, name=None):
    from hexbox.app.builder import held_at_power_on

    return held_at_power_on(board, machine, name)


def _checked_games():
    # the games the boot's self-test found this board plays (None: not asked)
    import sys

    boot = sys.modules.get("hexbox.app.boot")
    games = boot.PLAYABLE[0] if boot is not None else None
    if boot is not None:
        boot.PLAYABLE[0] = None
    return games


def play(cfg, board, machine, clock, root="", ask=False, games=None):
    """Build the drivers and the app for this config and board, and run it.
    With the setup screen (config "setup", or ask: BACK held at power-on)
    a saved game resumes, else the setup screen comes first; each game
    started after it, and the setup screen after a game's end, follow on
    the same power-on (run_apps). games: the games the box plays, when
    the boot's self-test found them already."""
    stop_when_over = cfg.get("stop_when_over", False)
    if not (ask or setup_on(cfg)):
        c = _build_game(cfg, board, machine, clock, root)
        del board, cfg
        gc.collect()
        asyncio.run(c.main(stop_when_over))
        return c
    c = _opening(cfg, board, machine, clock, root, ask, games)
    del board, cfg
    gc.collect()
    asyncio.run(run_apps(c, machine, clock, root, stop_when_over))
    if REBOOT[0]:
        REBOOT[0] = False
        machine.soft_reset()  # on a board main.py ends here: the next boot starts the game
    return RUNNING[0]


# --- the setup screen ------------------------------------------------------------
# (hexbox.app.setup_flow: loaded only on a box with the setup screen, and
# out of the heap while a game runs)

def setup_on(cfg):
    """The setup screen at the first boot and after a game: config "setup",
    by default on for a box that holds its games list (`flash` writes it),
    off for a config that names one game only (a game then starts at once,
    and a new one after it keeps its settings, as the tests and benches want)."""
    return cfg.get("setup", "games" in cfg)


def _opening(cfg, board, machine, clock, root, ask, games):
    # the setup flow's module is held by this frame only: the app it builds
    # unloads it (forget_apps)
    from hexbox.app.setup_flow import opening

    return opening(cfg, board, machine, clock, root, ask, games, ENTRY)


def _after(held, machine, clock, root, last_seed):
    from hexbox.app.setup_flow import after

    return after(held, machine, clock, root, last_seed, ENTRY)


async def run_apps(c, machine, clock, root, stop_when_over):
    """Run app c, then what it leads to on the same power-on: the game the
    setup screen chose (or the saved one it left alone), and the setup
    screen again after a game's "OK: new game" (setup_flow.after)."""
    last_seed = c.last_seed  # set by opening() for a game the setup screen chose before a reset
    while True:
        c.then_setup = True
        c.last_seed = last_seed
        await c.main(stop_when_over)
        held = [c]  # the stopped app, handed over: the next is built without it
        c = None
        c, last_seed, reboot = _after(held, machine, clock, root, last_seed)
        if c is None:
            REBOOT[0] = reboot
            return
        gc.collect()
