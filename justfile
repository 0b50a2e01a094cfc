# Imprint developer tasks. `just` lists them.

set shell := ["bash", "-euo", "pipefail", "-c"]

# List the recipes.
default:
    @just --list

# Install the package, every extra and the dev tools into .venv.
sync:
    uv sync --all-extras --locked

# The offline end-to-end demo in a fresh store (pass a store URL to reuse one). The store is
# kept after the run, so the commands the demo ends with work on it; the next run replaces it.
demo store="": sync
    #!/usr/bin/env bash
    set -euo pipefail
    if [ -n "{{store}}" ]; then
        uv run --no-sync imprint demo --store "{{store}}"
    else
        db="${TMPDIR:-/tmp}/imprint-demo/demo.db"
        mkdir -p "$(dirname "$db")"
        rm -f "$db" "$db-wal" "$db-shm"
        uv run --no-sync imprint demo --store "sqlite:///$db"
    fi

# Everything CI runs: format check, lint, types, import contracts, tests (not `live`).
check: sync
    uv run --no-sync ruff format --check src tests bench examples
    uv run --no-sync ruff check src tests bench examples
    uv run --no-sync mypy --strict src tests
    uv run --no-sync lint-imports
    uv run --no-sync pytest -q

# Format and auto-fix what ruff can.
fmt: sync
    uv run --no-sync ruff format src tests bench examples
    uv run --no-sync ruff check --fix src tests bench examples

# Run the tests (arguments go to pytest).
test *args: sync
    uv run --no-sync pytest {{args}}

# Run only the tests that call real providers; they skip without ANTHROPIC_API_KEY / VOYAGE_API_KEY.
test-live *args: sync
    uv run --no-sync pytest -m live -rs {{args}}

# Run the benchmarks (each prints a table).
bench *args: sync
    #!/usr/bin/env bash
    set -euo pipefail
    for script in bench/*.py; do
        echo "== $script"
        uv run --no-sync python "$script" {{args}}
    done

# Remove caches, build output and local SQLite files.
clean:
    rm -rf .pytest_cache .mypy_cache .ruff_cache .hypothesis .import_linter_cache dist build
    find . -name __pycache__ -type d -prune -not -path './.venv/*' -exec rm -rf {} +
    find . -maxdepth 2 \( -name '*.db' -o -name '*.db-wal' -o -name '*.db-shm' \) -not -path './.venv/*' -delete
