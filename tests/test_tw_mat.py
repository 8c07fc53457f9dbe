"""`make mat` (Techno Witches: "prints it as a 1:1 mat tiled on A4
pages with alignment marks, so the castles and houses stand where the box
thinks they are")."""

import pytest

from hexbox.core.fixed import UNITS_PER_MM
from hexbox.games.techno_witches import Game, data
from host_tools.games.techno_witches import mat as tw_mat


def test_the_mat_covers_the_table_on_a4_pages(tmp_path):
    cols, rows = tw_mat.tiles()
    assert cols * tw_mat.TILE[0] >= data.TABLE_W and rows * tw_mat.TILE[1] >= data.TABLE_H
    assert (
        tw_mat.TILE[0] + 2 * tw_mat.MARGIN <= 210
        and tw_mat.TILE[1] + 2 * tw_mat.MARGIN + tw_mat.LABEL <= 297
    )
    path = tmp_path / "mat.pdf"
    assert tw_mat.write(str(path), "flight_school", 4) == cols * rows
    pdf = path.read_bytes()
    assert (
        pdf.startswith(b"%PDF")
        and pdf.count(b"/Type /Page\n") + pdf.count(b"/Type /Page ") >= cols * rows
    )


@pytest.mark.parametrize("adventure", data.ADVENTURES)
def test_every_piece_on_the_mat_stands_where_the_engine_has_it(adventure):
    """The mat draws each castle, house and the cat at the centre and size of
    the shape the flight computer collides with."""
    g = Game(players=4, seed=1, variant=(adventure,))
    st = g.statics
    shapes = {("castle", n): st.castles[n] for n in st.castles}
    for name, shape in st.houses:
        shapes[("house", int(name[1:]))] = shape
    if st.cat is not None:
        shapes[("cat", 0)] = st.cat
    drawn = tw_mat.items(adventure, 4)
    assert len(drawn) == len(shapes)
    for kind, label, x, y, size in drawn:
        key = (
            kind,
            int(label.split()[0])
            if kind == "castle"
            else (int(label.split()[1]) if kind == "house" else 0),
        )
        x0, y0, x1, y1 = shapes[key][1:5]  # the shape's bounding box, in units
        assert (x0 + x1) // 2 == x * UNITS_PER_MM and (y0 + y1) // 2 == y * UNITS_PER_MM, label
        half = size if kind != "house" else size // 2
        assert abs((x1 - x0) // 2 - half * UNITS_PER_MM) <= 1, label


def test_cli_writes_one_pdf_per_adventure(tmp_path, capsys):
    assert tw_mat.main(["-o", str(tmp_path), "--players", "3"]) == 0
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(
        "mat_%s.pdf" % a for a in data.ADVENTURES
    )
    assert "print at actual size" in capsys.readouterr().out
    with pytest.raises(SystemExit):
        tw_mat.main(["--players", "9"])
