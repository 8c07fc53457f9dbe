"""The classroom page's teacher panel (Chromium, driven by playwright as
tests/test_web.py does): collapsed under its summary, so a family is not
asked about faults; opened, its buttons break the simulated box's parts
as the simulator's keys do (W, O, k17, f17: sim.parts.teacher_fault), and
the box copes where a class sees it. A sensor killed under a magician while
the dice are due, and a flickering one, are named on the OLED; the OLED's
bus gone for 3 s takes no frame while ROLL is played, and the screen comes
back with what the box shows; the wheel's slip is announced. The panel
speaks the page's language."""

import json
import os

import pytest
from test_web import check_oled, mags_in_svg, page_state, site, wait_played  # noqa: F401 (site: the fixture)

from hexbox.app.words_en import SENSOR_FAULT
from host_tools.web import browser
from host_tools.web.build import STATIC

pytestmark = pytest.mark.skipif(browser.missing() is not None, reason=browser.missing() or "")

FAULTS = ("#fault-slip", "#fault-oled", "#fault-field", "#fault-kill", "#fault-flicker")
SPEED = 2  # the box's clock at twice the wall clock's: 3 s without the OLED are 1.5 s here


def words(code):
    with open(os.path.join(STATIC, "words_%s.json" % code), encoding="utf-8") as f:
        return json.load(f)


def said(page):
    return page.inner_text("#fault-said")


def wait_rows(page, *rows, timeout=15000):
    """Until the OLED's rows hold these rows, one after the other."""
    page.wait_for_function("""(want) => {
        const r = JSON.parse(document.getElementById('oled').dataset.rows || '[]');
        return r.some((_, i) => want.every((w, k) => r[i + k] === w)); }""",
                           arg=list(rows), timeout=timeout)


def field(page, value):
    page.fill("#fault-field", str(value))


def test_the_teacher_panel_breaks_the_box_and_the_box_copes(site):  # noqa: F811
    url, ctx = site
    en = words("en")
    page = ctx.new_page()
    page.goto(url + "?game=spuknacht&players=1&seed=37&speed=%d" % SPEED)
    browser.wait_ready(page)
    assert page.evaluate("document.getElementById('teacher').open") is False
    assert not any(page.locator(s).is_visible() for s in FAULTS)
    browser.click(page, "#teacher summary")
    for s in FAULTS:
        assert page.locator(s).is_visible() and page.locator(s).is_enabled(), s
    # the magicians set as the box asks: the dice are due
    for m in range(3):
        st = page_state(page, "spuknacht")
        f = [a for a in st["actions"] if a[0] == "place" and a[1] == m][0][2]
        browser.drag(page, "#m%d" % m, "#f%d" % f)
        wait_played(page, m + 1)
    mags = mags_in_svg(page)
    assert page_state(page, "spuknacht")["actions"] == [["roll"]]

    # a dead sensor under a magician: named once the board held still 10 s
    dead = mags[0]
    field(page, dead)
    browser.click(page, "#fault-kill")
    assert said(page) == en["fault_kill_done"] % dead
    wait_rows(page, SENSOR_FAULT[0] % dead, SENSOR_FAULT[2], timeout=20000)
    # a flickering one under a free field: named within a scan window
    loose = min(f for f in range(48) if f not in mags)
    field(page, loose)
    browser.click(page, "#fault-flicker")
    assert said(page) == en["fault_flicker_done"] % loose
    wait_rows(page, SENSOR_FAULT[0] % loose, SENSOR_FAULT[3])
    page.wait_for_timeout(600)  # read, as a person does before OK
    browser.click(page, "#b-confirm")
    page.wait_for_function("!JSON.parse(document.getElementById('oled').dataset.rows)"
                           ".some(r => r.startsWith('field '))")

    # the OLED's bus gone: ROLL is played in the dark, and the screen comes back
    oleds = page.evaluate("hexbox.oleds")
    browser.click(page, "#fault-oled")
    assert said(page) == en["fault_oled_done"] % 3000
    browser.click(page, "#b-roll")
    wait_played(page, 4)
    assert page.evaluate("hexbox.oleds") == oleds, "a frame over a bus that does not answer"
    page.wait_for_function("hexbox.oleds > %d" % oleds, timeout=10000)
    page.wait_for_timeout(300)
    check_oled(page)  # what the box shows now, pixel for pixel

    browser.click(page, "#fault-slip")
    assert said(page) == en["fault_slip_done"] % (200 * 16 * 5 // 16)
    assert page.evaluate("hexbox.errors") == []

    # in German: the panel's words and what a fault says
    de = words("de")
    boots = page.evaluate("hexbox.boots")
    page.select_option("#lang", "de")
    page.wait_for_function("hexbox.boots > %d" % boots, timeout=30000)
    assert page.inner_text("#teacher summary") == de["teacher"]
    if not page.evaluate("document.getElementById('teacher').open"):
        browser.click(page, "#teacher summary")
    assert page.inner_text("#fault-kill") == de["fault_kill"]
    browser.click(page, "#fault-oled")
    assert said(page) == de["fault_oled_done"] % 3000
    assert page.evaluate("hexbox.errors") == []
    page.close()


def test_a_referee_box_offers_only_the_faults_of_its_parts(site):  # noqa: F811
    """A box without wheel or hall sensors: only the OLED's fault can be
    clicked."""
    url, ctx = site
    page = ctx.new_page()
    page.goto(url + "?game=broom_service&players=2&seed=38")
    browser.wait_ready(page)
    browser.click(page, "#teacher summary")
    on = {s: page.locator(s).is_enabled() for s in FAULTS}
    assert on == {"#fault-slip": False, "#fault-oled": True, "#fault-field": False,
                  "#fault-kill": False, "#fault-flicker": False}
    page.close()
