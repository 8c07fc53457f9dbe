// One boot of the virtual board on the MicroPython WebAssembly build.
// Started by backend.py ahead of time: it loads MicroPython, says "W"
// (warm), and waits for "A" (activate, with the board's settings) before it
// loads the flash and the agent. So a reset only pays for the last part. Channels (all synchronous, so they work while
// MicroPython runs):
//   fd 0  unused: this build's input() waits on JavaScript, so agent.py
//         makes stdin reads fail clearly instead
//   req_fd    requests from the host: "X" mode(1 byte) length(u32 LE) source;
//             first "A" "-" length JSON {hostdir, vdcfg}
//   fd 1  everything the board prints (raw bytes)
//   intr_fd   Ctrl-C bytes from the host (non-blocking): interrupt running code
//   frame_fd  frames to the host: "W" (warm), "R" (ready), "D" length(u32 LE) result
// The board's flash lives in MEMFS at /flash; it is loaded from the host
// folder at start and written back after every request, so it outlives
// this process (a soft reset starts a new one).
import fs from "fs";
import path from "path";

const cfg = JSON.parse(process.argv[2]);
const { loadMicroPython } = await import(cfg.mjs);

let out = [];
function flushOut() {
  if (out.length) {
    fs.writeSync(1, Buffer.from(out));
    out = [];
  }
}
function onOut(bytes) {
  for (const c of bytes) out.push(c);
  if (out.length >= 512 || bytes.includes(10)) flushOut();
}

const mp = await loadMicroPython({ heapsize: cfg.heap, stdout: onOut, stderr: onOut, linebuffer: false });
const FS = mp.FS;
const ROOT = "/flash";

// --- host folder <-> MEMFS ---
const synced = new Map(); // relative path -> Buffer last written to the host (null for dirs)
function loadTree(rel) {
  for (const e of fs.readdirSync(path.join(cfg.hostdir, rel), { withFileTypes: true })) {
    const r = rel ? rel + "/" + e.name : e.name;
    if (e.isDirectory()) {
      FS.mkdir(ROOT + "/" + r);
      synced.set(r, null);
      loadTree(r);
    } else if (e.isFile()) {
      const data = fs.readFileSync(path.join(cfg.hostdir, r));
      FS.writeFile(ROOT + "/" + r, data);
      synced.set(r, Buffer.from(data));
    }
  }
}
function walkMem(rel, seen) {
  for (const name of FS.readdir(rel ? ROOT + "/" + rel : ROOT)) {
    if (name === "." || name === "..") continue;
    const r = rel ? rel + "/" + name : name;
    const st = FS.stat(ROOT + "/" + r);
    if (FS.isDir(st.mode)) {
      seen.set(r, null);
      walkMem(r, seen);
    } else {
      seen.set(r, FS.readFile(ROOT + "/" + r));
    }
  }
}
function syncTree() {
  const seen = new Map();
  walkMem("", seen);
  for (const [r, data] of seen) {
    const host = path.join(cfg.hostdir, r);
    const old = synced.get(r);
    if (data === null) {
      if (old !== null) { fs.mkdirSync(host, { recursive: true }); synced.set(r, null); }
    } else if (!old || !Buffer.from(data).equals(old)) {
      fs.writeFileSync(host, data);
      synced.set(r, Buffer.from(data));
    }
  }
  // deepest first, so files go before their folders
  const gone = [...synced.keys()].filter((r) => !seen.has(r)).sort().reverse();
  for (const r of gone) {
    fs.rmSync(path.join(cfg.hostdir, r), { recursive: true, force: true });
    synced.delete(r);
  }
}


// --- Ctrl-C: checked whenever MicroPython asks the time (sleep, ticks) ---
const realNow = Date.now;
let running = false;
let lastPoll = 0;
const ibuf = Buffer.alloc(64);
Date.now = () => {
  const t = realNow();
  if (running && t - lastPoll >= 5) {
    lastPoll = t;
    try {
      const n = fs.readSync(cfg.intr_fd, ibuf, 0, ibuf.length, null);
      if (n > 0) mp._module._mp_sched_keyboard_interrupt();
    } catch (e) {
      // EAGAIN: no Ctrl-C waiting
    }
  }
  return t;
};

function frame(type, payload) {
  const body = Buffer.from(payload || "", "utf8");
  const head = Buffer.alloc(5);
  head.write(type, 0, "latin1");
  head.writeUInt32LE(body.length, 1);
  try {
    fs.writeSync(cfg.frame_fd, Buffer.concat([head, body]));
  } catch (e) {
    process.exit(0); // the host is gone (reset, unplug): so is this boot
  }
}

// a blocking wait without spinning: a busy loop on EAGAIN takes the CPU the
// host side needs to answer (on a loaded machine a boot took 10x longer)
const napCell = new Int32Array(new SharedArrayBuffer(4));
function nap(ms) {
  Atomics.wait(napCell, 0, 0, ms);
}

function readExact(n) {
  const buf = Buffer.alloc(n);
  let got = 0;
  while (got < n) {
    let k = 0;
    try {
      k = fs.readSync(cfg.req_fd, buf, got, n - got, null);
    } catch (e) {
      if (e.code === "EAGAIN") {
        nap(1);
        continue;
      }
      throw e;
    }
    if (k === 0) return null;
    got += k;
  }
  return buf;
}

function readFrame() {
  const head = readExact(6);
  if (head === null) return null;
  const len = head.readUInt32LE(2);
  const body = len ? readExact(len) : Buffer.alloc(0);
  if (body === null) return null;
  return { type: String.fromCharCode(head[0]), mode: String.fromCharCode(head[1]), body };
}

frame("W", "");
const act = readFrame();
if (act === null) process.exit(0);
Object.assign(cfg, JSON.parse(act.body.toString("utf8")));
FS.mkdir(ROOT);
loadTree("");

// --- the simulated hardware's modules (host_tools.sim, staged by backend.py),
// outside the flash: the agent imports them at boot, like frozen modules ---
function copyInto(host, mem) {
  FS.mkdir(mem);
  for (const e of fs.readdirSync(host, { withFileTypes: true })) {
    if (e.isDirectory()) copyInto(path.join(host, e.name), mem + "/" + e.name);
    else if (e.isFile()) FS.writeFile(mem + "/" + e.name, fs.readFileSync(path.join(host, e.name)));
  }
}
if (cfg.simdir) copyInto(cfg.simdir, "/vdsim");
// the source of the modules a board runs partly as machine code (backend.py)
if (cfg.twindir) copyInto(cfg.twindir, "/vdtwins");

// --- the agent (agent.py, precompiled) makes the interpreter look like the board ---
FS.mkdir("/vd");
FS.writeFile("/vd/vdagent.mpy", fs.readFileSync(cfg.agent_mpy));
FS.writeFile("/vd/_vdcfg.py", cfg.vdcfg);
mp.runPython("import sys\nsys.path.insert(0, '/vd')\nimport vdagent\n_vd_run = vdagent.run\n" +
  "del sys.modules['vdagent'], sys.modules['_vdcfg']");
const run = mp.globals.get("_vd_run");
mp.runPython("del _vd_run, sys");

frame("R", "");
for (;;) {
  const req = readFrame();
  if (req === null) break;
  const mode = req.mode;
  const body = req.body;
  running = true;
  let result;
  try {
    result = run(mode, body.toString("utf8"));
  } catch (e) {
    result = "Traceback (most recent call last):\nRuntimeError: " + e + "\n";
  }
  running = false;
  flushOut();
  if (result !== "!unplug") syncTree(); // a pulled cable loses what was not yet written back
  frame("D", result);
}
process.exit(0);
