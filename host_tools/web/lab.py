"""The Lab panel of the lessons page (lessons.html): a pupil's code and the
lesson's check, in a MicroPython of its own (a worker, lab-worker.js, so a
loop that never ends cannot freeze the page). Portable. One call, one JSON
report: passed, the check's lines, what the code printed, the wheel's
trace, the magnets and the board picture at the end."""

import json

from host_tools.lessons import lab as labmod
from host_tools.lessons.checks import check, verdict, wheel_game


class Runner:
    def __init__(self, board):
        self.board = board  # the full box's board definition (pico.json)
        self.engine = None

    def _engine_board(self):
        if self.engine is None:
            self.engine = wheel_game().engine_board(self.board)
        return self.engine

    def run(self, n, code, start=None):
        """start: the lesson's first try (an untouched one gets no "ok")."""
        labs = []

        watch = labs.append
        labmod.ON_LAB.append(watch)  # every lab the check builds
        try:
            ok, lines = check(n, code, self.board, self._engine_board(), start=start or None)
        finally:
            labmod.ON_LAB.remove(watch)
        r = {"ok": ok, "lines": lines, "verdict": verdict(ok, lines)}
        lab = labs[-1] if labs else None
        if lab is not None:
            r["out"] = lab.out
            r["trace"] = lab.trace
            r["us"] = lab.clock.us
            if lab.box.hall is not None and n != 5:
                mags = sorted(lab.box.hall.occupied)
                w = lab.box.wheel
                r["svg"] = wheel_game().picture(self._engine_board(), w.position if w else 0, mags)
        return json.dumps(r)
