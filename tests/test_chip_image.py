"""The emulated Pico's filesystem and the chip bench's budget check, on the
host alone (no emulator): the image holds exactly what flash writes, and
every budget of DESIGN.md that a chip figure misses is named."""

from host_tools.benches.chip import check
from host_tools.chip import image


def _walk(fs, path=""):
    out = []
    for name in fs.listdir(path or "/"):
        p = path + "/" + name if path else name
        if fs.isdir(p):
            out.extend(_walk(fs, p))
        else:
            out.append(p)
    return out


def test_the_image_holds_exactly_what_flash_writes():
    """DESIGN.md, testing ladder: "The chip: the box app, as flash puts it on
    a board, boots and plays on the emulated Pico"."""
    _, files, img = image.board_image("pico_referee", "broom_service")
    assert len(img) == image.BLOCK * image.BLOCKS
    fs = image.ImageFs(img)
    assert sorted(_walk(fs)) == sorted(files)
    for path, data in files.items():
        assert fs.read(path) == data
    assert "main.py" in files and "config.json" in files and "board.json" in files
    assert any(p.endswith(".mpy") for p in files)


def test_every_missed_budget_is_named():
    """DESIGN.md budgets: "boot to the first screen within 3 s; button release
    to the new frame on the wire, median 100 ms, p90 200 ms", "at least 64 KB
    of the Pico's heap still free", collision "faster than ... floats"."""
    good = {"chip.g.completes": 1, "chip.g.min_free_bytes": 70000, "chip.g.boot_ms": 2900,
            "chip.g.press_ms": 99, "chip.g.press_ms_p90": 199,
            "chip.g.slow_actions_without_working_frame": 0,
            "chip.collision.fixed_vs_float_speedup": 2.5,
            "chip.collision.fixed_vs_float_speedup.disc-disc": 2.1,
            "chip.wheel.stop_exact_ratio": 1.0, "chip.wheel.plan_ms": 90,
            "chip.dice.stop_latency_steps": 1, "chip.dice.stops": 4, "chip.dice.reclicks": 0}
    assert check(good) == {}
    bad = dict(good)
    bad.update({"chip.g.completes": 0, "chip.g.min_free_bytes": 60000, "chip.g.pico.boot_ms": 3100,
                "chip.g.press_ms": 101, "chip.g.press_ms_p90": None,
                "chip.g.slow_actions_without_working_frame": 1,
                "chip.collision.fixed_vs_float_speedup.disc-band": 0.9,
                "chip.wheel.stop_exact_ratio": 0.99, "chip.wheel.plan_ms": 101,
                "chip.dice.stop_latency_steps": 2, "chip.dice.reclicks": 3})
    assert sorted(check(bad)) == sorted(k for k in bad if bad[k] != good.get(k))


def test_without_the_files_or_the_emulator_the_chip_says_how_to_get_them(tmp_path, monkeypatch):
    """Issue text, the chip: "Without the files, the chip tests say exactly how
    to get them" - the firmware, the boot ROM and the npm emulator alike."""
    import host_tools.chip as chip

    monkeypatch.setenv("HEXBOX_RP2", str(tmp_path))
    why = chip.missing()
    assert chip.UF2 in why and chip.BOOTROM in why and "make rp2-firmware" in why
    (tmp_path / chip.UF2).write_bytes(b"uf2")
    (tmp_path / chip.BOOTROM).write_bytes(b"rom")
    monkeypatch.setattr(chip, "ROOT", str(tmp_path))  # a checkout with no node_modules
    assert "rp2040js" in chip.missing() and "make node" in chip.missing()
    monkeypatch.setattr(chip, "ROOT", str(tmp_path.parent))
    (tmp_path.parent / "node_modules" / "rp2040js").mkdir(parents=True)
    assert chip.missing() == ""


def test_the_chip_bench_finds_each_games_board_order_and_the_dice_box():
    """The chip harness names no game: the registry says which board a game
    plays on, its folder how long a whole game runs (the longest start
    first), and the dice box's game carries the box's chip player."""
    from hexbox.games import names
    from host_tools.benches import chip

    on = chip.boards()
    assert on["spuknacht"] == "pico" and on["broom_service"] == "pico_referee"
    assert sorted(on) == sorted(names())
    order = sorted(names(), key=lambda n: -chip.whole_game_chip_s(n))
    assert order[0] == "wandelnde_tuerme" and order[-1] == "techno_witches"
    box, game = chip.dice_box()
    assert (box.__name__, game) == ("ChipDiceBox", "spuknacht")


def test_the_chip_reads_the_board_by_the_box_profiles_table():
    from hexbox.boxes.spuknacht.table import SETTLE_MS
    from hexbox.games import game_class
    from host_tools.chip.box import BoardReader

    reader = BoardReader("hexbox.boxes.spuknacht.table.SpuknachtTable")
    assert reader.settle_ms == SETTLE_MS
    g = game_class("spuknacht")(2, 1)
    assert g.phase == "setup" and reader.reads(g)  # the magicians are set on the board
    g.phase = "ghost4"  # where the fourth ghost goes is chosen in the menu
    assert not reader.reads(g)



def test_the_host_reads_every_log_the_firmware_writes():
    """The box's action log is small and littlefs keeps it inline in its
    folder's metadata, up to the writer's cache size. The RPI_PICO firmware
    mounts with progsize 256, readsize 32 and a cache of 4 x 256 (MicroPython's
    extmod/vfs_lfsx.c). A host reader with a 256-byte cache found one of a
    game's logs (458 bytes) corrupt, kept the game one action behind, and a
    whole game on the chip waited forever for a move the box had made. Here
    a game's saves as the log makes them (.tmp, .bak, rename), each a little
    longer, are written with the firmware's parameters and read back."""
    from littlefs import LittleFS
    from littlefs.context import UserContext

    ctx = UserContext(image.BLOCK * image.BLOCKS)
    chip = LittleFS(context=ctx, block_size=image.BLOCK, block_count=image.BLOCKS,
                    prog_size=256, read_size=32, cache_size=1024, lookahead_size=32,
                    disk_version=image.DISK_VERSION)
    for i in range(160):
        data = bytes((i + j) & 0xFF for j in range(200 + 2 * i))
        with chip.open("game.log.tmp", "wb") as f:
            f.write(data)
        if i > 1:
            chip.remove("game.log.bak")
        if i > 0:
            chip.rename("game.log", "game.log.bak")
        chip.rename("game.log.tmp", "game.log")
        assert image.ImageFs(bytes(ctx.buffer)).read("game.log") == data, len(data)
