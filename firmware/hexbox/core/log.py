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
#
# A whole file is not yet a good game: its last action may not replay (a
# firmware that changed, a bug). load(accept) offers the generations newest
# first and takes the newest one accept() takes; the next save then keeps
# that one as NAME.bak, so the last good generation is never overwritten by
# a worse one. A save that cannot be made (a folder in the way, a full
# flash) returns False and says why in .error; it never raises.
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


_GEN_MAX = 0xFFFFFFFF  # the header's u32: past it the numbering starts again at 1


class ActionLog:
    """Keeps one game's record {"game", "players", "seed", "variant", "actions"}."""

    def __init__(self, fs, name="game.log"):
        self.fs = fs
        self.name = name
        self.generation = 0  # the newest generation on the flash; the next save is one more
        self.status = "empty"  # what load() found: empty, ok, or recovered from X
        self.good = None  # the file holding the generation load() took or save() wrote
        self.accepted = None  # what accept(record) returned for the record load() gave
        self.refused = []  # (file, generation, why) of newer whole files accept() refused
        self.error = None  # why the last save() failed; None when it worked
        self._blocked = ()  # our file names that are folders we could not remove

    def _names(self):
        n = self.name
        return (n, n + ".tmp", n + ".bak")

    def _read(self, name):
        data = self.fs.read(name)
        try:
            return data, decode(data)
        except Exception:  # noqa: BLE001  (a payload nested 600 deep, no heap for it: damaged)
            return data, None

    def _scan(self):
        found = []
        damaged = []
        for name in self._names():
            data, got = self._read(name)
            if got is not None:
                found.append((got[0], name))
            elif data is not None:
                damaged.append(name)
            data = got = None
        found.sort(reverse=True)
        return found, damaged

    def generations(self):
        """(generation, file) of every whole file, newest first."""
        return self._scan()[0]

    def load(self, accept=None):
        """The newest whole record that accept(record) takes (returns a true
        value, kept in .accepted; returning false or raising refuses it, and
        the next older generation is offered), or None. Without accept, the
        newest whole record. Never raises on damaged files."""
        self.accepted = None
        self.refused = []
        self.good = None
        found, damaged = self._scan()
        self.generation = found[0][0] if found else 0
        for gen, name in found:
            got = self._read(name)[1]  # again: one record in RAM at a time
            if got is None:
                continue
            rec = got[1]
            got = None
            if accept is not None:
                why = "not taken"
                try:
                    ok = accept(rec)
                except Exception as e:  # noqa: BLE001  (whatever the replay raised: refused)
                    ok = None
                    why = str(e) or type(e).__name__
                if not ok:
                    self.refused.append((name, gen, why))
                    continue
                self.accepted = ok
            self.good = name
            if name == self.name and not damaged and not self.refused:
                self.status = "ok"
            else:
                self.status = "recovered from " + name + self._notes(damaged)
            return rec
        if self.refused:
            self.status = "refused" + self._notes(damaged)
        else:
            self.status = "damaged: " + ", ".join(damaged) if damaged else "empty"
        return None

    def _notes(self, damaged):
        out = ""
        if damaged:
            out += " (damaged: %s)" % ", ".join(damaged)
        for name, gen, why in self.refused:
            out += " (%s generation %d does not replay: %s)" % (name, gen, why)
        return out

    def save(self, record):
        """Atomically replace the saved record (the old one stays as .bak;
        after a load that took .bak, .bak stays and the refused newer file
        goes). True when saved; False when the flash would not take it, with
        the reason in .error and the files on the flash as they were."""
        gen = self.generation + 1
        wrap = gen > _GEN_MAX
        if wrap:
            gen = 1
        data = encode_chunks(gen, record)  # chunks: no contiguous copy of the log
        try:
            self._commit(data, wrap)
        except OSError:
            self._blocked = self._unblock()
            try:
                self._commit(data, wrap)
            except OSError as e:
                self.error = "game not saved: " + self._why(e)
                return False
        self.generation = gen
        self.good = self.name
        self.error = None
        return True

    def _commit(self, data, wrap):
        fs = self.fs
        name, tmp, bak = self._names()
        blocked = self._blocked
        if name in blocked:
            raise OSError(21)  # EISDIR: nothing can take NAME's place
        if tmp in blocked:
            if bak in blocked or self.good == bak:
                raise OSError(21)  # staging in .bak would destroy the good generation
            stage, keep = bak, False
        else:
            stage, keep = tmp, bak not in blocked
        if self.good == tmp and keep:
            # the good generation is the staging file itself: make it the backup first
            fs.remove(bak)
            fs.rename(tmp, bak)
            self.good = bak
        fs.write(stage, data)
        if wrap:
            # numbering starts again at 1: no older file may outrank it
            if keep:
                fs.remove(bak)
            fs.remove(name)
        elif self.good == bak or not keep:
            fs.remove(name)  # a refused or damaged one (the good .bak stays), or no backup
        elif fs.exists(name):
            fs.remove(bak)
            fs.rename(name, bak)  # the current generation becomes the previous one
        fs.rename(stage, name)

    def _unblock(self):
        """Remove empty folders in the way of our files; the names that stay folders."""
        out = []
        isdir = getattr(self.fs, "isdir", None)
        for n in self._names():
            if isdir is not None and isdir(n):
                try:
                    self.fs.rmdir(n)
                except OSError:
                    out.append(n)
        return tuple(out)

    def _why(self, e):
        for n in self._blocked:
            return "%s is a folder (not empty): delete it" % n
        code = e.args[0] if e.args else None
        if code == 28:
            return "the flash is full"
        return "%s (OSError %s)" % (e, code)

    def clear(self):
        for n in self._names():
            self.fs.remove(n)
        self.generation = 0
        self.good = None
