# hexbox on the device: say what it is and check the firmware (boot banner and
# self-test, read back by `flash`), then check the board, home the wheel and
# resume or start the game. The simulator runs this very file.
import time

from hexbox.core import heap

heap.tune()  # collect as it goes: a long game must not fragment the heap
del heap

import machine  # noqa: E402

from hexbox.app import boot  # noqa: E402

cfg = boot.boot()
del boot  # boot-only: the app unloads it (hexbox.app.main.BOOT_ONLY)
if cfg is not None:
    from hexbox.app.main import start

    start(machine, time)
