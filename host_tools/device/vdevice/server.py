"""The virtual board: a pseudo-terminal that behaves like a MicroPython
board's USB serial port.

The REPL protocol is MicroPython's own (shared/runtime/pyexec.c, readline.c),
re-told here in Python so every backend gets it whole: friendly REPL with
line editing, auto-indent and paste mode (Ctrl-E); raw REPL (Ctrl-A) with
raw-paste flow control; Ctrl-B; Ctrl-C interrupts running code; Ctrl-D soft
reset, after which boot.py and (in the friendly REPL) main.py run. The code
itself always runs in a real MicroPython (backend.py).
"""

import os
import pty
import queue
import shutil
import struct
import sys
import tempfile
import threading
import time
import tty
from pathlib import Path

from . import boards
from .backend import KILLED, Backend

RAW_PASTE_WINDOW = 256  # MICROPY_REPL_STDIN_BUFFER_MAX
HARD_INTERRUPT_S = 2.0  # Ctrl-C that code never notices: restart the interpreter
_UNPLUG = object()  # queued when the port goes away


def _log(msg):
    sys.stderr.write("vdevice: %s\n" % msg)
    sys.stderr.flush()


class Port:
    """A pty whose far end a client (mpremote, a terminal) opens."""

    def __init__(self, on_byte, link=None):
        self.on_byte = on_byte
        self.link = link
        self.master = self.slave = None
        self.path = None
        self._stop = False
        self._thread = threading.Thread(target=self._reader, daemon=True)
        self.open()
        self._thread.start()

    def open(self):
        master, slave = pty.openpty()
        tty.setraw(slave)  # a USB serial port has no line discipline
        os.set_blocking(master, False)
        self.path = os.ttyname(slave)
        # our own slave fd stays open so the port survives clients coming and going
        self.master, self.slave = master, slave
        if self.link:
            tmp = "%s.tmp%d" % (self.link, os.getpid())
            os.symlink(self.path, tmp)
            os.replace(tmp, self.link)

    def close(self):
        m, s = self.master, self.slave
        self.master = self.slave = None
        for fd in (m, s):
            if fd is not None:
                try:
                    os.close(fd)
                except OSError:
                    pass
        if self.link:
            try:
                os.unlink(self.link)
            except OSError:
                pass

    def shutdown(self):
        self._stop = True
        self.close()

    def _reader(self):
        import select

        while not self._stop:
            m = self.master
            if m is None:
                time.sleep(0.02)
                continue
            try:
                r, _, _ = select.select([m], [], [], 0.1)
                if not r:
                    continue
                data = os.read(m, 4096)
            except (OSError, ValueError):
                time.sleep(0.02)
                continue
            for c in data:
                self.on_byte(c)

    def write(self, data):
        # A board blocks a little when the host does not read, then drops.
        end = None
        while data:
            m = self.master
            if m is None:
                return
            try:
                n = os.write(m, data)
                data = data[n:]
            except BlockingIOError:
                if end is None:
                    end = time.monotonic() + 1.0
                elif time.monotonic() > end:
                    return
                time.sleep(0.005)
            except OSError:
                return


class Device:
    def __init__(self, arch="armv6m", fs_dir=None, link=None, flash_kb=None, heap_kb=None,
                 mpy_version=6, binary=None, unplug_on_write=None, replug_delay=0.5,
                 machine=None, sim=True):
        name, platform, build, dflash, dheap, freq = boards.PRESETS.get(arch, boards.GENERIC)
        self.machine = machine or name
        self.version = boards.MPY_RELEASES.get(mpy_version, boards.MPY_RELEASES[6])
        self.settings = {
            "root": "/flash", "block_size": 4096,
            "blocks": (flash_kb or dflash) * 1024 // 4096,
            "mpy": boards.mpy_word(mpy_version, arch),
            "version": list(self.version), "machine": self.machine, "build": build,
            "platform": platform, "freq": freq, "unplug_on_write": unplug_on_write,
            "sim": sim,  # simulated hardware behind `machine`; main.py plays a bounded demo
        }
        self.heap = (heap_kb or dheap) * 1024
        self.binary = binary
        self.replug_delay = replug_delay
        self._tmp = None
        if fs_dir is None:
            self._tmp = tempfile.mkdtemp(prefix="vdevice-")
            fs_dir = Path(self._tmp) / "flash"
        self.fs_dir = Path(fs_dir).resolve()
        self.fs_dir.mkdir(parents=True, exist_ok=True)
        self.rx_queue = queue.Queue()
        self.mode = "friendly"
        self.backend = None
        self._spare = None
        self._executing = False
        self._hard_interrupted = False
        self._hard_timer = None
        self.port = Port(self._on_byte, link)

    # --- bytes in and out ---

    def _on_byte(self, c):
        # the board's UART interrupt: Ctrl-C while code runs raises
        # KeyboardInterrupt and never reaches stdin. Every other byte waits in
        # the receive buffer, as in a board's UART ring: running code cannot
        # read stdin here, and the REPL reads them once the code ends (a
        # client's Ctrl-A sent while main.py still runs must not be lost).
        if c == 3 and self._executing and self.backend is not None:
            self._interrupt()
            return
        self.rx_queue.put(c)

    def _interrupt(self):
        backend = self.backend
        backend.interrupt()
        if self._hard_timer is None:
            def hard():
                # code that never asks the time cannot see Ctrl-C in the
                # WebAssembly build: end the interpreter instead
                if self._executing and self.backend is backend:
                    _log("code ignored Ctrl-C; restarting the interpreter")
                    self._hard_interrupted = True
                    backend.proc.kill()
            self._hard_timer = threading.Timer(HARD_INTERRUPT_S, hard)
            self._hard_timer.daemon = True
            self._hard_timer.start()

    def rx(self):
        c = self.rx_queue.get()
        if c is _UNPLUG:
            raise _Unplugged()
        return c

    def tx(self, data):
        self.port.write(data)

    @staticmethod
    def cooked(data):
        return data.replace(b"\n", b"\r\n")

    # --- the board's life: boot, REPL, reset ---

    @property
    def path(self):
        return self.link_or_path()

    def link_or_path(self):
        return self.port.link or self.port.path

    def start_backend(self):
        if self.backend is not None:
            self.backend.kill()
        self.backend = None
        b, self._spare = self._spare, None
        if b is None:
            b = Backend(binary=self.binary, heap=self.heap)
        if not self.binary:
            self._spare = Backend(heap=self.heap)  # warms up while this boot runs
        b.activate(self.settings, self.fs_dir)
        self.backend = b

    def serve_forever(self):
        reset = "power"
        started = self.backend is not None  # the first boot's interpreter, started by the caller
        while True:
            try:
                if reset in ("power", "hard", "unplug"):
                    self.mode = "friendly"
                if not started:
                    self.start_backend()
                started = False
                reset = self._boot_and_repl()
                if reset == "soft":
                    self.tx(b"MPY: soft reboot\r\n")
                elif reset == "unplug":
                    self._unplug()
            except _Unplugged:
                reset = "unplug"
                self._unplug()

    def _boot_and_repl(self):
        for name in ("boot.py", "main.py"):
            if name == "main.py" and self.mode != "friendly":
                break
            r = self.execute(name, "f")
            if r:
                return r
        while True:
            r = self.raw_repl() if self.mode == "raw" else self.friendly_repl()
            if r:
                return r

    def _unplug(self):
        """The cable is pulled: the port vanishes, the board loses power."""
        _log("port unplugged")
        self.port.close()
        if self.backend is not None:
            self.backend.kill()
            self.backend = None
        self.settings["unplug_on_write"] = None  # the fault happens once
        time.sleep(self.replug_delay)
        while not self.rx_queue.empty():
            self.rx_queue.get()
        self.port.open()
        _log("port back at %s" % self.link_or_path())

    def unplug_now(self):
        self.rx_queue.put(_UNPLUG)

    def execute(self, src, mode, eof=False):
        """Run code; returns a reset kind or None. eof: raw REPL framing."""
        self._hard_interrupted = False
        self._executing = True
        try:
            res = self.backend.run(mode, src, lambda b: self.tx(self.cooked(b)))
        finally:
            self._executing = False
            if self._hard_timer is not None:
                self._hard_timer.cancel()
                self._hard_timer = None
        if res == KILLED:
            if not self._hard_interrupted:
                _log("the interpreter died; rebooting the board")
                return "hard"
            self._hard_interrupted = False
            res = "Traceback (most recent call last):\nKeyboardInterrupt: \n"
            self.start_backend()  # the interpreter is gone; RAM state with it
        if res.startswith("!"):
            kind = res[1:]
            if kind == "soft" and eof:
                self.tx(b"\x04\x04")
            return kind
        if eof:
            self.tx(b"\x04" + self.cooked(res.encode()) + b"\x04")
        elif res:
            self.tx(self.cooked(res.encode()))
        return None

    def raw_repl(self):
        line = bytearray()
        while True:
            self.tx(b"raw REPL; CTRL-B to exit\r\n")
            reset_banner = False
            while not reset_banner:
                line.clear()
                self.tx(b">")
                while True:
                    c = self.rx()
                    if c == 0x01:
                        if len(line) == 2 and line[0] == 0x05:
                            r = self.raw_paste(line[1])
                            if r:
                                return r
                            line.clear()
                            self.tx(b">")
                            continue
                        reset_banner = True
                        break
                    elif c == 0x02:
                        self.tx(b"\r\n")
                        self.mode = "friendly"
                        return None
                    elif c == 0x03:
                        line.clear()
                    elif c == 0x04:
                        break
                    else:
                        line.append(c)
                if reset_banner:
                    break
                self.tx(b"OK")
                if not line:
                    self.tx(b"\r\n")
                    return "soft"
                r = self.execute(bytes(line).decode("utf8", "replace"), "e", eof=True)
                if r:
                    return r

    def raw_paste(self, cmd):
        if cmd != ord("A"):
            self.tx(b"R\x00")
            return None
        self.tx(b"R\x01" + struct.pack("<H", RAW_PASTE_WINDOW))
        remain = RAW_PASTE_WINDOW
        data = bytearray()
        while True:
            c = self.rx()
            if c in (3, 4):
                self.tx(b"\x04")  # end of data, to the host
                if c == 3:
                    self.tx(
                        b"\x04Traceback (most recent call last):\r\nKeyboardInterrupt: \r\n\x04"
                    )
                    return None
                break
            data.append(c)
            remain -= 1
            if remain == 0:
                self.tx(b"\x01")
                remain = RAW_PASTE_WINDOW
        return self.execute(bytes(data).decode("utf8", "replace"), "e", eof=True)

    # --- friendly REPL ---

    def banner(self):
        v = self.version
        return (
            'MicroPython v%d.%d.%d on 2025-12-10; %s\r\nType "help()" for more information.\r\n'
            % (v[0], v[1], v[2], self.machine)
        ).encode()

    def friendly_repl(self):
        self.tx(self.banner())
        while True:
            line = bytearray()
            ret = self.readline(line, b">>> ")
            kind = "s"
            if ret == 0x01:
                self.tx(b"\r\n")
                self.mode = "raw"
                return None
            if ret == 0x02:
                self.tx(b"\r\n")
                self.tx(self.banner())
                continue
            if ret == 0x03:
                self.tx(b"\r\n")
                continue
            if ret == 0x04:
                self.tx(b"\r\n")
                return "soft"
            if ret == 0x05:
                self.tx(b"\r\npaste mode; Ctrl-C to cancel, Ctrl-D to finish\r\n=== ")
                cancelled = False
                while True:
                    c = self.rx()
                    if c == 0x03:
                        self.tx(b"\r\n")
                        cancelled = True
                        break
                    if c == 0x04:
                        self.tx(b"\r\n")
                        break
                    line.append(c)
                    self.tx(b"\r\n=== " if c == 0x0D else bytes([c]))
                if cancelled:
                    continue
                kind = "e"
                src = bytes(line).replace(b"\r", b"\n")
            else:
                if not line:
                    continue
                while continue_with_input(bytes(line).decode("utf8", "replace")):
                    line.append(0x0A)
                    ret = self.readline(line, b"... ")
                    if ret == 0x03:
                        self.tx(b"\r\n")
                        line = None
                        break
                    if ret == 0x04:
                        break
                    # an auto-indented line left blank ends the block
                    tail = line[line.rfind(b"\n") + 1:]
                    if tail and not tail.strip(b" "):
                        del line[len(line) - len(tail):]
                if line is None:
                    continue
                src = bytes(line)
            r = self.execute(src.decode("utf8", "replace"), kind)
            if r:
                return r

    def readline(self, line, prompt):
        """Edit one line after `prompt` (appending to `line`); returns 0 on
        Enter, or the control char that ends input."""
        self.tx(prompt)
        start = len(line)
        if start:
            self._auto_indent(line)
        esc = 0
        while True:
            c = self.rx()
            if esc:
                # swallow cursor keys and the like: ESC [ ... letter
                esc = 0 if (c != 0x5B and (0x40 <= c <= 0x7E)) else esc
                continue
            if c == 0x1B:
                esc = 1
                continue
            if c in (0x01, 0x02, 0x04, 0x05) and len(line) == start:
                return c
            if c == 0x03:
                return c
            if c == 0x0D or c == 0x0A:
                self.tx(b"\r\n")
                return 0
            if c in (0x08, 0x7F):
                if len(line) > start:
                    line.pop()
                    self.tx(b"\x08 \x08")
                continue
            if c >= 0x20 or c == 0x09:
                line.append(c)
                self.tx(bytes([c]))

    def _auto_indent(self, line):
        # readline.c readline_auto_indent: keep the previous line's indent,
        # one level more after a colon
        prev_end = len(line) - 1
        prev_start = line.rfind(b"\n", 0, prev_end) + 1
        prev = bytes(line[prev_start:prev_end])
        n = (len(prev) - len(prev.lstrip(b" "))) // 4
        if prev.rstrip().endswith(b":"):
            n += 1
        line.extend(b"    " * n)
        self.tx(b"    " * n)

    def close(self):
        for b in (self.backend, self._spare):
            if b is not None:
                b.kill()
        self.port.shutdown()
        if self._tmp:
            shutil.rmtree(self._tmp, ignore_errors=True)


class _Unplugged(Exception):
    pass


_COMPOUND = ("if", "while", "for", "try", "with", "def", "class", "async")


def continue_with_input(text):
    """py/repl.c mp_repl_continue_with_input: does this input need more lines?"""
    first = text.split(None, 1)[0] if text.strip() else ""
    compound = text.startswith("@") or first.rstrip(":") in _COMPOUND
    paren = 0
    quote = None
    i = 0
    while i < len(text):
        c = text[i]
        if quote:
            if text.startswith(quote, i):
                i += len(quote) - 1
                quote = None
            elif c == "\\":
                i += 1
        elif text.startswith('"""', i) or text.startswith("'''", i):
            quote = text[i:i + 3]
            i += 2
        elif c in "'\"":
            quote = c
        elif c == "#":
            while i < len(text) and text[i] != "\n":
                i += 1
        elif c in "([{":
            paren += 1
        elif c in ")]}":
            paren -= 1
        i += 1
    if quote in ('"""', "'''"):
        return True
    if paren > 0 and quote is None:
        return True
    if text.endswith("\\"):
        return True
    return compound and not text.endswith("\n")
