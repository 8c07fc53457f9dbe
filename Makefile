# hexbox: the two commands a user needs are `make sim` and `make test`.
# Every target bootstraps what it needs: a .venv from requirements.txt and
# node_modules from package-lock.json. Needs only Python 3.11+, Node 20, make.

PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
VENV_OK := $(VENV)/.installed
NODE_OK := node_modules/.installed
ARGS   ?=

.PHONY: sim test pytest upy lint mpy bench play wiring flash venv node clean

sim: $(VENV_OK) $(NODE_OK)
	$(PY) -m host_tools sim $(ARGS)

test: $(VENV_OK) $(NODE_OK) lint mpy pytest upy

pytest: $(VENV_OK) $(NODE_OK)
	$(PY) -m pytest -n 2 $(ARGS)

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
