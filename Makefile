# The two commands of the README: `make run` and `make test`.
# Both create .venv and install what they need on a fresh machine.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed
SHARED ?= ../shared

.PHONY: run test lint typecheck lock-check bytecode unit unit-only explore scenarios scenarios-only \
	clean lock

# pip puts uv in the venv, and uv installs the rest: it downloads in parallel and compiles
# the modules on both cores (docs/performance.md has what it buys).
UV_VERSION := 0.13.9
$(STAMP): pyproject.toml requirements.lock
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet uv==$(UV_VERSION)
	UV_LINK_MODE=copy $(BIN)/uv pip install --quiet --python $(BIN)/python --compile-bytecode \
		-c requirements.lock -e '.[dev]'
	touch $(STAMP)

# Pin the run-time dependencies (the Docker image installs exactly these) from the venv.
lock: $(STAMP)
	$(BIN)/python .ci/lock.py > requirements.lock

# The venv (installed with the lock as constraints) still matches the lock: a dependency
# added or changed without `make lock` fails here.
lock-check: $(STAMP)
	$(BIN)/python .ci/lock.py --check

# The bot when DISCORD_TOKEN is set, the local console otherwise.
run: $(STAMP)
	$(BIN)/redzone run

# The type checks and the shared scenarios run beside the tests, niced, in the fifth of the two
# cores the tests leave idle (processes starting, servers answering); the tests' output shows
# as it comes, theirs once the tests end.
test: lint lock-check bytecode
	@out=$$(mktemp -d); trap 'kill -- -$$typecheck -$$scenarios 2>/dev/null; rm -rf $$out; exit 130' INT TERM; \
	setsid nice -n 10 $(MAKE) --no-print-directory typecheck > $$out/typecheck 2>&1 & typecheck=$$!; \
	setsid nice -n 10 $(MAKE) --no-print-directory scenarios-only > $$out/scenarios 2>&1 & scenarios=$$!; \
	$(MAKE) --no-print-directory unit-only; unit=$$?; \
	wait $$typecheck; typed=$$?; wait $$scenarios; checked=$$?; \
	cat $$out/typecheck $$out/scenarios; rm -rf $$out; \
	[ $$unit -eq 0 ] && [ $$typed -eq 0 ] && [ $$checked -eq 0 ]

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

# The engine and the bot, both strict (asyncpg's types come from asyncpg-stubs); the
# benches and tests at mypy's default, so a changed interface shows where they use it.
# The two runs at once (one per core), each with a cache of its own: with one cache, each
# run found the engine's and the bot's entries written under the other's options, and
# checked them again.
typecheck: $(STAMP)
	$(BIN)/mypy --cache-dir .mypy_cache/strict --strict engine bot & strict=$$!; \
	$(BIN)/mypy --cache-dir .mypy_cache/default --disable-error-code annotation-unchecked \
		bench tests; rest=$$?; \
	wait $$strict && exit $$rest

# The project's modules compiled once (into __pycache__, which git ignores; only what changed
# is compiled again), and the catalogs' parse kept there too (bot.i18n.catalog). Where
# PYTHONDONTWRITEBYTECODE is set, Python reads compiled modules but never writes them: every
# process the tests start (bots, their workers and painter, the CLI) compiled the whole engine
# and bot again.
bytecode: $(STAMP)
	$(BIN)/python -m compileall -q engine bot
	$(BIN)/python -m bot.i18n

# Two test processes (TEST_WORKERS=0 runs them in this one); a file's tests stay together,
# so a module's fixtures (a PostgreSQL server, a loopback Discord) start once per file; the
# files come heaviest first (tests/conftest.py), not xdist's most-tests-first.
TEST_WORKERS ?= 2
unit: bytecode unit-only
unit-only:
	REDZONE_SHARED=$(abspath $(SHARED)) $(BIN)/pytest -n $(TEST_WORKERS) --dist loadfile --no-loadscope-reorder

# The property tests with their full counts of examples, new ones on every run (`make test`
# draws the same ones, fewer: tests/conftest.py examples()). They are marked slow, so
# `-m "not slow"` left every one of them out.
explore: $(STAMP)
	REDZONE_HYPOTHESIS=explore REDZONE_SHARED=$(abspath $(SHARED)) $(BIN)/pytest -n $(TEST_WORKERS) \
		--dist loadfile -m property

# The shared rules cases, through the real CLI, when ../shared is beside the project.
scenarios: bytecode scenarios-only
scenarios-only:
	@if [ -f $(SHARED)/scenarios/check.py ]; then \
		$(BIN)/python $(SHARED)/scenarios/check.py --cmd $(BIN)/redzone $(SHARED)/scenarios/*.toml; \
	else \
		echo "$(SHARED) not found: shared scenarios not run"; \
	fi

clean:
	rm -rf $(VENV) .mypy_cache .pytest_cache .ruff_cache .hypothesis
