# A second whole game after a setup change on one power-on, on the chip
# (the real MicroPython firmware on the emulated Pico, host_tools/chip),
# from the one file to install (make uf2): the game the config offers
# first is over (a seeded random game of it, its log on the flash: it
# resumes at power-on), "OK: new game" opens the setup screen on the same
# power-on, another game is set up there and the box resets to start it
# (hexbox.app.main.REBOOT: nothing of the first game stays in the heap;
# tests/test_sim_setup.py checks on the host, where no reset comes, that
# none of its modules stay), and is played to its end. The second game is
# the heaviest other one (the most code in its engine and bots, which a
# game keeps in its heap), at its usual player count (playout.default_players)
# with every seat the box's: the box plays itself, its search on every turn
# (the heap's tightest moments), and a whole game takes minutes, not the
# person's menu walks. HEXBOX_SECOND_GAME=<game> plays that one instead.
#   chip.setup.second.to_setup_ms           "OK: new game" let go to the setup screen (3 s)
#   chip.setup.second.setup_min_free_bytes  lowest gc.mem_free() on that setup screen (64 KB)
#   chip.setup.second.min_free_bytes        lowest gc.mem_free() from the second game's
#                                           first screen through its first actions (64 KB)
#   chip.setup.second.first_actions         actions the second game played by then
#   chip.setup.second.players, .box_seats   the second game's seats, and how many the box's
#   chip.setup.second.completes             1: the second game ended by its rules
#   chip.setup.second.actions               actions the second game played in all
#   chip.setup.second.game_min_free_bytes   lowest gc.mem_free() over the whole second game,
#                                           from its first screen to its end screen (64 KB)
#   chip.setup.second.game_min_live_free_bytes
#                                           the lowest free heap right after a collection
#                                           over the whole second game: what the app holds
#                                           (the lowest gc.mem_free() also counts garbage
#                                           that waits for its collection, up to
#                                           gc.threshold: hexbox.core.heap)
#   chip.setup.second.min_free_in_box_turn  1 when that lowest came in a box turn, else 0
#   chip.setup.second.box_turns, .box_turn_ms_median, .box_turn_ms_max
#                                           box seats' turns, "thinking..." to the next frame
#                                           (host_tools/benches/chip_bots.py's TurnClock; the
#                                           decision's 3 s budget holds the max)
#   chip.setup.second.chip_s                chip seconds from power-on to the second game's end
#   chip.setup.second.host_s                wall seconds here
# Slow: the box replays the whole first game at power-on, then plays the second.
import json
import sys
import tempfile
import time

from host_tools.benches.chip import actions_limit
from host_tools.benches.chip_setup import (
    AGAIN_US,
    BOARD,
    BOOT_US,
    FIRST_ACTIONS,
    without,
)

RESUME_US = 120_000_000  # chip time for the first game's log to replay to its end screen
FIRST_GAME_SEED = 11  # the first game's log: a seeded random game of the offered game, over
GAME_US = 1_800_000_000  # chip time the second game may take to its end
MAX_ACTIONS = 2000  # a game this long is stuck
BUDGETS = {"to_setup_ms": (3000, "max"), "setup_min_free_bytes": (64 * 1024, "min"),
           "min_free_bytes": (64 * 1024, "min"), "game_min_free_bytes": (64 * 1024, "min"),
           "completes": (1, "min"),
           "box_turn_ms_max": (3000, "max")}  # the decision's (host_tools.benches.bots)


def heaviest(games, first):
    """The game, not `first`, with the most code in its engine and bots (what
    a game keeps in its heap: its source bytes, bar its help, words, facts
    and the checks a device never loads); HEXBOX_SECOND_GAME names another."""
    import os

    from host_tools import FIRMWARE

    chosen = os.environ.get("HEXBOX_SECOND_GAME")
    if chosen:
        if chosen not in games or chosen == first:
            raise ValueError("HEXBOX_SECOND_GAME=%s: not another game of %s" % (chosen, games))
        return chosen

    def weight(game):
        d = os.path.join(FIRMWARE, "hexbox", "games", game)
        skip = ("help_", "words_", "facts", "restore")
        return sum(os.path.getsize(os.path.join(d, n)) for n in os.listdir(d)
                   if n.endswith(".py") and not n.startswith(skip))

    return max((g for g in games if g != first), key=weight)


def seat_rows(game, players, seat):
    """The setup screen's row for `seat` (English): a person's, the box's."""
    from hexbox.app import setup_words_en as W
    from hexbox.app import words_en as A
    from hexbox.games import game_class, presentation

    who = presentation(game).seat_name(game_class(game)(players=players), seat)
    return W.SEAT % (who, A.SEAT_PERSON), W.SEAT % (who, A.SEAT_BOX)


def with_files(flash_bytes, files):
    """The flash with these files ({name: bytes}) written to its filesystem."""
    from host_tools.chip import image

    lo, hi = image.FS_OFFSET, image.FS_OFFSET + image.PICO.size
    fs, ctx = image._fs(flash_bytes[lo:hi])  # noqa: SLF001  (the image's own mount)
    for n, data in files.items():
        with fs.open(n, "wb") as f:
            f.write(data)
    fs.unmount()
    return flash_bytes[:lo] + bytes(ctx.buffer) + flash_bytes[hi:]


def over_log(game, players, seed):
    """{file name: bytes} of a whole game of `game`, over, as the box saves it."""
    import os

    from hexbox.core.fs import OsFs
    from hexbox.core.log import ActionLog
    from hexbox.games import game_class
    from hexbox.games.playout import random_playout

    g, _ = random_playout(game_class(game), players, seed)
    with tempfile.TemporaryDirectory() as tmp:
        ActionLog(OsFs(tmp)).save({"game": game, "players": players, "seed": seed,
                                   "variant": [], "actions": list(g.history), "bots": []})
        return {n: open(os.path.join(tmp, n), "rb").read() for n in os.listdir(tmp)}


def run_to(box, us):
    """Run the chip to chip time us (ChipBox.advance_to returns early on an over game)."""
    while box.clock.us < us:
        box.advance_to(us)


def second_game(flash_bytes, board_def, first, second, players):
    """The first game over on the flash; at power-on it resumes, OK on its
    end: the setup screen, `second` set up there for `players`, every seat
    the box's, played to its end. Figures: chip.setup.second.* (see the top)."""
    from hexbox.app import setup_words_en as W
    from hexbox.app import words_en as A
    from hexbox.games import title
    from host_tools.benches.chip_bots import TurnClock
    from host_tools.chip.box import CLICK_MS, ChipBox, Mirror
    from host_tools.chip.setup_person import SetupPerson

    out = {}
    flash_bytes = with_files(without(flash_bytes, ("setup.log", "setup.log.bak")),
                             over_log(first, 2, FIRST_GAME_SEED))
    with ChipBox(BOARD, first, board_def=board_def, flash=flash_bytes) as box:
        end = box.clock.us + RESUME_US
        while box.clock.us < end and box.mirror.rows[-1:] != [A.OK_NEW_GAME]:
            run_to(box, box.clock.us + 500_000)  # the log replayed: its end screen
        if not box.over() or box.mirror.rows[-1:] != [A.OK_NEW_GAME]:
            raise RuntimeError("the first game did not resume over: %r" % box.mirror.rows)
        run_to(box, box.clock.us + 1_000_000)  # it stands
        # from OK on, the mirror follows the second game (ChipBox.advance_to stops
        # early while the game it mirrors is over)
        box.game_name = second
        box.mirror = Mirror(second, board_def)
        box.running = [box.mirror]
        box.chip.heap(watch=True)
        box.press("confirm")
        run_to(box, box.clock.us + CLICK_MS * 1000)
        box.release("confirm")
        let_go = box.clock.us
        while box.mirror.rows[:1] != [W.TITLE] and box.clock.us - let_go < AGAIN_US:
            box.advance_to(box.clock.us + 20_000)
        if box.mirror.rows[:1] != [W.TITLE]:
            raise RuntimeError("no setup screen after the first game's end: %r\n%s" % (
                box.mirror.rows, box.chip.serial))
        out["to_setup_ms"] = round((box.frames[-1] - let_go) / 1000, 1)
        box.advance_to(box.clock.us + 500_000)  # the setup screen stands
        person = SetupPerson(box)
        person.choose(title(first), title(second))
        person.choose(W.PLAYERS.split()[0], W.PLAYERS % players)
        for seat in range(players):
            person.choose(*seat_rows(second, players, seat), back=True)
        person.to(W.START, back=True)
        out["setup_min_free_bytes"] = box.chip.heap()["mem_free_min"]
        person.start()  # the box resets into the second game
        box.chip.heap(watch=True)
        rec = box.read_log()
        if rec is None or rec["game"] != second or rec["players"] != players \
                or sorted(rec.get("bots", ())) != list(range(players)):
            raise RuntimeError("the second game did not start as set up: %r" % (rec,))
        turns = TurnClock(box)
        first_actions = {}

        def progress(box):
            if not first_actions and box.actions() >= FIRST_ACTIONS:
                first_actions["min_free"] = box.chip.heap()["mem_free_min"]
                first_actions["actions"] = box.actions()

        f = box.play(3, MAX_ACTIONS, limit_us=box.clock.us + GAME_US, progress=progress)
        low_at = box.chip.last.get("mem_free_min_us")
        out["min_free_bytes"] = first_actions.get("min_free", f["min_free_bytes"])
        out["first_actions"] = first_actions.get("actions", f["actions"])
        out["players"] = players
        out["box_seats"] = len(rec.get("bots", ()))
        out["completes"] = f["completes"]
        out["actions"] = f["actions"]
        out["game_min_free_bytes"] = f["min_free_bytes"]
        out["game_min_live_free_bytes"] = f["min_live_free_bytes"]
        out["min_free_in_box_turn"] = turns.holds(low_at)
        ms = sorted(turns.ms)
        out["box_turns"] = len(ms)
        out["box_turn_ms_median"] = round(ms[len(ms) // 2]) if ms else None
        out["box_turn_ms_max"] = round(ms[-1]) if ms else None
        out["chip_s"] = f["chip_s"]
        if f["stuck_on"] is not None:
            raise RuntimeError("the second game got stuck on %r" % (f["stuck_on"],))
        if "Traceback" in box.chip.serial:
            raise RuntimeError("a traceback on the chip:\n%s" % box.chip.serial)
    return {"second." + k: v for k, v in out.items()}


def figures():
    from hexbox.games import game_class
    from hexbox.games.playout import default_players
    from host_tools.chip.box import ChipBox
    from host_tools.device import flash, one_file

    cfg = json.loads(flash.board_files(BOARD)[1][flash.CONFIG])
    first = cfg["games"][0]
    second = heaviest(cfg["games"], first)
    players = default_players(game_class(second))
    with tempfile.TemporaryDirectory() as tmp:
        built = one_file.build(BOARD, out=tmp)
        with ChipBox(BOARD, first, uf2=built["path"]) as box:
            box.advance_to(BOOT_US)  # the one file installed: its flash as the box runs it
            flash_bytes = box.power_cut()
            board_def = box.board_def
    return second_game(flash_bytes, board_def, first, second, players)


def metrics(upy):
    """upy is unused: the chip runs the firmware itself."""
    actions_limit()  # ChipMissing (how to get the firmware) when the chip is not here
    t0 = time.monotonic()
    out = {"chip.setup." + k: v for k, v in figures().items()}
    out["chip.setup.second.host_s"] = round(time.monotonic() - t0)
    print("chip: a second game on %s in %d s here" % (BOARD, time.monotonic() - t0),
          file=sys.stderr, flush=True)
    bad = {}
    for k, (limit, kind) in BUDGETS.items():
        v = out.get("chip.setup.second." + k)
        if v is None or (v > limit if kind == "max" else v < limit):
            bad[k] = "%s, budget %s %s" % (v, "at most" if kind == "max" else "at least", limit)
    out["chip.setup.second.budgets_missed"] = len(bad)
    for k, why in sorted(bad.items()):
        out["chip.setup.second.missed." + k] = why
    return out
