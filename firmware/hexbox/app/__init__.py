# The controller app: wires one game to the hardware. asyncio tasks for the
# sensors and the game flow; persistence through hexbox.core.log.
