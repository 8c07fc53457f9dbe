# An in-memory file system that can lose power after a given number of bytes
# or metadata operations: the test double for hexbox.core.fs.OsFs.


class PowerCut(Exception):
    pass


class MemFs:
    def __init__(self, budget=-1):
        self.files = {}
        self.dirs = {}  # folder name -> how many entries it holds (0: empty)
        self.budget = budget  # bytes + operations left before the cut; -1 = never

    def _spend(self, n):
        if self.budget < 0:
            return n
        take = min(n, self.budget)
        self.budget -= take
        return take

    def read(self, name):
        return self.files.get(name)

    def _not_dir(self, name):
        if name in self.dirs:
            raise OSError(21)  # EISDIR, as the device says it

    def isdir(self, name):
        return name in self.dirs

    def rmdir(self, name):
        if self.dirs.get(name):
            raise OSError(39)  # ENOTEMPTY
        if name not in self.dirs:
            raise OSError(2)
        del self.dirs[name]

    def write(self, name, data):
        self._not_dir(name)
        if isinstance(data, list):  # chunks, as OsFs.write takes them
            data = b"".join([bytes(c) for c in data])
        n = self._spend(len(data) + 1)  # +1: the file's creation
        if n == 0:
            raise PowerCut()
        self.files[name] = bytes(data[: n - 1])
        if n < len(data) + 1:
            raise PowerCut()

    def exists(self, name):
        return name in self.files

    def remove(self, name):
        if self._spend(1) == 0:
            raise PowerCut()
        self.files.pop(name, None)  # a folder stays (OsFs.remove ignores the OSError)

    def rename(self, old, new):
        self._not_dir(new)
        if self._spend(1) == 0:
            raise PowerCut()
        self.files[new] = self.files.pop(old)
