"""Where a benchmark's figures come from: printed before and after its tables, so a table pasted into
docs/benchmarks.md carries its date, commit, machine load and command."""

from __future__ import annotations

import os
import subprocess
import sys
from datetime import UTC, datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _git(*args: str) -> str:
    try:
        done = subprocess.run(
            ["git", *args],
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=5,
            check=True,
        )
    except (OSError, subprocess.SubprocessError):
        return ""
    return done.stdout.strip()


def commit() -> str:
    """The short commit hash, `-dirty` when tracked files have uncommitted changes; `unknown` outside git."""
    head = _git("rev-parse", "--short", "HEAD")
    if not head:
        return "unknown"
    return f"{head}-dirty" if _git("status", "--porcelain", "--untracked-files=no") else head


def load() -> str:
    one, five, fifteen = os.getloadavg()
    return f"{one:.2f} / {five:.2f} / {fifteen:.2f} (1 / 5 / 15 min) on {os.cpu_count()} CPUs"


def line(stage: str, argv: list[str]) -> str:
    now = datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC")
    command = " ".join(["python -m bench", *argv])
    return f"_{stage}: {now} · commit {commit()} · load {load()} · `{command}`_"


def print_line(stage: str, argv: list[str]) -> None:
    print(line(stage, argv), file=sys.stdout, flush=True)
    print(flush=True)
