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

Against the reference search (host_tools/benches/reference_search: a
determinized flat Monte Carlo with UCB1, about 50 times the good bot's time
per decision), SEARCH_GAMES seeded games per game at the same seats, on at
most WORKERS processes (HEXBOX_BOT_SEARCH_GAMES=N plays N instead, 0 none;
HEXBOX_BOT_SEARCH_GAMES_ONLY=a,b only those games):
- bot.<game>.vs_search: the good bot's share per seat against reference
  seats (a win shared by k seats counts 1/k). Game i: line-up i % (P - 1)
  + 1 good seats (every line-up of both kinds), the rest the reference's,
  the seats rotated by i // (P - 1). bot.<game>.vs_search_fair: the fair
  share of that setup, 1/P; the budget: vs_search at least that.
  Cooperative games: the team win rate of good bots in every seat, and
  vs_search_fair the reference team's on the same seeds (the budget: at
  least as often).
- bot.<game>.search_vs_easy: the reference's share per seat against easy
  bots (one reference seat going round); cooperative: the reference team's
  rate again, next to easy_team. Shows that the reference is no pushover.
- bot.<game>.vs_search_games: the games each of those keys played.
"""

import os
import time

from hexbox.games import bot, game_class, names
from hexbox.games.playout import default_players

GAMES = 200
SEARCH_GAMES = 200
WORKERS = 2  # processes for the games against the reference: the machine is shared
UNIX = {"port": "unix", "heapsize": 512 * 1024}  # MicroPython with a fixed heap, as on a board
MAX_STEPS = 5000  # a game not over by then counts as not won


def match(name, seed, good_seat, clock=time.perf_counter, levels=None):
    """One seeded game; good_seat plays the good bot (-1: every seat easy,
    -2: every seat good). levels: the level of each seat instead ("easy",
    "good", "search": the reference search). Returns (the game, the good
    bot's decision times in ms)."""
    cls = game_class(name)
    players = default_players(cls)
    g = cls(players=players, seed=seed)
    if levels is None:
        levels = ["good" if good_seat == -2 or s == good_seat else "easy" for s in range(players)]
    good = [lv == "good" for lv in levels]
    bots = [_player(name, levels[s], seed * 8 + s) for s in range(players)]
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


def _player(name, level, seed):
    if level == "search":
        from host_tools.benches.reference_search import reference

        return reference(name, seed)
    return bot(name, level, seed)


def _won(g, seat):
    r = g.result
    return r is not None and seat in r["winners"]


def _share(g, seat):
    """seat's share of the game's win: 1/k of a win shared by k seats."""
    r = g.result
    if r is None or seat not in r["winners"]:
        return 0.0
    return 1.0 / len(r["winners"])


def _coop(name):
    if getattr(game_class(name), "COOPERATIVE", False):
        return True
    g, _ = match(name, 0, -1)
    return g.result is not None and "won" in g.result


def lineup(players, i):
    """Game i against the reference: the levels of its seats, `good` seats
    from 1 to players - 1 by turns, the seats rotated."""
    kinds = players - 1
    good = i % kinds + 1
    first = i // kinds % players
    return ["good" if (s - first) % players < good else "search" for s in range(players)]


def _search_game(job):
    """One game of the bench against the reference (a worker's job):
    (name, kind, i) -> (kind, the share or team win it scores, the seats it counts)."""
    name, kind, i = job
    players = default_players(game_class(name))
    if kind == "coop_good":
        g, _ = match(name, i, -2)
        return kind, float(_won_team(g)), 1
    if kind == "coop_search":
        g, _ = match(name, i, 0, levels=["search"] * players)
        return kind, float(_won_team(g)), 1
    if kind == "vs_search":
        levels = lineup(players, i)
    else:  # search_vs_easy: one reference seat going round
        levels = ["search" if s == i % players else "easy" for s in range(players)]
    want = "good" if kind == "vs_search" else "search"
    g, _ = match(name, i, 0, levels=levels)
    seats = [s for s in range(players) if levels[s] == want]
    return kind, sum(_share(g, s) for s in seats), len(seats)


def _won_team(g):
    return g.result is not None and bool(g.result.get("won"))


def search_metrics(n=None, games=None, workers=WORKERS):
    """The keys against the reference search (above), over n seeded games
    per game and key, on at most `workers` processes."""
    if n is None:
        n = int(os.environ.get("HEXBOX_BOT_SEARCH_GAMES", SEARCH_GAMES))
    if games is None:
        only = os.environ.get("HEXBOX_BOT_SEARCH_GAMES_ONLY")
        games = only.split(",") if only else names()
    if n <= 0:
        return {}
    jobs = []
    coop = {}
    for name in games:
        coop[name] = _coop(name)
        kinds = ("coop_good", "coop_search") if coop[name] else ("vs_search", "search_vs_easy")
        jobs += [(name, kind, i) for kind in kinds for i in range(n)]
    results = _run_jobs(jobs, workers)
    out = {}
    for name in games:
        got = {}
        for (nm, _, _), (kind, won, seats) in zip(jobs, results):
            if nm == name:
                w, c = got.get(kind, (0.0, 0))
                got[kind] = (w + won, c + seats)
        rate = {k: round(w / c, 3) if c else 0 for k, (w, c) in got.items()}
        if coop[name]:
            out["bot.%s.vs_search" % name] = rate["coop_good"]
            out["bot.%s.vs_search_fair" % name] = rate["coop_search"]
            out["bot.%s.search_vs_easy" % name] = rate["coop_search"]
        else:
            out["bot.%s.vs_search" % name] = rate["vs_search"]
            out["bot.%s.vs_search_fair" % name] = round(1 / default_players(game_class(name)), 3)
            out["bot.%s.search_vs_easy" % name] = rate["search_vs_easy"]
        out["bot.%s.vs_search_games" % name] = n
    return out


def _run_jobs(jobs, workers):
    workers = max(1, min(workers, WORKERS))
    if workers == 1:
        return [_search_game(j) for j in jobs]
    import multiprocessing

    with multiprocessing.get_context("spawn").Pool(workers) as pool:
        return pool.map(_search_game, jobs, chunksize=1)


def search_budgets(out):
    """The budgets the keys against the reference miss: {key: why}."""
    bad = {}
    for k, v in out.items():
        if k.endswith(".vs_search"):
            fair = out[k + "_fair"]
            if v < fair:
                bad[k[len("bot."):]] = "%s, budget at least %s" % (v, fair)
    return bad


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
    searched = search_metrics()
    out.update(searched)
    out.update(chip_metrics(search_budgets(searched)))
    return out


def chip_metrics(bad=None):
    """bot.<game>.decision_ms_median and _max in chip time (CHIP_DECISIONS
    decisions per game), and the budgets they miss, with those in `bad`
    ({key: why}) already missed: bot.budgets_missed, and bot.missed.<key>
    for each. Without the chip harness: bot.chip_missing."""
    from host_tools.chip import missing

    bad = dict(bad or {})
    why = missing()
    if why:
        out = {"bot.chip_missing": why, "bot.budgets_missed": len(bad)}
        for k, w in sorted(bad.items()):
            out["bot.missed." + k] = w
        return out
    out = {}
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
