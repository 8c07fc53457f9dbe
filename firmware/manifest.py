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
import tempfile

# the games as the registry finds them (hexbox/games/__init__.py): a folder
# of hexbox/games/ holding engine.py (MicroPython's manifest tool runs this
# file from its own folder)
GAMES = sorted(
    n for n in os.listdir("hexbox/games") if os.path.isfile("hexbox/games/%s/engine.py" % n)
)

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
_frozen = (options.game,) if options.game else GAMES
for _game in _frozen:
    package("hexbox/games/" + _game)
# a frozen package has no folder to list: the registry reads the names here
_names_dir = tempfile.mkdtemp(prefix="hexbox_manifest_")
os.makedirs(os.path.join(_names_dir, "hexbox", "games"))
with open(os.path.join(_names_dir, "hexbox", "games", "frozen_names.py"), "w") as _f:
    _f.write("NAMES = %r\n" % (tuple(_frozen),))
module("hexbox/games/frozen_names.py", base_path=_names_dir)
