"""The Pico's littlefs filesystem as flash leaves it: exactly the files
host_tools.device.flash.board_files() decides for a board and a game (armv6m .mpy,
main.py, board.json, config.json), in an image with the RPI_PICO firmware's
parameters (../shared/rp2/README.md). Also reads files back out of a flash
image (the action log the box saved)."""

import posixpath

from littlefs import LittleFS
from littlefs.context import UserContext

FS_OFFSET = 0xA0000  # RPI_PICO: the filesystem's place in the 2 MiB flash
BLOCK = 4096
BLOCKS = 352
PAGE = 256
# as the RPI_PICO firmware mounts it (modules/_boot.py: VfsLfs2(bdev, progsize=256);
# extmod/vfs_lfsx.c: readsize 32, cache 4 x the larger): the cache bounds the
# files littlefs keeps inline in a directory's metadata, so a reader with a
# smaller cache finds the box's action log (an inline file of 257 to 512
# bytes) corrupt (LFS_ERR_CORRUPT) where the chip reads it
READ = 32
CACHE = 4 * max(READ, PAGE)
DISK_VERSION = 0x00020001  # littlefs disk version 2.1


def _fs(data=None):
    ctx = UserContext(BLOCK * BLOCKS)
    if data is not None:
        ctx.buffer[:] = data
    return LittleFS(context=ctx, mount=data is not None, block_size=BLOCK, block_count=BLOCKS,
                    prog_size=PAGE, read_size=READ, cache_size=CACHE, lookahead_size=32,
                    disk_version=DISK_VERSION), ctx


def make(files):
    """The filesystem image (bytes) holding {board path: bytes}."""
    fs, ctx = _fs()
    fs.format()
    fs.mount()
    for path in sorted(files):
        folder = posixpath.dirname(path)
        if folder:
            fs.makedirs(folder, exist_ok=True)
        with fs.open(path, "wb") as f:
            f.write(files[path])
    fs.unmount()
    return bytes(ctx.buffer)


_FILES = {}


def flash_files(board_name, game, players=None, variant=()):
    """(board definition, {board path: bytes}) as flash decides them, once per process."""
    from host_tools.device import flash

    key = (board_name, game, players, tuple(variant))
    if key not in _FILES:
        _FILES[key] = flash.board_files(board_name, game, players, variant)
    return _FILES[key]


def board_image(board_name, game, players=None, variant=()):
    """(board definition, files, image) for a board playing `game`, as flash makes it."""
    board_def, files = flash_files(board_name, game, players, variant)
    return board_def, files, make(files)


class ImageFs:
    """A filesystem image read like hexbox.core.fs.OsFs (read/exists): the
    host reads the box's own files (its action log) through the firmware's
    own readers."""

    def __init__(self, data):
        self.fs = _fs(bytes(data))[0]

    def read(self, name):
        try:
            with self.fs.open(name, "rb") as f:
                return f.read()
        except Exception:  # noqa: BLE001  (littlefs raises its own errors for a missing file)
            return None

    def exists(self, name):
        return self.read(name) is not None

    def listdir(self, path="/"):
        return self.fs.listdir(path)

    def isdir(self, name):
        try:
            return self.fs.stat(name).type == 2
        except Exception:  # noqa: BLE001
            return False
