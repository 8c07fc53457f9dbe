"""One file to install: `flash` without a game writes every game the board
can hold, in both languages, and `make uf2 BOARD=<board>` (python -m
host_tools uf2) puts exactly those files, as a littlefs image, beside the
official MicroPython firmware at the address where it mounts its filesystem.
Bad input (an unknown board, no firmware file, the firmware of another chip)
is one line saying what to do, with nothing written."""

import json

import pytest
from chip_needs import need_chip
from test_uf2_format import assert_the_rp2040_rom_writes_it_whole

from host_tools.benches.foundation import ALL_GAMES_FLASH_BUDGET as ALL_GAMES_BUDGET
from host_tools.chip import image
from host_tools.device import flash, one_file, uf2

GAMES = ["broom_service", "spuknacht", "techno_witches", "wandelnde_tuerme"]


def _walk(fs, path=""):
    out = []
    for name in fs.listdir(path or "/"):
        p = path + "/" + name if path else name
        out.extend(_walk(fs, p) if fs.isdir(p) else [p])
    return out


@pytest.fixture(scope="module")
def every_game():
    """What flash writes for the full Pico box when no game is given."""
    return flash.board_files("pico")[1]


def test_without_a_game_the_box_holds_every_game_it_can_and_asks(every_game):
    cfg = json.loads(every_game["config.json"])
    assert cfg == {"board": "pico", "games": GAMES}
    assert flash.board_games(flash.load_board("pico")) == GAMES


def test_a_box_with_every_game_holds_every_game_in_both_languages(every_game):
    """The setup screen offers the language: the words of de and en go on
    the board for every game and for the app (a one-game box holds one)."""
    for game in GAMES:
        assert any(p.startswith("hexbox/games/%s/" % game) for p in every_game), game
        for lang in ("de", "en"):
            assert "hexbox/games/%s/words_%s.mpy" % (game, lang) in every_game
    for lang in ("de", "en"):
        assert "hexbox/app/words_%s.mpy" % lang in every_game
    assert not [p for p in every_game if "/help_" in p]  # the box never shows help
    assert "hexbox/boxes/spuknacht/table.mpy" in every_game  # the full box's own Spuknacht


def test_every_game_fits_the_flash_budget(every_game):
    size = sum(len(d) for p, d in every_game.items() if p != "config.json")
    assert size < ALL_GAMES_BUDGET, size


def test_flash_without_a_game_says_it_writes_every_game(capsys, monkeypatch, every_game):
    """`flash --board pico --dry-run` with no board plugged in: the plan,
    naming every game the box will hold, and the config.json it would write."""
    monkeypatch.setattr(flash, "board_files", lambda *a, **kw: (flash.load_board("pico"),
                                                                 dict(every_game)))
    monkeypatch.setattr("serial.tools.list_ports.comports", lambda: [])
    assert flash.main(["--board", "pico", "--dry-run"]) == 0
    out = capsys.readouterr().out
    assert "board pico (RP2040, armv6m), games " + ", ".join(GAMES) in out
    assert 'would write config.json: {"board": "pico", "games": [' in out


def test_players_and_variants_need_the_one_game_they_belong_to(capsys):
    with pytest.raises(flash.BadArgument) as e:
        flash.game_config("pico", None, 3, games=GAMES)
    assert "give --game too" in str(e.value)
    assert flash.main(["--board", "pico", "--players", "3", "--dry-run"]) == 2
    assert "give --game too" in capsys.readouterr().err


def _cli(argv, capsys):
    rc = one_file.main(argv)
    out = capsys.readouterr()
    return rc, out.out, out.err


def test_an_unknown_board_is_one_line_naming_the_known_ones(tmp_path, capsys):
    rc, out, err = _cli(["--board", "pico3", "--out", str(tmp_path)], capsys)
    assert rc == 2 and out == ""
    assert err.count("\n") == 1 and "Traceback" not in err
    assert "unknown board 'pico3'" in err and "pico, pico2, pico_dice, pico_referee" in err
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("board,says", [
    ("pico", "make rp2-firmware"),
    ("pico_referee", "cp ../shared/rp2/* build/rp2/"),
    ("pico2", "micropython.org/download/RPI_PICO2"),
    ("esp32s3", "micropython.org/download/ESP32_GENERIC_S3"),
])
def test_without_the_firmware_file_one_line_says_how_to_get_it(board, says, tmp_path, capsys,
                                                                 monkeypatch):
    monkeypatch.setenv("HEXBOX_RP2", str(tmp_path))
    monkeypatch.setenv("HEXBOX_ESP32", str(tmp_path))
    rc, out, err = _cli(["--board", board, "--out", str(tmp_path / "out")], capsys)
    assert rc == 1 and out == ""
    assert err.count("\n") == 1 and "Traceback" not in err and says in err, err
    assert not (tmp_path / "out").exists()


def _tiny_files(monkeypatch):
    """flash's files stood in by two small ones: these tests are about where
    the filesystem goes, not what it holds (and compile no other arch)."""
    def board_files(board_name, game=None, *a, **kw):
        cfg = json.dumps({"board": board_name, "games": GAMES}).encode()
        return flash.load_board(board_name), {"main.py": b"print('hexbox')\n",
                                              "config.json": cfg}

    monkeypatch.setattr(flash, "board_files", board_files)


def test_the_pico2_file_puts_the_filesystem_where_its_firmware_mounts_it(tmp_path, capsys,
                                                                         monkeypatch):
    """RPI_PICO2 (MicroPython v1.27.0): 4 MB of flash, the last 3 MB littlefs,
    the Arm firmware's family RP2350_ARM_S. Untested on a chip: a made-up
    firmware stands in here."""
    _tiny_files(monkeypatch)
    fw = tmp_path / "RPI_PICO2-v1.27.0.uf2"
    fw.write_bytes(uf2.encode([uf2.Block(uf2.FAMILY_ID_PRESENT, 0x10000000 + 256 * i, b"\1" * 256,
                                         0xE48BFF59, i, 64) for i in range(64)]))
    monkeypatch.setenv("HEXBOX_RP2", str(tmp_path))
    rc, out, err = _cli(["--board", "pico2", "--out", str(tmp_path)], capsys)
    assert rc == 0, err
    assert "untested" in out
    data = (tmp_path / "hexbox-pico2.uf2").read_bytes()
    layout = one_file.TARGETS["RP2350"].layout
    fs = image.ImageFs(uf2.flash_contents(data, 0x10100000, 3 * 1024 * 1024), layout)
    assert json.loads(fs.read("config.json"))["board"] == "pico2"
    assert {b.family for b in uf2.read(data)} == {0xE48BFF59}


def test_the_firmware_of_another_chip_is_refused_in_one_line(tmp_path, capsys, monkeypatch):
    _tiny_files(monkeypatch)
    fw = tmp_path / "RPI_PICO-v1.27.0.uf2"
    fw.write_bytes(uf2.encode([uf2.Block(uf2.FAMILY_ID_PRESENT, 0x10000000, b"\1" * 256,
                                         0xE48BFF56, 0, 1)]))
    rc, out, err = _cli(["--board", "pico2", "--firmware", str(fw), "--out", str(tmp_path)],
                        capsys)
    assert rc == 1 and err.count("\n") == 1
    assert "cannot be used for pico2" in err and "no blocks for chip family 0xe48bff59" in err
    assert not (tmp_path / "hexbox-pico2.uf2").exists()


def test_the_esp32s3_file_is_the_whole_flash_for_esptool(tmp_path, capsys, monkeypatch):
    """ESP32_GENERIC_S3 v1.27.0: bootloader, partition table and app from
    address 0 (its .bin), the app partition ending at 0x200000, and the
    "vfs" partition the firmware adds from there to the end of the 8 MB
    flash, littlefs with 4 KB blocks, read and program size 32. Untested on
    a chip: a made-up firmware image stands in here."""
    _tiny_files(monkeypatch)
    fw = bytearray(b"\xe9\x03\x02\x4f" + bytes(60000))
    fw[12:14] = (9).to_bytes(2, "little")  # the ESP32-S3's chip id
    (tmp_path / "ESP32_GENERIC_S3-20251209-v1.27.0.bin").write_bytes(fw)
    monkeypatch.setenv("HEXBOX_ESP32", str(tmp_path))
    rc, out, err = _cli(["--board", "esp32s3_referee", "--out", str(tmp_path)], capsys)
    assert rc == 0, err
    assert "write-flash 0x0" in out
    data = (tmp_path / "hexbox-esp32s3_referee.bin").read_bytes()
    assert len(data) == 8 * 1024 * 1024 and data[:len(fw)] == fw
    assert set(data[len(fw):0x200000]) == {0xFF}
    fs = image.ImageFs(data[0x200000:], one_file.TARGETS["ESP32-S3"].layout)
    assert json.loads(fs.read("config.json"))["board"] == "esp32s3_referee"

    (tmp_path / "other.bin").write_bytes(b"\xe9" + bytes(100))  # an ESP32 (chip id 0) image
    rc, out, err = _cli(["--board", "esp32s3", "--firmware", str(tmp_path / "other.bin"),
                         "--out", str(tmp_path)], capsys)
    assert rc == 1 and "no ESP32-S3 firmware image" in err and err.count("\n") == 1


def test_the_pico_file_is_the_official_firmware_and_exactly_what_flash_writes(tmp_path,
                                                                            every_game):
    """make uf2 BOARD=pico: every page of MicroPython's RPI_PICO v1.27.0
    where it was, and at 0xA0000 a littlefs image holding exactly flash's
    files for the box with every game (the referee box's file boots on the
    emulated Pico: tests/test_chip_uf2.py)."""
    need_chip()
    r = one_file.build("pico", out=tmp_path)
    data = r["path"].read_bytes()
    assert r["path"].name == "hexbox-pico.uf2" and len(data) == r["bytes"]
    assert_the_rp2040_rom_writes_it_whole(uf2.read(data))
    firmware = r["firmware"].read_bytes()
    fw_end = max(b.address + len(b.payload) for b in uf2.read(firmware))
    flash_now = uf2.flash_contents(data, 0x10000000, 2 * 1024 * 1024)
    assert flash_now[:fw_end - 0x10000000] == \
        uf2.flash_contents(firmware, 0x10000000, fw_end - 0x10000000)
    fs = image.ImageFs(flash_now[image.FS_OFFSET:])
    assert sorted(_walk(fs)) == sorted(every_game)
    assert all(fs.read(p) == d for p, d in every_game.items())
    assert r["file_bytes"] < ALL_GAMES_BUDGET
