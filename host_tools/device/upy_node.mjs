// Runs one Python script under the MicroPython WebAssembly port on Node.
// usage: node upy_node.mjs HEAPSIZE SCRIPT [--step FILE MAXSTEPS] HOSTDIR:DEVDIR...
// Host folders are copied into the in-memory filesystem first; the script's
// stdout goes to ours. Exit 1 (traceback on stderr) if the script raised.
//
// --step: the live-heap mode. This port's gc.collect() frees nothing while
// Python code runs (the C stack cannot be scanned from inside); it collects
// between runPython calls. So SCRIPT runs once as setup, then FILE runs as
// its own call until it sets `_done = True` (or MAXSTEPS), with a collection
// after each, and one JSON line reports the peak of gc.mem_alloc() above the
// heap after setup (and `_info`, whatever the step left there; `base`, the
// live heap after setup).
import { loadMicroPython } from "@micropython/micropython-webassembly-pyscript";
import fs from "node:fs";
import path from "node:path";

let [heapArg, scriptPath, ...mounts] = process.argv.slice(2);
let stepPath = null;
let maxSteps = 0;
if (mounts[0] === "--step") {
  [, stepPath, maxSteps] = mounts;
  mounts = mounts.slice(3);
}
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
    else if (/\.(py|mpy|json|txt|bin)$/.test(ent.name)) mp.FS.writeFile(d, fs.readFileSync(h));
  }
}

for (const m of mounts) {
  const i = m.lastIndexOf(":");
  copyTree(m.slice(0, i), m.slice(i + 1));
}
const measure = "gc.collect()\n_used = gc.mem_alloc() - _base\nif _used > _peak:\n    _peak = _used\n";
try {
  mp.runPython(fs.readFileSync(scriptPath, "utf8"));
  if (stepPath) {
    mp.runPython("import gc\n_done = False\n_peak = 0\n");
    mp.runPython("gc.collect()\n_base = gc.mem_alloc()\n");
    const step = fs.readFileSync(stepPath, "utf8");
    let n = 0;
    while (n < parseInt(maxSteps, 10) && !mp.globals.get("_done")) {
      mp.runPython(step);
      mp.runPython(measure);
      n += 1;
    }
    mp.runPython("import json\nprint(json.dumps({'peak': _peak, 'steps': " + n +
      ", 'done': _done, 'info': globals().get('_info'), 'base': _base}))\n");
  }
} catch (e) {
  process.stderr.write(String(e.message || e) + "\n");
  process.exitCode = 1;
}
