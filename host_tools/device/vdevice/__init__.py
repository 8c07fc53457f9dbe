"""A virtual MicroPython board on a pseudo-terminal (see server.py).

`spawn(...)` starts `python -m host_tools vdevice` as a child process and
returns a handle with the port path: what tests and tools use.
"""

import os
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[3]


def main(argv=None):
    """`python -m host_tools vdevice ...` (see cli.py)."""
    from .cli import main as cli_main

    return cli_main(argv)


class Spawned:
    def __init__(self, proc, path):
        self.proc = proc
        self.path = path

    def stop(self):
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(5)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.stop()


def spawn(*args, timeout=30):
    """Start a vdevice with CLI `args`; returns Spawned once the port exists."""
    proc = subprocess.Popen(
        [sys.executable, "-m", "host_tools", "vdevice", *args],
        cwd=REPO, stdout=subprocess.PIPE, stderr=None, text=True)
    end = time.monotonic() + timeout
    line = proc.stdout.readline().strip()
    if not line:
        proc.kill()
        raise RuntimeError("vdevice did not start")
    while not os.path.exists(line) and time.monotonic() < end:
        time.sleep(0.02)
    return Spawned(proc, line)
