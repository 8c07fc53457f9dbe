# hexbox on the device: read config.json, check the board, home the wheel,
# resume or start the game. The simulator runs this very file.
import time

import machine

from hexbox.app.main import start

start(machine, time)
