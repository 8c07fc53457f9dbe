"""What the one-language tests count as a language's words: the words of
its tables (strings nested in tuples), three letters or more, lowercase,
without format holes and markup."""

import re


def strings(v):
    """Every string inside a words table's value (tuples of tuples...)."""
    if isinstance(v, str):
        yield v
    elif isinstance(v, (tuple, list)):
        for x in v:
            yield from strings(x)


def module_strings(module):
    """Every string of a words module's tables (its UPPERCASE names)."""
    return [s for k in dir(module) if k.isupper() for s in strings(getattr(module, k))]


def tokens(texts):
    """The words of texts, lower case; tags, format fields and command-line
    options (--variant: code, not a word of either language) left out."""
    found = set()
    for t in texts:
        t = re.sub(r"<[^>]*>|%[-\d]*[sd]|--[a-z_]+", " ", t)
        for word in re.findall(r"[A-Za-zÄÖÜäöüß]{3,}", t):
            found.add(word.lower())
    return found
