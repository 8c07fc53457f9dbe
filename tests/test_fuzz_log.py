"""Fuzz and regression tests of the action log ("the
action log can lose a game"). A good generation is one whose actions replay;
no damage, power cut, refused newest generation or folder in the way may
lose the last good one.

The replay here is a real engine (Spuknacht): a record replays when every
action is legal in turn, as the app's resume does."""

import os
import struct

import pytest
from fuzz_scale import examples
from hypothesis import given, settings
from hypothesis import strategies as st
from memfs import MemFs, PowerCut

from hexbox.boxes.dice.table import DiceTable
from hexbox.core.fs import OsFs
from hexbox.core.log import _GEN_MAX, ActionLog, _checksum, decode, encode
from hexbox.core.rng import Rng
from hexbox.games.spuknacht import Game
from hexbox.games.spuknacht.board import Board
from hexbox.games.spuknacht.board_ref import BOARD

SEED = 5


def _reference(n=40):
    g = Game(players=2, seed=SEED)
    rng = Rng(1)
    while len(g.history) < n and not g.over:
        g.play(rng.choice(g.actions()))
    return list(g.history)


REF = _reference()


def good(k):
    """The record after the first k actions of the reference game."""
    return {"game": "spuknacht", "players": 2, "seed": SEED, "variant": [], "actions": REF[:k]}


def bad(k):
    """A whole record (valid CRC) whose last action does not replay."""
    r = good(k)
    r["actions"] = REF[:k] + [("move", 0, 999)]
    return r


def replays(rec):
    """The app's resume: rebuild the game; raises when an action is illegal."""
    g = Game(players=rec["players"], seed=rec["seed"], variant=tuple(rec["variant"]))
    for a in rec["actions"]:
        g.play(a)
    return g


def whole_file(generation, payload):
    """A log file with a right length and CRC around any payload bytes."""
    return struct.pack(">4sIII", b"HXL1", generation, len(payload),
                       _checksum(generation, payload)) + payload


def outside_save(fs, record):
    """A save by something that cannot tell good from bad (an old firmware):
    the plain save sequence, without load(accept)."""
    log = ActionLog(fs)
    log.load()
    assert log.save(record)


# --- regressions: each case an outside fuzz run found ---------------------------

def test_a_newest_generation_that_does_not_replay_never_costs_the_good_one():
    """Found: "A valid-CRC newest generation that does not replay makes
    resume() start a new game. Its first save then deletes the older good
    generation." load(accept) takes the good .bak; the next saves keep it."""
    fs = MemFs()
    outside_save(fs, good(5))
    outside_save(fs, bad(6))  # game.log: bad, game.log.bak: good(5)
    log = ActionLog(fs)
    rec = log.load(replays)
    assert rec["actions"] == REF[:5]
    assert log.good == "game.log.bak" and log.accepted.history == REF[:5]
    assert log.refused and log.refused[0][0] == "game.log" and "999" in log.refused[0][2]
    assert log.status.startswith("recovered from game.log.bak")
    assert log.save(good(6))  # the game goes on: the bad file goes, the good .bak stays
    assert decode(fs.files["game.log.bak"])[1]["actions"] == REF[:5]
    again = ActionLog(fs)
    assert again.load(replays)["actions"] == REF[:6] and again.status == "ok"
    # a new game (nothing replays) keeps the newest whole file as the backup
    fs2 = MemFs()
    outside_save(fs2, bad(3))
    log2 = ActionLog(fs2)
    assert log2.load(replays) is None and log2.status.startswith("refused")
    assert log2.save(good(0))
    assert decode(fs2.files["game.log.bak"])[1]["actions"][-1] == ("move", 0, 999)


def test_the_good_generation_in_tmp_is_kept_when_the_newest_is_refused():
    """A power cut left the newest good one in game.log.tmp; game.log holds a
    refused one: saving reuses .tmp only after the good one moved to .bak."""
    fs = MemFs()
    fs.files["game.log"] = encode(7, bad(6))
    fs.files["game.log.tmp"] = encode(8, good(6))
    fs.files["game.log.bak"] = encode(6, good(4))
    log = ActionLog(fs)
    assert log.load(replays)["actions"] == REF[:6] and log.good == "game.log.tmp"
    assert log.save(good(7))
    assert decode(fs.files["game.log.bak"])[1]["actions"] == REF[:6]
    assert decode(fs.files["game.log"])[0] == 9
    assert "game.log.tmp" not in fs.files


@pytest.mark.parametrize("victim", ["game.log.tmp", "game.log.bak"])
def test_a_folder_in_the_way_never_makes_a_save_raise(tmp_path, victim):
    """Found: "game.log.tmp or game.log.bak being a directory makes every
    save raise IsADirectoryError". An empty folder is removed; a full one is
    worked around (or, for game.log itself, reported), never raised."""
    fs = OsFs(str(tmp_path))
    log = ActionLog(fs)
    assert log.save(good(1))
    os.mkdir(tmp_path / victim)
    assert log.save(good(2)) and log.error is None
    assert not (tmp_path / victim).is_dir()  # the empty folder is gone
    assert log.save(good(3))
    if (tmp_path / victim).exists():
        os.remove(tmp_path / victim)
    os.mkdir(tmp_path / victim)
    (tmp_path / victim / "keep.txt").write_text("a maker's file")
    for k in (4, 5, 6):
        assert log.save(good(k)), log.error
    assert (tmp_path / victim / "keep.txt").read_text() == "a maker's file"
    assert ActionLog(fs).load(replays)["actions"] == REF[:6]


def test_game_log_itself_a_folder_never_makes_a_save_raise(tmp_path):
    """A folder named game.log: the save either works around it (the game
    loads back) or says so in .error; it never raises."""
    fs = OsFs(str(tmp_path))
    log = ActionLog(fs)
    assert log.save(good(1))
    os.remove(tmp_path / "game.log")
    os.mkdir(tmp_path / "game.log")
    (tmp_path / "game.log" / "x").write_text("x")
    for k in (2, 3, 4):
        if log.save(good(k)):
            assert ActionLog(fs).load(replays)["actions"] == REF[:k]
        else:
            assert "game.log" in log.error and "delete it" in log.error, log.error


def test_a_full_flash_is_reported_not_raised():
    class FullFs(MemFs):
        def write(self, name, data):
            raise OSError(28)

    fs = FullFs()
    log = ActionLog(fs)
    assert log.save(good(1)) is False and log.error == "game not saved: the flash is full"


def test_generation_4294967295_is_followed_by_one_that_sorts_newest():
    """Found: "Generation 4294967295: the save raises on CPython, while
    MicroPython's struct.pack silently wraps to 0". The numbering restarts
    at 1 and no older file may outrank the new one."""
    fs = MemFs()
    fs.files["game.log"] = encode(_GEN_MAX, good(3))
    fs.files["game.log.bak"] = encode(_GEN_MAX - 1, good(2))
    log = ActionLog(fs)
    assert log.load(replays)["actions"] == REF[:3]
    assert log.save(good(4))
    assert decode(fs.files["game.log"])[0] == 1
    assert ActionLog(fs).load(replays)["actions"] == REF[:4]
    assert log.save(good(5))
    assert [g for g, _ in ActionLog(fs).generations()] == [2, 1]


def test_a_payload_nested_600_deep_loads_as_damaged_not_a_recursion_error():
    """Found: "A valid-CRC payload nested 600 deep raises RecursionError in load"."""
    fs = MemFs()
    outside_save(fs, good(3))
    payload = b'{"game": "spuknacht", "players": 2, "seed": 5, "variant": [], "actions": [' \
        + b"[" * 600 + b"0" + b"]" * 600 + b"]}"
    fs.files["game.log.bak"] = fs.files["game.log"]
    fs.files["game.log"] = whole_file(9, payload)
    for accept in (replays, None):
        log = ActionLog(fs)
        assert log.load(accept)["actions"] == REF[:3]
        assert "damaged: game.log" in log.status


def test_the_dice_record_refuses_floats():
    """Found: "The dice mode's saved record accepts floats and then crashes
    in the planner and the motor model"."""
    board = Board(BOARD)
    t = DiceTable(board, Rng(3))
    t.roll()
    rec = t.to_record()
    for key, value in (("step", 5.0), ("rolls", [[3.0, "red", 1]]), ("rolls", [[3, "red", 1.0]]),
                       ("last_dir", 1.0), ("mags", [1.0, -1, -1]),
                       ("ghosts", [[float(k), a] for k, a in rec["ghosts"]]),
                       ("ghosts", [[k, float(a)] for k, a in rec["ghosts"]]),
                       ("ghosts", rec["ghosts"] + [[1.0, 0]]), ("by_hand", 1)):
        r = dict(rec, **{key: value})
        fresh = DiceTable(board, Rng(3))
        before = fresh.to_record()
        with pytest.raises(ValueError):
            fresh.restore(r)
        assert fresh.to_record() == before, key


# --- fuzz: damage, power cuts and refused generations, never a good one lost ---------

OPS = st.lists(st.tuples(st.sampled_from(["save", "bad", "flip", "cut", "trunc", "rm", "dir"]),
                         st.integers(0, 1 << 16)), min_size=1, max_size=25)


@settings(max_examples=examples(300), deadline=None)
@given(OPS)
def test_no_sequence_of_faults_loses_the_last_good_generation(ops):
    """One fault at a time (a damaged or deleted file, a power cut inside a
    save, a newest generation that does not replay, an empty folder in the
    way), each followed by a reboot that loads with the replay as accept:
    the game resumes at the last good save, or one action before it when the
    fault hit that very save or file. Never a traceback, never a refused or
    damaged record taken, never the game lost."""
    fs = MemFs()
    k = 0  # actions in the last good save that returned True
    faulted = False  # a fault since the last good save: the next op is a save
    for op, arg in ops:
        log = ActionLog(fs)
        rec = log.load(replays)
        if rec is not None:
            assert rec["actions"] == REF[:len(rec["actions"])]  # a good one, never a refused one
            assert len(rec["actions"]) >= k - 1, (op, len(rec["actions"]), k)
            k = len(rec["actions"])
        else:  # only a one-generation log may be lost to its one fault
            assert k <= 1, "the game is lost (%d actions)" % k
            k = 0  # the app starts a new game
        if k >= len(REF) - 1:
            return
        if faulted:
            op = "save"
        faulted = op != "save"
        if op == "save":
            assert log.save(good(k + 1)), log.error
            k += 1
        elif op == "bad":
            outside_save(fs, bad(k + 1))
        elif op == "cut":
            fs.budget = arg % 600
            try:
                if log.save(good(k + 1)):
                    k += 1
            except PowerCut:
                pass
            fs.budget = -1
        elif op == "dir":
            name = ("game.log.tmp", "game.log.bak")[arg & 1]
            fs.files.pop(name, None)
            fs.dirs[name] = 0  # empty: the next save removes it (full ones: tests above)
        else:
            names = sorted(fs.files)
            if not names:
                continue
            name = names[arg % len(names)]
            data = bytearray(fs.files[name])
            if op == "rm":
                del fs.files[name]
            elif op == "trunc":
                fs.files[name] = bytes(data[:arg % max(len(data), 1)])
            else:
                data[arg % len(data)] ^= 1 << (arg % 8)
                fs.files[name] = bytes(data)


def test_the_bench_damage_set_loses_no_good_generation():
    """reliability.log_damage_* (host_tools/benches/reliability.py) on every
    cut and deletion of each file, a power cut at every byte of a save and
    the cases an outside fuzz run found (the bench adds every bit flip)."""
    from host_tools.benches import reliability

    tried, lost = reliability.log_damage(flips=False)
    assert tried > 300 and lost == []
