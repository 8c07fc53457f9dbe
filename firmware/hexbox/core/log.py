# A game's persistent action log: the seed, the configuration and every action
# so far, which is the whole game (replaying it rebuilds the state).
#
# File format (one file per generation):
#   magic | generation u32 | payload length u32 | crc32 u32 | payload
# The CRC covers the generation and the payload. Magic b"HXL2" (written):
#   payload = JSON [record without "actions", words] + b"\n" + packed actions
# where the packed actions are a hexbox.core.history.History's own bytes
# over `words` (its strings), so a save writes the history's chunks as they
# are: no JSON of a growing log, no contiguous copy of it. Magic b"HXL1" (an
# older box's file, still read): payload = the whole record as JSON.
#
# Saving writes NAME.tmp, moves NAME to NAME.bak (the previous generation) and
# renames NAME.tmp to NAME. A power cut at any point leaves at least one of
# the three files whole, so loading picks the newest generation whose length
# and checksum are right, and never raises on a damaged file.
import json
import struct

from hexbox.core.history import History
from hexbox.core.jsonable import listify, tuplify

try:
    from binascii import crc32
except ImportError:  # ports built without it: bitwise CRC-32, same results
    def crc32(data, value=0):
        crc = value ^ 0xFFFFFFFF
        for b in data:
            crc ^= b
            for _ in range(8):
                crc = (crc >> 1) ^ (0xEDB88320 & -(crc & 1))
        return crc ^ 0xFFFFFFFF

_MAGIC = b"HXL2"
_MAGIC_JSON = b"HXL1"
_HEAD = ">4sIII"
_HEAD_LEN = 16
_MAX_PAYLOAD = 1 << 20


def encode_chunks(generation, record):
    """The file's bytes as a list of chunks to write one after another: the
    header, the record's JSON head, then the history's packed chunks
    (memoryviews, not copies). Length and CRC are summed chunk by chunk."""
    actions = record["actions"]
    if not isinstance(actions, History):
        actions = History(tuplify(a) for a in actions)
    head = {}
    for k in sorted(record):  # same keys, same order: the same bytes on both Pythons
        if k != "actions":
            head[k] = listify(record[k])
    parts = [json.dumps([head, actions.words]).encode(), b"\n"]
    parts.extend(actions.packed())
    size = 0
    crc = crc32(struct.pack(">I", generation))
    for p in parts:
        size += len(p)
        crc = crc32(p, crc)
    parts.insert(0, struct.pack(_HEAD, _MAGIC, generation, size, crc & 0xFFFFFFFF))
    return parts


def encode(generation, record):
    """The file's bytes in one piece (encode_chunks joined)."""
    return b"".join([bytes(p) for p in encode_chunks(generation, record)])


def _checksum(generation, payload):
    # the generation is covered too: a flipped bit there must not win the load
    return crc32(payload, crc32(struct.pack(">I", generation))) & 0xFFFFFFFF


def decode(data):
    """(generation, record) from a file's bytes, or None if it is not whole and
    right. record["actions"] is a History (a sequence of action tuples)."""
    if data is None or len(data) < _HEAD_LEN:
        return None
    magic, generation, size, crc = struct.unpack(_HEAD, data[:_HEAD_LEN])
    if magic not in (_MAGIC, _MAGIC_JSON) or size > _MAX_PAYLOAD or len(data) != _HEAD_LEN + size:
        return None
    payload = memoryview(data)[_HEAD_LEN:]
    if _checksum(generation, payload) != crc:
        return None
    try:
        if magic == _MAGIC_JSON:
            record = json.loads(bytes(payload))
            if not isinstance(record, dict) or not isinstance(record.get("actions"), list):
                return None
            record["actions"] = History(tuplify(a) for a in record["actions"])
            return generation, record
        nl = data.find(b"\n", _HEAD_LEN)
        if nl < 0:
            return None
        head = json.loads(data[_HEAD_LEN:nl])
        if not isinstance(head, list) or len(head) != 2:
            return None
        record, words = head
        if not isinstance(record, dict) or "actions" in record or not isinstance(words, list):
            return None
        record["actions"] = History.from_packed(words, payload[nl + 1 - _HEAD_LEN:])
    except (ValueError, TypeError):
        return None
    return generation, record


class ActionLog:
    """Keeps one game's record {"game", "players", "seed", "variant", "actions"}."""

    def __init__(self, fs, name="game.log"):
        self.fs = fs
        self.name = name
        self.generation = 0
        self.status = "empty"  # what load() found: empty, ok, or recovered from X

    def _names(self):
        n = self.name
        return (n, n + ".tmp", n + ".bak")

    def load(self):
        """The newest whole record, or None. Never raises on damaged files."""
        best = None
        damaged = []
        for name in self._names():
            data = self.fs.read(name)
            got = decode(data)
            if got is None:
                if data is not None:
                    damaged.append(name)
                continue
            if best is None or got[0] > best[0]:
                best = (got[0], got[1], name)
        if best is None:
            self.status = "damaged: " + ", ".join(damaged) if damaged else "empty"
            return None
        self.generation = best[0]
        self.status = "ok" if best[2] == self.name and not damaged else "recovered from " + best[2]
        return best[1]

    def save(self, record):
        """Atomically replace the saved record (the old one stays as .bak)."""
        name, tmp, bak = self._names()
        self.fs.write(tmp, encode_chunks(self.generation + 1, record))
        if self.fs.exists(name):
            self.fs.remove(bak)
            self.fs.rename(name, bak)
        self.fs.rename(tmp, name)
        self.generation += 1

    def clear(self):
        for n in self._names():
            self.fs.remove(n)
        self.generation = 0
