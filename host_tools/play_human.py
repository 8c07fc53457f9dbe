"""`python -m host_tools play GAME --human`: any game at a prompt, for a
person. The acting seat, its status (the game's own presentation module,
as the box shows it), the legal actions numbered in the box's menu order;
a number plays one. A bad line says why and asks again; nothing is lost.

  <n>       play action n            undo     take back the last action
  status    every seat's public rows help     these commands and how to play
  quit      stop (the game so far is printed as JSON lines, to replay)

Hidden hands are pass-and-play, as on the box: before a seat with something
secret acts, the prompt asks to pass the keyboard and press Enter.

It speaks the language in use (hexbox.games.use_language, `play --lang`):
the game's words as the box says them, the prompt's own from the
simulator's table (host_tools/sim/chrome.py), where the two say the same.
"""

import json

from hexbox.app import menu as mn
from hexbox.app.speech import refusal, words
from hexbox.core.errors import IllegalAction
from hexbox.games import presentation, title
from host_tools.help_text import help_lines
from host_tools.sim.chrome import say


def numbered(p, game):
    """[(row text, action)] in the box's menu order (equal cards once)."""
    return mn.Menu(p, game, game.actions()).numbered()


def replay(cls, config, actions):
    g = cls(players=config["players"], seed=config["seed"], variant=tuple(config["variant"]))
    for a in actions:
        g.play(a)
    return g


class Session:
    """One game at the prompt; ask() returns False when the person is done."""

    def __init__(self, name, cls, game, read, write):
        self.name = name
        self.cls = cls
        self.game = game
        self.p = presentation(name)
        self.read = read
        self.write = write
        self.cleared = -1  # the seat the keyboard was passed to

    def say(self, *lines):
        for s in lines:
            self.write(s + "\n")

    def screen(self):
        g = self.game
        seat = g.current
        self.say("", "== %s ==" % self.p.prompt(g))
        shown = seat if self.cleared == seat or not self.p.private(g, seat) else -1
        for r in self.p.status(g, shown):
            self.say("  " + r)
        for i, (text, _) in enumerate(numbered(self.p, g)):
            self.say("%4d  %s" % (i + 1, text))

    def ask(self):
        g = self.game
        p = self.p
        if g.over:
            self.say("", say("cli_over"))
            for r in p.result(g):
                self.say("  " + r)
            return False
        seat = g.current
        if p.private(g, seat) and self.cleared != seat:
            name = p.seat_name(g, seat)
            line = self.read(say("pass_to", name) + " " + say("cli_then_enter", name))
            if line is None or command(line.strip()) == QUIT:
                return False
            self.write("\n" * 40)  # the last seat's screen scrolls away
            self.cleared = seat
        self.screen()
        line = self.read("%s> " % p.seat_name(g, seat))
        if line is None:
            return False
        return self.command(line.strip())

    def command(self, line):
        g = self.game
        typed = command(line)
        if typed == QUIT:
            return False
        if typed == HELP:
            self.say(*say("cli_keys"))
            self.say("", say("how_to", title(self.name)), *help_lines(self.name))
            return True
        if typed == STATUS:
            for r in self.p.status(g, -1):  # what every seat may see
                self.say("  " + r)
            return True
        if typed == UNDO:
            if not g.history:
                self.say(words().NOTHING_TO_UNDO)
                return True
            self.game = replay(self.cls, g.config(), list(g.history)[:-1])
            self.cleared = -1
            self.say(say("undone", len(self.game.history)))
            return True
        choices = numbered(self.p, g)
        if not line.isdigit() or not 1 <= int(line) <= len(choices):
            self.say(say("cli_bad_line", len(choices)))
            return True
        actor = g.current
        viewer = actor if self.cleared == actor else -1
        try:
            events = g.play(choices[int(line) - 1][1])
        except IllegalAction as e:  # the menu offers only legal ones; a broken engine says why
            self.say(say("cli_not_allowed", refusal(e, self.name)))
            return True
        for e in events:
            s = self.p.line(g, e, viewer)
            if s:
                self.say("  * " + s)
        if g.current != actor:
            self.cleared = -1
        return True


HELP, UNDO, STATUS, QUIT = range(4)  # the commands, in the order of the words' "cli_commands"


def command(line):
    """Which command a typed line is (quit works at any prompt, the pass
    prompt too), or None."""
    for i, typed in enumerate(say("cli_commands")):
        if line.lower() in typed.split():
            return i
    return None


def run(name, cls, game, read, write):
    """Play until the game ends or the person quits; returns the exit code."""
    s = Session(name, cls, game, read, write)
    while s.ask():
        pass
    c = s.game.config()
    variants = "".join(" --variant " + v for v in c["variant"])
    # JSON lines are data in no language: the replay needs no --lang
    write(say("cli_so_far", name, c["players"], c["seed"], variants) + "\n")
    for a in s.game.history:
        write(json.dumps(list(a)) + "\n")
    return 0


def prompt_reader(stdin, stdout):
    """read(prompt) for Session: a line from stdin, None at its end."""
    def read(prompt):
        stdout.write(prompt)
        stdout.flush()
        line = stdin.readline()
        return None if line == "" else line

    return read
