"""Broom Service and Techno Witches on the classroom page (Chromium), read
by a newcomer clicking the box's buttons with pauses: every VP change on
the OLED names the rule it comes from, and Techno Witches' table picture
marks its castles, houses and flyers with a legend in the menu's words."""

import os
import re

import pytest
from test_web_secrets import SHOTS, hold, settle, site  # noqa: F401 (site: the fixture)
from tiers import full_only

from hexbox.app.referee import SEEN_MS
from host_tools.web import browser

pytestmark = pytest.mark.skipif(browser.missing() is not None, reason=browser.missing() or "")

BARE_VP = re.compile(r"[+-]\d+ (VP|points?)\b(?!:)")


def svg_texts(page, cls):
    return page.evaluate(
        "[...document.querySelectorAll('#svg svg text.%s')].map(t => t.textContent)" % cls
    )


@full_only
def test_broom_service_says_why_the_points_changed(site):  # noqa: F811
    """Three seats: the picture's legend says what towers and clouds are and
    names the round's enchanted roles as the status pages do; then OK
    clicked for the first row each time (the pass screens and news too):
    the first changes of points come with their reason ("Red +4 points:
    delivery"), never a bare "Red -3 points" (nor "VP")."""
    url, ctx = site
    page = ctx.new_page()
    page.goto(url + "?game=broom_service&players=3&seed=3")
    browser.wait_ready(page)
    # the picture's legend: what a tower and a cloud are, and the round's
    # enchanted roles, named as the status rows name them
    legend = svg_texts(page, "legend")
    assert any(t.startswith("tower: ") for t in legend), legend
    assert any(t.startswith("cloud: ") for t in legend), legend
    assert any(t.startswith("enchanted (-3 points): ") for t in legend), legend
    status = []
    browser.click(page, "#b-confirm")  # Red takes the box
    settle(page)
    hold(page, "#b-roll")  # the status pages: the enchanted roles among them
    for _ in range(4):
        status += [r.strip() for r in settle(page)]
        browser.click(page, "#b-roll")
    named = [t for t in legend if t.startswith("enchanted")][0].split(": ", 1)[1].split(", ")
    assert "Enchanted roles" in status and "cost 3 points:" in status, status
    assert set(named) <= set(status), (named, status)
    browser.click(page, "#b-confirm")
    said = []
    for _ in range(120):
        rows = settle(page)
        text = " ".join(r.strip() for r in rows)
        assert not BARE_VP.search(text), rows
        if re.search(r"[+-]\d+ points?: \w", text):
            said.append(text)
            if len(said) >= 3:
                break
        browser.click(page, "#b-confirm")
    assert said, "no change of points in 120 clicks"
    hold(page, "#b-back")  # the last decision taken back: one phrase, no bare points
    undone = settle(page)
    assert undone[0] == "Undone:", undone
    assert not BARE_VP.search(" ".join(undone)), undone
    assert page.evaluate("hexbox.errors") == []
    page.close()


def test_techno_witches_table_names_each_mark_as_the_menu_does(site):  # noqa: F811
    """Three flyers in Flight School: each row of the start menu ("House 2")
    names a house the legend under the picture names with its mark (h1-h3
    on the houses), each castle is numbered and named there as the menus
    and lines name it; as each flyer is set, its initial is written at its
    tip and the legend gives its seat."""
    url, ctx = site
    page = ctx.new_page()
    page.goto(url + "?game=techno_witches&players=3&seed=4")
    browser.wait_ready(page)
    legend = svg_texts(page, "legend")
    marks = svg_texts(page, "mark")
    assert {"h1", "h2", "h3"} <= set(marks), marks
    places = []
    for _ in range(12):  # ROLL walks down the menu: every start place read
        rows = settle(page)
        places += [r.strip().lstrip(">").strip() for r in rows if "House " in r]
        browser.click(page, "#b-roll")
    places = sorted(set(places))
    assert places == ["House 1", "House 2", "House 3"], places  # Flight School: at home
    assert "h1-h3 House 1-3" in legend, legend
    castles = [t.split(" ", 1) for t in legend if t[:1].isdigit()]
    assert len(castles) == 8, legend
    for number, name in castles:  # "2 Skyprick": the number on that castle
        assert number in marks and name[:1].isupper(), (number, name, marks)
    for seat in ("V Violet", "G Green", "R Red"):
        assert seat in legend, legend
    # set the three flyers: OK at a place, at a heading, on the news
    for _ in range(15):
        marks = svg_texts(page, "mark")
        if {"V", "G", "R"} <= set(marks):
            break
        page.wait_for_timeout(SEEN_MS)  # a menu's row plays once it stood a moment
        browser.click(page, "#b-confirm")
        settle(page)
    else:
        pytest.fail("the flyers are not marked: %r" % marks)
    os.makedirs(SHOTS, exist_ok=True)
    page.screenshot(path=os.path.join(SHOTS, "techno_witches-legend.png"), full_page=True)
    assert page.evaluate("hexbox.errors") == []
    page.close()


@full_only
def test_broom_service_table_says_what_each_region_letter_is(site):  # noqa: F811
    """The OLED sends a witch "to F12" and delivers "in E33"; the table
    showed the codes on the map but no word for F, E, H, M, W or K, and
    the colours alone do not tell a heath from a hill. A newcomer opens the
    game, reads the first witch move on the OLED (OK on the first rows),
    and finds its region's letter named in the table's legend, in English
    and in German."""
    url, ctx = site
    page = ctx.new_page()
    for lang, witch in (("en", "Witch"), ("de", "Hexe")):
        page.goto(url + "?game=broom_service&players=2&seed=4&lang=" + lang)
        browser.wait_ready(page)
        moved = None
        for _ in range(40):
            text = " ".join(settle(page))
            # a region by its landscape's letter (F12), in German its start (Wa12)
            moved = re.search(witch + r" \d (?:to|nach) ([A-ZÄÖÜ][a-zäöü]?)\d\d", text)
            if moved:
                break
            page.wait_for_timeout(SEEN_MS + 100)  # read first: OK plays a menu row seen a moment
            browser.click(page, "#b-confirm")
        assert moved, "no witch moved in 40 clicks (%s)" % lang
        codes = page.evaluate("[...document.querySelectorAll('#svg svg text')]"
                              ".map(t => t.textContent)"
                              ".filter(t => /^[A-ZÄÖÜ][a-zäöü]?\\d\\d$/.test(t))")
        letters = set(c[:-2] for c in codes)
        assert moved.group(1) in letters, (moved.group(0), letters)
        legend = " ".join(svg_texts(page, "legend"))
        for letter in sorted(letters):
            assert re.search(r"(^| )%s [A-Za-zÄÖÜäöüß]{3,}" % letter, legend), \
                (lang, letter, legend)
    assert page.evaluate("hexbox.errors") == []
    page.close()
