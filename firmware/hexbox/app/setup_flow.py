# The app's entry on a box with the setup screen (hexbox.app.main.play):
# which app comes first at power-on (the saved game, the game the setup
# screen chose before its reset, or the setup screen), and which follows
# when one stops. Its own module so that a one-game box never loads it,
# and a box with the setup screen drops it while a game runs (its name is
# one of APP_MODULES': forget_apps unloads it with the setup screen): the
# app's entry loads it again when the game stops. What it needs of the
# app's entry (hexbox.app.main, which imports it) is handed in: `entry`,
# as hexbox.app.builder.build_game takes it.

import gc

from hexbox.app.builder import build_game, load_config
from hexbox.core.fs import OsFs
from hexbox.core.heap import unload
from hexbox.hw.build import Hardware

# what a game and the setup screen load that the next app on the same
# power-on must not find in the heap: the games, their boxes, the referee,
# the wheel's and sensors' drivers, the bots, the setup screen and this flow
APP_MODULES = ("hexbox.games.", "hexbox.boxes", "hexbox.app.referee", "hexbox.app.menu",
               "hexbox.app.boxes", "hexbox.app.setup_", "hexbox.hw.motors", "hexbox.hw.ramp",
               "hexbox.hw.stepper", "hexbox.hw.hall", "hexbox.hw.homing", "hexbox.hw.pio_step",
               "hexbox.hw.index_watch",
               "hexbox.core.bot", "hexbox.core.search")


def box_games(cfg, board):
    """The games this box offers, in the order of config "games" (else its
    "game"): those on the flash whose parts the board has (the boot's
    self-test says why it leaves one out)."""
    from hexbox.app.boxes import lacking
    from hexbox.games import found

    held = [g for g in (cfg.get("games") or [cfg["game"]]) if g in found()]
    return [g for g, part in lacking(held, board) if part is None]


def _saved_game(fs):
    """The saved game's record (its game and settings), or None."""
    from hexbox.core.log import ActionLog

    rec = ActionLog(fs).load()
    if rec is None:
        return None
    rec["actions"] = None  # the settings only: the game's app replays it
    return rec


def opening(cfg, board, machine, clock, root, ask, games, entry):
    """The first app of a box with the setup screen: the saved game
    resumed, unless BACK was held (ask); else the setup screen."""
    from hexbox.app.setup_last import load_last, save_last

    fs = OsFs(root.rstrip("/"))
    saved = _saved_game(fs)
    last = load_last(fs)
    if games is not None and last is not None and last["start"] \
            and (ask or saved is not None or last["game"] not in games):
        games = None  # the boot asked for the game to start only (hexbox.app.boot.started)
    if games is None:
        games = box_games(cfg, board)
    resume = saved is not None and not ask and saved.get("game") in games
    # the setup screen chose a game and reset the board (REBOOT): it starts now
    start = not resume and not ask and last is not None and last["start"] \
        and last["game"] in games
    # what the boot checked, and asking for the games, loaded: the game (or
    # the setup screen) starts on the heap a one-game box has, the game it
    # starts with kept (the setup screen needs no engine: none is kept)
    forget_apps(saved["game"] if resume else (last or cfg)["game"] if start else None)
    if resume:
        chosen = {"game": saved["game"], "players": saved.get("players"),
                  "variant": saved.get("variant", []), "bots": saved.get("bots", [])}
        if last is not None:
            chosen["lang"] = last["lang"]
        return build_game(_with(cfg, chosen), board, machine, clock, root, entry)
    if start:
        seed = last["last_seed"]
        save_last(fs, last)  # started once: a later power-on with no saved game asks again
        c = build_game(_with(cfg, last), board, machine, clock, root, entry)
        c.last_seed = seed
        return c
    return build_setup(cfg, board, machine, clock, fs, last, saved is not None, games, entry)


def _with(cfg, chosen):
    out = dict(cfg)
    for k in chosen:
        if chosen[k] is not None and k not in ("start", "last_seed"):
            out[k] = chosen[k]
    return out


def build_setup(cfg, board, machine, clock, fs, last, saved, games, entry):
    """The setup screen on the box's buttons and OLED (its wheel's coils off),
    offering the last setup first, else config.json's."""
    if games is None:
        games = box_games(cfg, board)
        forget_apps()
    from hexbox.app.setup_screen import SetupScreen
    from hexbox.hw.needs import REFEREE

    first = last or {"game": cfg["game"], "players": cfg.get("players"),
                     "variant": cfg.get("variant", []), "bots": cfg.get("bots", []),
                     "lang": cfg.get("lang", "en")}
    hw = Hardware(board, machine, clock, REFEREE, checked=True)
    hw.board = None
    unload(entry[1])  # built: as a game's app, the setup screen runs without the boot's modules
    c = SetupScreen(hw, fs, games, first, saved)
    entry[0](c, False)  # the running app (no ON_START hooks: they are the games')
    return c


def forget_apps(keep=None):
    """Unload what the last app loaded (APP_MODULES): the next one starts
    on the heap the boot left. keep: a game whose modules stay (the next
    app's: loading them again costs the boot time)."""
    import sys

    from hexbox.app import speech

    speech.forget("setup_")
    mine = "hexbox.games.%s" % keep
    names = []
    for k in sys.modules:
        if keep is not None and (k == mine or k.startswith(mine + ".")):
            continue
        for p in APP_MODULES:
            if k.startswith(p):
                names.append(k)
                break
    unload(names)
    gc.collect()


def after(held, machine, clock, root, last_seed, entry):
    """(the app that follows app held[0] once it stopped, the seed the next
    game is mixed with, False), or (None, ..., reboot) when none follows on
    this power-on: a game that stopped by itself (stop_when_over, the
    simulator's quit), or (reboot True) the choice saved for the reset
    (hexbox.app.main.REBOOT) that starts it. The stopped app is taken out
    of `held`: it leaves the heap before the next is built."""
    c = held.pop()
    from_setup = hasattr(c, "chosen")  # the setup screen stopped (else a game did)
    chosen = getattr(c, "chosen", None)  # type: dict | None  # the setup to play, or None
    replace = getattr(c, "replace", False)
    if not from_setup and not getattr(c, "to_setup", False):
        return None, last_seed, False
    rec = getattr(c, "record", None)
    if rec is not None:
        # a fixed seed in config.json (a link, a classroom) must not deal
        # the game just played again (Referee.new_game mixes it)
        last_seed = rec["seed"]
    c = rec = None
    forget_apps(chosen["game"] if chosen else None)
    cfg, board = load_config(root)
    unload(entry[1])
    fs = OsFs(root.rstrip("/"))
    if not from_setup:  # a game's end: the setup screen, the last setup first
        from hexbox.app.setup_last import load_last

        return build_setup(cfg, board, machine, clock, fs, load_last(fs), False, None, entry), \
            last_seed, False
    if chosen is None:  # the setup screen left the saved game alone: it plays on
        return opening(cfg, board, machine, clock, root, False, None, entry), last_seed, False
    from hexbox.app.setup_last import save_last

    # reset only once the choice is on the flash: else the reset would ask again
    reboot = save_last(fs, chosen, hasattr(machine, "soft_reset"), last_seed) \
        and hasattr(machine, "soft_reset")
    if replace:
        from hexbox.core.log import ActionLog

        ActionLog(fs).clear()
    if reboot:
        return None, last_seed, True
    unload(("hexbox.app.setup_last",))
    return build_game(_with(cfg, chosen), board, machine, clock, root, entry), last_seed, False
