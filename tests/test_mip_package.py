"""firmware/package.json: hexbox installable with mip (micropython-lib format)."""

import json

from host_tools.device import mip_package
from host_tools.device.flash import firmware_files


def test_package_json_is_current():
    """The committed package.json lists exactly what flash puts on a board;
    regenerate with: python -m host_tools mip-package"""
    assert mip_package.PACKAGE_JSON.read_text() == mip_package.render(), (
        "firmware/package.json is stale: run python -m host_tools mip-package")


def test_package_json_follows_micropython_lib_conventions():
    """urls: [board path, url relative to package.json]; deps; version;
    main.py at the top, no CPython shim."""
    pkg = json.loads(mip_package.PACKAGE_JSON.read_text())
    assert set(pkg) == {"urls", "deps", "version"}
    assert pkg["version"] == mip_package.version()
    paths = [u[0] for u in pkg["urls"]]
    assert paths == firmware_files()
    assert "main.py" in paths and "micropython.py" not in paths
    assert all(not u[1].startswith(("/", "http")) and (mip_package.FIRMWARE / u[1]).exists()
               for u in pkg["urls"])
