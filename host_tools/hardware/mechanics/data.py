"""Every mechanical dimension of the wheel drive, in one table.

The ratio, the motor and the field positions come from board_defs/<board>.json
and the board data of the game with hall sensors (its box profile's board_data());
everything else is here. Each value says whether it is sourced (a datasheet)
or assumed (a choice: measure your box and your parts, change the number,
run `make mechanics`). All lengths in millimetres.

The assembly, bottom to top (z = 0 is the top face of the motor plate):

    motor (hangs below the plate) | plate | gap with the gears and the index
    sensor | box floor | sensor carrier | ghost wheel | board

The drive plate is screwed under the floor of the game box on four
standoffs; the hub comes up through a hole in the floor and the carrier and
turns the wheel by a peg. The hall sensors lie in the carrier on the floor,
under the wheel, one under each field. The box stands on four feet, high
enough for the motor.
"""

# -- the game box (assumed: measure yours) ----------------------------------
BOX = {
    "floor": 2.0,  # assumed: thickness of the box floor (grey board)
    "wheel": 2.0,  # assumed: thickness of the ghost wheel
    "wheel_hole": 6.0,  # assumed: the hole you drill at the wheel's centre
}

# -- printing (assumed: a 0.4 mm nozzle, PLA) -------------------------------
PRINT = {
    "bed": 200.0,  # assumed: the largest square part a common printer takes
    "clearance": 0.3,  # assumed: gap on each side of a sliding fit
    "press": 0.1,  # assumed: undersize of a press fit (D bores, magnet pockets)
    "density": 1.24,  # sourced: PLA, g/cm^3
    "infill": 0.45,  # assumed: share of a part's volume that is plastic (walls + 20% infill)
}

# -- gears (assumed) -----------------------------------------------------------
GEAR = {
    "module": 1.0,  # assumed: tooth size; 1 mm prints cleanly with a 0.4 mm nozzle
    "pressure_angle": 20.0,  # sourced: the standard involute pressure angle
    "min_teeth": 17,  # assumed: fewest pinion teeth (no undercut at 20 degrees)
    "max_teeth": 160,  # assumed: the largest wheel gear still fits under the box
    "width": 6.0,  # assumed: face width of both gears
    "backlash": 0.15,  # assumed: tooth thinning per flank, for printed gears
    "fn": 6,  # assumed: points per involute flank in the outline
}

# -- motors ------------------------------------------------------------------
# sourced: NEMA 17 (17HS4401) and 28BYJ-48 datasheet drawings; the
# 28BYJ-48 gearbox 283712/4455 is the reference motor's of the game's board data
MOTOR = {
    "nema17": {
        "title": "NEMA 17 (17HS4401)",
        "body": 42.3,  # sourced: square body
        "length": 40.0,  # sourced: body length of the 17HS4401
        "hole_spacing": 31.0,  # sourced: M3 holes on a 31 mm square
        "screw": 3.0,  # sourced: M3
        "pilot": 22.0,  # sourced: centring boss diameter
        "pilot_h": 2.0,  # sourced: boss height
        "shaft": 5.0,  # sourced: shaft diameter
        "flat": 4.5,  # sourced: D-cut, 0.5 mm off the round
        "shaft_len": 24.0,  # sourced: shaft length from the face
        "gearbox": (1, 1),  # no gearbox
    },
    "28byj48": {
        "title": "28BYJ-48 (5 V)",
        "body": 28.0,  # sourced: body diameter
        "length": 19.0,  # sourced: body height
        "hole_spacing": 35.0,  # sourced: the two ear holes are 35 mm apart
        "screw": 4.0,  # sourced: ear holes take M4 (4.2 mm)
        "ear_w": 7.0,  # sourced: ear width
        "shaft_offset": 8.0,  # sourced: the shaft is 8 mm off the body centre
        "pilot": 9.0,  # sourced: the boss round the shaft
        "pilot_h": 1.5,  # sourced
        "shaft": 5.0,  # sourced
        "flat": 3.0,  # sourced: two flats 3 mm apart
        "shaft_len": 10.0,  # sourced: shaft from the face, boss included
        "gearbox": (283712, 4455),  # sourced: the game's reference motor (its motor.py)
    },
}

# which motor a board's driver runs (assumed: the parts the BOM names)
MOTOR_OF_DRIVER = {"stepdir": "nema17", "uln2003": "28byj48"}

# -- the drive plate under the box floor (assumed) ---------------------------
PLATE = {
    "thick": 3.0,  # assumed: the 28BYJ-48's short shaft wants a thin plate
    "margin": 6.0,  # assumed: plate edge beyond the parts on it
    "standoff": 10.0,  # assumed: standoff post diameter
    "floor_screw": 3.0,  # assumed: M3 bolts through the box floor into the posts
    "nut": 5.5,  # sourced: M3 nut across flats
    "nut_h": 2.4,  # sourced: M3 nut height
    "gap": 1.5,  # assumed: air gap between the moving parts and the plate or the floor
}

# -- the hub (assumed) ---------------------------------------------------------
HUB = {
    "tube": 24.0,  # assumed: diameter of the tube through the floor and carrier
    "floor_hole": 26.0,  # assumed: hole you drill in the box floor (tube + clearance)
    "flange": 50.0,  # assumed: flange that carries the index magnet (direct drive)
    "flange_h": 4.0,  # assumed
    "peg": 3.0,  # assumed: drive peg diameter (a 3 mm hole in the wheel)
    "peg_r": 8.0,  # assumed: peg distance from the wheel centre
    "axle": 5.0,  # sourced: an M5 bolt is the axle of the geared hub
    "axle_nut": 9.3,  # sourced: M5 nut across corners
    "axle_nut_h": 4.0,  # sourced: M5 nut height
}

# -- index sensor and magnet (assumed) -----------------------------------------
INDEX = {
    "radius": 20.0,  # assumed: magnet track radius from the wheel axis
    "magnet_d": 6.0,  # sourced: the BOM's 6 x 2 mm disc magnet
    "magnet_h": 2.0,  # sourced
    "holder_w": 14.0,  # assumed: holder block, across the track
    "holder_l": 20.0,  # assumed: holder block, along the radius
    "slot": 4.0,  # assumed: radial adjustment of the holder in its window
}

# -- hall sensor: TI DRV5023 in the TO-92 (LPG) package (sourced: TI drawing) -
SENSOR = {
    "w": 4.1,  # sourced: body width
    "l": 3.1,  # sourced: body height (the legs leave from one end)
    "t": 1.6,  # sourced: body thickness (1.52 + tolerance)
    "legs_w": 4.2,  # sourced: 3 legs at 1.27 mm pitch, 0.4 wide
    "leg_len": 14.0,  # sourced: lead length
}

# -- the sensor carrier inside the box (assumed) -------------------------------
CARRIER = {
    "thick": 2.4,  # assumed: 0.8 mm under the sensor pocket
    "slot_l": 3.0,  # assumed: through-slot where the legs bend down
    "channel": 2.0,  # assumed: leg channel length from the pocket to the slot
    "label": 5.0,  # assumed: height of the engraved field numbers
    "engrave": 0.6,  # assumed: depth of the engraving
    "hub_clear": 1.0,  # assumed: gap round the hub tube
}

# -- feet under the box (assumed) ----------------------------------------------
FEET = {
    "d": 30.0,  # assumed
    "clear": 8.0,  # assumed: room under the motor (wires, table)
}
