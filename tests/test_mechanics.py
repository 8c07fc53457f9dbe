"""The printable parts ("Parametric mechanics as code"): the
committed STL files are made from today's inputs, closed and manifold, and
the gears turn the wheel at the board's `gear`."""

import math
import os
from fractions import Fraction

import numpy as np
import pytest
import trimesh

from host_tools.hardware import boards, headers, mechanics, wiring
from host_tools.hardware.mechanics import data, gears, parts


def test_committed_parts_are_fresh():
    assert mechanics.stale() == [], "run `make mechanics` and commit wiring/mechanics/"


def test_a_changed_board_makes_the_parts_stale(monkeypatch):
    real = boards.load

    def load(name):
        b = real(name)
        if name == "pico":
            b["wheel"]["gear"] = [4, 1]
        return b

    monkeypatch.setattr(boards, "load", load)
    assert "the inputs changed since the parts were made" in mechanics.stale()


def _stls():
    m = mechanics.read_manifest()
    return sorted(m["parts"])


@pytest.mark.parametrize("key", _stls())
def test_every_stl_is_closed_and_manifold(key):
    mesh = trimesh.load(os.path.join(mechanics.OUT, key + ".stl"), force="mesh")
    assert mesh.is_watertight, key
    assert mesh.is_winding_consistent, key
    assert mesh.is_volume and mesh.volume > 0, key
    assert max(mesh.extents[:2]) <= data.PRINT["bed"], key


def _teeth_in_stl(path):
    """Count the teeth of a gear STL: round the outline of its bottom face
    the radius goes out to a tip and back in to the root once per tooth."""
    mesh = trimesh.load(path, force="mesh")
    v = mesh.vertices
    pts = v[np.abs(v[:, 2] - mesh.bounds[0][2]) < 1e-6]
    r = np.hypot(pts[:, 0], pts[:, 1])
    outer = r > r.max() - 3 * data.GEAR["module"]  # the toothed rim, not the bores
    ang = np.arctan2(pts[outer, 1], pts[outer, 0])
    order = np.argsort(ang)
    rr = r[outer][order]
    mid = (rr.max() + rr.min()) / 2.0
    above = rr > mid
    return int(np.count_nonzero(above != np.roll(above, 1)) // 2)


@pytest.mark.parametrize("name", [n for n in boards.names() if "wheel" in boards.load(n)])
def test_gears_turn_the_wheel_at_the_boards_gear(name):
    """wheel teeth / pinion teeth x the motor's own gearbox == board gear,
    counted on the STL files themselves."""
    b = boards.load(name)
    dr = parts.drive(b)
    num, den = b["wheel"]["gear"]
    box = data.MOTOR[dr["motor"]]["gearbox"]
    if dr["teeth"] is None:
        assert Fraction(*box) == Fraction(num, den)  # direct drive: the gearbox is the whole ratio
        assert os.path.exists(os.path.join(mechanics.OUT, dr["name"], "hub.stl"))
        return
    z1, z2 = dr["teeth"]
    folder = os.path.join(mechanics.OUT, dr["name"])
    assert _teeth_in_stl(os.path.join(folder, "pinion_%dt.stl" % z1)) == z1
    assert _teeth_in_stl(os.path.join(folder, "wheel_gear_%dt.stl" % z2)) == z2
    assert Fraction(z2, z1) * Fraction(*box) == Fraction(num, den)


def test_tooth_counts_for_other_ratios():
    assert gears.teeth(Fraction(5)) == (17, 85)
    assert gears.teeth(Fraction(7, 3)) == (18, 42)
    assert gears.teeth(Fraction(1)) is None
    with pytest.raises(ValueError):
        gears.teeth(Fraction(20))  # 340 teeth do not fit


def test_gear_outline_is_an_involute_of_the_right_size():
    z = 17
    pts = gears.outline(z)
    r = [math.hypot(x, y) for x, y in pts]
    assert max(r) == pytest.approx(gears.tip_radius(z), abs=1e-6)
    assert min(r) == pytest.approx(gears.root_radius(z), abs=1e-6)


def test_a_sensor_pocket_under_every_field():
    """The carrier tiles hold one sensor under each field of the board data,
    and every tile fits the print bed."""
    board = mechanics.game_board()
    tiles = parts.carrier_tiles(board, parts.drive(boards.load("pico")))
    placed = []
    for _stem, _src, what in tiles:
        placed += [int(f) for f in what.split("(fields ")[1].rstrip(")").split(", ")]
    assert sorted(placed) == list(range(len(board["fields_mm"])))
    m = mechanics.read_manifest()
    for stem, _src, _what in tiles:
        w, d, _h = m["parts"]["%s/%s" % (mechanics.carrier_game()[0], stem)]["size_mm"]
        assert w <= data.PRINT["bed"] and d <= data.PRINT["bed"]


def test_header_pins_match_the_pico_pinout():
    """"GP2 is pin 4": the Pico's header, and the DevKitC's blocks."""
    assert headers.pin_of_gpio("RP2040", 2) == 4
    assert headers.pin_of_gpio("RP2040", 28) == 34
    assert headers.pin_of_rail("RP2040", "3V3") == 36
    assert headers.label("ESP32-S3", headers.pin_of_gpio("ESP32-S3", 4)) == "J1-4"
    assert headers.pin_of_gpio("ESP32-S3", 48) == "J3-16"
    for name in boards.names():  # every pin a board uses has a header pin
        b = boards.load(name)
        for _sig, pin, _d in __import__("hexbox.hw.board", None, None, ["signals"]).signals(b):
            headers.pin_of_gpio(b["mcu"], pin)


def test_pin_table_and_diagram_name_the_header_pin():
    b = boards.load("pico")
    assert "| GP2 | pin 4 | DRIVER | STEP |" in wiring.pin_table("pico", b)
    y = wiring.wireviz_yaml("pico", b)
    assert "pins: [4, 5, 6, 7," in y


def test_bom_has_a_price_per_line_and_a_total():
    for name in boards.names():
        b = boards.load(name)
        rows = wiring.bom_rows(b)
        text = wiring.bom(name, b)
        total = sum(q * p for q, _part, _why, p in rows)
        assert "**total (assumed)**" in text and "**%.2f**" % total in text
        assert 20 < total < 250, (name, total)
    assert "3D printed parts, PLA" in wiring.bom("pico", boards.load("pico"))


def test_schematic_has_every_part():
    """Power path, driver with its microstep pins, coils, muxes with their
    sensors, the buzzer's transistor: all on the generated sheet."""
    from host_tools.hardware import schematic

    pico = schematic.svg("pico", boards.load("pico")).decode()
    for want in ("TMC2209", "MS1", "MS2", "coil A", "coil B", "12 V 2 A supply", "MP1584",
                 "1N5819", "74HC4067 mux 2", "DRV5023 47", "NPN", "piezo", "GP2 / pin 4"):
        assert want in pico, want
    pico2 = schematic.svg("pico2", boards.load("pico2")).decode()
    for want in ("ULN2003", "28BYJ-48", "74HC165 chip 1 of 6", "10k", "USB supply"):
        assert want in pico2, want
