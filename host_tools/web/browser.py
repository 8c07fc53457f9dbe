"""The built page in a real browser, for the test and the bench (CPython).

Debian's chromium (the system browser, never a downloaded one) driven by
playwright from PyPI, headless, with a fresh profile each time:

    with serve(build_dir) as url, browser() as ctx:
        page = ctx.new_page()
        page.goto(url + "?game=%s&seed=5" % name)
        wait_ready(page)
"""

import contextlib
import functools
import http.server
import os
import shutil
import tempfile
import threading

CHROMIUM = "/usr/bin/chromium"
ARGS = ("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync")
VIEWPORT = {"width": 1280, "height": 860}


def missing():
    """Why the browser cannot run here (None when it can)."""
    if not os.path.exists(CHROMIUM):
        return "no %s: apt-get install chromium (make test installs it)" % CHROMIUM
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return "playwright is not installed: make venv"
    return None


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format, *args):
        pass


@contextlib.contextmanager
def serve(root):
    """A static server on a free local port for folder root; yields its URL."""
    handler = functools.partial(_Quiet, directory=root)
    srv = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    t = threading.Thread(target=srv.serve_forever, daemon=True)
    t.start()
    try:
        yield "http://127.0.0.1:%d/" % srv.server_address[1]
    finally:
        srv.shutdown()
        srv.server_close()


@contextlib.contextmanager
def browser():
    """A headless chromium context with a fresh profile (localStorage is the
    page's flash: nothing carries over from another run)."""
    from playwright.sync_api import sync_playwright

    profile = tempfile.mkdtemp(prefix="hexbox-chromium-")
    try:
        with sync_playwright() as p:
            ctx = p.chromium.launch_persistent_context(
                profile, executable_path=CHROMIUM, headless=True, args=list(ARGS),
                viewport=VIEWPORT)
            try:
                yield ctx
            finally:
                ctx.close()
    finally:
        shutil.rmtree(profile, True)


def wait_ready(page, timeout_ms=30000):
    """Until the box has booted and drawn its first frame; its report."""
    page.wait_for_function("window.hexbox && (window.hexbox.ready || window.hexbox.errors.length)",
                           timeout=timeout_ms)
    errors = page.evaluate("hexbox.errors")
    if errors:
        raise RuntimeError("the page could not start the box:\n" + "\n".join(errors))
    return page.evaluate("({bootMs: hexbox.bootMs, resumed: hexbox.resumed})")


def state(page):
    """The engine's state as the page's MicroPython has it (page.py state())."""
    return page.evaluate("hexbox.state()")


def rows(page):
    """The OLED's text rows the app last drew."""
    import json

    return json.loads(page.evaluate("document.getElementById('oled').dataset.rows || '[]'"))


def centre(page, selector):
    b = page.locator(selector).bounding_box()
    return b["x"] + b["width"] / 2, b["y"] + b["height"] / 2


# a person's fastest second click: the box's buttons take no press within
# 60 ms of a release (a worn contact's chatter, hexbox.hw.buttons)
CLICK_GAP_S = 0.15


def click(page, selector):
    """A plain mouse click at the element's centre (no waiting for the page
    to stand still, as page.click does: the page animates all the time),
    at least CLICK_GAP_S after the page's last one, as a person clicks."""
    import time

    x, y = centre(page, selector)
    wait = getattr(page, "hexbox_last_click", 0.0) + CLICK_GAP_S - time.monotonic()
    if wait > 0:
        page.wait_for_timeout(wait * 1000)
    page.mouse.click(x, y)
    page.hexbox_last_click = time.monotonic()  # the page's own: gone with it


def drag(page, selector, to_selector):
    """Drag a piece onto a field with the mouse, as a pupil does."""
    x, y = centre(page, selector)
    tx, ty = centre(page, to_selector)
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x + 6, y + 6, steps=2)
    page.mouse.move(tx, ty, steps=6)
    page.mouse.up()
