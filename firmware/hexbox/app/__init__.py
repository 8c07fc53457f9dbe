# The controller app: wires one game to the hardware.
