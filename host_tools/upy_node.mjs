// Runs one Python script under the MicroPython WebAssembly port on Node.
// usage: node upy_node.mjs HEAPSIZE SCRIPT HOSTDIR:DEVDIR...
// Host folders are copied into the in-memory filesystem first; the script's
// stdout goes to ours. Exit 1 (traceback on stderr) if the script raised.
import { loadMicroPython } from "@micropython/micropython-webassembly-pyscript";
import fs from "node:fs";
import path from "node:path";

const [heapArg, scriptPath, ...mounts] = process.argv.slice(2);
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
try {
  mp.runPython(fs.readFileSync(scriptPath, "utf8"));
} catch (e) {
  process.stderr.write(String(e.message || e) + "\n");
  process.exitCode = 1;
}
