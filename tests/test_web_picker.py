"""The page's game picker offers every variant the engine has (the list
host_tools.games.variant_choices makes, which the simulator's --variant help
names too), in Chromium as a person uses it: the team game of Die wandelnden
Tuerme shows only at 4 or 6 seats, Meistermagier with a count of spells,
one Techno Witches adventure at a time (two ticked adventures used to stop
the box with "selftest FAIL"). New game starts what was chosen, a reload
keeps it, the picker shows it again."""

import os

import pytest
from test_web import SHOTS, page_state, site  # noqa: F401 (site: the fixture)
from test_web_secrets import settle

from host_tools.web import browser

pytestmark = pytest.mark.skipif(browser.missing() is not None, reason=browser.missing() or "")


def picker(page):
    return page.evaluate("""[...document.querySelectorAll('#variants input, #variants select')]
        .map(e => [e.id, e.type === 'checkbox' ? e.checked : e.value, e.disabled])""")


def new_game(page):
    boots = page.evaluate("hexbox.boots")
    browser.click(page, "#new")
    page.wait_for_function("hexbox.boots > %d" % boots, timeout=30000)
    return settle(page)


def test_the_team_game_and_the_spell_count_are_chosen_on_the_page(site):  # noqa: F811
    url, ctx = site
    page = ctx.new_page()
    page.goto(url + "?game=wandelnde_tuerme&players=2&seed=3")
    browser.wait_ready(page)
    # two seats: the team game is there, greyed, saying when it is played
    assert picker(page) == [["variant-0", "", False], ["variant-1", False, True]]
    assert "4, 6" in page.locator("#variant-1").locator("xpath=..").get_attribute("title")
    page.select_option("#players", "4")
    assert picker(page) == [["variant-0", "", False], ["variant-1", False, False]]
    browser.click(page, "#variant-1")  # tick "team game"
    page.select_option("#variant-0", label="3 spells")
    rows = new_game(page)
    st = page_state(page, "wandelnde_tuerme")
    assert st["config"]["players"] == 4
    assert sorted(st["config"]["variant"]) == ["meister3", "team"]
    assert len(st["state"]["spells"]) == 3
    assert "Meistermagier: 3 spells" in page.evaluate("document.getElementById('info').textContent")
    assert rows and page.evaluate("hexbox.errors") == []
    page.reload()
    assert browser.wait_ready(page)["resumed"] is True
    assert picker(page) == [["variant-0", "meister3", False], ["variant-1", True, False]]
    # back to three seats: no team game can be started, the box is not refused
    page.select_option("#players", "3")
    assert picker(page)[1] == ["variant-1", False, True]
    new_game(page)
    st = page_state(page, "wandelnde_tuerme")
    assert st["config"]["players"] == 3 and st["config"]["variant"] == ["meister3"]
    os.makedirs(SHOTS, exist_ok=True)
    page.screenshot(path=os.path.join(SHOTS, "picker-tuerme.png"))
    assert page.evaluate("hexbox.errors") == []
    page.close()


def test_one_adventure_at_a_time_and_a_link_with_the_old_name(site):  # noqa: F811
    url, ctx = site
    page = ctx.new_page()
    page.goto(url + "?game=techno_witches&players=2&seed=3")
    browser.wait_ready(page)
    assert page.evaluate("document.getElementById('variant-0').tagName") == "SELECT"
    # the menu says what it chooses
    said = page.locator("#variant-0").locator("xpath=..").inner_text()
    assert said.startswith("Variant"), said
    # no pieces to drag on this table: a touch pans and zooms it (a phone's table is small)
    assert page.evaluate("getComputedStyle(document.querySelector('#svg svg')).touchAction") \
        == "auto"
    page.select_option("#variant-0", label="Quaddatsch")
    rows = new_game(page)
    assert page_state(page, "techno_witches")["config"]["variant"] == ["quaddatsch"]
    assert "selftest" not in " ".join(rows).lower(), rows
    # a link naming Meistermagier by its plain name: the menu shows its count
    page.goto(url + "?game=wandelnde_tuerme&players=2&seed=5&variant=meister")
    browser.wait_ready(page)
    assert picker(page)[0] == ["variant-0", "meister8", False]
    assert len(page_state(page, "wandelnde_tuerme")["state"]["spells"]) == 8
    page.goto(url + "?game=spuknacht&players=2&seed=5")
    browser.wait_ready(page)  # the magicians are dragged: a touch does not pan the table
    assert page.evaluate("getComputedStyle(document.querySelector('#svg svg')).touchAction") \
        == "none"
    assert page.evaluate("hexbox.errors") == []
    page.close()
