"""The box's own setup screen on the classroom page (Chromium, driven by
playwright as tests/test_web.py does): a link with ?setup boots a box
that holds every game into the firmware's setup screen, the same one the
box and the simulator show; clicks on ROLL, OK and BACK choose another
game and player count there, and the page then plays and names that game.
A reload resumes it (the link opens the same box again)."""

import pytest
from test_web import site  # noqa: F401 (site: the fixture)
from test_web_secrets import settle

from host_tools.web import browser

pytestmark = pytest.mark.skipif(browser.missing() is not None, reason=browser.missing() or "")


def to_row(page, text, button="#b-roll", limit=20):
    """Click `button` until the highlighted row (the cursor's) starts with text."""
    for _ in range(limit):
        hl = page.evaluate("document.getElementById('oled').dataset.hl")
        rows = settle(page)
        if hl is not None and 0 <= int(hl) < len(rows) and rows[int(hl)].startswith(text):
            return rows
        browser.click(page, button)
    raise AssertionError("no row %r: %r" % (text, browser.rows(page)))


def test_the_page_shows_the_boxs_setup_screen_and_plays_what_it_sets_up(site):  # noqa: F811
    url, ctx = site
    page = ctx.new_page()
    page.goto(url + "?setup=1")
    browser.wait_ready(page)
    rows = settle(page)
    assert rows[:4] == ["Setup: OK sets", "Start the game", "Die verdrehte", "    Spuknacht"], rows
    to_row(page, "Die verdrehte")
    to_row(page, "Die wandelnden", "#b-confirm")  # OK: the next game
    to_row(page, "Players")
    to_row(page, "Players: 3", "#b-confirm")
    to_row(page, "Start", "#b-back")
    browser.click(page, "#b-confirm")
    page.wait_for_function("hexbox.state() && hexbox.state().config", timeout=30000)
    st = browser.state(page)
    assert st["config"]["players"] == 3 and st["history"] == []
    assert "Die wandelnden Türme" in page.evaluate("document.getElementById('info').textContent")
    assert "setup=1" in page.url
    assert page.evaluate("hexbox.errors") == []
    # a reload: the same box, its saved game resumed
    page.reload()
    browser.wait_ready(page)
    page.wait_for_function("hexbox.state() && hexbox.state().config", timeout=30000)
    assert browser.state(page)["config"]["players"] == 3
    page.close()
