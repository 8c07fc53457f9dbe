"""`make sim`: the firmware on a simulated box, in the terminal (rich).

Shows the board (fields, magicians, ghosts from the wheel's real angle),
the wheel angle, the dice and the OLED. Keys press the box's buttons and
move the magicians:

  r roll   c confirm   b back (hold: B)   v k m pick Vicky, Conrad, Mila
  digits + Enter  move a magician to that field (the one that may go there,
                  else the picked one)   l lift the picked one
  a  autoplay on/off (the virtual player of --auto)   o  OLED pixels/text   q quit

Virtual time follows real time here, so the wheel turns at its real speed.
"""

import os
import select
import sys
import tempfile
import time

from host_tools import boards
from host_tools.sim import run
from host_tools.sim.player import Player
from host_tools.sim.world import World

NAMES = ("Vicky", "Conrad", "Mila")
KEYS_HELP = "r roll  c confirm  b back  v/k/m pick  <field>+Enter move  l lift  a auto  o pixels  q quit"


class Quit(BaseException):
    pass


class Tui:
    def __init__(self, world, seed, autoplay=False, out=None, realtime=True):
        from hexbox.app import main as appmain

        self.world = world
        self.running = appmain.RUNNING
        self.seed = seed
        self.picked = 0
        self.typed = ""
        self.message = "welcome: press r to roll when the box is ready"
        self.player = Player(world, seed, self.running) if autoplay else None
        self.real0 = time.monotonic()
        self.virt0 = world.clock.us
        self.last_draw = 0.0
        self.live = None
        self.out = out
        self.realtime = realtime
        self.pixels = False  # OLED panel: the text the firmware drew, or its pixels (key o)

    # -- keys -------------------------------------------------------------------
    def key(self, ch):
        w = self.world
        c = self.running[0] if self.running else None
        g = getattr(c, "game", None)
        if ch == "q":
            raise Quit()
        if ch in "rcbs" and ch:
            name = {"r": "roll", "c": "confirm", "b": "back", "s": "stop"}[ch]
            if name in w.buttons:
                self.click(name, 100)
        elif ch == "B" and "back" in w.buttons:
            self.click("back", 1200)
        elif ch in ("v", "k", "m"):
            self.picked = "vkm".index(ch)
            self.message = "picked %s" % NAMES[self.picked]
        elif ch.isdigit():
            self.typed += ch
        elif ch in ("\r", "\n"):
            if self.typed and g is not None:
                f = int(self.typed)
                # the magician whose legal move ends there, when only one does
                who = sorted({a[1] for a in g.actions() if a[0] in ("place", "move", "away") and a[2] == f})
                if len(who) == 1:
                    self.picked = who[0]
                src = g.mags[self.picked]
                if src >= 0:
                    w.hall.occupied.discard(src)
                w.hall.occupied.add(f)
                self.message = "%s -> field %d" % (NAMES[self.picked], f)
            self.typed = ""
        elif ch == "l" and g is not None:
            src = g.mags[self.picked]
            w.hall.occupied.discard(src)
            self.message = "%s lifted" % NAMES[self.picked]
        elif ch == "o":
            self.pixels = not self.pixels
        elif ch == "a":
            if self.player is None:
                self.player = Player(w, self.seed, self.running)
                self.message = "autoplay on"
            else:
                self.player.detach()
                self.player = None
                self.message = "autoplay off"

    def click(self, name, ms):
        w = self.world
        w.press(name)
        w.clock.timers.append([w.clock.us + ms * 1000, 0, lambda: w.release(name)])

    # -- time and drawing ---------------------------------------------------------
    def tick(self, now):
        real = time.monotonic() - self.real0
        virt = (now - self.virt0) / 1e6
        if self.realtime and virt > real + 0.005:
            time.sleep(virt - real)  # keep virtual time with the wall clock
        if time.monotonic() - self.last_draw > 0.1:
            self.last_draw = time.monotonic()
            self.poll_keys()
            if self.live is not None:
                self.live.update(self.render())

    def poll_keys(self):
        if not sys.stdin.isatty():
            return
        while select.select([sys.stdin], [], [], 0)[0]:
            ch = os.read(sys.stdin.fileno(), 1).decode(errors="ignore")
            if not ch:
                return
            self.key(ch)

    def render(self):
        from rich.columns import Columns
        from rich.panel import Panel
        from rich.text import Text

        c = self.running[0] if self.running else None
        g = getattr(c, "game", None)
        board = Text(self.board_text(c, g))
        info = Text()
        if c is not None:
            info.append("status: %s\n" % c.status)
        if g is not None:
            info.append("phase:  %s\n" % g.phase)
            if g.gdie:
                info.append("dice:   magician %d, ghost %s %d\n" % (g.die, g.gdie[0], g.gdie[1]),
                            style="bold")
            info.append("chips:  %d/15\n" % g.chips())
            info.append("wheel:  %.2f deg\n" % (float(self.world.wheel.angle) * 360))
            info.append("actions: %d\n" % len(g.history))
            if g.phase in ("setup", "move", "away") and not g.over:
                legal = ["%s>%d" % (NAMES[a[1]][0], a[2]) for a in g.actions() if a[0] in ("place", "move", "away")]
                info.append("legal:  %s\n" % " ".join(legal[:14]))
            if g.over:
                info.append("GAME OVER: %s\n" % ("won" if g.result.get("won") else "lost"), style="bold")
        info.append("\npicked: %s  typed: %s\n%s\n" % (NAMES[self.picked], self.typed, self.message))
        if self.pixels:
            oled = Text("\n".join(self.world.oled.render() if self.world.oled else []))
        else:
            oled = Text("\n".join(c.rows if c is not None else []), style="bold cyan")
        return Panel(Columns([Panel(board, title="board"),
                              Panel(oled, title="OLED"), Panel(info, title="box")]),
                     title="hexbox sim", subtitle=KEYS_HELP)

    def board_text(self, c, g):
        if g is None:
            return "(booting)"
        from hexbox.core.collide import disc_touch
        from hexbox.core.sweep import rotate_point

        b = g.board
        step = c.hw.stepper.position
        a = b.wheel.angle(step)
        ghosts = []
        for k, off in g.ghosts:
            ghosts.append(rotate_point(b.cx, b.cy, b.mount_r[k], (off + a) & (b.wheel.turn - 1)))
        xs = sorted(set(b.fx))
        ys = sorted(set(b.fy), reverse=True)
        cells = {}
        # no hall sensors (dice box): the fields the players typed in
        occ = self.world.hall.occupied if self.world.hall is not None else set(f for f in g.mags if f >= 0)
        for f in range(b.n):
            mark = ""
            if f in occ:
                mark = NAMES[g.mags.index(f)][0] if f in g.mags else "?"
            elif f in g.mags:
                mark = "-"  # the engine has a magician here, the sensor does not
            if any(disc_touch(gx, gy, b.ghost_r, b.fx[f], b.fy[f], b.magician_r) for gx, gy in ghosts):
                mark += "G"
            cells[(b.fx[f], b.fy[f])] = "%2d%-3s" % (f, mark)
        lines = []
        for y in ys:
            lines.append(" ".join(cells.get((x, y), "  @  " if (x, y) == (b.cx, b.cy) else "     ")
                                  for x in xs))
        return "\n".join(lines)


def main(args):
    from rich.console import Console
    from rich.live import Live

    board = boards.load(args.board)
    ui_class = Tui
    if "hall" not in board:  # dice-and-wheel box: its own view
        from host_tools.sim.dice_tui import DiceTui as ui_class
    seed = int(time.time()) & 0xFFFF
    world = World(board)
    tty_in = sys.stdin.isatty()
    ui = ui_class(world, seed, autoplay=not tty_in, realtime=tty_in)
    world.clock.listeners.append(ui.tick)
    cfg = {"board": args.board, "game": "spuknacht", "players": args.players, "seed": seed,
           "stop_when_over": not sys.stdin.isatty()}
    old = None
    if sys.stdin.isatty():
        import termios
        import tty

        old = termios.tcgetattr(sys.stdin)
        tty.setcbreak(sys.stdin.fileno())
    else:
        print("stdin is not a terminal: autoplay until the game ends (try `make sim` in a terminal)")
    try:
        with Live(ui.render(), console=Console(), refresh_per_second=10, screen=sys.stdin.isatty()) as live:
            ui.live = live
            with tempfile.TemporaryDirectory() as d:
                run.run_main(world, d, cfg)
            live.update(ui.render())
    except (Quit, KeyboardInterrupt):
        pass
    finally:
        if old is not None:
            import termios

            termios.tcsetattr(sys.stdin, termios.TCSADRAIN, old)
    return 0
