# BACK in the box's menus (README: "the previous row; on a sub-menu's first
# row, back to the pieces"): it went round to the sub-menu's last row,
# "< back", instead. The menu as the buttons walk it, on both interpreters.
from hexbox.app import menu as mn
from hexbox.games import game_class, presentation

# unix port: Techno Witches' engine, presentation and words from .py
UPY_HEAP_KB = 448


def _grouped_menu():
    """Techno Witches' first curve menu: ten curve groups, left/right inside."""
    g = game_class("techno_witches")(players=2, seed=1)
    while g.pending:
        g.play(g.actions()[0])
    return mn.Menu(presentation("techno_witches"), g, g.actions())


def test_back_on_a_sub_menu_s_first_row_leaves_it_for_its_group_s_row():
    m = _grouped_menu()
    m.next()
    m.next()  # the third group's row
    group = m.current()
    assert m.choose() is None and m.path  # OK opened it, on its first row
    m.back()
    assert not m.path, "BACK stayed in the sub-menu on %r" % m.current()
    assert m.current() == group


def test_back_elsewhere_is_the_previous_row():
    m = _grouped_menu()
    m.choose()  # the first group
    first = m.current()
    m.next()
    m.back()
    assert m.path and m.current() == first
    m = _grouped_menu()
    m.back()  # the top's first row: round to its last
    assert m.cursor == len(m.top) - 1
