# Physical faults injected into whole games on the simulated box (a host
# proxy: firmware/main.py unchanged on sim's machine, virtual time), keys
# faults.<kind>.{injected, detected, recovered, actions_lost, tracebacks,
# games_diverged}, budgets: detected = recovered = injected, the others 0.
#   wheel_slip   the wheel loses 1 step to a quarter turn at the start of a
#                turn, in a whole game; detected: the box said "wheel
#                slipped" (it can only once the wheel passed its index);
#                recovered: at the end the wheel stands on the engine's step
#                (to a whole wheel turn, one microstep where the gear puts
#                the index between two), else the game diverged
#   oled_loss    the OLED's bus gives no ACK for 0.5 to 5 s; detected: the
#                driver marked it lost; recovered: it answers again and the
#                OLED shows what the app shows
#   button_stuck BACK held 6 to 10 s; detected: named on the OLED; recovered:
#                the name gone once let go
#   hang         the flow keeps the CPU; detected: the watchdog ran out;
#                recovered: the box reset and the game went on
#   sensor_stuck a hall sensor stuck on (under a free field) or off (under a
#                magician) from a random moment of the dice phase on;
#   sensor_flicker one flipping at every read; detected: named on the OLED
#                ("field 17 sensor", "stuck on"); recovered: the game went
#                on to its ACTIONS with the board agreeing
#   knocked      a magician knocked off the board (or onto a free field next
#                to his) at the start of a wheel turn; detected: the box
#                asked for him back ("Put Mila on 19", "Mila back to 19")
#                before the next action; recovered: the game went on to
#                its ACTIONS, the same as with no fault
#   chatter      every press and release of the buttons bounces for 30 to
#                80 ms (flips every 0.5 to 8 ms; the virtual player clicks
#                slower, 250 ms apart); detected: no click made two
#                presses; recovered: the game the same as with no fault
#   power_cut    the power cut at random await points of whole games of every
#                game (the referee box, and the full box of a game that has one); detected
#                = recovered: the game resumed; actions_lost: actions of the
#                reference game missing beyond the one being saved
#   brown_out    2 to 5 resets in a row from a random await point of a game on
#                the full box, the later ones while it still starts;
#                detected = recovered: the game resumed the same as with no
#                fault, the wheel on the engine's step
# actions_lost and games_diverged compare the run with the same game played
# with no fault (the same seeds): the actions, and the board the device
# models hold (magnets where the engine has the magicians).
import random

RUNS = 20  # injections per kind
CUT_GAMES = 16  # whole games with power cuts, CUTS_PER_GAME random await points each (200 and more)
CUTS_PER_GAME = 21
ACTIONS = 30  # actions per game of the fault kinds (power cuts: whole games)
LIMIT_S = 1800  # virtual seconds a sensor fault's game may take to reach ACTIONS


def _auto(board, seed, hooks=(), world=None, max_actions=ACTIONS, game=None, probe=None,
          limit_s=4 * 3600, **more):
    """A game on the simulated box (max_actions None: a whole one; more:
    run.auto's players, bots)."""
    from host_tools.sim import run

    world = world or _world(board)
    return run.auto(seed, board, world=world, game=game, hooks=hooks, limit_s=limit_s,
                    probe=probe or run.Probe(max_actions=max_actions), **more)


def _world(board):
    from host_tools.hardware import boards
    from host_tools.sim.world import World

    return World(boards.load(board))


def _board_agrees(c, world):
    g = c.game
    if world.hall is None or not hasattr(g, "mags"):
        return True
    return sorted(world.hall.occupied) == sorted(f for f in g.mags if f >= 0)


class _Counts:
    def __init__(self):
        self.n = dict.fromkeys(("injected", "detected", "recovered", "actions_lost",
                                "tracebacks", "games_diverged"), 0)

    def game(self, *args, **kw):
        """_auto(*args, **kw), or None with its traceback counted (a
        SimTimeout is the caller's to count)."""
        from host_tools.sim import run

        try:
            return _auto(*args, **kw)
        except run.SimTimeout:
            raise
        except Exception:  # noqa: BLE001  (what is counted)
            self.n["tracebacks"] += 1
            return None

    def tally(self, detected, recovered, ref=None, got=None, diverged=False, n=1):
        """n injections, found and survived or not; with ref, the actions
        got lost beside ref (the fault-free run of the same seed)."""
        self.n["injected"] += n
        self.n["detected"] += n if detected else 0
        self.n["recovered"] += n if recovered else 0
        if ref is not None:
            self.n["actions_lost"] += _lost(ref, got)
        self.n["games_diverged"] += 1 if diverged else 0

    def keys(self, kind):
        return {"faults.%s.%s" % (kind, k): v for k, v in self.n.items()}


def _wheel_slip(rng, counts):
    from hexbox.app.speech import words

    for i in range(RUNS):
        board = ("pico", "pico2")[i % 2]
        seed = 100 + i
        ref = _auto(board, seed, max_actions=None)[0].game.history
        world = _world(board)
        per = world.wheel.turn_num // world.wheel.turn_den
        lost = rng.randint(1, per // 4)
        turn_at = rng.randint(2, 5)
        shown = []
        turns = [0]

        def attach(c, world=world, lost=lost, turn_at=turn_at, shown=shown, turns=turns):
            start, show = c.start_turn, c.show

            def start_turn(steps):
                turns[0] += 1
                if turns[0] == turn_at:
                    world.wheel.skip = lost
                start(steps)

            def shown_rows(rows, *a, **k):
                shown.append(list(rows))
                return show(rows, *a, **k)

            c.start_turn, c.show = start_turn, shown_rows

        ran = counts.game(board, seed, (attach,), world, max_actions=None)
        if ran is None or world.wheel.lost == 0:
            continue
        c, world, check = ran
        g = c.game
        num, den = c.hw.gear.per_turn_num, c.hw.gear.per_turn_den
        off = ((world.wheel.position - c.hw.stepper.position - check.offset) * den) % num
        at_step = (c.hw.stepper.position - g.step) % g.board.wheel.period == 0
        aligned = at_step and min(off, num - off) <= (0 if num % den == 0 else 2 * den)
        counts.tally(list(words().WHEEL_SLIPPED) in shown, aligned, ref, g.history,
                     _diverged(ref, c, world) or not aligned)


def _diverged(ref, c, world):
    """The faulty run left the reference's actions, or its board."""
    h = c.game.history
    return h != ref[:len(h)] or not _board_agrees(c, world)


def _whole(ref, got):
    """got follows ref to ACTIONS actions (or to ref's end)."""
    return got == ref[:len(got)] and len(got) >= min(ACTIONS, len(ref))


def _lost(ref, got):
    """Actions of the reference run the faulty one does not have (it ran
    to the same length, or to its end)."""
    n = 0
    while n < min(len(ref), len(got)) and ref[n] == got[n]:
        n += 1
    return max(0, min(len(ref), len(got)) - n)


def _oled_loss(rng, counts):
    from host_tools.sim.oled_text import screen

    for i in range(RUNS):
        seed = 200 + i
        ref = _auto("pico", seed)[0].game.history
        world = _world("pico")
        at = rng.randint(2, 8)
        us = rng.randint(500, 5000) * 1000
        seen = []

        def attach(c, world=world, at=at, us=us, seen=seen):
            real = c.pause

            def pause(ms):
                if not seen and len(c.game.history) == at:
                    world.oled.nak_until = world.clock.us + us
                    seen.append(False)
                elif seen and c.hw.display.lost:
                    seen[0] = True
                return real(ms)

            c.pause = pause

        ran = counts.game("pico", seed, (attach,), world)
        if ran is None or not seen:
            continue
        c, world, _ = ran
        rows = screen(world.oled.ram)
        drawn = not c.hw.display.lost and (rows[2] or rows[0] == [r.rstrip() for r in c.rows
                                                                  if r.strip()])
        counts.tally(seen[0], drawn, ref, c.game.history, _diverged(ref, c, world))


def _button_stuck(rng, counts):
    from hexbox.app.box_app import STUCK_MS
    from hexbox.app.speech import words
    from host_tools.sim.oled_text import screen

    for i in range(RUNS):
        seed = 300 + i
        world = _world("pico")
        at = rng.randint(2, 8)
        ms = STUCK_MS + rng.randint(1000, 5000)
        state = {"from": None, "named": False, "after": False, "during": 0}
        name = words().STUCK % "BACK"

        def attach(c, world=world, at=at, ms=ms, state=state, name=name):
            real = c.pause

            def pause(p):
                n = len(c.game.history)
                now = world.clock.us
                if state["from"] is None and n == at:
                    state["from"] = now
                    state["at"] = n
                    world.press("back")
                elif state["from"] is not None:
                    held = now - state["from"]
                    rows = screen(world.oled.ram)[0]
                    if held < ms * 1000:
                        world.press("back")
                        state["during"] = max(state["during"], n - state["at"])
                        if rows and rows[-1] == name:
                            state["named"] = True
                    else:
                        world.release("back")
                        state["after"] = held > (ms + 200) * 1000 and name in rows
                return real(p)

            c.pause = pause

        ran = counts.game("pico", seed, (attach,), world)
        if ran is None or state["from"] is None:
            continue
        c, world, _ = ran
        counts.tally(state["named"], not state["after"] and len(c.game.history) >= ACTIONS,
                     diverged=not _board_agrees(c, world))


def _hang(rng, counts):
    from hexbox.hw.watchdog import WDT_MS
    from host_tools.sim import run

    for i in range(RUNS):
        seed = 400 + i
        ref = _auto("pico", seed)[0].game.history
        world = _world("pico")

        def reset():
            raise run.PowerCut()

        world.bus.on_watchdog = reset
        at = rng.randint(2, 10)
        hung = []

        def attach(c, world=world, at=at, hung=hung):
            real = c.pause

            def pause(ms):
                if not hung and len(c.game.history) == at:
                    hung.append(True)
                    for _ in range(2 * WDT_MS):
                        world.clock.advance(1000)
                return real(ms)

            c.pause = pause

        ran = counts.game("pico", seed, (attach,), world)
        if ran is None or not hung:
            continue
        c, world, _ = ran
        fired = world.bus.wdt is not None and world.bus.wdt.fired >= 1
        counts.tally(fired, fired and len(c.game.history) >= ACTIONS, ref, c.game.history,
                     _diverged(ref, c, world))


def _sensor(kind, rng, counts, runs=RUNS, first_seed=600, actions=ACTIONS):
    """Hall-sensor faults on the box with sensors under its fields (pico): see the header."""
    from hexbox.app.speech import words

    for i in range(runs):
        seed = first_seed + i
        world = _world("pico")
        at = rng.randint(2, 12)
        pick = rng.random()
        state = {"field": None, "named": False}
        name = words().SENSOR_FAULT[0]

        def attach(c, world=world, at=at, pick=pick, state=state, name=name):
            real, show = c.pause, c.show

            def pause(ms):
                g = c.game
                if state["field"] is None and len(g.history) >= at and g.phase == "roll":
                    inject(world, g, kind, pick, state)
                return real(ms)

            def shown(rows, *a, **k):
                f = state["field"]
                if f is not None and name % f in rows:
                    state["named"] = True
                return show(rows, *a, **k)

            c.pause, c.show = pause, shown

        from host_tools.sim import run

        try:
            ran = counts.game("pico", seed, (attach,), world, max_actions=actions,
                              limit_s=LIMIT_S)
        except run.SimTimeout:  # the game stood still: not recovered
            counts.tally(state["named"], False)
            continue
        if ran is None or state["field"] is None:
            continue
        c, world, _ = ran
        agrees = _board_agrees(c, world)
        counts.tally(state["named"], len(c.game.history) >= actions and agrees,
                     diverged=not agrees)


def _knocked(rng, counts):
    from hexbox.app.speech import words

    for i in range(RUNS):
        seed = 800 + i
        bots = (1,) if i % 2 else ()
        players = 2
        from host_tools.hardware import boards
        from host_tools.sim import run
        from host_tools.sim.world import World

        try:
            ref = run.auto(seed, "pico", players=players, bots=bots, limit_s=LIMIT_S,
                           probe=run.Probe(max_actions=ACTIONS))[0].game.history
        except Exception:  # noqa: BLE001
            counts.n["tracebacks"] += 1
            continue
        world = World(boards.load("pico"))
        turn_at = rng.randint(2, 6)
        aside = rng.random() < 0.5
        state = {"turns": 0, "m": None, "n": None, "asked": False}

        def attach(c, world=world, turn_at=turn_at, aside=aside, state=state):
            start, show = c.start_turn, c.show

            def start_turn(steps):
                state["turns"] += 1
                g = c.game
                on = [m for m in range(len(g.mags)) if g.mags[m] >= 0]
                if state["m"] is None and state["turns"] >= turn_at and on:
                    m = on[rng.randrange(len(on))]
                    f = g.mags[m]
                    world.hall.occupied.discard(f)
                    near = [x for x in (f + 1, f - 1) if 0 <= x < 48 and x not in g.mags
                            and x in world.hall.map]
                    if aside and near:
                        world.hall.occupied.add(near[0])
                    state["m"], state["at"], state["n"] = m, f, len(g.history)
                start(steps)

            def shown(rows, *a, **k):
                m = state["m"]
                if m is not None and not state["asked"] and len(c.game.history) == state["n"]:
                    name = c.present.magician(m)
                    fx = words().FIXES
                    want = (fx[0] % (name, state["at"]), fx[1] % (name, state["at"]),
                            fx[2] % (name, state["at"]))
                    state["asked"] = any(r in want for r in rows)
                return show(rows, *a, **k)

            c.start_turn, c.show = start_turn, shown

        try:
            ran = counts.game("pico", seed, (attach,), world, limit_s=LIMIT_S,
                              players=players, bots=bots)
        except run.SimTimeout:
            counts.tally(False, False)
            continue
        if ran is None or state["m"] is None:
            continue
        c, world, _ = ran
        whole = _whole(ref, c.game.history)
        counts.tally(state["asked"], whole and _board_agrees(c, world), ref, c.game.history,
                     not whole or not _board_agrees(c, world))


def shake(world, rng, stats, lo=30, hi=80):
    """Every press and release of world's buttons chatters for lo..hi ms
    (the contact flips every 0.5 to 8 ms, then holds the level meant); a release
    comes at the earliest 30 ms after its press's chatter ended. Counts
    the clicks in stats["clicks"]."""
    press, release = world.press, world.release
    end = {}

    def flips(name, final):
        t0 = world.clock.us
        stop = t0 + rng.randint(lo, hi) * 1000
        t = t0
        closed = not final
        while True:
            t += rng.randint(500, 8000)
            if t >= stop:
                break
            f = press if closed else release
            closed = not closed
            world.clock.timers.append([t, 0, lambda f=f: f(name)])
        world.clock.timers.append([stop, 0, lambda: (press if final else release)(name)])
        return stop

    def pressed(name):
        stats["clicks"] += 1
        stats.setdefault("at", []).append((name, world.clock.us))
        press(name)
        end[name] = flips(name, True)

    def let_go(name):
        release(name)
        flips(name, False)

    def released(name):
        at = end.get(name, 0) + 30000
        if at > world.clock.us:
            world.clock.timers.append([at, 0, lambda: let_go(name)])
        else:
            let_go(name)

    world.press, world.release = pressed, released


def _press_counter(stats):
    from hexbox.hw.buttons import PRESS

    def attach(c):
        b = c.hw.buttons
        push = b._push

        def counted(ev):
            if ev & 3 == PRESS:
                stats["presses"] += 1
                name = c.hw.button_names[ev >> 2]
                stats.setdefault("got", []).append((name, c.hw.clock.ticks_us()))
            push(ev)

        b._push = counted

    return attach


def doubled(stats):
    """Clicks (stats["at"]: button, us) after which the box sent more than
    one press of that button before the next click (stats["got"])."""
    at = stats.get("at", [])
    got = stats.get("got", [])
    n = 0
    for k in range(len(at)):
        name, t0 = at[k]
        t1 = at[k + 1][1] if k + 1 < len(at) else 1 << 62
        if sum(1 for b, t in got if b == name and t0 <= t < t1) > 1:
            n += 1
    return n


def _chatter(rng, counts):
    from host_tools.hardware import boards
    from host_tools.sim import menu_player
    from host_tools.sim.world import World

    think = menu_player.THINK_MS
    menu_player.THINK_MS = 250  # a click, its chatter and the next click apart
    try:
        for i in range(RUNS):
            seed = 700 + i
            runs = []
            for shaken in (False, True):
                world = World(boards.load("pico"))
                stats = {"clicks": 0, "presses": 0}
                if shaken:
                    shake(world, rng, stats)
                ran = counts.game("pico", seed, (_press_counter(stats),), world,
                                  limit_s=LIMIT_S)
                if ran is None:
                    break
                runs.append((ran[0], ran[1], stats))
            if len(runs) < 2:
                continue
            (r, _, _), (c, world, stats) = runs
            ref = r.game.history
            whole = _whole(ref, c.game.history)
            # detected: no click sent twice (the clean run's count differs only
            # where the player clicked again: a screen that answered later)
            counts.tally(doubled(stats) == 0, whole, ref, c.game.history,
                         not whole or not _board_agrees(c, world))
    finally:
        menu_player.THINK_MS = think


def inject(world, g, kind, pick, state):
    """One hall-sensor fault on the simulated board (world.hall): stuck
    off under a magician or on under a free field (pick < 0.5: on), or
    flickering; state["field"] gets its field."""
    hall = world.hall
    mine = sorted(f for f in g.mags if f >= 0)
    free = [f for f in hall.map if f >= 0 and f not in mine]
    on = pick < 0.5 or not mine
    pool = free if on else mine
    f = pool[int(pick * 1000) % len(pool)]
    s = hall.map.index(f)
    if kind == "stuck":
        hall.stuck[s] = 1 if on else 0
    else:
        hall.chatter.add(s)
    state["field"] = f


def _power_cut(rng, counts):
    from hexbox.games import names
    from host_tools.games import box_for
    from host_tools.sim import run

    # every game on the referee box, and each game with a full box on it too
    runs = [(g, "pico_referee") for g in names()] + [
        (g, box_for(g)) for g in names() if box_for(g) != "pico_referee"]
    for i in range(CUT_GAMES):
        game, board = runs[i % len(runs)]
        seed = 500 + i
        try:
            ref = _auto(board, seed, game=game, probe=run.Probe())[0].game.history
            probe = run.Probe()
            first = _Counter()
            _auto(board, seed, game=game, probe=first)
            total = first.count or 1
        except Exception:  # noqa: BLE001
            counts.n["tracebacks"] += 1
            continue
        cuts = set(rng.sample(range(1, total), min(CUTS_PER_GAME, total - 1)))
        probe = run.Probe(cut_at=cuts)
        ran = counts.game(board, seed, game=game, probe=probe)
        if ran is None:
            continue
        c, world, _ = ran
        h = c.game.history
        same = h == ref
        counts.tally(same, same, ref if len(h) < len(ref) else None, h,
                     not same or not _board_agrees(c, world), n=probe.cuts)


def _brown_out(rng, counts):
    """A supply that dips: two to five resets in a row at a random await
    point of a game on the full box, the later ones while it still starts
    (homing, replaying its log, its first screens)."""
    from host_tools.sim import run

    for i in range(RUNS):
        seed = 900 + i
        first = run.Probe(max_actions=ACTIONS)
        ran = counts.game("pico", seed, probe=first)
        if ran is None:
            continue
        ref = ran[0].game.history
        at = rng.randrange(1, first.count)
        resets = {at + o for o in (0, 1, 2, 4, 7)[:rng.randint(2, 5)]}
        probe = run.Probe(cut_at=resets, max_actions=ACTIONS)
        ran = counts.game("pico", seed, probe=probe)
        if ran is None or not probe.cuts:
            continue
        c, world, check = ran
        whole = _whole(ref, c.game.history)
        counts.tally(whole, whole and check.errors == [], ref, c.game.history,
                     not whole or not _board_agrees(c, world) or check.errors != [])


class _Counter:
    """A probe that only counts the await points of a whole game."""

    def __init__(self):
        self.count = 0

    def attach(self, c):
        real = c.pause

        def pause(ms):
            self.count += 1
            return real(ms)

        c.pause = pause


def metrics(upy):
    import contextlib
    import io

    rng = random.Random(39)
    out = {}
    for kind, f in (("wheel_slip", _wheel_slip), ("oled_loss", _oled_loss),
                    ("button_stuck", _button_stuck), ("hang", _hang),
                    ("power_cut", _power_cut),
                    ("sensor_stuck", lambda r, n: _sensor("stuck", r, n)),
                    ("sensor_flicker", lambda r, n: _sensor("flicker", r, n)),
                    ("knocked", _knocked), ("chatter", _chatter),
                    ("brown_out", _brown_out)):
        counts = _Counts()
        with contextlib.redirect_stdout(io.StringIO()):  # the boot lines of every run
            f(rng, counts)
        out.update(counts.keys(kind))
    return out
