"""What a test on the emulated Pico needs first: the firmware files and the
emulator. Without them it skips and says how to get them; on CI (CI=true)
it fails instead, since CI has them."""

import os

import pytest

from host_tools import chip


def need_chip():
    why = chip.missing()
    if why:
        if os.environ.get("CI") == "true":
            pytest.fail(why)
        pytest.skip(why)
