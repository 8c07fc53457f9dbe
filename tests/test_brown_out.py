"""A brown-out: the supply dips and the box resets again and again, the
later resets while it is still starting (homing, replaying its log, the
first screens). Each start must leave the flash as the last one found it:
the game resumes with no action lost or doubled and the wheel at the
game's step. On the simulated box, firmware/main.py unchanged; a reset at
any instant inside a flash write is the chip's (tests/test_chip_smoke.py)."""

import pytest

from host_tools.sim import run

SEED = 4
ACTIONS = 8


@pytest.fixture(scope="module")
def reference():
    probe = run.Probe(max_actions=ACTIONS)
    c, _, _ = run.auto(SEED, "pico", probe=probe)
    return list(c.game.history[:ACTIONS]), probe.action_at


@pytest.mark.parametrize("action", [2, 5])
def test_resets_in_a_row_while_the_box_starts_lose_and_double_nothing(reference, action):
    ref, action_at = reference
    first = action_at[action - 1] + 1  # the first await after that action was saved
    resets = (first, first + 1, first + 2, first + 4, first + 7)
    probe = run.Probe(cut_at=resets, max_actions=ACTIONS)
    c, _, check = run.auto(SEED, "pico", probe=probe)
    assert probe.cuts == len(resets)
    assert list(c.game.history[:ACTIONS]) == ref
    assert check.errors == []
