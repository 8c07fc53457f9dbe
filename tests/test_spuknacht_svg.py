# The board picture: ghosts at the asked wheel position, and a broken board
# file is refused by name instead of drawn.
from hexbox.games.spuknacht.board import reference_board
from host_tools.games.spuknacht import figure as spuknacht_svg


def test_svg_shows_the_ghosts_where_the_wheel_puts_them(tmp_path):
    b = reference_board()
    out = tmp_path / "b.svg"
    assert spuknacht_svg.main(["-o", str(out), "--notch", "6", "--magicians", "12,35,39"]) == 0
    svg = out.read_text()
    assert svg.startswith("<svg") and svg.rstrip().endswith("</svg>")
    assert svg.count('fill="#fff">G') == 3 and svg.count("<circle") >= b.n + 3 + 3
    # a quarter turn (6 of 24 notches) carries the ring-40 ghost from field 24 to field 30
    gx, gy = spuknacht_svg.ghost_positions(b, b.wheel.boundary(6))[0]
    assert abs(gx - b.fx[30]) <= 2 and abs(gy - b.fy[30]) <= 2


def test_a_broken_board_file_is_named_not_drawn(tmp_path, capsys):
    bad = tmp_path / "my_board.py"
    bad.write_text(
        "from hexbox.games.spuknacht.board_ref import BOARD as B\n"
        "BOARD = dict(B, targets=B['targets'][:7])\n")
    assert spuknacht_svg.main(["--board", str(bad), "-o", str(tmp_path / "x.svg")]) == 1
    assert "target is missing" in capsys.readouterr().err


def test_wheel_angle_in_degrees(tmp_path):
    """--deg 90 draws the wheel at the first step at or past a quarter turn."""
    b = reference_board()
    out = tmp_path / "d.svg"
    assert spuknacht_svg.main(["-o", str(out), "--deg", "90"]) == 0
    svg = out.read_text()
    step = int(svg.split('data-step="')[1].split('"')[0])
    assert "ghost wheel at 90 degrees (6 of 24 notches)" in svg  # what a player reads above it
    assert b.wheel.angle(step) >= 16384 > b.wheel.angle(step - 1)
    assert abs(step - b.wheel.boundary(6)) <= 1  # 90 degrees = 6 of 24 notches
