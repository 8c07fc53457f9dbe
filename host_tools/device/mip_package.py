"""`python -m host_tools mip-package`: write firmware/package.json, so that

    mpremote mip install --target / github:ACCOUNT/hexbox/firmware

installs hexbox (as source) without a clone. Format per micropython-lib:
"urls" = [[path on the board, URL relative to package.json], ...],
"deps" = [[package, version], ...], "version". The file list is the one
`flash` puts on a board (flash.firmware_files), so the two never differ.
`--check` fails when the committed file is stale.
"""

import json
import re
import sys

from host_tools.device.flash import FIRMWARE, firmware_files

PACKAGE_JSON = FIRMWARE / "package.json"


def version(firmware=FIRMWARE) -> str:
    m = re.search(r'^VERSION = "([^"]+)"', (firmware / "hexbox" / "__init__.py").read_text(), re.M)
    return m.group(1)


def manifest(firmware=FIRMWARE) -> dict:
    return {
        "urls": [[rel, rel] for rel in firmware_files(firmware)],
        "deps": [],  # asyncio, json, framebuf: built into MicroPython on the boards
        "version": version(firmware),
    }


def render(firmware=FIRMWARE) -> str:
    m = manifest(firmware)
    urls = ",\n".join("    " + json.dumps(u) for u in m["urls"])
    return '{\n  "urls": [\n%s\n  ],\n  "deps": %s,\n  "version": %s\n}\n' % (
        urls, json.dumps(m["deps"]), json.dumps(m["version"]))


def main(argv: list[str] | None = None) -> int:
    from host_tools.cli import Parser

    ap = Parser(prog="host_tools mip-package", description=__doc__)
    ap.add_argument(
        "--check", action="store_true", help="only say whether firmware/package.json is stale"
    )
    args = ap.parse_args(sys.argv[1:] if argv is None else argv)
    text = render()
    if args.check:
        if not PACKAGE_JSON.exists() or PACKAGE_JSON.read_text() != text:
            print("firmware/package.json is stale: run python -m host_tools mip-package",
                  file=sys.stderr)
            return 1
        return 0
    PACKAGE_JSON.write_text(text)
    print("wrote %s (%d files)" % (PACKAGE_JSON, len(manifest()["urls"])))
    return 0
