// What both pages (the games, the lessons) share: MicroPython from the
// files next to the page (no CDN) and the bundle written into its file system.
import { loadMicroPython } from "./micropython.mjs";

export function b64ToBytes(s) {
  const bin = atob(s);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

export function writeTree(mp, files, root) {
  // {relative path: base64} into the interpreter's file system under root
  for (const [rel, data] of Object.entries(files)) {
    const path = root + "/" + rel;
    let cur = "";
    for (const part of path.split("/").slice(1, -1)) {
      cur += "/" + part;
      try { mp.FS.mkdir(cur); } catch (e) { /* there already */ }
    }
    mp.FS.writeFile(path, b64ToBytes(data));
  }
}

export async function startMicroPython(say) {
  // a fresh interpreter; the caller writes the flash (bundle.flash, bundle.lib)
  return loadMicroPython({
    heapsize: 16 * 1024 * 1024, url: new URL("micropython.wasm", import.meta.url).href,
    stdout: say, stderr: say, linebuffer: true,
  });
}

export function keepOffline() {
  // the service worker (sw.js) keeps the site for a reload without network
  if ("serviceWorker" in navigator && location.protocol !== "file:") {
    navigator.serviceWorker.register("sw.js").catch(() => { /* online only, as before */ });
  }
}
