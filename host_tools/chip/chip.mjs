// The emulated Pico: the real MicroPython firmware (UF2) and boot ROM on
// rp2040js, with device models on the pins a board definition names.
// Driven by host_tools/chip/driver.py over stdin/stdout, one JSON object a
// line each way. The chip runs only when asked ("run"), so every figure is
// chip time: the emulator's own clock (125 MHz Cortex-M0+ cycles).
//
// Device models:
//   SSD1306    on the board's I2C bus: commands decoded, the frame kept, every
//              bit stalled for its wire time at the bus's configured speed
//   buttons    GPIO inputs, with contact bounce on every change
//   wheel      STEP/DIR pulses counted (SIO or PIO), or ULN2003 half steps;
//              the index sensor answers from the counted position
//   hall       74HC4067 muxes (select pins -> signal pins) or a 74HC165 chain;
//              a sensor stuck on or off, or flickering (the fault op)
//   buzzer     PWM edges on its pin: tones counted
//   flash      the boot ROM's flash_range_erase / flash_range_program, done
//              on the flash array with the chip's typical erase/program time
//   heap       gc.mem_free() read from the GC allocation table in SRAM
//   USB CDC    the REPL; a read stays pending until there is data, as a host does
import fs from "fs";
import { RP2040, USBCDC, I2CMode } from "rp2040js";

const cfg = JSON.parse(process.argv[2]);
const FLASH_FS = 0xa0000; // RPI_PICO: littlefs in the last 1,408 KiB
const FLASH_SIZE = 2 * 1024 * 1024;
const SECTOR = 4096;
const ERASE_NS = 45e6; // W25Q16JV: 4 KB sector erase, typical 45 ms
const PAGE_NS = 0.4e6; // page program, typical 0.4 ms per 256 bytes
const NS_PER_CYCLE = 8; // 125 MHz

// stdout carries the protocol: anything else the emulator says goes to stderr
console.log = (...a) => process.stderr.write(a.join(" ") + "\n");
const mcu = new RP2040();
const quiet = () => {};
mcu.logger = { debug: quiet, info: quiet, warn: quiet, error: (c, m) => process.stderr.write(c + ": " + m + "\n") };
mcu.loadBootrom(new Uint32Array(fs.readFileSync(cfg.bootrom).buffer.slice(0)));
const clock = mcu.clock;
const core = mcu.core;

// --- the flash: firmware + filesystem, a whole saved flash (power cut), or one
// UF2 alone (cfg.uf2 the one file to install: every block at its address) ---
if (cfg.flash_image) {
  const img = fs.readFileSync(cfg.flash_image);
  mcu.flash.set(img.subarray(0, FLASH_SIZE), 0);
} else {
  loadUF2(fs.readFileSync(cfg.uf2));
  if (cfg.fs_image) mcu.flash.set(fs.readFileSync(cfg.fs_image), FLASH_FS);
}

function loadUF2(buf) {
  for (let off = 0; off + 512 <= buf.length; off += 512) {
    const v = new DataView(buf.buffer, buf.byteOffset + off, 512);
    if (v.getUint32(0, true) !== 0x0a324655 || v.getUint32(4, true) !== 0x9e5d5157) continue;
    const addr = v.getUint32(12, true);
    const size = v.getUint32(16, true);
    mcu.flash.set(buf.subarray(off + 32, off + 32 + size), addr - 0x10000000);
  }
}

// --- the boot ROM's flash functions, found by their table codes ---
function romFunc(c1, c2) {
  const rom = new DataView(mcu.bootrom.buffer);
  let p = rom.getUint16(0x14, true);
  const code = c1.charCodeAt(0) | (c2.charCodeAt(0) << 8);
  for (;;) {
    const c = rom.getUint16(p, true);
    if (!c) return -1;
    if (c === code) return rom.getUint16(p + 2, true) & ~1;
    p += 4;
  }
}
const ROM_ERASE = romFunc("R", "E");
const ROM_PROGRAM = romFunc("R", "P");
let flashDirty = new Set(); // 4 KB sectors changed since the host last read them
let flashWrites = 0;
const events = [];
// the watchdog: rp2040js counts it down and calls this hook when it runs out,
// but resets nothing (its default hook only logs a warning). The harness
// reports it as an event and stops the run there; the Python side
// (ChipBox.watchdog_us) powers the box on again from its flash, the reset
// a real RP2040 makes.
mcu.peripherals[0x40058].onWatchdogTrigger = () => events.push({ k: "watchdog", t_us: clock.nanos / 1000 });

function romReturn() {
  core.PC = core.LR & ~1;
}

function flashErase() {
  const addr = core.registers[0];
  const count = core.registers[1];
  for (let a = addr; a < addr + count; a += SECTOR) {
    mcu.flash.fill(0xff, a, Math.min(a + SECTOR, FLASH_SIZE));
    flashDirty.add(Math.floor(a / SECTOR));
  }
  flashWrites++;
  events.push({ k: "flash", t_us: clock.nanos / 1000, us: ERASE_NS * Math.ceil(count / SECTOR) / 1000 });
  romReturn();
  clock.tick(ERASE_NS * Math.ceil(count / SECTOR));
}

function flashProgram() {
  const addr = core.registers[0];
  const data = core.registers[1];
  const count = core.registers[2];
  for (let i = 0; i < count; i++) {
    mcu.flash[addr + i] &= mcu.readUint8(data + i); // NOR flash: program only clears bits
    flashDirty.add(Math.floor((addr + i) / SECTOR));
  }
  flashWrites++;
  events.push({ k: "flash", t_us: clock.nanos / 1000, us: PAGE_NS * Math.ceil(count / 256) / 1000 });
  romReturn();
  clock.tick(PAGE_NS * Math.ceil(count / 256));
}

// --- USB CDC: the REPL ---
const cdc = new USBCDC(mcu.usbCtrl);
let serialOut = [];
let pendingRead = null; // [endpoint, size] of a device read waiting for data
cdc.onSerialData = (buf) => {
  for (const b of buf) serialOut.push(b);
};
const stockRead = mcu.usbCtrl.onEndpointRead;
mcu.usbCtrl.onEndpointRead = (endpoint, size) => {
  if (cdc.txFIFO.empty) pendingRead = [endpoint, size];
  else stockRead(endpoint, size);
};
function serialSend(bytes) {
  for (const b of bytes) cdc.sendSerialByte(b);
  if (pendingRead) {
    const [e, s] = pendingRead;
    pendingRead = null;
    stockRead(e, s);
  }
}

// --- GPIO helpers ---
function input(pin, value) {
  mcu.gpio[pin].setInputValue(!!value);
}
function watch(pin, f) {
  mcu.gpio[pin].addListener(() => f(mcu.gpio[pin].outputValue));
}
const board = cfg.board;

// --- buttons: active low with pull-ups; every change bounces ---
const BOUNCE_US = [0, 180, 420, 950, 1600]; // level flips after a change, then it settles
function setButton(pin, pressed) {
  const level = board.buttons.active_low === false ? pressed : !pressed;
  const t0 = clock.nanos;
  BOUNCE_US.forEach((us, i) => {
    const v = i % 2 === 0 ? level : !level;
    const a = clock.createAlarm(() => input(pin, v));
    a.schedule(t0 + us * 1000 - clock.nanos);
  });
  input(pin, !level); // the first contact is a glitch too
}
for (const [name, pin] of Object.entries(board.buttons || {})) {
  if (typeof pin === "number" && name !== "long_ms") input(pin, board.buttons.active_low !== false);
}

// --- the wheel: STEP/DIR pulses (SIO or PIO) or ULN2003 half steps ---
const w = board.wheel;
// where the wheel stood at power-on, in steps from the index magnet: an eighth of a turn before it
const wheel = { pulses: 0, position: cfg.wheel_start ?? (w ? -Math.floor(w.steps * w.microsteps * w.gear[0] / w.gear[1] / 8) : 0) };
// fault models (the "fault" op): the next `skip` steps the motor makes are
// lost (a heavy wheel, a stall), every step while `held` (a hand on it), and
// a missing index magnet never answers; counted in `lost`
const faults = { skip: 0, held: false, indexMissing: false, oledNakUntilUs: -1 };
wheel.lost = 0;
function slipped() {
  if (faults.held || faults.skip > 0) {
    if (faults.skip > 0) faults.skip--;
    wheel.lost++;
    return true;
  }
  return false;
}
if (w) {
  const p = w.pins;
  if (w.driver === "stepdir") {
    let dir = 0;
    watch(p.dir, (v) => { dir = v ? 1 : 0; });
    watch(p.step, (v) => {
      if (!v) return;
      moved();
      wheel.pulses++;
      if (slipped()) return;
      wheel.position += (dir ^ (w.invert_dir ? 1 : 0)) ? 1 : -1;
      updateIndex();
    });
  } else {
    // 28BYJ-48 half steps: the phase the four coils show, against the last one
    const PHASES = [0b0001, 0b0011, 0b0010, 0b0110, 0b0100, 0b1100, 0b1000, 0b1001];
    const coils = [0, 0, 0, 0];
    let phase = -1;
    // the firmware writes the four coils one pin after the other, so going
    // to "all off" (release) or back on passes for a few microseconds
    // through a neighbouring phase; the rotor cannot follow a phase held
    // that briefly, so a step the very next coil write overtakes is taken back
    let brief = null; // the last step counted: {ns, d, phase, lastStepNs, lastUs, event}
    p.coils.forEach((pin, i) => watch(pin, (v) => {
      coils[i] = v ? 1 : 0;
      if (brief !== null && clock.nanos - brief.ns < BRIEF_PHASE_NS) {
        wheel.pulses--;
        wheel.position -= brief.d;
        phase = brief.phase;
        lastStepNs = brief.lastStepNs;
        wheel.last_us = brief.lastUs;
        const j = events.indexOf(brief.event);
        if (j >= 0) events.splice(j, 1);
        updateIndex();
      }
      brief = null;
      const k = PHASES.indexOf(coils[0] | (coils[1] << 1) | (coils[2] << 2) | (coils[3] << 3));
      if (k < 0) return;
      if (phase >= 0 && k !== phase) {
        const d = ((k - phase + 8) % 8) <= 4 ? 1 : -1;
        brief = { ns: clock.nanos, d: w.invert_dir ? -d : d, phase, lastStepNs, lastUs: wheel.last_us, event: null };
        const n = events.length;
        moved();
        if (events.length > n) brief.event = events[events.length - 1];
        wheel.pulses++;
        wheel.position += brief.d;
        updateIndex();
      }
      phase = k;
    }));
  }
}
// a move starts with the first step after 50 ms without one
let lastStepNs = -1e12;
// a coil phase held shorter than this moves no rotor (a 28BYJ-48 follows at most ~1000 half steps/s)
const BRIEF_PHASE_NS = 200e3;
function moved() {
  if (clock.nanos - lastStepNs > 50e6) events.push({ k: "move", t_us: clock.nanos / 1000, from: wheel.position });
  lastStepNs = clock.nanos;
  wheel.last_us = clock.nanos / 1000;
}
// the index magnet: active for a few steps once per wheel turn, at position 0
const ix = board.index;
const turnNum = w ? w.steps * w.microsteps * w.gear[0] : 1;
const turnDen = w ? w.gear[1] : 1;
function updateIndex() {
  if (!ix) return;
  const width = Math.max(2, Math.floor(turnNum / turnDen / 200));
  let r = (wheel.position * turnDen) % turnNum;
  if (r < 0) r += turnNum;
  const at = !faults.indexMissing && (r < width * turnDen || turnNum - r < width * turnDen);
  input(ix.pin, ix.active_low === false ? at : !at);
}
if (ix) updateIndex();

// --- hall sensors: 74HC4067 muxes or a 74HC165 chain over the occupied fields ---
const hall = board.hall;
const occupied = new Set();
let muxSelect = 0;
let shiftReg = [];
// sensor fault models (the "fault" op), by field: a sensor stuck active or
// inactive (a shorted or dead one) whatever lies on its field, or one that
// flickers (a loose wire, a magnet right at its threshold): its level is
// random, each held some FLICKER_US on average, read whenever the chip
// reads it (a mux channel selected, a 165 chain latched)
const stuck = new Map(); // field -> true (reads a magnet) / false (reads none)
const flickering = new Set();
const FLICKER_US = 3000;
function flicker(field) {
  // a hash of the time slot and the field: slots of random length, random levels
  const slot = Math.floor(clock.nanos / 1000 / (FLICKER_US / 2));
  let h = Math.imul(slot ^ Math.imul(field + 1, 0x9e3779b1), 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return ((h ^ (h >>> 16)) & 1) === 1;
}
function sensorOn(field) {
  if (stuck.has(field)) return stuck.get(field);
  if (flickering.has(field)) return flicker(field);
  return occupied.has(field);
}
function hallLevel(channel) {
  const field = hall.map[channel];
  const on = field !== undefined && sensorOn(field);
  return hall.active_low === false ? on : !on;
}
function updateHall() {
  if (!hall) return;
  if (hall.type === "74HC4067") {
    hall.signal.forEach((pin, k) => input(pin, hallLevel(k * 16 + muxSelect)));
  } else {
    input(hall.data, shiftReg.length ? shiftReg[0] : hallLevel(0));
  }
}
if (hall) {
  if (hall.type === "74HC4067") {
    hall.select.forEach((pin, i) => watch(pin, (v) => {
      muxSelect = v ? muxSelect | (1 << i) : muxSelect & ~(1 << i);
      updateHall();
    }));
  } else {
    const n = 8 * Math.ceil(hall.map.length / 8);
    watch(hall.load, (v) => {
      if (!v) shiftReg = Array.from({ length: n }, (_, i) => hallLevel(n - 1 - i));
      updateHall();
    });
    watch(hall.clock, (v) => {
      if (v) shiftReg.shift();
      updateHall();
    });
  }
  updateHall();
}

// --- buzzer: PWM edges; a tone is a run of edges with no gap over 5 ms ---
const buzzer = { tones: 0, edges: 0, last: -1e12 };
if (board.buzzer) {
  watch(board.buzzer.pin, () => {
    if (clock.nanos - buzzer.last > 5e6) buzzer.tones++;
    buzzer.edges++;
    buzzer.last = clock.nanos;
  });
}

// --- the SSD1306 at its I2C address ---
const oled = {
  ram: new Uint8Array(128 * 8), // GDDRAM, page-major: page * 128 + column
  col0: 0, col1: 127, page0: 0, page1: 7, col: 0, page: 0,
  frames: 0, bytes: 0, on: false,
};
const disp = board.display;
if (disp) {
  const i2c = mcu.i2c[disp.bus || 0];
  const addr = disp.addr || 0x3c;
  let mine = false;
  let mode = 0; // 0: a control byte comes next; 1: one byte, then a control byte; 2: bytes to the stop
  let dc = 0;
  let cmd = []; // a command and its arguments, as they arrive
  let wroteData = false;
  // the RP2040 clocks its I2C blocks from clk_sys (MicroPython feeds clk_peri from the USB PLL)
  const bitNs = () => (1e9 * (i2c.sclHighPeriod + i2c.sclLowPeriod)) / mcu.clkSys;
  const later = (bits, f) => clock.createAlarm(f).schedule(bits * bitNs());
  const ARGS = { 0x20: 1, 0x21: 2, 0x22: 2, 0x81: 1, 0x8d: 1, 0xa8: 1, 0xd3: 1, 0xd5: 1, 0xd9: 1, 0xda: 1, 0xdb: 1 };
  function command(b) {
    cmd.push(b);
    if (cmd.length <= (ARGS[cmd[0]] || 0)) return;
    const [c, a, b2] = cmd;
    cmd = [];
    if (c === 0x21) { oled.col0 = a & 127; oled.col1 = b2 & 127; oled.col = oled.col0; }
    else if (c === 0x22) { oled.page0 = a & 7; oled.page1 = b2 & 7; oled.page = oled.page0; }
    else if (c === 0xaf) oled.on = true;
    else if (c === 0xae) oled.on = false;
  }
  function data(b) {
    oled.ram[oled.page * 128 + oled.col] = b;
    wroteData = true;
    if (oled.col < oled.col1) oled.col++;
    else {
      oled.col = oled.col0;
      oled.page = oled.page < oled.page1 ? oled.page + 1 : oled.page0;
    }
  }
  i2c.onStart = () => later(1, () => i2c.completeStart());
  i2c.onConnect = (address, rw) => {
    // a bus that does not answer (the OLED fault): no ACK to its address
    mine = address === addr && rw === I2CMode.Write && clock.nanos / 1000 >= faults.oledNakUntilUs;
    mode = 0;
    later(9, () => i2c.completeConnect(mine));
  };
  i2c.onWriteByte = (b) => {
    if (mine) {
      oled.bytes++;
      if (mode === 0) {
        dc = b & 0x40; // D/C#: data or commands
        mode = b & 0x80 ? 1 : 2; // Co=1: one byte, then a control byte again
      } else {
        if (dc) data(b); else command(b);
        if (mode === 1) mode = 0;
      }
    }
    later(9, () => i2c.completeWrite(mine));
  };
  i2c.onReadByte = () => later(9, () => i2c.completeRead(0xff));
  i2c.onStop = () => later(1, () => {
    i2c.completeStop();
    if (mine && wroteData) {
      oled.frames++;
      events.push({ k: "frame", t_us: clock.nanos / 1000, n: oled.frames });
    }
    wroteData = false;
    mine = false;
  });
}

// --- the GC heap, read from outside: gc.mem_free() without running code ---
let gcArea = null; // [alloc table address, its length in bytes]
function findHeap() {
  const v = mcu.sramView;
  const n = mcu.sram.length;
  for (let o = 0; o + 20 <= n; o += 4) {
    const atb = v.getUint32(o, true);
    const len = v.getUint32(o + 4, true);
    if (atb < 0x20000000 || atb >= 0x20042000 || len < 1000 || len > 8192) continue;
    for (const k of [8, 12]) {
      const start = v.getUint32(o + k, true);
      const end = v.getUint32(o + k + 4, true);
      if (start > atb && end - start === len * 64 && end <= 0x20042000) return [atb, len];
    }
  }
  return null;
}
// a collection marks the blocks it finds alive (allocation table entry 3)
// and its sweep frees the rest: a reading with marks is one inside a
// collection, and the first reading after it counts live objects only (and
// what was allocated since, under a sample's 1 ms). The lowest free heap
// counts garbage that waits for its collection too (up to gc.threshold,
// hexbox.core.heap), so it moves by KBs with when collections happen; the
// lowest of the readings after a collection is the heap the app holds.
let marked = false; // the last memFree() saw marked blocks
function memFree() {
  if (!gcArea) gcArea = findHeap();
  if (!gcArea) return -1;
  const [atb, len] = gcArea;
  const base = atb - 0x20000000;
  let free = 0;
  let marks = false;
  for (let i = 0; i < len; i++) {
    const b = mcu.sram[base + i];
    if (b === 0) { free += 4; continue; }
    if (!(b & 3)) free++; else if ((b & 3) === 3) marks = true;
    if (!(b & 12)) free++; else if ((b & 12) === 12) marks = true;
    if (!(b & 48)) free++; else if ((b & 48) === 48) marks = true;
    if (!(b & 192)) free++; else if ((b & 192) === 192) marks = true;
  }
  marked = marks;
  return free * 16;
}
const heap = { min: -1, minUs: -1, liveMin: -1, liveMinUs: -1, collecting: false, probe: null };
function sampleHeap() {
  const f = memFree();
  if (f >= 0 && (heap.min < 0 || f < heap.min)) { heap.min = f; heap.minUs = clock.nanos / 1000; }
  if (marked) heap.collecting = true;
  else if (heap.collecting && f >= 0) {
    heap.collecting = false;
    if (heap.liveMin < 0 || f < heap.liveMin) { heap.liveMin = f; heap.liveMinUs = clock.nanos / 1000; }
  }
  heap.probe.schedule(1e6);
}
heap.probe = clock.createAlarm(sampleHeap);

// --- PIO: stepped with the core's cycles at each state machine's clock divider ---
for (const pio of mcu.pio) pio.run = () => {};
const smAcc = new Map();
let pioBusy = true; // false: every running state machine waits on an empty FIFO
function stepPio(cycles) {
  pioBusy = false;
  for (const pio of mcu.pio) {
    if (pio.stopped) continue;
    for (const m of pio.machines) {
      if (!m.enabled) continue;
      let s = smAcc.get(m) || { acc: 0, delay: 0 };
      smAcc.set(m, s);
      const div = (m.clockDivInt || 65536) * 256 + m.clockDivFrac;
      s.acc += cycles * 256;
      while (s.acc >= div) {
        s.acc -= div;
        if (s.delay > 0) { s.delay--; continue; }
        // a blocking PULL on an empty FIFO changes nothing until the core pushes
        const op = pio.instructions[m.pc];
        if ((op & 0xe0a0) === 0x80a0 && m.txFIFO.empty && !m.execValid) { s.acc %= div; break; }
        pioBusy = true;
        const c0 = m.cycles;
        m.step();
        s.delay = Math.max(0, m.cycles - c0 - 1);
      }
    }
    pio.checkChangedPins();
  }
}

// --- running ---
core.PC = 0x10000000;
let cycles = 0;
let wallMs = 0;
let stopped = false;
function run(untilUs, stopOn) {
  const t0 = Date.now();
  const until = untilUs * 1000;
  const stopFrame = stopOn.includes("frame");
  const stopSerial = stopOn.includes("serial");
  const stopFlash = stopOn.includes("flash");
  const n0 = events.length;
  const [pio0, pio1] = mcu.pio;
  while (clock.nanos < until) {
    for (let i = 0; i < 20000 && clock.nanos < until; i++) {
      if (core.waiting) {
        const dt = clock.nanosToNextAlarm;
        const step = dt > 0 ? Math.min(dt, until - clock.nanos) : until - clock.nanos;
        if ((!pio0.stopped || !pio1.stopped) && pioBusy) {
          const c = Math.max(1, Math.min(Math.ceil(step / NS_PER_CYCLE), 1000));
          stepPio(c);
          clock.tick(c * NS_PER_CYCLE);
        } else clock.tick(Math.max(step, NS_PER_CYCLE));
        continue;
      }
      const pc = core.PC;
      if (pc === ROM_ERASE || pc === ROM_PROGRAM) {
        if (pc === ROM_ERASE) flashErase(); else flashProgram();
        if (stopFlash) break;
        continue;
      }
      const c = core.executeInstruction();
      cycles += c;
      if (!pio0.stopped || !pio1.stopped) stepPio(c);
      else pioBusy = true;
      clock.tick(c * NS_PER_CYCLE);
    }
    if (events.length > n0 && events.slice(n0).some((e) => (stopFrame && e.k === "frame") || (stopFlash && e.k === "flash") || e.k === "watchdog")) break;
    if (stopSerial && serialOut.length) break;
  }
  wallMs += Date.now() - t0;
}

function reply(obj) {
  fs.writeSync(1, JSON.stringify(obj) + "\n");
}
function status() {
  const ev = events.splice(0);
  const out = Buffer.from(serialOut).toString("latin1");
  serialOut = [];
  return {
    t_us: clock.nanos / 1000, cycles, wall_ms: wallMs, events: ev, serial: out,
    flash_writes: flashWrites, wheel: { ...wheel }, buzzer: { tones: buzzer.tones, edges: buzzer.edges },
    mem_free_min: heap.min, mem_free_min_us: heap.minUs,
    mem_live_min: heap.liveMin, mem_live_min_us: heap.liveMinUs, oled_frames: oled.frames, oled_bytes: oled.bytes,
  };
}

const handlers = {
  run(m) {
    run(m.until_us, m.stop || []);
    return status();
  },
  button(m) {
    setButton(m.pin, m.pressed);
    return {};
  },
  hall(m) {
    occupied.clear();
    for (const f of m.occupied) occupied.add(f);
    updateHall();
    return {};
  },
  serial(m) {
    serialSend(Buffer.from(m.data, "latin1"));
    return {};
  },
  frame() {
    return { ram: Buffer.from(oled.ram).toString("base64"), on: oled.on };
  },
  heap(m) {
    if (m.watch) {
      heap.min = -1; heap.minUs = -1; heap.liveMin = -1; heap.liveMinUs = -1; heap.collecting = false;
      heap.probe.schedule(0);
    }
    return { mem_free: memFree(), mem_free_min: heap.min, mem_live_min: heap.liveMin };
  },
  flash_changes() {
    const out = {};
    for (const s of flashDirty) {
      out[s] = Buffer.from(mcu.flash.subarray(s * SECTOR, (s + 1) * SECTOR)).toString("base64");
    }
    flashDirty = new Set();
    return { sectors: out };
  },
  save_flash(m) {
    fs.writeFileSync(m.path, mcu.flash.subarray(0, FLASH_SIZE));
    return {};
  },
  status() {
    return status();
  },
  fault(m) {
    if (m.wheel_skip !== undefined) faults.skip = m.wheel_skip;
    if (m.wheel_held !== undefined) faults.held = !!m.wheel_held;
    if (m.index_missing !== undefined) { faults.indexMissing = !!m.index_missing; updateIndex(); }
    if (m.oled_nak_us !== undefined) faults.oledNakUntilUs = clock.nanos / 1000 + m.oled_nak_us;
    if (m.hall_stuck_on !== undefined) { flickering.delete(m.hall_stuck_on); stuck.set(m.hall_stuck_on, true); }
    if (m.hall_stuck_off !== undefined) { flickering.delete(m.hall_stuck_off); stuck.set(m.hall_stuck_off, false); }
    if (m.hall_flicker !== undefined) { stuck.delete(m.hall_flicker); flickering.add(m.hall_flicker); }
    if (m.hall_ok !== undefined) { stuck.delete(m.hall_ok); flickering.delete(m.hall_ok); }
    if (hall) updateHall();
    return { lost: wheel.lost, hall_stuck: Object.fromEntries(stuck), hall_flicker: [...flickering] };
  },
};

let inbuf = "";
process.stdin.on("data", (chunk) => {
  inbuf += chunk.toString("latin1");
  let i;
  while ((i = inbuf.indexOf("\n")) >= 0) {
    const line = inbuf.slice(0, i);
    inbuf = inbuf.slice(i + 1);
    if (!line.trim()) continue;
    const m = JSON.parse(line);
    if (m.op === "quit") process.exit(0);
    try {
      reply(handlers[m.op](m));
    } catch (e) {
      reply({ error: String(e && e.stack || e) });
    }
  }
});
process.stdin.on("end", () => process.exit(0));
reply({ ready: true, rom_erase: ROM_ERASE, rom_program: ROM_PROGRAM });
