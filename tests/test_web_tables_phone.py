"""Every game's table on the page, on a phone (390 x 844, Chromium), in each
language, at the start and after the box has played a while with OK (10
presses; 24 in make test-full): the
smallest text drawn on it reads at least 8.5 px high, as Broom Service's
map does (tests/test_web_broom_map.py measures that one's marks)."""

import pytest
from test_web_secrets import site  # noqa: F401 (site: the fixture)
from tiers import FULL, full_case

from hexbox.app.referee import SEEN_MS
from host_tools.web import browser

pytestmark = pytest.mark.skipif(browser.missing() is not None, reason=browser.missing() or "")

# each piece of text drawn in the table's picture (a text, or a tspan of
# its own): what it says and its height in the page's pixels
MEASURE = """() => {
  const svg = document.querySelector('#svg svg');
  const out = [];
  for (const el of svg.querySelectorAll('text, tspan')) {
    const own = [...el.childNodes].some(n => n.nodeType === 3 && n.textContent.trim());
    const r = el.getBoundingClientRect();
    if (own && r.width > 0) out.push([el.textContent.trim(), Math.round(r.height * 10) / 10]);
  }
  return {texts: out, width: svg.getBoundingClientRect().width};
}"""

SMALLEST_PX = 8.5
OKS = 24 if FULL else 10  # presses of OK before the second look (make test-full: 24)

# the tables, with the box playing every seat but the first, so that OK
# plays on: a game's variants that draw more on its table too
TABLES = (
    ("spuknacht", "players=2&bots=1", "en"),
    ("spuknacht", "players=4&bots=1,2,3&variant=expert", "de"),
    ("wandelnde_tuerme", "players=6&bots=1,2,3,4,5", "de"),
    ("wandelnde_tuerme", "players=4&bots=1,2,3&variant=team&variant=meister", "en"),
    ("techno_witches", "players=4&bots=1,2,3&variant=wolkenschreck", "de"),
    ("techno_witches", "players=4&bots=1,2,3&variant=flight_school", "en"),
)
# make test-full: every table in the other language too, and every
# Techno Witches variant that draws more
TABLES += tuple(full_case(g, q, "de" if lang == "en" else "en") for g, q, lang in TABLES) + tuple(
    full_case("techno_witches", "players=4&bots=1,2,3&variant=%s" % v, lang)
    for v in ("bumblebee", "quaddatsch") for lang in ("en", "de"))


def _small(page, where):
    seen = page.evaluate(MEASURE)
    assert seen["texts"], where
    assert seen["width"] <= 390, where
    small = sorted(set(tuple(t) for t in seen["texts"] if t[1] < SMALLEST_PX), key=lambda t: t[1])
    return "%s: text under %s px: %r" % (where, SMALLEST_PX, small[:12]) if small else None


@pytest.mark.parametrize("game,query,lang", TABLES)
def test_every_table_reads_on_a_phone(site, game, query, lang):  # noqa: F811
    url, ctx = site
    page = ctx.new_page()
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(url + "?game=%s&seed=7&lang=%s&%s" % (game, lang, query))
    browser.wait_ready(page)
    page.wait_for_timeout(300)
    failed = [_small(page, "at the start")]
    for _ in range(OKS):  # on with OK, each after the screen has been read
        page.wait_for_timeout(SEEN_MS + 50)
        browser.click(page, "#b-confirm")
    page.wait_for_timeout(600)
    failed.append(_small(page, "after %d OKs" % OKS))
    assert page.evaluate("hexbox.errors") == []
    page.close()
    failed = [f for f in failed if f]
    assert not failed, "\n".join(failed)
