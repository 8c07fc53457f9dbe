# The action log's file format (hexbox/core/log.py): HXL2 stores the packed
# history as it is and is written chunk by chunk (the save must not
# build several contiguous copies of a growing log: a board's heap has no room), and a box that
# saved
# HXL1 (all JSON) before an update still resumes its game.
import json
import struct

from memfs import MemFs

from hexbox.core import log
from hexbox.core.history import History
from hexbox.core.log import ActionLog, decode, encode, encode_chunks


def _record(n):
    return {"game": "g", "players": 2, "seed": 9, "variant": ["x"],
            "actions": [("move", i % 7, -i) if i % 3 else ("roll",) for i in range(n)]}


class _Recorder(MemFs):
    def __init__(self):
        MemFs.__init__(self)
        self.chunks = []

    def write(self, name, data):
        self.chunks.append([len(c) for c in data])
        MemFs.write(self, name, data)


def test_log_keeps_a_long_history_in_a_few_bytes_an_action():
    rec = _record(2000)
    data = encode(1, rec)
    assert len(data) < 16 + 120 + 5 * 2000, len(data)
    gen, back = decode(data)
    assert gen == 1 and back["actions"] == rec["actions"] and len(back["actions"]) == 2000
    assert back["seed"] == 9 and back["variant"] == ["x"] and "words" not in back


def test_log_save_writes_the_history_chunk_by_chunk():
    fs = _Recorder()
    rec = _record(1500)
    rec["actions"] = History(rec["actions"])
    ActionLog(fs).save(rec)
    sizes = fs.chunks[0]
    assert len(sizes) > 10 and max(sizes[2:]) <= 255, sizes[:6]
    assert ActionLog(fs).load()["actions"] == rec["actions"]


def test_log_bytes_are_the_same_from_a_list_or_a_history():
    rec = _record(300)
    packed = dict(rec, actions=History(rec["actions"]))
    assert encode(4, rec) == encode(4, packed)
    assert b"".join([bytes(c) for c in encode_chunks(4, packed)]) == encode(4, rec)


def test_log_reads_the_json_log_an_older_box_saved():
    rec = _record(5)
    payload = json.dumps(dict(rec, actions=[list(a) for a in rec["actions"]])).encode()
    old = struct.pack(">4sIII", b"HXL1", 7, len(payload), log._checksum(7, payload)) + payload
    gen, back = decode(old)
    assert gen == 7 and back["actions"] == rec["actions"] and back["players"] == 2
    assert decode(old[:-1]) is None and decode(old[:20] + b"?" + old[21:]) is None


def test_log_refuses_a_packed_history_that_does_not_parse():
    rec = _record(3)
    head = json.dumps([{"game": "g"}, ["move"]]).encode() + b"\n"
    for body in (b"\x02\x01", b"\x01\x05"):  # cut short; word 2 of 1
        payload = head + body
        bad = struct.pack(">4sIII", b"HXL2", 1, len(payload), log._checksum(1, payload)) + payload
        assert decode(bad) is None
    assert decode(encode(1, rec)) is not None
