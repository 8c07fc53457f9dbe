# JSON text from outside (config.json, board.json): checked before it is
# parsed, so a damaged or hostile file gives a reason a maker can read
# (ValueError) and never a RecursionError, a UnicodeError or a value half
# built from 100,000 nested brackets.

_OPEN = (0x5B, 0x7B)  # [ {
_CLOSE = (0x5D, 0x7D)  # ] }
_QUOTE = 0x22
_ESCAPE = 0x5C


def depth(data):
    """How deep the brackets of JSON text `data` (bytes) nest, strings
    skipped. A linear scan: no recursion, no allocation."""
    d = 0
    most = 0
    in_str = False
    esc = False
    for b in data:
        if in_str:
            if esc:
                esc = False
            elif b == _ESCAPE:
                esc = True
            elif b == _QUOTE:
                in_str = False
        elif b == _QUOTE:
            in_str = True
        elif b in _OPEN:
            d += 1
            if d > most:
                most = d
        elif b in _CLOSE:
            d -= 1
    return most


def parse(data, max_depth):
    """The value of JSON text `data` (bytes or str); ValueError with the
    reason when it is not UTF-8 text, nests deeper than max_depth or is not
    valid JSON."""
    if isinstance(data, str):
        data = data.encode()
    try:
        text = data.decode()
    except (UnicodeError, ValueError):
        raise ValueError("is not UTF-8 text") from None
    if not text.strip():
        raise ValueError("is empty")
    if depth(data) > max_depth:
        raise ValueError("nests deeper than %d levels" % max_depth)
    import json

    try:
        return json.loads(text)
    except ValueError as e:
        raise ValueError("is not valid JSON (%s)" % (e,)) from None


def read(path, max_bytes, max_depth):
    """parse() of a file. OSError when it cannot be read; ValueError (the
    reason) when it is bigger than max_bytes or not usable JSON."""
    import os

    # the file's own size, not max_bytes: a buffer of max_bytes (32 KB for a
    # board) is one block a small heap may not have at boot
    size = os.stat(path)[6]
    if size > max_bytes:
        raise ValueError("is bigger than %d bytes" % max_bytes)
    with open(path, "rb") as f:
        data = f.read(size + 1)  # one more: a file that grew since is caught below
    if len(data) > max_bytes:
        raise ValueError("is bigger than %d bytes" % max_bytes)
    return parse(data, max_depth)
