"""Printable mechanics of the wheel drive and the sensor carrier, generated
with OpenSCAD from board_defs/ and the board data of the game whose full
box reads hall sensors under its fields (its box profile says so).

    python -m host_tools.hardware.mechanics           write every part (make mechanics)
    python -m host_tools.hardware.mechanics --check   exit 1 when wiring/mechanics/ is stale

Per wheel drive (boards with the same motor and ratio share one), in
wiring/mechanics/<drive>/: the .scad source, the .stl and a .png of each
part. The carrier tiles are in wiring/mechanics/<that game>/. manifest.json
records a hash of every input, so the staleness check needs no OpenSCAD.
"""

import hashlib
import json
import os

from host_tools.hardware import boards
from host_tools.hardware.mechanics import parts

ROOT = boards.ROOT
OUT = os.path.join(ROOT, "wiring", "mechanics")
MANIFEST = "manifest.json"
HERE = os.path.dirname(os.path.abspath(__file__))


def carrier_game():
    """(name, board data) of the game whose full box reads a hall sensor
    under each field: the carrier holds those sensors."""
    from hexbox.app.boxes import box, profile
    from hexbox.games import names

    for name in names():
        if box(name, "full")[0] == "full":
            return name, profile(name).board_data()
    raise ValueError("no game has a full box with hall sensors under its fields")


def game_board():
    return carrier_game()[1]


def drives():
    """{drive name: (drive dict, [board names])}, from every board definition."""
    out = {}
    for name in boards.names():
        b = boards.load(name)
        if "wheel" not in b:
            continue  # a referee box: no wheel drive to print
        dr = parts.drive(b)
        if dr["name"] in out:
            out[dr["name"]][1].append(name)
        else:
            out[dr["name"]] = (dr, [name])
    return out


def inputs_hash():
    """sha256 of everything the parts are made from: this package's source,
    each board's wheel section and the carrier game's board data."""
    h = hashlib.sha256()
    for fn in sorted(os.listdir(HERE)):
        if fn.endswith(".py"):
            with open(os.path.join(HERE, fn), "rb") as f:
                h.update(fn.encode() + b"\0" + f.read())
    for name in boards.names():
        w = boards.load(name).get("wheel")
        if w is not None:  # a referee box prints no drive
            h.update(json.dumps([name, w], sort_keys=True).encode())
    h.update(json.dumps(game_board(), sort_keys=True).encode())
    return h.hexdigest()


def part_list():
    """[(folder, stem, scad source, what)] of every part."""
    out = []
    ds = drives()
    for dname in sorted(ds):
        dr, _ = ds[dname]
        for stem, src, what in parts.drive_parts(dr):
            out.append((dname, stem, src, what))
    any_drive = ds[sorted(ds)[0]][0]
    for stem, src, what in parts.carrier_tiles(game_board(), any_drive):
        out.append((carrier_game()[0], stem, src, what))
    return out


def read_manifest(out=None):
    path = os.path.join(out or OUT, MANIFEST)
    if not os.path.exists(path):
        return None
    with open(path) as f:
        return json.load(f)


def stale(out=None):
    """Why wiring/mechanics/ does not match its inputs ([] when fresh)."""
    out = out or OUT
    m = read_manifest(out)
    if m is None:
        return ["wiring/mechanics/%s is missing" % MANIFEST]
    bad = []
    if m.get("inputs") != inputs_hash():
        bad.append("the inputs changed since the parts were made")
    for folder, stem, _src, _what in part_list():
        for ext in ("scad", "stl", "png"):
            if not os.path.exists(os.path.join(out, folder, "%s.%s" % (stem, ext))):
                bad.append("%s/%s.%s is missing" % (folder, stem, ext))
    return bad


def generate(out=None, pictures=True, log=print):
    """Write every .scad, render it to .stl (and .png), then the manifest."""
    from host_tools.hardware.mechanics import scad

    out = out or OUT
    import trimesh

    from host_tools.hardware.mechanics.data import PRINT

    ds = drives()
    manifest = {"inputs": inputs_hash(), "drives": {}, "parts": {}}
    for dname in sorted(ds):
        dr, names = ds[dname]
        keep = {k: v for k, v in dr.items() if k != "name"}
        manifest["drives"][dname] = dict(keep, boards=sorted(names))
    for folder, stem, src, what in part_list():
        d = os.path.join(out, folder)
        os.makedirs(d, exist_ok=True)
        scad_path = os.path.join(d, stem + ".scad")
        stl_path = os.path.join(d, stem + ".stl")
        with open(scad_path, "w") as f:
            f.write(parts.scad_file(what, src))
        scad.render_stl(scad_path, stl_path)
        mesh = trimesh.load(stl_path, force="mesh")
        vol = float(mesh.volume) / 1000.0
        lo, hi = mesh.bounds
        manifest["parts"]["%s/%s" % (folder, stem)] = {
            "what": what, "volume_cm3": round(vol, 2),
            "grams": round(vol * PRINT["density"] * PRINT["infill"], 1),
            "size_mm": [round(float(v), 1) for v in (hi - lo)],
        }
        if pictures:
            from host_tools.hardware.mechanics import render

            render.part_png(mesh, os.path.join(d, stem + ".png"), what)
        log("wiring/mechanics/%s/%s: .scad .stl%s" % (folder, stem, " .png" if pictures else ""))
    if pictures:
        from host_tools.hardware.mechanics import render

        for dname in sorted(ds):
            render.assembly_png(out, dname, manifest["drives"][dname])
            log("wiring/mechanics/%s/assembly.png" % dname)
        game, board = carrier_game()
        render.carrier_png(out, game, board)
        log("wiring/mechanics/%s/carrier.png" % game)
    with open(os.path.join(out, MANIFEST), "w") as f:
        json.dump(manifest, f, indent=1, sort_keys=True)
        f.write("\n")
    return manifest


def main(argv=None):
    import sys

    args = list(sys.argv[1:] if argv is None else argv)
    if "--check" in args:
        bad = stale()
        for b in bad:
            print("%s: run `make mechanics`" % b)
        return 1 if bad else 0
    generate()
    return 0
