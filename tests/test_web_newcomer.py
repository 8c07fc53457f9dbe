"""A stranger's first games on the classroom page (Chromium, driven by
playwright as tests/test_web.py does): clicks on the box's buttons and drags
of the magicians, with pauses, as a person plays. Each test is a dead end or
a leak a newcomer met there: a box seat's secret picks read out on the OLED,
an undo that did not say what it took back, an English picture naming a
German event, and "OK: new game" dealing the very same game again."""

import os

import pytest
from test_web import SHOTS, mags_in_svg, page_state, policy, site  # noqa: F401 (site: the fixture)
from test_web_secrets import hold, ok_until, settle
from tiers import full_only

from hexbox.app.referee import SEEN_MS
from host_tools.web import browser

pytestmark = pytest.mark.skipif(browser.missing() is not None, reason=browser.missing() or "")


def test_a_box_seat_picks_its_roles_in_secret(site):  # noqa: F811
    """Broom Service, Red a person, Blue the box, Green a person. Blue's
    roles are picked in secret: the OLED says that the box chose, never
    which role, also when its pick is undone. The table names the round's
    event in the page's language."""
    from hexbox.games.broom_service import words_de, words_en

    url, ctx = site
    page = ctx.new_page()
    page.goto(url + "?game=broom_service&players=3&seed=4&bots=1")
    browser.wait_ready(page)
    svg = page.evaluate("document.querySelector('#svg svg').textContent")
    assert any("event: " + e in svg for e in words_en.EVENTS), svg
    assert not any(e in svg for e in words_de.EVENTS if e not in words_en.EVENTS), svg
    roles = words_en.ROLES
    seen = []  # what Green could read before its pass screen
    for _ in range(40):
        rows = settle(page)
        if rows[:2] == ["Pass the box to", "Green"]:
            break
        if seen or any(r.startswith("Box (Blue)") for r in rows):
            seen.append(rows)
        browser.click(page, "#b-confirm")  # Red: the first roles; then OK under each box pick
    else:
        pytest.fail("the box never asked for Green")
    said = " ".join(" ".join(rows) for rows in seen)
    assert "Box (Blue) chose" in said, seen
    assert not any(role in said for role in roles), seen
    hold(page, "#b-back")  # undo the box's last pick
    undone = settle(page)
    assert undone[:3] == ["Undone:", "Blue:", "secret move"], undone
    browser.click(page, "#b-confirm")
    assert settle(page)[:2] == ["Box (Blue)", "plays next"]
    browser.click(page, "#b-confirm")
    again = settle(page)
    assert not any(role in " ".join(again) for role in roles), again
    # on to the laying of roles: those the box lays in the open, it names
    laid = []
    for _ in range(60):
        rows = settle(page)
        text = " ".join(rows)
        if "Box (Blue) chose" in text:
            assert not any(role in text for role in roles), rows
        if text.startswith("Box (Blue): ") and any(role in text for role in roles):
            laid.append(rows)
            break
        browser.click(page, "#b-confirm")
    assert laid, "the box never laid a role in the open"
    assert page.evaluate("hexbox.errors") == []
    page.close()


def first_move_undone(page):
    """Spuknacht, seed 11: the magicians set by drags, ROLL, the first move
    dragged, then BACK held. The game before the move, the move, and the
    field the magician stood on."""
    for m in range(3):
        st = page_state(page, "spuknacht")
        f = [a for a in st["actions"] if a[0] == "place" and a[1] == m][0][2]
        browser.drag(page, "#m%d" % m, "#f%d" % f)
        page.wait_for_function("+document.body.dataset.played >= %d" % (m + 1), timeout=8000)
        page.wait_for_timeout(300)
    browser.click(page, "#b-confirm")  # the last placing's news read
    page.wait_for_timeout(300)
    browser.click(page, "#b-roll")
    page.wait_for_function("+document.body.dataset.played >= 4", timeout=8000)
    page.wait_for_timeout(500)
    g, a = policy(page_state(page, "spuknacht"))
    assert a[0] == "move", a
    was = g.mags[a[1]]
    browser.drag(page, "#m%d" % a[1], "#f%d" % a[2])
    page.wait_for_function("+document.body.dataset.played >= 5", timeout=8000)
    page.wait_for_timeout(600)
    hold(page, "#b-back")
    return g, a, was


def test_an_undone_move_waits_for_the_magician_and_names_it(site):  # noqa: F811
    """Spuknacht on the full box: the magicians set by drags, the dice
    rolled by ROLL, one magician dragged on; BACK held takes the move back.
    The table is the box's board: the page does not move the magician back
    by itself (it did, and a person saw pieces move on their own). The OLED
    asks for it ("Conrad back 35"), as the box does; a reload meanwhile
    keeps the magician where it stood and asks again; dragged back, the box
    says whose move it took back: "Undone: Conrad to 27" (the menu's row
    alone, "to 27", names no magician), and the game goes on."""
    from hexbox.games import presentation

    url, ctx = site
    page = ctx.new_page()
    page.goto(url + "?game=spuknacht&players=2&seed=11&speed=4")
    browser.wait_ready(page)
    g, a, was = first_move_undone(page)
    m, to = a[1], a[2]
    page.wait_for_function("+document.body.dataset.played === 4", timeout=15000)
    page.wait_for_timeout(1500)  # time enough for a page that would move it itself
    name = presentation("spuknacht").group(g, a)
    asks = browser.rows(page)
    assert asks[1] in ("%s to %d" % (name, was), "%s back to %d" % (name, was)), asks
    assert mags_in_svg(page)[m] == to  # still where the person put it
    page.reload()
    assert browser.wait_ready(page)["resumed"] is True
    page.wait_for_timeout(1500)
    assert mags_in_svg(page)[m] == to
    assert browser.rows(page)[1] == asks[1]
    os.makedirs(SHOTS, exist_ok=True)
    page.screenshot(path=os.path.join(SHOTS, "spuknacht-undo-put-back.png"))
    browser.drag(page, "#m%d" % m, "#f%d" % was)
    page.wait_for_timeout(800)
    assert mags_in_svg(page)[m] == was
    rows = browser.rows(page)
    if rows[0] == "Undone:":  # (no news after the reload: the box asked as after a power cut)
        assert " ".join(rows[1:3]).startswith("%s to %d" % (name, to)), rows
        browser.click(page, "#b-confirm")
        page.wait_for_timeout(300)
    # the game goes on: the same move again is read off the board
    browser.drag(page, "#m%d" % m, "#f%d" % to)
    page.wait_for_function("+document.body.dataset.played >= 5", timeout=8000)
    assert page_state(page, "spuknacht")["history"][4] == list(a)
    assert page.evaluate("hexbox.errors") == []
    page.close()


@full_only
def test_the_undone_move_is_named_when_the_magician_is_back(site):  # noqa: F811
    """The undo without a reload: once the magician stands on its old field
    again, the OLED names what was undone ("Undone: Conrad to 27")."""
    from hexbox.games import presentation

    url, ctx = site
    page = ctx.new_page()
    page.goto(url + "?game=spuknacht&players=2&seed=11&speed=4")
    browser.wait_ready(page)
    page.evaluate("localStorage.clear()")  # not the game the test before played
    page.reload()
    browser.wait_ready(page)
    g, a, was = first_move_undone(page)
    page.wait_for_function("+document.body.dataset.played === 4", timeout=15000)
    page.wait_for_timeout(500)
    browser.drag(page, "#m%d" % a[1], "#f%d" % was)
    page.wait_for_function("JSON.parse(document.getElementById('oled').dataset.rows)[0] "
                           "=== 'Undone:'", timeout=15000)
    rows = browser.rows(page)
    name = presentation("spuknacht").group(g, a)
    assert " ".join(rows[1:3]).startswith("%s to %d" % (name, a[2])), rows
    assert mags_in_svg(page)[a[1]] == was  # the picture of the drop, not of the piece in the hand
    page.screenshot(path=os.path.join(SHOTS, "spuknacht-undone.png"))
    assert page.evaluate("hexbox.errors") == []
    page.close()


@full_only  # make test: the reload test below plays the same path twice over
def test_ok_after_the_end_deals_a_new_game_and_the_page_names_its_seed(site):  # noqa: F811
    """Techno Witches, Green played by the box, seed 8 from the link: OK
    through the game (the box flies to the cat and wins), OK for a new game,
    Start on the seats screen. The new game is another deal: its seed is
    not the link's, the page names it and its link carries it, and a reload
    resumes it."""
    url, ctx = site
    page = ctx.new_page()
    page.goto(url + "?game=techno_witches&players=3&seed=8&bots=1")
    browser.wait_ready(page)
    if ok_until(page, lambda rows: rows[-1:] == ["OK: new game"], 240) is None:
        pytest.fail("the game did not end: %r" % browser.rows(page))
    browser.click(page, "#b-confirm")  # a new game: the seats screen
    assert settle(page)[0] == "Seats: OK swaps"
    browser.click(page, "#b-back")  # up from the first seat to "Start the game"
    browser.click(page, "#b-confirm")
    settle(page)
    st = page_state(page, "techno_witches")
    seed = st["config"]["seed"]
    assert seed != 8 and st["history"] == []
    assert "seed %d," % seed in page.evaluate("document.getElementById('info').textContent")
    assert "seed=%d" % seed in page.url
    for _ in range(3):
        browser.click(page, "#b-confirm")
        settle(page)
    st = page_state(page, "techno_witches")
    assert st["history"] and st["config"]["seed"] == seed
    page.reload()
    assert browser.wait_ready(page)["resumed"] is True
    again = page_state(page, "techno_witches")
    assert again["config"]["seed"] == seed  # (the box may have played its seat since)
    assert again["history"][:len(st["history"])] == st["history"]
    assert page.evaluate("hexbox.errors") == []
    page.close()


@full_only
def test_ok_for_a_new_game_after_a_reload_deals_another_game(site):  # noqa: F811
    """A class played the link's game to the end and took "OK: new game";
    the page was reloaded (the link now names the new game's seed, as a
    shared link does) and that game too was played out: "OK: new game"
    dealt it once more, seed for seed. The next game was mixed from the
    config's seed and the last one, the same seed twice, and x ^ x is 0:
    after any link's game the same game came for every class, and again
    after every reload. Techno Witches, Green the box's, OK through both
    games as in the test above."""
    url, ctx = site
    page = ctx.new_page()
    page.goto(url + "?game=techno_witches&players=3&seed=31&bots=1")
    browser.wait_ready(page)
    seeds = [page_state(page, "techno_witches")["config"]["seed"]]
    for reload in (False, True):
        if reload:
            page.reload()
            assert browser.wait_ready(page)["resumed"] is True
        if ok_until(page, lambda rows: rows[-1:] == ["OK: new game"], 240) is None:
            pytest.fail("the game did not end: %r" % browser.rows(page))
        browser.click(page, "#b-confirm")  # a new game: the seats screen
        assert settle(page)[0] == "Seats: OK swaps"
        browser.click(page, "#b-back")  # up to "Start the game"
        browser.click(page, "#b-confirm")
        settle(page)
        seeds.append(page_state(page, "techno_witches")["config"]["seed"])
        assert "seed=%d" % seeds[-1] in page.url
    assert len(set(seeds)) == 3, seeds  # three deals, not the second one twice
    assert page.evaluate("hexbox.errors") == []
    page.close()


def test_a_box_seat_asks_for_its_magician_on_the_new_field_and_names_it(site):  # noqa: F811
    """Spuknacht on the full box, seat 1 played by the box: a person moves
    its magicians where the OLED asks, by drags. The box's move asks "Put
    Vicky on 45" (it never stood there: no "back"), and the announcement
    names the magician ("Box (Player 1): Vicky to 45"), not just "to 45"."""
    import re

    from hexbox.games.spuknacht.present import magician

    url, ctx = site
    page = ctx.new_page()
    page.goto(url + "?game=spuknacht&players=2&seed=12&bots=0&speed=4")
    browser.wait_ready(page)
    names = {magician(m): m for m in range(3)}
    asked = []
    for _ in range(40):
        rows = settle(page)
        st = page_state(page, "spuknacht")
        moved = [a for a in st["history"] if a[0] == "move"]
        text = " ".join(rows)
        if moved and rows[0].startswith("Box (Player 1):"):
            break  # the move is made on the board too, and announced
        if rows[0] == "Box (Player 1)" and re.match(r"\w+ \w+ \w+ \d+$", rows[1]):
            asked.append(rows[1])
            want = re.match(r"Put (\w+) on (\d+)$", rows[1])
            assert want, rows  # where the magician goes, said as a place to put it
            browser.drag(page, "#m%d" % names[want.group(1)], "#f%s" % want.group(2))
            page.wait_for_timeout(800)
        elif rows[0].startswith("Box (Player 1):"):
            browser.click(page, "#b-confirm")
        elif rows[0] == "Player 2's turn":
            browser.click(page, "#b-roll")
        else:
            browser.click(page, "#b-confirm")
    else:
        pytest.fail("the box never moved a magician: %r" % asked)
    m, f = moved[0][1], moved[0][2]
    assert "Put %s on %d" % (magician(m), f) in asked, asked
    assert text.startswith("Box (Player 1): %s to %d" % (magician(m), f)), rows
    assert page.evaluate("hexbox.errors") == []
    page.close()


def test_on_a_phone_the_box_fits_and_its_buttons_answer(site):  # noqa: F811
    """A pupil opens the link on a phone (390 px wide): the page does not
    run off sideways (the OLED and STOP were cut at the right edge), the
    OLED keeps its 2:1 shape, OK is on the first screen (it was below the
    table), and OK tapped on screen plays."""
    url, ctx = site
    page = ctx.new_page()
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(url + "?game=techno_witches&players=4&seed=3&bots=1,2")
    browser.wait_ready(page)
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    for sel in ("#oled", "#b-roll", "#b-confirm", "#b-back", "#b-stop", "#seat-3"):
        b = page.locator(sel).bounding_box()
        assert b["x"] >= 0 and b["x"] + b["width"] <= 390, (sel, b)
    o = page.locator("#oled").bounding_box()
    assert abs((o["width"] - 16) - 2 * (o["height"] - 16)) <= 2, o
    # the OLED and the buttons under the picker, the table right under them:
    # a thumb reaches OK without scrolling away from the screen it answers
    ok = page.locator("#b-confirm").bounding_box()
    table = page.locator("#svg svg").bounding_box()
    assert o["y"] < ok["y"] and ok["y"] + ok["height"] <= 844, ok
    assert ok["y"] < table["y"] < 844, table
    page.wait_for_timeout(SEEN_MS + 200)  # read the screen first: an OK before that plays nothing
    before = browser.rows(page)
    browser.click(page, "#b-confirm")
    for _ in range(80):  # the answer, however loaded the machine
        if browser.rows(page) != before:
            break
        page.wait_for_timeout(100)
    assert browser.rows(page) != before
    os.makedirs(SHOTS, exist_ok=True)
    page.screenshot(path=os.path.join(SHOTS, "phone.png"), full_page=True)
    assert page.evaluate("hexbox.errors") == []
    page.close()


def test_the_keys_play_the_box_after_new_game_and_a_language_choice(site):  # noqa: F811
    """"New game" clicked, then the keys the page names (Enter: OK, R: ROLL):
    Enter pressed on the focused button started yet another new game each
    time. Now the keys go to the box, after the language menu too; only
    the seed field takes typing."""
    url, ctx = site
    page = ctx.new_page()
    page.goto(url + "?game=wandelnde_tuerme&players=2&seed=3")
    browser.wait_ready(page)
    boots = page.evaluate("hexbox.boots")
    browser.click(page, "#new")
    page.wait_for_function("hexbox.boots > %d" % boots, timeout=30000)
    boots = page.evaluate("hexbox.boots")
    assert settle(page)[:2] == ["Pass the box to", "Red"]
    page.keyboard.press("Enter")  # OK: Red takes the box
    menu = settle(page)
    assert menu[0] == "Red: play" and page.evaluate("hexbox.boots") == boots, menu
    page.keyboard.press("r")  # ROLL: the next row
    assert page.evaluate("document.getElementById('oled').dataset.hl") == "2"
    browser.click(page, "#lang")  # the menu opened and a language chosen with the keyboard
    page.keyboard.press("ArrowDown")
    page.keyboard.press("Enter")
    page.wait_for_function("hexbox.boots > %d" % boots, timeout=30000)
    boots = page.evaluate("hexbox.boots")
    settle(page)
    page.keyboard.press("Enter")  # OK on the German box
    rows = settle(page)
    assert page.evaluate("hexbox.boots") == boots
    assert rows[0].startswith("Rot"), rows
    page.click("#seed")
    page.keyboard.type("42")  # the seed field takes the digits, not the box
    assert page.input_value("#seed") == "42"
    assert page.evaluate("hexbox.errors") == []
    page.select_option("#lang", "en")  # a link without a language opens in the last one chosen
    page.wait_for_function("hexbox.boots > %d" % boots, timeout=30000)
    page.close()


@full_only
def test_the_spuknacht_picture_title_says_where_the_ghost_wheel_stands(site):  # noqa: F811
    """The table's title read "wheel step 3281 of 16000": motor steps, which
    no player follows. Set, rolled and moved by drags, the wheel turned: the
    title says where the ghost wheel stands as the dice count it (degrees
    and notches), in step with the wheel drawn under it."""
    import re

    url, ctx = site
    page = ctx.new_page()
    page.goto(url + "?game=spuknacht&players=2&seed=11&speed=4")
    browser.wait_ready(page)
    title = "document.querySelector('#svg svg text').textContent"
    assert page.evaluate(title).endswith("ghost wheel at 0 degrees (0 of 24 notches)")
    for m in range(3):
        st = page_state(page, "spuknacht")
        f = [a for a in st["actions"] if a[0] == "place" and a[1] == m][0][2]
        browser.drag(page, "#m%d" % m, "#f%d" % f)
        page.wait_for_function("+document.body.dataset.played >= %d" % (m + 1), timeout=8000)
        page.wait_for_timeout(300)
    browser.click(page, "#b-confirm")
    page.wait_for_timeout(300)
    browser.click(page, "#b-roll")
    page.wait_for_function("+document.body.dataset.played >= 4", timeout=8000)
    page.wait_for_timeout(500)
    g, a = policy(page_state(page, "spuknacht"))
    browser.drag(page, "#m%d" % a[1], "#f%d" % a[2])
    page.wait_for_function("+document.body.dataset.played >= 5", timeout=8000)
    page.wait_for_timeout(4000)  # the wheel turns, then stands
    said = page.evaluate(title)
    step = int(page.evaluate("document.querySelector('#svg svg').dataset.step"))
    assert "step" not in said and str(step) not in said.split(" - ")[-1], said
    found = re.search(r"at (\d+) degrees \((\d+) of 24 notches\)", said)
    deg, notch = (int(x) for x in found.groups())
    period = int(page.evaluate("document.querySelector('#wheel').dataset.period"))
    assert step > 0 and notch == step * 24 // period % 24, (said, step, period)
    assert abs(deg - step * 360 // period % 360) <= 1, (said, step, period)
    assert page.evaluate("hexbox.errors") == []
    page.close()
