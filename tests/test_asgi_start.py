"""The ASGI application starts the way uvicorn starts it: imported inside a running event loop, where
Django refuses ORM calls, with the start-up checks (the stored data keys) still made."""

from __future__ import annotations

import subprocess
import sys

import pytest

from tests.processes import ROOT, child_env

IMPORT_IN_A_LOOP = """
import asyncio

async def serve():
    import memory_platform.asgi
    print("serving", type(memory_platform.asgi.application).__name__)

asyncio.run(serve())
"""


@pytest.mark.django_db(transaction=True)
def test_the_application_imports_inside_a_running_event_loop():
    started = subprocess.run(
        [sys.executable, "-c", IMPORT_IN_A_LOOP],
        cwd=ROOT,
        env=child_env(),
        capture_output=True,
        text=True,
        timeout=180,
    )
    assert started.returncode == 0, started.stderr[-2000:]
    assert "serving ProtocolTypeRouter" in started.stdout
