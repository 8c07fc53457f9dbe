# Flash size of the compiled firmware and the portable tests under MicroPython
# (upy.portable_tests: WebAssembly; upy.portable_tests_unix: the unix port,
# each file in its fixed heap).
import tempfile

from host_tools.device import mpy
from host_tools.device import upy as upy_mod

FLASH_BUDGET = 160 * 1024
ALL_GAMES_FLASH_BUDGET = 512 * 1024  # a box with all four games, of the Pico's 1,408 KB


def metrics(upy):
    with tempfile.TemporaryDirectory() as out:
        sizes, errors = mpy.compile_all("armv6m", out)
    passed, failed, _ = upy_mod.run_tests(port="wasm")
    unix_passed, unix_failed, _ = upy_mod.run_tests(port="unix")
    total = sum(sizes.values())
    return {
        "flash.total_mpy_bytes": total,
        "flash.budget_bytes": FLASH_BUDGET,
        "flash.compile_errors": len(errors),
        "upy.portable_tests": "%d/%d" % (passed, passed + failed),
        "upy.portable_tests_unix": "%d/%d" % (unix_passed, unix_passed + unix_failed),
    }
