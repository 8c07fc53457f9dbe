"""The terminal view of a dice-and-wheel box (`sim --board pico_dice`):
the wheel with its ghosts over the board, the fields typed in by hand,
the OLED, the dice and the last rolls. Keys press the box's buttons:

  r roll / turn    s STOP (any key stops the turning wheel)   b nudge back
  c OK (fields menu)   R hold ROLL (last rolls)   C hold OK (clear fields)
  B hold BACK (dice only)   a autoplay on/off   o OLED pixels/text   q quit
"""

import os
import sys
import time

from host_tools.sim.chrome import say
from host_tools.sim.tui import Quit, Terminal


class DiceTui(Terminal):
    def __init__(self, world, seed, autoplay=False, out=None, realtime=True):
        Terminal.__init__(self, world, realtime)
        self.seed = seed
        self.player = None
        self.pixels = False
        self.message = say("dice_start")
        if autoplay:
            self.toggle_player()

    def toggle_player(self):
        from hexbox.games.spuknacht import Game
        from hexbox.games.spuknacht.box import engine_board
        from host_tools.games.spuknacht.dice_player import DicePlayer

        if self.player is None:
            g = Game(players=1, seed=self.seed, board=engine_board(self.world.board))
            self.player = DicePlayer(self.world, g, self.running, self.seed)
            self.message = say("auto_on")
        else:
            self.player.detach()
            self.player = None
            self.message = say("auto_off")

    def key(self, ch):
        long_ms = self.world.board["buttons"].get("long_ms", 800) + 300
        holds = {"R": "roll", "C": "confirm", "B": "back"}
        if ch in holds and holds[ch] in self.world.buttons:
            self.click(holds[ch], long_ms)
        elif ch == "a":
            self.toggle_player()
        elif ch == "q":
            raise Quit()
        elif ch == "o":
            self.pixels = not self.pixels
        elif ch in "rcbs" and ch:
            name = {"r": "roll", "c": "confirm", "b": "back", "s": "stop"}[ch]
            if name in self.world.buttons:
                self.click(name, 100)

    def render(self):
        from rich.columns import Columns
        from rich.panel import Panel
        from rich.text import Text

        from host_tools.games.spuknacht.dice_screens import info_lines

        c = self.running[0] if self.running else None
        t = getattr(c, "game", None)
        board = Text(self.board_text(c, t) if t is not None else "(%s)" % say("booting_dice"))
        info = Text()
        for line, style in info_lines(c, t, self.world):
            info.append(line + "\n", style=style)
        info.append("\n%s\n" % self.message)
        if self.pixels or c is None:
            oled = Text("\n".join(self.world.oled.render() if self.world.oled else []))
        else:
            oled = Text("\n".join(c.rows), style="bold cyan")
        return Panel(Columns([Panel(board, title=say("dice_board")),
                              Panel(oled, title="OLED"), Panel(info, title=say("dice_box"))]),
                     title=say("dice_title"), subtitle=say("dice_keys"))

    def board_text(self, c, g):
        """The fields (those typed in marked by their magician) and the ghosts
        from the wheel's real angle."""
        from hexbox.core.collide import disc_touch
        from hexbox.core.sweep import rotate_point
        from hexbox.games.spuknacht.data import MAGICIANS

        b = g.board
        step = c.hw.stepper.position
        a = b.wheel.angle(step)
        ghosts = []
        for k, off in g.ghosts:
            ghosts.append(rotate_point(b.cx, b.cy, b.mount_r[k], (off + a) & (b.wheel.turn - 1)))
        xs = sorted(set(b.fx))
        ys = sorted(set(b.fy), reverse=True)
        cells = {}
        occ = set(f for f in g.mags if f >= 0)
        for f in range(b.n):
            mark = MAGICIANS[g.mags.index(f)][0] if f in occ else ""
            if any(
                disc_touch(gx, gy, b.ghost_r, b.fx[f], b.fy[f], b.magician_r) for gx, gy in ghosts
            ):
                mark += "G"
            cells[(b.fx[f], b.fy[f])] = "%2d%-3s" % (f, mark)
        lines = []
        for y in ys:
            lines.append(" ".join(cells.get((x, y), "  @  " if (x, y) == (b.cx, b.cy) else "     ")
                                  for x in xs))
        return "\n".join(lines)


def main(args, board_name):
    """`sim --board pico_dice`: the dice-and-wheel box in the terminal."""
    from rich.console import Console
    from rich.live import Live

    from hexbox.boxes.dice.controller import GAME_NAME
    from host_tools.hardware import boards
    from host_tools.sim import run, tui
    from host_tools.sim.world import World

    board = boards.load(board_name)
    seed = args.seed if args.seed is not None else int(time.time()) & 0xFFFF
    world = World(board)
    tty_in = sys.stdin.isatty()
    # the box keeps its state in its own folder, as the other boxes do: a quit
    # and a new start go on where it stood
    d = tui.save_dir("%s-%s" % (args.game, board_name))
    tui.open_save(d, args.new)
    unreadable = tui.keep_unreadable(d)
    resumed = tui.saved_game(d, GAME_NAME) is not None
    ui = DiceTui(world, seed, autoplay=not tty_in, realtime=tty_in)
    del ui.running[:]  # an app of an earlier run in this process is not this box's
    if resumed:
        asked = sorted(k for k in getattr(args, "asked", {}) if k in ("seed", "players"))
        ui.message = (say("resumed_not_asked", ", ".join("--" + k for k in asked)) if asked
                      else say("dice_resumed"))
    elif unreadable:
        ui.message = unreadable
    world.clock.listeners.append(ui.tick)
    cfg = {"board": board_name, "game": "spuknacht", "players": 1, "seed": seed,
           "stop_when_over": not tty_in, "lang": getattr(args, "lang", None) or "en"}
    old = None
    if tty_in:
        import termios
        import tty

        old = termios.tcgetattr(sys.stdin)
        tty.setcbreak(sys.stdin.fileno())
    try:
        with Live(ui.render(), console=Console(), refresh_per_second=10, screen=tty_in) as live:
            ui.live = live
            run.run_main(world, d, cfg)
            live.update(ui.render())
    except (Quit, KeyboardInterrupt):
        pass
    finally:
        if old is not None:
            import termios

            termios.tcsetattr(sys.stdin, termios.TCSADRAIN, old)
    c = ui.running[0] if ui.running else None
    print(tui.farewell(c, d, None, say("saved_box", os.path.relpath(d), board_name)))
    return 0
