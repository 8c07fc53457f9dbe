# The hexbox reference board for Die verdrehte Spuknacht, as plain data.
#
# The real board's geometry is not published, so every number here is
# assumed (game_data: spuknacht.md "Board geometry: not published ... hexbox
# ships a reference board"). Measure your own box and replace the numbers;
# board.load_board() checks them and names any problem.
#
# Coordinates are whole millimetres, x to the right and y UP from the
# bottom-left corner of the board, so positive angles turn counter-clockwise.
# Angles are whole degrees, 0 = +x. Fields are numbered by their index in
# FIELDS. The layout is a 7 x 7 grid of rooms 40 mm apart with the wheel hub
# (the middle cell) left out; a few missing paths are the castle walls.

BOARD = {
    "name": "hexbox reference board (assumed)",
    # assumed (game_data: "Board size about 300 x 300 mm")
    "size_mm": (300, 300),
    # assumed: the wheel turns about the middle of the board
    "wheel_centre_mm": (150, 150),
    # assumed (game_data: "notches per revolution"): 15 degrees a notch
    "notches": 24,
    # assumed (game_data: "the ghost and magician footprint radii")
    "ghost_r_mm": 9,
    "magician_r_mm": 9,
    # assumed: a 28BYJ-48 in half-step mode drives the wheel hub directly
    "motor": "28byj48-half",
    # assumed: (x, y, radius) per field; "at least 40 fields"
    "fields_mm": (
        (30, 30, 12),    # 0  corner A start field (closed corner)
        (70, 30, 12),    # 1
        (110, 30, 12),   # 2
        (150, 30, 12),   # 3  target: Slippers
        (190, 30, 12),   # 4
        (230, 30, 12),   # 5
        (270, 30, 12),   # 6  corner B start field
        (30, 70, 12),    # 7
        (70, 70, 12),    # 8  target: Mirror
        (110, 70, 12),   # 9
        (150, 70, 12),   # 10 ghost start field (ring 80 mm)
        (190, 70, 12),   # 11
        (230, 70, 12),   # 12 magician start field
        (270, 70, 12),   # 13
        (30, 110, 12),   # 14
        (70, 110, 12),   # 15
        (110, 110, 12),  # 16 target: Kasimir the cat
        (150, 110, 12),  # 17
        (190, 110, 12),  # 18
        (230, 110, 12),  # 19 target: Knight's armour
        (270, 110, 12),  # 20
        (30, 150, 12),   # 21 ghost start field (ring 120 mm)
        (70, 150, 12),   # 22
        (110, 150, 12),  # 23
        (190, 150, 12),  # 24 ghost start field (ring 40 mm)
        (230, 150, 12),  # 25
        (270, 150, 12),  # 26 target: Magic potion
        (30, 190, 12),   # 27 target: Frog
        (70, 190, 12),   # 28
        (110, 190, 12),  # 29 target: Golden platter
        (150, 190, 12),  # 30
        (190, 190, 12),  # 31
        (230, 190, 12),  # 32
        (270, 190, 12),  # 33
        (30, 230, 12),   # 34
        (70, 230, 12),   # 35 magician start field
        (110, 230, 12),  # 36
        (150, 230, 12),  # 37
        (190, 230, 12),  # 38
        (230, 230, 12),  # 39 magician start field
        (270, 230, 12),  # 40
        (30, 270, 12),   # 41 corner D start field
        (70, 270, 12),   # 42
        (110, 270, 12),  # 43
        (150, 270, 12),  # 44
        (190, 270, 12),  # 45 target: Treasure chest
        (230, 270, 12),  # 46
        (270, 270, 12),  # 47 corner C start field
    ),
    # assumed: the path graph, pairs of field numbers
    "paths": (
        (0, 1), (0, 7), (1, 2), (1, 8), (2, 3), (2, 9), (3, 4), (3, 10),
        (4, 5), (5, 6), (5, 12), (6, 13), (7, 8), (7, 14), (8, 9), (8, 15),
        (9, 16), (10, 11), (10, 17), (11, 12), (11, 18), (12, 13), (12, 19),
        (13, 20), (14, 15), (15, 16), (15, 22), (16, 17), (16, 23), (17, 18),
        (18, 19), (18, 24), (19, 20), (20, 26), (21, 22), (21, 27), (22, 23),
        (22, 28), (23, 29), (24, 25), (24, 31), (25, 26), (25, 32), (26, 33),
        (27, 28), (27, 34), (28, 29), (29, 30), (29, 36), (30, 31), (30, 37),
        (31, 32), (31, 38), (32, 33), (32, 39), (34, 35), (34, 41), (35, 36),
        (35, 42), (36, 37), (36, 43), (37, 44), (38, 39), (38, 45), (39, 40),
        (39, 46), (40, 47), (41, 42), (42, 43), (44, 45), (45, 46), (46, 47),
    ),
    # assumed: the 3 magician start fields
    "magician_starts": (12, 35, 39),
    # assumed: the 3 ghost start fields, each with the wheel mount under it
    # at wheel angle 0: (field, mount radius mm, mount angle degrees).
    # Ghosts ride circles round the wheel centre; three rings at different
    # radii make them cross the rooms at different distances.
    "ghost_starts": (
        (24, 40, 0),
        (10, 80, 270),
        (21, 120, 180),
    ),
    # assumed: target field per motif, in the order of data.MOTIFS
    # (Mirror, Slippers, Magic potion, Treasure chest, Frog, Golden platter,
    # Knight's armour, Kasimir the cat)
    "targets": (8, 3, 26, 45, 27, 29, 19, 16),
    # assumed: the 4 corners: (start field, stairs position mm, gate crest,
    # closed from the start). The seed puts the one-piece closed gate in the
    # corner with the three-magicians icon (sourced); which corner that is
    # on a real board is assumed.
    "corners": (
        (0, (8, 8), "magicians", True),
        (6, (292, 8), "owl", False),
        (47, (292, 292), "bat", False),
        (41, (8, 292), "moon", False),
    ),
}
