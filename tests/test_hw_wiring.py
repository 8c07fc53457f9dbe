"""Wiring/ is generated from board_defs/: the committed
text files must match what `python -m host_tools wiring` writes now."""

import os

from host_tools.hardware import boards, wiring


def test_committed_wiring_files_are_fresh():
    assert wiring.stale() == [], "run `make wiring` and commit wiring/"


def test_every_board_has_its_diagrams():
    for name in boards.names():
        for fn in ("wiring.svg", "wiring.png"):
            assert os.path.getsize(os.path.join(wiring.OUT, name, fn)) > 1000


def test_pin_table_lists_every_signal_of_the_board():
    from hexbox.hw import board as devboard

    for name in boards.names():
        b = boards.load(name)
        table = wiring.pin_table(name, b)
        for sig, pin, _ in devboard.signals(b):
            assert "| %s |" % wiring._gpio_name(b, pin) in table, (name, sig)


def test_stale_file_is_detected(tmp_path, monkeypatch):
    monkeypatch.setattr(wiring, "OUT", str(tmp_path))
    assert "pico/pins.md" in wiring.stale(["pico"])


def test_missing_graphviz_gives_a_clear_message(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(wiring, "OUT", str(tmp_path))
    monkeypatch.setattr(wiring, "have_dot", lambda: False)
    assert wiring.main(["pico_dice"]) == 1
    err = capsys.readouterr().err
    assert "graphviz" in err and "apt-get install graphviz" in err
    assert (tmp_path / "pico_dice" / "bom.md").exists()


def test_bom_names_concrete_parts():
    b = wiring.bom("pico2", boards.load("pico2"))
    for part in ("28BYJ-48", "ULN2003", "SN74HC165N", "DRV5023", "SSD1306", "magnet"):
        assert part in b
