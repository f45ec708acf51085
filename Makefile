# The README's two commands: `make run` serves the product, `make test` runs every test.
# Both install whatever is missing first, from this repository's own files.
SHELL := /bin/bash
.DEFAULT_GOAL := run
VENV := .venv
BIN := $(VENV)/bin
PORT ?= 8000
SHARED_DATA ?= $(abspath ../shared/data)
PYTHON ?= $(shell command -v python3.11 || command -v python3)
WEB_SOURCES := $(shell find web/src web/public web/index.html web/vite.config.ts web/tsconfig*.json -type f 2>/dev/null)

.PHONY: run test install web chromium services lint typecheck test-python test-web bench clean

# Python packages come from requirements.lock (exact versions and hashes: what CI tested), the project itself
# without dependencies. `make lock` re-resolves the lock from pyproject.toml after a dependency changes.
$(BIN)/.installed: pyproject.toml requirements.lock
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/pip install -q --disable-pip-version-check --upgrade pip
	$(BIN)/pip install -q --disable-pip-version-check --require-hashes -r requirements.lock
	$(BIN)/pip install -q --disable-pip-version-check --no-deps -e .
	@touch $@

UV_VERSION := 0.13.9
.PHONY: lock
lock:
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/pip install -q --disable-pip-version-check "uv==$(UV_VERSION)"
	$(BIN)/uv pip compile pyproject.toml --extra dev --extra bench --python-version 3.11 \
	  --python-platform x86_64-unknown-linux-gnu --generate-hashes --quiet -o requirements.lock

web/node_modules/.installed: web/package.json web/package-lock.json
	cd web && npm ci --no-audit --no-fund --loglevel=error
	@touch $@

web/dist/index.html: web/node_modules/.installed $(WEB_SOURCES)
	cd web && npm run build

install: $(BIN)/.installed web/node_modules/.installed
web: web/dist/index.html

# Debian's chromium for the end-to-end tests (a test tool's own browser download cannot work here).
chromium:
	@command -v chromium >/dev/null 2>&1 || { \
	  if [ "$$(id -u)" = 0 ]; then \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium >/dev/null; \
	  else echo "Chromium is missing: sudo apt-get install chromium" >&2; exit 1; fi; }

# Label photos (api/labels/): Debian's Tesseract and its English model (tesserocr, the PyPI wheel, brings the engine
# library; the model files are Debian's, so nothing is downloaded at run time), and the fonts the label benchmark and
# tests render labels with (bench/label_render.py).
TESSDATA := /usr/share/tesseract-ocr/5/tessdata/eng.traineddata
LABEL_FONTS := /usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf /usr/share/fonts/truetype/dejavu/DejaVuSansCondensed.ttf
.PHONY: ocr
ocr:
	@for f in $(TESSDATA) $(LABEL_FONTS); do test -f $$f || missing=1; done; test -z "$$missing" || { \
	  if [ "$$(id -u)" = 0 ]; then \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
	      tesseract-ocr tesseract-ocr-eng fonts-liberation fonts-dejavu-core fonts-dejavu-extra >/dev/null; \
	  else echo "Label photos need: sudo apt-get install tesseract-ocr tesseract-ocr-eng fonts-liberation fonts-dejavu-core fonts-dejavu-extra" >&2; exit 1; fi; }

# The local PostgreSQL and Redis the tests talk to; started only if they are down.
services:
	@redis-cli -u "$${REDIS_URL:-redis://127.0.0.1:6379/0}" ping >/dev/null 2>&1 || \
	  redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no >/dev/null
	@if [ -n "$$DATABASE_URL" ]; then pg_isready -q -h 127.0.0.1 -p 5432 || \
	  pg_ctlcluster --skip-systemctl-redirect $$(ls /etc/postgresql) main start; fi

run: install web ocr
	$(BIN)/glowdex db upgrade
	@if [ -d "$(SHARED_DATA)" ]; then $(BIN)/glowdex import all --shared "$(SHARED_DATA)"; \
	  else echo "No shared datasets at $(SHARED_DATA): serving an empty catalog."; fi
	PORT=$(PORT) $(BIN)/glowdex serve --host 127.0.0.1 --port $(PORT)

lint: install
	$(BIN)/ruff check api indexer ingredient_engine tests bench
typecheck: install
	$(BIN)/mypy api

# The web's ESLint (typescript-eslint, React's rules of hooks: web/eslint.config.js), then its vitest suite.
test-web: web/node_modules/.installed check-api-types
	cd web && npm run lint && npm test

# The web's API types (web/src/types/api.ts) are generated from the API's OpenAPI document.
.PHONY: api-types check-api-types
api-types: $(BIN)/.installed web/node_modules/.installed
	cd web && PYTHON=$(abspath $(BIN)/python) npm run --silent gen:api-types
check-api-types: $(BIN)/.installed web/node_modules/.installed
	@tmp=$$(mktemp -d) && trap 'rm -rf "$$tmp"' EXIT && \
	  (cd web && PYTHON=$(abspath $(BIN)/python) npm run --silent gen:api-types -- --out "$$tmp/api.ts") && \
	  if ! diff -u web/src/types/api.ts "$$tmp/api.ts" > "$$tmp/api.diff"; then \
	    head -n 60 "$$tmp/api.diff"; \
	    echo "web/src/types/api.ts is out of date with the API's OpenAPI schema: run make api-types" >&2; exit 1; \
	  fi

# Without DATABASE_URL every test runs on SQLite (the PostgreSQL-only tests skip), on the same xdist workers CI uses.
# With DATABASE_URL (CI) every test runs on PostgreSQL, split over TEST_WORKERS pytest-xdist workers (module by
# module, the end-to-end modules on one worker; each worker has its own database, see tests/conftest.py), and the
# database tests run a second time on SQLite, the embedded default, ALONGSIDE the first pass (each pass has its own
# databases and Redis namespaces), so that both cores stay busy to the end.
# The SQLite pass leaves out the slow process-level fault tests, and the tests whose outcome does not follow the
# database (no `db_url`, or marked one_pass: see tests/conftest.py), which ran identically in the first pass; its
# output follows the first pass's.
TEST_WORKERS ?= 2
SQLITE_PASS := -m "not slow" tests/api tests/indexer tests/test_migrations.py
test-python: install web chromium ocr services
	@if [ -z "$$DATABASE_URL" ]; then \
	  exec $(BIN)/pytest -p no:cacheprovider -n $(TEST_WORKERS) --dist loadfile --durations=12; fi; \
	  log=$$(mktemp); \
	  ( env -u DATABASE_URL GLOWDEX_SECOND_PASS=sqlite $(BIN)/pytest -p no:cacheprovider -q $(SQLITE_PASS) > "$$log" 2>&1; echo $$? > "$$log.rc" ) & \
	  $(BIN)/pytest -p no:cacheprovider -n $(TEST_WORKERS) --dist loadfile --durations=15; pg=$$?; wait; \
	  echo "== the database tests again, on SQLite (run alongside the pass above) =="; cat "$$log"; \
	  sq=$$(cat "$$log.rc"); rm -f "$$log" "$$log.rc"; test "$$pg" = 0 && test "$$sq" = 0

# The checks before the Python tests run side by side (each alone left one of two cores idle); -O keeps each one's
# output together. The Python passes keep both cores busy on their own.
test: install web
	$(MAKE) --no-print-directory -j3 -O lint typecheck test-web
	$(MAKE) --no-print-directory test-python

bench: install wrk ocr
	$(BIN)/python -m bench

# Debian's wrk, the HTTP load generator of bench/bench_load.py (installed like chromium above).
.PHONY: wrk
wrk:
	@command -v wrk >/dev/null 2>&1 || { \
	  if [ "$$(id -u)" = 0 ]; then \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends wrk >/dev/null; \
	  else echo "wrk is missing: sudo apt-get install wrk" >&2; exit 1; fi; }

# Screenshots of every route at a laptop's and a phone's size, signed out and signed in, for a person to look at:
# data/local/shots/ (and report.txt, what it noticed). Serves data/local, what `make run` imported, on a free port
# (stop `make run` first), or looks at BASE=http://127.0.0.1:8000 when given.
.PHONY: shots
shots: install web chromium
	$(BIN)/glowdex db upgrade
	$(BIN)/python -m tests.e2e.shots $(if $(BASE),--base $(BASE))

clean:
	rm -rf web/dist $(VENV)/.installed web/node_modules/.installed
