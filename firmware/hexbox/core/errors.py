# Every error hexbox raises on purpose. Each carries a message a player or a
# maker can read; the state it was raised from is always left unchanged.


class HexboxError(Exception):
    pass


class IllegalAction(HexboxError):
    """An action the rules do not allow now. `reason` says why, in English
    (logs, tests and the play CLI read it). `key` is the reason's format and
    `values` what fills it: a screen in another language looks the key up in
    its words table (hexbox.app.speech.refusal)."""

    def __init__(self, key, values=()):
        reason = key % values if values else key
        super().__init__(reason)  # MicroPython: Exception has no __init__ attribute
        self.reason = reason
        self.key = key
        self.values = values


class CorruptData(HexboxError):
    """A saved file, snapshot or table failed its checks."""


class ConfigError(HexboxError):
    """A board definition or configuration cannot be used."""
