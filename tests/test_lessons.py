"""The lessons' checks (docs/lessons/) hold to their word: every shipped
solution passes its lesson's check, every first try fails it, and a
mistake a pupil makes (no debounce, too fast, past the edge, ...) is caught."""

import os

import pytest

from host_tools import ROOT
from host_tools.hardware import boards
from host_tools.lessons.checks import TITLES, check

LESSONS = os.path.join(ROOT, "docs", "lessons")


def code(kind, n):
    with open(os.path.join(LESSONS, kind, "lesson%d.py" % n)) as f:
        return f.read()


@pytest.mark.parametrize("n", [n for n, _ in TITLES])
def test_the_solution_passes_and_the_first_try_does_not(n):
    board = boards.load("pico")
    ok, lines = check(n, code("solutions", n), board)
    assert ok, lines
    ok, lines = check(n, code("start", n), board)
    assert not ok and any(line.startswith("WRONG") for line in lines), lines


def test_each_lesson_has_its_page():
    for n, _ in TITLES:
        assert [f for f in os.listdir(LESSONS) if f.startswith("%d-" % n) and f.endswith(".md")]


MISTAKES = (
    (2, "PAUSE_US = 400", "PAUSE_US = 100", "no faster than"),  # loses steps on a real motor
    (2, "enable.value(1)  # off again", "pass  # off again", "disabled at the end"),
    (3, "    step.value(1)\n    step.value(0)\n    n += 1",
     "    for _ in range(10):\n        step.value(1)\n        step.value(0)\n    n += 10",
     "first edge"),  # ten steps per look at the sensor: past the edge
    (4, "(channel >> bit) & 1", "(channel >> (3 - bit)) & 1", "you found"),  # S3..S0 swapped
    (5, "if now and not before[k]:", "if now:", "the firmware stops at"),  # an old contact stops it
)


@pytest.mark.parametrize("n,good,bad,says", MISTAKES)
def test_a_pupils_mistake_is_caught(n, good, bad, says):
    src = code("solutions", n)
    assert good in src
    ok, lines = check(n, src.replace(good, bad), boards.load("pico"))
    assert not ok
    assert any(line.startswith("WRONG") and says in line for line in lines), lines


def test_a_crash_is_reported_with_its_traceback():
    ok, lines = check(1, "from machine import Pin\nPin(13, Pin.IN).valu()\n", boards.load("pico"))
    assert not ok and any("AttributeError" in line for line in lines)


def test_a_loop_that_never_sleeps_still_ends():
    # only pin reads: they cost virtual time, so the budget ends it
    src = "from machine import Pin\nb = Pin(13, Pin.IN, Pin.PULL_UP)\nwhile True:\n    b.value()\n"
    ok, lines = check(1, src, boards.load("pico"))
    assert not ok and any("presses: N" in line for line in lines)


# -- the command as a pupil runs it ---------------------------------------------------
def lesson(tmp_path, *argv):
    """`python -m host_tools lesson ARGV` in tmp_path: (exit code, its lines)."""
    import subprocess
    import sys

    env = dict(os.environ, PYTHONPATH=ROOT)
    r = subprocess.run([sys.executable, "-m", "host_tools", "lesson"] + list(argv),
                       capture_output=True, text=True, cwd=str(tmp_path), env=env, timeout=120)
    return r.returncode, [x for x in (r.stdout + r.stderr).splitlines() if x.strip()]


def test_start_never_writes_over_a_pupils_file(tmp_path):
    mine = tmp_path / "my_button.py"
    mine.write_text("# my work of an hour\n")
    code, lines = lesson(tmp_path, "1", "--start", "my_button.py")
    assert code == 2 and len(lines) == 1 and "already there" in lines[0] and "--force" in lines[0]
    assert mine.read_text() == "# my work of an hour\n"
    code, lines = lesson(tmp_path, "1", "--start", "my_button.py", "--force")
    assert code == 0 and mine.read_text() == code_of_start(1)


def code_of_start(n):
    return code("start", n)


@pytest.mark.parametrize("ending", ["import sys\nsys.exit(0)\n", "import os\nos._exit(0)\n",
                                    "raise SystemExit\n"])
def test_a_program_that_exits_still_gets_its_verdict(tmp_path, ending):
    """sys.exit() or os._exit() ends the pupil's program, as on a board; the
    check still says what it found (here: it printed "presses: 4" without
    reading the button, after which it ended)."""
    (tmp_path / "mine.py").write_text(code("solutions", 1) + "\n" + ending)
    rc, lines = lesson(tmp_path, "1", "mine.py")
    assert lines and lines[-1] in ("PASSED", "not yet: read the WRONG lines above"), lines
    assert lines[0].startswith("lesson 1") and rc in (0, 1)


def test_an_endless_loop_is_stopped_and_named(tmp_path):
    (tmp_path / "mine.py").write_text("while True:\n    pass\n")
    rc, lines = lesson(tmp_path, "1", "mine.py", "--time-limit", "1")
    assert rc == 1
    assert any("endless loop" in x for x in lines), lines
    assert lines[-1] == "not yet: fix the error above"


def test_a_file_that_is_not_utf8_gets_one_line(tmp_path):
    (tmp_path / "mine.py").write_bytes(b"# Z\xe4hler\nx = 1\n")  # Latin-1, as an old editor saves
    rc, lines = lesson(tmp_path, "1", "mine.py")
    assert rc == 2 and len(lines) == 1 and "UTF-8" in lines[0] and "Traceback" not in lines[0]


# -- a check can't be fooled or spoiled ------------------------------------------------
def test_lesson_1_is_not_fooled_by_a_printed_number():
    """print("presses: 4") passed: the check now runs the code twice with
    another number of presses, and sees whether ROLL's pin was read."""
    ok, lines = check(1, 'print("presses:", 4)\n', boards.load("pico"))
    assert not ok
    assert any(x.startswith("WRONG it reads ROLL's pin") for x in lines), lines
    assert any(x.startswith("WRONG ROLL was pressed 3 times") for x in lines), lines


def test_lessons_3_and_4_do_not_print_the_answer_on_the_first_run():
    from host_tools.lessons import checks
    from host_tools.lessons.lab import Lab

    board = boards.load("pico")
    text = "\n".join(check(3, code("start", 3), board)[1])
    edge = checks._first_active(Lab(board))  # where the magnet's edge is: the answer
    assert edge and str(edge) not in text, text
    text = "\n".join(check(4, code("start", 4), board)[1])
    for magnets in checks.MAGNETS:
        for shown in (str(sorted(magnets)), ", ".join(map(str, magnets))):
            assert shown not in text, text


@pytest.mark.parametrize("n", [n for n, _ in TITLES])
def test_a_syntax_error_says_fix_the_error_above(n, tmp_path):
    (tmp_path / "mine.py").write_text("x = (\n")
    rc, lines = lesson(tmp_path, str(n), "mine.py")
    assert rc == 1 and any("SyntaxError" in x for x in lines), lines
    assert lines[-1] == "not yet: fix the error above", lines


def test_a_traceback_starts_at_the_pupils_file(tmp_path):
    (tmp_path / "my_button.py").write_text(
        "from machine import Pin\n\ndef read():\n    return Pin(13, Pin.IN).valu()\n\nread()\n")
    rc, lines = lesson(tmp_path, "1", "my_button.py")
    first = lines.index("  Traceback (most recent call last):")
    assert lines[first + 1].startswith('  File "my_button.py", line 6'), lines
    assert "Pin(13, Pin.IN).valu()" in "\n".join(lines)  # the line itself, as Python shows it
    assert "lab.py" not in "\n".join(lines)


def test_lesson_2_gives_the_gap_its_text_gives():
    with open(os.path.join(LESSONS, "2-stepper.md")) as f:
        text = f.read()
    ok, lines = check(2, code("start", 2), boards.load("pico"))
    said = [x for x in lines if "apart" in x][0]
    gap = said.split("(")[1].split(" us apart")[0]
    assert "= %s us" % gap in text, (said, gap)


def test_an_untouched_first_try_gets_no_ok_but_a_changed_one_does():
    board = boards.load("pico")
    start = code("start", 1)
    ok, lines = check(1, start, board, start=start)
    assert not ok and lines[0].startswith("WRONG this is the lesson's first try")
    assert not [x for x in lines if x.startswith("ok")], lines
    changed = start.replace("time.sleep_ms(1)", "time.sleep_ms(2)")
    ok, lines = check(1, changed, board, start=start)
    assert not ok and any(x.startswith("ok") for x in lines), lines
    # the command compares the pupil's file with the first try too
    rc, said = lesson(ROOT, "1", os.path.join(LESSONS, "start", "lesson1.py"))
    assert rc == 1 and not [x for x in said if x.strip().startswith("ok")], said


def test_the_real_time_limit_keeps_an_alarm_set_before_it():
    """The limit borrows SIGALRM: a timer set before a check (a test
    runner's timeout) is set again afterwards, with the time it had left."""
    import signal

    was = signal.signal(signal.SIGALRM, lambda *_: None)
    signal.setitimer(signal.ITIMER_REAL, 300)
    try:
        check(1, code("solutions", 1), boards.load("pico"))
        left = signal.getitimer(signal.ITIMER_REAL)[0]
        assert 200 < left <= 300
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, was)
