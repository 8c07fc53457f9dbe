"""`python -m host_tools <command> ...`: one entry for every host tool."""

import importlib
import sys

# command -> module with main(argv)
COMMANDS = {
    "vdevice": "host_tools.vdevice.cli",
    "flash": "host_tools.flash",
    "mip-package": "host_tools.mip_package",
}


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    if not argv or argv[0] in ("-h", "--help") or argv[0] not in COMMANDS:
        print("usage: python -m host_tools {%s} ..." % ",".join(sorted(COMMANDS)))
        return 0 if argv and argv[0] in ("-h", "--help") else 2
    return importlib.import_module(COMMANDS[argv[0]]).main(argv[1:])


if __name__ == "__main__":
    sys.exit(main())
