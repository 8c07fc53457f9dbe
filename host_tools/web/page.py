"""The simulated box inside the browser page. Portable: it runs on the
WebAssembly MicroPython the page loads (and on CPython in the tests).

The page's flash is a folder (FLASH) holding what `host_tools flash` puts on
a board: main.py, hexbox/, config.json, board.json, and the action log the
app writes there; the page mirrors its top-level files into localStorage.
Page(flash) builds the box the board definition describes (sim.box.Box:
pins, wheel, index and hall sensors, buttons, SSD1306 GDDRAM, buzzer PWM),
installs it as `machine`, `time` (virtual clock), `asyncio`
(sim.vloop.AsyncioOnClock) and `rp2`, and runs the flash's main.py, the
very file a board runs. main.py only starts the tasks; the page then runs
them slice by slice of virtual time (frame(ms)), as the heap bench does.

Every call returns one JSON report of what changed, for the page to draw:
  us        virtual time now (microseconds)
  oled      the GDDRAM as hex when it changed (1024 bytes, SSD1306 page order)
  rows, hl  the app's text rows and highlighted row (accessibility, tests)
  trace     [[us, wheel model position], ...] since the last report: the page
            turns the wheel along it in step with the clock
  off       wheel model position - engine step (the wheel's home offset)
  tones     [[us, freq, duty_u16], ...] buzzer PWM changes since the last report
  svg       the table as SVG when the game or the pieces changed
  pieces    where the game's table reads the board (its engine has mags: the
            field under each magician, -1 lifted or not set, -2 out of the
            castle): the pieces on the simulated board
  played, over, error (a traceback when the app stopped)
  taken, fault  what a refused drop or a teacher's fault did (put(), fault())
"""

import json
import os
import sys

from host_tools.sim import rp2 as fake_rp2
from host_tools.sim.box import Box
from host_tools.sim.device import VirtualTime, read_json
from host_tools.sim.vloop import AsyncioOnClock

HOLD_MS = 40  # a click holds a button at least this long (the driver debounces 20 ms)
SETTLE_MS = 50  # after a release: the debounce, one poll and one app step
TRACE_US = 4000  # wheel samples at most this often (virtual time)
_SWAPPED = ("time", "asyncio", "rp2", "machine")


def _hex(data):
    import binascii

    return binascii.hexlify(data).decode()


class Page:
    def __init__(self, flash="/flash"):
        self.flash = flash
        self.cfg = read_json(flash + "/config.json")
        self.board = read_json(flash + "/board.json")
        if not isinstance(self.cfg, dict) or not isinstance(self.board, dict):
            raise ValueError("the page's flash needs config.json and board.json")
        self.game_name = self.cfg.get("game")
        if flash not in sys.path:
            sys.path.insert(0, flash)  # the firmware (a part model reads its motor table)
        self.box = Box(self.board)
        self.clock = self.box.clock
        self.loop = AsyncioOnClock(self.clock)
        self.trace = []
        self._last_sample = -TRACE_US
        self._last_pos = None
        if self.box.wheel is not None:
            self.clock.listeners.append(self._sample)
        self.tones_sent = 0
        self.oled_frames = -1
        self.drawn = None  # what the last svg was drawn for
        self.pieces = None  # a table read by hall sensors: field per magician
        self.seen_seed = None
        self.seen_game = None
        self.held = {}  # button -> virtual us it went down
        self.error = None
        self.app = None
        self.appmain = None
        self.saved = None  # the modules install() swapped out

    # -- booting the box ---------------------------------------------------
    def install(self):
        self.saved = [sys.modules.get(k) for k in _SWAPPED]
        sys.modules["time"] = VirtualTime(self.clock)
        sys.modules["asyncio"] = self.loop
        sys.modules["machine"] = self.box.machine
        if self.board.get("mcu", "").startswith("RP"):
            sys.modules["rp2"] = fake_rp2.make_module(self.box.bus)

    def power_off(self):
        """Switch the box off: nothing runs its tasks any more, and the
        firmware's modules (bound to this box's clock and pins) are
        forgotten, so that a new Page boots the flash afresh, as after a
        power cycle. The page starts a new game this way, without loading
        itself again (offline too)."""
        self.app = None
        for name, module in zip(_SWAPPED, self.saved or ()):
            if module is None:
                sys.modules.pop(name, None)
            else:
                sys.modules[name] = module
        # the table pictures (host_tools.games) hold the firmware's words and
        # language too: they go with it, and draw in the next boot's language
        for name in list(sys.modules):
            if name in ("main", "hexbox", "host_tools.games") or name.startswith("hexbox.") \
                    or name.startswith("host_tools.games."):
                del sys.modules[name]
        return self.report()

    def boot(self, table=""):
        """Run main.py from the flash (it starts the app's tasks and returns:
        the page runs them), then the app's boot (homing, resume).
        table: where the pieces stood before (JSON, a field per magician,
        as `pieces` reports it) when the page is loaded again: the magnets
        stay through a power cut, and the box asks for any that do not
        stand where its game has them. Empty: where the log says."""
        self.install()
        os.chdir(self.flash)
        self.loop.stop = lambda: True  # asyncio.run() returns at once: frame() runs the loop
        try:
            with open(self.flash + "/main.py") as f:
                src = f.read()
            exec(src, {"__name__": "__main__"})
            from hexbox.app import main as appmain

            self.appmain = appmain
            self.app = appmain.RUNNING[0] if appmain.RUNNING else None
        except Exception as e:  # noqa: BLE001  (shown on the page, as a board prints it)
            self._fail(e)
            return self.report()
        finally:
            self.loop.stop = None
        # the boot itself (homing the wheel, replaying the log): its first
        # task step, which ends before the first scan of the hall sensors,
        # so the pieces are on the board before the box looks
        self.run(1)
        self._sync_pieces(True)
        self._restore_table(table)
        return self.report()

    def _restore_table(self, table):
        try:
            stood = json.loads(table) if table else None
        except ValueError:
            return  # not a table the page wrote: where the log says
        p = self.pieces
        if p is None or type(stood) is not list or len(stood) != len(p):
            return
        if any(type(f) is not int or f < -2 for f in stood):
            return
        fields = [f for f in stood if f >= 0]  # (-1 in the hand, -2 out of the castle)
        if len(set(fields)) != len(fields) or any(f not in self.box.hall.map for f in fields):
            return
        self.pieces = stood
        self._occupy()

    def _fail(self, e):
        from host_tools.lessons.lab import trace_text

        self.error = trace_text(e)

    # -- time --------------------------------------------------------------
    def run(self, ms):
        if self.error is not None or self.app is None:
            self.clock.advance(ms * 1000)
            return
        try:
            alive = self.loop.run_for(ms)
            if not alive:
                self.error = "the app stopped"
        except Exception as e:  # noqa: BLE001
            self._fail(e)
        self._follow()

    def _follow(self):
        """The box's next app on the same power-on: the game its setup
        screen set up, the setup screen after a game's end."""
        running = self.appmain.RUNNING if self.appmain is not None else ()
        if running and running[0] is not self.app:
            self.app = running[0]
            self.game_name = self.app.game_name or self.game_name
            self.pieces = None
            self.drawn = None

    def frame(self, ms):
        """Run ms of virtual time; the report."""
        if ms > 0:
            self.run(int(ms))
        return self.report()

    def _sample(self, now):
        pos = self.box.wheel.position
        if pos != self._last_pos and now - self._last_sample >= TRACE_US:
            self._last_sample = now
            self._last_pos = pos
            self.trace.append([now, pos])

    # -- the outside world -------------------------------------------------
    def down(self, name):
        """A button goes down (pointer or key)."""
        if name in self.box.buttons and name not in self.held:
            self.box.press(name)
            self.held[name] = self.clock.us
        return self.report()

    def up(self, name):
        """...and up: held at least HOLD_MS of virtual time (a quick click
        must still pass the debounce), then the box gets SETTLE_MS to react."""
        t = self.held.pop(name, None)
        if t is None:
            return self.report()
        left = t + HOLD_MS * 1000 - self.clock.us
        if left > 0:
            self.run((left + 999) // 1000)
        self.box.release(name)
        self.run(SETTLE_MS)
        return self.report()

    def put(self, m, field):
        """Magician m set on a field (-1: lifted into the hand, off the
        board). The hall sensors see the magnets; refused (False) when the
        field holds another magician."""
        p = self.pieces
        if p is None or not 0 <= m < len(p):
            return self.report()
        # the picture again, even when nothing changed: a refused drop (a
        # field taken, no field there) puts the piece back where it stands
        # instead of leaving it drawn on top of another one
        self.drawn = None
        if field >= 0 and field in p and p.index(field) != m:
            # one magnet per field: the piece goes back to the hand, and the
            # page says why and what to do
            return self.report(taken=[field, self._piece(p.index(field)), self._piece(m)])
        if field >= 0 and field not in self.box.hall.map:
            return self.report()  # no sensor there: not a field
        p[m] = field
        self._occupy()
        return self.report()

    def fault(self, kind, field=-1):
        """A teacher's fault (the page's teacher panel, the simulator's
        keys W, O, k17, f17: sim.parts.teacher_fault): "slip", "oled",
        "kill" or "flicker" the sensor under field. The report's `fault`
        is [kind, what it did]: the steps the wheel will lose, the ms the
        OLED is gone, the field; -1 when the box has no such part."""
        from host_tools.sim.parts import teacher_fault

        return self.report(fault=[kind, teacher_fault(self.box, kind, int(field))])

    def _piece(self, m):
        """Piece m's name in the box's language (a magician's), as its game
        names it."""
        name = getattr(getattr(self.app, "present", None), "magician", None)
        return name(m) if name is not None else str(m + 1)

    def _occupy(self):
        occ = self.box.hall.occupied
        occ.clear()
        for f in self.pieces:
            if f >= 0:
                occ.add(f)

    def _sync_pieces(self, force=False):
        """The pieces follow the engine where the sensors cannot tell: at
        boot (the magicians stand where the log says) and in a new game,
        and which magician is which (the sensors see magnets, not names).
        An undo moves no piece: the table is the box's board, and the box
        asks a person to put the magician back ("Vicky back to 26")."""
        g = self.game()
        if g is None or self.box.hall is None or not hasattr(g, "mags"):
            return
        n = len(g.history)
        # another deal (OK after the end): not an undo back to the start
        dealt = g is not self.seen_game and n == 0 and g.seed != self.seen_seed
        self.seen_game = g
        self.seen_seed = g.seed
        mags = list(g.mags)
        if self.pieces is None or force or dealt:
            self.pieces = mags
            self._occupy()
            return
        mine = sorted(f for f in self.pieces if f >= 0)
        if mine == sorted(f for f in mags if f >= 0):
            self.pieces = mags  # the same magnets; the engine's names

    # -- what the page draws -------------------------------------------------
    def game(self):
        a = self.app
        return getattr(a, "game", None) if a is not None else None

    def report(self, taken=None, fault=None):
        r = {"us": self.clock.us}
        if taken is not None:
            r["taken"] = taken  # [field, who stands there, whose drop was refused]
        if fault is not None:
            r["fault"] = fault  # [a teacher's fault, what it did] (fault())
        oled = self.box.oled
        if oled is not None and oled.frames != self.oled_frames:
            self.oled_frames = oled.frames
            r["oled"] = _hex(oled.ram)
        a = self.app
        if a is not None:
            r["rows"] = list(a.rows)
            r["hl"] = getattr(a, "hl", -1)
            r["status"] = a.status
            rec = getattr(a, "record", None)
            if rec is not None:  # the game the box plays: after its own new game, not the link's
                r["seed"] = rec["seed"]
                r["bots"] = list(a.bots)
                # and after its setup screen: which game, players, variants
                r["game"] = a.game_name
                r["players"] = rec["players"]
                r["variant"] = list(rec["variant"])
        if self.trace:
            r["trace"] = self.trace
            self.trace = []
        if self.box.wheel is not None and a is not None and a.hw.stepper is not None:
            r["off"] = self.box.wheel.position - a.hw.stepper.position
            r["pos"] = self.box.wheel.position
        new = self.box.buzzer_changes() - self.tones_sent
        if new > 0:
            r["tones"] = [list(t) for t in self.box.buzzer_log()[-new:]]
            self.tones_sent += new
        g = self.game()
        if g is not None:
            self._sync_pieces()
            hist = getattr(g, "history", None)
            if hist is not None:  # an engine (a dice-and-wheel box has its DiceTable)
                r["played"] = len(hist)
                r["over"] = bool(g.over)
                key = (id(g), len(hist), tuple(self.pieces) if self.pieces else None)
            else:
                key = (id(g), g.step, tuple(g.mags), len(g.ghosts))
            if key != self.drawn:
                self.drawn = key
                try:
                    r["svg"] = self.svg(g)
                except Exception as e:  # noqa: BLE001  (a picture's bug must not stop the box)
                    r["svg_error"] = repr(e)
        if self.pieces is not None:
            r["pieces"] = list(self.pieces)
        if self.error is not None:
            r["error"] = self.error
        return json.dumps(r)

    def svg(self, g):
        from host_tools import games

        return games.svg(self.game_name, g, self.pieces)

    def state(self):
        """The engine's whole state and the app's screen, for the page's
        tests (JSON)."""
        g = self.game()
        if g is None:
            return json.dumps(None)
        if not hasattr(g, "history"):
            return json.dumps({"dice": {"step": g.step, "phase": g.phase, "rolls": g.rolls,
                                        "mags": g.mags}, "rows": list(self.app.rows)})
        return json.dumps({"config": g.config(), "history": [list(x) for x in g.history],
                           "actions": [list(x) for x in ([] if g.over else g.actions())],
                           "state": g.to_dict(), "rows": list(self.app.rows)})
