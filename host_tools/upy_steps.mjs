// Live-heap measurement under the MicroPython WebAssembly port on Node.
// The port's gc.collect() cannot free anything while Python code is running
// (the C stack is not scannable from inside); it collects between
// runPython calls. So: run SETUP once, then STEP as its own runPython call
// until it sets `_done = True` (or MAXSTEPS), collecting after each call and
// keeping the peak of gc.mem_alloc() - _base. Prints one JSON line.
// usage: node upy_steps.mjs HEAPSIZE SETUP STEP MAXSTEPS HOSTDIR:DEVDIR...
import { loadMicroPython } from "@micropython/micropython-webassembly-pyscript";
import fs from "node:fs";
import path from "node:path";

const [heapArg, setupPath, stepPath, maxArg, ...mounts] = process.argv.slice(2);
const mp = await loadMicroPython({
  heapsize: parseInt(heapArg, 10),
  stdout: (d) => process.stdout.write(d),
  stderr: (d) => process.stderr.write(d),
  linebuffer: false,
});

function mkdirs(dev) {
  let cur = "";
  for (const part of dev.split("/").filter(Boolean)) {
    cur += "/" + part;
    try { mp.FS.mkdir(cur); } catch (e) { /* exists */ }
  }
}

function copyTree(host, dev) {
  mkdirs(dev);
  for (const ent of fs.readdirSync(host, { withFileTypes: true })) {
    if (ent.name === "__pycache__" || ent.name.startsWith(".")) continue;
    const h = path.join(host, ent.name);
    const d = dev + "/" + ent.name;
    if (ent.isDirectory()) copyTree(h, d);
    else if (/\.(py|json|txt|bin)$/.test(ent.name)) mp.FS.writeFile(d, fs.readFileSync(h));
  }
}

for (const m of mounts) {
  const i = m.lastIndexOf(":");
  copyTree(m.slice(0, i), m.slice(i + 1));
}
const measure = "gc.collect()\n_used = gc.mem_alloc() - _base\nif _used > _peak:\n    _peak = _used\n";
try {
  mp.runPython("import gc, sys\nsys.path.insert(0, '/fw')\n_done = False\n_peak = 0\n");
  mp.runPython(fs.readFileSync(setupPath, "utf8"));
  mp.runPython("gc.collect()\n_base = gc.mem_alloc()\n");
  const step = fs.readFileSync(stepPath, "utf8");
  const max = parseInt(maxArg, 10);
  let n = 0;
  while (n < max) {
    mp.runPython(step);
    mp.runPython(measure);
    n += 1;
    if (mp.globals.get("_done")) break;
  }
  mp.runPython("import json\nprint(json.dumps({'peak': _peak, 'steps': " + n + "}))\n");
} catch (e) {
  process.stderr.write(String(e.message || e) + "\n");
  process.exitCode = 1;
}
