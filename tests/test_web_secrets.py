"""Pass-and-play on the classroom page (Chromium): a seat's hand shows only
after that seat's pass screen, after an undo and after a reload too.
Played with clicks on the page's buttons, as a pupil does."""

import os

import pytest

from host_tools import ROOT
from host_tools.web import browser

SHOTS = os.path.join(ROOT, "build", "web-shots")

pytestmark = pytest.mark.skipif(browser.missing() is not None, reason=browser.missing() or "")


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    from host_tools.web.build import build

    out = build(str(tmp_path_factory.mktemp("web")))
    with browser.serve(out) as url, browser.browser() as ctx:
        yield url, ctx


def hold(page, selector):
    page.hover(selector)
    page.mouse.down()
    page.wait_for_timeout(1100)
    page.mouse.up()
    page.wait_for_timeout(300)


def settle(page):
    page.wait_for_timeout(250)
    return browser.rows(page)


def ok_until(page, done, limit=60):
    """OK clicked, a pause after each, until done(the OLED's rows): those
    rows (None if they never came). A press that comes before a new menu
    has been read (SEEN_MS) plays nothing, and how many do so depends on
    the machine's load: the limits are generous, the loop ends when done."""
    for _ in range(limit):
        rows = settle(page)
        if done(rows):
            return rows
        browser.click(page, "#b-confirm")
    return None


def test_undo_and_reload_show_no_hand_before_its_pass_screen(site):
    """"In Türme, holding BACK (undo) at 'pass the keyboard to Blue' shows
    Red's hand and wizards with no pass screen. A resumed game shows the
    acting seat's hand at once." Red plays until the box asks for Blue;
    BACK held; the page reloaded: no hand on the OLED until Red's pass
    screen is confirmed (asked for by holding ROLL)."""
    url, ctx = site
    page = ctx.new_page()
    page.goto(url + "?game=wandelnde_tuerme&players=2&seed=5")
    browser.wait_ready(page)
    # OK: the pass screen, the news, the first menu row
    if ok_until(page, lambda rows: rows[:2] == ["Pass the box to", "Blue"]) is None:
        pytest.fail("the box never asked for Blue: %r" % browser.rows(page))
    hold(page, "#b-back")
    seen = [settle(page)]
    assert seen[0][0] == "Undone:"
    browser.click(page, "#b-confirm")
    seen.append(settle(page))
    page.reload()
    browser.wait_ready(page)
    seen.append(settle(page))
    for rows in seen:
        assert "Your hand:" not in rows and not any("wizards on:" in r for r in rows), seen
    hold(page, "#b-roll")
    asked = settle(page)
    assert asked[:2] == ["Pass the box to", "Red"], asked
    browser.click(page, "#b-confirm")
    shown = settle(page)
    assert "Your hand:" in shown, shown
    os.makedirs(SHOTS, exist_ok=True)
    page.screenshot(path=os.path.join(SHOTS, "wandelnde_tuerme-passed.png"))
    page.close()


def test_a_box_seat_in_the_team_game_names_no_card_of_its_hand(site):
    """A box seat's hand is as secret as a person's. In Türme's team game
    the box gave its partner a card and the OLED read "Box (Orange):
    Wizard 3" for the whole table, and "Box (Blue): Tower 5" for the card
    given back. A card handed over in the swap is told as "Box (Orange)
    chose"; the line all may read ("Blue swaps with the partner") follows
    it. Two people (Red, Green) press OK on the first row of every screen;
    Blue and Orange are the box's."""
    import re

    url, ctx = site
    page = ctx.new_page()
    page.goto(url + "?game=wandelnde_tuerme&players=4&seed=378312979&variant=team&lang=en&bots=1,3")
    browser.wait_ready(page)
    # a card named in a box seat's announcement, other than the one it
    # plays (that one the next line names for all: "Blue plays Tower 4")
    card = re.compile(r"Box \((Blue|Orange)\): (Wizard \d+/Tower \d+|Wizard \d+|Tower \d+|"
                      r"Wizard/tower die|\w+: \d dice)(?![>\d/])(?! (Blue|Orange) plays)")
    told = []
    for _ in range(60):
        rows = settle(page)
        told.append(" ".join(rows))
        hist = browser.state(page)["history"]
        if sum(1 for a in hist if a[0] in ("give", "return")) >= 4:
            break
        browser.click(page, "#b-confirm")
    gives = [a for a in browser.state(page)["history"] if a[0] in ("give", "return")]
    assert len(gives) >= 4, (gives, told)  # partners swapped twice: the box gave and took
    leaks = [t for t in told if card.search(t)]
    assert not leaks, leaks
    assert any("Box (Orange) chose" in t or "Box (Blue) chose" in t for t in told), told
    assert page.evaluate("hexbox.errors") == []
    page.close()


def test_roll_held_on_a_news_screen_opens_the_status_pages(site):
    """"Hold ROLL: the status pages" - but on a screen of news ("Die 4,
    ghosts red 3 / OK"), most screens of a game, holding ROLL only read on:
    no pages came. Spuknacht: the magicians set, ROLL, ROLL held on the
    dice's news: the news is read and the pages come; OK: the move. Türme: Red
    plays until the news ends with "Blue's turn"; ROLL held: the pass
    screen for Blue first, then Blue's pages, and Red's news does not come
    back to Blue."""
    url, ctx = site
    page = ctx.new_page()
    page.goto(url + "?game=spuknacht&players=2&seed=11&speed=4")
    browser.wait_ready(page)
    for m, f in ((0, 35), (1, 39), (2, 12)):
        browser.drag(page, "#m%d" % m, "#f%d" % f)
        page.wait_for_function("+document.body.dataset.played >= %d" % (m + 1))
    if ok_until(page, lambda rows: rows[:1] == ["Player 1's turn"]) is None:
        pytest.fail("no roll asked for: %r" % browser.rows(page))
    browser.click(page, "#b-roll")
    news = settle(page)
    assert news[0].startswith("Die ") and news[-1] == "OK", news
    hold(page, "#b-roll")
    pages = settle(page)
    assert "chips 0/15" in pages and pages[-1] == "ROLL more, OK", pages
    browser.click(page, "#b-confirm")  # the news was read: on to the move
    assert settle(page)[0].startswith("Move up to")
    page.close()

    page = ctx.new_page()
    page.goto(url + "?game=wandelnde_tuerme&players=2&seed=9")  # not resumed: a new link
    browser.wait_ready(page)
    news = ok_until(page, lambda rows: "Blue's turn" in rows)
    assert news is not None, browser.rows(page)
    hold(page, "#b-roll")
    assert settle(page)[:2] == ["Pass the box to", "Blue"]
    browser.click(page, "#b-confirm")
    pages = settle(page)
    assert "Your hand:" in pages and pages[-1] == "ROLL more, OK", pages
    browser.click(page, "#b-confirm")
    after = settle(page)
    assert after != news and "Blue: play" in after[0], after
    assert page.evaluate("hexbox.errors") == []
    page.close()
