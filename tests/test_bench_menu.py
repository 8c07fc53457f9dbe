"""The bench's press-to-screen timing (app.<game>.menu_ms_upy): it times
real presses of the app on the unix MicroPython, each at least the
firmware's release debounce (the virtual part), and none that the screen
never answered."""

from host_tools.benches import menu


def test_every_timed_press_includes_the_release_debounce_and_is_answered():
    t = menu.press_times_us("broom_service", actions=4)
    assert len(t) >= 4  # at least one press per action played
    assert min(t) >= 20000  # the 20 ms release debounce of pico_referee
    assert max(t) < menu.LOST_US + 1000000
