# A sequence made afresh each time it is read: the legal actions of a
# phase with many of them (~120 moves of a magician game, a menu's offers) without
# a list of them in the heap. len() and [k] walk it too: for a few reads
# per decision, not for a hot loop.


class Walk:
    def __init__(self, make):
        self.make = make  # () -> a new iterator over the items

    def __iter__(self):
        return iter(self.make())

    def __len__(self):
        n = 0
        for _ in self.make():
            n += 1
        return n

    def __getitem__(self, k):
        i = 0
        for x in self.make():
            if i == k:
                return x
            i += 1
        raise IndexError(k)
