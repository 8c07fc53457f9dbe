"""The screens the box's referee shows, kept as a test reads them."""

import importlib


def screens_shown(monkeypatch, keep=lambda app, rows, hl: list(rows)):
    """A list that gets keep(app, rows, highlighted row) for every screen
    the referee shows from now on (None: not kept). The module is looked up
    now: a setup screen run earlier in the process unloads the app's modules."""
    Referee = importlib.import_module("hexbox.app.referee").Referee
    real = Referee.show
    seen = []

    def show(self, rows, hl=-1, drawn=False):
        k = keep(self, rows, hl)
        if k is not None:
            seen.append(k)
        return real(self, rows, hl, drawn)

    monkeypatch.setattr(Referee, "show", show)
    return seen


def status_pages(c, world, most):
    """The box's status pages as a player reads them: ROLL held, then ROLL
    for each next page until the first comes back (at most `most` pages)."""
    import asyncio

    from hexbox.hw.buttons import LONG, PRESS
    from host_tools.sim.oled_text import rows as oled_rows

    def press(ev):
        c.inbox = [ev]
        with world.installed():
            asyncio.run(c.step())
        return oled_rows(world.oled)

    pages = [press(("roll", LONG))]
    while len(pages) < most:
        shown = press(("roll", PRESS))
        if shown == pages[0]:
            break
        pages.append(shown)
    return pages
