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
# PRESSES_MS; a second round presses another number of times, so a program
# that prints a number without reading the button cannot pass
PRESSES_MS = (700, 1500, 2300, 3600)
PRESSES_AGAIN_MS = (900, 2100, 3400)
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


def _gap_us(board):
    """The shortest gap between step pulses at the wheel's top speed, in
    whole microseconds, rounded up as the lesson says it (3200/s: 313 us)."""
    fastest = board["wheel"]["max_speed"]
    return (1000000 + fastest - 1) // fastest


def _fastest(lab):
    """The shortest time between two step pulses (us), or None."""
    s = lab.steps
    if len(s) < 2:
        return None
    return min(s[i + 1] - s[i] for i in range(len(s) - 1))


def check_button(code, board, real_s=None, name=None):
    roll = board["buttons"]["roll"]
    lines = []
    ok = True
    for presses in (PRESSES_MS, PRESSES_AGAIN_MS):
        lab = Lab(board, 7000, real_s, name)
        for t in presses:
            lab.click("roll", t, HOLD_MS, BOUNCE)
        lab.run(code)
        got = lab.last("presses:")
        good, out = _result(lab, [
            (lab.looked_at(roll), "it reads ROLL's pin (GP%d)" % roll),
            (got is not None, 'it prints a line "presses: N"'),
            (got == str(len(presses)),
             "ROLL was pressed %d times (the contacts bounced at each press): you counted %s"
             % (len(presses), got)),
        ])
        ok = ok and good
        lines.extend(out)
        if lab.error is not None:
            break  # the same error again would say nothing new
    return ok, lines


def check_stepper(code, board, real_s=None, name=None):
    lab = Lab(board, 10000, real_s, name)
    lab.run(code)
    num, den = _per_turn(board)
    w = lab.box.wheel
    want = num // (4 * den)
    fastest = _fastest(lab)
    limit = _gap_us(board)
    en = board["wheel"]["pins"].get("enable")
    off = 1 if board["wheel"].get("enable_active_low", True) else 0
    en_line = lab.box.bus.lines.get(en)  # None: the code never set EN up
    released = en is None or (en_line is not None and en_line.out == off)
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


def check_home(code, board, real_s=None, name=None):
    lab = Lab(board, 20000, real_s, name)
    lab.run(code)
    w = lab.box.wheel
    first = _first_active(lab)
    got = lab.last("home at")
    fastest = _fastest(lab)
    limit = _gap_us(board)
    # where the wheel stands against the edge, not where the edge is: that
    # is what the pupil's code must find
    if first is None or w.position == first:
        where = "it is"
    elif w.position < first:
        where = "it stopped before it"
    else:
        where = "it went past it"
    return _result(
        lab,
        [
            (
                lab.box.index.active(),
                "the wheel stopped on the magnet (the index sensor is active)",
            ),
            (
                w.position == first,
                "on the magnet's first edge (the first microstep the sensor sees it): %s"
                % where,
            ),
            (got == str(w.position), 'it prints "home at %d" (it printed %s)' % (w.position, got)),
            (
                fastest is None or fastest >= limit,
                "no faster than %d steps/s" % board["wheel"]["max_speed"],
            ),
        ],
    )


def check_hall(code, board, real_s=None, name=None):
    lines = []
    ok = True
    for magnets in MAGNETS:
        lab = Lab(board, 5000, real_s, name)
        lab.magnets(magnets)
        lab.run(code)
        got = lab.last("fields:")
        want = str(sorted(magnets))
        right = got is not None and got.replace(" ", "") == want.replace(" ", "")
        # how many, not where: the fields are what the pupil's code must find
        good, out = _result(lab, [
            (right, "%d magnets stand on the board: you found %s" % (len(magnets), got)),
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


def check_contact(code, board, real_s=None, name=None):
    """board: the engine's board of the game the lesson checks against
    (wheel_game().engine_board)."""
    lab = Lab({"pins": {"usable": []}}, 60000, real_s, name)
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


UNTOUCHED = ("WRONG this is the lesson's first try as it came: it runs, but does not do "
             "the job yet; change it as the lesson says")


def untouched(code, start):
    """True when code is the lesson's first try, but for blanks."""
    return start is not None and code.split() == start.split()


def verdict(ok, lines):
    """The last line under a check's report (the command line's and the page's)."""
    if ok:
        return "PASSED"
    if any(line.startswith("WRONG") for line in lines):
        return "not yet: read the WRONG lines above"
    return "not yet: fix the error above"


CHECKS = (check_button, check_stepper, check_home, check_hall, check_contact)


def check(n, code, board, engine_board=None, real_s=None, name=None, start=None):
    """Run lesson n's check on the pupil's code: (passed, report lines).
    board: the box's board definition (dict); engine_board: lesson 5's
    engine board (default: wheel_game()'s reference board); real_s: the
    real seconds a run may take (lab.REAL_S by default); name: the pupil's
    file, as a traceback names it; start: the lesson's first try (the
    file --start writes), so that it gets no "ok" untouched."""
    if not 1 <= n <= len(CHECKS):
        raise ValueError("lessons are 1..%d" % len(CHECKS))
    if n == 5:
        if engine_board is None:
            engine_board = wheel_game().engine_board()
        ok, lines = check_contact(code, engine_board, real_s, name)
    else:
        ok, lines = CHECKS[n - 1](code, board, real_s, name)
    if untouched(code, start):  # what the first try happens to get right is no pupil's work
        return False, [UNTOUCHED] + [x for x in lines if not x.startswith("ok ")]
    return ok, lines
