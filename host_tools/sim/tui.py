"""`make sim GAME=...`: the firmware's own referee app on a simulated box,
in the terminal (rich), for every game.

The screen: the game's table (host_tools/games/<name>/view.py), the box's OLED, a
numbered menu of the legal actions (the game's own labels), the acting
seat's status and a log of what happened. Keys:

  1..N Enter   play that action: the box's buttons are pressed for you (and
               the magnets moved where the box reads them), so the OLED
               shows every step
  r c b s      press ROLL, OK, BACK, STOP        u  undo (hold BACK; before
                                                   the first action: the seats)
  R            hold ROLL: the status pages       ?  help and how to play
  l17 Enter    lift the magnet on field 17       p17 Enter  put one there
  a            autoplay on/off    o  OLED pixels    , .  menu pages    q  quit
  H            a hint (holds OK): what the box's good bot would play, and why

Virtual time follows real time, so the wheel turns at its real speed. The
game is saved after every action (build/sim/<game>/) and resumed next time.
"""

import json
import os
import select
import sys
import textwrap
import time
from typing import Any

from hexbox.core.text import pages
from hexbox.games import host_words
from hexbox.games import title as title_of
from host_tools.games import box_for, own_box, part
from host_tools.hardware import boards
from host_tools.outfolder import clear_files, make_folder, why_not
from host_tools.sim import run
from host_tools.sim.braille import oled as oled_braille
from host_tools.sim.chrome import counted, say
from host_tools.sim.device import read_json
from host_tools.sim.menu_player import MenuPlayer
from host_tools.sim.panel import H, W, fit
from host_tools.sim.parts import teacher_fault
from host_tools.sim.world import World

WIDTH = 120  # the layout's fixed width, in characters
RIGHT = WIDTH - 2 - (W + 4)  # the right column: OLED + what you typed, status, menu
INNER = RIGHT - 2  # inside a panel of the right column
TOP = 8  # the OLED's panel: six rows and its frame
STATUS_COL = 24  # a column of the status panel: a 16-character row and a gap
STATUS_LINES = 8  # the status panel's most lines (16 rows): the menu keeps ten
LOG_ROWS = 5
HEIGHT = H + 2 + LOG_ROWS + 2 + 2  # 37: table, log and the frame
SAVE_ROOT = os.path.join(boards.ROOT, "build", "sim")
MAGNETS = "magnets.json"  # the simulated board's magnets, kept with the saved game
LOG_FILES = ("game.log", "game.log.bak", "game.log.tmp")  # the box's saved game (core/log.py)
FLASH_FILES = ("config.json", "board.json")  # what the simulator writes at each start


QUIT_WAIT_US = 20000000  # a typed move the box has not taken by then is not waited for


class Quit(BaseException):
    pass


class Terminal:
    """What both terminal boxes share: virtual time that follows real time,
    keys from the terminal, the buttons as clicks, redrawing at 10 fps."""

    def __init__(self, world, realtime=True):
        from hexbox.app import main as appmain

        self.world = world
        self.running = appmain.RUNNING
        self.real0 = time.monotonic()
        self.virt0 = world.clock.us
        self.last_draw = 0.0
        self.live = None
        self.realtime = realtime
        self.message = ""

    def key(self, ch):
        raise NotImplementedError

    def render(self):
        raise NotImplementedError

    def frame(self):
        """Each tick of virtual time, before drawing (tests type keys here)."""

    def click(self, name, ms):
        w = self.world
        w.press(name)
        w.clock.timers.append([w.clock.us + ms * 1000, 0, lambda: w.release(name)])

    def tick(self, now):
        real = time.monotonic() - self.real0
        virt = (now - self.virt0) / 1e6
        if self.realtime and virt > real + 0.005:
            time.sleep(virt - real)  # keep virtual time with the wall clock
        self.frame()
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


class Tui(Terminal):
    def __init__(self, world, game, seed, realtime=True, autoplay=False, title="", choose=None):
        from hexbox.app import main as appmain

        Terminal.__init__(self, world, realtime)
        self.game_name = game
        self.view = part(game, "view")
        self.player = MenuPlayer(world, seed, self.running, choose, autoplay)
        self.title = title
        self.box_name = ""  # the board's name, for the title of the game being played
        self.typed = ""
        self.message = say("start")
        self.help = False
        self.help_page = 0
        self.pixels = False
        self.page = 0
        self.paged_for = None  # the state whose menu self.page is a page of
        self.read_at = None  # the state (game, history length) self.read is the menu of
        self.read = []  # that state's numbered rows: the menu read once per state
        self.terminal: Any = None  # the console drawn on: its size is checked (None: a test's)
        self.happened = run.EventLog(keep=50)  # "what happened", undos included
        self.keys = None  # tests: f(tui) -> keys to type now, on each frame
        self.quit_at = None  # virtual us of a q that waits for the move typed before it
        appmain.ON_START.append(self.attach)

    def attach(self, c):
        self.happened.attach(c)

    def detach(self):
        from hexbox.app import main as appmain

        if self.attach in appmain.ON_START:
            appmain.ON_START.remove(self.attach)
        self.player.detach()

    def app(self):
        """The running game's app (None while the box boots or shows its
        setup screen); the table follows the game the setup screen chose."""
        c = self.running[0] if self.running else None
        if c is None or getattr(c, "game", None) is None:
            return None
        if c.game_name != self.game_name:
            self.game_name = c.game_name
            self.view = part(c.game_name, "view")
        return c

    def screen(self):
        """Whatever app the box runs now: a game's, or its setup screen."""
        return self.running[0] if self.running else None

    # -- the numbered menu --------------------------------------------------------
    def hidden_seat(self, c):
        """The seat whose private menu is not to be shown (not yet passed to)."""
        g = c.game
        s = g.current
        if s >= 0 and c.present.private(g, s) and c.cleared != s:
            return s
        return None

    def choices(self, c):
        """[(number, row text, action)]: the box's menu read in full, the
        rows of their own first ("Take off!", "End the turn"), then the
        groups' rows (twenty curves), each in the box's order."""
        from hexbox.app import menu as mn

        g = c.game
        if (
            g.over
            or self.hidden_seat(c) is not None
            or c.seating is not None
            or g.current in c.bots
        ):
            return []  # no menu of a seat's: the seats screen, or a seat the box plays
        if not same_state(self.read_at, g):  # drawn ten times a second: built once per state
            m = mn.Menu(c.present, g, g.actions())
            alone = [m.acts[e] for e in m.top if e >= 0]
            rows = m.numbered()
            rows = [r for r in rows if r[1] in alone] + [r for r in rows if r[1] not in alone]
            self.read_at = (g, len(g.history))
            self.read = [(n + 1, text, a) for n, (text, a) in enumerate(rows)]
        return self.read

    def row_range(self, c):
        """The numbers the menu's rows have now ("1-113"), or a word for
        "a number" when there is nothing to choose."""
        n = len(self.choices(c)) if c is not None else 0
        return "1-%d" % n if n > 1 else ("1" if n == 1 else say("a_number"))

    # -- keys --------------------------------------------------------------------
    def key(self, ch):
        w = self.world
        c = self.app()
        if ch == "q":
            if self.player.target is None or self.quit_at is not None:
                raise Quit()
            # a move typed and not yet played (the hand still presses the
            # buttons or moves the magnets) is played first, then saved by
            # the quit: at full speed, not the wall clock's
            self.quit_at = w.clock.us
            self.realtime = False
            self.message = say("quit_after")
            return
        if ch in ("\x7f", "\x08", "\x1b"):
            self.typed = ""
            return
        if ch in "0123456789lpkf" and (ch.isdigit() or not self.typed):
            self.typed += ch
            return
        if ch in ("\r", "\n"):
            self.enter(c)
            return
        self.typed = ""
        names = {"r": "roll", "c": "confirm", "b": "back", "s": "stop"}
        if ch in names:
            if names[ch] in w.buttons:
                self.click(names[ch], 100)
                self.message = say("pressed", "OK" if ch == "c" else names[ch].upper())
            else:
                self.message = say("no_button", names[ch].upper())
        elif ch in ("u", "B"):
            self.click("back", self.long_ms())
            self.message = say("undo")
        elif ch == "R":
            self.click("roll", self.long_ms())
        elif ch in ("?", "h"):
            self.help = not self.help
        elif ch == "o":
            self.pixels = not self.pixels
        elif ch == "," and self.help:
            self.help_page = max(self.help_page - 1, 0)
        elif ch == "." and self.help:
            self.help_page += 1
        elif ch == ",":
            self.page = max(self.page - 1, 0)
        elif ch == ".":
            self.page += 1
        elif ch == "H":
            self.click("confirm", self.long_ms())
            self.message = say("hint")
        elif ch in ("W", "O"):
            self.fault(ch)
        elif ch == "a":
            self.player.auto = not self.player.auto
            self.message = say("auto_on" if self.player.auto else "auto_off")
        elif ch.isprintable() and ch != " ":
            self.message = say("no_key", ch)  # a key that does nothing says so, and what does

    def fault(self, ch):
        """A teacher's fault, for a class to see the box cope
        (sim.parts.teacher_fault): W the wheel loses steps at its next turn
        (a sixteenth of a turn), O the OLED's bus stops answering for
        OLED_OFF_US (sim.parts)."""
        if ch == "W":
            n = teacher_fault(self.world, "slip")
            self.message = say("slip", n) if n >= 0 else say("no_wheel")
        elif teacher_fault(self.world, "oled") >= 0:
            self.message = say("oled_off")

    def tick(self, now):
        Terminal.tick(self, now)
        if self.quit_at is not None and (
            not self.player.busy() or now - self.quit_at > QUIT_WAIT_US
        ):
            raise Quit()

    def long_ms(self):
        return self.world.board["buttons"].get("long_ms", 800) + 300

    def enter(self, c):
        typed, self.typed = self.typed, ""
        if c is None:
            return
        if not typed:  # Enter alone, or after letters: what it is for
            n = len(self.choices(c))
            self.message = say("enter_alone", n) if n else say("enter_nothing")
            return
        hall = self.world.hall
        if typed[0] in "lpkf":
            if hall is None or not typed[1:].isdigit():
                self.message = say("magnet_keys")
                return
            f = int(typed[1:])
            if typed[0] in "kf":
                # a teacher's dead sensor, or a loose wire
                kind = "kill" if typed[0] == "k" else "flicker"
                if teacher_fault(self.world, kind, f) < 0:
                    self.message = say("magnet_keys")
                else:
                    self.message = say("killed" if kind == "kill" else "flickering", f)
            elif typed[0] == "l":
                hall.occupied.discard(f)
                self.message = say("lifted", f)
            elif f in hall.occupied:
                # one magnet per field: the hand keeps it, and the rule says where
                self.message = say("taken", f)
            else:
                hall.occupied.add(f)
                self.message = say("put", f)
            return
        n = int(typed)
        t = getattr(c, "table", None)
        if t is not None and t.reads(c.game) and not t.restoring and t.moved():
            # a magnet moved that the box has not taken yet: a row played now
            # would move magnets from where the game had them, and leave strays
            self.message = say("board_moved")
            return
        ch = self.choices(c)
        if not 1 <= n <= len(ch):
            s = self.hidden_seat(c)
            if s is not None and s not in c.bots:  # a box seat takes no keyboard
                self.message = say("pass_keys", c.present.seat_name(c.game, s))
            elif ch:
                self.message = say("no_action", n, len(ch))
            else:  # the box's seat, its news, the end: nothing to number now
                self.message = say("no_choice", n)
            return
        self.player.want(ch[n - 1][2], c.game)
        self.message = say("playing", n, ch[n - 1][1])

    def frame(self):
        if self.keys is not None and not self.player.busy():
            for ch in self.keys(self):
                self.key(ch)

    # -- drawing -----------------------------------------------------------------------
    def table_lines(self, c):
        if c is None:
            return fit([say("booting")])
        if self.help:
            return self.help_lines(c)
        if self.pixels and self.world.oled is not None:
            o = self.world.oled
            return fit([say("pixels")] + oled_braille(o.pixel, o.width, o.height))
        return self.view.table(c, c.game, self.world)

    def help_pages(self):
        """The help as pages of the table's panel: how this game is played,
        then the keys of this box."""
        from hexbox.games import howto
        from host_tools.help_text import wrapped

        title = say("how_to", title_of(self.game_name).upper())
        body = H - 3  # a title, a blank row and the footer
        pages = [[title, ""]]
        for para in howto(self.game_name):  # a paragraph is never split between pages
            lines = wrapped([para], W - 2)
            if len(pages[-1]) + len(lines) > body + 2:
                pages.append([title + say("more"), ""])
            pages[-1] += lines
        pages.append([say("keys_title"), ""] + self.key_help())
        return pages

    def key_help(self):
        """What each key does, for the buttons and parts this box has."""
        w = self.world
        names = [n for n in ("roll", "confirm", "back", "stop") if n in w.buttons]
        c = self.app()
        rows = [("%s Enter" % self.row_range(c), say("k_play") + " " + say("k_play2")),
                (" ".join(n[0] if n != "confirm" else "c" for n in names),
                 say("k_press", ", ".join("OK" if n == "confirm" else n.upper() for n in names))),
                ("u", say("k_undo")),
                ("R", say("k_status")),
                ("H", say("k_hint"))]
        if w.hall is not None:
            rows += [("l17 Enter", say("k_lift")),
                     ("p17 Enter", say("k_put")),
                     ("k17 Enter", say("k_kill")),
                     ("f17 Enter", say("k_flicker"))]
        if w.wheel is not None:
            rows.append(("W", say("k_slip")))
        if w.oled is not None:
            rows.append(("O", say("k_oled_off")))
        rows += [(", .", say("k_pages")),
                 ("a", say("k_auto")), ("o", say("k_pixels")),
                 ("?", say("k_help")),
                 ("q", say("k_quit"))]
        # a line of the panel each, wrapped under its text where a language's
        # words run longer than the panel (German ones do)
        out = []
        for key, text in rows:
            lines = textwrap.wrap(text, W - 2 - 13) or [""]
            out += ["%-12s %s" % (key if i == 0 else "", line) for i, line in enumerate(lines)]
        return out + [""] + textwrap.wrap(say("k_oled") + " " + say("k_oled2"), W - 2)

    def help_lines(self, c):
        pages = self.help_pages()
        self.help_page = min(self.help_page, len(pages) - 1)
        lines = pages[self.help_page]
        lines = lines + [""] * (H - 1 - len(lines))
        lines.append(say("help_page", self.help_page + 1, len(pages)))
        return fit(lines)

    def menu_lines(self, c, height=H - 4 - TOP):
        """The menu panel's lines (at most `height`): numbered rows in as
        many columns as their longest row allows, paged when they do not fit."""
        if c is None:
            return []
        s = self.hidden_seat(c)
        g = c.game
        if c.seating is not None:
            return list(say("seats_screen"))
        if g.over:
            return [say("over")]
        # the OLED shows the news, not yet the pass screen: c reads on first
        news = c.news and (s is not None or not self.choices(c))
        if s is not None and g.current not in c.bots and not news:
            name = c.present.seat_name(g, s)
            return [say("secret", name), "", say("pass_to", name), say("then_c")]
        if c.table is not None and c.table.restoring:
            # the magnets first, also on a box seat's move: and a number typed
            # plays a row the panel shows
            told = list(say("magnets"))
            if g.current in c.bots or not self.choices(c):
                return told[:-1]
            return told + self.numbered(c, height - len(told))
        if news:
            told = list(say("news"))
            if s is not None and g.current not in c.bots:
                then, pass_on = say("next_pass")
                told += ["", then % c.present.seat_name(g, s), pass_on]
            return told
        if g.current in c.bots:
            plays, go_on = say("box_plays")
            return [plays % c.present.seat_name(g, g.current), go_on]
        return self.numbered(c, height)

    def numbered(self, c, height):
        """The menu's numbered rows in at most `height` lines."""
        owners = []
        cells = self.menu_cells(c, owners)
        if not same_state(self.paged_for, c.game):  # a new menu opens on its first page
            self.paged_for = (c.game, len(c.game.history))
            self.page = 0
        cell = max([len(x) for x in cells] + [12])
        cols = max(1, (INNER + 2) // (cell + 2))
        columns = stacked(cells, owners, height)
        if len(columns) > cols:  # a line for the page numbers
            columns = stacked(cells, owners, height - 1)
        pages = max((len(columns) - 1) // cols + 1, 1)
        self.page = min(self.page, pages - 1)
        part = columns[self.page * cols:(self.page + 1) * cols]
        out = []
        for i in range(max([len(x) for x in part] + [1])):
            row = [(x[i] if i < len(x) else "").ljust(cell) for x in part]
            out.append("  ".join(row).rstrip())
        if pages > 1:
            out.append(say("page", self.page + 1, pages))
        return out

    def menu_cells(self, c, owners=None):
        """The numbered rows as the menu panel shows them: a group of more
        than one row has its name once, as a heading ("Turm bewegen:"), and
        its rows below it by their own labels, indented ("    3 Tower 3>5"),
        so that no two rows read the same; a group of one reads whole
        ("Witch 1 to F12"), like a row of its own."""
        p, g = c.present, c.game
        rows = []
        size = {}
        for n, text, a in self.choices(c):
            name = p.group(g, a)
            label = p.label(g, a)
            if name is None or text == label or not text.startswith(name):
                name = None
            rows.append((n, text, label, name))
            size[name] = size.get(name, 0) + 1
        out = []
        own = owners if owners is not None else []
        last = None
        for n, text, label, name in rows:
            if name is not None and size[name] > 1:
                if name != last:
                    out.append(name + ":")
                    own.append(HEADING)
                out.append("  %3d %s" % (n, label))
                own.append(name + ":")
            else:
                name = None
                out.append("%3d %s" % (n, text))
                own.append(None)
            last = name
        return out

    def oled_lines(self, c):
        rows = list(c.rows) if c is not None else []
        out = []
        for i in range(6):
            r = rows[i] if i < len(rows) else ""
            out.append(r[:16].ljust(16))
        return out, (getattr(c, "hl", -1) if c is not None else -1)

    def status_rows(self, c):
        """The acting seat's status rows (the public ones before the pass screen)."""
        if c is None:
            return []
        g = c.game
        s = g.current
        seat = s if s >= 0 and c.cleared == s else -1  # secrets only after the seat's pass screen
        return c.present.status(g, seat)

    def status_lines(self, c, page=0):
        """(lines, pages): page `page` of the status rows, two columns of at
        most STATUS_LINES rows a page, read top to bottom."""
        cols = columns(self.status_rows(c))
        pages = (len(cols) + 1) // 2
        at = page % pages
        left = cols[2 * at]
        right = cols[2 * at + 1] if 2 * at + 1 < len(cols) else []
        return [
            ((left[i] if i < len(left) else "").ljust(STATUS_COL)
             + (right[i] if i < len(right) else "")).rstrip()
            for i in range(max(len(left), len(right)))
        ], pages

    def too_small(self):
        """What a terminal smaller than the layout shows instead of it (a
        layout cut by the terminal draws its frames over each other), or None."""
        from rich.text import Text

        if self.terminal is None:
            return None
        w, h = self.terminal.size
        if w >= WIDTH and h >= HEIGHT:
            return None
        lines = say("too_small")
        text = "\n".join([lines[0] % (w, h, WIDTH, HEIGHT), lines[1], lines[2] % (WIDTH, HEIGHT),
                          lines[3]])
        return Text(text, style="bold", overflow="fold")

    def render(self):
        from rich.console import Group
        from rich.panel import Panel
        from rich.table import Table
        from rich.text import Text

        c = self.app()
        small = self.too_small()
        if small is not None:
            return small
        table = Text("\n".join(self.table_lines(c)))
        rows, hl = self.oled_lines(self.screen())
        oled = Text()
        for i, r in enumerate(rows):
            oled.append(
                r + ("\n" if i < len(rows) - 1 else ""),
                style="reverse bold cyan" if i == hl else "bold cyan",
            )
        info = Text("> %s\n%s" % (self.typed, self.message), style="bold")
        right_top = Table.grid(padding=0)
        right_top.add_column(width=20)
        right_top.add_column(width=RIGHT - 20)
        right_top.add_row(Panel(oled, title="OLED", width=20, height=TOP),
                          Panel(info, title=say("typed"), width=RIGHT - 20, height=TOP))
        # more rows than room: the pages take turns, 4 s each (of the box's time)
        turn = self.world.clock.us // 4000000
        lines, pages = self.status_lines(c, turn)
        status_h = max(len(lines), 1) + 2 if pages == 1 else STATUS_LINES + 2
        title = say("status") if pages == 1 else say("status_of", turn % pages + 1, pages)
        status = Text("\n".join(lines))
        menu_h = H + 2 - TOP - status_h
        menu = Text("\n".join(self.menu_lines(c, menu_h - 2)))
        right = Group(right_top, Panel(status, title=title, width=RIGHT, height=status_h),
                      Panel(Group(menu), title=say("menu"), width=RIGHT, height=menu_h))
        top = Table.grid(padding=0)
        top.add_column(width=W + 4)
        top.add_column(width=RIGHT)
        top.add_row(Panel(table, title=title_of(self.game_name), width=W + 4, height=H + 2), right)
        log = Text("\n".join(x[:WIDTH - 6] for x in self.happened.lines[-LOG_ROWS:]))
        title = self.title
        if c is not None and c.record is not None:  # the game being played (resumed or new)
            title = game_title(self.game_name, c.record, self.box_name)
        return Panel(
            Group(top, Panel(log, title=say("happened"), width=WIDTH - 2, height=LOG_ROWS + 2)),
            title="hexbox sim  %s" % title,
            subtitle=say("keys", self.row_range(c)),
            width=WIDTH,
            height=HEIGHT,
            padding=0,
        )


def columns(rows):
    """The status rows in columns of at most STATUS_LINES rows, read top to
    bottom and two to a page of the panel: a column never ends with a label
    whose value starts the next ("Trapped on:", then "6"), nor starts with the
    indented rows of a seat whose name ends the one before, and a list longer
    than a column goes on under its heading again (the box's own page
    breaks, hexbox.core.text.pages)."""
    return pages(rows, STATUS_LINES) or [[]]  # no status yet: one empty column


def same_state(kept, g):
    """Whether kept, a (game, history length) pair or None, is g as it is now."""
    return kept is not None and kept[0] is g and kept[1] == len(g.history)


HEADING = 1  # menu_cells' owner of a group's heading (a group row's owner is its heading)


def stacked(cells, owners, height):
    """The menu's cells in columns of at most `height`, filled top to bottom:
    a heading never ends a column (it goes over to its rows), and a column
    that goes on with a group starts with its heading again ("Mila:"), so
    that every row, on every page, is read under the piece it moves."""
    height = max(height, 2)
    columns = [[]]
    for x, own in zip(cells, owners):
        col = columns[-1]
        if col and len(col) + (2 if own == HEADING else 1) > height:
            col = []
            columns.append(col)
        if not col and own not in (None, HEADING):
            col.append(own)
        col.append(x)
    return columns


def save_dir(game):
    return os.path.join(SAVE_ROOT, game)


def game_title(game, record, board_name):
    """What the title bar says of a game record: its players, variant and seed."""
    names = dict(getattr(host_words(game), "VARIANT_NAMES", ()))  # in the box's language
    v = [names.get(x, x) for x in record.get("variant") or []]
    return say(
        "title",
        title_of(game),
        counted("n_players", record["players"]),
        (", " + ", ".join(v)) if v else "",
        record["seed"],
        board_name,
    )


def saved_language(d):
    """The language the box spoke when it saved the game in folder d (its
    config.json), or English (no such file, a broken one, a language the
    box does not know)."""
    from hexbox.games import LANGUAGES

    cfg = read_json(os.path.join(d, "config.json"))
    lang = cfg.get("lang") if isinstance(cfg, dict) else None
    return lang if lang in LANGUAGES else "en"


def load_magnets(world, d):
    """The simulated board as it was left: the magnets on the hall sensors
    (none from a file that is missing or broken: the box asks for them)."""
    if world.hall is None:
        return
    fields = read_json(os.path.join(d, MAGNETS))
    if isinstance(fields, list):
        world.hall.occupied.update(
            f for f in fields if isinstance(f, int) and f in world.hall.map)


def save_magnets(world, d):
    """Keep the magnets with the saved game; why not, or None."""
    if world.hall is None:
        return None
    try:
        with open(os.path.join(d, MAGNETS), "w") as f:
            json.dump(sorted(world.hall.occupied), f)
    except OSError as e:
        return "%s: %s" % (MAGNETS, why_not(e))
    return None


def open_save(d, new, extra=()):
    """The save folder d made ready for a start (outfolder.FolderError, one
    line, when it cannot be): no folder where the simulator writes a file
    (an empty one goes), and with --new the saved game's files gone."""
    make_folder(d, "the save folder")
    clear_files(d, FLASH_FILES + tuple(extra), files_too=False)
    if new:
        clear_files(d, LOG_FILES + tuple(extra))


def keep_unreadable(d):
    """When the save in d has no generation left that can be read, the box
    starts a new game over it: the damaged files are kept as copies first
    (name.damaged), and the line that says so is returned; else None."""
    from hexbox.core.fs import OsFs
    from hexbox.core.log import ActionLog

    log = ActionLog(OsFs(d))
    if log.load() is not None or not log.status.startswith("damaged: "):
        return None
    kept = []
    for name in log.status[len("damaged: "):].split(", "):
        copy = os.path.join(d, name + ".damaged")
        n = 2
        while os.path.lexists(copy):
            copy = os.path.join(d, "%s.damaged-%d" % (name, n))
            n += 1
        try:
            with open(os.path.join(d, name), "rb") as src, open(copy, "wb") as dst:
                dst.write(src.read())
            kept.append(os.path.basename(copy))
        except OSError:
            pass
    return say("unreadable", os.path.relpath(d), ", ".join(kept) or "-")


def farewell(c, d, magnets_error, saved_line):
    """The line after a quit: saved_line, or why the game could not be saved."""
    why = getattr(getattr(c, "log", None), "error", None) or magnets_error
    if why:
        if why.startswith("game not saved: "):  # the box's own words (core/log.py)
            why = why[len("game not saved: "):]
        return say("not_saved", os.path.relpath(d), why)
    return saved_line


def saved_game(d, game):
    """The record the box will resume from its flash folder d (the newest
    whole one of this game), or None."""
    from hexbox.core.fs import OsFs
    from hexbox.core.log import ActionLog

    rec = ActionLog(OsFs(d)).load()
    return rec if rec is not None and rec.get("game") == game else None


def main(args):
    from hexbox.games import use_language

    game = args.game
    board_name = args.board or box_for(game)
    board = boards.load(board_name)
    own = own_box(game, board)
    if own is None and getattr(args, "lang", None) is None:
        # the language is the box's setting: a resumed game speaks as it did
        args.lang = "en" if args.new else saved_language(save_dir(game))
    use_language(getattr(args, "lang", None) or "en")  # the frame speaks it before the box boots
    if own is not None:  # a box with an app of its own (the dice-and-wheel box)
        return part(game, own + "_tui").main(args, board_name)
    seed = args.seed if args.seed is not None else int(time.time()) & 0xFFFF
    tty_in = sys.stdin.isatty()
    world = World(board)
    if getattr(args, "setup", False):
        return _set_up_on_the_box(args, world, board_name, seed, tty_in)
    d = save_dir(game)
    open_save(d, args.new, (MAGNETS,))
    unreadable = keep_unreadable(d)
    # a saved game is resumed as it was saved: config.json and the title tell its settings
    saved = saved_game(d, game)
    game_rec = saved or {"players": args.players, "variant": list(args.variant), "seed": seed}
    if saved is not None:
        load_magnets(world, d)
    cfg = {
        "board": board_name,
        "game": game,
        "players": game_rec["players"],
        "variant": list(game_rec["variant"]),
        "seed": game_rec["seed"],
        "stop_when_over": not tty_in,
        "lang": args.lang,
        "bots": list(args.bots),
    }
    ui = Tui(world, game, game_rec["seed"], realtime=tty_in, autoplay=not tty_in,
             title=game_title(game, game_rec, board_name),
             choose=run.bot_choice(game, game_rec["players"], game_rec["seed"]))
    ui.box_name = board_name
    del ui.running[:]  # an app of an earlier run in this process is not this box's
    world.clock.listeners.append(ui.tick)
    differs = sorted(k for k, v in getattr(args, "asked", {}).items()
                     if saved is not None and saved.get(k) != v)
    if saved is not None:  # what goes on, said once, before the box's own lines
        ui.happened.lines.append(counted("resumed", len(saved.get("actions", ()))))
    if unreadable:
        ui.happened.lines.append(unreadable)
    if differs:
        ui.happened.lines.append(say("resumed_not_asked", ", ".join("--" + k for k in differs)))
    magnets_error = _live(ui, world, d, cfg, tty_in)
    if board_name == box_for(game):
        saved_line = say("saved", os.path.relpath(d), game)
    else:  # another box than the game's own: the command that resumes names it
        saved_line = say("saved_on", os.path.relpath(d), game, board_name)
    print(farewell(ui.app(), d, magnets_error, saved_line))
    return 0


def _live(ui, world, d, cfg, tty_in):
    """Run the box in folder d (its flash) with the terminal's screen live."""
    from rich.console import Console
    from rich.live import Live

    old = None
    if tty_in:
        import termios
        import tty

        old = termios.tcgetattr(sys.stdin)
        tty.setcbreak(sys.stdin.fileno())
    else:
        print(say("no_tty"))
    try:
        console = Console() if tty_in else Console(width=WIDTH)
        if tty_in:
            ui.terminal = console  # its size is looked at for every frame
        with Live(
            ui.render(), console=console, refresh_per_second=10, screen=tty_in
        ) as live:
            ui.live = live
            run.run_main(world, d, cfg)
            live.update(ui.render())
    except (Quit, KeyboardInterrupt):
        pass
    finally:
        ui.detach()
        magnets_error = save_magnets(world, d)
        if old is not None:
            import termios

            termios.tcsetattr(sys.stdin, termios.TCSADRAIN, old)
    return magnets_error


def setup_dir(board_name):
    """Where the box that holds every game keeps its flash (its last setup,
    its saved game)."""
    return os.path.join(SAVE_ROOT, "setup-" + board_name)


def _set_up_on_the_box(args, world, board_name, seed, tty_in):
    """--setup: the box holds every game and its own setup screen asks (the
    same screen as on the box and the page); r, c and b press its buttons.
    Its saved game resumes, as on the box; --new forgets it and the last
    setup."""
    from hexbox.games import names

    d = setup_dir(board_name)
    open_save(d, args.new, (MAGNETS, "setup.json"))
    cfg = {"board": board_name, "games": list(names()), "game": args.game,
           "lang": args.lang or "en", "stop_when_over": not tty_in}
    if args.seed is not None:
        cfg["seed"] = args.seed
    load_magnets(world, d)
    ui = Tui(world, args.game, seed, realtime=tty_in, autoplay=not tty_in,
             title=say("setup_title", board_name))
    ui.box_name = board_name
    del ui.running[:]
    world.clock.listeners.append(ui.tick)
    magnets_error = _live(ui, world, d, cfg, tty_in)
    print(farewell(ui.app(), d, magnets_error, say("setup_saved", os.path.relpath(d))))
    return 0
