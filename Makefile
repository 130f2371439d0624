# The README's commands. Each sets up .venv by itself (runtime requirements, plus the dev ones for test/bench/lint).
.PHONY: run test bench lint

run:  ## Serve API, docs and admin on 127.0.0.1:8000 (embedded default unless DATABASE_URL/REDIS_URL are set)
	bash scripts/run.sh

test:  ## The whole suite against PostgreSQL and Redis on loopback (started if down)
	bash scripts/test.sh

bench:  ## Memory and facts benchmarks; prints Markdown tables
	bash scripts/bench.sh

lint:  ## ruff (rules, format), mypy (every app), import layers, OpenAPI schema, migrations (complete, linear)
	bash scripts/lint.sh
