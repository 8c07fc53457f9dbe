# What the reliability promises (no traceback, no lost game) were tried on, counted:
#   reliability.boot_faults_tried      bad config.json / board.json files booted
#                                      (the cases an outside fuzz run found, boot_cases.py
#                                      in tests/portable, plus seeded mutations of the
#                                      shipped boards and of config.json that the self-test refuses)
#   reliability.boot_faults_not_shown  of those, how many did not end in a readable
#                                      "selftest: FAIL <why>" shown on the box (target 0:
#                                      a traceback, an exception, a silent ok)
#   reliability.boot_faults_tried_upy  those cases again on MicroPython
#   reliability.log_damage_tried       damaged action logs loaded: every bit flipped,
#                                      every cut and every deletion of each file of a
#                                      two-generation log, a power cut at every byte
#                                      and operation of a save, a newest generation
#                                      that does not replay, folders in the way, the
#                                      generation wrap, a payload nested 600 deep
#   reliability.log_damage_lost        of those, how many lost a good generation
#                                      (target 0: the resumed game is the last good
#                                      save or the one before it, never refused data)
#   reliability.illegal_actions_tried  junk, wrongly typed (35.0 for 35, True for 1),
#                                      nested, huge and near-miss actions thrown at
#                                      every engine along two random games of each
#                                      (tests/portable/engine_checks.py)
#   reliability.illegal_actions_changed of those, how many were accepted or changed
#                                      the state (target 0: refused with a reason,
#                                      the snapshot exactly as before)
import json
import os
import random
import shutil
import sys
import tempfile

from host_tools import ROOT

PORTABLE = os.path.join(ROOT, "tests", "portable")
MUTATIONS = 400  # seeded mutated boards and configs per bench run


def _portable():
    if PORTABLE not in sys.path:
        sys.path.insert(0, PORTABLE)


# --- boot faults -----------------------------------------------------------------------

def _boot(d, config, board):
    from hexbox.app import boot

    for name, data in (("config.json", config), ("board.json", board)):
        p = os.path.join(d, name)
        if os.path.exists(p):
            os.remove(p)
        if data is not None:
            with open(p, "wb") as f:
                f.write(data)
    lines, shown = [], []
    try:
        cfg = boot.boot(os.path.join(d, "config.json"), lines.append, None, shown.append)
    except Exception as e:  # noqa: BLE001  (what is counted)
        return "raised %r" % (e,)
    if cfg is not None:
        return "ok"
    if len(lines) == 2 and lines[1].startswith("selftest: FAIL ") and shown == [lines[1][15:]]:
        return "fail"
    return "not shown: %r" % (lines,)


def _mutations(seed, n):
    """n (config bytes, board bytes) of seeded edits to the good box."""
    _portable()
    from boot_cases import GOOD_BOARD, GOOD_CONFIG

    from host_tools.hardware import boards

    rng = random.Random(seed)
    shipped = [boards.load(b) for b in boards.names()] + [GOOD_BOARD]
    values = (None, True, False, 0, -1, 1, 2, 7, 48, 49, 99, 10 ** 6, 2 ** 31, 1.5, 3.0, "", "x",
              "3", [], [0], [1, 100000], {}, {"pin": 3})
    for _ in range(n):
        cfg = json.loads(json.dumps(GOOD_CONFIG))
        board = json.loads(json.dumps(rng.choice(shipped)))
        doc = cfg if rng.random() < 0.3 else board
        for _ in range(rng.randint(1, 3)):
            d = doc
            while isinstance(d, (dict, list)) and d and rng.random() < 0.6:
                k = rng.choice(sorted(d)) if isinstance(d, dict) else rng.randrange(len(d))
                if not isinstance(d[k], (dict, list)):
                    break
                d = d[k]
            if isinstance(d, dict) and d:
                k = rng.choice(sorted(d))
                if rng.random() < 0.2:
                    del d[k]
                else:
                    d[k] = rng.choice(values)
            elif isinstance(d, list) and d:
                d[rng.randrange(len(d))] = rng.choice(values)
        yield json.dumps(cfg).encode(), json.dumps(board).encode()


def boot_faults(mutations=MUTATIONS, seed=18):
    """(faults tried, [what went wrong for each fault not shown])."""
    _portable()
    from boot_cases import CASES, files

    d = tempfile.mkdtemp(prefix="hexbox-boot-")
    tried = 0
    bad = []
    try:
        for case in CASES:
            tried += 1
            got = _boot(d, *files(case))
            if got != "fail":
                bad.append("%s: %s" % (case[0], got))
        for config, board in _mutations(seed, mutations):
            got = _boot(d, config, board)
            if got == "ok":
                continue  # still a good box: not a fault
            tried += 1
            if got != "fail":
                bad.append("mutation: %s" % got)
    finally:
        shutil.rmtree(d, True)
    return tried, bad


_UPY_BOOT = """
import json, os
sys.path.insert(0, TEST_DIR)
from boot_cases import CASES, files
from hexbox.app import boot
D = "/tmp/hexbox_bench_boot/"
try:
    os.mkdir(D[:-1])
except OSError:
    pass
n = 0
bad = []
for case in CASES:
    c, b = files(case)
    for name, data in (("config.json", c), ("board.json", b)):
        try:
            os.remove(D + name)
        except OSError:
            pass
        if data is not None:
            with open(D + name, "wb") as f:
                f.write(data)
    lines = []
    try:
        refused = boot.boot(D + "config.json", lines.append) is None
        ok = refused and lines[1].startswith("selftest: FAIL ")
    except Exception as e:
        ok = False
    n += 1
    if not ok:
        bad.append(case[0])
print(json.dumps({"tried": n, "bad": bad}))
"""


# --- log damage ----------------------------------------------------------------------------

def _game():
    """(name, Game) of the game the log is tested with: the menu's first."""
    from hexbox.games import game_class, names

    return names()[0], game_class(names()[0])


def _reference(n=12, seed=5):
    from hexbox.core.rng import Rng

    g = _game()[1](players=2, seed=seed)
    rng = Rng(1)
    while len(g.history) < n and not g.over:
        g.play(rng.choice(g.actions()))
    return list(g.history)


def log_damage(flips=True):
    """(damaged logs tried, [how each lost a good generation])."""
    _portable()
    from memfs import MemFs, PowerCut

    from hexbox.core.log import _GEN_MAX, ActionLog, encode

    name, Game = _game()
    ref = _reference()

    def good(k):
        return {"game": name, "players": 2, "seed": 5, "variant": [], "actions": ref[:k]}

    def replays(rec):
        g = Game(players=rec["players"], seed=rec["seed"], variant=tuple(rec["variant"]))
        for a in rec["actions"]:
            g.play(a)
        return g

    k = len(ref) - 2
    base = MemFs()
    log = ActionLog(base)
    log.save(good(k - 1))
    log.save(good(k))
    tried = 0
    lost = []

    def check(name, files, at_least, dirs=None):
        nonlocal tried
        tried += 1
        fs = MemFs()
        fs.files = dict(files)
        fs.dirs = dict(dirs or {})
        try:
            rec = ActionLog(fs).load(replays)
        except Exception as e:  # noqa: BLE001  (what is counted)
            lost.append("%s: raised %r" % (name, e))
            return
        n = -1 if rec is None else len(rec["actions"])
        if n < at_least or (rec is not None and rec["actions"] != ref[:n]):
            lost.append("%s: resumed %d actions, wanted %d+" % (name, n, at_least))

    for victim in sorted(base.files):
        data = base.files[victim]
        for i in range(len(data)):
            if flips:
                for bit in range(8):
                    b = bytearray(data)
                    b[i] ^= 1 << bit
                    check(
                        "flip %s byte %d bit %d" % (victim, i, bit),
                        dict(base.files, **{victim: bytes(b)}),
                        k - 1,
                    )
            check("cut %s at %d" % (victim, i), dict(base.files, **{victim: data[:i]}), k - 1)
        rest = dict(base.files)
        del rest[victim]
        check("delete %s" % victim, rest, k - 1)
    # a power cut at every byte and file operation of the next save
    cost = len(encode(3, good(k + 1))) + 8
    for cut in range(cost):
        fs = MemFs()
        fs.files = dict(base.files)
        log = ActionLog(fs)
        log.load(replays)
        fs.budget = cut
        try:
            log.save(good(k + 1))
        except PowerCut:
            pass
        check("power cut at %d" % cut, fs.files, k)
    # a newest generation that does not replay, then the game goes on
    fs = MemFs()
    fs.files = dict(base.files)
    outside = ActionLog(fs)
    outside.load()
    bad = good(k + 1)
    bad["actions"] = ref[:k] + [("move", 0, 999)]
    outside.save(bad)
    check("newest does not replay", fs.files, k)
    log = ActionLog(fs)
    log.load(replays)
    log.save(good(k + 1))
    check("saved after a refused newest", fs.files, k + 1)
    # folders in the way: empty (removed) and not (worked around)
    for name in ("game.log.tmp", "game.log.bak"):
        for entries in (0, 1):
            fs = MemFs()
            fs.files = dict(base.files)
            fs.files.pop(name, None)
            fs.dirs[name] = entries
            log = ActionLog(fs)
            log.load(replays)
            if not log.save(good(k + 1)):
                lost.append("folder %s: not saved: %s" % (name, log.error))
            check("folder %s (%d entries)" % (name, entries), fs.files, k + 1, fs.dirs)
    # the generation wrap
    fs = MemFs()
    fs.files = {
        "game.log": encode(_GEN_MAX, good(k)),
        "game.log.bak": encode(_GEN_MAX - 1, good(k - 1)),
    }
    log = ActionLog(fs)
    log.load(replays)
    log.save(good(k + 1))
    check("generation wrap", fs.files, k + 1)
    # a payload nested 600 deep with a right CRC
    import struct

    from hexbox.core.log import _checksum

    payload = b'{"game": "%s", "actions": [' % name.encode() + b"[" * 600 + b"]" * 600 + b"]}"
    deep = struct.pack(">4sIII", b"HXL1", 99, len(payload), _checksum(99, payload)) + payload
    check("payload nested 600 deep", dict(base.files, **{"game.log.tmp": deep}), k)
    return tried, lost


# --- illegal actions -------------------------------------------------------------------
ILLEGAL_SEEDS = (1, 2)  # two random games of every registered game
ILLEGAL_EVERY = 4  # bad actions tried at every 4th step of each


def illegal_actions():
    """(tried, changed): bad actions thrown at every engine along random
    games; each must be refused with a reason and leave the snapshot as it was."""
    _portable()
    from engine_checks import illegal_candidates, illegal_reason

    from hexbox.games import game_class, names
    from hexbox.games.playout import default_players, play_on

    tried = changed = 0
    for name in names():
        cls = game_class(name)
        for seed in ILLEGAL_SEEDS:
            def on_step(game, action, events):
                nonlocal tried, changed
                if game.over or len(game.history) % ILLEGAL_EVERY:
                    return
                for bad in illegal_candidates(game):
                    tried += 1
                    try:
                        illegal_reason(game, bad)
                    except AssertionError:  # accepted, or the state changed
                        changed += 1

            play_on(cls(players=default_players(cls), seed=seed), seed, on_step=on_step)
    return tried, changed


def metrics(upy):
    out = {}
    tried, changed = illegal_actions()
    out["reliability.illegal_actions_tried"] = tried
    out["reliability.illegal_actions_changed"] = changed
    tried, bad = boot_faults()
    out["reliability.boot_faults_tried"] = tried
    out["reliability.boot_faults_not_shown"] = len(bad)
    src = _UPY_BOOT
    r = json.loads(upy(src).strip().splitlines()[-1])
    out["reliability.boot_faults_tried_upy"] = r["tried"]
    out["reliability.boot_faults_not_shown"] += len(r["bad"])
    tried, lost = log_damage()
    out["reliability.log_damage_tried"] = tried
    out["reliability.log_damage_lost"] = len(lost)
    return out
