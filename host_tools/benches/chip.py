# The box on the chip it ships for: the real MicroPython firmware for the
# Pico on an emulated RP2040 (host_tools/chip), every figure in chip time.
#   chip.<game>.completes          the virtual player finished a whole game
#   chip.<game>.actions            actions played
#   chip.<game>.min_free_bytes     lowest gc.mem_free() while the app ran (read from the GC's table)
#   chip.<game>.boot_ms            power on to the first OLED frame with something on it
#   chip.<game>.press_ms[_p90|_max]  letting go of a button to the stop bit of the next frame
#   chip.<game>.action_ms_max      letting go until the action is both on the screen and saved
#   chip.<game>.slow_actions_without_working_frame  actions over 250 ms with no frame in 100 ms
#   chip.collision.*               host_tools/benches/collision.py's MicroPython part on the chip
#   chip.wheel.stop_exact_ratio    after each action on the full box: the STEP pulses counted
#                                  on the chip put the wheel on the engine's step
#   chip.wheel.plan_ms             the longest wait from the moment the box has the act that
#                                  turns the wheel (a button let go; a magnet set down, then the
#                                  sensors' debounce and the box's SETTLE_MS) to the wheel's
#                                  first step, less the flash writes in between: the move, its
#                                  whole plan, the save and the news screen
#   chip.dice.stop_latency_steps   on the dice-and-wheel box (pico_dice; its player on the chip is
#                                  the <box>_chip.py of the game whose box it is, host_tools/games):
#                                  the most motor steps the wheel made after a STOP edge, over
#                                  turns stopped early in the acceleration and at cruise speed
#                                  (budget: the board's wheel.stop_steps); chip.dice.stops: how
#                                  many of those turns were still moving when STOP came;
#                                  chip.dice.reclicks: the person's clicks made again because
#                                  the box left a 100 ms click unanswered (budget 0)
#   chip.emulated_mhz              emulated chip cycles per wall second (this host's speed)
#   chip.budgets_missed            how many budgets below are missed; chip.missed.<key> says which
#   chip.<game>.host_s             wall seconds the whole game took to emulate here
# The game runs on the board a maker builds for it (host_tools.games.box_for):
# the full box where it has one (pico), else the referee box (pico_referee);
# the longest games start first (host_tools/games/<game>/chip.py,
# WHOLE_GAME_CHIP_S). Every seat is played by the
# game's good bot (the game ends the way its rules end it), through the
# menus with the buttons. HEXBOX_CHIP_ACTIONS=N stops each game after N
# actions (a quick look; then completes is 0); HEXBOX_CHIP_JOBS=N runs N
# games at once (default 2: each is one Node process). The
# Pico 2 (RP2350) cannot be emulated.
import json
import os
import sys
import time
from concurrent.futures import ThreadPoolExecutor

from hexbox.games import names
from host_tools.chip import ChipMissing, missing
from host_tools.device.flash import load_board
from host_tools.games import box_for, has_part, own_box, part

# HEXBOX_CHIP_BOARDS=all: every game on every RP2040 box too (keys chip.<game>.<board>.*)
MORE_BOARDS = ("pico", "pico_referee")
COLLISION_QUERIES = 130  # 10 per shape pair: the chip runs some 10x slower than real time here
COLLISION_RUNS = 3
PLAYER_SEED = 1
MAX_ACTIONS = 2000  # a game the bots have not ended by then is stuck: completes 0

# DESIGN.md's budgets on the chip: key suffix -> (limit, "max" or "min")
BUDGETS = {
    "completes": (1, "min"),
    "min_free_bytes": (64 * 1024, "min"),
    "boot_ms": (3000, "max"),
    "press_ms": (100, "max"),
    "press_ms_p90": (200, "max"),
    "slow_actions_without_working_frame": (0, "max"),
}
DICE_BOARD = "pico_dice"
COLLISION_SPEEDUP_MIN = 2.0
WHEEL_PLAN_MS_MAX = 100


def boards():
    """{game: the board the chip bench plays it on} for every registered game."""
    return {game: box_for(game) for game in names()}


def whole_game_chip_s(game):
    """How long a whole game of `game` runs on the chip, as its folder says
    (0 where it does not: such a game starts last)."""
    return part(game, "chip").WHOLE_GAME_CHIP_S if has_part(game, "chip") else 0


def game_figures(game, board, max_actions=None):
    from host_tools.chip.box import STUCK_US, ChipBox

    t0 = time.monotonic()
    with ChipBox(board, game) as box:
        f = box.play(PLAYER_SEED, max_actions or MAX_ACTIONS)
    f["host_s"] = round(time.monotonic() - t0)
    stuck = f.pop("stuck_on", None)
    if stuck is not None:  # completes stays 0: the budget check names the game
        print("chip: %s on %s: no action for %d s of chip time, stopped at the screen %r" % (
            game, board, STUCK_US // 1000000, stuck), file=sys.stderr, flush=True)
    print("chip: %s on %s: %d actions, %s, %d s of chip time in %d s here" % (
        game, board, f["actions"], "completes" if f["completes"] else "not finished",
        f["chip_s"], f["host_s"]), file=sys.stderr, flush=True)
    return f


def all_figures(runs, max_actions, figures=game_figures):
    """{(game, board): figures(game, board, max_actions)} of every run,
    HEXBOX_CHIP_JOBS at a time (each game is its own Node process; the
    threads only wait on them)."""
    jobs = max(1, int(os.environ.get("HEXBOX_CHIP_JOBS") or 2))
    runs = sorted(runs, key=lambda r: -whole_game_chip_s(r[0]))  # the longest first
    with ThreadPoolExecutor(jobs) as pool:
        done = [pool.submit(figures, game, board, max_actions) for game, board in runs]
        return {run: f.result() for run, f in zip(runs, done)}


def dice_box():
    """(the chip player class of the dice-and-wheel box, the game it plays):
    the <box>_chip.py of the game whose box of its own it is."""
    board = load_board(DICE_BOARD)
    for game in names():
        own = own_box(game, board)
        if own is not None:
            return part(game, own + "_chip").ChipDiceBox, game
    raise ValueError("no game has a box of its own on %s" % DICE_BOARD)


def dice_figures():
    from contextlib import closing

    chip_box, game = dice_box()
    with closing(chip_box(DICE_BOARD, game)) as box:
        d = box.stop_latency()
    return {"chip.dice.stop_latency_steps": d["steps_max"], "chip.dice.stops": d["stops"],
            "chip.dice.reclicks": d["reclicks"]}


def collision_figures():
    from host_tools.benches import collision
    from host_tools.chip import script

    src = collision.UPY % {"pairs": collision.PAIRS, "n": COLLISION_QUERIES, "runs": COLLISION_RUNS}
    text, _, last = script.run(src)
    nums = json.loads(text.strip().splitlines()[-1])
    out = {"chip.collision.fixed_vs_float_speedup": round(nums["speedup"], 2),
           "chip.collision.fixed_us": round(nums["fixed_us"], 1),
           "chip.collision.float_us": round(nums["float_us"], 1),
           "chip.collision.float_same_answers": nums["float_agrees"],
           "chip.collision.wheel_contact_us": round(nums["wheel_us"], 1)}
    for k, v in sorted(nums.items()):
        if k.startswith("speedup."):
            out["chip.collision.fixed_vs_float_speedup." + k[8:]] = round(v, 2)
        if k.startswith("us."):
            out["chip.collision.query_us." + k[3:]] = round(v, 1)
    return out, last


def check(out):
    """The budgets each figure misses: {key: "value vs limit"}."""
    bad = {}
    for key, v in out.items():
        parts = key.split(".")
        if len(parts) not in (3, 4) or parts[0] != "chip" or parts[-1] not in BUDGETS:
            continue
        limit, kind = BUDGETS[parts[-1]]
        if v is None or (kind == "max" and v > limit) or (kind == "min" and v < limit):
            bad[key] = "%s, budget %s %s" % (v, "at most" if kind == "max" else "at least", limit)
    for key, v in out.items():
        if key.startswith("chip.collision.fixed_vs_float_speedup") and v < COLLISION_SPEEDUP_MIN:
            bad[key] = "%s, budget at least %s" % (v, COLLISION_SPEEDUP_MIN)
    v = out.get("chip.wheel.stop_exact_ratio")
    if v is not None and v < 1:
        bad["chip.wheel.stop_exact_ratio"] = "%s, budget 1.0" % v
    if "chip.dice.stops" in out:
        v = out["chip.dice.stop_latency_steps"]
        limit = load_board(DICE_BOARD)["wheel"].get("stop_steps", 1)
        if v is None or v > limit:
            bad["chip.dice.stop_latency_steps"] = "%s, budget at most %s" % (v, limit)
        v = out.get("chip.dice.reclicks")
        if v is None or v > 0:
            bad["chip.dice.reclicks"] = "%s, budget 0 (every click answered)" % v
    v = out.get("chip.wheel.plan_ms")
    if v is not None and v > WHEEL_PLAN_MS_MAX:
        bad["chip.wheel.plan_ms"] = "%s, budget at most %s" % (v, WHEEL_PLAN_MS_MAX)
    return bad


def actions_limit():
    """HEXBOX_CHIP_ACTIONS as a number (None: whole games), once the chip is
    known to be there (ChipMissing says how to get it otherwise)."""
    why = missing()
    if why:
        raise ChipMissing(why)
    n = os.environ.get("HEXBOX_CHIP_ACTIONS")
    return int(n) if n else None


def metrics(upy):
    """upy is unused: the chip runs the firmware itself."""
    n = actions_limit()
    out = {}
    mhz = []
    on = boards()
    runs = sorted(on.items())
    if os.environ.get("HEXBOX_CHIP_BOARDS") == "all":
        runs += [(game, board) for game in sorted(on) for board in MORE_BOARDS
                 if board != on[game]]
    figures = all_figures(runs, n)
    for game, board in sorted(on.items()):
        f = figures[(game, board)]
        mhz.append(f.pop("emulated_mhz"))
        f.pop("chip_s", None)
        ratio = f.pop("wheel_stop_exact_ratio")
        plan = f.pop("wheel_plan_ms")
        if "wheel" in load_board(board):  # None: the wheel never moved
            out["chip.wheel.stop_exact_ratio"] = ratio
            out["chip.wheel.plan_ms"] = plan
        for k, v in f.items():
            out["chip.%s.%s" % (game, k)] = v
    for game, board in runs[len(on):]:
        f = figures[(game, board)]
        mhz.append(f.pop("emulated_mhz"))
        for k in ("completes", "actions", "min_free_bytes", "boot_ms", "press_ms", "press_ms_p90",
                  "press_ms_max", "action_ms_max", "slow_actions_without_working_frame", "host_s"):
            out["chip.%s.%s.%s" % (game, board, k)] = f[k]
    out.update(dice_figures())
    coll, last = collision_figures()
    out.update(coll)
    mhz.append(round(last["cycles"] / max(last["wall_ms"], 1) / 1000, 1))
    out["chip.emulated_mhz"] = round(sum(mhz) / len(mhz), 1)
    bad = check(out)
    out["chip.budgets_missed"] = len(bad)
    for k, why in sorted(bad.items()):
        out["chip.missed." + k[5:]] = why
    return out
