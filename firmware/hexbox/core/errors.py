# Every error hexbox raises on purpose. Each carries a message a player or a
# maker can read; the state it was raised from is always left unchanged.


class HexboxError(Exception):
    pass


class IllegalAction(HexboxError):
    """An action the rules do not allow now. `reason` says why."""

    def __init__(self, reason):
        super().__init__(reason)  # MicroPython: Exception has no __init__ attribute
        self.reason = reason


class CorruptData(HexboxError):
    """A saved file, snapshot or table failed its checks."""


class ConfigError(HexboxError):
    """A board definition or configuration cannot be used."""
