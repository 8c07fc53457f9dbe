"""A label stays with its value: on the box's status pages (hold ROLL, then
ROLL for the next page) a label such as "Full bottles:" never ends a page
while its rows start the next, and the simulator's two-column status panel
never ends a column with one either."""


from screens_shown import status_pages

from hexbox.core.text import attached, page_starts
from host_tools.hardware import boards
from host_tools.sim import run
from host_tools.sim.world import World


def test_page_breaks_keep_a_label_with_its_value():
    rows = ["Raven on 5", "In castle:", " Red 0 of 3", " Blue 1 of 3", "Full bottles:",
            " Red 1 of 4", " Blue 2 of 4", "Trapped on:", "6"]
    starts = page_starts(rows, 5)
    assert starts == [0, 4]  # "Full bottles:" goes over with its seats
    for s in starts:
        assert not attached(rows, s), rows[s]
    one_long_group = ["Hand:"] + [" card %d" % i for i in range(7)]
    assert page_starts(one_long_group, 5) == [0, 5]  # no room to move it: cut where it must


def test_the_boxs_status_pages_never_end_with_a_label(tmp_path, monkeypatch):
    """Die wandelnden Türme, 2 seats: the public status is 7 rows, and a page
    holds 5; "Full bottles:" was the last row of page 1, its seats on page 2."""
    world = World(boards.load("pico_referee"))
    c, _, _ = run.auto(3, "pico_referee", 2, world=world, workdir=str(tmp_path),
                       game="wandelnde_tuerme", probe=run.Probe(max_actions=4))
    monkeypatch.chdir(tmp_path)
    pages = status_pages(c, world, 6)
    assert pages[0][-1] == "ROLL more, OK", pages
    assert len(pages) >= 2, pages
    for page in pages:
        body = page[:-1]
        assert body and not body[-1].endswith(":"), "a label ends the page: %r" % (page,)
        assert not body[0].startswith(" "), "a page starts with a value: %r" % (page,)
    told = [r for page in pages for r in page[:-1]]
    assert "Full bottles:" in told


def test_the_simulators_status_columns_keep_a_label_with_its_value():
    from host_tools.sim.tui import STATUS_LINES, columns

    rows = ["Your hand:", " Wizard 3", " Tower 2", "Wizards on:", "3 9", "Trapped on:",
            "6", "Raven on 12", "Red", " 2 of 3", " 4 of 5"]
    cols = columns(rows)
    assert [r for col in cols for r in col] == rows and len(cols) == 2, cols
    for i in range(1, len(cols)):
        assert len(cols[i - 1]) <= STATUS_LINES
        assert not attached(rows, rows.index(cols[i][0])), cols


def test_the_simulators_status_panel_has_a_column_before_the_game_has_a_status():
    from host_tools.sim.tui import columns

    assert columns([]) == [[]]


def test_a_long_list_goes_on_under_its_heading_and_keeps_each_item_whole():
    from hexbox.core.text import item, pages

    rows = ["Red: play", "Your hand:"] + [r for c in ("Wizard 3", "Tower 2", "Wizard/tower die",
                                                     "Tower 4") for r in item(c)]
    assert rows[4:6] == [" Wizard/", "  tower die"]  # 16 columns: no room for the indent
    shown = pages(rows, 5)
    assert shown == [["Red: play", "Your hand:", " Wizard 3", " Tower 2"],
                     ["Your hand:", " Wizard/", "  tower die", " Tower 4"]], shown
