// The lessons page: the lesson text (docs/lessons/*.md) and the Lab, where
// a pupil's code runs with the lesson's check on the simulated full box,
// inside the same WebAssembly MicroPython the games page uses
// (host_tools/web/lab.py, host_tools/lessons/).
import { keepOffline } from "./common.js";

const $ = (id) => document.getElementById(id);
// real time a run may take before the page stops it (?limit=ms for the tests)
const LIMIT_MS = parseInt(new URLSearchParams(location.search).get("limit"), 10) || 10000;
const hb = { ready: false, results: [], errors: [] };
window.hexboxLab = hb;

let worker = null;
let workerReady = Promise.resolve(); // the current worker has loaded the box
let lessons = [];
let current = null;

// -- a little Markdown: headings, paragraphs, lists, tables, code ----------------
function esc(s) {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function inline(s) {
  return esc(s)
    .replace(/`([^`]+)`/g, "<code>$1</code>")
    .replace(/\*\*([^*]+)\*\*/g, "<strong>$1</strong>")
    .replace(/\*([^*]+)\*/g, "<em>$1</em>")
    .replace(/\[([^\]]+)\]\(([^)]+)\)/g, (m, t, href) => {
      const local = /^\d-[\w-]+\.md$/.exec(href);
      return local ? `<a href="#${href.slice(0, 1)}">${t}</a>` : `<a href="${href}">${t}</a>`;
    });
}

function markdown(text) {
  const out = [];
  const lines = text.split("\n");
  let i = 0;
  while (i < lines.length) {
    const l = lines[i];
    if (l.startsWith("```")) {
      const code = [];
      for (i++; i < lines.length && !lines[i].startsWith("```"); i++) code.push(lines[i]);
      out.push(`<pre><code>${esc(code.join("\n"))}</code></pre>`);
      i++;
    } else if (/^#{1,4} /.test(l)) {
      const n = l.indexOf(" ");
      out.push(`<h${n}>${inline(l.slice(n + 1))}</h${n}>`);
      i++;
    } else if (l.startsWith("|")) {
      const rows = [];
      for (; i < lines.length && lines[i].startsWith("|"); i++) {
        if (!/^\|[-| ]+\|$/.test(lines[i])) rows.push(lines[i].slice(1, -1).split("|").map((c) => inline(c.trim())));
      }
      out.push("<table>" + rows.map((r, k) => "<tr>" + r.map((c) => k ? `<td>${c}</td>` : `<th>${c}</th>`).join("") + "</tr>").join("") + "</table>");
    } else if (/^- /.test(l)) {
      const items = [];
      for (; i < lines.length && (/^- /.test(lines[i]) || /^ {2}\S/.test(lines[i])); i++) {
        if (/^- /.test(lines[i])) items.push(lines[i].slice(2));
        else items[items.length - 1] += " " + lines[i].trim();
      }
      out.push("<ul>" + items.map((t) => `<li>${inline(t)}</li>`).join("") + "</ul>");
    } else if (l.trim() === "") {
      i++;
    } else {
      const para = [];
      for (; i < lines.length && lines[i].trim() !== "" && !/^(#|\||- |```)/.test(lines[i]); i++) para.push(lines[i]);
      out.push(`<p>${inline(para.join(" "))}</p>`);
    }
  }
  return out.join("\n");
}

// -- the lesson ----------------------------------------------------------------
async function show(n) {
  current = lessons.find((l) => l.n === n) || lessons[0];
  for (const a of $("lesson-list").querySelectorAll("a")) a.classList.toggle("on", +a.dataset.n === current.n);
  const md = await fetch("lessons/" + current.page).then((r) => r.text());
  $("lesson").innerHTML = markdown(md);
  $("lab-title").textContent = `lesson ${current.n}: ${current.title}`;
  const saved = localStorage.getItem("hexbox:lesson:" + current.n);
  current.startText = await fetch("lessons/start/" + current.start).then((r) => r.text());
  $("code").value = saved !== null ? saved : current.startText;
  $("verdict").innerHTML = "";
  $("out").textContent = "";
  $("svg").innerHTML = "";
}

async function reset() {
  localStorage.removeItem("hexbox:lesson:" + current.n);
  $("code").value = await fetch("lessons/start/" + current.start).then((r) => r.text());
}

// -- running the code ------------------------------------------------------------
function startWorker() {
  // a fresh MicroPython in a worker; resolves once it has loaded the box
  workerReady = new Promise((resolve) => {
    worker = new Worker(new URL("lab-worker.js", import.meta.url), { type: "module" });
    worker.onmessage = (ev) => { if (ev.data === "ready") resolve(); };
  });
  return workerReady;
}

async function runInWorker(n, code) {
  // the report, or a stop after LIMIT_MS (a loop that never ends): then a new
  // worker, which a run waits for (a message sent while it loads would be
  // taken for its "ready")
  await workerReady;
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      worker.terminate();
      startWorker();
      resolve({ stopped: true, ok: false, lines: [`stopped: your code ran for more than ${LIMIT_MS / 1000} seconds of real time. ` +
        "Does a loop never end? Every loop should sleep or read a pin."], verdict: "not yet: fix the error above" });
    }, LIMIT_MS);
    worker.onmessage = (ev) => { clearTimeout(timer); resolve(JSON.parse(ev.data)); };
    worker.postMessage({ n, code, start: current.startText || "" });
  });
}

function animate(trace, period, revs) {
  // the wheel's turn during the run, played back twice as fast
  const g = document.getElementById("wheel");
  if (!g || trace.length < 2) return;
  const t0 = performance.now();
  const u0 = trace[0][0];
  const cx = g.dataset.cx;
  const cy = g.dataset.cy;
  const frame = (now) => {
    const us = u0 + (now - t0) * 2000;
    let k = 0;
    while (k + 1 < trace.length && trace[k + 1][0] <= us) k++;
    let pos = trace[k][1];
    if (k + 1 < trace.length) pos += (trace[k + 1][1] - pos) * (us - trace[k][0]) / (trace[k + 1][0] - trace[k][0]);
    const deg = ((((pos % period) + period) % period) * revs / period % 1) * 360;
    g.setAttribute("transform", `rotate(${(-deg).toFixed(3)} ${cx} ${cy})`);
    if (k + 1 < trace.length) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

async function run() {
  const code = $("code").value;
  localStorage.setItem("hexbox:lesson:" + current.n, code);
  $("lab-state").textContent = "running...";
  $("run").disabled = true;
  const r = await runInWorker(current.n, code);
  $("run").disabled = false;
  hb.results.push(r);
  $("verdict").innerHTML = "";
  for (const line of r.lines) {
    const li = document.createElement("li");
    li.textContent = line;
    li.className = line.startsWith("ok") ? "good" : line.startsWith("WRONG") ? "bad" : "";
    $("verdict").append(li);
  }
  const li = document.createElement("li");
  li.textContent = r.verdict || (r.ok ? "PASSED" : "not yet: fix the error above");
  li.className = r.ok ? "good passed" : "bad";
  $("verdict").append(li);
  $("out").textContent = (r.out || []).join("\n");
  $("svg").innerHTML = r.svg || "";
  const svg = $("svg").querySelector("svg");
  if (svg) {
    svg.removeAttribute("width");
    svg.removeAttribute("height");
    const g = document.getElementById("wheel");
    animate(r.trace || [], +g.dataset.period, +g.dataset.revs);
  }
  if (r.stopped) {
    $("lab-state").textContent = "restarting the lab...";
    $("run").disabled = true;
    await workerReady;
    $("run").disabled = false;
  }
  $("lab-state").textContent = r.ok ? "passed" : "";
}

async function boot() {
  const [list, bundle] = await Promise.all([
    fetch("lessons/lessons.json").then((r) => r.json()),
    fetch("bundle.json").then((r) => r.json()),
  ]);
  lessons = list;
  for (const l of lessons) {
    const a = document.createElement("a");
    a.href = "#" + l.n;
    a.dataset.n = l.n;
    a.textContent = `${l.n} ${l.title}`;
    $("lesson-list").append(a);
  }
  const want = () => parseInt(location.hash.slice(1), 10) || 1;
  window.addEventListener("hashchange", () => show(want()));
  await show(want());
  $("reset").onclick = reset;
  await startWorker();
  $("run").disabled = false;
  $("run").onclick = run;
  $("lab-state").textContent = "ready";
  hb.ready = true;
}

keepOffline();
boot().catch((e) => {
  hb.errors.push(String(e && e.stack || e));
  $("lab-state").textContent = "the lab could not start: " + e;
});
