# How big the "huge" values of the portable tests are. On CPython as big as
# a fuzzer sends; on MicroPython small enough that a few of them fit beside a
# game in the heap the unix port gives each file (192 KB, objects 64-bit:
# ("nonsense",) * 10000 alone is 80 KB there). Either way far past every
# limit the firmware checks (an action's 8 parts and 24 letters, a config's
# 4096 bytes), so the same checks refuse them for the same reason.
import sys

HUGE = 5000 if sys.implementation.name == "micropython" else 100000
