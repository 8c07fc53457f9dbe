# The file system as an object passed in, so the action log can be tested
# against a file system that loses power at any byte (see tests).
import os


class OsFs:
    """Real files, on the device (littlefs/FAT) or on the host."""

    def __init__(self, root=""):
        self.root = root

    def _p(self, name):
        return self.root + "/" + name if self.root else name

    def read(self, name):
        try:
            with open(self._p(name), "rb") as f:
                return f.read()
        except OSError:
            return None

    def write(self, name, data):
        """data: bytes, or a list of byte chunks written one after another
        (a growing log is never joined into one big block)."""
        if not isinstance(data, list):
            data = (data,)
        with open(self._p(name), "wb") as f:
            for chunk in data:
                f.write(chunk)
            f.flush()
        sync = getattr(os, "sync", None)
        if sync:
            sync()

    def exists(self, name):
        try:
            os.stat(self._p(name))
            return True
        except OSError:
            return False

    def isdir(self, name):
        try:
            return bool(os.stat(self._p(name))[0] & 0x4000)
        except OSError:
            return False

    def rmdir(self, name):
        os.rmdir(self._p(name))  # an empty folder only; OSError otherwise

    def remove(self, name):
        try:
            os.remove(self._p(name))
        except OSError:
            pass

    def rename(self, old, new):
        os.rename(self._p(old), self._p(new))
