"""Run the benchmarks and print Markdown tables: `python -m bench [engine|facts] [--turns N]`.

Uses DATABASE_URL/REDIS_URL (scripts/bench.sh points them at a dedicated `memory_bench` database
and Redis on loopback), Celery eager, and a fresh tenant each run."""

from __future__ import annotations

import argparse
import os
import sys

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "memory_platform.settings")
os.environ.setdefault("CELERY_TASK_ALWAYS_EAGER", "true")
os.environ.setdefault("CACHE_KEY_PREFIX", "bench")


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(prog="python -m bench")
    parser.add_argument("which", nargs="?", choices=["engine", "facts", "all"], default="all")
    parser.add_argument("--turns", type=int, default=5000, help="length of the engine bench conversation")
    args = parser.parse_args(argv)
    import logging

    import django

    django.setup()
    logging.getLogger("celery").setLevel(logging.WARNING)
    from django.core.management import call_command

    call_command("migrate", verbosity=0)
    if args.which in ("engine", "all"):
        from bench.engine import run as run_engine

        run_engine(turns=args.turns)
    if args.which in ("facts", "all"):
        from bench.facts import run as run_facts

        run_facts()


if __name__ == "__main__":
    main(sys.argv[1:])
