"""The bench's press-to-screen timing (app.<game>.menu_ms_upy): it times
real presses of the app on the unix MicroPython, each answered by the
screen and none lost."""

from host_tools.benches import menu


def test_every_timed_press_is_answered_after_the_release():
    t = menu.press_times_us("broom_service", actions=4)
    assert len(t) >= 4  # at least one press per action played
    assert min(t) > 0  # a release is read at a poll, then the screen is drawn
    assert max(t) < menu.LOST_US + 1000000
