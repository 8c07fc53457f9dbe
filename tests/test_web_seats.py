"""Seats of people and of the box on the classroom page (Chromium, driven by
playwright as tests/test_web.py does): the picker has a choice per seat,
"New game" writes the box's seats into the flash's config.json, and the
firmware on the page plays them. The design: "At setup, each seat is
"person" or "box", on the box, in the sim and on the page"; "Solo play is
then 1 person plus box seats"."""

import os

import pytest
from test_web import SHOTS, page_state, replay, site  # noqa: F401 (site: the fixture)
from test_web_secrets import hold, settle

from host_tools.web import browser

pytestmark = pytest.mark.skipif(browser.missing() is not None, reason=browser.missing() or "")


def actors(st):
    """The seat that acted for each action of the page's game."""
    g, _ = replay({"config": st["config"], "history": [], "name": st["name"]})
    out = []
    for a in st["history"]:
        out.append(g.current)
        g.play(tuple(a))
    return out


def test_solo_play_on_the_page_one_person_and_two_box_seats(site):  # noqa: F811
    url, ctx = site
    page = ctx.new_page()
    page.goto(url + "?game=wandelnde_tuerme&players=3&seed=3")
    browser.wait_ready(page)
    # the picker: a choice per seat of the chosen player count
    page.select_option("#players", "3")
    assert page.evaluate("[...document.querySelectorAll('#seats select')].map(s => s.value)") == \
        ["person", "person", "person"]
    page.select_option("#seat-1", "box")
    page.select_option("#seat-2", "box")
    page.fill("#seed", "7")
    boots = page.evaluate("hexbox.boots")
    browser.click(page, "#new")
    page.wait_for_function("hexbox.boots > %d" % boots, timeout=30000)
    assert page.evaluate("hexbox.config.bots") == [1, 2]
    assert "bots=1%2C2" in page.url  # the link starts the same seats
    announced = []
    st = page_state(page, "wandelnde_tuerme")
    for _ in range(60):  # a person at seat 0: OK on the first row, OK to read the lines
        rows = browser.rows(page)
        announced += [r for r in rows if r.startswith("Box (")]
        st = page_state(page, "wandelnde_tuerme")
        who = actors(st)
        if len(who) >= 9 and who.count(1) >= 2 and who.count(2) >= 2:
            break
        browser.click(page, "#b-confirm")
        page.wait_for_timeout(250)
    who = actors(st)
    assert who.count(1) >= 2 and who.count(2) >= 2, who
    assert announced, "the box's moves were announced on the OLED"
    assert page.evaluate("hexbox.errors") == []
    page.screenshot(path=os.path.join(SHOTS, "seats.png"))
    page.close()


def test_the_pickers_seats_follow_the_boxs_seats_screen(site):  # noqa: F811
    """Seats chosen on the box itself (hold BACK before the first action:
    the seats screen; OK swaps a seat, "Start the game" ends it) show in the
    page's picker too, so that "New game" deals the seats the box plays."""
    url, ctx = site
    page = ctx.new_page()
    page.goto(url + "?game=wandelnde_tuerme&players=3&seed=5")
    browser.wait_ready(page)
    seats = "[...document.querySelectorAll('#seats select')].map(s => s.value)"
    assert page.evaluate(seats) == ["person", "person", "person"]
    hold(page, "#b-back")  # nothing played yet: the seats screen
    assert settle(page)[0] == "Seats: OK swaps"
    browser.click(page, "#b-roll")  # to the second seat
    browser.click(page, "#b-confirm")  # Blue: the box
    assert any(r.endswith(": box") for r in settle(page)), browser.rows(page)
    browser.click(page, "#b-back")
    browser.click(page, "#b-back")  # up past the first seat to "Start the game"
    browser.click(page, "#b-confirm")
    # (the config is replaced while the new game starts: bots may be missing a moment)
    page.wait_for_function("(hexbox.config.bots || []).length === 1", timeout=10000)
    assert page.evaluate("hexbox.config.bots") == [1]
    assert page.evaluate(seats) == ["person", "box", "person"]
    assert page.evaluate("hexbox.errors") == []
    page.close()


LABELS = "[...document.querySelectorAll('#seats label')].map(l => l.textContent.trim())"


def test_the_seat_picker_names_each_seat_as_the_oled_does(site):  # noqa: F811
    """Techno Witches calls its seats Violet, Green, Red and Blue, and the
    picker said only "Seat 2": a newcomer gave seat 2 to the box and could
    not know that the box would fly Green. Each seat's choice is labelled
    with the colour the OLED uses, in English and in German, and so is the
    line under the box; the box then announces its moves as that colour."""
    url, ctx = site
    page = ctx.new_page()
    page.goto(url + "?game=techno_witches&players=4&seed=5&lang=en")
    browser.wait_ready(page)
    labels = page.evaluate(LABELS)
    assert [t.split(" ", 2)[:2] for t in labels] == [
        ["Seat", "1"], ["Seat", "2"], ["Seat", "3"], ["Seat", "4"]], labels
    assert all("(" in t for t in labels), labels
    assert [t.split("(")[1].split(")")[0] for t in labels] == ["Violet", "Green", "Red", "Blue"]
    green = [i for i, t in enumerate(labels) if "(Green)" in t][0]
    page.select_option("#seat-%d" % green, "box")
    boots = page.evaluate("hexbox.boots")
    browser.click(page, "#new")
    page.wait_for_function("hexbox.boots > %d" % boots, timeout=30000)
    assert "(Green)" in page.inner_text("#info"), page.inner_text("#info")
    said = []
    for _ in range(30):
        rows = browser.rows(page)
        said += [r for r in rows if r.startswith("Box (")]
        if said:
            break
        browser.click(page, "#b-confirm")
        page.wait_for_timeout(250)
    assert said and all(r.startswith("Box (Green)") for r in said), said
    page.select_option("#lang", "de")
    page.wait_for_function("document.querySelector('#seats label').textContent.includes('Platz')")
    labels = page.evaluate(LABELS)
    assert "(Grün)" in labels[green], labels
    assert page.evaluate("hexbox.errors") == []
    page.close()
