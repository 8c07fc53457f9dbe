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
#
# A whole file is not yet a good game: its last action may not replay (a
# firmware that changed, a bug). load(accept) offers the generations newest
# first and takes the newest one accept() takes; the next save then keeps
# that one as NAME.bak, so the last good generation is never overwritten by
# a worse one. A save that cannot be made (a folder in the way, a full
# flash) returns False and says why in .error; it never raises.
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
        data = encode(gen, record)
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
