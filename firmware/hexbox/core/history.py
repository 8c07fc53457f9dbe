# A game's actions, packed into bytes: the engines' `history`.
#
# A list of action tuples costs ~60 bytes per action on a 32-bit board (the
# tuple, its slot, and the list's doubling tail), every one a separate heap
# object that stays alive all game: long games scatter them over the heap
# until no big block is left. Here an action costs ~3 bytes, in fixed
# chunks of _CHUNK bytes that are allocated once each and never move.
#
# It behaves as the sequence the engine contract promises: len(), h[i]
# (negative too), h[a:b] (a list), iteration, ==, append. Items come back as
# tuples equal to the ones appended. (Nothing more: every method is bytecode
# a board holds in RAM.)
#
# Encoding of one action (tuple of ints and strings, at most 255 items):
#   one byte n, then n varints (7 bits a byte, low first, high bit = more):
#     int v   -> zigzag(v) << 1        (0 -> 0, -1 -> 1, 1 -> 2, ...)
#     str s   -> (index of s in words) << 1 | 1
# `words` holds each string once, in order of first use. An action never
# spans two chunks; chunk k holds `_counts[k]` actions in its first
# `_lens[k]` bytes (both fit a byte: an action takes at least one).
from micropython import const

_CHUNK = const(255)


def _zigzag(v):
    return v << 1 if v >= 0 else ((-v) << 1) - 1


def _varint_len(t):
    n = 1
    while t >= 0x80:
        t >>= 7
        n += 1
    return n


class History:
    def __init__(self, actions=()):
        self.words = []
        self._chunks = []
        self._counts = bytearray()
        self._lens = bytearray()
        self._n = 0
        for a in actions:
            self.append(a)

    # -- building ------------------------------------------------------------
    def _tag(self, v):
        if isinstance(v, str):
            words = self.words
            for i in range(len(words)):
                if words[i] == v:
                    return (i << 1) | 1
            words.append(v)
            return ((len(words) - 1) << 1) | 1
        if isinstance(v, int) and not isinstance(v, bool):
            return _zigzag(v) << 1
        raise TypeError("an action holds only ints and strings, not %r" % (v,))

    def append(self, action):
        if not isinstance(action, tuple) or len(action) > 255:
            raise TypeError("an action is a tuple of at most 255 items")
        size = 1
        for v in action:
            size += _varint_len(self._tag(v))
        if size > _CHUNK:
            raise ValueError("action too long to store: %r" % (action,))
        if not self._chunks or self._lens[-1] + size > _CHUNK:
            self._new_chunk()
        buf = self._chunks[-1]
        i = self._lens[-1]
        buf[i] = len(action)
        i += 1
        for v in action:
            t = self._tag(v)
            while t >= 0x80:
                buf[i] = (t & 0x7F) | 0x80
                t >>= 7
                i += 1
            buf[i] = t
            i += 1
        self._lens[-1] = i
        self._counts[-1] += 1
        self._n += 1

    def _new_chunk(self):
        self._chunks.append(bytearray(_CHUNK))
        self._counts.append(0)
        self._lens.append(0)

    # -- reading -------------------------------------------------------------
    def _decode(self, buf, off):
        n = buf[off]
        off += 1
        items = [None] * n
        words = self.words
        for j in range(n):
            t = 0
            shift = 0
            b = buf[off]
            while b & 0x80:
                t |= (b & 0x7F) << shift
                shift += 7
                off += 1
                b = buf[off]
            t |= b << shift
            off += 1
            if t & 1:
                items[j] = words[t >> 1]
            else:
                z = t >> 1
                items[j] = -((z + 1) >> 1) if z & 1 else z >> 1
        return tuple(items), off

    @staticmethod
    def _skip(buf, off):
        n = buf[off]
        off += 1
        while n:
            if not buf[off] & 0x80:
                n -= 1
            off += 1
        return off

    def __len__(self):
        return self._n

    def __iter__(self):
        for k in range(len(self._chunks)):
            buf = self._chunks[k]
            off = 0
            for _ in range(self._counts[k]):
                a, off = self._decode(buf, off)
                yield a

    def __getitem__(self, i):
        if not isinstance(i, int):
            return list(self)[i]  # a slice: a plain list, as list slicing gives
        n = self._n
        if i < 0:
            i += n
        if not 0 <= i < n:
            raise IndexError("history index out of range")
        k = 0
        while i >= self._counts[k]:
            i -= self._counts[k]
            k += 1
        buf = self._chunks[k]
        off = 0
        for _ in range(i):
            off = self._skip(buf, off)
        return self._decode(buf, off)[0]

    def __eq__(self, other):
        try:
            if len(other) != self._n:
                return False
        except TypeError:
            return False
        for a, b in zip(self, other):
            if a != b:
                return False
        return True

    def __repr__(self):
        return "History(%r)" % (list(self),)

    # -- the packed form (the action log stores it as is) ----------------------
    def packed(self):
        """The actions' bytes, one memoryview per chunk (no copy)."""
        out = []
        for k in range(len(self._chunks)):
            out.append(memoryview(self._chunks[k])[: self._lens[k]])
        return out

    @classmethod
    def from_packed(cls, words, data):
        """The history whose packed bytes are `data` (as packed() gave, joined)
        over `words`. ValueError if data is not a whole run of actions."""
        for w in words:
            if not isinstance(w, str):
                raise ValueError("history words must be strings")
        h = cls()
        h.words = list(words)
        off, end = 0, len(data)
        try:
            while off < end:  # cut short or an unknown word: IndexError
                action, off = h._decode(data, off)
                h.append(action)
        except IndexError:
            raise ValueError("history bytes do not end on a whole action") from None
        return h
