"""A fake `rp2` module: just enough PIO for hexbox.hw.pio_step. A word put
into the state machine is one step: a pulse on the set pin, then the wait
of that many cycles (plus the program's fixed overhead) on virtual time.
Portable: the virtual device gives it to a flashed pico."""

from host_tools.sim.machine import new_module

_OVERHEAD_CYCLES = 4  # pull, set high [1], set low, mov: as in pio_step's program


def make_module(bus):
    m = new_module("rp2")

    class PIO:
        OUT_LOW = 0
        OUT_HIGH = 1
        IN_LOW = 0
        SHIFT_LEFT = 0
        SHIFT_RIGHT = 1

    def asm_pio(**kw):
        def wrap(f):
            return ("pio program", f.__name__, kw)  # never executed here

        return wrap

    class StateMachine:
        def __init__(self, id, prog=None, freq=125000000, set_base=None, **kw):
            self.id = id
            self.prog = prog
            self.freq = freq
            self.pin = set_base.id if set_base is not None else None
            self.on = 0
            self.words = 0

        def active(self, x=None):
            if x is None:
                return self.on
            self.on = 1 if x else 0

        def put(self, word, shift=0):
            if not self.on:
                raise RuntimeError("state machine %d is not active" % self.id)
            bus.line(self.pin)
            bus.write(self.pin, 1)
            bus.write(self.pin, 0)
            self.words += 1
            bus.clock.advance((word + _OVERHEAD_CYCLES) * 1000000 // self.freq)

        def tx_fifo(self):
            return 0  # put() runs the word at once: the FIFO is always drained

        def rx_fifo(self):
            return 0

        def exec(self, instr):
            pass

    m.PIO = PIO
    m.asm_pio = asm_pio
    m.StateMachine = StateMachine
    return m
