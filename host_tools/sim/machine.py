"""A fake `machine` module over simulated parts.

Bus(world) holds the pin levels. The firmware's Pin/PWM/I2C/SPI/Timer talk
to it; part models (parts.py) listen to output pins and drive input pins.
make_module(bus) returns a module object that can stand in for `machine`.
Portable: it also runs on MicroPython, as the virtual device's hardware."""


class Module:
    """A stand-in module where `types` is missing (MicroPython): sys.modules
    takes any object, and import reads its attributes."""

    def __init__(self, name):
        self.__name__ = name


def new_module(name):
    try:
        import types

        return types.ModuleType(name)
    except (ImportError, AttributeError, TypeError):  # MicroPython: none, or not callable
        return Module(name)


class PinLine:
    """One GPIO: who drives it and who listens."""

    def __init__(self, num):
        self.num = num
        self.mode = None  # None until configured
        self.out = 0  # level the MCU drives when mode is OUT
        self.pull = None
        self.source = None  # f() -> 0/1 when a part drives the line
        self.listeners = []  # f(level) on every MCU write
        self.irqs = []  # (handler, trigger, pin object)
        self.last_in = None
        self.owner = None  # the Pin object that configured it, for errors


class Bus:
    def __init__(self, clock, usable=None):
        self.clock = clock
        self.usable = None if usable is None else set(usable)
        self.lines = {}
        self.i2c_devices = {}  # addr -> device with write(bytes)
        # I2C.writevto's buffer, made with the box (before the app's heap
        # is measured): one SSD1306 frame and its control byte
        self.i2c_buf = bytearray(1025)
        self.pwms = {}  # pin -> PWM state
        self.irq_lines = []  # lines with an irq handler, in the order they got it
        self.wdt = None  # the machine.WDT the firmware started
        self.on_watchdog = None  # f(): what a watchdog that ran out does (None: only counted)
        clock.listeners.append(self._poll_irqs)

    def line(self, num):
        if self.usable is not None and num not in self.usable:
            raise ValueError("GPIO%d does not exist on this simulated board" % num)
        ln = self.lines.get(num)
        if ln is None:
            ln = self.lines[num] = PinLine(num)
        return ln

    def level(self, num):
        ln = self.line(num)
        if ln.mode == Pin.OUT:
            return ln.out
        if ln.source is not None:
            v = ln.source()
            if v is not None:
                return 1 if v else 0
        if ln.pull == Pin.PULL_UP:
            return 1
        return 0

    def attach(self, num, source=None, listener=None):
        ln = self.line(num)
        if source is not None:
            if ln.source is not None:
                raise ValueError("GPIO%d is driven by two parts" % num)
            ln.source = source
        if listener is not None:
            ln.listeners.append(listener)

    def write(self, num, v):
        ln = self.line(num)
        ln.out = 1 if v else 0
        for f in ln.listeners:
            f(ln.out)

    def _poll_irqs(self, now):
        # inputs with an irq: fire on the edges a part made since last look
        for ln in self.irq_lines:
            if not ln.irqs:
                continue
            v = self.level(ln.num)
            if ln.last_in is None:
                ln.last_in = v
                continue
            if v != ln.last_in:
                ln.last_in = v
                for handler, trig, pin in ln.irqs:
                    if (v and trig & Pin.IRQ_RISING) or (not v and trig & Pin.IRQ_FALLING):
                        handler(pin)


class Pin:
    IN = 0
    OUT = 1
    OPEN_DRAIN = 2
    ALT = 3
    PULL_UP = 1
    PULL_DOWN = 2
    IRQ_FALLING = 4
    IRQ_RISING = 8
    _bus = None  # set by make_module

    def __init__(self, id, mode=-1, pull=-1, value=None):
        self.id = id
        self._line = self._bus.line(id)
        self.init(mode, pull, value)

    def init(self, mode=-1, pull=-1, value=None):
        ln = self._line
        if mode != -1:
            ln.mode = mode
        if pull != -1:
            ln.pull = pull
        if value is not None:
            self.value(value)

    def value(self, v=None):
        ln = self._line  # the hot path of every scan: no dict lookups
        if v is None:
            if ln.mode == 1:  # OUT
                return ln.out
            src = ln.source
            if src is not None:
                r = src()
                if r is not None:
                    return 1 if r else 0
            return 1 if ln.pull == 1 else 0  # PULL_UP
        if ln.mode != 1 and ln.mode != 2:
            # writing an input pin on MicroPython only sets the latch; say so loudly here
            raise ValueError("GPIO%d is not an output (mode %r)" % (self.id, ln.mode))
        ln.out = 1 if v else 0
        for f in ln.listeners:
            f(ln.out)

    __call__ = value

    def on(self):
        self.value(1)

    def off(self):
        self.value(0)

    def toggle(self):
        self.value(1 - self._line.out)

    def irq(self, handler=None, trigger=IRQ_FALLING | IRQ_RISING, hard=False):
        ln = self._line
        ln.irqs = [(handler, trigger, self)] if handler else []
        if ln not in self._bus.irq_lines:
            self._bus.irq_lines.append(ln)
        ln.last_in = self._bus.level(self.id)

    def __repr__(self):
        return "Pin(%d)" % self.id


# a whole game's tones, kept, would grow into the heap the app is measured in
LOG_KEEP = 64


class PWM:
    _bus = None

    def __init__(self, pin, freq=0, duty_u16=0):
        self.pin = pin.id if isinstance(pin, Pin) else int(pin)
        self._freq = freq
        self._duty = duty_u16
        self.log = []  # (us, freq, duty_u16) of the newest changes (LOG_KEEP to twice that)
        self.changes = 0  # every change since the PWM was made
        self._bus.pwms[self.pin] = self
        self._record()

    def _record(self):
        self.changes += 1
        self.log.append((self._bus.clock.us, self._freq, self._duty))
        if len(self.log) > 2 * LOG_KEEP:
            del self.log[:LOG_KEEP]

    def freq(self, f=None):
        if f is None:
            return self._freq
        if not 8 <= f <= 62500000:
            raise ValueError("freq out of range")
        self._freq = int(f)
        self._record()

    def duty_u16(self, d=None):
        if d is None:
            return self._duty
        if not 0 <= d <= 65535:
            raise ValueError("duty_u16 must be 0..65535")
        self._duty = int(d)
        self._record()

    def deinit(self):
        self._duty = 0
        self._record()


class I2C:
    _bus = None

    def __init__(self, id=0, scl=None, sda=None, freq=400000, timeout=50000):
        self.id = id
        self.scl = scl
        self.sda = sda
        self.freq = freq

    def _on_wire(self, n):
        """A write holds the caller for its time on the wire, as the board's
        blocking I2C does: start, address and n bytes of 9 clocks each
        (8 bits and the ACK), stop. A full SSD1306 frame is 23 ms at 400 kHz."""
        self._bus.clock.hold((2 + 9 * (n + 1)) * 1000000 // self.freq)

    def scan(self):
        return sorted(self._bus.i2c_devices)

    def _dev(self, addr):
        d = self._bus.i2c_devices.get(addr)
        if d is None:
            raise OSError(19, "ENODEV: no I2C device at 0x%02x" % addr)
        if getattr(d, "nak_until", 0) > self._bus.clock.us:
            raise OSError(5, "EIO: the device at 0x%02x does not answer" % addr)
        return d

    def writeto(self, addr, buf, stop=True):
        self._dev(addr).write(bytes(buf))
        self._on_wire(len(buf))
        return len(buf)

    def writevto(self, addr, vector, stop=True):
        # into one buffer kept for the next frame: a board's writevto is C
        # and allocates nothing, so the simulated one must not crowd the
        # app's heap with a 1 KB copy per OLED frame (the heap bench)
        n = 0
        for b in vector:
            n += len(b)
        buf = self._bus.i2c_buf
        if len(buf) < n:
            buf = self._bus.i2c_buf = bytearray(n)
        i = 0
        for b in vector:
            buf[i:i + len(b)] = b
            i += len(b)
        self._dev(addr).write(memoryview(buf)[:n])
        self._on_wire(n)
        return n

    def readfrom(self, addr, n, stop=True):
        return bytes(self._dev(addr).read(n))

    def readfrom_into(self, addr, buf, stop=True):
        data = self._dev(addr).read(len(buf))
        buf[:] = data


SoftI2C = I2C


class SPI:
    _bus = None

    def __init__(self, id=0, baudrate=1000000, polarity=0, phase=0, sck=None, mosi=None, miso=None):
        self.sent = bytearray()

    def write(self, buf):
        self.sent.extend(buf)

    def read(self, n, write=0):
        return bytes(n)

    def readinto(self, buf, write=0):
        for i in range(len(buf)):
            buf[i] = 0

    def write_readinto(self, wbuf, rbuf):
        self.sent.extend(wbuf)
        self.readinto(rbuf)


class Timer:
    ONE_SHOT = 0
    PERIODIC = 1
    _bus = None

    def __init__(self, id=-1, mode=PERIODIC, period=-1, freq=-1, callback=None):
        self._t = None
        if callback is not None:
            self.init(mode=mode, period=period, freq=freq, callback=callback)

    def init(self, mode=PERIODIC, period=-1, freq=-1, callback=None):
        self.deinit()
        us = 1000000 // freq if freq > 0 else period * 1000
        if us <= 0:
            raise ValueError("Timer needs a period or freq")
        clock = self._bus.clock
        self._t = [clock.us + us, us if mode == Timer.PERIODIC else 0, lambda: callback(self)]
        clock.timers.append(self._t)

    def deinit(self):
        if self._t is not None and self._t in self._bus.clock.timers:
            self._bus.clock.timers.remove(self._t)
        self._t = None


class WDT:
    """The watchdog on virtual time: it counts the times it ran out (fired)
    and the longest wait between two feeds; bus.on_watchdog, when set, is
    what it does then (a test's reset)."""

    _bus = None

    def __init__(self, id=0, timeout=5000):
        bus = self._bus
        if bus.wdt is not None:  # the box started again: one watchdog per chip
            self.fired, self.longest_us = bus.wdt.fired, bus.wdt.longest_us
            bus.clock.listeners.remove(bus.wdt._check)
        else:
            self.fired = self.longest_us = 0
        self.timeout_us = timeout * 1000
        self.fed_at = bus.clock.us
        bus.wdt = self
        bus.clock.listeners.append(self._check)

    def feed(self):
        now = self._bus.clock.us
        self.longest_us = max(self.longest_us, now - self.fed_at)
        self.fed_at = now

    def _check(self, now):
        if now - self.fed_at > self.timeout_us:
            self.longest_us = max(self.longest_us, now - self.fed_at)
            self.fired += 1
            self.fed_at = now
            f = self._bus.on_watchdog
            if f is not None:
                f()


def make_module(bus):
    """A fresh `machine` module bound to `bus`."""
    m = new_module("machine")
    for cls in (Pin, PWM, I2C, SPI, Timer, WDT):
        sub = type(cls.__name__, (cls,), {"_bus": bus})
        setattr(m, cls.__name__, sub)
    m.SoftI2C = m.I2C
    m.freq = lambda *a: 125000000
    m.unique_id = lambda: b"\x68\x65\x78\x62\x6f\x78\x00\x01"
    m.idle = lambda: bus.clock.advance(1)

    def reset():
        raise SystemExit("machine.reset()")

    m.reset = reset
    m.bus = bus
    return m
