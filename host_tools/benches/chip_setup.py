# The box that stands alone, on the chip (the real MicroPython firmware on
# the emulated Pico, host_tools/chip): the one file to install (make uf2,
# firmware and every game in one UF2) is all its flash holds. A person sets
# up, with the three buttons, another game than the config offers (another
# player count, a variant on, the second seat the box's), plays two actions
# into it, the power goes; the box is powered on again with no saved game
# (as after a game's end) and the person starts the same setup again.
#   chip.setup.boot_to_setup_ms      power on to the setup screen (budget 3 s, as any boot)
#   chip.setup.press_ms[_p90|_max]   on the setup screen: letting go of a button to the stop
#                                    bit of the next frame (budgets 100 and 200 ms)
#   chip.setup.presses               presses the person made to set that game up
#   chip.setup.min_free_bytes        lowest gc.mem_free() while setting up (budget 64 KB)
#   chip.setup.game_min_free_bytes   lowest gc.mem_free() from the game's first screen (the box
#                                    resets after the setup, hexbox.app.main.REBOOT) through its
#                                    first actions (the box's seat's move among them)
#   chip.setup.boot_to_setup_again_ms  power on with the last setup kept and no saved game (as
#                                    after a game's end) to the setup screen (budget 3 s)
#   chip.setup.presses_same_again    presses from the setup screen to the same setup's game
#                                    playing again (the last setup is offered first: 1)
# A second whole game after a setup change: host_tools/benches/chip_second_game.py.
# Beside them, host_tools/benches/flash_board.py: chip.setup.uf2_bytes.<board> and
# chip.setup.fs_bytes.<board>. Only the RP2040 referee box: the Pico 2 cannot be emulated.
import json
import sys
import tempfile
import time

from host_tools.benches.chip import actions_limit

BOARD = "pico_referee"  # the box that plays every game by its menus
BOOT_US = 3_000_000
FIRST_ACTIONS = 2  # a person's, then the box's seat's
PLAY_US = 120_000_000
AGAIN_US = 20_000_000
BOX_SEAT = 1
BUDGETS = {"boot_to_setup_ms": (3000, "max"), "press_ms": (100, "max"),
           "press_ms_p90": (200, "max"), "min_free_bytes": (64 * 1024, "min"),
           "game_min_free_bytes": (64 * 1024, "min"), "presses_same_again": (1, "max"),
           "boot_to_setup_again_ms": (3000, "max")}


def another_setup(games, offered):
    """(game, players, variant) the person sets up: not the offered game,
    three players where it can (the setup offers two), its first variant
    that goes with them."""
    from hexbox.app.setup_screen import playing, refusal, variants_of
    from hexbox.games import facts

    for game in reversed(games):
        if game == offered:
            continue
        f = facts(game)
        lo, hi = f.PLAYERS
        players = min(max(3, lo), hi)
        for v in variants_of(f):
            if v not in playing(f, ()) and refusal(f, players, (v,)) is None:  # not on already
                return game, players, v
    raise ValueError("no game on %s but %s has a variant to set up" % (BOARD, offered))


def rows_of(game, players, variant, seat):
    """The setup screen's rows (English) for this game, player count, variant and seat."""
    from hexbox.app import setup_words_en as W
    from hexbox.app import words_en as A
    from hexbox.core.lines import lookup
    from hexbox.games import game_class, presentation
    from hexbox.games import words as game_words

    name = lookup(getattr(game_words(game), "VARIANTS", ()), variant) or variant.replace("_", " ")
    sample = game_class(game)(players=players)
    who = presentation(game).seat_name(sample, seat)
    return {"players": W.PLAYERS % players, "variant": (W.VARIANT[0] % name, W.VARIANT[1] % name),
            "seat": (W.SEAT % (who, A.SEAT_PERSON), W.SEAT % (who, A.SEAT_BOX))}


def without(flash_bytes, names):
    """The flash with these files gone from its filesystem (as the box leaves it)."""
    from host_tools.chip import image

    lo, hi = image.FS_OFFSET, image.FS_OFFSET + image.PICO.size
    fs, ctx = image._fs(flash_bytes[lo:hi])  # noqa: SLF001  (the image's own mount)
    for n in names:
        try:
            fs.remove(n)
        except Exception:  # noqa: BLE001, S110  (littlefs's error for a file not there)
            pass
    fs.unmount()
    return flash_bytes[:lo] + bytes(ctx.buffer) + flash_bytes[hi:]


def _record(rec):
    return None if rec is None else (rec["game"], rec["players"], list(rec["variant"]),
                                     list(rec.get("bots", ())))


def figures():
    from hexbox.app import setup_words_en as W
    from hexbox.core.log import ActionLog
    from hexbox.games import title
    from host_tools.chip.box import ChipBox
    from host_tools.chip.setup_person import SetupPerson
    from host_tools.device import flash, one_file

    out = {}
    cfg = json.loads(flash.board_files(BOARD)[1][flash.CONFIG])
    offered = cfg["games"][0]
    game, players, variant = another_setup(cfg["games"], offered)
    rows = rows_of(game, players, variant, BOX_SEAT)
    with tempfile.TemporaryDirectory() as tmp:
        built = one_file.build(BOARD, out=tmp)
        with ChipBox(BOARD, game, uf2=built["path"]) as box:
            box.advance_to(BOOT_US)
            if box.mirror.rows[:1] != [W.TITLE]:
                raise RuntimeError("no setup screen within 3 s: %r" % box.mirror.rows)
            out["boot_to_setup_ms"] = round(box.first_screen_us / 1000, 1)
            person = SetupPerson(box)
            person.choose(title(offered), title(game))
            person.choose(W.PLAYERS.split()[0], rows["players"])
            person.choose(*rows["variant"])
            person.choose(*rows["seat"], back=True)
            person.to(W.START, back=True)
            out["min_free_bytes"] = box.chip.heap()["mem_free_min"]
            person.start()
            box.chip.heap(watch=True)  # the game, reset and booted: its heap from here
            t = box.press_ms()
            out["press_ms"] = round(t[len(t) // 2], 1)
            out["press_ms_p90"] = round(t[len(t) * 9 // 10], 1)
            out["press_ms_max"] = round(t[-1], 1)
            out["presses"] = person.presses
            chosen = (game, players, [variant], [BOX_SEAT])
            if _record(box.read_log()) != chosen:
                raise RuntimeError("the game started is not the one set up: %r" % (
                    _record(box.log_record),))
            box.player(seed=3)
            end = box.clock.us + PLAY_US
            while box.actions() < FIRST_ACTIONS and box.clock.us < end:
                box.advance_to(box.clock.us + 100_000)
            out["game_min_free_bytes"] = box.chip.heap()["mem_free_min"]
            flash_bytes = box.power_cut()
            board_def = box.board_def
        # as after a game's end: no saved game, the last setup kept
        log = ActionLog(None)._names()  # noqa: SLF001  (the log's own file names)
        with ChipBox(BOARD, game, board_def=board_def,
                     flash=without(flash_bytes, log)) as again:
            while again.mirror.rows[:1] != [W.TITLE] and again.clock.us < AGAIN_US:
                again.advance_to(again.clock.us + 200_000)
            if again.mirror.rows[:1] != [W.TITLE]:
                raise RuntimeError("no setup screen after the power cut: %r\n%s" % (
                    again.mirror.rows, again.chip.serial))
            out["boot_to_setup_again_ms"] = round(again.first_screen_us / 1000, 1)
            person = SetupPerson(again)
            person.start()
            out["presses_same_again"] = person.presses
            if _record(again.read_log()) != chosen:
                raise RuntimeError("not the same setup again: %r" % (_record(again.log_record),))
    return {"chip.setup." + k: v for k, v in out.items()}


def check(out):
    bad = {}
    for k, (limit, kind) in BUDGETS.items():
        v = out.get("chip.setup." + k)
        if v is None or (v > limit if kind == "max" else v < limit):
            bad[k] = "%s, budget %s %s" % (v, "at most" if kind == "max" else "at least", limit)
    return bad


def metrics(upy):
    """upy is unused: the chip runs the firmware itself."""
    actions_limit()  # ChipMissing (how to get the firmware) when the chip is not here
    t0 = time.monotonic()
    out = figures()
    print("chip: setup on %s in %d s here" % (BOARD, time.monotonic() - t0), file=sys.stderr,
          flush=True)
    bad = check(out)
    out["chip.setup.budgets_missed"] = len(bad)
    for k, why in sorted(bad.items()):
        out["chip.setup.missed." + k] = why
    return out
