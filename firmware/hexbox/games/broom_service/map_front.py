# Broom Service reference map, front side. hexbox's own transcription:
# assumed (game_data: "Map: not published"), drawn so that every worked
# example of the seed happens on it. Front: red castle banners, 18 cloud spaces.
# Replace these tables with a transcription of your own board; board.py
# validates them on load. Regions are numbered by position in REGIONS.

NAME = 'front'

# (name, landscape, x, y): landscape 0 forest, 1 hill, 2 heath, 3 mountain,
# 4 water, 5 castle; x, y = centre in SVG units for the renderer
REGIONS = (
    ('F00', 0, 60, 60),
    ('E01', 2, 160, 60),
    ('M02', 3, 260, 60),
    ('H03', 1, 360, 60),
    ('W04', 4, 460, 60),
    ('H05', 1, 560, 60),
    ('F06', 0, 660, 60),
    ('H10', 1, 110, 147),
    ('K11', 5, 210, 147),
    ('F12', 0, 310, 147),
    ('E13', 2, 410, 147),
    ('W14', 4, 510, 147),
    ('E15', 2, 610, 147),
    ('M16', 3, 710, 147),
    ('M20', 3, 60, 234),
    ('E21', 2, 160, 234),
    ('H22', 1, 260, 234),
    ('F23', 0, 360, 234),
    ('H24', 1, 460, 234),
    ('F25', 0, 560, 234),
    ('E26', 2, 660, 234),
    ('F30', 0, 110, 321),
    ('W31', 4, 210, 321),
    ('W32', 4, 310, 321),
    ('E33', 2, 410, 321),
    ('M34', 3, 510, 321),
    ('K35', 5, 610, 321),
    ('H36', 1, 710, 321),
    ('E40', 2, 60, 408),
    ('H41', 1, 160, 408),
    ('F42', 0, 260, 408),
    ('M43', 3, 360, 408),
    ('F44', 0, 460, 408),
    ('E45', 2, 560, 408),
    ('F46', 0, 660, 408),
)

# pairs of regions sharing a border
ADJACENT = (
    (0, 1), (0, 7), (1, 2), (1, 7), (1, 8), (2, 3), (2, 8), (2, 9), (3, 4), (3, 9),
    (3, 10), (4, 5), (4, 10), (4, 11), (5, 6), (5, 11), (5, 12), (6, 12), (6, 13),
    (7, 8), (7, 14), (7, 15), (8, 9), (8, 15), (8, 16), (9, 10), (9, 16), (9, 17),
    (10, 11), (10, 17), (10, 18), (11, 12), (11, 18), (11, 19), (12, 13), (12, 19),
    (12, 20), (13, 20), (14, 15), (14, 21), (15, 16), (15, 21), (15, 22), (16, 17),
    (16, 22), (16, 23), (17, 18), (17, 23), (17, 24), (18, 19), (18, 24), (18, 25),
    (19, 20), (19, 25), (19, 26), (20, 26), (20, 27), (21, 22), (21, 28), (21, 29),
    (22, 23), (22, 29), (22, 30), (23, 24), (23, 30), (23, 31), (24, 25), (24, 31),
    (24, 32), (25, 26), (25, 32), (25, 33), (26, 27), (26, 33), (26, 34), (27, 34),
    (28, 29), (29, 30), (30, 31), (31, 32), (32, 33), (33, 34),
)

# the two castle regions where every pawn starts
CASTLES = (8, 26)

# one entry per cloud space: the region it lies in (a region may hold two)
CLOUD_SPACES = (3, 5, 6, 10, 12, 13, 14, 17, 18, 24, 28, 29, 31, 32, 18, 7, 2, 33)

# (colour 0 green 1 violet 2 orange, shape 0 round 1 square, VP, wands,
#  regions its base touches)
TOWERS = (
    (1, 1, 4, 0, (3, 9, 10)),  # T0
    (1, 0, 6, 0, (3, 10)),  # T1
    (2, 0, 5, 0, (3,)),  # T2
    (1, 0, 3, 1, (10,)),  # T3
    (0, 0, 3, 0, (9, 16)),  # T4
    (0, 0, 2, 1, (15, 16)),  # T5
    (2, 0, 2, 0, (7, 0)),  # T6
    (1, 0, 2, 0, (1, 2)),  # T7
    (0, 0, 4, 0, (14, 21)),  # T8
    (2, 0, 3, 1, (17, 24)),  # T9
    (0, 1, 3, 0, (17, 18, 24)),  # T10
    (0, 0, 5, 0, (5, 6)),  # T11
    (1, 0, 4, 1, (12, 13)),  # T12
    (2, 0, 6, 0, (5, 12)),  # T13
    (0, 0, 2, 2, (19, 20)),  # T14
    (2, 0, 4, 0, (25, 18)),  # T15
    (2, 1, 3, 0, (27, 34)),  # T16
    (1, 0, 5, 0, (32, 33)),  # T17
    (0, 0, 6, 0, (31, 30)),  # T18
    (2, 0, 2, 1, (28, 29)),  # T19
    (1, 0, 7, 0, (29, 30)),  # T20
    (0, 0, 3, 0, (24, 31)),  # T21
    (1, 0, 3, 0, (21, 28)),  # T22
    (2, 0, 4, 1, (14, 7)),  # T23
)

# mountain tile spaces: (region, towers the tile covers)
MOUNTAIN_SPACES = ((2, ()), (13, ()), (31, (18,)))
# forest and hill tile spaces: regions (back side only)
FOREST_SPACES = ()
HILL_SPACES = ()
# stone circles A, B, C, D: regions the hill turbo lands in
STONE_CIRCLES = ()
