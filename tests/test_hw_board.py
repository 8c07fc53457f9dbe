"""Board definitions: every shipped board passes; each kind of wiring mistake
gets its own clear error."""

import copy

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hexbox.app.boxes import parts
from hexbox.core.errors import ConfigError
from hexbox.hw import board as devboard
from host_tools.hardware import boards

ARCH = {"RP2040": "armv6m", "RP2350": "armv7emsp", "ESP32-S3": "xtensawin"}


@pytest.mark.parametrize("name", boards.names())
def test_shipped_boards_are_valid_for_spuknacht(name):
    b = boards.load(name)
    assert boards.problems(b, "spuknacht") == []
    assert b["mpy_arch"] == ARCH[b["mcu"]]


def test_the_three_required_boards_exist():
    assert {"pico", "pico2", "esp32s3"} <= set(boards.names())
    assert boards.load("pico")["mcu"] == "RP2040"
    assert boards.load("pico2")["mcu"] == "RP2350"
    assert boards.load("esp32s3")["mcu"] == "ESP32-S3"


def _one(errs, *words):
    assert len(errs) >= 1, errs
    hit = [e for e in errs if all(w in e for w in words)]
    assert hit, errs
    return hit[0]


def test_unknown_pin_is_named():
    b = boards.load("pico")
    b["buzzer"]["pin"] = 40
    _one(boards.problems(b), "buzzer", "GPIO40", "not a usable pin")


def test_reserved_pin_says_what_the_board_wires_there():
    b = boards.load("pico")
    b["buzzer"]["pin"] = 25
    _one(boards.problems(b), "buzzer", "GPIO25", "on-board LED")


def test_pin_used_twice_names_both_signals():
    b = boards.load("pico")
    b["buttons"]["back"] = b["wheel"]["pins"]["step"]
    _one(boards.problems(b), "buttons.back", "GPIO2", "already used by wheel.step")


def test_flash_pin_is_refused_on_esp32s3():
    b = boards.load("esp32s3")
    b["hall"]["signal"][0] = 30
    _one(boards.problems(b), "hall.signal.0", "GPIO30", "flash")


def test_strapping_pin_refused_for_an_input():
    b = boards.load("esp32s3")
    b["buttons"]["roll"] = 0
    _one(boards.problems(b), "buttons.roll", "GPIO0", "strapping")


def test_strapping_pin_allowed_for_a_logic_output_not_a_load():
    b = boards.load("esp32s3")
    b["wheel"]["pins"]["dir"] = 46
    assert boards.problems(b) == []
    b["buzzer"]["pin"] = 45  # the buzzer transistor's base would pull GPIO45 at reset
    _one(boards.problems(b), "buzzer", "GPIO45", "strapping")


def test_input_only_pin_refused_for_an_output():
    b = boards.load("esp32s3")
    b["pins"]["input_only"] = [39]
    b["wheel"]["pins"]["step"] = 39
    _one(boards.problems(b), "wheel.step", "GPIO39", "input-only")
    b["wheel"]["pins"]["step"] = 4
    b["index"]["pin"] = 39  # an input there is fine
    assert boards.problems(b) == []


def test_oled_bus_runs_at_400_khz_unless_the_board_declares_1_mhz():
    """The SSD1306 datasheet rates its I2C at 400 kHz: a board gets 1 MHz
    (Fast-mode Plus) only when it declares display.i2c_hz, and only on an
    MCU whose I2C runs it."""
    from host_tools.sim.world import World

    class Machine:
        class Pin:
            def __init__(self, n):
                self.n = n

        class I2C:
            def __init__(self, bus, scl=None, sda=None, freq=None):
                self.freq = freq

            def writeto(self, addr, buf):
                pass

            def writevto(self, addr, bufs):
                pass

    b = boards.load("pico")
    with World(b).installed():  # framebuf for the display driver
        from hexbox.hw.display import open_display

        assert "i2c_hz" not in b["display"]
        assert open_display(Machine, b["display"]).i2c.freq == 400000
        b["display"]["i2c_hz"] = 1000000
        assert boards.problems(b, "spuknacht") == []
        assert open_display(Machine, b["display"]).i2c.freq == 1000000
    b["display"]["i2c_hz"] = 3400000
    _one(boards.problems(b), "display.i2c_hz")
    e = boards.load("esp32s3_referee")
    e["display"]["i2c_hz"] = 1000000
    _one(boards.problems(e), "display.i2c_hz", "ESP32-S3", "1 MHz")


def test_i2c_pins_must_fit_the_hardware_bus_on_rp2040():
    b = boards.load("pico")
    b["display"]["sda"], b["display"]["scl"] = 17, 16
    _one(boards.problems(b), "display.sda", "I2C0")


def test_missing_signal_for_the_game():
    b = boards.load("pico")
    del b["display"]
    _one(boards.problems(b, "spuknacht"), "spuknacht", "display")
    assert boards.problems(b) == []  # no game chosen: a board without display is fine


def test_no_hall_profile_is_dice_wheel_mode_and_valid():
    b = boards.load("pico_dice")
    assert devboard.mode(b) == "dice_wheel"
    assert parts("spuknacht", devboard.mode(b)) == ("wheel", "index", "buttons.roll")
    assert boards.problems(b, "spuknacht") == []
    del b["index"]
    _one(boards.problems(b, "spuknacht"), "index")


def test_schema_errors_give_the_json_path():
    b = boards.load("pico")
    b["wheel"]["gear"] = [64, 0]
    _one(boards.problems(b), "wheel.gear")
    b = boards.load("pico")
    b["wheel"]["pins"] = {"coils": [1, 2, 3, 4]}
    _one(boards.problems(b), "wheel.pins", "step")


def test_device_validator_raises_one_config_error_listing_all():
    b = boards.load("pico")
    b["buzzer"]["pin"] = 40
    b["buttons"]["back"] = 2
    with pytest.raises(ConfigError) as e:
        devboard.validate(b)
    assert "GPIO40" in str(e.value) and "already used" in str(e.value)


def test_cli_reports_ok_and_failure(tmp_path, capsys):
    assert boards.main(["pico", "--game", "spuknacht"]) == 0
    b = boards.load("pico")
    b["buzzer"]["pin"] = 2
    p = tmp_path / "bad.json"
    import json

    p.write_text(json.dumps(b))
    assert boards.main([str(p)]) == 1
    assert "already used" in capsys.readouterr().out


SIGNAL_SETTERS = (
    lambda b, v: b["buzzer"].__setitem__("pin", v),
    lambda b, v: b["index"].__setitem__("pin", v),
    lambda b, v: b["buttons"].__setitem__("roll", v),
    lambda b, v: b["hall"]["select"].__setitem__(2, v),
    lambda b, v: b["wheel"]["pins"].__setitem__("dir", v),
)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["pico", "pico2", "esp32s3"]), st.integers(0, 4), st.integers(0, 48))
def test_any_pin_change_is_accepted_only_when_legal(name, which, pin):
    """Moving one signal to any GPIO: either valid, or rejected with a message
    naming that GPIO; the check never crashes and never mutates the board."""
    b = boards.load(name)
    if which == 3 and "select" not in b["hall"]:
        which = 0
    if which == 4 and b["wheel"]["driver"] != "stepdir":
        which = 0
    SIGNAL_SETTERS[which](b, pin)
    before = copy.deepcopy(b)
    errs = boards.problems(b, "spuknacht")
    assert b == before
    used = [p for _, p, _ in devboard.signals(b)]
    logic_out = which in (3, 4)  # mux select, step driver DIR
    legal = (pin in b["pins"]["usable"] and used.count(pin) == 1
             and (logic_out or pin not in b["pins"]["strapping"])
             and str(pin) not in b["pins"].get("reserved", {}))
    if legal:
        assert errs == []
    else:
        assert any("GPIO%d" % pin in e for e in errs), errs


def test_a_wheel_too_coarse_for_the_index_magnet_is_refused_by_host_and_device():
    """Homing samples the index sensor once a microstep: a wheel with fewer
    microsteps a turn than the magnet's arc allows can step over the magnet
    and never home (48 steps x 2 microsteps x 25/46 is 52 a turn)."""
    from hexbox.app.boot import board_problems

    b = boards.load("pico")
    b["wheel"].update(steps=48, microsteps=2, gear=[25, 46], max_speed=2, accel=1)
    b["wheel"].pop("home_speed", None)
    b["wheel"].pop("slow_speed", None)
    for verdict in (boards.problems(b, "spuknacht"), board_problems(b, "spuknacht")):
        assert any("too coarse for the index magnet" in e for e in verdict), verdict
    del b["index"]  # no index sensor: nothing to step over
    assert not any("index magnet" in e for e in boards.problems(b))
