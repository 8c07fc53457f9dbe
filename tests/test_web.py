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

import copy
import json
import os

import pytest
from tiers import FULL, full_case

from hexbox.app.referee import SEEN_MS
from host_tools import ROOT
from host_tools.hardware import boards
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
    from hexbox.app.boxes import engine_parts
    from hexbox.app.main import game_factory

    c = st["config"]
    name = st["name"]
    make = game_factory(name, engine_parts(name, boards.load(board)))
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
    # one look, all at once: the box runs on in the page, and a frame drawn
    # between two looks (a working frame, say) would mix two screens
    seen = page.evaluate("""() => {
        const o = document.getElementById('oled');
        const d = o.getContext('2d').getImageData(0, 0, 128, 64).data;
        const lit = [];
        for (let i = 0; i < 128 * 64; i++) lit.push(d[4 * i + 2] > 128 ? 1 : 0);
        return {hex: o.dataset.hex, hl: o.dataset.hl, rows: o.dataset.rows || '[]', lit: lit}; }""")
    hexs, hl, lit = seen["hex"], int(seen["hl"]), seen["lit"]
    rows = json.loads(seen["rows"])
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


SEED = 11  # a game the policy below wins in about 70 actions
SPEED = 4  # the box's clock at four times the wall clock's speed (?speed=4)
MAX_ACTIONS = 400


def policy(st):
    """The action a sensible player takes: win, exit, collect a chip, else
    walk the magician towards its next chip (or an open gate)."""
    g, _ = replay(st, "pico")
    b = g.board

    def dist(f, goals):
        seen = {f: 0}
        todo = [f]
        while todo:
            x = todo.pop(0)
            if x in goals:
                return seen[x]
            for y in b.adj[x]:
                if y not in seen:
                    seen[y] = seen[x] + 1
                    todo.append(y)
        return 99

    def goals(g2, m):
        if g2.stacks[m]:
            return {b.targets[g2.stacks[m][0]]}
        return {b.corner_starts[c] for c in range(len(b.corner_starts))
                if c != b.closed_corner and g2.halves[c] < 2}

    def score(a):
        g2 = copy.deepcopy(g, {id(b): b})  # the board is shared, not copied
        ev = g2.play(a)
        k = [e[0] for e in ev]
        v = 1000 * ("win" in k) + 500 * ("exit" in k) + 100 * ("collect" in k) - 3 * ("touch" in k)
        if a[0] in ("move", "away"):
            v -= dist(a[2], goals(g2, a[1]))
        return v

    return g, max(g.actions(), key=score)


def act(page, g, a):
    """Play action a as a person at the box does: pieces by drag, the rest
    with the buttons."""
    from hexbox.games import presentation

    n = len(g.history)
    k = a[0]
    if k == "roll":  # ROLL reads on through the last event lines, then rolls
        for _ in range(6):
            before = page.evaluate("document.getElementById('oled').dataset.rows")
            browser.click(page, "#b-roll")
            page.wait_for_function("([n, rows]) => +document.body.dataset.played > n || "
                                   "document.getElementById('oled').dataset.rows !== rows",
                                   arg=[n, before], timeout=5000)
            if int(page.evaluate("document.body.dataset.played")) > n:
                return
    elif k in ("place", "move", "away"):
        browser.drag(page, "#m%d" % a[1], "#f%d" % a[2])
    elif k == "exit":  # lift it off the board, then OK on the right gate
        browser.drag(page, "#m%d" % a[1], "#tray")
        want = presentation("spuknacht").label(g, a)
        page.wait_for_function("JSON.parse(document.getElementById('oled').dataset.rows)[1] === "
                               "'OK: exit'", timeout=8000)
        for _ in range(len(b_exits(g, a))):
            if browser.rows(page)[2] == want:
                break
            browser.click(page, "#b-roll")
        browser.click(page, "#b-confirm")
    else:  # pass, stay, the expert's ghost: OK (after the event lines)
        while browser.rows(page)[-1] in ("OK", "OK: more"):
            browser.click(page, "#b-confirm")
        browser.click(page, "#b-confirm")
    wait_played(page, n + 1)


def b_exits(g, a):
    return [x for x in g.actions() if x[0] == "exit" and x[1] == a[1]]


def test_spuknacht_by_clicks_and_drags_to_a_contact_a_reload_and_the_end(site):
    """Spuknacht on the page as a person plays it, every screen checked
    against the engine: the magicians set, turns to the first contact, a
    reload in the middle, and (make test-full: minutes of page time) on to
    the game's end screen."""
    from hexbox.games import presentation

    url, ctx = site
    page = ctx.new_page()
    page.goto(url + "?game=spuknacht&players=2&seed=%d&speed=%d" % (SEED, SPEED))
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
            browser.click(page, "#m2")
            browser.click(page, "#f%d" % f)
        wait_played(page, m + 1)
        st = page_state(page, "spuknacht")
        g, events = replay(st, "pico")
        assert browser.rows(page)[:-1] == news_rows("spuknacht", g, events)
        check_oled(page)
    assert mags_in_svg(page) == g.mags

    # until the wheel first stops on a contact; everything the page shows
    # is checked after every action
    tones = page.evaluate("hexbox.tones")
    touched = None
    while touched is None and len(st["history"]) < 60:
        g, a = policy(st)
        act(page, g, a)
        st = page_state(page, "spuknacht")
        g, events = replay(st, "pico")
        assert json.loads(json.dumps(g.to_dict())) == st["state"]
        if any(e[0] == "wheel" for e in events):
            wait_wheel(page, g.step, period)  # the wheel stops where the engine says
        assert mags_in_svg(page) == g.mags
        shown = news_rows("spuknacht", g, events)
        assert browser.rows(page)[:min(5, len(shown))] == shown[:5]
        check_oled(page)
        hits = [e for e in events if e[0] == "touch"]
        if hits:
            touched = hits[0][1]
    assert touched is not None, "no contact in 60 actions"
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
    if not FULL:
        page.close()
        return

    # and on to the end of the game
    while not g.over:
        assert len(st["history"]) < MAX_ACTIONS
        g, a = policy(st)
        act(page, g, a)
        st = page_state(page, "spuknacht")
        g, events = replay(st, "pico")
        assert json.loads(json.dumps(g.to_dict())) == st["state"]
        assert mags_in_svg(page) == g.mags
    wait_wheel(page, g.step, period)
    while browser.rows(page)[-1] in ("OK", "OK: more"):  # the last event lines
        browser.click(page, "#b-confirm")
    end = presentation("spuknacht").result(g)
    assert browser.rows(page) == end[:5] + ["OK: new game"]
    check_oled(page)
    assert page.evaluate("hexbox.errors") == []
    page.close()


def test_spuknacht_magicians_set_at_once_while_the_wheel_still_homes(site):
    """A person sets each magician the moment the box asks for it ("Place
    Vicky"), while the page still plays the wheel's homing: the box reads
    every drag, counted on the clock the table shows, within the time its
    sensors need to call a magnet still (SETTLE_MS and a few scans), and so
    the next magician is accepted as well."""
    from hexbox.boxes.spuknacht.table import SETTLE_MS

    url, ctx = site
    page = ctx.new_page()
    page.goto(url + "?game=spuknacht&players=2&seed=5")  # the box's clock at wall speed
    assert browser.wait_ready(page)["resumed"] is False
    assert browser.rows(page) == ["Place Vicky", "on a start field"]
    assert page.evaluate("hexbox.shownUs() < hexbox.clockUs()")  # the wheel still homes on screen
    for m in range(3):
        st = page_state(page, "spuknacht")
        f = [a for a in st["actions"] if a[0] == "place" and a[1] == m][0][2]
        browser.drag(page, "#m%d" % m, "#f%d" % f)  # at once, the wheel turning or not
        dropped = page.evaluate("hexbox.shownUs()")
        wait_played(page, m + 1)
        assert page.evaluate("hexbox.playedUs") - dropped <= (SETTLE_MS + 400) * 1000
        st = page_state(page, "spuknacht")
        assert st["history"][-1] == ["place", m, f]
        assert mags_in_svg(page)[m] == f
    assert page.evaluate("hexbox.errors") == []
    page.close()


def test_a_magician_dropped_on_a_taken_field_goes_back_to_the_hand(site):
    """A newcomer set Vicky on a start field, then dropped Conrad on the
    same field: the box refused it (one magnet a field) but the table went
    on drawing Conrad there, over Vicky, while the OLED still asked for
    Conrad. The same when a magician from the hand is dropped between two
    fields. A drop the table refuses puts the magician back where it was."""
    url, ctx = site
    page = ctx.new_page()
    # a link no other test here plays: the page would resume that game
    page.goto(url + "?game=spuknacht&players=2&seed=23&speed=4")
    browser.wait_ready(page)

    def drawn(m):
        return page.evaluate("document.querySelector('#m%d').getAttribute('transform')" % m)

    home = drawn(1)
    st = page_state(page, "spuknacht")
    f = [a for a in st["actions"] if a[0] == "place" and a[1] == 0][0][2]
    browser.drag(page, "#m0", "#f%d" % f)
    wait_played(page, 1)
    vicky = drawn(0)
    browser.drag(page, "#m1", "#f%d" % f)  # onto Vicky
    page.wait_for_timeout(800)
    assert drawn(1) == home and drawn(0) == vicky, (drawn(1), home)
    assert "Conrad" not in " ".join(browser.rows(page))  # the box saw no Conrad
    # between two fields: no field there, the magician stays in the hand
    (x0, y0), (x1, y1) = browser.centre(page, "#f0"), browser.centre(page, "#f1")
    x, y = browser.centre(page, "#m1")
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x + 6, y + 6, steps=2)
    page.mouse.move((x0 + x1) / 2, (y0 + y1) / 2 - 25, steps=6)
    page.mouse.up()
    page.wait_for_timeout(800)
    assert drawn(1) == home, (drawn(1), home)
    assert len(page_state(page, "spuknacht")["history"]) == 1
    assert page.evaluate("hexbox.errors") == []
    page.close()


def test_new_game_starts_every_game_offline(site):
    """Once the page has loaded, "New game" starts each of the four games
    with the network gone: the page is not loaded again (the box is switched
    off and boots on a flash with the new config), the link names the new
    game, and the new game takes a player's actions."""
    url, ctx = site
    page = ctx.new_page()
    page.goto(url + "?game=wandelnde_tuerme&players=3&seed=3")
    browser.wait_ready(page)
    page.evaluate("window.loadedOnce = true")
    names = page.evaluate("[...document.querySelectorAll('#game option')].map(o => o.value)")
    assert sorted(names) == ["broom_service", "spuknacht", "techno_witches", "wandelnde_tuerme"]
    ctx.set_offline(True)
    try:
        for seed, name in enumerate(names, 20):
            boots = page.evaluate("hexbox.boots")
            page.select_option("#game", name)
            page.select_option("#players", "2")
            lang = "de" if name == "broom_service" else "en"  # a game in German too
            page.select_option("#lang", lang)
            page.fill("#seed", str(seed))
            browser.click(page, "#new")
            page.wait_for_function("hexbox.boots > %d" % boots, timeout=30000)
            assert page.evaluate("window.loadedOnce") is True  # the same page, not a new load
            assert page.evaluate("hexbox.config") == {
                "board": "pico" if name == "spuknacht" else "pico_referee", "game": name,
                "players": 2, "variant": page.evaluate("hexbox.config.variant"), "seed": seed,
                "lang": lang}
            assert "game=%s&players=2&seed=%d" % (name, seed) in page.url
            st = page_state(page, name)
            assert st["history"] == [] and st["config"]["seed"] == seed
            if name == "spuknacht":  # a magician set on the board
                f = [a for a in st["actions"] if a[0] == "place"][0][2]
                browser.drag(page, "#m0", "#f%d" % f)
            else:  # OK past the pass screen, OK on the first row of the menu
                for _ in range(6):
                    if page_state(page, name)["history"]:
                        break
                    # a person reads the screen first: a new menu's row is
                    # highlighted, and OK plays it, once its rows stood a moment
                    page.wait_for_timeout(SEEN_MS + 200)
                    browser.click(page, "#b-confirm")
            wait_played(page, 1)
            g, _ = replay(page_state(page, name), "pico" if name == "spuknacht" else "pico_referee")
            assert len(g.history) == 1 and not g.over
            if lang == "de":  # the box speaks the language chosen on the page
                from hexbox.games import presentation, use_language

                use_language("de")
                try:
                    want = presentation(name).prompt(g)
                finally:
                    use_language("en")
                while browser.rows(page)[-1] in ("OK", "OK: weiter"):  # the news, in German too
                    browser.click(page, "#b-confirm")
                assert browser.rows(page)[0] == want and want.endswith("wählen")
        assert page.evaluate("hexbox.errors") == []
    finally:
        ctx.set_offline(False)
    page.close()


# make test plays one whole game by the buttons; make test-full every one
MENU_GAMES = (("techno_witches", 3), full_case("wandelnde_tuerme", 3),
              full_case("broom_service", 3))


@pytest.mark.parametrize("name,players", MENU_GAMES)
def test_a_menu_game_through_the_buttons(site, name, players):
    url, ctx = site
    page = ctx.new_page()
    # lang=en: a German game ran before
    page.goto(url + "?game=%s&players=%d&seed=3&lang=en" % (name, players))
    browser.wait_ready(page)
    ctx.set_offline(True)  # no network once the page has loaded
    try:
        menu_game(page, name)
    finally:
        ctx.set_offline(False)
    page.close()


def menu_game(page, name):
    from host_tools import games

    played = 0
    for i in range(9):
        # a person reads the screen first: a new menu's row is played by OK
        # only once its rows stood SEEN_MS
        page.wait_for_timeout(SEEN_MS + 100)
        browser.click(page, "#b-roll" if i % 4 == 1 else "#b-confirm")  # next item, or choose
        st = page_state(page, name)
        g, events = replay(st)
        assert json.loads(json.dumps(g.to_dict())) == st["state"]
        assert page.evaluate("hexbox.lastSvg") == games.svg(name, g)  # same picture, same code
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
        browser.click(page, "#b-confirm")
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
    browser.click(page, "#b-confirm")

    # hold BACK: undo the last action
    n = len(st["history"])
    page.hover("#b-back")
    page.mouse.down()
    page.wait_for_timeout(1100)
    page.mouse.up()
    st = page_state(page, name)
    assert len(st["history"]) == n - 1
    assert browser.rows(page)[0] == "Undone:"


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
    page.goto(url + "lessons.html?limit=3000#2")  # a busy machine runs the solution slowly
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
        r = lab_run(page, f.read())
        assert r["ok"], r["lines"]  # the new lab works
    page.close()
