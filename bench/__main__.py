"""Run the benchmarks and print Markdown tables:
`python -m bench [corpus|extraction|leave-one-out|shifts|calibrate|begin|engine|facts|dashboard|recall|load|storage|
hotpath|index-memory|citus|all]
[--turns N] [--errors tune]` (extraction is the corpus bench under its own name).

corpus, shifts and calibrate need no database (the labelled corpus through the pure engine); the
others drive the real services.

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
    from bench.provenance import print_line

    print_line("Started", argv)
    try:
        _run(argv)
    finally:
        print()
        print_line("Finished", argv)


def _run(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(prog="python -m bench")
    parser.add_argument(
        "which",
        nargs="?",
        choices=[
            "corpus",
            "extraction",
            "leave-one-out",
            "shifts",
            "calibrate",
            "begin",
            "engine",
            "facts",
            "dashboard",
            "recall",
            "load",
            "storage",
            "hotpath",
            "index-memory",
            "citus",
            "all",
        ],
        default="all",
    )
    parser.add_argument("--turns", type=int, default=5000, help="length of the engine bench conversation")
    parser.add_argument(
        "--errors", choices=["tune", "held-out", "blind"], help="list the corpus items a split gets wrong"
    )
    parser.add_argument(
        "--conversations", type=int, default=10_000, help="dashboard bench: conversations of the tenant"
    )
    parser.add_argument("--facts", type=int, default=100_000, help="dashboard bench: facts of the tenant")
    parser.add_argument(
        "--recall-history", type=int, default=10_000, help="recall: stored messages of the long-history user"
    )
    parser.add_argument("--server", choices=["uvicorn", "daphne"], default="uvicorn", help="load: the ASGI server")
    parser.add_argument("--workers", type=int, default=2, help="load: web processes")
    parser.add_argument("--levels", default="8,32,128", help="load: simulated assistants per level")
    parser.add_argument("--seconds", type=float, default=10.0, help="load: seconds per level")
    parser.add_argument("--pool", type=int, default=8, help="load: PostgreSQL pool size per web process")
    parser.add_argument("--marks", default="10,1000", help="load: turns at which one assistant alone is timed")
    parser.add_argument("--servers", type=int, default=0, help="load: separate one-process servers (else --workers)")
    parser.add_argument("--celery-workers", type=int, default=1, help="load: Celery workers (the first runs beat)")
    parser.add_argument("--database-url", default="", help="load: the servers' DATABASE_URL (e.g. PgBouncer)")
    args = parser.parse_args(argv)
    import logging

    import django

    django.setup()
    logging.getLogger("celery").setLevel(logging.WARNING)
    from django.core.management import call_command

    if args.which in ("corpus", "extraction", "all"):
        from bench.extraction import run as run_corpus

        run_corpus(show_errors=args.errors)
    if args.which == "leave-one-out":  # not part of "all": it fits the fallback once per natural batch
        from bench.leave_one_out import run as run_leave_one_out

        run_leave_one_out()
    if args.which in ("shifts", "all"):
        from bench.shifts import run as run_shifts

        run_shifts(show_errors=args.errors)
    if args.which == "calibrate":
        from bench.shifts import calibrate

        calibrate()
    if args.which in ("corpus", "extraction", "leave-one-out", "shifts", "calibrate"):
        return
    call_command("migrate", verbosity=0)
    if args.which in ("begin", "all"):
        from bench.begin import run as run_begin

        run_begin()
    if args.which in ("engine", "all"):
        from bench.engine import run as run_engine

        run_engine(turns=args.turns)
    if args.which == "storage":  # not part of "all": it empties the app tables of the bench database
        from bench.storage import run as run_storage

        run_storage(turns=min(args.turns, 1000) if args.turns != 5000 else 1000)
    if args.which == "hotpath":  # not part of "all": it empties the app tables and starts its own servers
        from bench.hotpath import run as run_hotpath

        run_hotpath(workers=args.workers, seconds=args.seconds, history=args.recall_history, pool_max=args.pool)
    if args.which == "load":  # not part of "all": it starts its own servers and takes the machine
        from bench.load import run as run_load

        levels = [int(n) for n in args.levels.split(",")]
        run_load(
            server=args.server,
            workers=args.workers,
            levels=levels,
            seconds=args.seconds,
            pool_max=args.pool,
            servers=args.servers,
            celery_workers=args.celery_workers,
            database_url=args.database_url,
            marks=[int(n) for n in args.marks.split(",")],
        )
    if args.which == "index-memory":  # not part of "all": it starts its own processes
        from bench.index_memory import run as run_index_memory

        run_index_memory(workers=args.workers)
    if args.which == "citus":  # not part of "all": it needs the Citus cluster (scripts/bench-citus.sh)
        from bench.citus import run as run_citus

        run_citus()
    if args.which in ("facts", "all"):
        from bench.facts import run as run_facts

        run_facts()
    if args.which in ("dashboard", "all"):
        from bench.dashboard import run as run_dashboard

        run_dashboard(conversations=args.conversations, facts=args.facts)
    if args.which in ("recall", "all"):
        from bench.recall import run as run_recall

        run_recall(recall_history=args.recall_history)


if __name__ == "__main__":
    main(sys.argv[1:])
