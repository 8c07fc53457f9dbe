# Push buttons, polled: a press debounced by time, a release answered at
# the first poll that reads it, and a long press.
# poll(now_ms) returns the next event as one int, or -1: button index * 4 +
# kind. Events queue in a small ring so two buttons changing in the same
# poll both arrive.
#
# A change must hold for the debounce; every edge interrupt restarts that
# wait, so heavy chatter (bursts of flips far longer than the debounce)
# makes one press, not several; a click the polls missed counts by its
# longest closed contact between two edges.
#
# A poll only sees a button held while it looks: a click that begins and
# ends between two polls (the app busy saving, drawing or turning the wheel
# for longer than the click) would be lost. So each pin also gets an edge
# interrupt that, as micropython-async advises, only timestamps (into
# preallocated lists, no allocation: safe as a hard IRQ): the first press
# edge and the last release edge since the poll last settled. update()
# turns them into a click when the poll never saw the button held.

from micropython import const

PRESS = const(0)  # released before long_ms: a click
LONG = const(1)  # held for long_ms (sent once, while still held)
DOWN = const(2)  # pressed (debounced edge)
UP = const(3)  # released (debounced edge), after PRESS or LONG
_RING = const(16)
# a worn contact chatters this long after it opens (a good one 1.6 ms): no
# press begins within it after a release
_CHATTER_MS = const(60)


def button_of(event):
    return event >> 2


def kind_of(event):
    return event & 3


class Buttons:
    def __init__(self, pins, clock, active_low=True, debounce_ms=20, long_ms=800):
        self.pins = tuple(pins)
        self.clock = clock
        n = len(self.pins)
        self.on = 0 if active_low else 1
        self.debounce_ms = debounce_ms
        self.long_ms = long_ms
        self.stable = bytearray(n)  # 1 = held (debounced)
        self.long_sent = bytearray(n)
        self.changing = bytearray(n)  # raw differs from stable since `since`
        self.since = [0] * n  # ms stamp of the raw change (ticks_ms)
        self.down_at = [0] * n
        self.ring = bytearray(_RING)
        self.head = 0
        self.tail = 0
        # ms stamp of the last debounced change
        self.settled_at = [0] * n
        self.edge_seen = bytearray(n)  # a press edge came since the poll last settled
        self.first_down = [0] * n  # ms stamp of that press edge
        self.last_up = [0] * n  # ms stamp of the latest release edge
        self.last_down = [0] * n  # ms stamp of the latest press edge
        self.longest = [0] * n  # ms: the longest closed contact between two edges since
        self.last_edge = [0] * n  # ms stamp of the latest edge either way
        self.opened = bytearray(n)  # 1 = the last debounced change was a release
        self.used = bytearray(n)  # the press under way already did its work: no click
        self.on_press = None  # f(pin): also called from the interrupt at a press edge
        # made once: no allocation in the ISR
        self.handlers = [self._edge_handler(i) for i in range(n)]
        for i in range(n):
            p = self.pins[i]
            if not hasattr(p, "irq"):  # a pin without interrupts: polling only
                continue
            # both edges: the release stamp dates the click (and on the
            # emulated RP2040 a falling-edge-only IRQ held off the polls for
            # as long as the button was down, docs/chip.md)
            both = p.IRQ_FALLING | p.IRQ_RISING
            try:
                p.irq(self.handlers[i], both, hard=True)
            except (TypeError, ValueError):  # a port without hard IRQs on pins
                p.irq(self.handlers[i], both)
        # a button already held at power-on (pressed across a power cut) is
        # not a press: it counts again only after it was let go
        for i in range(n):
            if self.pins[i].value() == self.on:
                self.stable[i] = 1
                self.long_sent[i] = 1

    def _edge_handler(self, i):
        clock = self.clock
        on = self.on

        def edge(pin):
            now = clock.ticks_ms()
            # a press counts once it held for the debounce with no edge at
            # all: a burst of chatter (tens of ms of flips, a worn
            # contact) between two polls restarts the wait, where polls
            # alone could read the same level three times by chance
            self.last_edge[i] = now
            if pin.value() == on:
                self.last_down[i] = now
                if not self.edge_seen[i]:
                    self.first_down[i] = now
                    self.edge_seen[i] = 1
                f = self.on_press
                if f is not None:
                    f(pin)
            else:
                self.last_up[i] = now
                if self.edge_seen[i]:
                    d = clock.ticks_diff(now, self.last_down[i])
                    if d > self.longest[i]:
                        self.longest[i] = d

        return edge

    def use_presses(self):
        """The presses under way (held, or made since the last poll) already
        did their work, e.g. stopped the wheel: they send no PRESS or LONG.
        A click begun after this call counts as usual."""
        for i in range(len(self.pins)):
            if (self.stable[i] or self.changing[i] or self.edge_seen[i]
                    or self.pins[i].value() == self.on):
                self.used[i] = 1

    def _click(self, i, kind):
        if self.used[i]:
            return
        self._push(i * 4 + kind)

    def _settle(self, i, now, opened=0):
        self.settled_at[i] = now
        self.opened[i] = opened
        self.edge_seen[i] = 0
        self.longest[i] = 0

    def _missed_click(self, i, now):
        """The button reads released and the poll never saw it held: push the
        click its edges show, if they show one."""
        clock = self.clock
        down = self.first_down[i]
        if (clock.ticks_diff(self.last_up[i], self.last_down[i]) < 0
                or clock.ticks_diff(now, self.last_up[i]) < self.debounce_ms):
            return  # the release edge is still to come, or its chatter may go on
        # held: the longest closed contact between two edges, not first to
        # last edge (a burst of chatter spans tens of ms, closed in bits)
        held = self.longest[i]
        self.longest[i] = 0
        self.edge_seen[i] = 0
        # an edge older than the last debounced change is that change's
        # bounce; a closed contact shorter than the debounce is a spike or
        # chatter, not a press
        lock = _CHATTER_MS if self.opened[i] else 0
        if clock.ticks_diff(down, self.settled_at[i]) < lock or held < self.debounce_ms:
            self.used[i] = 0
            return
        self.settled_at[i] = now
        self.opened[i] = 1
        self._push(i * 4 + DOWN)
        self._click(i, LONG if held >= self.long_ms else PRESS)
        self._push(i * 4 + UP)
        self.used[i] = 0

    def _push(self, ev):
        nxt = (self.tail + 1) % _RING
        if nxt != self.head:  # full: drop the newest rather than block
            self.ring[self.tail] = ev
            self.tail = nxt

    def update(self, now):
        clock = self.clock  # calls through it, not a bound method: no allocation
        for i in range(len(self.pins)):
            raw = 1 if self.pins[i].value() == self.on else 0
            if raw and self.opened[i] and clock.ticks_diff(now, self.settled_at[i]) < _CHATTER_MS:
                self.changing[i] = 0  # the chatter of the release just made, not a press
            elif raw != self.stable[i]:
                # a press must hold for the debounce (noise is no finger); a
                # button held that long and now read open is let go at once,
                # as micropython-async's Switch does: its contact's bounce is
                # over within the debounce, and no later bounce can make a
                # press (it would have to hold), so the answer need not wait
                let_go = not raw and clock.ticks_diff(now, self.settled_at[i]) >= self.debounce_ms
                if not self.changing[i] and not let_go:
                    self.changing[i] = 1
                    self.since[i] = now
                elif let_go or (clock.ticks_diff(now, self.since[i]) >= self.debounce_ms and (
                        not raw or clock.ticks_diff(now, self.last_edge[i]) >= self.debounce_ms)):
                    self.changing[i] = 0
                    self.stable[i] = raw
                    self._settle(i, now, 1 - raw)
                    if raw:
                        self.down_at[i] = now
                        self.long_sent[i] = 0
                        self._push(i * 4 + DOWN)
                    else:
                        if not self.long_sent[i]:
                            self._click(i, PRESS)
                        self._push(i * 4 + UP)
                        self.used[i] = 0
            else:
                self.changing[i] = 0
                if not raw and self.edge_seen[i]:
                    self._missed_click(i, now)
                if not raw and not self.edge_seen[i]:
                    self.used[i] = 0  # let go (or it was a glitch): nothing under way
                if (
                    raw
                    and not self.long_sent[i]
                    and clock.ticks_diff(now, self.down_at[i]) >= self.long_ms
                ):
                    self.long_sent[i] = 1
                    self._click(i, LONG)

    def poll(self, now=None):
        """Read the pins and return the oldest pending event, or -1."""
        if now is None:
            now = self.clock.ticks_ms()
        self.update(now)
        if self.head == self.tail:
            return -1
        ev = self.ring[self.head]
        self.head = (self.head + 1) % _RING
        return ev

    def held(self, i):
        return bool(self.stable[i])

    def stuck(self, now, ms):
        """The first button held for `ms` or longer (a stuck one: it sent
        its LONG long ago and sends nothing more until let go), or -1."""
        for i in range(len(self.pins)):
            if self.stable[i] and self.clock.ticks_diff(now, self.down_at[i]) >= ms:
                return i
        return -1
