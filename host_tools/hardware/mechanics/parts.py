"""The printable parts as OpenSCAD source, from a board definition and the
board data of the game with hall sensors. drive(board) works out every derived dimension once;
the part functions only draw.

Frame: x, y on the box floor, the wheel axis at (0, 0); z = 0 is the top of
the drive plate. Each part is drawn in the position it prints in (flat
face on the bed)."""

import math

from host_tools.hardware.mechanics import gears
from host_tools.hardware.mechanics.data import (
    BOX,
    CARRIER,
    FEET,
    GEAR,
    HUB,
    INDEX,
    MOTOR,
    MOTOR_OF_DRIVER,
    PLATE,
    PRINT,
    SENSOR,
)
from host_tools.hardware.mechanics.scad import block, cube, cyl, label, num, polygon, vec

# sourced: ISO metric bolt lengths a hardware shop stocks
BOLT_LENGTHS = (6, 8, 10, 12, 16, 20, 25, 30, 35, 40)
# assumed: where the four plate standoffs sit round the wheel axis; between
# fields on the reference board's 40 mm grid, the same for every drive, so
# one sensor carrier fits all
STANDOFF_AT = 60.0


def _bolt(need):
    for n in BOLT_LENGTHS:
        if n >= need:
            return n
    raise ValueError("no bolt is %.1f mm long" % need)


def _bolt_under(most):
    best = None
    for n in BOLT_LENGTHS:
        if n <= most:
            best = n
    if best is None:
        raise ValueError("no bolt is as short as %.1f mm" % most)
    return best


def drive_name(board):
    motor = MOTOR_OF_DRIVER[board["wheel"]["driver"]]
    r = gears.external_ratio(board)
    if r == 1:
        return "%s_direct" % motor
    return "%s_%sto%s" % (motor, r.numerator, r.denominator)


def drive(board):
    """Every dimension of one wheel drive (a dict), derived from the board and data.py."""
    w = board["wheel"]
    mkey = MOTOR_OF_DRIVER[w["driver"]]
    m = MOTOR[mkey]
    ratio = gears.external_ratio(board)
    tz = gears.teeth(ratio)
    gap = PLATE["gap"]
    d = {"name": drive_name(board), "motor": mkey, "motor_title": m["title"],
         "ratio": (ratio.numerator, ratio.denominator), "teeth": tz, "gear_width": GEAR["width"],
         "module": GEAR["module"], "plate": PLATE["thick"]}
    rot_bottom = gap  # the moving part's bottom face (the index magnet in it)
    if tz is not None:
        z1, z2 = tz
        a = gears.centre_distance(z1, z2)
        d["centre_distance"] = a
        d["motor_at"] = (a, 0.0)
        rot_top = rot_bottom + GEAR["width"]
        if INDEX["radius"] + INDEX["magnet_d"] / 2 + 2 > gears.root_radius(z2):
            raise ValueError("the index magnet does not fit inside the %d-tooth gear" % z2)
    else:
        # direct: the motor shaft on the wheel axis, its body beside it
        off = m.get("shaft_offset", 0.0)
        d["motor_at"] = (off, 0.0)
        rot_top = rot_bottom + HUB["flange_h"]
        shaft_top = -PLATE["thick"] + m["shaft_len"]
        if shaft_top < rot_bottom + 3:
            raise ValueError("the motor shaft reaches only %.1f mm above the plate" % shaft_top)
        d["shaft_top"] = shaft_top
    gap_h = rot_top + gap  # plate top to floor bottom: the standoff height
    d["rot_bottom"] = rot_bottom
    d["rot_top"] = rot_top
    d["standoff_h"] = gap_h
    d["floor_bottom"] = gap_h
    d["carrier_top"] = gap_h + BOX["floor"] + CARRIER["thick"]
    d["index_radius"] = INDEX["radius"]
    d["index_angle"] = 180.0  # assumed: opposite the motor, where the plate is free
    # the plate outline: the standoffs, the motor and its holes, plus margin
    s = STANDOFF_AT
    mx, my = d["motor_at"]
    half = m["body"] / 2.0 if tz is not None else m["hole_spacing"] / 2.0 + m["ear_w"] / 2.0
    x1 = max(s, mx + half) + PLATE["margin"]
    x0 = -s - PLATE["margin"]
    y1 = max(s, abs(my) + half) + PLATE["margin"]
    d["plate_box"] = (x0, -y1, x1, y1)
    if x1 - x0 > PRINT["bed"] or 2 * y1 > PRINT["bed"]:
        raise ValueError("the drive plate (%.0f x %.0f mm) is bigger than the print bed"
                         % (x1 - x0, 2 * y1))
    d["standoffs"] = ((s, s), (-s, s), (-s, -s), (s, -s))
    d["floor_bolt"] = _bolt(BOX["floor"] + gap_h + PLATE["thick"] + PLATE["nut_h"] + 0.5)
    if tz is not None:
        # the M5 axle: head under the plate, a nut on the plate, the gear on it;
        # it must end inside the hub, under the wheel
        d["axle_bolt"] = _bolt_under(d["carrier_top"] - 1.5 + PLATE["thick"])
    motor_len = m["length"]
    d["foot_h"] = gap_h + PLATE["thick"] + motor_len + FEET["clear"]
    return d


# -- the parts -----------------------------------------------------------------

def _d_bore(x, y, z, shaft, flat, h, fn=48):
    """A D-shaped (or double-D) press bore for a motor shaft."""
    s = shaft - PRINT["press"]
    f = flat - PRINT["press"]
    # NEMA 17: one flat (flat = shaft - 0.5); 28BYJ-48: two flats
    two = shaft - flat > 1.0
    if two:
        cut = cube(x - s, y - f / 2.0, z, 2 * s, f, h)
    else:
        cut = cube(x - s / 2.0, y - s / 2.0, z, f, s, h)
    return block("intersection", [cyl(x, y, z, s, h, fn), cut])


def pinion(dr, board):
    z1 = dr["teeth"][0]
    m = MOTOR[dr["motor"]]
    h = GEAR["width"]
    body = "linear_extrude(height=%s) %s" % (num(h), polygon(gears.outline(z1)))
    return block("difference", [body, _d_bore(0, 0, -1, m["shaft"], m["flat"], h + 2)])


def wheel_gear(dr, board):
    """The wheel gear and the hub in one piece: gear at the bottom, the hub
    tube up through the floor and carrier, the peg and spigot into the wheel."""
    z2 = dr["teeth"][1]
    h = GEAR["width"]
    bottom = dr["rot_bottom"]
    top = dr["carrier_top"] - bottom  # hub tube top, in the part's own frame
    body = ["linear_extrude(height=%s) %s" % (num(h), polygon(gears.outline(z2)))]
    body += _hub_top(top)
    cuts = _hub_cuts(top)
    # the axle: a bore for the M5 bolt, a pocket for its nut on the plate
    cuts.append(cyl(0, 0, -1, HUB["axle"] + 2 * PRINT["clearance"], dr["axle_top"] - bottom + 2))
    # round, so the gear turns over the nut that holds the bolt in the plate
    cuts.append(cyl(0, 0, -1, HUB["axle_nut"] + 2 * PRINT["clearance"],
                    HUB["axle_nut_h"] + 1 - bottom + 0.5, 48))
    return block("difference", [block("union", body)] + cuts)


def hub(dr, board):
    """Direct drive: the hub on the motor shaft, with the index magnet's flange."""
    m = MOTOR[dr["motor"]]
    top = dr["carrier_top"] - dr["rot_bottom"]
    body = [cyl(0, 0, 0, HUB["flange"], HUB["flange_h"], 96)] + _hub_top(top)
    cuts = _hub_cuts(top)
    cuts.append(_d_bore(0, 0, -1, m["shaft"], m["flat"], dr["shaft_top"] - dr["rot_bottom"] + 1.5))
    return block("difference", [block("union", body)] + cuts)


def _hub_top(top):
    t = BOX["wheel"] - 0.5  # into the wheel, not through it
    spig = BOX["wheel_hole"] - 2 * PRINT["clearance"]
    return [cyl(0, 0, 0, HUB["tube"], top, 64),
            cyl(0, 0, top, spig, t, 32),
            cyl(HUB["peg_r"], 0, top - 1, HUB["peg"] - 2 * PRINT["clearance"], t + 1, 24)]


def _hub_cuts(top):
    """The index magnet's pocket in the bottom face, at the track radius."""
    r = INDEX["radius"]
    a = math.radians(180.0)
    return [cyl(r * math.cos(a), r * math.sin(a), -1, INDEX["magnet_d"] + PRINT["press"],
                INDEX["magnet_h"] + 1 + 0.1, 32)]


def bracket(dr, board):
    """The drive plate: motor mount, axle hole, index holder window, four
    standoffs up to the box floor."""
    m = MOTOR[dr["motor"]]
    x0, y0, x1, y1 = dr["plate_box"]
    t = PLATE["thick"]
    c = PRINT["clearance"]
    body = [cube(x0, y0, 0, x1 - x0, y1 - y0, t)]
    for sx, sy in dr["standoffs"]:
        body.append(cyl(sx, sy, t, PLATE["standoff"], dr["standoff_h"], 48))
    cuts = []
    for sx, sy in dr["standoffs"]:
        cuts.append(cyl(sx, sy, -1, PLATE["floor_screw"] + 2 * c, dr["standoff_h"] + t + 2, 24))
    mx, my = dr["motor_at"]
    if dr["teeth"] is not None:  # NEMA 17 beside the axle
        cuts.append(cyl(mx, my, -1, m["pilot"] + 2 * c, t + 2, 96))
        hs = m["hole_spacing"] / 2.0
        for sx in (-hs, hs):
            for sy in (-hs, hs):
                cuts.append(cyl(mx + sx, my + sy, -1, m["screw"] + 2 * c, t + 2, 24))
        cuts.append(cyl(0, 0, -1, HUB["axle"] + 2 * c, t + 2, 32))
    else:  # 28BYJ-48: shaft on the axis, two ears
        cuts.append(cyl(0, 0, -1, m["pilot"] + 2 * c, t + 2, 64))
        hs = m["hole_spacing"] / 2.0
        for sy in (-hs, hs):
            cuts.append(cyl(mx, my + sy, -1, m["screw"] + 2 * c, t + 2, 24))
    # the index holder's window, long along the radius for adjustment
    r = dr["index_radius"]
    hw = INDEX["holder_w"] / 2.0 + c
    hl = INDEX["holder_l"] / 2.0 + INDEX["slot"] / 2.0 + c
    cuts.append(cube(-r - hl, -hw, -1, 2 * hl, 2 * hw, t + 2))
    # two pilot holes for the holder's screws, either side of the window
    for sy in (-(hw + 4), hw + 4):
        cuts.append(cyl(-r, sy, -1, 2.5, t + 2, 16))
    # standoffs and plate in print position: plate on the bed, posts up
    return block("difference", [block("union", body)] + cuts)


def index_holder(dr, board):
    """Holds the index hall sensor flat, branded face up, under the magnet
    track; it drops into the plate's window, top flush with the plate."""
    t = PLATE["thick"]
    w = INDEX["holder_w"]
    ln = INDEX["holder_l"]
    fl = 2.0  # flange under the plate
    wide = w + 2 * (4 + 3)  # reaches the two screws beside the window
    body = [cube(-ln / 2.0, -w / 2.0, 0, ln, w, fl + t),
            cube(-ln / 2.0, -wide / 2.0, 0, ln, wide, fl)]
    cuts = []
    for sy in (-(w / 2.0 + PRINT["clearance"] + 4), w / 2.0 + PRINT["clearance"] + 4):
        # slots for the screws: the holder slides along the radius
        cuts.append(block("hull", [cyl(-INDEX["slot"] / 2.0, sy, -1, 3.3, fl + 2, 16),
                                   cyl(INDEX["slot"] / 2.0, sy, -1, 3.3, fl + 2, 16)]))
    cuts += _sensor_pocket(0.0, 0.0, fl + t, through=fl + t)
    return block("difference", [block("union", body)] + cuts)


def _sensor_pocket(x, y, top, through):
    """A DRV5023 lying flat, centred on (x, y), its legs along -y into a
    channel and down through a slot."""
    sw = SENSOR["w"] + 2 * PRINT["clearance"]
    sl = SENSOR["l"] + 2 * PRINT["clearance"]
    depth = SENSOR["t"] + 0.1
    ch = CARRIER["channel"]
    lw = SENSOR["legs_w"] + 2 * PRINT["clearance"]
    return [cube(x - sw / 2.0, y - sl / 2.0, top - depth, sw, sl, depth + 1),
            cube(x - lw / 2.0, y - sl / 2.0 - ch, top - 1.0, lw, ch + 0.5, 2.0),
            cube(x - lw / 2.0, y - sl / 2.0 - ch - CARRIER["slot_l"], top - through - 1,
                 lw, CARRIER["slot_l"], through + 2)]


def foot(dr, board):
    h = dr["foot_h"]
    d = FEET["d"]
    return block("difference", [cyl(0, 0, 0, d, h, 64), cyl(0, 0, h - 1.0, d - 6, 2, 64)])


DRIVE_PARTS = (
    # (file stem, function, what it is)
    ("bracket", bracket, "drive plate: motor mount and standoffs to the box floor"),
    ("index_holder", index_holder, "index sensor holder, in the plate's window"),
    ("foot", foot, "foot (print 4): the box stands on them, above the motor"),
)
GEARED_PARTS = (
    ("pinion", pinion, "pinion on the motor shaft"),
    ("wheel_gear", wheel_gear, "wheel gear with the hub and the index magnet pocket"),
)
DIRECT_PARTS = (
    ("hub", hub, "hub on the motor shaft, with the index magnet pocket"),
)


def drive_parts(dr):
    """[(file stem, scad source, what)] of one drive."""
    out = []
    dr = dict(dr)
    if dr["teeth"] is not None:
        z1, z2 = dr["teeth"]
        dr["axle_top"] = -PLATE["thick"] + dr["axle_bolt"]
        rows = GEARED_PARTS + DRIVE_PARTS
    else:
        rows = DIRECT_PARTS + DRIVE_PARTS
    for stem, fn, what in rows:
        name = stem
        if stem == "pinion":
            name = "pinion_%dt" % dr["teeth"][0]
        elif stem == "wheel_gear":
            name = "wheel_gear_%dt" % dr["teeth"][1]
        elif stem == "bracket":
            name = "bracket_%s" % dr["motor"]
        out.append((name, fn(dr, None), what))
    return out


# -- the sensor carrier ----------------------------------------------------------

def carrier_tiles(board_data, dr_any):
    """The carrier in tiles that fit the print bed: [(name, scad, what)].

    board_data: the game's BOARD dict (fields in mm, y up from the
    bottom-left corner, as seen from above). Each field's sensor pocket is
    under the field's centre, its number engraved beside it."""
    W, H = board_data["size_mm"]
    cx, cy = board_data["wheel_centre_mm"]
    n_x = int(math.ceil(W / PRINT["bed"]))
    n_y = int(math.ceil(H / PRINT["bed"]))
    t = CARRIER["thick"]
    fields = board_data["fields_mm"]
    hub_r = HUB["tube"] / 2.0 + CARRIER["hub_clear"]
    bolts = [(cx + sx, cy + sy) for sx, sy in dr_any["standoffs"]]
    _check_carrier(fields, (cx, cy), hub_r, bolts)
    xs = _splits(W, n_x, [f[0] for f in fields])
    ys = _splits(H, n_y, [f[1] for f in fields])
    out = []
    names = "ABCD" if n_x * n_y <= 4 else None
    k = 0
    for j in range(n_y):
        for i in range(n_x):
            x0, x1 = xs[i], xs[i + 1]
            y0, y1 = ys[j], ys[j + 1]
            tile = names[k] if names else str(k)
            body = cube(x0, y0, 0, x1 - x0, y1 - y0, t)
            cuts = [cyl(cx, cy, -1, 2 * hub_r, t + 2, 96)]
            for bx, by in bolts:
                cuts.append(cyl(bx, by, -1, 7.0, t + 2, 32))
            placed = []
            for f, (fx, fy, _r) in enumerate(fields):
                if x0 <= fx < x1 and y0 <= fy < y1:
                    placed.append(f)
                    cuts += _sensor_pocket(fx, fy, t, t)
                    cuts += label(str(f), fx, fy + 6.5, CARRIER["label"], t, CARRIER["engrave"])
            # the tile's letter in its outer corner, so the four go back in place
            lx = x0 + 10 if i == 0 else x1 - 10
            ly = y0 + 10 if j == 0 else y1 - 10
            cuts += label(tile, lx, ly, 8.0, t, CARRIER["engrave"])
            src = block("difference", [body] + cuts)
            what = "sensor carrier tile %s (fields %s)" % (tile, ", ".join(str(f) for f in placed))
            out.append(("carrier_%s" % tile, src, what))
            k += 1
    return out


def _splits(size, n, coords, keep=8.0):
    """Tile edges 0 < c1 < ... < size: each near an even split, at least
    `keep` mm from every sensor (pocket and label), no tile over the bed."""
    edges = [0.0]
    for k in range(1, n):
        even = size * k / n
        best = None
        for off in range(0, int(size / n)):
            for c in (even - off, even + off):
                if all(abs(c - v) >= keep for v in coords) and c - edges[-1] <= PRINT["bed"]:
                    best = c
                    break
            if best is not None:
                break
        if best is None:
            raise ValueError("no place to cut the carrier clear of the sensors")
        edges.append(float(best))
    edges.append(float(size))
    for a, b in zip(edges, edges[1:]):
        if b - a > PRINT["bed"]:
            raise ValueError("a carrier tile is %.0f mm long: more than the print bed" % (b - a))
    return edges


def _check_carrier(fields, centre, hub_r, bolts):
    """Every pocket, slot and label clear of the hub hole, the bolt holes and each other."""
    reach = SENSOR["l"] / 2.0 + CARRIER["channel"] + CARRIER["slot_l"] + 1.0
    for f, (fx, fy, _r) in enumerate(fields):
        if math.hypot(fx - centre[0], fy - centre[1]) < hub_r + reach:
            raise ValueError("field %d's sensor is in the hub hole" % f)
        for bx, by in bolts:
            if math.hypot(fx - bx, fy - by) < 3.5 + reach + 1:
                raise ValueError(
                    "field %d's sensor meets a plate bolt at (%.0f, %.0f)" % (f, bx, by)
                )
    for f, (fx, fy, _r) in enumerate(fields):
        for g in range(f + 1, len(fields)):
            gx, gy, _ = fields[g]
            if abs(fx - gx) < 12 and abs(fy - gy) < 18:
                raise ValueError(
                    "fields %d and %d are too close for two sensors and labels" % (f, g)
                )


def scad_file(what, source):
    """A whole .scad file: a header and the part."""
    return (
        "// hexbox: %s\n"
        "// Generated by `make mechanics` (python -m host_tools.hardware.mechanics); do not edit.\n"
        "// Change host_tools/hardware/mechanics/data.py or the board definition instead.\n"
        "%s\n" % (what, source)
    )


__all__ = ["drive", "drive_name", "drive_parts", "carrier_tiles", "scad_file", "vec"]
