# The action log survives a power cut at every byte and every file operation,
# and never loses an action beyond the one being written.
from memfs import MemFs, PowerCut

from hexbox.core.log import ActionLog, decode, encode


def _record(n):
    return {"game": "g", "players": 2, "seed": 9, "variant": [], "actions": [("a", i) for i in range(n)]}


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
