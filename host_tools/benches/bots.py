"""Bench: the box's bots (hexbox.core.bot), strength and cost, per game.

Keys, for every registered game, at the project's usual player count
(hexbox.games.playout.default_players: 3 seats, the middle of every game's
range), over GAMES seeded games (seed i; the good seat goes round, seat i % P):
- bot.<game>.good_vs_easy: share of the games one good seat wins against easy
  bots in the other seats (a shared win counts; aim: 0.8 or more).
  Cooperative games (Game.COOPERATIVE, or a result with "won"): the team win
  rate of good bots in every seat, and bot.<game>.easy_team the same for easy.
- bot.<game>.decision_ms_median_host, bot.<game>.decision_ms_max_host: the
  good bot's decisions in those games, on this host's CPython. A host proxy
  only: the budget (median 1 s, max 3 s) is for the chip. The hook for the
  chip: DECISIONS below is a portable script that times the good bot's
  decisions with time.ticks_ms; run it on the emulated Pico (or any
  MicroPython) with run_decisions(upy, game) and it prints the median and max.
- bot.<game>.decision_ms_median_upy, _max_upy: DECISIONS on the unix
  MicroPython port (64-bit, a PC's speed): a second proxy.
- bot.<game>.decision_ms_median, bot.<game>.decision_ms_max: DECISIONS on
  the emulated Pico (chip time, CHIP_DECISIONS decisions of one game), held
  to the budget (median at most 1 s, max at most 3 s): bot.budgets_missed.
- bot.<game>.heap_extra_kb_upy: the most live heap one good decision adds
  (HEAP: at each state it samples), on the unix port (64-bit: about twice a
  Pico's bytes).
HEXBOX_BOT_GAMES=N plays N games instead (a quick look; the key needs 200).
"""

import os
import time

from hexbox.games import bot, game_class, names
from hexbox.games.playout import default_players

GAMES = 200
UNIX = {"port": "unix", "heapsize": 512 * 1024}  # MicroPython with a fixed heap, as on a board
MAX_STEPS = 5000  # a game not over by then counts as not won


def match(name, seed, good_seat, clock=time.perf_counter):
    """One seeded game; good_seat plays the good bot (-1: every seat easy,
    -2: every seat good). Returns (the game, the good bot's decision times in ms)."""
    cls = game_class(name)
    players = default_players(cls)
    g = cls(players=players, seed=seed)
    good = [good_seat == -2 or s == good_seat for s in range(players)]
    bots = [bot(name, "good" if good[s] else "easy", seed * 8 + s) for s in range(players)]
    times = []
    for _ in range(MAX_STEPS):
        if g.over:
            break
        s = g.current
        acts = list(g.legal()) if hasattr(g, "legal") else g.actions()
        t = clock()
        a = bots[s].choose(g.search_view(s), acts, s)
        if good[s] and len(acts) > 1:
            times.append((clock() - t) * 1000)
        g.play(a)
    return g, times


def _won(g, seat):
    r = g.result
    return r is not None and seat in r["winners"]


def _median(xs):
    xs = sorted(xs)
    return round(xs[len(xs) // 2], 2) if xs else 0


# One seeded game on MicroPython: seat 0 the good bot (through decide(),
# which each script below defines), the others easy; it prints `report`.
_MATCH = r"""
import gc, time
from hexbox.games import bot, game_class
from hexbox.games.playout import default_players
cls = game_class(%(name)r)
g = cls(players=default_players(cls), seed=%(seed)d)
good = bot(%(name)r, "good", 1)
easy = bot(%(name)r, "easy", 2)
SETUP
n = 0
while not g.over and n < %(steps)d and not enough():
    s = g.current
    acts = list(g.legal()) if hasattr(g, "legal") else g.actions()
    v = g.search_view(s)
    a = decide(v, acts, s) if s == 0 and len(acts) > 1 else easy.choose(v, acts, s)
    v = None
    g.play(a)
    n += 1
print(REPORT)
"""

# The good bot's decisions, timed on the box's clock.
DECISIONS = _MATCH.replace("SETUP", r"""
ms = []
def enough():
    return len(ms) >= %(most)d
def decide(v, acts, s):
    t = time.ticks_ms()
    a = good.choose(v, acts, s)
    ms.append(time.ticks_diff(time.ticks_ms(), t))
    return a
""").replace("REPORT", "sorted(ms)[len(ms) // 2], max(ms), len(ms)")

# The good bot's extra heap: at every state it samples (Game.from_state), the
# live heap after a collection, against the live heap before the decision
# (the game, its view and the legal actions): what a decision adds at most.
HEAP = _MATCH.replace("SETUP", r"""
restore = cls.from_state
top = [0, 0]  # the most added, the live heap before the decision
def enough():
    return False
def sampled(*args, **kw):
    h = restore(*args, **kw)
    gc.collect()
    top[0] = max(top[0], gc.mem_alloc() - top[1])
    return h
cls.from_state = sampled
def decide(v, acts, s):
    gc.collect()
    top[1] = gc.mem_alloc()
    return good.choose(v, acts, s)
""").replace("REPORT", "top[0]")


def heap_extra(upy, name, seed=1, steps=300, **where):
    """The most heap (bytes) one good decision adds, where `upy` runs
    (`where`: its keyword arguments, e.g. the port)."""
    return int(upy(HEAP % {"name": name, "seed": seed, "steps": steps}, **where).split()[-1])


def run_decisions(upy, name, seed=1, steps=400, most=10 ** 6, **where):
    """The good bot's decisions (at most `most` of them) timed where `upy`
    runs MicroPython (`where`: its keyword arguments, e.g. the port):
    (median ms, max ms, decisions)."""
    out = upy(DECISIONS % {"name": name, "seed": seed, "steps": steps, "most": most}, **where)
    med, top, n = out.split()[-3:]
    return int(med), int(top), int(n)


CHIP_DECISIONS = 30  # per game on the emulated Pico: enough to span a round of every kind
CHIP_STEPS = 600  # engine steps at most: the good seat's decisions come along the way
# the budget for one decision on the chip, in ms: (median, max)
DECISION_MS_BUDGET = (1000, 3000)


def chip_decisions(name):
    """run_decisions on the emulated Pico (host_tools/chip): chip time, the
    firmware as flash puts it on the referee box."""
    from host_tools.chip import script

    def on_chip(src):
        return script.run(src, game=name)[0]

    return run_decisions(on_chip, name, steps=CHIP_STEPS, most=CHIP_DECISIONS)


def metrics(upy):
    n = int(os.environ.get("HEXBOX_BOT_GAMES", GAMES))
    out = {}
    for name in names():
        players = default_players(game_class(name))
        times = []
        wins = 0
        coop = None
        for i in range(n):
            seat = i % players
            g, t = match(name, i, seat)
            if coop is None:
                coop = g.result is not None and "won" in g.result
            if coop:
                g, t = match(name, i, -2)
            times += t
            wins += _won(g, seat)
        out["bot.%s.good_vs_easy" % name] = round(wins / n, 3)
        if coop:
            out["bot.%s.easy_team" % name] = round(
                sum(_won(match(name, i, -1)[0], 0) for i in range(n)) / n, 3)
        out["bot.%s.decision_ms_median_host" % name] = _median(times)
        out["bot.%s.decision_ms_max_host" % name] = round(max(times), 1) if times else 0
        med, top, _ = run_decisions(upy, name, **UNIX)
        out["bot.%s.decision_ms_median_upy" % name] = med
        out["bot.%s.decision_ms_max_upy" % name] = top
        out["bot.%s.heap_extra_kb_upy" % name] = heap_extra(upy, name, **UNIX) // 1024
    out.update(chip_metrics())
    return out


def chip_metrics():
    """bot.<game>.decision_ms_median and _max in chip time (CHIP_DECISIONS
    decisions per game), and the budgets they miss: bot.budgets_missed, and
    bot.missed.<key> for each. Without the chip harness: bot.chip_missing."""
    from host_tools.chip import missing

    why = missing()
    if why:
        return {"bot.chip_missing": why}
    out = {}
    bad = {}
    for name in names():
        med, top, n = chip_decisions(name)
        out["bot.%s.decision_ms_median" % name] = med
        out["bot.%s.decision_ms_max" % name] = top
        out["bot.%s.decisions_on_chip" % name] = n
        for key, v, limit in (("decision_ms_median", med, DECISION_MS_BUDGET[0]),
                              ("decision_ms_max", top, DECISION_MS_BUDGET[1])):
            if v > limit:
                bad["%s.%s" % (name, key)] = "%s, budget at most %s" % (v, limit)
    out["bot.budgets_missed"] = len(bad)
    for k, why in sorted(bad.items()):
        out["bot.missed." + k] = why
    return out
