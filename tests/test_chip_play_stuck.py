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


class _Chip:
    def run(self, to, stop):
        return {"t_us": to}


class _EndingBox:
    """A box whose saved game is over from chip time `end_us` on."""

    def __init__(self, end_us):
        self.clock = _Clock()
        self.clock.timers = []
        self.clock.advance = self._advance
        self.chip = _Chip()
        self.end_us = end_us

    def _advance(self, us):
        self.clock.us += us

    def _took(self, r):
        pass

    def over(self):
        return self.clock.us >= self.end_us


def test_the_chip_stops_at_the_chunk_that_ends_the_game():
    """The player must not click on once the game is over: its next click
    (the end screen's OK) would start a new game before the whole-game
    loop looked, and a game with box seats played on as a second game."""
    box = _EndingBox(end_us=70_000)
    assert chip_box.ChipBox.advance_to(box, 200_000) is True
    assert box.clock.us == 80_000  # the 20 ms step in which the game ended, no further
    box = _EndingBox(end_us=10 ** 9)
    assert chip_box.ChipBox.advance_to(box, 200_000) is False
    assert box.clock.us == 200_000
