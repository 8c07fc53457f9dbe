"""Spuknacht on the emulated Pico (host_tools/chip): what the chip bench
(host_tools/benches/chip.py) knows of it before it plays."""

# chip seconds a whole game by the bots took on its box (docs/chip.md): the
# chip bench starts the longest games first (HEXBOX_CHIP_JOBS at a time)
WHOLE_GAME_CHIP_S = 98
