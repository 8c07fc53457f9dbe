"""python -m host_tools COMMAND ...: the host-side tools of hexbox."""

import importlib
import os
import sys

COMMANDS = {
    "play": ("host_tools.play", "drive a rules engine from JSON lines; random playouts"),
    "upy": ("host_tools.device.upy", "run the portable tests under real MicroPython"),
    "mpy": ("host_tools.device.mpy", "compile firmware/ with mpy-cross and report sizes"),
    "bench": ("host_tools.bench", "the performance table (--json for machines)"),
    "sim": ("host_tools.sim", "the firmware on a simulated board"),
    "flash": ("host_tools.device.flash", "compile and copy the firmware to a board"),
    "uf2": ("host_tools.device.one_file",
            "one file that installs MicroPython and every game on a board (BOOTSEL drive)"),
    "chip": (
        "host_tools.chip.__main__",
        "the box on the emulated Pico: a game, or a script, in chip time",
    ),
    "vdevice": ("host_tools.device.vdevice", "a virtual MicroPython board on a pseudo-terminal"),
    "mip-package": ("host_tools.device.mip_package", "write firmware/package.json for mip install"),
    "boards": (
        "host_tools.hardware.boards",
        "check board definitions (board_defs/) as the device does",
    ),
    "wiring": ("host_tools.hardware.wiring", "generate pin tables, BOMs and wiring diagrams"),
    "lesson": ("host_tools.lessons.cli", "check your code for a maker lesson (docs/lessons/)"),
    "web": (
        "host_tools.web.build",
        "build the classroom page (build/web), served by any static host",
    ),
}


def _usage():
    lines = ["usage: python -m host_tools COMMAND [args]", ""]
    for name in sorted(COMMANDS):
        lines.append("  %-11s %s" % (name, COMMANDS[name][1]))
    return "\n".join(lines)


def main(argv):
    if not argv or argv[0] in ("-h", "--help"):
        print(_usage())
        return 0
    name = argv[0]
    if name not in COMMANDS:
        print(
            "python -m host_tools: unknown command %r; the commands: %s "
            "(--help says what each does)"
            % (name, ", ".join(sorted(COMMANDS))),
            file=sys.stderr,
        )
        return 2
    try:
        mod = importlib.import_module(COMMANDS[name][0])
    except ModuleNotFoundError as e:
        print("%s is not available in this checkout (%s)" % (name, e), file=sys.stderr)
        return 2
    try:
        return mod.main(argv[1:]) or 0
    except BrokenPipeError:  # the reader went away (`... | head`): nothing more to say
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
