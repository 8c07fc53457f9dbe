"""A stranger turns the pages of a long menu in the terminal simulator, with
keys and pauses on the virtual clock: every numbered row of a group is read
under its group's heading, on each page and in each column. Seen: Techno
Witches' "Backward curve:" stood alone at the foot of a column and page 3
read "28 4 right" with no heading; Spuknacht's page 2 listed Mila's moves
("14 to 31") under nobody's name; Türme's spell rows lost "Headwind tower:"."""

import pytest
from test_sim_newcomer import GAP_US, english_after, person  # noqa: F401 (a fixture)
from test_sim_tui import drive

from hexbox.games import LANGUAGES
from host_tools.hardware import boards
from host_tools.sim import run
from host_tools.sim.chrome import say
from host_tools.sim.tui import Tui
from host_tools.sim.world import World


def columns(lines, cell):
    """The menu panel's lines cut back into its columns (cell wide, two apart)."""
    out = []
    for line in lines:
        for j in range(0, len(line), cell + 2):
            while len(out) <= j // (cell + 2):
                out.append([])
            out[j // (cell + 2)].append(line[j:j + cell].rstrip())
    return out


def grouped(x):
    """A group's row: indented two more than a row of its own ("  %3d ...")."""
    n = x.lstrip().split(" ", 1)[0]
    return n.isdigit() and len(x) - len(x.lstrip()) == 2 + 3 - len(n)


def orphans(lines, cell):
    """Group rows ("    14 to 31") with no heading above them in their
    column, and headings at a column's foot with no row below them."""
    bad = []
    for col in columns(lines, cell):
        col = [x for x in col if x]
        head = False
        for i, x in enumerate(col):
            if not x[:1].isspace() and x.endswith(":"):
                head = True
                if i == len(col) - 1:
                    bad.append(x)
            elif grouped(x):
                if not head:
                    bad.append(x)
            else:
                head = False
    return bad


ROOM = 8  # the menu panel's lines beside a full status panel

CASES = [  # (game, board, players, variant, seed): menus of several pages with groups
    ("techno_witches", "pico_referee", 3, ("bumblebee",), 5),
    ("spuknacht", "pico_referee", 3, (), 5),
    ("wandelnde_tuerme", "pico_referee", 3, ("meister",), 5),
]


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game,board,players,variant,seed", CASES)
def test_every_group_row_is_read_under_its_heading_on_every_page(
        game, board, players, variant, seed, lang, tmp_path, english_after):  # noqa: F811
    world = World(boards.load(board))
    ui = Tui(world, game, seed, realtime=False)
    pages = []  # (page, lines) read while turning the pages
    turning = [0]

    def look(t, c):
        if t.hidden_seat(c) is not None or c.news or not t.choices(c):
            return None
        lines = t.menu_lines(c, ROOM)
        paged = any(lines[-1:] == [say("page", t.page + 1, n)] for n in range(2, 20))
        grouped = any(x.endswith(":") for x in t.menu_cells(c))
        if turning[0] or (paged and grouped and t.page == 0):
            cells = t.menu_cells(c)
            pages.append((t.page, lines, max([len(x) for x in cells] + [12])))
            turning[0] += 1
            if turning[0] > 4 or (turning[0] > 1 and pages[-1][0] == pages[-2][0]):
                raise run.EnoughActions()
            return ["."]  # the next page, as a person reads on
        return None

    drive(world, ui, person(world, seed, look, 60), tmp_path,
          {"board": board, "game": game, "players": players, "variant": list(variant),
           "seed": seed, "lang": lang})
    assert len({p for p, _, _ in pages}) > 1, "no menu of several pages was met"
    for page, lines, cell in pages:
        bad = orphans(lines[:-1], cell)
        assert not bad, "page %d: rows read under no heading %r in\n%s" % (
            page + 1, bad, "\n".join(lines))
