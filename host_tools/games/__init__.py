"""The host side of every game, one folder per game beside the firmware's:
the game registered as N in hexbox.games has host_tools/games/N/ holding

    table.py   table(game[, pieces]) -> the table as SVG text; portable (the
               browser page draws it inside the WebAssembly MicroPython);
               pieces: a field per piece where the game's box senses them
    view.py    table(app, game, world) -> the simulator's table panel
    bench.py   metrics(upy) -> the game's numbers in `make bench` (and any
               bench_<x>.py: a box of the game measured on its own)
    figure.py  the command line for the game's pictures (pictures/)
    chip.py    what the chip bench (host_tools/benches/chip.py) knows of the
               game before it plays: WHOLE_GAME_CHIP_S, how long a whole
               game runs on the emulated chip (the longest start first)

and, where its box has parts of its own (its profile, hexbox.app.boxes):

    acts.py    plan(player, game): the physical acts (magnets lifted and
               set down, buttons pressed) that play the next action on a
               box whose table reads the board; portable (the virtual
               board's demo runs it on MicroPython)
    <box>_player.py, <box>_tui.py   the simulator's players (main_auto(args))
               and terminal view (main(args, board_name)) of a box that
               greets the players with an app of its own (hexbox/boxes/<box>/)
    <box>_chip.py  that box's player on the emulated chip (host_tools/chip)
    lesson.py  what the maker lessons check against on the game's board

No list of games here: part() takes the names from the firmware's registry,
so a game's two folders are all it takes to add one. Portable, like the
tables it finds (the page stages it).

    part(name, "view")   the module, imported on demand (a page plays one game)
    has_part(name, what) whether the game's host folder holds that part
    with_part(what)      the games that have that part, in menu order
    svg(name, game)      the table of `game` (an engine object) as SVG text
    box_for(name)        the board a maker builds for the game
    own_box(name, board) the box folder of the app the game runs on a board
    driving(part)        the games whose full box drives that part (a wheel)
"""

PARTS = ("table", "view", "bench", "figure", "chip", "acts", "lesson")
# the parts that run on MicroPython too: the page (host_tools/web/build.py)
# stages those a game has, the simulator's staged modules (sim/stage.py)
# those its player imports
PORTABLE = ("table", "acts", "lesson")
SIM_PARTS = ("acts",)


def part(name: str, what: str):
    """Module `what` of game `name`'s host folder; ValueError for a game the
    registry does not know, ImportError for a part the game does not have."""
    from hexbox.games import found

    if name not in found():
        raise ValueError("unknown game %r; known: %s" % (name, ", ".join(sorted(found()))))
    path = "host_tools.games.%s.%s" % (name, what)
    mod = __import__(path)
    for step in path.split(".")[1:]:
        mod = getattr(mod, step)
    return mod


def has_part(name: str, what: str) -> bool:
    """Whether game `name`'s host folder holds module `what` (imports it)."""
    try:
        part(name, what)
    except ImportError as e:
        if what not in str(e):
            raise  # the part is there and fails: say so
        return False
    return True


def with_part(what: str) -> tuple:
    """The games whose host folder holds module `what`, in menu order."""
    from hexbox.games import names

    return tuple(n for n in names() if has_part(n, what))


def folder(name: str) -> str:
    """The folder of game `name`'s host part (CPython), wherever the package's
    path found it."""
    import importlib.util

    spec = importlib.util.find_spec("host_tools.games." + name)
    if spec is None or not spec.submodule_search_locations:
        raise ValueError("game %r has no host folder" % (name,))
    return list(spec.submodule_search_locations)[0]


def svg(name: str, game, pieces=None) -> str:
    """The table of `game` (an engine object, or the table of a box with an
    app of its own) as SVG text; pieces: where the hall sensors see them
    (a field per piece), for a game whose table reads the board."""
    table = part(name, "table").table
    return table(game) if pieces is None else table(game, pieces)


def box_for(game: str) -> str:
    """The board a maker builds for `game` (its box profile,
    hexbox.app.boxes): the full box with a wheel and hall sensors where the
    game has one, else the referee box (buttons, OLED, buzzer). The page
    starts a game on it, and the benches measure the game there."""
    from hexbox.app.boxes import box

    return "pico" if box(game, "full")[0] == "full" else "pico_referee"


def own_box(game: str, board: dict):
    """The folder (hexbox/boxes/<box>/) of the app `game` greets the players
    with on this board definition, or None where the referee app does."""
    from hexbox.app.boxes import box
    from hexbox.hw.needs import mode

    app = box(game, mode(board))[2]
    return None if app == "referee" else app.split(".")[2]


def driving(what: str, board_mode: str = "full") -> tuple:
    """The games whose box on a board of this mode drives part `what`
    (e.g. "wheel"), in menu order."""
    from hexbox.app.boxes import parts
    from hexbox.games import names

    return tuple(n for n in names() if what in parts(n, board_mode))


def _game_of(cls, players, variant):
    """The game cls deals for these settings without its config (the
    names it was asked by), or None where the engine refuses them."""
    try:
        g = cls(players=players, seed=1, variant=tuple(variant))
    except ValueError:
        return None
    d = g.to_dict()
    d.pop("config", None)
    # what a variant changes later in the game shows in the rule flags it set
    for k, v in vars(g).items():
        if k != "variant" and type(v) in (int, str, bool):
            d["." + k] = v
    return d


def variant_choices(name: str) -> list:
    """Every variant a person can choose for game `name`, for the page's
    picker and the simulator's --variant alike, from what the engine takes
    (VARIANTS, SEAT_VARIANTS, ACCEPTS):

        [{"names": [...], "players": [...], "optional": bool}, ...]

    One name: a box to tick. Several: pick one of them (a menu), the first
    the one a game without the choice plays where not optional. Names the
    engine refuses together at every seat count are one choice (one
    adventure); a name with a number (meister3) is a count of its base
    name's choice. A name that deals the very game another choice (or no
    variant) deals is left out: the seat count or the other choice says it.
    players: the seat counts that take the choice (the team variant: 4, 6)."""
    from hexbox.games import game_class

    cls = game_class(name)
    seats = range(cls.PLAYERS[0], cls.PLAYERS[1] + 1)
    names = []
    for v in tuple(cls.VARIANTS) + tuple(s[0] for s in getattr(cls, "SEAT_VARIANTS", ())) \
            + tuple(getattr(cls, "ACCEPTS", ())):
        if v not in names:
            names.append(v)
    takes = {v: [p for p in seats if _game_of(cls, p, (v,)) is not None] for v in names}
    plain = {p: _game_of(cls, p, ()) for p in seats}

    def same(a, b):  # the same game wherever a is taken
        return all(_game_of(cls, p, (a,)) == (plain[p] if b is None else _game_of(cls, p, (b,)))
                   for p in takes[a])

    def base(v):
        b = v.rstrip("0123456789")
        return b if b != v and b in names else None

    groups = []
    for v in names:
        if not takes[v] or base(v) is not None:
            continue
        for g in groups:
            if all(set(takes[v]) & set(takes[o]) and
                   all(_game_of(cls, p, (v, o)) is None for p in set(takes[v]) & set(takes[o]))
                   for o in g):
                g.append(v)
                break
        else:
            groups.append([v])
    out = []
    for g in groups:
        counted = [v for v in names if base(v) in g]
        counted.sort(key=lambda v: int(v.lstrip("abcdefghijklmnopqrstuvwxyz_")))
        alias = {}  # a name another choice deals already -> that choice
        for v in list(g):
            twin = [c for c in counted if base(c) == v and same(c, v)]
            if twin:  # meister is meister8: the count says it
                alias[v] = twin[0]
                g.remove(v)
        members = counted + g
        optional = not any(same(v, None) for v in members)
        default = [v for v in members if not optional and same(v, None)]
        kept = default[:1] + [v for v in members if optional or not same(v, None)]
        if len(kept) == 1 and not optional:
            continue  # the plain game only: nothing to choose
        label = base(counted[0]) if counted else None
        out.append({"names": kept, "players": sorted(set(p for v in kept for p in takes[v])),
                    "optional": optional, "label": label, "alias": alias})
    return out


def variants_said(name: str) -> str:
    """variant_choices(name) in a line for a command's help: "one of a|b",
    a count "meister1..meister8", the seat counts a choice needs."""
    out = []
    for c in variant_choices(name):
        n = c["names"]
        said = "%s..%s" % (n[0], n[-1]) if c["label"] else "|".join(n)
        said += "".join(" (%s = %s)" % kv for kv in sorted(c["alias"].items()))
        if len(n) > 1 and not c["label"]:
            said = "one of " + said
        players = c["players"]
        if players != list(range(players[0], players[-1] + 1)) or len(players) < 3:
            said += " (%s players)" % ",".join(str(p) for p in players)
        out.append(said)
    return "; ".join(out) or "none"
