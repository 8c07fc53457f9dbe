# hexbox on the device: say what it is and check the firmware (boot banner and
# self-test, read back by `flash`), then check the board, home the wheel and
# resume or start the game. The simulator runs this very file.
import time

import machine

from hexbox.app import boot

cfg = boot.boot()
del boot  # boot-only: the app unloads it (hexbox.app.main.BOOT_ONLY)
if cfg is not None:
    from hexbox.app.selftest_screen import at_boot

    at_boot(machine, time)  # CONFIRM held at power-on: the self-test screen first
    del at_boot
    from hexbox.app.main import start

    start(machine, time)
