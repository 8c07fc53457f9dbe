# The polled buttons with their edge interrupts: a click that begins and
# ends between two polls (the box busy saving, drawing or turning) is still
# a click, a contact's bounce or a spike is not.

from hw_fakes import EdgePin, FakeClock

from hexbox.hw.buttons import DOWN, LONG, PRESS, UP, Buttons
from hexbox.hw.stop_button import StopLatch


def events(b, c):
    got = []
    e = b.poll(c.ticks_ms())
    while e >= 0:
        got.append(e)
        e = b.poll(c.ticks_ms())
    return got


def polled(b, c, ms, step=10):
    got = []
    for _ in range(ms // step):
        c.sleep_ms(step)
        got += events(b, c)
    return got


def busy_click(pin, c, before_ms, held_ms, after_ms):
    """A person clicks while the box does not poll (one blocking section)."""
    c.sleep_ms(before_ms)
    pin.set(0)
    c.sleep_ms(held_ms)
    pin.set(1)
    c.sleep_ms(after_ms)


def test_a_click_between_two_polls_is_answered():
    pins = [EdgePin(), EdgePin()]
    c = FakeClock()
    b = Buttons(pins, c, True, 20, 800)
    assert polled(b, c, 50) == []
    busy_click(pins[1], c, 30, 100, 40)  # 170 ms without a poll
    assert polled(b, c, 50) == [1 * 4 + DOWN, 1 * 4 + PRESS, 1 * 4 + UP]
    assert polled(b, c, 200) == []  # once, not again at the next polls


def test_a_click_the_poll_saw_begin_is_answered_once():
    pin = EdgePin()
    c = FakeClock()
    b = Buttons([pin], c, True, 20, 800)
    polled(b, c, 50)
    pin.set(0)
    c.sleep_ms(5)
    assert events(b, c) == []  # held, not yet debounced
    busy_click(pin, c, 90, 0, 60)  # the box blocks; the button is let go meanwhile
    assert polled(b, c, 100) == [DOWN, PRESS, UP]


def test_a_polled_click_is_not_counted_twice_by_its_edges():
    pin = EdgePin()
    c = FakeClock()
    b = Buttons([pin], c, True, 20, 800)
    polled(b, c, 50)
    pin.set(0)
    got = polled(b, c, 100)
    pin.set(1)
    for _ in range(3):  # the contact bounces as it opens
        c.sleep_ms(1)
        pin.set(0)
        c.sleep_ms(1)
        pin.set(1)
    got += polled(b, c, 300)
    assert got == [DOWN, PRESS, UP]


def test_a_release_is_answered_at_the_first_poll_that_reads_it():
    """The press latency a person feels: a button held past its debounce and
    let go is a click at the next poll (10 ms), not a debounce later; the
    contact's bounce as it opens makes no second click."""
    pin = EdgePin()
    c = FakeClock()
    b = Buttons([pin], c, True, 20, 800)
    polled(b, c, 50)
    pin.set(0)
    assert polled(b, c, 100) == [DOWN]
    pin.set(1)
    c.sleep_ms(1)
    pin.set(0)  # the contact bounces closed for a moment as it opens
    c.sleep_ms(1)
    pin.set(1)
    assert polled(b, c, 10) == [PRESS, UP]
    pin.set(0)  # and once more, 15 ms on: still the bounce, no finger
    c.sleep_ms(2)
    pin.set(1)
    assert polled(b, c, 200) == []


def test_a_bounce_after_the_release_or_a_spike_is_no_click():
    pin = EdgePin()
    c = FakeClock()
    b = Buttons([pin], c, True, 20, 800)
    polled(b, c, 50)
    busy_click(pin, c, 10, 3, 100)  # 3 ms low: noise on the line, not a finger
    assert polled(b, c, 100) == []


def test_a_long_hold_while_busy_is_a_long_press():
    pin = EdgePin()
    c = FakeClock()
    b = Buttons([pin], c, True, 20, 800)
    polled(b, c, 50)
    busy_click(pin, c, 10, 1000, 20)
    assert polled(b, c, 50) == [DOWN, LONG, UP]


def test_the_stop_latch_listens_through_the_buttons_interrupt():
    """A pin has one interrupt handler: the latch must not take it from the
    buttons (their missed clicks) nor lose its own edge."""
    pins = [EdgePin(), EdgePin()]
    c = FakeClock()
    b = Buttons(pins, c, True, 20, 800)
    handlers = [p.handler for p in pins]
    latch = StopLatch(b.pins, c, True, b)
    assert [p.handler for p in pins] == handlers
    latch.arm()
    c.us = 4321
    pins[1].set(0)
    assert latch.triggered() and latch.at_us == 4321 and latch.pin is pins[1]
    c.sleep_ms(100)
    pins[1].set(1)
    latch.disarm()
    assert polled(b, c, 50) == [1 * 4 + DOWN, 1 * 4 + PRESS, 1 * 4 + UP]


def test_a_press_used_to_stop_the_wheel_is_no_click_but_the_next_one_is():
    """"any button while the wheel turns: STOP": that press (even held long)
    is not also a click or a long press; a click after it counts."""
    pins = [EdgePin(), EdgePin()]
    c = FakeClock()
    b = Buttons(pins, c, True, 20, 800)
    polled(b, c, 50)
    pins[0].set(0)  # STOP, held while the wheel still turns (no poll)
    c.sleep_ms(30)
    pins[1].set(0)  # and a quick ROLL, both during the turn
    c.sleep_ms(50)
    pins[1].set(1)
    b.use_presses()  # the turn ended
    got = polled(b, c, 1200)
    pins[0].set(1)
    got += polled(b, c, 100)
    assert got == [1 * 4 + DOWN, 1 * 4 + UP, DOWN, UP]
    busy_click(pins[0], c, 10, 100, 10)
    assert polled(b, c, 100) == [DOWN, PRESS, UP]
