"""`python -m host_tools vdevice`: serve a virtual MicroPython board on a pty."""

import argparse
import os
import signal
import sys

from . import boards
from .server import Device


def parse(argv):
    p = argparse.ArgumentParser(
        prog="python -m host_tools vdevice",
        description="A virtual MicroPython board on a pseudo-terminal: "
        "connect with `mpremote connect <path>`.")
    p.add_argument("--arch", default="armv6m", choices=boards.ARCHES[1:],
                   help="the board's mpy arch (armv6m = Pico, armv7emsp = Pico 2, "
                   "xtensawin = ESP32-S3); default armv6m")
    p.add_argument("--fs", help="host folder that holds the board's flash (kept); "
                   "default: a temporary one for the life of the process")
    p.add_argument("--link", help="also make this path a symlink to the port, and keep it "
                   "there when the port comes back after an unplug")
    p.add_argument("--flash-kb", type=int, help="filesystem size (default: the board's)")
    p.add_argument("--heap-kb", type=int, help="MicroPython heap (default: the board's)")
    p.add_argument("--mpy-version", type=int, default=6,
                   help="act like a MicroPython that loads this .mpy version (5 = v1.18)")
    p.add_argument("--micropython", default=os.environ.get("MICROPYTHON"),
                   help="run a micropython binary instead of the WebAssembly build "
                   "(default: $MICROPYTHON)")
    p.add_argument("--unplug-on-write", metavar="PATH",
                   help="fault: the port vanishes at the second write to this file "
                   "(so it is half written; e.g. hexbox/core/rng.mpy), then comes back")
    p.add_argument("--replug-delay", type=float, default=0.5)
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
    print(dev.link_or_path(), flush=True)
    sys.stderr.write("vdevice: %s (%s), flash %s\n" % (dev.machine, a.arch, dev.fs_dir))
    try:
        dev.serve_forever()
    finally:
        dev.close()
    return 0
