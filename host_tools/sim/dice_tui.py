"""The terminal view of a dice-and-wheel box (`sim --board pico_dice`):
the wheel with its ghosts over the board, the fields typed in by hand,
the OLED, the dice and the last rolls. Keys press the box's buttons:

  r roll / turn    s STOP (any key stops the turning wheel)   b nudge back
  c OK (fields menu)   R hold ROLL (last rolls)   C hold OK (clear fields)
  B hold BACK (dice only)   a autoplay on/off   o OLED pixels/text   q quit
"""

from host_tools.sim.tui import Tui

KEYS_HELP = "r roll/turn  s stop  b nudge  c fields  R last rolls  C clear  B dice only  a auto  o pixels  q quit"


class DiceTui(Tui):
    def __init__(self, world, seed, autoplay=False, out=None, realtime=True):
        Tui.__init__(self, world, seed, False, out, realtime)
        self.message = "r rolls; r again turns the wheel; any key stops it"
        if autoplay:
            self.toggle_player()

    def toggle_player(self):
        from hexbox.app import main as appmain
        from hexbox.games.spuknacht import Game
        from host_tools.sim.dice_player import DicePlayer

        if self.player is None:
            g = Game(players=1, seed=self.seed, board=appmain.engine_board(self.world.board))
            self.player = DicePlayer(self.world, g, self.running, self.seed)
            self.message = "autoplay on"
        else:
            self.player.detach()
            self.player = None
            self.message = "autoplay off"

    def key(self, ch):
        long_ms = self.world.board["buttons"].get("long_ms", 800) + 300
        holds = {"R": "roll", "C": "confirm", "B": "back"}
        if ch in holds and holds[ch] in self.world.buttons:
            self.click(holds[ch], long_ms)
        elif ch == "a":
            self.toggle_player()
        elif ch in "rcbsqo" and ch:
            Tui.key(self, ch)

    def render(self):
        from rich.columns import Columns
        from rich.panel import Panel
        from rich.text import Text

        from host_tools.sim.dice_screens_text import info_lines

        c = self.running[0] if self.running else None
        t = getattr(c, "game", None)
        board = Text(self.board_text(c, t) if t is not None else "(booting)")
        info = Text()
        for line, style in info_lines(c, t, self.world):
            info.append(line + "\n", style=style)
        info.append("\n%s\n" % self.message)
        if self.pixels or c is None:
            oled = Text("\n".join(self.world.oled.render() if self.world.oled else []))
        else:
            oled = Text("\n".join(c.rows), style="bold cyan")
        return Panel(Columns([Panel(board, title="board (fields typed in)"),
                              Panel(oled, title="OLED"), Panel(info, title="dice box")]),
                     title="hexbox sim: dice and wheel only", subtitle=KEYS_HELP)
