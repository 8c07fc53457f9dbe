"""Die verdrehte Spuknacht on the page's full box, played by drags and clicks
in Chromium: "First, you move according to the blue magicians' die" (a
magician dragged before ROLL is put back, and ROLL waits); "only one
magician can stand on each field" (a drop on a taken field says why and
what to do); each magician's next target field is marked on the table, as
the simulator marks it."""

import json

import pytest
from test_web import mags_in_svg, page_state, replay, site, wait_played  # noqa: F401  (site: fixture)

from hexbox.app.speech import words
from hexbox.games.spuknacht.present import magician
from host_tools import ROOT
from host_tools.web import browser

pytestmark = pytest.mark.skipif(browser.missing() is not None, reason=browser.missing() or "")


def placed(served, seed):
    """A new page on a Spuknacht game, its three magicians set by drags:
    the page and its state."""
    url, ctx = served
    page = ctx.new_page()
    page.goto(url + "?game=spuknacht&players=2&seed=%d&speed=4" % seed)
    browser.wait_ready(page)
    for m in range(3):
        st = page_state(page, "spuknacht")
        f = [a for a in st["actions"] if a[0] == "place" and a[1] == m][0][2]
        browser.drag(page, "#m%d" % m, "#f%d" % f)
        wait_played(page, m + 1)
    return page, page_state(page, "spuknacht")


def free_next_to(st, f):
    mags = st["state"]["magicians"]
    for d in (1, -1, 7, -7):
        if 0 <= f + d < 48 and f + d not in mags:
            return f + d
    raise AssertionError(f)


def wait_rows(page, first, timeout=8000):
    page.wait_for_function("JSON.parse(document.getElementById('oled').dataset.rows || '[]')[0]"
                           " === %s" % json.dumps(first), timeout=timeout)


def test_a_magician_dragged_before_roll_is_put_back_and_roll_waits(site):  # noqa: F811
    page, st = placed(site, 31)
    frm = st["state"]["magicians"][0]
    to = free_next_to(st, frm)
    browser.drag(page, "#m0", "#f%d" % to)  # Vicky moved before the dice
    wait_rows(page, words().NOT_YET[0])
    assert browser.rows(page)[1] == words().FIXES[0] % (magician(0), frm)
    browser.click(page, "#b-roll")
    page.wait_for_timeout(800)
    st = page_state(page, "spuknacht")
    assert len(st["history"]) == 3 and st["state"]["phase"] == "roll", "ROLL must wait"
    browser.drag(page, "#m0", "#f%d" % frm)  # put back
    page.wait_for_function("JSON.parse(document.getElementById('oled').dataset.rows)[0] !== %s"
                           % json.dumps(words().NOT_YET[0]), timeout=8000)
    browser.click(page, "#b-roll")
    wait_played(page, 4)
    assert page_state(page, "spuknacht")["history"][-1] == ["roll"]
    assert page.evaluate("hexbox.errors") == []
    page.close()


def test_a_drop_on_a_taken_field_says_why_and_what_to_do(site):  # noqa: F811
    page, st = placed(site, 32)
    vicky = st["state"]["magicians"][0]
    browser.drag(page, "#m1", "#f%d" % vicky)  # Conrad onto Vicky
    page.wait_for_function("document.getElementById('note').textContent !== ''", timeout=8000)
    said = json.load(open(ROOT + "/host_tools/web/static/words_en.json"))["field_taken"]
    want = said.replace("%s", "{}").format(vicky, magician(0), magician(1))
    assert page.evaluate("document.getElementById('note').textContent") == want
    assert mags_in_svg(page)[0] == vicky
    page.close()


def test_the_table_marks_each_magicians_next_target(site):  # noqa: F811
    page, st = placed(site, 33)
    g, _ = replay(st, "pico")
    want = [g.board.targets[s[0]] for s in g.stacks]
    seen = page.evaluate("[...document.querySelectorAll('#svg circle.target')]"
                         ".map(c => [+c.dataset.mag, +c.dataset.field])")
    assert sorted(seen) == [[m, want[m]] for m in range(3)], (seen, want)
    page.close()
