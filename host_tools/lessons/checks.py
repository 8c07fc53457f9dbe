"""The lessons' checks (docs/lessons/): each runs a pupil's file in a fresh
lab (lab.py) on the full box's board definition, acts on the simulated
world while it runs, and says what it found. Portable: the page's Lab
panel and `python -m host_tools lesson N FILE` run the same checks.

    ok, lines = check(n, code, board)
"""

from host_tools.lessons.lab import Lab

TITLES = (
    (1, "Read a button"),
    (2, "Drive the stepper"),
    (3, "Find the wheel's home"),
    (4, "Read the hall sensors"),
    (5, "The first ghost contact, before the wheel moves"),
)

# lesson 1: when the check presses ROLL (ms of virtual time), how long, and
# how the contacts bounce at each edge (ms between flips; 6 ms in all, a
# typical tact switch: datasheets promise under 10 ms)
PRESSES_MS = (700, 1500, 2300, 3600)
HOLD_MS = 150
BOUNCE = (0.3, 0.5, 0.2, 0.9, 0.4, 1.3, 0.6, 1.8)
# lesson 4: the magnets of the two rounds
MAGNETS = ((3, 17, 40), (0, 24, 35, 47))


def _result(lab, checks):
    lines = ["printed: %s" % (line,) for line in lab.out[-6:]]
    if lab.error is not None:
        said = "your code was stopped:" if lab.endless else "your code stopped with an error:"
        return False, lines + [said, lab.error]
    ok = True
    for good, text in checks:
        lines.append(("ok    " if good else "WRONG ") + text)
        ok = ok and good
    return ok, lines


def _per_turn(board):
    w = board["wheel"]
    return w["steps"] * w["microsteps"] * w["gear"][0], w["gear"][1]


def _fastest(lab):
    """The shortest time between two step pulses (us), or None."""
    s = lab.steps
    if len(s) < 2:
        return None
    return min(s[i + 1] - s[i] for i in range(len(s) - 1))


def check_button(code, board, real_s=None):
    lab = Lab(board, 7000, real_s)
    for t in PRESSES_MS:
        lab.click("roll", t, HOLD_MS, BOUNCE)
    lab.run(code)
    got = lab.last("presses:")
    return _result(lab, [
        (got is not None, 'it prints a line "presses: N"'),
        (got == str(len(PRESSES_MS)),
         "ROLL was pressed %d times (the contacts bounced at each press): you counted %s"
         % (len(PRESSES_MS), got)),
    ])


def check_stepper(code, board, real_s=None):
    lab = Lab(board, 10000, real_s)
    lab.run(code)
    num, den = _per_turn(board)
    w = lab.box.wheel
    want = num // (4 * den)
    fastest = _fastest(lab)
    limit = 1000000 // board["wheel"]["max_speed"]
    en = board["wheel"]["pins"].get("enable")
    off = 1 if board["wheel"].get("enable_active_low", True) else 0
    released = en is None or lab.box.bus.lines[en].out == off
    return _result(lab, [
        (w.position == want, "a quarter turn is %d microsteps forward: the wheel moved %d"
         % (want, w.position)),
        (fastest is not None and fastest >= limit,
         "no faster than %d steps/s (%d us apart): the shortest gap was %s us"
         % (board["wheel"]["max_speed"], limit, fastest)),
        (not w.errors, "no step pulse while the driver is disabled (%d were)" % len(w.errors)),
        (released, "the driver is disabled at the end (EN high), so the motor stays cool"),
    ])


def _first_active(lab):
    """The first wheel position >= 0 (turning forward) where the index sensor sees the magnet."""
    w = lab.box.wheel
    saved = w.position
    num, den = _per_turn(lab.board)
    first = None
    for p in range(num // den + 1):
        w.position = p
        if lab.box.index.active():
            first = p
            break
    w.position = saved
    return first


def check_home(code, board, real_s=None):
    lab = Lab(board, 20000, real_s)
    lab.run(code)
    w = lab.box.wheel
    first = _first_active(lab)
    got = lab.last("home at")
    fastest = _fastest(lab)
    limit = 1000000 // board["wheel"]["max_speed"]
    return _result(
        lab,
        [
            (
                lab.box.index.active(),
                "the wheel stopped on the magnet (the index sensor is active)",
            ),
            (
                w.position == first,
                "on its first edge: the magnet starts at microstep %d, the wheel is at %d"
                % (first, w.position),
            ),
            (got == str(w.position), 'it prints "home at %d" (it printed %s)' % (w.position, got)),
            (
                fastest is None or fastest >= limit,
                "no faster than %d steps/s" % board["wheel"]["max_speed"],
            ),
        ],
    )


def check_hall(code, board, real_s=None):
    lines = []
    ok = True
    for magnets in MAGNETS:
        lab = Lab(board, 5000, real_s)
        lab.magnets(magnets)
        lab.run(code)
        got = lab.last("fields:")
        want = str(sorted(magnets))
        good, out = _result(lab, [
            (got is not None and got.replace(" ", "") == want.replace(" ", ""),
             "magnets on %s: you found %s" % (want, got)),
        ])
        ok = ok and good
        lines.extend(out)
    return ok, lines


def wheel_game():
    """The host part (lesson.py: engine_board, contact_cases, picture) of
    the game whose board the wheel's lessons check against: the first in
    menu order that has one."""
    from host_tools.games import part, with_part

    names = with_part("lesson")
    if not names:
        raise ValueError("no game has a lesson part (host_tools/games/<game>/lesson.py)")
    return part(names[0], "lesson")


def check_contact(code, board, real_s=None):
    """board: the engine's board of the game the lesson checks against
    (wheel_game().engine_board)."""
    lab = Lab({"pins": {"usable": []}}, 60000, real_s)
    lab.run(code)
    f = None
    if lab.error is None:
        f = lab.scope.get("stop_step")
    checks = [(f is not None, "it defines stop_step(board, field, start, notches)")]
    if f is not None:
        for field, s0, n, want in wheel_game().contact_cases(board):
            got = lab.call(f, board, field, s0, n)
            checks.append((got == want, "magician on %d, wheel at %d, %d notches: the firmware "
                           "stops at %d, you said %s" % (field, s0, n, want, got)))
    return _result(lab, checks)


def verdict(ok, lines):
    """The last line under a check's report (the command line's and the page's)."""
    if ok:
        return "PASSED"
    if any(line.startswith("WRONG") for line in lines):
        return "not yet: read the WRONG lines above"
    return "not yet: fix the error above"


CHECKS = (check_button, check_stepper, check_home, check_hall, check_contact)


def check(n, code, board, engine_board=None, real_s=None):
    """Run lesson n's check on the pupil's code: (passed, report lines).
    board: the box's board definition (dict); engine_board: lesson 5's
    engine board (default: wheel_game()'s reference board); real_s: the
    real seconds a run may take (lab.REAL_S by default)."""
    if not 1 <= n <= len(CHECKS):
        raise ValueError("lessons are 1..%d" % len(CHECKS))
    if n == 5:
        if engine_board is None:
            engine_board = wheel_game().engine_board()
        return check_contact(code, engine_board, real_s)
    return CHECKS[n - 1](code, board, real_s)
