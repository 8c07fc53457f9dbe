# The last setup played on a box with the setup screen (hexbox.app.setup_screen),
# in its own log file: read at boot, where the setup screen chose a game and
# reset the board (hexbox.app.main.REBOOT), without the setup screen's code.
# A module's names stay interned in a MicroPython heap for the whole power-on
# (its qstrs are never freed), so what a boot loads before the chosen game
# is heap that game never gets back: this module is small for that reason.

from hexbox.core.log import ActionLog

SETUP_LOG = "setup.log"  # the last setup (hexbox.core.log's atomic file with a checksum)


def load_last(fs):
    """The last setup played on this box ({"game", "players", "variant",
    "bots", "lang"}, and "start": the game is to start at this boot, after
    "last_seed": the seed of the game played before it), or None when
    there is none whole."""
    rec = ActionLog(fs, SETUP_LOG).load()
    if rec is None or not isinstance(rec.get("game"), str):
        return None
    return {"game": rec["game"], "players": rec.get("players"),
            "variant": list(rec.get("variant", ())), "bots": list(rec.get("bots", ())),
            "lang": rec.get("lang", "en"), "start": rec.get("start") is True,
            "last_seed": rec.get("last_seed")}


def save_last(fs, choice, start=False, last_seed=None):
    """Keep `choice` as the setup offered first next time (atomic: the old
    one stays whole until the new one is); start: the next boot starts it
    (after a reset that gives it a clean heap). False when the flash would
    not take it (the game is played all the same)."""
    rec = {}
    for k in ("game", "players", "variant", "bots", "lang"):
        if k in choice:
            rec[k] = choice[k]
    if start:
        rec["start"] = True
        if last_seed is not None:
            rec["last_seed"] = last_seed
    rec["actions"] = []
    log = ActionLog(fs, SETUP_LOG)
    log.load()  # its generation: the new record must outrank the one before (kept as .bak)
    return log.save(rec)

