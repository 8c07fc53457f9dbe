"""A game's help (hexbox.games.howto: paragraphs) as lines of a given
width, for the terminal simulator's help pages and the play CLI."""

import textwrap

from hexbox.games import howto


def wrapped(paragraphs, width=62):
    """Lines of at most `width` characters; an indented paragraph (a role,
    a spell, an adventure) keeps its indent and hangs under its name."""
    out = []
    for p in paragraphs:
        body = p.lstrip(" ")
        indent = " " * (len(p) - len(body))
        out += textwrap.wrap(body, width, initial_indent=indent, subsequent_indent=indent + "  ")
    return out


def help_lines(game, width=62):
    return wrapped(howto(game), width)
