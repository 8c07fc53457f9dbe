"""Broom Service's map on the page, on a phone (390 x 844, Chromium), as a
newcomer opens it in each language with every variant and five seats, then
plays on with OK: no text box overlaps another mark, each tower's label
fits inside it and nothing is drawn over a tower, every kind of mark has
its legend line, and the table and legend under the map read at least 8
px high, the regions' names, the towers' and clouds' labels and the tiles'
and stone circles' tags at least 8.5 px."""

import pytest
from test_web_secrets import settle, site  # noqa: F401 (site: the fixture)
from tiers import full_case

from host_tools.web import browser

pytestmark = pytest.mark.skipif(browser.missing() is not None, reason=browser.missing() or "")

# each mark with what belongs to it (a tower's label and full dot, a cloud's
# cost): its box in the page's pixels; the legend's kinds and text heights
MEASURE = """() => {
  const svg = document.querySelector('#svg svg');
  const groups = [];
  for (const el of svg.querySelector('g.map').children) {
    const cls = (el.getAttribute('class') || '').split(' ');
    const r = el.getBoundingClientRect();
    const box = [r.left, r.top, r.right, r.bottom];
    const joins = !cls[0] || cls.includes('label') || cls.includes('part');
    if (cls.includes('mark') && !cls.includes('part') || cls.includes('region')) {
      groups.push({kind: el.dataset.kind || 'region', tower: cls.includes('tower'),
                   text: el.tagName === 'text' ? el.textContent : '', boxes: [box], label: null});
    } else if (joins && groups.length && el.tagName !== 'rect') {
      const g = groups[groups.length - 1];
      g.boxes.push(box);
      if (cls.includes('label')) g.label = box;
    }
  }
  const legend = [...svg.querySelectorAll('text.legend')].map(
    t => [t.dataset.kind, t.getBoundingClientRect().height]);
  const seats = [...svg.querySelectorAll('text.seat, text.score')].map(
    t => t.getBoundingClientRect().height);
  const labels = [...svg.querySelectorAll('g.map text.label, g.map text.region')].map(
    t => [t.textContent, t.getBoundingClientRect().height]);
  const tags = [...svg.querySelectorAll('g.map text.tag')].map(
    t => [t.textContent, t.getBoundingClientRect().height]);
  return {groups, legend, seats, labels, tags, width: svg.getBoundingClientRect().width};
}"""


def _union(boxes):
    return [min(b[0] for b in boxes), min(b[1] for b in boxes),
            max(b[2] for b in boxes), max(b[3] for b in boxes)]


def _meet(a, b, slack=0.3):
    return a[0] + slack < b[2] and b[0] + slack < a[2] and a[1] + slack < b[3] \
        and b[1] + slack < a[3]


def _check(seen, where):
    groups = [g for g in seen["groups"] if g["kind"] != "river"]  # along the borders
    assert groups, where
    boxes = [_union(g["boxes"]) for g in groups]
    for i, a in enumerate(groups):
        for j in range(i + 1, len(groups)):
            b = groups[j]
            assert not _meet(boxes[i], boxes[j]), (
                "%s: %s %r meets %s %r" % (where, a["kind"], a["text"], b["kind"], b["text"]))
        if a["tower"]:
            shape, label = a["boxes"][0], a["label"]
            assert label is not None and label[0] >= shape[0] - 0.3 and label[2] <= shape[2] + 0.3 \
                and label[1] >= shape[1] - 0.3 and label[3] <= shape[3] + 0.3, (
                    "%s: a tower's label is wider than the tower: %r in %r" % (where, label, shape))
    marks = set(g["kind"] for g in seen["groups"] if g["kind"] != "region")
    legend = set(k for k, _ in seen["legend"])
    assert marks <= legend, "%s: marks with no legend line: %r" % (where, sorted(marks - legend))
    assert seen["width"] <= 390
    small = [h for _, h in seen["legend"] if h < 8] + [h for h in seen["seats"] if h < 8]
    assert not small, "%s: table or legend text under 8 px: %r" % (where, small)
    # the regions' names, the towers' VP and wands, the clouds' costs: 8 px
    # letters at the least (their boxes were 6 and 7 px high)
    tiny = [t for t in seen["labels"] if t[1] < 8.5]
    assert seen["labels"] and not tiny, "%s: map labels under 8 px: %r" % (where, tiny)
    # the tiles' badges and the stone circles (they were 6 px high): each
    # its own mark with a legend line (checked above), its tag 8.5 px high
    tags = [t for t, _ in seen["tags"]]
    assert any(t[-1].isdigit() for t in tags) and any("-" in t for t in tags) \
        and any(len(t) == 1 for t in tags), "%s: tiles missing: %r" % (where, tags)
    tiny = [t for t in seen["tags"] if t[1] < 8.5]
    assert not tiny, "%s: tiles' tags under 8.5 px: %r" % (where, tiny)


@pytest.mark.parametrize("lang", ["en", full_case("de")])
def test_the_map_reads_on_a_phone(site, lang):  # noqa: F811
    url, ctx = site
    page = ctx.new_page()
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(url + "?game=broom_service&players=5&seed=4&lang=%s"
              "&variant=back&variant=mountains&variant=storm" % lang)
    browser.wait_ready(page)
    _check(page.evaluate(MEASURE), "%s, at the start" % lang)
    for _ in range(30):  # on through the picks and the first roles: witches move
        settle(page)
        browser.click(page, "#b-confirm")
    page.wait_for_timeout(400)
    _check(page.evaluate(MEASURE), "%s, after 30 OKs" % lang)
    assert page.evaluate("hexbox.errors") == []
    page.close()
