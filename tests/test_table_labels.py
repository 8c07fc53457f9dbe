"""The tables' labels are whole and stay by what they label: Spuknacht's
motifs by their whole names on the simulator's board, its ghost labels
never over a field number; Türme's trapped-wizard count beside its stack's
field, not past the field number."""

import re

from hexbox.games import game_class, use_language, words


class _NoSensors:
    hall = None


def _spuknacht_table(lang):
    from host_tools.games.spuknacht.view import table

    use_language(lang)
    try:
        g = game_class("spuknacht")(players=2, seed=3)
        return "\n".join(table(None, g, _NoSensors())), g
    finally:
        use_language("en")


def test_spuknacht_board_shows_whole_motifs_and_every_field_number():
    for lang in ("en", "de"):
        text, g = _spuknacht_table(lang)
        use_language(lang)
        try:
            motifs = words("spuknacht").MOTIFS
        finally:
            use_language("en")
        for m in motifs:
            assert re.search(r"\b%s\b" % m, text), (lang, m, text)
        numbers = set(int(n) for n in re.findall(r"(?<![\w])(\d{1,2})(?![\w])", text))
        assert set(range(g.board.n)) <= numbers, sorted(set(range(g.board.n)) - numbers)
        assert len(re.findall(r"\bG\d\b", text)) == len(g.ghosts), text


def test_tuerme_trapped_count_sits_between_its_field_and_the_field_number():
    from hexbox.games.wandelnde_tuerme import render

    for f in range(16):
        fx, fy = render._POS[f]
        hx, hy = render._HID[f]
        nx, ny = render._NUM[f]
        d_hid = (hx - fx) ** 2 + (hy - fy) ** 2
        d_num = (nx - fx) ** 2 + (ny - fy) ** 2
        assert d_hid < d_num, f


def test_seat_initials_are_the_language_s_own_and_differ():
    """The simulators' maps mark a seat by its colour's initial in the
    language in use: Brown is not "N", and German Grün and Gelb differ."""
    from host_tools.sim.panel import initials

    assert initials(["Red", "Blue", "Green", "Orange", "Purple", "Brown"]) == [
        "R", "Bl", "G", "O", "P", "Br"]
    assert initials(["Rot", "Blau", "Grün", "Gelb", "Weiß"]) == ["R", "B", "Gr", "Ge", "W"]
