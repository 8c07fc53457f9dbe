"""`python -m host_tools vdevice`: serve a virtual MicroPython board on a pty."""

import argparse
import os
import signal
import sys

from . import boards
from .backend import BackendError
from .server import Device


def _folder(text):
    """--fs: a folder, or a path where one can be made."""
    if not text:
        raise argparse.ArgumentTypeError("an empty folder name")
    if os.path.exists(text) and not os.path.isdir(text):
        raise argparse.ArgumentTypeError("%s is a file, not a folder" % text)
    if not os.path.isdir(os.path.dirname(os.path.abspath(text))):
        raise argparse.ArgumentTypeError("there is no folder %s" % os.path.dirname(text))
    return text


def _seconds(text):
    try:
        v = float(text)
    except ValueError:
        v = -1.0
    if not 0 <= v <= 60:
        raise argparse.ArgumentTypeError(
            "a delay is 0..60 seconds, not %s" % (text[:40] or "empty")
        )
    return v


def parse(argv):
    from host_tools.cli import Parser, file_to_read, file_to_write, not_empty, whole_number

    p = Parser(
        prog="python -m host_tools vdevice",
        description="A virtual MicroPython board on a pseudo-terminal: "
        "connect with `mpremote connect <path>`.")
    p.add_argument("--arch", default="armv6m", choices=boards.ARCHES[1:],
                   help="the board's mpy arch (armv6m = Pico, armv7emsp = Pico 2, "
                   "xtensawin = ESP32-S3); default armv6m")
    p.add_argument("--fs", type=_folder, help="host folder that holds the board's flash (kept); "
                   "default: a temporary one for the life of the process")
    p.add_argument(
        "--link",
        type=file_to_write,
        help="also make this path a symlink to the port, and keep it "
        "there when the port comes back after an unplug",
    )
    p.add_argument(
        "--flash-kb",
        type=whole_number(16, 1 << 20, "a flash size in KB"),
        help="filesystem size (default: the board's)",
    )
    p.add_argument(
        "--heap-kb",
        type=whole_number(16, 1 << 20, "a heap size in KB"),
        help="MicroPython heap (default: the board's)",
    )
    p.add_argument("--mpy-version", type=int, default=6, choices=sorted(boards.MPY_RELEASES),
                   help="act like a MicroPython that loads this .mpy version (5 = v1.18)")
    p.add_argument("--micropython", type=file_to_read, default=os.environ.get("MICROPYTHON"),
                   help="run a micropython binary instead of the WebAssembly build "
                   "(default: $MICROPYTHON)")
    p.add_argument("--unplug-on-write", metavar="PATH",
                   type=not_empty("an empty file name: give the flash file whose write "
                                  "unplugs the port (e.g. hexbox/core/rng.mpy)", "a file name"),
                   help="fault: the port vanishes at the second write to this file "
                   "(so it is half written; e.g. hexbox/core/rng.mpy), then comes back")
    p.add_argument("--replug-delay", type=_seconds, default=0.5)
    p.add_argument("--no-sim", action="store_true",
                   help="no simulated hardware: `machine` has only reset/unique_id/freq/idle "
                        "and main.py runs as it is (default: the flashed board's parts "
                        "are simulated and main.py plays a short demo on them)")
    return p.parse_args(argv)


def main(argv=None):
    a = parse(argv if argv is not None else sys.argv[1:])
    dev = Device(arch=a.arch, fs_dir=a.fs, link=a.link, flash_kb=a.flash_kb,
                 heap_kb=a.heap_kb, mpy_version=a.mpy_version, binary=a.micropython,
                 unplug_on_write=a.unplug_on_write, replug_delay=a.replug_delay,
                 sim=not a.no_sim)

    def stop(*_):
        dev.close()
        os._exit(0)

    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
    signal.signal(signal.SIGUSR1, lambda *_: dev.unplug_now())
    try:
        # the interpreter starts before the port is announced: a --micropython
        # that is no MicroPython is named here, in one line
        dev.start_backend()
    except BackendError as e:
        dev.close()
        print("vdevice: %s" % e, file=sys.stderr)
        return 2
    print(dev.link_or_path(), flush=True)
    sys.stderr.write("vdevice: %s (%s), flash %s\n" % (dev.machine, a.arch, dev.fs_dir))
    try:
        dev.serve_forever()
    except BackendError as e:
        print("vdevice: %s" % e, file=sys.stderr)
        return 1
    finally:
        dev.close()
    return 0
