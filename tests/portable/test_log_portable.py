# The action log survives a power cut at every byte and every file operation,
# and never loses an action beyond the one being written.
from memfs import MemFs, PowerCut

from hexbox.core.log import ActionLog, decode, encode


def _record(n):
    return {
        "game": "g",
        "players": 2,
        "seed": 9,
        "variant": [],
        "actions": [("a", i) for i in range(n)],
    }


def test_log_round_trip_keeps_tuples():
    fs = MemFs()
    log = ActionLog(fs)
    log.save(_record(3))
    got = ActionLog(fs).load()
    assert got["actions"] == [("a", 0), ("a", 1), ("a", 2)]
    assert got["seed"] == 9


def test_log_power_cut_at_every_byte_loses_at_most_the_action_being_written():
    base = MemFs()
    log = ActionLog(base)
    log.save(_record(1))
    log.save(_record(2))
    cost = len(encode(3, _record(3))) + 1 + 3  # write + remove + 2 renames
    for cut in range(cost + 1):
        fs = MemFs()
        fs.files = dict(base.files)
        log = ActionLog(fs)
        log.load()
        fs.budget = cut
        try:
            log.save(_record(3))
        except PowerCut:
            pass
        fs.budget = -1
        got = ActionLog(fs).load()
        assert got is not None, "cut at %d lost everything" % cut
        assert len(got["actions"]) in (2, 3), "cut at %d lost an action" % cut


def test_log_corrupt_current_falls_back_to_previous_generation():
    fs = MemFs()
    log = ActionLog(fs)
    log.save(_record(4))
    log.save(_record(5))
    data = bytearray(fs.files["game.log"])
    for i in range(len(data)):
        flipped = bytearray(data)
        flipped[i] ^= 0x10
        fs.files["game.log"] = bytes(flipped)
        reader = ActionLog(fs)
        got = reader.load()
        assert got is not None and len(got["actions"]) == 4, "flip at byte %d" % i
        assert reader.status.startswith("recovered")
    fs.files["game.log"] = bytes(data)


def test_log_truncated_file_is_never_accepted():
    data = encode(1, _record(3))
    for n in range(len(data)):
        assert decode(data[:n]) is None


def test_log_all_files_damaged_gives_none_not_a_crash():
    fs = MemFs()
    fs.files["game.log"] = b"HXL1garbage"
    fs.files["game.log.bak"] = b"\x00" * 40
    log = ActionLog(fs)
    assert log.load() is None
    assert log.status.startswith("damaged")


def test_log_generation_continues_after_load():
    fs = MemFs()
    ActionLog(fs).save(_record(1))
    log = ActionLog(fs)
    log.load()
    log.save(_record(2))
    assert decode(fs.files["game.log"])[0] == 2
    assert decode(fs.files["game.log.bak"])[0] == 1


def _whole(generation, payload):
    import struct

    from hexbox.core.log import _checksum

    return struct.pack(">4sIII", b"HXL1", generation, len(payload),
                       _checksum(generation, payload)) + payload


def _replays(rec):
    # a stand-in replay: a game of ("a", i) actions, any other action is illegal
    for i in range(len(rec["actions"])):
        if rec["actions"][i] != ("a", i):
            raise ValueError("action %d does not replay" % i)
    return True


def test_log_load_takes_the_newest_generation_that_replays_and_keeps_it():
    """A valid-CRC newest generation that does not replay must not
    cost the older good one (the next save keeps it as .bak)."""
    fs = MemFs()
    log = ActionLog(fs)
    log.save(_record(3))
    bad = _record(4)
    bad["actions"][-1] = ("b", 99)
    log.save(bad)
    log = ActionLog(fs)
    got = log.load(_replays)
    assert len(got["actions"]) == 3 and log.good == "game.log.bak" and log.accepted is True
    assert log.refused[0][:2] == ("game.log", 2)
    assert log.save(_record(4))
    assert decode(fs.files["game.log.bak"])[1]["actions"] == _record(3)["actions"]
    assert len(ActionLog(fs).load(_replays)["actions"]) == 4


def test_log_generation_wraps_to_one_on_both_interpreters():
    """Past generation 4294967295 CPython's struct raises and
    MicroPython's wraps to 0; the log starts again at 1 and the new file wins."""
    fs = MemFs()
    fs.files["game.log"] = encode(0xFFFFFFFF, _record(2))
    log = ActionLog(fs)
    assert len(log.load()["actions"]) == 2
    assert log.save(_record(3))
    assert decode(fs.files["game.log"])[0] == 1 and "game.log.bak" not in fs.files
    assert len(ActionLog(fs).load()["actions"]) == 3


def test_log_payload_nested_600_deep_is_damaged_not_a_crash():
    fs = MemFs()
    ActionLog(fs).save(_record(2))
    fs.files["game.log.bak"] = fs.files["game.log"]
    deep = b'{"game": "g", "actions": [' + b"[" * 600 + b"]" * 600 + b"]}"
    fs.files["game.log"] = _whole(5, deep)
    log = ActionLog(fs)
    assert len(log.load()["actions"]) == 2 and log.status.startswith("recovered from game.log.bak")


def test_log_save_with_a_folder_in_the_way_does_not_raise():
    fs = MemFs()
    log = ActionLog(fs)
    assert log.save(_record(1))
    fs.dirs["game.log.tmp"] = 1  # a folder with something in it
    assert log.save(_record(2)) and log.error is None
    fs.dirs["game.log.bak"] = 1
    assert not log.save(_record(3)) and "is a folder" in log.error
    assert len(ActionLog(fs).load()["actions"]) == 2


def test_dice_record_with_floats_is_refused_and_changes_nothing():
    """The dice mode's saved record accepted floats (3.0 == 3) and
    then crashed in the planner and the motor model."""
    from hexbox.boxes.dice.table import DiceTable
    from hexbox.core.rng import Rng
    from hexbox.games.spuknacht.board import Board
    from hexbox.games.spuknacht.board_ref import BOARD

    board = Board(BOARD)
    t = DiceTable(board, Rng(3))
    t.roll()
    rec = t.to_record()
    g = rec["ghosts"]
    for key, value in (("step", 5.0), ("rolls", [[3.0, "red", 1]]), ("rolls", [[3, "red", 1.0]]),
                       ("last_dir", 1.0), ("mags", [1.0, -1, -1]),
                       ("ghosts", [[float(k), a] for k, a in g]),
                       ("ghosts", [[k, float(a)] for k, a in g]), ("ghosts", g + [[1.0, 0]])):
        r = dict(rec)
        r[key] = value
        fresh = DiceTable(board, Rng(3))
        before = fresh.to_record()
        try:
            fresh.restore(r)
        except ValueError:
            pass
        else:
            raise AssertionError("%s %r accepted" % (key, value))
        assert fresh.to_record() == before, key
