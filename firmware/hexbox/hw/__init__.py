# Drivers: stepper wheel, homing, hall scanner, buttons, display, buzzer, and
# the board-definition checks. Imports hexbox.core only; pins, buses and
# clocks are passed in, so the same code runs on the device and the simulator.
