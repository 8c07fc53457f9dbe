# Boot faults: config.json and board.json files a
# maker can end up with, each with a word the self-test's FAIL reason must
# name. One table for the portable boot tests (CPython and MicroPython), the
# fuzz suite, the virtual-board test and the bench
# (reliability.boot_faults_tried): every case must end in "selftest: FAIL
# <why>", never in a traceback.
import json

from sizes import HUGE

# a good Spuknacht box (test data, not a shipped profile): a Pico with three
# 74HC4067 muxes reading the 48 fields of the reference board
GOOD_CONFIG = {"board": "testbox", "game": "spuknacht", "players": 2}
GOOD_BOARD = {
    "name": "test box", "mcu": "RP2040", "mpy_arch": "armv6m",
    "pins": {"usable": list(range(23)) + [26, 27, 28], "flash": [], "strapping": [],
             "input_only": [], "reserved": {"25": "on-board LED"},
             "i2c": {"0": {"sda": [0, 4, 8, 12, 16, 20], "scl": [1, 5, 9, 13, 17, 21]}}},
    "wheel": {"driver": "stepdir", "pins": {"step": 2, "dir": 3, "enable": 4}, "steps": 200,
              "microsteps": 16, "gear": [5, 1], "max_speed": 3200, "accel": 8000,
              "home_speed": 800},
    "index": {"pin": 5},
    "hall": {"type": "74HC4067", "select": [6, 7, 8, 9], "signal": [10, 11, 12], "debounce": 3,
             "map": list(range(48))},
    "buttons": {"roll": 13, "confirm": 14, "back": 15},
    "display": {"type": "SSD1306", "bus": 0, "sda": 16, "scl": 17, "height": 64},
    "buzzer": {"pin": 18},
}

# (name, edits, a word the reason must hold). An edit: ("config"|"board",
# path, value) sets a key (path: tuple of keys/indexes), value _DEL deletes
# it; ("config"|"board", None, bytes) replaces the whole file; ("board",
# None, None) removes board.json (the app then reads board_defs/<board>.json)
_DEL = "<delete>"
CASES = (
    # config.json
    ("players 0", (("config", ("players",), 0),), "players"),
    ("players 99", (("config", ("players",), 99),), "players"),
    ("players a string", (("config", ("players",), "2"),), "players"),
    ("players null", (("config", ("players",), None),), "players"),
    ("players true", (("config", ("players",), True),), "players"),
    ("players 2.0", (("config", ("players",), 2.0),), "players"),
    ("unknown variant", (("config", ("variant",), ["turbo"]),), "variant"),
    ("variant a number", (("config", ("variant",), 1),), "variant"),
    ("variant a list of numbers", (("config", ("variant",), [1]),), "variant"),
    ("variant a string", (("config", ("variant",), "expert"),), "variant"),
    ("seed a string", (("config", ("seed",), "7"),), "seed"),
    ("seed negative", (("config", ("seed",), -1),), "seed"),
    ("seed 2^40", (("config", ("seed",), 1 << 40),), "seed"),
    ("seed a float", (("config", ("seed",), 7.5),), "seed"),
    ("unknown key", (("config", ("player",), 2),), "unknown key"),
    ("game missing", (("config", ("game",), _DEL),), "game"),
    ("game unknown", (("config", ("game",), "chess"),), "unknown game"),
    ("game a number", (("config", ("game",), 3),), "game"),
    (
        "config not UTF-8",
        (("config", None, b'{"board": "\xff\xfe", "game": "spuknacht"}'),),
        "UTF-8",
    ),
    ("config nested %d deep" % HUGE, (("config", None, b"[" * HUGE + b"]" * HUGE),), "bigger"),
    ("config nested 1000 deep", (("config", None, b"[" * 1000 + b"]" * 1000),), "nests"),
    ("config not JSON", (("config", None, b'{"board": "testbox", "ga'),), "not valid JSON"),
    ("config empty", (("config", None, b""),), "empty"),
    ("config an array", (("config", None, b'["testbox", "spuknacht"]'),), "JSON object"),
    ("config a number", (("config", None, b"42"),), "JSON object"),
    ("config huge", (("config", None, b'{"board": "' + b"x" * 20000 + b'"}'),), "bigger"),
    # the board name, when the box has no board.json
    (
        "unknown board name",
        (("board", None, None), ("config", ("board",), "nonesuch")),
        "not found",
    ),
    (
        "board name escapes board_defs",
        (("board", None, None), ("config", ("board",), "../../etc/passwd")),
        "board",
    ),
    ("board name with a slash", (("config", ("board",), "pico/../pico"),), "board"),
    # board.json as a file
    ("board not JSON", (("board", None, b"{'name': 'pico'}"),), "not valid JSON"),
    ("board empty", (("board", None, b""),), "empty"),
    ("board an array", (("board", None, b"[1, 2, 3]"),), "JSON object"),
    ("board not UTF-8", (("board", None, b'{"name": "\xc3\x28"}'),), "UTF-8"),
    ("board nested 600 deep", (("board", None, b"[" * 600 + b"]" * 600),), "nests"),
    # board.json values
    ("pin clash", (("board", ("buzzer", "pin"), 2),), "already used"),
    ("pin out of range", (("board", ("buttons", "roll"), 99),), "GPIO"),
    ("pin negative", (("board", ("index", "pin"), -1),), "GPIO"),
    ("pin a string", (("board", ("buttons", "roll"), "13"),), "GPIO"),
    ("pin a float", (("board", ("buttons", "roll"), 13.0),), "GPIO"),
    ("pin not usable", (("board", ("buzzer", "pin"), 40),), "usable"),
    ("pin reserved", (("board", ("buzzer", "pin"), 25),), "LED"),
    ("pins a list", (("board", ("pins",), [0, 1, 2]),), "pins"),
    ("pins.usable missing", (("board", ("pins", "usable"), _DEL),), "usable"),
    ("I2C bus without scl", (("board", ("pins", "i2c", "0", "scl"), _DEL),), "scl"),
    ("display on another bus", (("board", ("display", "bus"), 1),), "bus"),
    ("wheel missing", (("board", ("wheel",), _DEL),), "wheel"),
    ("wheel null", (("board", ("wheel",), None),), "wheel"),
    ("wheel driver unknown", (("board", ("wheel", "driver"), "servo"),), "driver"),
    ("step pin missing", (("board", ("wheel", "pins", "step"), _DEL),), "step"),
    ("index a number", (("board", ("index",), 5),), "index"),
    ("buttons missing", (("board", ("buttons",), _DEL),), "buttons"),
    ("gear [0, 0]", (("board", ("wheel", "gear"), [0, 0]),), "gear"),
    ("gear [1, 100000]", (("board", ("wheel", "gear"), [1, 100000]),), "gear"),
    ("gear [5]", (("board", ("wheel", "gear"), [5]),), "gear"),
    ("gear a fraction string", (("board", ("wheel", "gear"), "5/1"),), "gear"),
    ("gear too fine", (("board", ("wheel", "gear"), [16777216, 1]),), "2^30"),
    ("microsteps 0", (("board", ("wheel", "microsteps"), 0),), "microsteps"),
    ("steps a string", (("board", ("wheel", "steps"), "200"),), "steps"),
    ("max_speed 2000000", (("board", ("wheel", "max_speed"), 2000000),), "max_speed"),
    (
        "max_speed 2000000 accel 10^12",
        (("board", ("wheel", "max_speed"), 2000000), ("board", ("wheel", "accel"), 10**12)),
        "max_speed",
    ),
    ("accel 10^8", (("board", ("wheel", "accel"), 10**8),), "accel"),
    ("accel 0", (("board", ("wheel", "accel"), 0),), "accel"),
    ("home_speed 0", (("board", ("wheel", "home_speed"), 0),), "home_speed"),
    ("home_speed 1048576", (("board", ("wheel", "home_speed"), 1048576),), "home_speed"),
    ("home_speed over max_speed", (("board", ("wheel", "home_speed"), 4000),), "home_speed"),
    ("search_steps under a turn", (("board", ("index", "search_steps"), 100),), "search_steps"),
    (
        "pio on a ULN2003",
        (
            ("board", ("wheel", "driver"), "uln2003"),
            ("board", ("wheel", "pins"), {"coils": [2, 3, 4, 19]}),
            ("board", ("wheel", "pio"), True),
        ),
        "pio",
    ),
    ("hall debounce 0", (("board", ("hall", "debounce"), 0),), "debounce"),
    ("hall debounce '3'", (("board", ("hall", "debounce"), "3"),), "debounce"),
    ("hall null", (("board", ("hall",), None),), "hall"),
    (
        "hall map leaves fields without a sensor",
        (("board", ("hall", "map"), list(range(40))),),
        "no sensor",
    ),
    ("hall map names field 99", (("board", ("hall", "map", 47), 99),), "lacks"),
    ("hall map names field 10^6", (("board", ("hall", "map", 0), 10**6),), "hall.map"),
    ("hall map a field twice", (("board", ("hall", "map", 47), 0),), "two sensors"),
    (
        "hall map too long for the muxes",
        (("board", ("hall", "map"), list(range(48)) + [-1] * 10),),
        "muxes",
    ),
    ("hall without select", (("board", ("hall", "select"), _DEL),), "select"),
    ("display height 7", (("board", ("display", "height"), 7),), "height"),
    ("display missing", (("board", ("display",), _DEL),), "display"),
    ("mcu a number", (("board", ("mcu",), 2040),), "mcu"),
    ("mcu and arch disagree", (("board", ("mpy_arch",), "xtensawin"),), "mpy_arch"),
    ("unknown part", (("board", ("motor",), {"pin": 3}),), "unknown key"),
)


def _set(doc, path, value):
    for k in path[:-1]:
        doc = doc[k]
    if value == _DEL:
        del doc[path[-1]]
    else:
        doc[path[-1]] = value


def files(case):
    """(config.json bytes, board.json bytes or None) for one case."""
    cfg = json.loads(json.dumps(GOOD_CONFIG))
    board = json.loads(json.dumps(GOOD_BOARD))
    raw = {}
    for target, path, value in case[1]:
        if path is None:
            raw[target] = value
        else:
            _set(cfg if target == "config" else board, path, value)
    c = raw["config"] if "config" in raw else json.dumps(cfg).encode()
    b = raw["board"] if "board" in raw else json.dumps(board).encode()
    return c, b


def scratch(name):
    """A folder of /tmp (ending in /) for one test process: pytest's two
    workers run tests of one file at once, and must not share a flash."""
    import os

    try:
        worker = os.getenv("PYTEST_XDIST_WORKER") or ""  # MicroPython's unix port has getenv too
    except AttributeError:  # the WebAssembly port: one process
        worker = ""
    return "/tmp/%s%s/" % (name, worker)


def put_file(folder, name, data):
    """Write `data` (None: remove the file) as folder + name; its path."""
    import os

    path = folder + name
    if data is None:
        try:
            os.remove(path)
        except OSError:
            pass
    else:
        with open(path, "wb") as f:
            f.write(data)
    return path


def flash_box(folder, config, board):
    """A board's flash in `folder` (ending in /): config.json and board.json
    (None: absent); the path of config.json."""
    import os

    try:
        os.mkdir(folder[:-1])
    except OSError:
        pass
    put_file(folder, "board.json", board)
    return put_file(folder, "config.json", config)
