# Seeded PRNG that gives the same stream on CPython and MicroPython.
# xorshift32 (Marsaglia 2003): cheap, no floats, state is one int that a
# snapshot can store. Not for cryptography; for dice and shuffles.

_MASK = 0xFFFFFFFF
_GOLDEN = 0x9E3779B9  # mixes small seeds so seed 0 and 1 differ at once


def _mix(seed):
    # splitmix32-style finaliser so neighbouring seeds give unrelated streams
    z = (seed + _GOLDEN) & _MASK
    z = ((z ^ (z >> 16)) * 0x85EBCA6B) & _MASK
    z = ((z ^ (z >> 13)) * 0xC2B2AE35) & _MASK
    z ^= z >> 16
    return z or 1  # xorshift must never hold 0


class Rng:
    def __init__(self, seed=0):
        if not isinstance(seed, int):
            raise ValueError("seed must be an int")
        self.state = _mix(seed & _MASK)

    @classmethod
    def from_state(cls, state):
        if not isinstance(state, int) or not 0 < state <= _MASK:
            raise ValueError("rng state must be an int in 1..2^32-1")
        r = cls(0)
        r.state = state
        return r

    def copy(self):
        """Another Rng that goes on exactly as this one (a search's copy of a game)."""
        return Rng.from_state(self.state)

    def next32(self):
        x = self.state
        x ^= (x << 13) & _MASK
        x ^= x >> 17
        x ^= (x << 5) & _MASK
        self.state = x
        return x

    def below(self, n):
        """Uniform int in 0..n-1, without modulo bias (rejection sampling)."""
        if n <= 0:
            raise ValueError("below(n) needs n >= 1")
        if n > _MASK:
            raise ValueError("below(n) needs n < 2^32")
        limit = ((_MASK + 1) // n) * n
        while True:
            r = self.next32()
            if r < limit:
                return r % n

    def between(self, lo, hi):
        """Uniform int in lo..hi inclusive (a die is between(1, 6))."""
        return lo + self.below(hi - lo + 1)

    def choice(self, seq):
        if not seq:
            raise ValueError("choice from an empty sequence")
        return seq[self.below(len(seq))]

    def shuffle(self, items):
        """Fisher-Yates in place on a list."""
        i = len(items) - 1
        while i > 0:
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]
            i -= 1
