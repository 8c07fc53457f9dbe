# A fault's reason (English, as the firmware raises it) in the box's
# language, by the fault screen's words table (app/fault_words_<code>.py).
# Apart from hexbox.app.fault, which stays loaded under every app: this is
# loaded only when a fault is shown in another language than English (the
# words table is loaded then too).


def _values(fmt, text):
    """The texts that filled the holes (%s, %d, %r) of `fmt` to make `text`,
    or None when `fmt` did not make it. A hole takes the shortest text up to
    the next literal part; the last one takes the rest."""
    parts = []
    i = last = 0
    while i < len(fmt) - 1:
        if fmt[i] == "%" and fmt[i + 1] in "sdr":
            parts.append(fmt[last:i])
            i += 2
            last = i
        else:
            i += 1
    parts.append(fmt[last:])
    if not text.startswith(parts[0]):
        return None
    if len(parts) == 1:
        return [] if text == parts[0] else None
    pos = len(parts[0])
    out = []
    for k in range(1, len(parts)):
        lit = parts[k]
        if k == len(parts) - 1:
            end = len(text) - len(lit)
            if end < pos or not text.endswith(lit):
                return None
        else:
            end = text.find(lit, pos) if lit else pos
            if end < 0:
                return None
        out.append(text[pos:end])
        pos = end + len(lit)
    return out


def _sentence(text):
    # words left in English: a space between two letters ("must be")
    for i in range(1, len(text) - 1):
        if text[i] == " " and text[i - 1].isalpha() and text[i + 1].isalpha():
            return True
    return False


def said(why, table):
    """`why` (an English reason) in the words of `table` ((English format,
    this language's format), ...), the texts in its holes said too where
    the table has them; None when a sentence would stay English. The board
    check's problems come joined by "; ": each is said."""
    for en, other in table:
        values = _values(en, why)
        if values is None:
            continue
        out = []
        for v in values:
            s = said(v, table)
            if s is None:
                if _sentence(v):
                    return None
                s = v
            out.append(s)
        return other % tuple(out) if out else other
    if "; " in why:
        out = [said(p, table) for p in why.split("; ")]
        return None if None in out else "; ".join(out)
    return None
