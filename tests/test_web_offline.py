"""The page offline once loaded (README: "offline once loaded"), in Chromium
with the network cut after the first load: a reload resumes the game, the
lessons open and their Lab runs a pupil's code, and a link to each of the
four games starts it. And a link that names variant= twice keeps both, or
says which one it left out."""

import os

import pytest
from test_web import lab_run, page_state, site  # noqa: F401  (site: fixture)

from host_tools import ROOT
from host_tools.web import browser

pytestmark = pytest.mark.skipif(browser.missing() is not None, reason=browser.missing() or "")
GAMES = ("spuknacht", "techno_witches", "wandelnde_tuerme", "broom_service")


def test_reload_lessons_and_every_game_work_offline_once_loaded(site):  # noqa: F811
    url, ctx = site
    page = ctx.new_page()
    page.goto(url + "?game=wandelnde_tuerme&players=3&seed=12")
    browser.wait_ready(page)
    for _ in range(4):  # OK past the pass screen, OK on the first row: one action
        if page_state(page, "wandelnde_tuerme")["history"]:
            break
        browser.click(page, "#b-confirm")
        page.wait_for_timeout(400)
    played = page_state(page, "wandelnde_tuerme")["history"]
    assert played
    # the service worker has kept the site
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=30000)
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    ctx.set_offline(True)
    try:
        page.reload()
        assert browser.wait_ready(page)["resumed"] is True
        assert page_state(page, "wandelnde_tuerme")["history"] == played
        page.goto(url + "lessons.html#2")
        page.wait_for_function("window.hexboxLab && (hexboxLab.ready || hexboxLab.errors.length)",
                               timeout=30000)
        assert page.evaluate("hexboxLab.errors") == []
        assert "Drive the stepper" in page.inner_text("#lesson h1")
        with open(os.path.join(ROOT, "docs", "lessons", "solutions", "lesson2.py")) as f:
            r = lab_run(page, f.read())
        assert r["ok"], r["lines"]
        for seed, name in enumerate(GAMES, 40):
            page.goto(url + "?game=%s&players=2&seed=%d" % (name, seed))
            browser.wait_ready(page)
            st = page_state(page, name)
            assert st["config"]["seed"] == seed and st["actions"], name
            assert browser.rows(page), name
        assert page.evaluate("hexbox.errors") == []
    finally:
        ctx.set_offline(False)
    page.close()


def test_a_link_with_variant_twice_keeps_both(site):  # noqa: F811
    url, ctx = site
    page = ctx.new_page()
    page.goto(url + "?game=wandelnde_tuerme&players=4&seed=13&variant=team&variant=meister3")
    browser.wait_ready(page)
    assert sorted(page.evaluate("hexbox.config.variant")) == ["meister3", "team"]
    assert sorted(page_state(page, "wandelnde_tuerme")["config"]["variant"]) == ["meister3", "team"]
    assert page.evaluate("document.getElementById('note').textContent") == ""
    page.close()


def test_a_link_says_which_variant_it_left_out(site):  # noqa: F811
    url, ctx = site
    page = ctx.new_page()
    # two adventures: one game plays one of them (the last named)
    page.goto(url + "?game=techno_witches&players=2&seed=14&variant=bumblebee&variant=quaddatsch")
    browser.wait_ready(page)
    assert page.evaluate("hexbox.config.variant") == ["quaddatsch"]
    note = page.evaluate("document.getElementById('note').textContent")
    assert "bumblebee" in note and "quaddatsch" not in note, note
    page.close()
