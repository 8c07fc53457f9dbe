# Driver costs on real MicroPython, with fake pin objects in the script (a
# Python-level pin is slower than a machine.Pin, so scan_us is an upper
# bound of the interpreter's share).
#   hall.scan_alloc_bytes_upy     heap bytes one scan of 64 sensors allocates (target 0)
#   hall.scan_us_upy              microseconds per scan of 64 sensors (4 x 74HC4067)
#   hall.scan165_alloc_bytes_upy  the same through a 74HC165 chain
#   stepper.ramp_alloc_bytes_upy  heap bytes of 1000 ramp steps (target 0)
#   stepper.step_alloc_bytes_upy  heap bytes of 1000 Stepper.run() steps (pins + ramp)
#   *_alloc_bytes_unix            the same four on the unix port (a fixed heap that
#                                 really collects; all measured inside a function)
#   ram.app.peak_bytes   the controller app (firmware/main.py, unchanged) playing a
#                        whole game on the full box on MicroPython against the simulator's
#                        parts: the highest LIVE heap (gc.mem_alloc() after a
#                        collection) above the simulator's own objects, firmware
#                        modules included (as on a board without frozen modules).
#                        The firmware is imported as `host_tools flash` puts it
#                        on a board: main.py as source, every other module as
#                        .mpy (bytecode-only mpy-cross, which the WebAssembly
#                        port loads; only that game's packages), so no
#                        compiler heap and no .py source is counted.
#                        Target <= 96 KB. Each step is a top-level call (boot, then
#                        APP_SLICE_MS of virtual time), so even the WebAssembly
#                        build frees between them: a true live peak.
#   ram.app.boot_bytes   the same right after boot (hardware, game, tasks started)
#   ram.app.actions      actions the measured game played (it ends when the game does)
#   ram.app.peak_is_upper_bound  0: the peak above is a live measure (kept for
#                        comparison with older tables, where it was 1)

_PRELUDE = """
import gc, time
from hexbox.hw.hall import HallScanner, Mux4067, Shift165
from hexbox.hw.ramp import Ramp
from hexbox.hw.motors import StepDir
from hexbox.hw.stepper import Stepper

class P:
    def __init__(self):
        self.v = 1
    def value(self, v=None):
        if v is None:
            return self.v
        self.v = v

# heap bytes that n calls of f() allocate. Measured inside a function: at
# module level the measurement's own names are globals, and storing a new
# global grows the module's dict (the 48 B an outside check saw on unix32)
def alloc_of(f, n=1):
    gc.collect()
    gc.disable()
    a0 = gc.mem_alloc()
    i = 0
    while i < n:
        f()
        i += 1
    a1 = gc.mem_alloc()
    gc.enable()
    return a1 - a0

class Clk:
    def __init__(self):
        self.t = 0
    def ticks_us(self):
        self.t += 1
        return self.t
    def ticks_add(self, a, b):
        return (a + b) & 0x3FFFFFFF
    def ticks_diff(self, a, b):
        return ((a - b + 0x20000000) & 0x3FFFFFFF) - 0x20000000
    def sleep_us(self, us):
        self.t += us
"""

_HALL = _PRELUDE + """
h = HallScanner(Mux4067([P() for _ in range(4)], [P() for _ in range(4)]), list(range(64)))
h.expect([1, 2, 3])
for _ in range(3):
    h.scan()
scan = h.scan  # the bound method, made before the measurement
hall_alloc = alloc_of(scan)
N = 50
t0 = time.ticks_us()
for _ in range(N):
    h.scan()
dt = time.ticks_diff(time.ticks_us(), t0)
s = HallScanner(Shift165(P(), P(), P(), True, 64), list(range(64)))
s.scan()
scan = s.scan
print(hall_alloc, dt // N, alloc_of(scan))
"""

_RAMP = _PRELUDE + """
r = Ramp(3200, 8000)
r.start(100000)
r.next_delay()
step = r.next_delay
ramp_alloc = alloc_of(step, 1000)
st = Stepper(StepDir(P(), P(), P()), Ramp(3200, 8000), Clk())
st.begin(100000)
st.run()

def one_step():
    st.clock.sleep_us(st.wait_us())
    st.run()

print(ramp_alloc, alloc_of(one_step, 1000))
"""


APP_SEED = 3
APP_SLICE_MS = 1000  # virtual time per step: the app awaits every 10 ms, so ~100 turns


def app_metrics():
    from host_tools.sim import upy_app

    boot = upy_app.heap_peak(APP_SEED, 0, slice_ms=1)
    game = upy_app.heap_peak(APP_SEED, 10 ** 6, slice_ms=APP_SLICE_MS)
    if not game["done"]:
        raise RuntimeError("the app did not finish its game: %r" % game)
    return {"ram.app.peak_bytes": game["peak"], "ram.app.boot_bytes": boot["peak"],
            "ram.app.actions": game["info"], "ram.app.peak_is_upper_bound": 0}


def metrics(upy):
    hall_alloc, scan_us, s165_alloc = (int(x) for x in upy(_HALL).split()[-3:])
    ramp_alloc, step_alloc = (int(x) for x in upy(_RAMP).split()[-2:])
    out = {
        "hall.scan_alloc_bytes_upy": hall_alloc,
        "hall.scan_us_upy": scan_us,
        "hall.scan165_alloc_bytes_upy": s165_alloc,
        "stepper.ramp_alloc_bytes_upy": ramp_alloc,
        "stepper.step_alloc_bytes_upy": step_alloc,
    }
    hall_alloc, _, s165_alloc = (int(x) for x in upy(_HALL, port="unix").split()[-3:])
    ramp_alloc, step_alloc = (int(x) for x in upy(_RAMP, port="unix").split()[-2:])
    out.update({"hall.scan_alloc_bytes_unix": hall_alloc,
                "hall.scan165_alloc_bytes_unix": s165_alloc,
                "stepper.ramp_alloc_bytes_unix": ramp_alloc,
                "stepper.step_alloc_bytes_unix": step_alloc})
    out.update(app_metrics())
    return out
