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
    rows (None if they never came)."""
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
