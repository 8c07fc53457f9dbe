# Integer acceleration ramp, motors and stepper, with no machine (
# "Stepper": Austin's real-time profile, exact step count, half-step sequence,
# coils released when idle).

from hw_fakes import CountingMotor, FakeClock, FakePin

from hexbox.hw.motors import HALF_STEP, HalfStep
from hexbox.hw.ramp import Ramp, isqrt
from hexbox.hw.stepper import Stepper, WheelGear


def delays(ramp, steps):
    ramp.start(steps)
    out = []
    while True:
        d = ramp.next_delay()
        if d == 0:
            return out
        out.append(d)


def test_ramp_makes_exactly_the_requested_steps():
    """"stopping on an exact step count": one delay per step, then 0."""
    for speed, acc in ((3200, 8000), (800, 1600), (200, 50), (10000, 100000)):
        r = Ramp(speed, acc)
        for n in (0, 1, 2, 3, 10, 99, 1000):
            assert len(delays(r, n)) == n


def test_ramp_is_symmetric_and_starts_at_c0():
    """Austin: c0 = 0.676 sqrt(2/a) s; deceleration walks the curve back."""
    r = Ramp(3200, 8000)
    d = delays(r, 60)
    assert d[0] == r.c0 >> 8
    assert abs(d[0] - 10688) <= 2  # 0.676 * sqrt(2/8000) s = 10688.5 us
    assert d == d[::-1]
    assert min(d) >= r.cmin >> 8


def test_ramp_accelerates_then_cruises_at_max_speed():
    r = Ramp(2000, 4000)
    d = delays(r, 3000)
    mid = d[len(d) // 2]
    assert mid == 1000000 // 2000  # cruise delay = 1 / max_speed
    for i in range(1, 50):
        assert d[i] <= d[i - 1]  # never slower while accelerating


def test_ramp_intermediates_stay_small_ints():
    """Hot-path ints below 2^30 so a step allocates nothing on MicroPython."""
    for acc in (1, 7, 100, 1000000):
        r = Ramp(50000, acc)
        assert 2 * r.c0 < (1 << 30)
        r.start(500)
        while r.next_delay():
            assert 2 * r.c < (1 << 30)


def test_ramp_stop_brakes_within_the_limit():
    r = Ramp(3200, 8000)
    r.start(10000)
    for _ in range(3000):
        r.next_delay()
    left = r.stop(5)
    assert left == 5
    assert len(delays_continue(r)) == 5
    r.start(10000)
    for _ in range(3000):
        r.next_delay()
    n = r.n
    assert r.stop() == n  # natural braking takes as many steps as the speed index


def delays_continue(r):
    out = []
    while True:
        d = r.next_delay()
        if d == 0:
            return out
        out.append(d)


def test_bad_ramp_arguments_raise():
    for a, b in ((0, 10), (10, 0), (-1, 5)):
        try:
            Ramp(a, b)
        except ValueError:
            continue
        raise AssertionError("Ramp(%d, %d) accepted" % (a, b))
    r = Ramp(100, 100)
    try:
        r.start(-3)
    except ValueError:
        return
    raise AssertionError("no error raised")


def test_isqrt():
    for n in (0, 1, 2, 3, 4, 15, 16, 17, 10 ** 12, 2 ** 61 + 5):
        s = isqrt(n)
        assert s * s <= n < (s + 1) * (s + 1)


def test_half_step_sequence_of_the_28byj48():
    """A, AB, B, BC, C, CD, D, DA: one coil change per half step."""
    assert len(HALF_STEP) == 8
    for i in range(8):
        a, b = HALF_STEP[i], HALF_STEP[(i + 1) % 8]
        x = a ^ b
        assert x and not (x & (x - 1))  # exactly one bit differs
    pins = [FakePin() for _ in range(4)]
    m = HalfStep(pins)
    m.enable()
    m.set_dir(1)
    seen = []
    for _ in range(8):
        m.step()
        seen.append(sum(pins[i].level << i for i in range(4)))
    assert seen == list(HALF_STEP[1:]) + [HALF_STEP[0]]
    m.set_dir(-1)
    m.step()
    assert sum(pins[i].level << i for i in range(4)) == HALF_STEP[7]
    m.release()
    assert [p.level for p in pins] == [0, 0, 0, 0]


def test_stepper_position_and_release_when_idle():
    """"coils released when idle"; the position is the signed step count."""
    motor = CountingMotor()
    clock = FakeClock()
    s = Stepper(motor, Ramp(1000, 2000), clock)
    assert s.move(123) == 123
    assert s.move(-200) == -200
    assert s.position == -77 and motor.pos == -77
    assert motor.steps_while_off == 0
    assert not motor.on


def test_stepper_stop_limit_zero_makes_no_more_steps():
    motor = CountingMotor()
    clock = FakeClock()
    s = Stepper(motor, Ramp(400, 1600), clock)
    n = [0]

    def stop():
        n[0] += 1
        return n[0] > 40

    made = s.move(1000, stop, 0)
    assert made == 40 and motor.pos == 40


def test_wheel_gear_exact_fraction():
    """The 28BYJ-48 gear 25792/405 (283712/4455): a wheel turn is a fraction
    of microsteps, and the nearest step is found exactly."""
    g = WheelGear(32, 2, 25792, 405)  # half steps, output shaft = wheel
    turn = 1 << 16
    per_turn_x405 = 32 * 2 * 25792
    for a in (0, 1, 12345, turn // 3, turn - 1, turn):
        s = g.step_at(a, turn)
        # |s - a * per_turn / turn| <= 1/2
        assert abs(2 * s * turn * 405 - 2 * a * per_turn_x405) <= turn * 405
    # the self-test's whole turn: the nearest microstep to 1650688/405
    assert g.step_at(1, 1) == (2 * per_turn_x405 + 405) // (2 * 405) == 4076
