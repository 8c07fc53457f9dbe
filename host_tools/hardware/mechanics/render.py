"""Pictures of the parts for the build guide: STL meshes shaded with
matplotlib (no OpenGL needed), one per part, an exploded view per drive and
the carrier from above."""

import os

import numpy as np

from host_tools.hardware.mechanics.data import BOX, CARRIER, INDEX, MOTOR, PLATE

LIGHT = np.array([0.4, -0.5, 0.9])
COLOURS = {"bracket": "#8fa8c8", "index_holder": "#e0a040", "foot": "#a0a0a0",
           "pinion": "#d06060", "wheel_gear": "#60a060", "hub": "#60a060",
           "carrier": "#c8b89a", "motor": "#505050", "floor": "#d8cfc0", "magnet": "#c03030",
           "sensor": "#202020"}


def _plt():
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    return plt


def _colour_of(stem):
    for k, c in COLOURS.items():
        if stem.startswith(k):
            return c
    return "#b0b0b0"


def _shade(mesh, colour, view, alpha=1.0):
    """The mesh's faces that face the viewer, lit from the upper left.
    (matplotlib sorts faces, it has no depth buffer: dropping the back faces
    keeps a far face from being painted over a near one.)"""
    from matplotlib.colors import to_rgb
    from mpl_toolkits.mplot3d.art3d import Poly3DCollection

    n = mesh.face_normals
    front = n @ view > 1e-6
    light = LIGHT / np.linalg.norm(LIGHT)
    k = 0.45 + 0.55 * np.clip(n[front] @ light, 0, 1)
    base = np.array(to_rgb(colour))
    fc = np.clip(base[None, :] * k[:, None], 0, 1)
    return Poly3DCollection(mesh.triangles[front], facecolors=fc, edgecolors=fc, linewidths=0.2,
                            alpha=alpha)


def _view(elev, azim):
    e, a = np.radians(elev), np.radians(azim)
    return np.array([np.cos(e) * np.cos(a), np.cos(e) * np.sin(a), np.sin(e)])


def _axes(fig, bounds, elev=28, azim=-55, pos=(0, 0, 1, 1)):
    ax = fig.add_axes(pos, projection="3d")
    lo, hi = bounds
    c = (lo + hi) / 2.0
    r = float(max(hi - lo)) / 2.0
    ax.set_xlim(c[0] - r, c[0] + r)
    ax.set_ylim(c[1] - r, c[1] + r)
    ax.set_zlim(c[2] - r, c[2] + r)
    ax.set_box_aspect((1, 1, 1))
    ax.view_init(elev=elev, azim=azim)
    ax.set_axis_off()
    return ax


def part_png(mesh, path, title):
    plt = _plt()
    fig = plt.figure(figsize=(4.5, 4.0), dpi=100)
    stem = os.path.basename(path)[:-4]
    top = stem.startswith("carrier")
    elev = 70 if top else 28
    ax = _axes(fig, mesh.bounds, elev=elev, pos=(0, 0, 1, 0.9))
    ax.add_collection3d(_shade(mesh, _colour_of(stem), _view(elev, -55)))
    lo, hi = mesh.bounds
    size = hi - lo
    fig.text(0.5, 0.95, "%s" % stem, ha="center", va="center", fontsize=11, weight="bold")
    fig.text(0.5, 0.03, "%.0f x %.0f x %.1f mm" % tuple(size), ha="center", fontsize=9)
    fig.savefig(path, metadata={"Software": None})
    plt.close(fig)


def _load(out, folder, stem):
    import trimesh

    return trimesh.load(os.path.join(out, folder, stem + ".stl"), force="mesh")


def _box(x0, y0, z0, x1, y1, z1):
    import trimesh

    b = trimesh.creation.box(extents=(x1 - x0, y1 - y0, z1 - z0))
    b.apply_translation(((x0 + x1) / 2.0, (y0 + y1) / 2.0, (z0 + z1) / 2.0))
    return b


def _cylinder(x, y, z0, d, h):
    import trimesh

    c = trimesh.creation.cylinder(radius=d / 2.0, height=h, sections=48)
    c.apply_translation((x, y, z0 + h / 2.0))
    return c


def assembly_png(out, dname, dr):
    """The drive exploded along z, each layer named: motor, index holder,
    plate, gear or hub with its magnet, a piece of the box floor."""
    plt = _plt()
    m = MOTOR[dr["motor"]]
    spread = 22.0  # mm between the exploded layers
    t = PLATE["thick"]
    mx, my = dr["motor_at"]
    items = []  # (mesh, colour, alpha, label)
    zm = -t - m["length"] - 3 * spread
    if dr["teeth"] is not None:
        body = m["body"]
        motor = _box(mx - body / 2, my - body / 2, zm,
                     mx + body / 2, my + body / 2, zm + m["length"])
    else:
        motor = _cylinder(mx, my, zm, m["body"], m["length"])
    items.append((motor, COLOURS["motor"], 1.0, "motor"))
    holder = _load(out, dname, "index_holder")
    holder.apply_translation((-dr["index_radius"], 0, -t - 2.0 - 2 * spread))
    items.append((holder, COLOURS["index_holder"], 1.0, "index holder + sensor"))
    bracket = _load(out, dname, "bracket_%s" % dr["motor"])
    bracket.apply_translation((0, 0, -spread))
    items.append((bracket, COLOURS["bracket"], 1.0, "drive plate"))
    r = dr["index_radius"]
    z_rot = dr["rot_bottom"] + spread * 0.6
    items.append((_cylinder(-r, 0, z_rot - spread * 0.45, INDEX["magnet_d"], INDEX["magnet_h"]),
                  COLOURS["magnet"], 1.0, "index magnet"))
    if dr["teeth"] is not None:
        z1, z2 = dr["teeth"]
        pin = _load(out, dname, "pinion_%dt" % z1)
        pin.apply_translation((mx, my, z_rot))
        gear = _load(out, dname, "wheel_gear_%dt" % z2)
        gear.apply_translation((0, 0, z_rot))
        items += [(pin, COLOURS["pinion"], 1.0, "pinion %dt" % z1),
                  (gear, COLOURS["wheel_gear"], 1.0, "wheel gear %dt + hub" % z2)]
    else:
        hub = _load(out, dname, "hub")
        hub.apply_translation((0, 0, z_rot))
        items.append((hub, COLOURS["hub"], 1.0, "hub"))
    zf = dr["floor_bottom"] + spread * 1.6
    floor = _box(-70, -70, zf, 80, 70, zf + BOX["floor"])
    items.append((floor, COLOURS["floor"], 0.35, "box floor"))
    lo = np.min([it[0].bounds[0] for it in items], axis=0)
    hi = np.max([it[0].bounds[1] for it in items], axis=0)
    fig = plt.figure(figsize=(7.2, 6.4), dpi=100)
    elev, azim = 16, -60
    ax = _axes(fig, (lo, hi), elev=elev, azim=azim, pos=(-0.12, 0, 1.0, 0.92))
    view = _view(elev, azim)
    for mesh, colour, alpha, _ in items:
        ax.add_collection3d(_shade(mesh, colour, view, alpha))
    # the names, to the right of the stack, each at its layer's height
    from mpl_toolkits.mplot3d import proj3d

    marks = []
    for mesh, _c, _a, text in items:
        b0, b1 = mesh.bounds
        x, y, _ = proj3d.proj_transform(b1[0], (b0[1] + b1[1]) / 2, (b0[2] + b1[2]) / 2,
                                        ax.get_proj())
        fx, fy = fig.transFigure.inverted().transform(ax.transData.transform((x, y)))
        marks.append([fy, fx, fy, text])
    marks.sort()
    for k in range(1, len(marks)):  # keep the names apart
        marks[k][0] = max(marks[k][0], marks[k - 1][0] + 0.05)
    for ty, fx, fy, text in marks:
        fig.text(0.71, ty, text, fontsize=10, va="center", color="black")
        fig.lines.append(plt.Line2D([fx + 0.01, 0.66, 0.70], [fy, fy, ty],
                                    transform=fig.transFigure, color="#909090", lw=0.8))
    title = "%s, %s" % (m["title"], "direct drive" if dr["teeth"] is None else
                        "gears %d:%d (%d:%d)" % (tuple(dr["teeth"]) + tuple(dr["ratio"])))
    fig.text(0.5, 0.96, title, ha="center", fontsize=12, weight="bold")
    fig.savefig(os.path.join(out, dname, "assembly.png"), metadata={"Software": None})
    plt.close(fig)


def carrier_png(out, folder, board):
    """The four carrier tiles (in out/folder) from above, in place, with the
    wheel's outline."""
    plt = _plt()
    fig = plt.figure(figsize=(6.0, 6.2), dpi=110)
    ax = fig.add_axes((0.02, 0.02, 0.96, 0.9))
    W, H = board["size_mm"]
    cx, cy = board["wheel_centre_mm"]
    import matplotlib.patches as mp

    for tile in "ABCD":
        path = os.path.join(out, folder, "carrier_%s.stl" % tile)
        if not os.path.exists(path):
            continue
        mesh = _load(out, folder, "carrier_%s" % tile)
        lo, hi = mesh.bounds
        ax.add_patch(mp.Rectangle((lo[0], lo[1]), hi[0] - lo[0], hi[1] - lo[1],
                                  fc=COLOURS["carrier"], ec="#806040", lw=1.2))
        ax.text(lo[0] + 8 if lo[0] < cx else hi[0] - 8, lo[1] + 8 if lo[1] < cy else hi[1] - 8,
                tile, ha="center", va="center", fontsize=14, weight="bold", color="#604020")
    for f, (x, y, r) in enumerate(board["fields_mm"]):
        ax.add_patch(mp.Circle((x, y), r, fc="none", ec="#a09070", lw=0.6, ls="--"))
        ax.add_patch(mp.Rectangle((x - 2.05, y - 1.55), 4.1, 3.1, fc=COLOURS["sensor"]))
        ax.add_patch(mp.Rectangle((x - 2.1, y - 1.55 - CARRIER["channel"] - CARRIER["slot_l"]),
                                  4.2, CARRIER["slot_l"], fc="white", ec="#404040", lw=0.5))
        ax.text(x, y + 6.5, str(f), ha="center", va="center", fontsize=7)
    ax.add_patch(mp.Circle((cx, cy), 13, fc="white", ec="#404040"))
    ax.set_xlim(-5, W + 5)
    ax.set_ylim(-5, H + 5)
    ax.set_aspect("equal")
    ax.set_axis_off()
    fig.text(0.5, 0.96, "Sensor carrier from above: 4 tiles, a DRV5023 under each field",
             ha="center", fontsize=11, weight="bold")
    fig.savefig(os.path.join(out, folder, "carrier.png"), metadata={"Software": None})
    plt.close(fig)
