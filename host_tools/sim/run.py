"""Run firmware/main.py, unchanged, on a simulated box.

auto(seed) plays a whole game: a virtual player acts on the parts (the
buttons, and the pieces where the game's table reads the board), the
firmware senses, infers, logs and, where the game turns the wheel, turns it.
After every wheel turn it checks, from the wheel model, that the physical
wheel stands on the engine's step (the planned stop, i.e. the first contact
or the notch end)."""

import json
import os
import runpy
import sys
import tempfile

from host_tools.hardware import boards
from host_tools.sim.checks import WheelCheck
from host_tools.sim.chrome import counted, say
from host_tools.sim.menu_player import MenuPlayer, bot_choice
from host_tools.sim.world import World

MAIN = os.path.join(boards.ROOT, "firmware", "main.py")


class SimTimeout(BaseException):
    """A simulated game ran past its time limit. A BaseException: the
    firmware's fault screen catches every Exception, and would end the run
    as if it had stopped by itself."""


class NoApp(Exception):
    """The box did not start its app (its self-test refused the config)."""


class PowerCut(BaseException):
    """The supply drops: every task dies at its next await."""


class EnoughActions(BaseException):
    """The game reached the number of actions the caller asked for."""


class Probe:
    """Counts the controller's await points; cuts the power at the chosen
    ones and stops the run after max_actions actions.

    cut_at: await counts (over the whole run) to cut at; cut_after: offsets,
    in awaits, after each new action (once per action, from action
    `first_cut` on), e.g. (0,) cuts at the first await after every action:
    after the log was saved, before the wheel turns."""

    def __init__(self, cut_at=(), max_actions=None, cut_after=(), first_cut=1):
        self.count = 0
        self.cut_at = set(cut_at)
        self.cut_after = tuple(cut_after)
        self.first_cut = first_cut
        self.max_actions = max_actions
        self.cuts = 0
        self.seen = 0  # most actions seen so far (a replay after a cut is not new)
        self.action_at = []  # await count at which each action was first seen

    def attach(self, c):
        real = c.pause
        dead = []

        async def pause(ms):
            if dead:
                raise dead[0]
            self.count += 1
            n = len(c.game.history)
            while len(self.action_at) < n:
                self.action_at.append(self.count)
            if n > self.seen:
                self.seen = n
                if n >= self.first_cut:
                    for o in self.cut_after:
                        self.cut_at.add(self.count + o)
            if self.count in self.cut_at:
                self.cuts += 1
                dead.append(PowerCut())
                raise dead[0]
            if self.max_actions is not None and n >= self.max_actions:
                dead.append(EnoughActions())
                raise dead[0]
            await real(ms)

        c.pause = pause


def run_main(world, workdir, config):
    """Write config.json/board.json into workdir and run firmware/main.py there
    (FolderError when they cannot be written)."""
    from host_tools.outfolder import FolderError, why_not

    try:
        for name, data in (("config.json", config), ("board.json", world.board)):
            with open(os.path.join(workdir, name), "w") as f:
                json.dump(data, f)
    except OSError as e:
        raise FolderError("cannot write the box's flash in %s: %s"
                          % (workdir, why_not(e))) from None
    cwd = os.getcwd()
    os.chdir(workdir)
    try:
        with world.installed():
            runpy.run_path(MAIN, run_name="__main__")
    finally:
        os.chdir(cwd)


def auto(seed, board="pico", players=1, workdir=None, world=None, player_seed=None,
         limit_s=4 * 3600, probe=None, game=None, variant=(), choose=None, lang="en",
         bots=(), hooks=()):
    """Play one whole game (or probe.max_actions actions), restarting the
    firmware after each power cut the probe makes. Returns (app, world,
    wheel check). Raises SimTimeout past limit_s of virtual time.
    hooks: more f(app) for hexbox.app.main.ON_START (a fault injected in play).
    choose: f(game, actions) -> action for the virtual player (default: a
    seeded random pick); bots: the seats the box's firmware plays itself;
    game: the first in menu order when None. NoApp when the box never
    started its app."""
    from hexbox.app import main as appmain
    from hexbox.games import names

    game = game or names()[0]

    world = world or World(boards.load(board))

    def watchdog(now):
        if now > limit_s * 1000000:
            raise SimTimeout("no end after %d virtual seconds" % limit_s)

    world.clock.listeners.append(watchdog)
    check = WheelCheck(world)
    player = MenuPlayer(
        world, seed if player_seed is None else player_seed, appmain.RUNNING, choose
    )
    hooks = [check.attach] + ([probe.attach] if probe is not None else []) + list(hooks)
    appmain.ON_START.extend(hooks)
    cfg = {"board": board, "game": game, "players": players, "seed": seed,
           "variant": list(variant), "stop_when_over": True, "lang": lang,
           "bots": list(bots)}
    tmp = None
    if workdir is None:
        tmp = tempfile.TemporaryDirectory()
        workdir = tmp.name
    try:
        while True:
            try:
                run_main(world, workdir, cfg)
                break
            except PowerCut:
                # power back: main.py starts again on the same box, no finger
                # on a button (one held at power-on opens the self-test screen)
                for name in world.buttons:
                    world.release(name)
                continue
            except EnoughActions:
                break
    finally:
        for h in hooks:
            appmain.ON_START.remove(h)
        player.detach()
        world.clock.listeners.remove(watchdog)
        if tmp is not None:
            tmp.cleanup()
    if not appmain.RUNNING:
        raise NoApp("the box did not start (its self-test line above says why)")
    return appmain.RUNNING[0], world, check


class EventLog:
    """What happened, as the players read it: the game's own line for each
    event (the simulator's "what happened" panel and `--auto`'s output)."""

    def __init__(self, keep=None):
        self.lines = []
        self.keep = keep  # the newest lines kept (None: all)

    def attach(self, c):
        c.on_events = lambda events: self.add(c, events)
        real = c.undo

        def undo():  # an undo is something that happened too
            n = len(c.game.history)
            real()
            if len(c.game.history) < n:
                self.lines.append(say("undone", len(c.game.history)))
        c.undo = undo

    def add(self, c, events):
        if len(c.game.history) == 1:  # the game's first action: what its set-up dealt comes first
            events = list(getattr(c.game, "setup_events", ())) + list(events)
        for e in events:
            line = c.present.line(c.game, e, -1)
            if line:
                self.lines.append(line)
        if self.keep is not None:
            del self.lines[:-self.keep]


def story(lines, result_rows):
    """What happened, then how it ended, as `--auto` prints it: the result's
    OLED rows joined where the screen's 16 columns split them ("Winner:",
    " Red" -> "Winner: Red"; "Winners: Red, Blue"), and its headline left out when the last line
    already said it ("All out: you WIN!", then "You WIN!")."""
    rows = []
    label = False  # the last row is a label whose values are the indented rows after it
    for row in result_rows:
        if label and row.startswith(" "):
            rows[-1] += row if rows[-1].endswith(":") else "," + row
        else:
            rows.append(row)
            label = row.endswith(":")
    if rows and lines and lines[-1].lower().endswith(rows[0].lower()):
        del rows[0]  # "Game over" was the last thing that happened
    return list(lines) + rows


def bot_seats(text, players, error):
    """"2,3" -> (1, 2): the seats the box plays, numbered from 1 as the box
    names them ("Seat 2"), as indexes; error(line) when bad."""
    seats = []
    for part in text.split(","):
        if not part.strip():
            continue
        if not part.strip().isdigit() or not 1 <= int(part) <= players:
            error("--bots: seats are numbers 1 to %d, comma separated, not %r" % (players, part))
        if int(part) - 1 in seats:
            error("--bots: seat %d is named twice" % int(part))
        seats.append(int(part) - 1)
    return tuple(seats)


def seat_kinds(text, players, error):
    """"person,box,box" -> (1, 2): who sits at each seat, one word a seat
    in seat order; the seats the box plays. error(line) when bad."""
    parts = [p.strip() for p in text.split(",")]
    if len(parts) != players or any(p not in ("person", "box") for p in parts):
        error("--seats: one word per seat, person or box, comma separated, %d of them (not %r)"
              % (players, text))
    return tuple(s for s in range(players) if parts[s] == "box")


def main(argv):
    from hexbox.app.boot import SEED_MAX
    from hexbox.games import LANGUAGES, game_class, names
    from host_tools.cli import Parser, whole_number
    from host_tools.games import box_for, own_box, part

    seed = whole_number(0, SEED_MAX, "a seed")
    from host_tools.games import variants_said

    ap = Parser(
        prog="python -m host_tools sim", description="The firmware's own app on a simulated box.",
        epilog="variants (--variant, as the browser page's picker offers them): "
        + "; ".join("%s: %s" % (n, variants_said(n)) for n in names()),
    )
    ap.add_argument("--game", default=names()[0], choices=names(),
                    help="what the box plays (default: the first in the menu)")
    ap.add_argument("--board", choices=boards.names(),
                    help="the box (default: the one the game's box profile names: pico where "
                         "the game has a box of its own, else pico_referee)")
    ap.add_argument("--players", type=whole_number(1, 9, "a player count"),
                    help="players (default: 2, or 1 on the dice box)")
    ap.add_argument("--variant", action="append", default=[], metavar="NAME",
                    help="a variant or adventure (repeat for several)")
    ap.add_argument("--seed", type=seed, help="the game's seed (default: from the clock)")
    ap.add_argument(
        "--new", action="store_true", help="start afresh instead of resuming the saved game"
    )
    ap.add_argument(
        "--setup", action="store_true",
        help="the box holds every game and asks on its own setup screen (r, c, b press ROLL, "
             "OK, BACK): the game, players, variants, seats, language; --game is offered first")
    ap.add_argument("--auto", type=seed, metavar="SEED",
                    help="play a whole game by itself and print what happened")
    ap.add_argument("--lang", choices=LANGUAGES,
                    help="the language the box speaks (default: English, or the saved game's)")
    ap.add_argument(
        "--bots",
        default="",
        metavar="SEATS",
        help="seats the box's firmware plays with its good bot, e.g. 2,3 "
        "(seat 1 is the first player, as the box numbers them)",
    )
    ap.add_argument(
        "--seats",
        metavar="WHO",
        help="who sits at each seat, in order: person or box, e.g. person,box,box (solo play)",
    )
    args = ap.parse_args(argv)
    # what was typed: a saved game that differs from it still goes on, and says so
    args.asked = {k: v for k, v in (("players", args.players), ("seed", args.seed),
                                    ("variant", args.variant or None)) if v is not None}
    cls = game_class(args.game)
    board_name = args.board or box_for(args.game)
    if args.players is None and args.seats is not None:
        args.players = len(args.seats.split(","))  # a word per seat: that many players
    if args.players is None:
        args.players = 1 if board_name == "pico_dice" else max(2, cls.PLAYERS[0])
    try:  # the same check the box makes: a clear line, not a traceback later
        cls(players=args.players, seed=0, variant=tuple(args.variant))
    except ValueError as e:
        ap.error(str(e))
    if args.seats is not None and args.bots:
        ap.error("--seats and --bots both name the box's seats: give one")
    if args.seats is not None:
        args.bots = seat_kinds(args.seats, args.players, ap.error)
    else:
        args.bots = bot_seats(args.bots, args.players, ap.error)
    if args.auto is None:
        from host_tools.outfolder import FolderError
        from host_tools.sim import tui

        try:
            return tui.main(args)
        except FolderError as e:  # the save folder: one line, nothing touched
            print("python -m host_tools sim: %s" % e, file=sys.stderr)
            return 2
    board = boards.load(board_name)
    own = own_box(args.game, board)
    if own is not None:  # a box with an app of its own (the dice-and-wheel box)
        args.board = board_name
        return part(args.game, own + "_player").main_auto(args)
    log = EventLog()
    from hexbox.app import main as appmain

    appmain.ON_START.append(log.attach)
    try:  # the box's good bots play every seat, so the game ends the way its rules end it
        c, world, check = auto(
            args.auto,
            board_name,
            args.players,
            game=args.game,
            variant=tuple(args.variant),
            lang=args.lang or "en",
            choose=bot_choice(args.game, args.players, args.auto),
            bots=args.bots,
        )
    except NoApp as e:
        print("python -m host_tools sim: %s" % e, file=sys.stderr)
        return 2
    finally:
        appmain.ON_START.remove(log.attach)
    g = c.game
    for line in story(log.lines, c.present.result(g)):
        print(line)
    summary = say(
        "summary", args.game, args.auto, board_name, counted("n_actions", len(g.history)),
        counted("n_seconds", world.clock.us // 1000000)
    )
    if world.wheel is not None:
        summary += say("wheel_summary", counted("n_times", check.turns), len(check.errors))
    print(summary)
    for e in check.errors:
        print("ERROR " + e)
    return 1 if check.errors else 0
