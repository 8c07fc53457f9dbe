// hexbox in the browser: the box's firmware (main.py, unchanged) on the
// WebAssembly MicroPython, against the simulator's part models. This file
// only moves data between the page and host_tools/web/page.py (the Python
// side, which runs the box): buttons and pieces in, one JSON report out
// per call (OLED pixels, wheel trace, buzzer tones, the table's SVG).
//
// Time: the box runs on a virtual clock. Every animation frame the page
// lets it run up to LEAD_US past what the page shows; a blocking wheel turn
// runs ahead in one go and the page then plays the wheel's trace back at
// the speed it turned (faster when it is far behind, as after homing).
import { keepOffline, startMicroPython, writeTree } from "./common.js";

const FLASH = "/flash";
const STORE = "hexbox:flash:"; // localStorage key per file of the page's flash
const LEAD_US = 60000;
const CATCH_UP_US = 1500000; // further behind than this: the wheel plays faster
const KEYS = { r: "roll", R: "roll", " ": "roll", Enter: "confirm", o: "confirm", O: "confirm",
  b: "back", B: "back", Backspace: "back", s: "stop", S: "stop" };
const SKIP_FLASH = new Set(["main.py", "boot.py"]); // from the bundle, never stored
const LANG_KEY = "hexbox:lang"; // the language last chosen, for a game started without a link
// where the magicians stand on the table (the box's board): after a reload
// they stand where they stood, as magnets do through a power cut
const TABLE_KEY = "hexbox:table";
// ?speed=4: the box's clock runs four times as fast as the wall clock (a
// demo in a hurry, the tests); 1 is real time
const SPEED = Math.min(Math.max(parseFloat(new URLSearchParams(location.search).get("speed")) || 1, 0.25), 16);

const $ = (id) => document.getElementById(id);
// what the tests and the bench read: boot time, per-press timings, the
// last table picture as the box drew it, counters
const hb = { ready: false, bootMs: null, frames: 0, tones: 0, updates: 0, oleds: 0, svgs: 0,
  lastSvg: "", presses: [], errors: [], boots: 0, playedUs: null };
window.hexbox = hb;

let mp = null;
let py = null; // the Python Page's methods
let bundle = null;
let games = [];
let pageWords = {}; // language -> the page's own words (words_<lang>.json), all loaded at boot: offline too
let lang = "en";
let boards = {};
let cfg = null;
let clockUs = 0;
let shownUs = 0;
let trace = []; // [us, wheel model position]
let wheelOff = 0;
let wheelPos = 0;
let pieces = null;
let pendingSvg = null;
let drag = null;
let selected = -1;
let lastNow = 0;
let stopped = false;
let linkIgnored = []; // the link's variants the game did not take

// -- the console ----------------------------------------------------------
function say(text) {
  const c = $("console");
  c.textContent += text.endsWith("\n") ? text : text + "\n";
  c.scrollTop = c.scrollHeight;
}

// -- the page's words, in the language chosen ---------------------------------
function w(key, ...values) {
  // a word of the page; each %s takes the next value
  const text = (pageWords[lang] || pageWords.en)[key];
  let i = 0;
  return text.replace(/%s/g, () => String(values[i++]));
}

function languages() {
  return Object.keys(pageWords);
}

function speak(code) {
  // every label of the page in language `code`: the elements name their word
  lang = pageWords[code] ? code : "en";
  document.documentElement.lang = lang;
  for (const e of document.querySelectorAll("[data-w]")) e.textContent = w(e.dataset.w);
  for (const e of document.querySelectorAll("[data-w-html]")) e.innerHTML = w(e.dataset.wHtml);
  for (const e of document.querySelectorAll("[data-w-title]")) e.title = w(e.dataset.wTitle);
  for (const e of document.querySelectorAll("[data-w-placeholder]")) e.placeholder = w(e.dataset.wPlaceholder);
  for (const e of document.querySelectorAll("[data-w-aria]")) e.setAttribute("aria-label", w(e.dataset.wAria));
}

function chosenLanguage() {
  const l = localStorage.getItem(LANG_KEY);
  return languages().includes(l) ? l : "en";
}

// -- the flash in localStorage ---------------------------------------------
function bytesToB64(bytes) {
  let s = "";
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000));
  return btoa(s);
}

function storedFlash() {
  const out = {};
  for (let i = 0; i < localStorage.length; i++) {
    const k = localStorage.key(i);
    if (k.startsWith(STORE)) out[k.slice(STORE.length)] = localStorage.getItem(k);
  }
  return out;
}

function clearFlash() {
  for (const k of Object.keys(storedFlash())) localStorage.removeItem(STORE + k);
  localStorage.removeItem(TABLE_KEY); // a new game: the pieces come off the table
}

let synced = {}; // name -> base64 as last stored
function syncFlash() {
  // the top-level files of the flash (config, board, the action log and its
  // .bak/.tmp generations) mirror into localStorage after every call
  const seen = {};
  for (const name of mp.FS.readdir(FLASH)) {
    if (name === "." || name === ".." || SKIP_FLASH.has(name)) continue;
    const st = mp.FS.stat(FLASH + "/" + name);
    if (mp.FS.isDir(st.mode)) continue;
    const data = bytesToB64(mp.FS.readFile(FLASH + "/" + name));
    seen[name] = true;
    if (synced[name] !== data) {
      try { localStorage.setItem(STORE + name, data); } catch (e) { say("localStorage: " + e); }
      synced[name] = data;
    }
  }
  for (const name of Object.keys(synced)) {
    if (!seen[name]) { localStorage.removeItem(STORE + name); delete synced[name]; }
  }
}

// -- which game: the link, else what the flash holds ------------------------
function randomSeed() {
  const a = new Uint32Array(1);
  crypto.getRandomValues(a);
  return a[0] & 0x3fffffff;
}

function seatName(g, s) {
  // a seat by its number and, where the game calls its seats by colour, the
  // colour the OLED says: "2 (Green)", so that a seat given to the box is
  // the one the table then sees it play
  const name = ((g.seat_names || {})[lang] || [])[s];
  return name && !/\d/.test(name) ? (s + 1) + " (" + name + ")" : String(s + 1);
}

function gameInfo(name) {
  return games.find((g) => g.name === name) || games[0];
}

function fromLink() {
  const q = new URLSearchParams(location.search);
  if (!q.has("game")) return null;
  const g = gameInfo(q.get("game"));
  let players = parseInt(q.get("players"), 10);
  if (!(players >= g.players[0] && players <= g.players[1])) players = Math.min(Math.max(2, g.players[0]), g.players[1]);
  // variant=a,b and variant=a&variant=b alike
  const names = q.getAll("variant").flatMap((v) => v.split(",")).filter((v) => v);
  const variant = chosenVariants(g, names, players);
  // a name the game does not take (at this seat count), or one of a menu that
  // named another after it: the page says which, instead of dropping it silently
  linkIgnored = names.filter((v) => !g.choices.some((c) => variant.includes(c.alias[v] || v)));
  const board = boards[q.get("board")] ? q.get("board") : g.board;
  const seed = q.has("seed") && /^\d+$/.test(q.get("seed")) ? parseInt(q.get("seed"), 10) & 0x3fffffff : null;
  // the box speaks one language (config.json "lang"); none in the link: the one chosen last
  const lang = languages().includes(q.get("lang")) ? q.get("lang") : null;
  const bots = seatList(q.get("bots") || "", players);
  return { board, game: g.name, players, variant, seed, lang, bots };
}

// the variants a link or a stored config names, as the picker offers them:
// only names the engine takes at this seat count, an alias by the choice it
// is (meister: meister8), one per menu
function chosenVariants(g, names, players) {
  const out = [];
  for (const c of g.choices) {
    if (!c.players.includes(players)) continue;
    const hit = names.map((v) => c.alias[v] || v).filter((v) => c.names.includes(v));
    if (hit.length) out.push(hit[hit.length - 1]); // (the engine too plays the last one named)
  }
  return out;
}

function variantName(g, v) {
  // a variant as the picker names it; one of a labelled menu with its label
  // ("Meistermagier: 3 spells")
  const names = g.variant_names[lang] || {};
  const c = g.choices.find((x) => x.names.includes(v) || x.alias[v]);
  const own = names[v] || v.replace(/_/g, " ");
  return c && c.label && c.label !== v ? (names[c.label] || c.label) + ": " + own : own;
}

function chosenInPicker() {
  // what the picker's boxes and menus say: the variant names, none where "off"
  const out = [];
  for (const e of $("variants").querySelectorAll("input, select")) {
    if (e.disabled) continue;
    if (e.tagName === "SELECT" ? e.value : e.checked) out.push(e.value);
  }
  return out;
}

// the seats the box plays (config.json "bots"): "1,2" -> [1, 2], only seats there are
function seatList(text, players) {
  const out = [];
  for (const part of text.split(",")) {
    if (/^\d+$/.test(part) && parseInt(part, 10) < players && !out.includes(parseInt(part, 10))) out.push(parseInt(part, 10));
  }
  return out.sort((a, b) => a - b);
}

function sameGame(a, b) {
  return a && b && a.board === b.board && a.game === b.game && a.players === b.players &&
    a.variant.join(",") === b.variant.join(",") && (b.seed === null || a.seed === b.seed) &&
    (a.bots || []).join(",") === (b.bots || []).join(","); // another language: the same game, said otherwise
}

function linkOf(c) {
  if (c.games) { // a box set up on its own screen: the link opens it again, as it is
    const s = new URLSearchParams({ setup: "1" });
    if (c.board !== "pico_referee") s.set("board", c.board);
    if (SPEED !== 1) s.set("speed", String(SPEED));
    return location.pathname + "?" + s.toString();
  }
  const q = new URLSearchParams({ game: c.game, players: c.players, seed: c.seed });
  if (c.variant.length) q.set("variant", c.variant.join(","));
  if (c.board !== gameInfo(c.game).board) q.set("board", c.board);
  if (c.lang && c.lang !== "en") q.set("lang", c.lang);
  if (c.bots && c.bots.length) q.set("bots", c.bots.join(","));
  if (SPEED !== 1) q.set("speed", String(SPEED));
  return location.pathname + "?" + q.toString();
}

function chooseConfig() {
  const stored = storedFlash();
  let old = null;
  try { old = stored["config.json"] ? JSON.parse(atob(stored["config.json"])) : null; } catch (e) { old = null; }
  if (old) { old.variant = old.variant || []; old.lang = old.lang || "en"; old.bots = old.bots || []; }
  const asked = new URLSearchParams(location.search);
  if (asked.has("setup")) {
    // the box's own setup screen: it holds every game and asks on its OLED;
    // a box set up before goes on (its saved game, or its setup screen)
    if (old && old.games) return { cfg: old, files: stored, resumed: true };
    clearFlash();
    const board = boards[asked.get("board")] ? asked.get("board") : "pico_referee";
    const lang = languages().includes(asked.get("lang")) ? asked.get("lang") : chosenLanguage();
    const full = { board, games: games.map((g) => g.name), game: games[0].name, players: 2,
      variant: [], seed: randomSeed(), lang, setup: true };
    const enc = (o) => btoa(JSON.stringify(o));
    return { cfg: Object.assign({ bots: [] }, full), files: { "config.json": enc(full), "board.json": enc(boards[board]) }, resumed: false };
  }
  const want = fromLink();
  if (old && (want === null || sameGame(old, want))) {
    if (want && want.lang && want.lang !== old.lang) { // the link's language: the box boots in it
      old.lang = want.lang;
      stored["config.json"] = btoa(JSON.stringify(old));
    }
    return { cfg: old, files: stored, resumed: true };
  }
  const first = games[0];  // the first game of the menu, on its own box
  const c = want || { board: first.board, game: first.name, players: 2, variant: [], seed: null, lang: null, bots: [] };
  if (!c.lang) c.lang = chosenLanguage();
  if (c.seed === null) c.seed = randomSeed();
  clearFlash();
  return freshFlash(c);
}

function freshFlash(c) {
  // what `host_tools flash` writes for a new game: its config and board
  const full = { board: c.board, game: c.game, players: c.players, variant: c.variant, seed: c.seed,
    lang: c.lang };
  if (c.bots && c.bots.length) full.bots = c.bots; // the seats the box plays
  const enc = (o) => btoa(JSON.stringify(o));
  return { cfg: full, files: { "config.json": enc(full), "board.json": enc(boards[c.board]) }, resumed: false };
}

// -- the picker ----------------------------------------------------------
function fillPicker() {
  const sel = $("game");
  sel.innerHTML = "";
  for (const g of games) sel.add(new Option(g.title, g.name, false, g.name === cfg.game));
  const fillRest = () => {
    const g = gameInfo(sel.value);
    const ps = $("players");
    ps.innerHTML = "";
    const want = sel.value === cfg.game ? cfg.players : Math.min(Math.max(2, g.players[0]), g.players[1]);
    for (let n = g.players[0]; n <= g.players[1]; n++) ps.add(new Option(String(n), String(n), false, n === want));
    fillSeats();
    fillVariants(sel.value === cfg.game ? cfg.variant : []);
    const how = $("howto").querySelector("ul");
    how.innerHTML = "";
    for (const row of g.howto[lang] || g.howto.en) { const li = document.createElement("li"); li.textContent = row; how.append(li); }
  };
  // a choice per seat: a person, or the box's own player ("Solo": one person)
  const fillSeats = () => {
    const sp = $("seats");
    const was = [...sp.querySelectorAll("select")].map((s) => s.value);
    sp.innerHTML = "";
    const n = parseInt($("players").value, 10);
    for (let s = 0; s < n; s++) {
      const l = document.createElement("label");
      const who = document.createElement("select");
      who.id = "seat-" + s;
      who.add(new Option(w("person"), "person"));
      who.add(new Option(w("box_seat"), "box"));
      who.value = was[s] || (sel.value === cfg.game && (cfg.bots || []).includes(s) ? "box" : "person");
      l.append(w("seat", seatName(gameInfo(sel.value), s)) + " ", who);
      sp.append(l);
    }
  };
  // every variant the engine has (games.json "choices", the list the
  // simulator's --variant names too): a box to tick, or a menu where one of
  // several is played (an adventure, a count of spells); one a seat count
  // does not take is shown, greyed, with the counts that take it
  const fillVariants = (want) => {
    const g = gameInfo(sel.value);
    const n = parseInt($("players").value, 10);
    const vs = $("variants");
    vs.innerHTML = "";
    const named = (v) => (g.variant_names[lang] || {})[v] || v.replace(/_/g, " ");
    g.choices.forEach((c, i) => {
      const l = document.createElement("label");
      const takes = c.players.includes(n);
      let input;
      if (c.names.length === 1 && c.optional) {
        input = document.createElement("input");
        input.type = "checkbox";
        input.value = c.names[0];
        input.checked = takes && want.includes(c.names[0]);
        l.append(input, " " + named(c.names[0]));
      } else {
        input = document.createElement("select");
        if (c.optional) input.add(new Option(w("variant_off"), ""));
        for (const v of c.names) input.add(new Option(named(v), v));
        const had = c.names.find((v) => want.some((x) => (c.alias[x] || x) === v));
        input.value = takes && had ? had : (c.optional ? "" : c.names[0]);
        l.append((c.label ? named(c.label) : w("variant")) + " ", input);
      }
      input.id = "variant-" + i;
      input.disabled = !takes;
      if (!takes) l.title = w("variant_players", c.players.join(", "));
      l.classList.toggle("off", !takes);
      vs.append(l);
    });
  };
  $("players").onchange = () => {
    const had = chosenInPicker();
    fillSeats();
    fillVariants(had);
  };
  sel.onchange = fillRest;
  $("lang").value = cfg.lang;
  $("lang").onchange = () => { $("lang").blur(); switchLanguage($("lang").value); };
  fillRest();
  $("seed").value = "";
  $("seed").placeholder = w("seed_now", cfg.seed);
  $("picker").onsubmit = (ev) => {
    ev.preventDefault();
    const seedText = $("seed").value.trim();
    const c = {
      board: sel.value === cfg.game ? cfg.board : gameInfo(sel.value).board, game: sel.value,
      players: parseInt($("players").value, 10),
      variant: chosenInPicker(),
      seed: /^\d+$/.test(seedText) ? parseInt(seedText, 10) : randomSeed(),
      lang: $("lang").value,
      bots: [...$("seats").querySelectorAll("select")].map((s, i) => (s.value === "box" ? i : -1)).filter((i) => i >= 0),
    };
    document.activeElement.blur(); // the keys are the box's again
    newGame(c);
  };
  $("share").onclick = async () => {
    const url = location.origin + linkOf(cfg);
    try { await navigator.clipboard.writeText(url); $("share").textContent = w("link_copied"); } catch (e) { prompt(w("link_prompt"), url); }
  };
  const mute = $("mute");
  mute.checked = localStorage.getItem("hexbox:mute") === "1";
  mute.onchange = () => { localStorage.setItem("hexbox:mute", mute.checked ? "1" : "0"); if (mute.checked) silence(); };
}

// -- the OLED ----------------------------------------------------------------
const oled = { ctx: null, img: null };
function drawOled(hex) {
  if (!oled.ctx) {
    oled.ctx = $("oled").getContext("2d");
    oled.img = oled.ctx.createImageData(128, 64);
  }
  const px = oled.img.data;
  for (let page = 0; page < 8; page++) {
    for (let x = 0; x < 128; x++) {
      const i = page * 128 + x;
      const b = parseInt(hex.substr(2 * i, 2), 16);
      for (let bit = 0; bit < 8; bit++) {
        const o = (((page * 8 + bit) * 128) + x) * 4;
        const on = (b >> bit) & 1;
        px[o] = on ? 170 : 2; px[o + 1] = on ? 220 : 6; px[o + 2] = on ? 255 : 12; px[o + 3] = 255;
      }
    }
  }
  oled.ctx.putImageData(oled.img, 0, 0);
  $("oled").dataset.hex = hex;
  hb.oleds += 1;
}

// -- sound -----------------------------------------------------------------------
const audio = { ctx: null, osc: null, gain: null };
function wakeAudio() {
  if (!audio.ctx) {
    try {
      audio.ctx = new AudioContext();
      audio.osc = audio.ctx.createOscillator();
      audio.osc.type = "square";
      audio.gain = audio.ctx.createGain();
      audio.gain.gain.value = 0;
      audio.osc.connect(audio.gain).connect(audio.ctx.destination);
      audio.osc.start();
    } catch (e) { audio.ctx = null; return; }
  }
  if (audio.ctx.state === "suspended") audio.ctx.resume();
}

function silence() {
  if (audio.ctx) audio.gain.gain.cancelScheduledValues(0), audio.gain.gain.setValueAtTime(0, audio.ctx.currentTime);
}

function playTones(list) {
  // PWM changes [us, freq, duty] on the box's clock, played when the page
  // shows that moment
  hb.tones += list.length;
  if (!audio.ctx || $("mute").checked) return;
  const now = audio.ctx.currentTime;
  for (const [us, freq, duty] of list) {
    const t = now + Math.max(0, (us - shownUs) / 1e6);
    if (freq > 0) audio.osc.frequency.setValueAtTime(freq, t);
    audio.gain.gain.setValueAtTime(duty > 0 ? 0.05 : 0, t);
  }
}

// -- the table ---------------------------------------------------------------
function setSvg(text) {
  hb.lastSvg = text;
  hb.svgs += 1;
  if (drag) { pendingSvg = text; return; }
  $("svg").innerHTML = text;
  const svg = $("svg").querySelector("svg");
  if (!svg.getAttribute("viewBox")) svg.setAttribute("viewBox", `0 0 ${svg.getAttribute("width")} ${svg.getAttribute("height")}`);
  svg.removeAttribute("width");
  svg.removeAttribute("height");
  // the box reads the pieces: a touch on the table drags them; elsewhere it
  // pans and zooms (a phone's table is small)
  const reads = Boolean(pieces && boards[cfg.board].hall);
  svg.classList.toggle("pieces", reads);
  if (reads) hookPieces(svg);
  drawWheel();
}

function wheelAt(us) {
  // the wheel model's position at virtual time us, along the trace
  while (trace.length > 1 && trace[1][0] <= us) trace.shift();
  if (!trace.length) return wheelPos;
  const [u0, p0] = trace[0];
  if (us <= u0 || trace.length === 1) return p0;
  const [u1, p1] = trace[1];
  return p0 + (p1 - p0) * (us - u0) / (u1 - u0);
}

function drawWheel() {
  const g = document.getElementById("wheel");
  if (!g) return;
  const period = +g.dataset.period;
  const revs = +g.dataset.revs;
  const step = wheelAt(shownUs) - wheelOff;
  const turns = (((step % period) + period) % period) * revs / period;
  const deg = (turns % 1) * 360;
  const cx = +g.dataset.cx;
  const cy = +g.dataset.cy;
  g.setAttribute("transform", `rotate(${(-deg).toFixed(3)} ${cx} ${cy})`);
  const svg = g.ownerSVGElement;
  svg.dataset.shownStep = String(Math.round(((step % period) + period) % period));
  // which magicians a ghost touches at this angle (drawing only: the engine
  // decides contacts in exact integers)
  // the engine rounds a ghost's centre to 1/16 mm (under 1.5 units): a
  // little slack so the first contact step shows as a contact
  const reach = +g.dataset.ghostR + +g.dataset.magicianR + 0.15;
  const a = -deg * Math.PI / 180;
  const c = Math.cos(a);
  const s = Math.sin(a);
  const ghosts = [...g.querySelectorAll("circle.ghost")].map((e) => {
    const x = +e.getAttribute("cx") - cx;
    const y = +e.getAttribute("cy") - cy;
    return [cx + x * c - y * s, cy + x * s + y * c];
  });
  const near = (px, py) => ghosts.some(([x, y]) => Math.hypot(x - px, y - py) < reach);
  for (const f of svg.querySelectorAll("circle.field")) {
    const fill = near(+f.getAttribute("cx"), +f.getAttribute("cy")) ? "#ffb3b3" : "#fffaf0";
    if (f.getAttribute("fill") !== fill) f.setAttribute("fill", fill);
  }
  for (const m of svg.querySelectorAll(".mag")) {
    const [mx, my] = translation(m);
    m.classList.toggle("touched", +m.dataset.field >= 0 && near(mx, my));
  }
}

function catchUp() {
  // A person takes a piece: the table first shows the box's own moment. A
  // wheel still turning on screen (homing, a ghost turn) has stopped in the
  // box already, and the box only looks at its sensors again once the
  // picture has caught up: without this a piece set during the turn would
  // wait unseen, and the next one would arrive with it.
  if (shownUs < clockUs) {
    shownUs = clockUs;
    drawWheel();
  }
}

function translation(el) {
  const t = /translate\(([-\d.]+)[ ,]+([-\d.]+)\)/.exec(el.getAttribute("transform") || "");
  return t ? [+t[1], +t[2]] : [0, 0];
}

function svgPoint(svg, ev) {
  const p = svg.createSVGPoint();
  p.x = ev.clientX;
  p.y = ev.clientY;
  return p.matrixTransform(svg.getScreenCTM().inverse());
}

function fieldAt(svg, pt) {
  let best = -1;
  let bestD = 1e9;
  for (const f of svg.querySelectorAll("circle.field")) {
    const d = Math.hypot(+f.getAttribute("cx") - pt.x, +f.getAttribute("cy") - pt.y);
    if (d <= +f.getAttribute("r") + 2 && d < bestD) { best = +f.dataset.field; bestD = d; }
  }
  return best;
}

function hookPieces(svg) {
  // drag a magician to a field (or click it, then click the field): the
  // hall sensors under the fields see the magnet
  for (const m of svg.querySelectorAll(".mag")) {
    m.classList.toggle("selected", +m.dataset.mag === selected);
    m.addEventListener("pointerdown", (ev) => {
      ev.preventDefault();
      ev.stopPropagation();
      wakeAudio();
      catchUp();
      const [x, y] = translation(m);
      const pt = svgPoint(svg, ev);
      drag = { m: +m.dataset.mag, el: m, dx: x - pt.x, dy: y - pt.y, moved: false, id: ev.pointerId };
      try { m.setPointerCapture(ev.pointerId); } catch (e) { /* a synthetic event */ }
    });
    m.addEventListener("pointermove", (ev) => {
      if (!drag || drag.el !== m) return;
      const pt = svgPoint(svg, ev);
      const [x, y] = translation(m);
      const nx = pt.x + drag.dx;
      const ny = pt.y + drag.dy;
      if (!drag.moved && Math.hypot(nx - x, ny - y) < 1.5) return;
      if (!drag.moved) {
        drag.moved = true;
        m.classList.add("dragging");
        call("put", drag.m, -1); // lifted: the field under it is empty now
      }
      m.setAttribute("transform", `translate(${nx.toFixed(2)} ${ny.toFixed(2)})`);
    });
    const end = (ev) => {
      if (!drag || drag.el !== m) return;
      const d = drag;
      drag = null;
      // the picture drawn while the piece was in the hand: older than what
      // the drop draws (it put the dropped magician back in the hand)
      const held = pendingSvg;
      pendingSvg = null;
      const drawn = hb.svgs;
      if (d.moved) {
        const f = fieldAt(svg, svgPoint(svg, ev));
        selected = -1;
        $("note").textContent = ""; // a new drop: the last one's reason is old
        call("put", d.m, f);
      } else {
        selected = selected === d.m ? -1 : d.m;
      }
      if (held && hb.svgs === drawn) setSvg(held); else if (hb.svgs === drawn) {
        for (const e of svg.querySelectorAll(".mag")) e.classList.toggle("selected", +e.dataset.mag === selected);
      }
    };
    m.addEventListener("pointerup", end);
    m.addEventListener("pointercancel", end);
  }
  svg.addEventListener("click", (ev) => {
    if (selected < 0 || ev.target.closest(".mag")) return;
    const f = fieldAt(svg, svgPoint(svg, ev));
    const m = selected;
    selected = -1;
    catchUp();
    $("note").textContent = "";
    call("put", m, f); // a field, or -1 (anywhere else): into the hand
  });
}

// -- one report from the box ----------------------------------------------------
function apply(text) {
  const r = JSON.parse(text);
  clockUs = r.us;
  if (r.oled) drawOled(r.oled);
  if (r.rows) {
    const rows = r.rows.join(" / ");
    if ($("rows").textContent !== rows) $("rows").textContent = rows;
    $("oled").dataset.rows = JSON.stringify(r.rows);
    $("oled").dataset.hl = String(r.hl);
  }
  if (r.trace) for (const s of r.trace) trace.push(s);
  if (r.off !== undefined) {
    wheelOff = r.off;
    wheelPos = r.pos;
    if (!trace.length || trace[trace.length - 1][1] !== r.pos) trace.push([r.us, r.pos]);
  }
  if (r.tones) playTones(r.tones);
  if (r.pieces) {
    pieces = r.pieces;
    const text = JSON.stringify(pieces);
    if (localStorage.getItem(TABLE_KEY) !== text) localStorage.setItem(TABLE_KEY, text);
  }
  if (r.svg) setSvg(r.svg);
  if (r.fault) {
    // a teacher's fault: what it did, or that this box has no such part
    const [kind, done] = r.fault;
    const t = done < 0 ? w("fault_none") : w("fault_" + kind + "_done", done);
    $("fault-said").textContent = t;
    say(t);
  }
  if (r.taken) {
    // a drop on a taken field: the piece is back in the hand; say why
    const t = w("field_taken", ...r.taken);
    $("note").textContent = t;
    say(t);
  }
  if (r.game !== undefined && (r.game !== cfg.game || r.players !== cfg.players ||
      r.variant.join(",") !== (cfg.variant || []).join(","))) {
    // the box's own setup screen chose another game: the page names that one
    cfg.game = r.game;
    cfg.players = r.players;
    cfg.variant = r.variant;
    cfg.seed = null;  // named below, with the seats
  }
  if (r.seed !== undefined && (r.seed !== cfg.seed || r.bots.join(",") !== (cfg.bots || []).join(","))) {
    // the box began a new game of its own (OK after the end): the page names
    // the seed and seats it plays, and its link starts that game
    cfg.seed = r.seed;
    cfg.bots = r.bots;
    $("seed").placeholder = w("seed_now", cfg.seed);
    // the picker's seat choices follow the box's seats screen
    if ($("game").value === cfg.game && parseInt($("players").value, 10) === cfg.players) {
      $("seats").querySelectorAll("select").forEach((s, i) => { s.value = cfg.bots.includes(i) ? "box" : "person"; });
    }
    history.replaceState(null, "", linkOf(cfg));
    // the flash's config too: a reload then finds the link's game in its log and resumes it
    const full = JSON.parse(new TextDecoder().decode(mp.FS.readFile(FLASH + "/config.json")));
    full.seed = cfg.seed;
    if (cfg.bots.length) full.bots = cfg.bots; else delete full.bots;
    mp.FS.writeFile(FLASH + "/config.json", JSON.stringify(full));
  }
  if (r.played !== undefined) {
    const g = gameInfo(cfg.game);
    const boxSeats = (cfg.bots || []).map((s) => seatName(g, s)).join(", ");
    const variants = cfg.variant.map((v) => variantName(g, v)).join(", ");
    const info = w("info", g.title, cfg.players, boxSeats ? w("box_plays", boxSeats) : "",
      variants ? ", " + variants : "", cfg.seed, r.played, r.over ? w("game_over") : "");
    if ($("info").textContent !== info) $("info").textContent = info;
    if (document.body.dataset.played !== String(r.played)) hb.playedUs = r.us;
    document.body.dataset.played = String(r.played);
  }
  if (r.error && !stopped) {
    stopped = true;
    hb.errors.push(r.error);
    say(r.error);
    $("hint").innerHTML = "";
    const p = document.createElement("p");
    p.className = "error";
    p.textContent = w("stopped") + "\n" + r.error;
    $("hint").append(p);
  }
  syncFlash();
  hb.updates += 1;
  hb.lastUpdate = performance.now();
}

function call(name, ...args) {
  if (!py) return;
  apply(py[name](...args));
}

// -- buttons and keys ---------------------------------------------------------
function hasButton(name) {
  const b = boards[cfg.board].buttons;
  return name !== "active_low" && name !== "long_ms" && b[name] !== undefined;
}

function enableButtons() {
  for (const b of document.querySelectorAll("#buttons button")) b.disabled = !hasButton(b.dataset.button);
  // the teacher's faults this box's parts can have
  const b = boards[cfg.board];
  $("fault-slip").disabled = !b.wheel;
  $("fault-oled").disabled = !b.display;
  for (const id of ["fault-kill", "fault-flicker", "fault-field"]) $(id).disabled = !b.hall;
  $("fault-said").textContent = "";
}

function hookFaults() {
  // the teacher's panel: a fault on the simulated parts, for a class to see the box cope
  for (const b of document.querySelectorAll("#teacher button[data-fault]")) {
    b.addEventListener("click", () => {
      const field = parseInt($("fault-field").value, 10);
      call("fault", b.dataset.fault, Number.isFinite(field) ? field : -1);
    });
  }
}

function hookButtons() {
  for (const b of document.querySelectorAll("#buttons button")) {
    const name = b.dataset.button;
    let t0 = 0;
    const up = () => {
      if (!b.classList.contains("down")) return;
      b.classList.remove("down");
      const o = hb.oleds;
      const v = hb.svgs;
      call("up", name);
      // a click's time: from the button going down to the frame that shows its effect
      const oled = hb.oleds > o;
      const svg = hb.svgs > v;
      requestAnimationFrame(() => hb.presses.push({ button: name, ms: performance.now() - t0, oled, svg }));
    };
    b.addEventListener("pointerdown", (ev) => {
      ev.preventDefault();
      t0 = performance.now();
      wakeAudio();
      b.classList.add("down");
      try { b.setPointerCapture(ev.pointerId); } catch (e) { /* a synthetic event */ }
      call("down", name);
    });
    b.addEventListener("pointerup", up);
    b.addEventListener("pointercancel", up);
    b.addEventListener("contextmenu", (ev) => ev.preventDefault()); // a long touch is a long press
  }
  // The box's keys work wherever the focus is but in a text field (the
  // seed): a picker button or menu keeps the focus after a click, and Enter
  // there started yet another new game, R chose another game in a menu.
  const typing = (ev) => ev.target.closest && ev.target.closest("input[type=number], input[type=text], textarea");
  window.addEventListener("keydown", (ev) => {
    const name = KEYS[ev.key];
    if (!name || typing(ev) || !hasButton(name)) return;
    ev.preventDefault();
    if (ev.repeat) return;
    wakeAudio();
    $("b-" + name).classList.add("down");
    call("down", name);
  });
  window.addEventListener("keyup", (ev) => {
    const name = KEYS[ev.key];
    if (!name || typing(ev) || !hasButton(name)) return;
    ev.preventDefault(); // Space on a focused button clicks it on keyup
    $("b-" + name).classList.remove("down");
    call("up", name);
  });
}

// -- the clock ------------------------------------------------------------------
function loop(now) {
  // (the first frame's timestamp can lie before the boot ended)
  const dt = Math.max(0, Math.min(now - lastNow, 100));
  lastNow = now;
  const lag = clockUs - shownUs;
  const rate = lag > CATCH_UP_US ? Math.min(16, 2 * lag / CATCH_UP_US) : 1;
  shownUs += dt * 1000 * rate * SPEED;
  if (py && !stopped && shownUs + LEAD_US > clockUs) {
    apply(py.frame(Math.ceil((shownUs + LEAD_US - clockUs) / 1000)));
  }
  if (shownUs > clockUs) shownUs = clockUs;
  drawWheel();
  hb.frames += 1;
  if (hb.bootMs === null) {
    hb.bootMs = performance.now(); // from the page's navigation start
    hb.ready = true;
    document.body.dataset.ready = "1";
  }
  requestAnimationFrame(loop);
}

async function boot() {
  const [g, b] = await Promise.all([
    fetch("games.json").then((r) => r.json()),
    fetch("bundle.json").then((r) => r.json()),
  ]);
  // the page's own words in every language the games speak: a switch later needs no network
  const codes = Object.keys(g[0].howto);
  const tables = await Promise.all(codes.map((c) => fetch("words_" + c + ".json").then((r) => r.json())));
  codes.forEach((c, i) => { pageWords[c] = tables[i]; });
  games = g;
  bundle = b;
  boards = bundle.boards;
  const choice = chooseConfig();
  mp = await startMicroPython(say);
  writeTree(mp, bundle.flash, FLASH);
  writeTree(mp, bundle.lib, "/lib");
  mp.runPython("import sys\nsys.path.append('/lib')\n");
  hookButtons();
  hookFaults();
  powerOn(choice);
  if (linkIgnored.length) $("note").textContent = w("variant_ignored", [...new Set(linkIgnored)].join(", "));
  requestAnimationFrame(loop);
}

function powerOn(choice) {
  // the box boots on its flash: config.json, board.json and the action log
  cfg = choice.cfg;
  localStorage.setItem(LANG_KEY, cfg.lang);
  speak(cfg.lang);
  history.replaceState(null, "", linkOf(cfg));
  fillPicker();
  enableButtons();
  const b = boards[cfg.board];
  // the game's own hint for this box (games.json: its help's PAGE_HINTS, by hexbox.hw.needs.mode)
  const hints = gameInfo(cfg.game).hints || {};
  const mode = !b.wheel ? "referee" : b.hall ? "full" : "dice_wheel";
  $("hint").textContent = (hints[cfg.lang] || {})[mode] || w("hint_menu");
  writeTree(mp, choice.files, FLASH);
  synced = {};
  clockUs = 0;
  trace = [];
  wheelOff = 0;
  wheelPos = 0;
  pieces = null;
  pendingSvg = null;
  drag = null;
  selected = -1;
  stopped = false;
  mp.runPython("from host_tools.web.page import Page\n_page = Page('/flash')\n");
  const page = mp.globals.get("_page");
  py = { frame: (ms) => page.frame(ms), down: (n) => page.down(n), up: (n) => page.up(n),
    put: (m, f) => page.put(m, f), state: () => page.state(), off: () => page.power_off(),
    fault: (k, f) => page.fault(k, f) };
  // a resumed game: the magicians where they stood (none stored: where the log says)
  apply(page.boot(choice.resumed ? localStorage.getItem(TABLE_KEY) || "" : ""));
  shownUs = 0;
  hb.state = () => JSON.parse(py.state());
  hb.resumed = choice.resumed;
  hb.config = cfg;
  hb.shownUs = () => shownUs;
  hb.clockUs = () => clockUs;
  hb.boots += 1;
  lastNow = performance.now();
}

function newGame(c) {
  // A new game on purpose: the old log goes, and the box is switched off
  // and on again with the new config in its flash. The page is not loaded
  // again, so this works offline too.
  silence();
  if (py) py.off();
  py = null;
  clearFlash();
  for (const name of Object.keys(synced)) {
    try { mp.FS.unlink(FLASH + "/" + name); } catch (e) { /* gone already */ }
  }
  $("svg").innerHTML = "";
  const p = document.createElement("p");
  p.className = "loading";
  p.textContent = w("starting");
  $("svg").append(p);
  $("hint").innerHTML = "";
  try {
    powerOn(freshFlash(c));
  } catch (e) {
    failed(e);
  }
}

function switchLanguage(code) {
  // The whole page and the box in another language. The box is switched
  // off and on again with the new language in its config.json and the same
  // action log: it resumes the game where it was, now saying it in `code`.
  if (!languages().includes(code) || code === cfg.lang) return;
  silence();
  if (py) py.off();
  py = null;
  const c = Object.assign({}, cfg, { lang: code });
  const picked = pickerChoices();
  try {
    powerOn({ cfg: c, files: { "config.json": btoa(JSON.stringify(c)) }, resumed: true });
  } catch (e) {
    failed(e);
  }
  restorePicker(picked); // a new game being chosen stays chosen, now in the other language
}

function pickerChoices() {
  return { game: $("game").value, players: $("players").value, seed: $("seed").value,
    seats: [...$("seats").querySelectorAll("select")].map((s) => s.value),
    variants: chosenInPicker() };
}

function restorePicker(p) {
  $("game").value = p.game;
  $("game").onchange();
  $("players").value = p.players;
  $("players").onchange();
  $("seats").querySelectorAll("select").forEach((s, i) => { if (p.seats[i]) s.value = p.seats[i]; });
  for (const b of $("variants").querySelectorAll("input")) if (!b.disabled) b.checked = p.variants.includes(b.value);
  for (const m of $("variants").querySelectorAll("select")) {
    const had = [...m.options].find((o) => o.value && p.variants.includes(o.value));
    if (!m.disabled) m.value = had ? had.value : m.options[0].value;
  }
  $("seed").value = p.seed;
}

function failed(e) {
  hb.errors.push(String(e && e.stack || e));
  say(String(e && e.stack || e));
  const p = document.createElement("p");
  p.className = "error";
  p.textContent = pageWords.en ? w("failed", e) : "The page could not start the box: " + e;
  $("svg").innerHTML = "";
  $("svg").append(p);
}

keepOffline();
boot().catch(failed);
