"""The Pico's littlefs filesystem as flash leaves it: exactly the files
host_tools.device.flash.board_files() decides for a board and a game (armv6m .mpy,
main.py, board.json, config.json), in an image with the RPI_PICO firmware's
parameters (../shared/rp2/README.md); with another Layout, the image another
chip's firmware mounts (the one file to install, host_tools/device/one_file.py).
Also reads files back out of a flash image (the action log the box saved)."""

import posixpath

from littlefs import LittleFS
from littlefs.context import UserContext


class Layout:
    """Where a MicroPython firmware keeps its littlefs filesystem in flash
    and how it mounts it: a host-made image must use the same block size,
    block count, program and read sizes. The cache bounds the files
    littlefs keeps inline in a directory's metadata (extmod/vfs_lfsx.c:
    4 x the larger of read and program size), so an image written with a
    larger cache than the chip's holds inline files the chip finds corrupt
    (LFS_ERR_CORRUPT: the box's action log, 257 to 512 bytes, on the Pico)."""

    def __init__(self, offset, blocks, prog, read=32, block=4096):
        self.offset = offset  # from the start of the flash
        self.blocks = blocks
        self.block = block
        self.prog = prog
        self.read = read
        self.cache = min(block, 4 * max(read, prog))

    @property
    def size(self):
        return self.block * self.blocks


# RPI_PICO: littlefs in the last 1,408 KB of the 2 MB flash (../shared/rp2/README.md),
# mounted as modules/_boot.py does: VfsLfs2(bdev, progsize=256), readsize 32
PICO = Layout(offset=0xA0000, blocks=352, prog=256)
FS_OFFSET = PICO.offset
BLOCK = PICO.block
BLOCKS = PICO.blocks
DISK_VERSION = 0x00020001  # littlefs disk version 2.1, as MicroPython 1.27 writes it


def _fs(data=None, layout=PICO):
    ctx = UserContext(layout.size)
    if data is not None:
        ctx.buffer[:] = data
    return LittleFS(context=ctx, mount=data is not None, block_size=layout.block,
                    block_count=layout.blocks, prog_size=layout.prog, read_size=layout.read,
                    cache_size=layout.cache, lookahead_size=32,
                    disk_version=DISK_VERSION), ctx


def make(files, layout=PICO):
    """The filesystem image (bytes) holding {board path: bytes}."""
    fs, ctx = _fs(layout=layout)
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

    def __init__(self, data, layout=PICO):
        self.fs = _fs(bytes(data), layout)[0]

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

    def used_bytes(self):
        """What the filesystem takes of the flash: its blocks in use."""
        return self.fs.used_block_count * self.fs.cfg.block_size

    def isdir(self, name):
        try:
            return self.fs.stat(name).type == 2
        except Exception:  # noqa: BLE001
            return False
