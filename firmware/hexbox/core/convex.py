# Point in a convex counter-clockwise polygon; shared by collide and band.


# @micropython.native
def point_in_polygon(px, py, xs, ys):
    """True when the point is inside or on the convex CCW polygon."""
    n = len(xs)
    j = n - 1
    i = 0
    while i < n:
        if (xs[i] - xs[j]) * (py - ys[j]) - (ys[i] - ys[j]) * (px - xs[j]) < 0:
            return False
        j = i
        i += 1
    return True
