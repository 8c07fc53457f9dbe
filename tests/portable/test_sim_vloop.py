# The simulator's asyncio on virtual time (host_tools/sim/vloop.py) and its
# portable machine: the virtual device runs the controller app with them on
# MicroPython, so they are tested on both Pythons.
from host_tools.sim.clock import Clock
from host_tools.sim.machine import Bus, make_module
from host_tools.sim.vloop import AsyncioOnClock


def _loop():
    c = Clock()
    return c, AsyncioOnClock(c)


def test_sleep_ms_jumps_the_virtual_clock_and_tasks_interleave_by_due_time():
    clock, aio = _loop()
    seen = []

    async def ticker(name, ms, n):
        for _ in range(n):
            await aio.sleep_ms(ms)
            seen.append((name, clock.us // 1000))

    async def main():
        t = aio.create_task(ticker("a", 30, 3))
        await ticker("b", 20, 3)
        await t
        return "done"

    assert aio.run(main()) == "done"
    assert seen == [("b", 20), ("a", 30), ("b", 40), ("a", 60), ("b", 60), ("a", 90)]
    assert clock.us == 90000


def test_awaiting_a_task_gives_its_result_or_raises_its_error():
    clock, aio = _loop()

    async def value():
        await aio.sleep_ms(5)
        return 42

    async def broken():
        await aio.sleep_ms(1)
        raise ValueError("boom")

    async def main():
        v = await aio.create_task(value())
        try:
            await aio.create_task(broken())
        except ValueError as e:
            return v, str(e)
        return v, None

    assert aio.run(main()) == (42, "boom")


def test_an_error_of_the_main_task_leaves_run():
    clock, aio = _loop()

    async def main():
        await aio.sleep_ms(1)
        raise KeyError("main")

    try:
        aio.run(main())
    except KeyError:
        return
    raise AssertionError("run() swallowed the error")


def test_stop_ends_run_early_and_run_for_slices_virtual_time():
    clock, aio = _loop()
    count = [0]

    async def forever():
        while True:
            count[0] += 1
            await aio.sleep_ms(10)

    aio.stop = lambda: clock.us >= 50000  # looked at before each step
    assert aio.run(forever()) is None and aio.stopped
    assert count[0] == 6  # at 0, 10, ..., 50 ms
    aio.stop = None
    assert aio.run_for(100)  # the main task still runs
    assert clock.us == 150000 and count[0] == 16  # steps at 60, 70, ..., 150 ms


def test_timers_fire_on_virtual_time_while_tasks_sleep():
    clock, aio = _loop()
    m = make_module(Bus(clock))
    fired = []
    t = m.Timer(period=25, callback=lambda tm: fired.append(clock.us // 1000))

    async def main():
        await aio.sleep_ms(80)

    aio.run(main())
    t.deinit()
    assert fired == [25, 50, 75]


def test_pins_read_what_parts_drive_and_writes_reach_listeners():
    clock = Clock()
    bus = Bus(clock)
    m = make_module(bus)
    level = [1]
    heard = []
    bus.attach(3, source=lambda: level[0])
    bus.attach(4, listener=heard.append)
    p3 = m.Pin(3, m.Pin.IN)
    p4 = m.Pin(4, m.Pin.OUT)
    assert p3.value() == 1
    level[0] = 0
    assert p3.value() == 0
    p4.on()
    p4.off()
    assert heard == [1, 0]
    try:
        p3.value(1)
    except ValueError:
        return
    raise AssertionError("writing an input pin must fail loudly")
