// The Lab's MicroPython, in a worker of its own: a pupil's loop that never
// ends cannot freeze the page, which simply ends the worker and starts a
// new one (lessons.js). Messages: {n, code, start} in (start: the lesson's
// first try), the run's JSON report out.
import { startMicroPython, writeTree } from "./common.js";

const ready = (async () => {
  const bundle = await fetch("bundle.json").then((r) => r.json());
  const mp = await startMicroPython((s) => console.log(s));
  writeTree(mp, bundle.flash, "/flash");
  writeTree(mp, bundle.lib, "/lib");
  mp.FS.writeFile("/flash/board.json", JSON.stringify(bundle.boards.pico));
  mp.runPython("import sys, os, json\nsys.path.insert(0, '/flash')\nsys.path.append('/lib')\nos.chdir('/flash')\n" +
    "from host_tools.web.lab import Runner\nwith open('board.json') as f:\n    _runner = Runner(json.load(f))\n");
  return mp.globals.get("_runner");
})();

self.onmessage = async (ev) => {
  let text;
  try {
    const runner = await ready;
    text = runner.run(ev.data.n, ev.data.code, ev.data.start || "");
  } catch (e) {
    text = JSON.stringify({ ok: false, lines: ["the lab itself failed: " + e] });
  }
  self.postMessage(text);
};
ready.then(() => self.postMessage("ready"), (e) => self.postMessage(JSON.stringify({ ok: false, lines: ["the lab could not start: " + e] })));
