# The hardware watchdog, where the port has one (machine.WDT): a box that
# hangs (a loop that never ends, a driver stuck on its bus) resets within
# WDT_MS and resumes its saved game from the action log, as after a power
# cut. The sense task feeds it every poll; the blocking stretches (homing,
# a wheel turn, a saved game's replay) feed it as they go. Once started it
# cannot be stopped (RP2040): every later app of the same power-on feeds it.

WDT_MS = 8000  # the RP2040's longest is 8.3 s
_DOG = [None, None]  # the WDT, and the machine module it belongs to


def start(machine, ms=WDT_MS):
    """Start the watchdog (once per power-on); False where the port has none."""
    if _DOG[0] is not None and _DOG[1] is machine:
        _DOG[0].feed()
        return True
    wdt = getattr(machine, "WDT", None)
    if wdt is None:
        return False
    _DOG[0] = wdt(timeout=ms)
    _DOG[1] = machine
    return True


def feed():
    d = _DOG[0]
    if d is not None:
        d.feed()
