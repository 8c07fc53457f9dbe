"""One set of board rules, the same verdict on the host and on the device
(the same board.json accepted or refused alike), and the rules enough: a board they accept builds,
homes and turns the wheel exactly where the engine says.

- host: `python -m host_tools boards` (JSON Schema, then the device rules);
  device: hexbox.app.boot.board_problems (hw/board.py with the game's facts),
  the very code the box runs at boot. Generated boards: the shipped ones
  with keys deleted, replaced by any JSON value, nudged past their limits,
  pins swapped, hall maps cut or stretched.
- every board case an outside fuzz run found (tests/portable/boot_cases.py) is refused
  by both, each naming what is wrong.
"""

import copy
import json

import pytest
from boot_cases import CASES, GOOD_BOARD, files
from fuzz_scale import examples
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from hexbox.app import boot as devboot
from hexbox.app import boxes
from hexbox.core.errors import ConfigError
from hexbox.games import names as game_names
from hexbox.hw import board as devboard
from hexbox.hw.build import Hardware
from hexbox.hw.ramp import Ramp
from host_tools.hardware import boards
from host_tools.sim.world import World

SHIPPED = {n: boards.load(n) for n in boards.names()}
GAMES = (None,) + game_names()


def all_paths(doc, prefix=()):
    """Every path to a value in a JSON document, sorted (dict keys, list indexes)."""
    out = [prefix] if prefix else []
    if isinstance(doc, dict):
        for k in sorted(doc):
            out.extend(all_paths(doc[k], prefix + (k,)))
    elif isinstance(doc, list):
        for i in range(len(doc)):
            out.extend(all_paths(doc[i], prefix + (i,)))
    return out


def get(doc, path):
    for k in path:
        doc = doc[k]
    return doc


JSON = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(1 << 40), 1 << 40)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=6),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=3)
    ),
    max_leaves=6,
)


def near(v):
    """Values just past or far past the limits of an int (or its type)."""
    if isinstance(v, bool):
        return st.sampled_from([not v, 0, 1, None, "true"])
    if isinstance(v, int):
        return st.sampled_from([v - 1, v + 1, 0, -1, 2 * v, v * 1000, 48, 49, 1 << 20, 1 << 30,
                                float(v), str(v), [v]])
    if isinstance(v, str):
        return st.sampled_from(["", v.upper(), v + "x", 0, None, "stepdir", "uln2003",
                                "74HC4067", "74HC165", "RP2040", "ESP32-S3", "armv6m"])
    if isinstance(v, list):
        return st.sampled_from([[], v[:1], v[:-1], v + v[-1:], v[::-1], v + [-1], v + [99], None])
    return JSON


@st.composite
def mutated(draw):
    """A shipped board with 1..3 edits."""
    name = draw(st.sampled_from(sorted(SHIPPED)))
    b = copy.deepcopy(SHIPPED[name])
    for _ in range(draw(st.integers(1, 3))):
        paths = all_paths(b) if isinstance(b, dict) else []
        kind = draw(st.sampled_from(["replace", "near", "near", "delete", "add", "swap"]))
        if not paths or kind == "add":
            where = b if isinstance(b, dict) else None
            if paths and draw(st.booleans()):
                p = draw(st.sampled_from(paths))
                if isinstance(get(b, p), dict):
                    where = get(b, p)
            if where is not None:
                where[draw(st.sampled_from(["extra", "pin", "hall", "wheel", "gear"]))] = draw(JSON)
            continue
        p = draw(st.sampled_from(paths))
        parent = get(b, p[:-1])
        if kind == "delete":
            del parent[p[-1]]
        elif kind == "swap":
            q = draw(st.sampled_from(paths))
            a, c = get(b, p), get(b, q)
            if p[:len(q)] == q or q[:len(p)] == p:
                continue  # one inside the other
            parent[p[-1]] = c
            get(b, q[:-1])[q[-1]] = a
        else:
            parent[p[-1]] = draw(JSON if kind == "replace" else near(get(b, p)))
    return b


@settings(max_examples=examples(600), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated(), st.sampled_from(GAMES))
def test_host_and_device_give_the_same_verdict_on_generated_boards(b, game):
    """Whatever the schema refuses the device rules refuse too (the host
    check is the schema and then the device rules, so the reverse holds by
    construction); neither ever raises; and the board is left unchanged."""
    before = json.dumps(b, sort_keys=True)
    dev = devboot.board_problems(b, game)
    host = boards.problems(b, game)
    assert json.dumps(b, sort_keys=True) == before
    assert bool(host) == bool(dev), (host, dev)
    assert all(isinstance(e, str) and e for e in dev)
    if dev:
        with pytest.raises(ConfigError):
            if game:
                devboard.validate(b, game, boxes.facts(game), boxes.parts(game, devboard.mode(b)))
            else:
                devboard.validate(b)


@pytest.mark.parametrize("case", [c for c in CASES if any(t == "board" for t, _, _ in c[1])],
                         ids=lambda c: c[0])
def test_every_board_case_of_the_issue_is_refused_by_host_and_device(case, tmp_path):
    """Each bad board.json is refused on both
    sides, the device naming what is wrong."""
    _config, raw = files(case)
    if raw is None:
        return  # a case about the board name, without board.json (boot tests)
    p = tmp_path / "board.json"
    p.write_bytes(raw)
    try:
        b = devboard.load(str(p))
    except ConfigError as e:
        assert case[2] in str(e)
        with pytest.raises(ConfigError):
            boards.load(str(p))
        return
    dev = devboot.board_problems(b, "spuknacht")
    assert dev and any(case[2] in e for e in dev), dev
    assert boards.problems(b, "spuknacht")


@pytest.mark.parametrize("name", sorted(SHIPPED))
@pytest.mark.parametrize("game", game_names())
def test_shipped_boards_pass_both_checks_for_every_game(name, game):
    assert boards.problems(SHIPPED[name], game) == []
    assert devboot.board_problems(SHIPPED[name], game) == []


def test_the_issue_cases_of_section_2():
    """The disagreements an outside check found, one by one, on a shipped board."""
    def verdicts(edit, game="spuknacht", name="pico"):
        b = copy.deepcopy(SHIPPED[name])
        edit(b)
        return boards.problems(b, game), devboot.board_problems(b, game)

    cases = (
        (lambda b: b["hall"].__setitem__("map", b["hall"]["map"][:40]), "no sensor"),
        (lambda b: b["hall"]["map"].__setitem__(47, 99), "lacks"),
        (lambda b: b["hall"]["map"].__setitem__(47, 10 ** 6), "hall.map"),
        (lambda b: b.__setitem__("hall", None), "hall"),
        (lambda b: b["wheel"].__setitem__("gear", [1, 100000]), "gear"),
        (lambda b: b["wheel"].update(max_speed=2000000, accel=10 ** 12), "max_speed"),
        (lambda b: b["wheel"].__setitem__("home_speed", 1048576), "home_speed"),
    )
    for edit, word in cases:
        host, dev = verdicts(edit)
        assert host and dev and any(word in e for e in dev), (word, host, dev)


# --- the rules are enough: an accepted board runs ----------------------------------

@st.composite
def motions(draw):
    """A shipped board with another motor, gear, speeds and homing."""
    name = draw(st.sampled_from(["pico", "pico2", "esp32s3", "pico_dice"]))
    b = copy.deepcopy(SHIPPED[name])
    w = b["wheel"]
    w["steps"] = draw(st.sampled_from([20, 32, 48, 200, 400]))
    w["microsteps"] = draw(st.sampled_from([1, 2, 4, 8, 16]))
    # mostly plausible values, some far past what the drivers can do (the
    # issue's gear [1, 100000], max_speed 2000000, accel 10**12, home_speed
    # 1048576): the rules must refuse exactly those that would not run
    w["gear"] = [draw(st.integers(1, 64)), draw(st.integers(1, 64) | st.just(100000))]
    w["max_speed"] = draw(st.integers(1, 20000) | st.integers(1, 20000) | st.integers(1, 2000000))
    w["accel"] = draw(st.integers(1, 4 * w["max_speed"] ** 2) | st.integers(1, 10 ** 13))
    for k in ("home_speed", "slow_speed"):
        if draw(st.booleans()):
            w[k] = draw(st.integers(1, w["max_speed"] + 10) | st.integers(1, 1 << 21))
        else:
            w.pop(k, None)
    return b


@settings(max_examples=examples(40), deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                            HealthCheck.filter_too_much])
@given(motions(), st.data())
def test_a_board_the_rules_accept_homes_and_stops_on_the_exact_step(b, data):
    """Gear under 2 steps a notch crashed the device, max_speed past
    the step timing left the wheel off the engine's step, a homing speed past
    it failed homing. Whatever the rules accept here: the engine's wheel
    builds on this motor, every ramp delay is a real wait, homing finds the
    index, and moves land on the exact microstep."""
    assume(devboot.board_problems(b, "spuknacht") == [])
    num, den = devboard.turn_steps(b)
    assume(num // den <= 30000)  # the simulation steps one by one: keep it quick
    boxes.engine_parts("spuknacht", b)  # the Spuknacht engine's Wheel (>= 2 steps a notch) builds
    w = b["wheel"]
    r = Ramp(w["max_speed"], w["accel"])
    for n in (1, 2, 3, 50, 2000):
        r.start(n)
        delays = []
        while True:
            d = r.next_delay()
            if d == 0:
                break
            delays.append(d)
        assert len(delays) == n  # no delay rounds to 0: the move is never cut short
    world = World(b)
    with world.installed():
        hw = Hardware(b, world.machine, world.clock, boxes.parts("spuknacht", devboard.mode(b)))
        hw.home()
        start = world.wheel.position
        for target in (data.draw(st.integers(-3000, 3000)), data.draw(st.integers(-300, 300)), 0):
            hw.stepper.move_to(target)
            assert hw.stepper.position == target
            assert world.wheel.position - start == target
        assert not world.motor.energised()  # coils released after the move
    assert world.wheel.errors == []


def test_good_board_of_the_boot_cases_is_good():
    assert boards.problems(GOOD_BOARD, "spuknacht") == []
