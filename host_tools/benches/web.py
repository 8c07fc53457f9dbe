# The classroom page (make web) in headless chromium, served from localhost.
#   web.boot_ms         page load (navigation start) to the first playable frame:
#                       MicroPython loaded, the flash written, main.py run, the
#                       wheel homed and the game resumed or started. Spuknacht on
#                       the full box; the median of BOOT_RUNS fresh games.
#                       Target <= 3000 ms here.
#   web.press_ms        a click on an on-screen button (pointer down) to the painted
#                       frame that shows its effect, for clicks that changed both
#                       the OLED and the table's SVG (an action played): the median
#                       of the clicks of PRESS_GAME through its menu. Target <= 100 ms.
#   web.press_max_ms    the slowest of those clicks
#   web.press_clicks    how many clicks were measured
from host_tools.web import browser

BOOT_RUNS = 3
PRESS_GAME = "wandelnde_tuerme"
PRESS_CLICKS = 40


def _median(xs):
    xs = sorted(xs)
    return xs[len(xs) // 2]


def metrics(run_code):
    why = browser.missing()
    if why:
        raise RuntimeError(why)
    import tempfile

    from host_tools.web.build import build

    out = build(tempfile.mkdtemp(prefix="hexbox-web-bench-"))
    boots = []
    presses = []
    with browser.serve(out) as url, browser.browser() as ctx:
        page = ctx.new_page()
        for i in range(BOOT_RUNS):
            page.goto(url + "?game=spuknacht&players=2&seed=%d" % (100 + i))
            boots.append(browser.wait_ready(page)["bootMs"])
        page.goto(url + "?game=%s&players=3&seed=7" % PRESS_GAME)
        browser.wait_ready(page)
        for _ in range(PRESS_CLICKS):
            page.click("#b-confirm")
            page.wait_for_timeout(30)
        presses = [p["ms"] for p in page.evaluate("hexbox.presses") if p["oled"] and p["svg"]]
        page.close()
    if not presses:
        raise RuntimeError("no click changed both the OLED and the table")
    return {"web.boot_ms": round(_median(boots)), "web.press_ms": round(_median(presses), 1),
            "web.press_max_ms": round(max(presses), 1), "web.press_clicks": len(presses)}
