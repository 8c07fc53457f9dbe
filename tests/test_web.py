"""The classroom page in a real browser (Debian's chromium, driven by
playwright): the built folder served as static files, the firmware's
main.py booting on the WebAssembly MicroPython inside the page.

Spuknacht is played by clicks and drags on the full box (wheel and hall
sensors): the magicians are set, ROLL rolls, a magician is moved, the wheel
turns and stops on the first contact. What the page shows is held against
the engine replayed here on CPython: the state, the OLED's rows (the
event lines the presentation makes) and pixels (what the firmware's
SSD1306 driver draws for those rows), the magicians in the SVG, the wheel's
step. The other three games get a few actions through the on-screen menu
(and an undo, and the status pages); a reload in the middle of a game
resumes it; the lessons' Lab runs a pupil's code and its check.
Screenshots go to build/web-shots/ (the README shows copies in docs/web/)."""

import json
import os

import pytest

from host_tools import ROOT, boards
from host_tools.web import browser

SHOTS = os.path.join(ROOT, "build", "web-shots")

pytestmark = pytest.mark.skipif(browser.missing() is not None, reason=browser.missing() or "")


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    from host_tools.web.build import build

    out = build(str(tmp_path_factory.mktemp("web")))
    os.makedirs(SHOTS, exist_ok=True)
    with browser.serve(out) as url, browser.browser() as ctx:
        yield url, ctx


# -- the engine on CPython, from what the page played --------------------------
def replay(st, board="pico_referee", upto=None):
    """The page's game replayed here: same config, same history."""
    from hexbox.app.main import game_factory

    c = st["config"]
    name = st["name"]
    make = game_factory(name, boards.load(board))
    g = make(c["players"], c["seed"], tuple(c["variant"]))
    hist = st["history"] if upto is None else st["history"][:upto]
    events = []
    for a in hist:
        events = g.play(tuple(a))
    return g, events


def news_rows(name, g, events):
    """The OLED rows the referee shows after an action's events."""
    from hexbox.app.referee import rows_of
    from hexbox.games import presentation

    p = presentation(name)
    lines = [p.line(g, e, -1) for e in events]
    return rows_of([s for s in lines if s])


def gddram(rows, hl=-1):
    """What the firmware's SSD1306 driver puts in the GDDRAM for these rows."""
    from host_tools.sim.world import World

    w = World(boards.load("pico_referee"))
    with w.installed():
        from hexbox.hw.display import SSD1306

        SSD1306(w.machine.I2C(0), 128, 64, 0x3C).lines(rows, hl)
    return bytes(w.oled.ram).hex()


def page_state(page, name):
    st = browser.state(page)
    st["name"] = name
    return st


def check_oled(page):
    """The canvas shows the simulated GDDRAM, and that is what the firmware
    draws for the rows the app shows."""
    hexs = page.evaluate("document.getElementById('oled').dataset.hex")
    hl = int(page.evaluate("document.getElementById('oled').dataset.hl"))
    rows = browser.rows(page)
    lit = page.evaluate("""() => {
        const d = document.getElementById('oled').getContext('2d').getImageData(0, 0, 128, 64).data;
        const out = [];
        for (let i = 0; i < 128 * 64; i++) out.push(d[4 * i + 2] > 128 ? 1 : 0);
        return out; }""")
    ram = bytes.fromhex(hexs)
    for y in range(64):
        for x in range(128):
            assert lit[y * 128 + x] == (ram[(y >> 3) * 128 + x] >> (y & 7)) & 1, (x, y)
    if rows != ["(picture)"]:
        assert hexs == gddram(rows, hl), rows
    return rows


def wait_played(page, n, timeout=8000):
    page.wait_for_function("+document.body.dataset.played >= %d" % n, timeout=timeout)


def wait_wheel(page, step, period):
    page.wait_for_function("document.querySelector('#svg svg').dataset.shownStep === '%d'"
                           % (step % period), timeout=15000)


def mags_in_svg(page):
    return page.evaluate("[...document.querySelectorAll('#svg .mag')].map(m => +m.dataset.field)")


def test_spuknacht_by_clicks_and_drags(site):
    url, ctx = site
    page = ctx.new_page()
    page.goto(url + "?game=spuknacht&players=2&seed=5")
    assert browser.wait_ready(page)["resumed"] is False
    st = page_state(page, "spuknacht")
    period = replay(st, "pico")[0].board.wheel.period
    wait_wheel(page, 0, period)  # homed: the ghosts on their start fields
    assert browser.rows(page) == ["Place Vicky", "on a start field"]

    # set the three magicians: two dragged, one by click-then-click
    for m in range(3):
        st = page_state(page, "spuknacht")
        f = [a for a in st["actions"] if a[0] == "place" and a[1] == m][0][2]
        if m < 2:
            browser.drag(page, "#m%d" % m, "#f%d" % f)
        else:
            page.click("#m2")
            page.click("#f%d" % f)
        wait_played(page, m + 1)
        st = page_state(page, "spuknacht")
        g, events = replay(st, "pico")
        assert browser.rows(page)[:-1] == news_rows("spuknacht", g, events)
        check_oled(page)
    assert mags_in_svg(page) == g.mags

    # roll, move, until a ghost touches a magician
    tones = page.evaluate("hexbox.tones")
    touched = None
    for _turn in range(6):
        n = len(st["history"])
        page.click("#b-roll")
        wait_played(page, n + 1)
        st = page_state(page, "spuknacht")
        g, events = replay(st, "pico")
        assert events[0][0] == "roll"
        assert browser.rows(page)[:2] == news_rows("spuknacht", g, events)[:2]
        check_oled(page)
        # the move that brings a contact, else the first one
        best = None
        for a in g.actions():
            h = st["history"] + [list(a)]
            _g2, ev2 = replay(dict(st, history=h), "pico")
            if any(e[0] == "touch" for e in ev2):
                best = a
                break
        a = best or g.actions()[0]
        if a[0] == "pass":
            page.click("#b-confirm")
        else:
            assert a[0] == "move", a
            browser.drag(page, "#m%d" % a[1], "#f%d" % a[2])
        wait_played(page, n + 2)
        st = page_state(page, "spuknacht")
        g, events = replay(st, "pico")
        assert json.loads(json.dumps(g.to_dict())) == st["state"]
        wheel = [e for e in events if e[0] == "wheel"]
        if wheel:
            wait_wheel(page, g.step, period)  # the wheel stops where the engine says
        assert mags_in_svg(page) == g.mags
        assert browser.rows(page)[:5] == news_rows("spuknacht", g, events)[:5]
        check_oled(page)
        hits = [e for e in events if e[0] == "touch"]
        if hits:
            touched = hits[0][1]
            break
        # no contact: the next seat (a ghost card's move-away would come first)
        assert g.phase == "roll", g.phase
    assert touched is not None, "no contact in six turns"
    cls = page.evaluate("document.querySelector('#m%d').getAttribute('class')" % touched)
    assert "touched" in cls  # the ghost stands on the magician, as the engine says
    assert page.evaluate("hexbox.tones") > tones  # the buzzer played the contact tune
    page.screenshot(path=os.path.join(SHOTS, "spuknacht.png"))

    # a reload in the middle of the game: the box resumes from its log
    before = page_state(page, "spuknacht")
    page.reload()
    assert browser.wait_ready(page)["resumed"] is True
    after = page_state(page, "spuknacht")
    assert after["history"] == before["history"] and after["state"] == before["state"]
    wait_wheel(page, g.step, period)  # homed, then turned back to the engine's step
    assert mags_in_svg(page) == g.mags
    page.close()


MENU_GAMES = (("techno_witches", 3), ("wandelnde_tuerme", 3), ("broom_service", 3))


@pytest.mark.parametrize("name,players", MENU_GAMES)
def test_a_menu_game_through_the_buttons(site, name, players):
    from host_tools import tables

    url, ctx = site
    page = ctx.new_page()
    page.goto(url + "?game=%s&players=%d&seed=3" % (name, players))
    browser.wait_ready(page)
    played = 0
    for i in range(9):
        page.click("#b-roll" if i % 4 == 1 else "#b-confirm")  # next item, or choose
        st = page_state(page, name)
        g, events = replay(st)
        assert json.loads(json.dumps(g.to_dict())) == st["state"]
        assert page.evaluate("hexbox.lastSvg") == tables.svg(name, g)  # same picture, same code
        rows = check_oled(page)
        if len(st["history"]) > played:
            played = len(st["history"])
            shown = news_rows(name, g, events)
            if shown and rows != ["(picture)"]:
                assert rows[:len(shown[:5])] == shown[:5]
    assert played >= 3
    page.screenshot(path=os.path.join(SHOTS, "%s.png" % name))

    # hold ROLL: the status pages of the acting seat
    while browser.rows(page)[-1] in ("OK", "OK: more", "(picture)") or \
            browser.rows(page)[0] == "Pass the box to":
        page.click("#b-confirm")
    page.hover("#b-roll")
    page.mouse.down()
    page.wait_for_timeout(1100)
    page.mouse.up()
    st = page_state(page, name)
    g, _ = replay(st)
    from hexbox.games import presentation

    p = presentation(name)
    status = p.status(g, g.current)  # the seat has passed its "Pass the box to" screen
    shown = browser.rows(page)
    assert shown[:-1] == status[:len(shown) - 1]
    page.click("#b-confirm")

    # hold BACK: undo the last action
    n = len(st["history"])
    page.hover("#b-back")
    page.mouse.down()
    page.wait_for_timeout(1100)
    page.mouse.up()
    st = page_state(page, name)
    assert len(st["history"]) == n - 1
    assert browser.rows(page)[0] == "Undone:"
    page.close()


def lab_run(page, code):
    k = page.evaluate("hexboxLab.results.length")
    page.fill("#code", code)
    page.click("#run")
    page.wait_for_function("hexboxLab.results.length > %d" % k, timeout=20000)
    return page.evaluate("hexboxLab.results[hexboxLab.results.length - 1]")


def test_the_lessons_lab_runs_a_pupils_code_and_its_check(site):
    """The Lab runs the lesson's check in the page's own MicroPython (a
    worker): lesson 2's first try fails, the solution passes and turns the
    wheel; a loop that never ends is stopped and the lab starts again."""
    url, ctx = site
    page = ctx.new_page()
    page.goto(url + "lessons.html?limit=1500#2")
    page.wait_for_function("window.hexboxLab && (hexboxLab.ready || hexboxLab.errors.length)",
                           timeout=30000)
    assert page.evaluate("hexboxLab.errors") == []
    assert "Drive the stepper" in page.inner_text("#lesson h1")
    with open(os.path.join(ROOT, "docs", "lessons", "start", "lesson2.py")) as f:
        r = lab_run(page, f.read())
    assert not r["ok"] and any(line.startswith("WRONG") for line in r["lines"])
    with open(os.path.join(ROOT, "docs", "lessons", "solutions", "lesson2.py")) as f:
        r = lab_run(page, f.read())
    assert r["ok"], r["lines"]
    assert r["trace"][-1][1] == 4000  # a quarter turn of the wheel model, played back on the SVG
    assert page.locator("#svg #wheel").count() == 1
    page.screenshot(path=os.path.join(SHOTS, "lessons.png"))
    r = lab_run(page, "while True:\n    pass\n")
    assert not r["ok"] and "stopped" in r["lines"][0]
    page.wait_for_function("document.getElementById('lab-state').textContent === ''", timeout=20000)
    with open(os.path.join(ROOT, "docs", "lessons", "solutions", "lesson2.py")) as f:
        assert lab_run(page, f.read())["ok"]  # the new lab works
    page.close()
