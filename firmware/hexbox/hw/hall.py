# Hall sensors under the fields, read through 74HC4067 multiplexers or a
# 74HC165 shift-register chain.
#
# A reader fills a bytearray with one 0/1 per sensor (1 = magnet present).
# HallScanner debounces it by time: a sensor changes state once it has read
# the new value in every scan for (debounce - 1) scan periods since the
# first scan that read it. With scans at their period that is `debounce`
# scans in a row; when the app holds a scan back (an OLED frame, a move
# judged), two readings that far apart settle it, so a held scan does not
# stretch the debounce. `moved_at` keeps when the latest change was first
# read (the magnet's change, not when the debounce ended). Occupancy is a
# bitmap by field number. Everything is preallocated; scan() allocates
# nothing.
#
# Faults it reports:
#   chattering: the raw reading flips more than `chatter_limit` times within
#               `window` scans (a loose wire, a magnet right at the threshold);
#   stuck:      the debounced state disagrees with the occupancy the app
#               expects (expect()) for `stuck_scans` scans in a row (a dead
#               or shorted sensor).
#
# A sensor it no longer trusts (bad[]) is masked: its field's occupancy is
# the one the app expects, so one dead sensor does not stop a game (that
# field's moves go by the menu) and is named once (tell()). It is masked
#   FLICKERS  when it chattered over a window;
#   STUCK_ON / STUCK_OFF  when it alone disagrees with expect() for
#             `still_ms` while the app says no piece may move (quiet: a
#             magnet there, or one lifted, is not a move then), or when a
#             person confirmed through the menu what the board holds and it
#             alone disagrees (blame()).
# A stuck sensor that reads the other way once more (debounced) works: it
# is trusted again. A stray magnet on a field and a sensor stuck on read
# the same; a masked field whose magnet is lifted unmasks itself.

from micropython import const

_SAT = const(255)
_MASK = const(0x3FFFFFFF)  # scan time without a clock wraps as MicroPython's ticks do
PERIOD_MS = 10  # the app scans every poll (box_app.POLL_MS)
# a lone disagreeing sensor while nothing may move, this long: stuck (a
# child holds a lifted magician a while to think: no false alarm then)
STILL_MS = 10000
# bad[]'s kinds (the words' SENSOR_FAULT index too)
STUCK_ON = 1
STUCK_OFF = 2
FLICKERS = 3


# the channels in Gray-code order: one select line changes from each to the
# next (and from the last back to the first), so a scan writes 16 pins, not 64
_GRAY = b"\x00\x01\x03\x02\x06\x07\x05\x04\x0c\x0d\x0f\x0e\x0a\x0b\x09\x08"


class Mux4067:
    """Up to 8 74HC4067s sharing S0..S3; sensor i = mux i // 16, channel i % 16."""

    def __init__(self, select_pins, signal_pins, active_low=True):
        if len(select_pins) != 4:
            raise ValueError("a 74HC4067 needs 4 select pins")
        self.sel = tuple(select_pins)
        self.sig = tuple(signal_pins)
        self.on = 0 if active_low else 1
        self.capacity = 16 * len(self.sig)
        for p in self.sel:
            p.value(0)  # channel 0, where every scan starts

    # every poll, 48 sensors: machine code on a board (the emitter mark, host_tools.device.mpy)
    # @micropython.native
    def read(self, buf, n):
        s0, s1, s2, s3 = self.sel
        sig = self.sig
        nsig = len(sig)
        on = self.on
        gray = _GRAY
        prev = 8  # the last channel of a scan, the select lines' state
        for k in range(16):
            ch = gray[k]
            flip = ch ^ prev
            prev = ch
            if flip == 1:
                s0.value(ch & 1)
            elif flip == 2:
                s1.value((ch >> 1) & 1)
            elif flip == 4:
                s2.value((ch >> 2) & 1)
            else:
                s3.value((ch >> 3) & 1)
            # the mux settles in well under 1 us, less than one Python call
            i = ch
            for m in range(nsig):
                if i < n:
                    buf[i] = 1 if sig[m].value() == on else 0
                i += 16


class Shift165:
    """A chain of 74HC165s: sensor i is the i-th bit shifted out (the chip
    nearest the MCU first, its input H first)."""

    def __init__(self, load_pin, clock_pin, data_pin, active_low=True, capacity=64):
        self.load = load_pin
        self.clock = clock_pin
        self.data = data_pin
        self.on = 0 if active_low else 1
        self.capacity = capacity
        clock_pin.value(0)
        load_pin.value(1)

    # @micropython.native
    def read(self, buf, n):
        load = self.load
        clk = self.clock
        data = self.data
        on = self.on
        load.value(0)  # parallel load: latch all inputs at once
        load.value(1)
        for i in range(n):
            buf[i] = 1 if data.value() == on else 0
            clk.value(1)  # rising edge shifts the next bit to QH
            clk.value(0)


class HallScanner:
    def __init__(self, reader, field_map, debounce=3, chatter_limit=6, window=50, stuck_scans=100,
                 clock=None, period_ms=PERIOD_MS, still_ms=STILL_MS):
        # clock: ticks_ms() and ticks_diff() (the `time` module on the
        # device); without one, a scan counts as period_ms
        n = len(field_map)
        if n == 0 or n > reader.capacity:
            raise ValueError(
                "field map has %d sensors; the reader has %d inputs" % (n, reader.capacity)
            )
        if not 1 <= debounce <= 250:
            raise ValueError("debounce must be 1..250 scans")
        self.reader = reader
        self.n = n
        self.field = tuple(field_map)  # sensor -> field, -1 = none
        nfields = max(max(self.field) + 1, 1)
        self.nfields = nfields
        self.debounce = debounce
        self.clock = clock
        self.period_ms = period_ms
        self.debounce_ms = (debounce - 1) * period_ms
        self._t = 0  # the scan time without a clock
        self.moved_at = 0  # ms: when the latest debounced change was first read
        self.chatter_limit = chatter_limit
        self.window = window
        self.stuck_scans = stuck_scans
        self.now = bytearray(n)  # this scan's raw reading
        self.raw = bytearray(n)  # the previous raw reading
        self.state = bytearray(n)  # debounced
        self.changing = bytearray(n)  # 1 = every scan since `since` read != state
        self.since = [0] * n  # ms: the first scan that read it
        self.toggles = bytearray(n)  # raw flips in the current window
        self.chatter = bytearray(n)  # 1 = chattered in the last window
        self.off_count = bytearray(n)  # scans in a row disagreeing with expect()
        self.occupancy = bytearray((nfields + 7) // 8)
        self.expected = bytearray((nfields + 7) // 8)
        self.expecting = False
        self.scans = 0
        self.changed = False  # set when occupancy changed; the app clears it
        self.bad = bytearray(n)  # 0, or why the sensor is masked (STUCK_ON, STUCK_OFF, FLICKERS)
        self.told = bytearray(n)  # 1 = its fault was handed to the app (tell())
        self.untold = False  # a sensor was masked since the last tell()
        self.quiet = False  # the app: no piece may move now (stuck sensors show then)
        self.still_ms = still_ms
        self._odd = -1  # the one sensor disagreeing with expect(), while quiet
        self._odd_at = 0  # ms: since when

    # @micropython.native
    def scan(self):
        """Read every sensor once and update the debounced occupancy."""
        clock = self.clock
        if clock is None:
            t = (self._t + self.period_ms) & _MASK
            self._t = t
        else:
            t = clock.ticks_ms()
        now = self.now
        raw = self.raw
        state = self.state
        changing = self.changing
        since = self.since
        tog = self.toggles
        occ = self.occupancy
        fld = self.field
        deb = self.debounce_ms
        self.reader.read(now, self.n)
        for i in range(self.n):
            v = now[i]
            if v != raw[i]:
                raw[i] = v
                if tog[i] < _SAT:
                    tog[i] += 1
            if v != state[i]:
                if not changing[i]:
                    changing[i] = 1
                    since[i] = t
                if clock is None:
                    held = (t - since[i]) & _MASK
                else:
                    held = clock.ticks_diff(t, since[i])
                if held >= deb:
                    state[i] = v
                    changing[i] = 0
                    b = self.bad[i]
                    if b:
                        if (b == STUCK_ON and v) or (b == STUCK_OFF and not v) or b == FLICKERS:
                            continue  # masked: its field shows what the app expects
                        self.bad[i] = 0  # it read the other way: it works
                        self.told[i] = 0
                    self.moved_at = since[i]
                    f = fld[i]
                    if f >= 0:
                        if v:
                            occ[f >> 3] |= 1 << (f & 7)
                        else:
                            occ[f >> 3] &= ~(1 << (f & 7))
                        self.changed = True
            else:
                changing[i] = 0
        if self.expecting:
            self._check_expected(t)
        self.scans += 1
        if self.scans >= self.window:
            self._end_window()

    # @micropython.native
    def _check_expected(self, t):
        exp = self.expected
        off = self.off_count
        state = self.state
        fld = self.field
        bad = self.bad
        odd = -1
        n_odd = 0
        for i in range(self.n):
            f = fld[i]
            if f < 0:
                continue
            want = (exp[f >> 3] >> (f & 7)) & 1
            if state[i] != want and not bad[i]:
                if off[i] < _SAT:
                    off[i] += 1
                odd = i
                n_odd += 1
            else:
                off[i] = 0
        if not self.quiet or n_odd != 1:
            self._odd = -1
        elif odd != self._odd:
            self._odd = odd
            self._odd_at = t
        elif self._elapsed(self._odd_at, t) >= self.still_ms:
            self._mask(odd, STUCK_ON if state[odd] else STUCK_OFF)
            self._odd = -1

    def _elapsed(self, t0, t):
        if self.clock is None:
            return (t - t0) & _MASK
        return self.clock.ticks_diff(t, t0)

    def _mask(self, i, kind):
        """Trust sensor i no more: its field shows what the app expects."""
        self.bad[i] = kind
        self.untold = True
        f = self.field[i]
        if f >= 0:
            self._show_expected(f)

    def _show_expected(self, f):
        occ = self.occupancy
        bit = 1 << (f & 7)
        was = occ[f >> 3] & bit
        if self.expected[f >> 3] & bit:
            occ[f >> 3] |= bit
        else:
            occ[f >> 3] &= ~bit
        if (occ[f >> 3] & bit) != was:
            self.changed = True

    def blame(self, fields):
        """A person confirmed (through the menu) that the board holds
        `fields` now: when exactly one trusted sensor disagrees, it is stuck
        and masked. Returns its field, or -1."""
        i = self.suspect(fields)
        return -1 if i < 0 else self.condemn(i)

    def condemn(self, i):
        """Sensor i is stuck the way it reads: masked. Returns its field."""
        self._mask(i, STUCK_ON if self.state[i] else STUCK_OFF)
        return self.field[i]

    def suspect(self, fields):
        """The board should hold `fields`: the one trusted sensor that
        disagrees, or -1 (none, or more than one: then the board is out of
        place, not a sensor)."""
        self.expect(fields)
        odd = -1
        for i in range(self.n):
            f = self.field[i]
            if f < 0 or self.bad[i]:
                continue
            want = (self.expected[f >> 3] >> (f & 7)) & 1
            if self.state[i] != want:
                if odd >= 0:
                    return -1  # more than one: the board is out of place, not a sensor
                odd = i
        return odd

    def disagreeing(self):
        """Trusted sensors whose debounced reading differs from expect()."""
        out = 0
        for i in range(self.n):
            f = self.field[i]
            if f >= 0 and not self.bad[i]:
                if self.state[i] != (self.expected[f >> 3] >> (f & 7)) & 1:
                    out += 1
        return out

    def masked_any(self):
        for b in self.bad:
            if b:
                return True
        return False

    def masked(self):
        """The fields whose sensor is not trusted (allocates)."""
        return [self.field[i] for i in range(self.n) if self.bad[i] and self.field[i] >= 0]

    def tell(self):
        """The faults not yet handed to the app, as (field, kind), once each."""
        out = []
        for i in range(self.n):
            if self.bad[i] and not self.told[i]:
                self.told[i] = 1
                out.append((self.field[i], self.bad[i]))
        self.untold = False
        return out

    def off_expected(self):
        """True when the last scan's raw reading (not yet debounced) differs
        from the occupancy expect() named: a hand is on the board."""
        exp = self.expected
        now = self.now
        fld = self.field
        for i in range(self.n):
            f = fld[i]
            if f >= 0 and not self.bad[i] and now[i] != (exp[f >> 3] >> (f & 7)) & 1:
                return True
        return False

    def _end_window(self):
        tog = self.toggles
        ch = self.chatter
        lim = self.chatter_limit
        for i in range(self.n):
            ch[i] = 1 if tog[i] > lim else 0
            tog[i] = 0
            if ch[i] and self.bad[i] != FLICKERS:
                self._mask(i, FLICKERS)
        self.scans = 0

    def occupied(self, field):
        return bool((self.occupancy[field >> 3] >> (field & 7)) & 1)

    def fields(self):
        """Sorted list of occupied fields (allocates; not for the hot loop)."""
        return [f for f in range(self.nfields) if self.occupied(f)]

    def expect(self, fields):
        """The occupancy the app believes in (after an accepted move)."""
        e = self.expected
        for i in range(len(e)):
            e[i] = 0
        for f in fields:
            e[f >> 3] |= 1 << (f & 7)
        off = self.off_count
        for i in range(self.n):
            off[i] = 0
            if self.bad[i] and self.field[i] >= 0:
                self._show_expected(self.field[i])
        self.expecting = True
        self._odd = -1

    def stuck(self):
        return [i for i in range(self.n) if self.off_count[i] >= self.stuck_scans]

    def chattering(self):
        return [i for i in range(self.n) if self.chatter[i]]

    def report(self):
        """Faults as (kind, sensor, field) tuples, sensor order."""
        out = []
        for i in self.chattering():
            out.append(("chatter", i, self.field[i]))
        for i in self.stuck():
            out.append(("stuck", i, self.field[i]))
        return out
