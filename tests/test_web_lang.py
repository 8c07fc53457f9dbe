"""One language per screen on the classroom page (Chromium, driven by
playwright as tests/test_web.py does): the language chosen on the page
turns every label of the page, the table picture and the box into that
language, in each of the four games; it outlasts a reload and needs no
network once the page has loaded; and back to English.

What counts as an English word: a word of the page's English words
(words_en.json), of the table pictures' and the box's English tables, that
none of their German tables uses. The buttons keep the names printed on the
box (ROLL, OK, BACK, STOP); a language's own name ("English") stays in the
language menu."""

import json
import os

import pytest
from lang_words import module_strings, strings, tokens
from test_web import SHOTS, site  # noqa: F401 (site: the fixture)

from host_tools.web import browser
from host_tools.web.build import STATIC

pytestmark = pytest.mark.skipif(browser.missing() is not None, reason=browser.missing() or "")

GAMES = ("spuknacht", "techno_witches", "wandelnde_tuerme", "broom_service")
OWN_NAMES = {"english", "deutsch"}  # the language menu names each language in itself


def page_words(code):
    with open(os.path.join(STATIC, "words_%s.json" % code)) as f:
        return list(json.load(f).values())


def table_words(code):
    """The words a German screen shows besides the page's own: the table
    pictures', variants' and hints' (help_<code>.py) and the box's (app words)."""
    import importlib

    out = []
    for name in GAMES:
        m = importlib.import_module("hexbox.games.%s.help_%s" % (name, code))
        said = (getattr(m, "PICTURE", ()), getattr(m, "VARIANT_NAMES", ()))
        out += list(strings(said + tuple(getattr(m, "PAGE_HINTS", {}).values())))
    return out + module_strings(importlib.import_module("hexbox.app.words_%s" % code))


def only_in(code, other, texts_of):
    return tokens(texts_of(code)) - tokens(texts_of(other)) - OWN_NAMES


def shown_words(page):
    """The words a person sees: the page's visible text (the table picture's
    text too), its tooltips and placeholders, and the OLED's rows."""
    text = page.inner_text("body")
    extra = page.evaluate("""() => [...document.querySelectorAll('[title], [placeholder]')]
        .map(e => (e.title || '') + ' ' + (e.placeholder || '')).join(' ')""")
    return tokens([text, extra] + browser.rows(page))


def switch(page, code):
    boots = page.evaluate("hexbox.boots")
    page.select_option("#lang", code)
    page.wait_for_function("hexbox.boots > %d" % boots, timeout=30000)
    page.wait_for_timeout(300)


def new_game(page, name, seed):
    boots = page.evaluate("hexbox.boots")
    page.select_option("#game", name)
    page.select_option("#players", "3")
    page.fill("#seed", str(seed))
    browser.click(page, "#new")
    page.wait_for_function("hexbox.boots > %d" % boots, timeout=30000)
    page.wait_for_function("document.getElementById('oled').dataset.rows", timeout=30000)
    for _ in range(3):  # past the first screens, into a menu: more words on the OLED
        browser.click(page, "#b-confirm")
        page.wait_for_timeout(300)
    page.evaluate("document.getElementById('howto').open = true")


def test_the_page_speaks_german_in_every_game_and_english_again(site):  # noqa: F811
    english = only_in("en", "de", lambda c: page_words(c) + table_words(c))
    german = only_in("de", "en", lambda c: page_words(c) + table_words(c))
    assert {"game", "players", "seed", "link", "mute", "lessons"} <= english  # the list can catch
    url, ctx = site
    page = ctx.new_page()
    page.goto(url + "?game=spuknacht&players=2&seed=3&speed=4")
    browser.wait_ready(page)
    assert english & shown_words(page), "the English page shows no English word of the list"
    ctx.set_offline(True)  # the language changes with the network gone
    try:
        switch(page, "de")
        assert page.evaluate("hexbox.config.lang") == "de"
        assert page.evaluate("document.documentElement.lang") == "de"
        for seed, name in enumerate(GAMES, 40):
            new_game(page, name, seed)
            assert page.evaluate("hexbox.config.game") == name
            left = english & shown_words(page)
            assert not left, (name, sorted(left))
            assert "Neues Spiel" in page.inner_text("#picker")
            page.screenshot(path=os.path.join(SHOTS, "de-%s.png" % name), full_page=True)
        assert page.evaluate("hexbox.errors") == []
    finally:
        ctx.set_offline(False)

    # a reload keeps the language, and the game the box was playing
    played = page.evaluate("document.body.dataset.played")
    page.reload()
    browser.wait_ready(page)
    assert page.evaluate("hexbox.resumed") is True
    assert page.evaluate("hexbox.config.lang") == "de"
    page.wait_for_function("document.body.dataset.played === '%s'" % played, timeout=30000)
    assert not english & shown_words(page)

    # back to English: the same game goes on, said in English
    switch(page, "en")
    assert page.evaluate("hexbox.config.game") == "broom_service"
    page.wait_for_function("document.body.dataset.played === '%s'" % played, timeout=30000)
    chrome = tokens([page.inner_text("header"), page.inner_text("#box")])
    assert not german & chrome, sorted(german & chrome)
    assert "New game" in page.inner_text("#picker")
    assert page.evaluate("document.documentElement.lang") == "en"
    assert page.evaluate("hexbox.errors") == []
    page.close()


def test_a_german_spuknacht_asks_for_each_magician_in_full(site):  # noqa: F811
    """In German the full box asked "Conrad aufstellen": 17 characters on
    an OLED of 16 columns, and Conrad's request read "Conrad aufstelle".
    The magicians set one by one with drags, as the box asks: each request
    names its magician and every row fits the screen."""
    from hexbox.app.menu import COLS

    url, ctx = site
    page = ctx.new_page()
    page.goto(url + "?game=spuknacht&players=2&seed=61&lang=de&speed=4")
    browser.wait_ready(page)
    for m, name in enumerate(("Vicky", "Conrad", "Mila")):
        page.wait_for_function("JSON.parse(document.getElementById('oled').dataset.rows || '[]')"
                               ".join(' ').includes('%s')" % name, timeout=8000)
        asked = browser.rows(page)
        assert asked[0].startswith(name) and asked[1] == "auf Startfeld", asked
        assert all(len(r) <= COLS for r in asked), asked
        st = browser.state(page)
        f = [a for a in st["actions"] if a[0] == "place" and a[1] == m][0][2]
        browser.drag(page, "#m%d" % m, "#f%d" % f)
        page.wait_for_function("+document.body.dataset.played >= %d" % (m + 1), timeout=8000)
        told = browser.rows(page)
        assert all(len(r) <= COLS for r in told), told
        if told[-1].startswith("OK"):  # the news of the placing read: the next request
            browser.click(page, "#b-confirm")
    assert page.evaluate("hexbox.errors") == []
    page.close()
