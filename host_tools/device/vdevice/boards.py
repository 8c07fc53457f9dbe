"""What each kind of virtual board reports and how big it is.

`sys.implementation._mpy` = .mpy version | sub-version << 8 | arch << 10,
as MicroPython defines it (py/persistentcode.h). Sizes are the usual
MicroPython builds' filesystem and heap. # assumed (typical board builds)
"""

# mpy-cross -march names, numbered as MicroPython's MP_NATIVE_ARCH_*
ARCHES = ("", "x86", "x64", "armv6", "armv6m", "armv7m", "armv7em", "armv7emsp",
          "armv7emdp", "xtensa", "xtensawin", "rv32imc", "rv64imc")

# arch: (machine string, platform, build, flash KB, heap KB, CPU Hz)
PRESETS = {
    "armv6m": ("Raspberry Pi Pico with RP2040", "rp2", "RPI_PICO", 1408, 192, 125_000_000),
    "armv7emsp": ("Raspberry Pi Pico2 with RP2350", "rp2", "RPI_PICO2", 3072, 480, 150_000_000),
    "xtensawin": ("Generic ESP32S3 module with ESP32S3", "esp32", "ESP32_GENERIC_S3", 6144,
                  320, 160_000_000),
}
GENERIC = ("Virtual board", "vboard", "VIRTUAL", 1024, 256, 100_000_000)

# MicroPython release that first wrote each .mpy version (for the version a
# board reports when told to emulate an older .mpy version)
MPY_RELEASES = {6: (1, 27, 0, ""), 5: (1, 18, 0, ""), 4: (1, 11, 0, ""), 3: (1, 9, 3, "")}
MPY_SUB_VERSION = {6: 3}


def arch_number(name):
    if name not in ARCHES or not name:
        raise ValueError("unknown arch %r; known: %s" % (name, ", ".join(ARCHES[1:])))
    return ARCHES.index(name)


def mpy_word(mpy_version, arch):
    return mpy_version | MPY_SUB_VERSION.get(mpy_version, 0) << 8 | arch_number(arch) << 10
