"""A whole simulated hexbox built from a board definition: the fake machine
module, virtual clock and every part the board names. Portable: the CPython
simulator (world.World) and the virtual device's simulated hardware
(device.py, on MicroPython) build the same Box.

    b = Box(board_dict)
    b.machine.Pin(...), b.wheel.turns(), b.hall.occupied.add(17), b.press("roll")
"""

from host_tools.sim import parts
from host_tools.sim.clock import Clock
from host_tools.sim.machine import Bus, make_module

INDEX_AT = (1, 3)  # where the index magnet sits, in turns of the wheel  # assumed (any angle works)
# the arc over which the index sensor sees the magnet: None is the board
# rules' hexbox.hw.board.INDEX_ARC_PER_TURN (the page loads this module
# before the firmware's flash is mounted, so it is looked up late)
INDEX_WIDTH = None


class Box:
    def __init__(self, board, index_at=INDEX_AT, index_width=INDEX_WIDTH):
        self.board = board
        self.clock = Clock()
        usable = set(board["pins"]["usable"]) | set(board["pins"].get("input_only", []))
        usable |= set(board["pins"].get("strapping", []))
        self.bus = Bus(self.clock, usable)
        self.machine = make_module(self.bus)
        self.wheel = self.motor = None  # a referee box has no wheel
        w = board.get("wheel")
        if w is not None or "hall" in board:
            from host_tools.sim import (
                wheel_parts as wp,  # here: a referee box's run holds none of it
            )
        if w is not None:
            self.wheel = wp.Wheel(w["steps"], w["microsteps"], w["gear"])
            inv = w.get("invert_dir", False)
            if w["driver"] == "stepdir":
                p = w["pins"]
                self.motor = wp.StepDirModel(self.bus, self.wheel, p["step"], p["dir"],
                                             p.get("enable"), w.get("enable_active_low", True), inv)
            else:
                self.motor = wp.HalfStepModel(self.bus, self.wheel, w["pins"]["coils"], inv)
        ix = board.get("index")
        self.index = None
        if ix is not None and self.wheel is not None:
            if index_width is None:
                from hexbox.hw.board import INDEX_ARC_PER_TURN

                index_width = (1, INDEX_ARC_PER_TURN)
            self.index = wp.IndexSensor(self.bus, ix["pin"], self.wheel, index_at, index_width,
                                        ix.get("active_low", True))
        self.hall = None
        self.hall_model = None
        h = board.get("hall")
        if h is not None:
            self.hall = wp.HallField(h["map"])
            al = h.get("active_low", True)
            if h["type"] == "74HC4067":
                self.hall_model = wp.Mux4067Model(self.bus, h["select"], h["signal"], self.hall, al)
            else:
                cap = 8 * ((len(h["map"]) + 7) // 8)
                self.hall_model = wp.Shift165Model(self.bus, h["load"], h["clock"], h["data"],
                                                   self.hall, cap, al)
        self.buttons = {}
        b = board.get("buttons", {})
        for name in ("roll", "confirm", "back", "stop"):
            if name in b:
                self.buttons[name] = parts.Button(
                    self.bus, b[name], name, b.get("active_low", True)
                )
        self.oled = None
        d = board.get("display")
        if d is not None:
            self.oled = parts.Oled(d.get("width", 128), d.get("height", 64))
            self.bus.i2c_devices[d.get("addr", 0x3C)] = self.oled

    # the outside world acting on the box
    def press(self, name):
        self.buttons[name].pressed = True

    def release(self, name):
        self.buttons[name].pressed = False

    def click(self, name, ms=100):
        self.press(name)
        self.clock.advance(ms * 1000)
        self.release(name)

    def _buzzer(self):
        p = self.board.get("buzzer")
        return self.bus.pwms.get(p["pin"]) if p else None

    def buzzer_log(self):
        """The buzzer's newest PWM changes, (us, freq, duty_u16) each."""
        pwm = self._buzzer()
        return [] if pwm is None else pwm.log

    def buzzer_changes(self):
        """How many PWM changes the buzzer has had (the log keeps the newest)."""
        pwm = self._buzzer()
        return 0 if pwm is None else pwm.changes
