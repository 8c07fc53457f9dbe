"""A whole game on the chip (make bench) stops when the virtual player has
played nothing for STUCK_US of chip time, and names the screen it was
stuck on, instead of running for hours of wall time. The loop is driven
here without a chip: a box whose screen never changes."""

from host_tools.chip import box as chip_box


class _Clock:
    us = 0


class _Mirror:
    rows = ["Blue: play", "Wizard 2"]


class _StillBox:
    """A box that boots and then never plays an action."""

    def __init__(self, plays=0):
        self.clock = _Clock()
        self.mirror = _Mirror()
        self.plays = plays  # actions it plays, one per second, before it stalls

    def player(self, seed, bots):
        pass

    def over(self):
        return False

    def actions(self):
        return min(self.plays, self.clock.us // 1_000_000)

    def advance_to(self, us):
        self.clock.us = us

    def _close_press(self):
        pass

    def _close_unsaved(self):
        pass

    def figures(self):
        return {"actions": self.actions(), "stuck_on": self.stuck_on, "chip_s": self.clock.us / 1e6}


def test_a_player_that_plays_nothing_is_stopped_with_its_screen():
    box = _StillBox(plays=3)
    f = chip_box.ChipBox.play(box, 1, max_actions=2000)
    assert f["stuck_on"] == ["Blue: play", "Wizard 2"]
    assert f["actions"] == 3
    # stopped once STUCK_US passed after the last action, not before
    assert 3 + chip_box.STUCK_US / 1e6 <= f["chip_s"] <= 3 + chip_box.STUCK_US / 1e6 + 1


def test_a_game_that_keeps_playing_is_not_called_stuck():
    box = _StillBox(plays=5)
    f = chip_box.ChipBox.play(box, 1, max_actions=5)
    assert f["stuck_on"] is None and f["actions"] == 5
