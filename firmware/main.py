# hexbox on the device: say what it is and check the firmware (boot banner and
# self-test, read back by `flash`), then check the board, home the wheel and
# resume or start the game. The simulator runs this very file.
#
# Nothing ends in a bare traceback: a failed self-test and any error the app
# meets are shown on the OLED (and by the buzzer), the wheel's coils are
# released and the REPL stays usable (hexbox/app/guard.py, hexbox/app/fault.py).
import time

from hexbox.core import heap

heap.tune()  # collect as it goes: a long game must not fragment the heap
del heap

import machine  # noqa: E402

from hexbox.app import boot, guard  # noqa: E402


def _failed(why):
    from hexbox.app import fault  # the fault screen's code only when it is shown

    fault.show(why, machine, time, fault.selftest_title())


def _app():
    from hexbox.app.main import start  # CONFIRM held at power-on: the self-test screen first

    start(machine, time)


_ok = boot.boot(show=_failed) is not None  # the app reads config.json itself
del boot  # boot-only: the app unloads it (hexbox.app.main.BOOT_ONLY)
if _ok:
    guard.run(_app, machine, time)
