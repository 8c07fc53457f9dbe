# A game's persistent action log: the seed, the configuration and every action
# so far, which is the whole game (replaying it rebuilds the state).
#
# File format (one file per generation):
#   b"HXL1" | generation u32 | payload length u32 | crc32 u32 | payload (JSON)
# The CRC covers the generation and the payload.
#
# Saving writes NAME.tmp, moves NAME to NAME.bak (the previous generation) and
# renames NAME.tmp to NAME. A power cut at any point leaves at least one of
# the three files whole, so loading picks the newest generation whose length
# and checksum are right, and never raises on a damaged file.
import json
import struct

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

_MAGIC = b"HXL1"
_HEAD = ">4sIII"
_HEAD_LEN = 16
_MAX_PAYLOAD = 1 << 20


def encode(generation, record):
    payload = json.dumps(listify_record(record)).encode()
    crc = _checksum(generation, payload)
    return struct.pack(_HEAD, _MAGIC, generation, len(payload), crc) + payload


def _checksum(generation, payload):
    # the generation is covered too: a flipped bit there must not win the load
    return crc32(payload, crc32(struct.pack(">I", generation))) & 0xFFFFFFFF


def decode(data):
    """(generation, record) from a file's bytes, or None if it is not whole and right."""
    if data is None or len(data) < _HEAD_LEN:
        return None
    magic, generation, size, crc = struct.unpack(_HEAD, data[:_HEAD_LEN])
    if magic != _MAGIC or size > _MAX_PAYLOAD or len(data) != _HEAD_LEN + size:
        return None
    payload = data[_HEAD_LEN:]
    if _checksum(generation, payload) != crc:
        return None
    try:
        record = json.loads(payload)
    except ValueError:
        return None
    if not isinstance(record, dict) or not isinstance(record.get("actions"), list):
        return None
    record["actions"] = [tuplify(a) for a in record["actions"]]
    return generation, record


def listify_record(record):
    out = {}
    for k in record:
        out[k] = listify(record[k])
    return out


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
        data = encode(self.generation + 1, record)
        self.fs.write(tmp, data)
        if self.fs.exists(name):
            self.fs.remove(bak)
            self.fs.rename(name, bak)
        self.fs.rename(tmp, name)
        self.generation += 1

    def clear(self):
        for n in self._names():
            self.fs.remove(n)
        self.generation = 0
