# The classroom page (make web) in headless chromium, served from localhost.
#   web.boot_ms         page load (navigation start) to the first playable frame:
#                       MicroPython loaded, the flash written, main.py run, the
#                       wheel homed and the game resumed or started. The first
#                       game whose box turns the wheel, on the full box; the
#                       median of BOOT_RUNS fresh games.
#                       Target <= 3000 ms here.
#   web.press_ms        a click on an on-screen button (pointer down) to the painted
#                       frame that shows its effect, for clicks that changed both
#                       the OLED and the table's SVG (an action played): the median
#                       of the clicks through the menus of the game whose bench
#                       names its PAGE_PRESS (players, seed). Target <= 100 ms.
#   web.press_max_ms    the slowest of those clicks
#   web.press_clicks    how many clicks were measured
from host_tools.web import browser

BOOT_RUNS = 3
PRESS_CLICKS = 40


def press_game():
    """(game, players, seed) the press is measured on: the first game whose
    bench (host_tools/games/<game>/bench.py) names its PAGE_PRESS."""
    from host_tools.games import part, with_part

    for name in with_part("bench"):
        setup = getattr(part(name, "bench"), "PAGE_PRESS", None)
        if setup is not None:
            return (name,) + tuple(setup)
    raise RuntimeError("no game's bench names PAGE_PRESS (players, seed)")


def _median(xs):
    xs = sorted(xs)
    return xs[len(xs) // 2]


def metrics(run_code):
    why = browser.missing()
    if why:
        raise RuntimeError(why)
    import tempfile

    from host_tools.games import driving
    from host_tools.web.build import build

    boot_game = driving("wheel")[0]
    press = press_game()
    out = build(tempfile.mkdtemp(prefix="hexbox-web-bench-"))
    boots = []
    presses = []
    with browser.serve(out) as url, browser.browser() as ctx:
        page = ctx.new_page()
        for i in range(BOOT_RUNS):
            page.goto(url + "?game=%s&players=2&seed=%d" % (boot_game, 100 + i))
            boots.append(browser.wait_ready(page)["bootMs"])
        page.goto(url + "?game=%s&players=%d&seed=%d" % press)
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
