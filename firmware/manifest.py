# ruff: noqa: F821  (include, module, package, options: MicroPython's manifest API)
# MicroPython manifest: hexbox frozen into a custom firmware image, so its
# bytecode and constant tables run from flash instead of RAM. How to build
# and flash one: docs/frozen.md. Not firmware: flash and mip never copy it.
#
#   make -C ports/rp2 BOARD=RPI_PICO FROZEN_MANIFEST=/path/to/hexbox/firmware/manifest.py
#
# One game only (less flash): a manifest of your own that says
#   include("/path/to/hexbox/firmware/manifest.py", game=<a folder of hexbox/games/>)

import os

# the game packages: the folders of hexbox/games/ with an engine, as the
# registry finds them (manifestfile runs this with its own folder as the
# working directory)
GAMES = sorted(d for d in os.listdir("hexbox/games") if os.path.isfile("hexbox/games/%s/engine.py" % d))

options.defaults(game=None, port_manifest=True)
if options.port_manifest:
    # what the port freezes anyway (asyncio, ...); a board with a manifest of
    # its own (RPI_PICO_W: network) wants include("$(BOARD_DIR)/manifest.py")
    include("$(PORT_DIR)/boards/manifest.py")

module("hexbox/__init__.py")
package("hexbox/core")
package("hexbox/hw")
package("hexbox/app")
package("hexbox/boxes")
module("hexbox/games/__init__.py")
module("hexbox/games/playout.py")
for _game in (options.game,) if options.game else GAMES:
    package("hexbox/games/" + _game)
