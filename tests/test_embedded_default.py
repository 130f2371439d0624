"""The embedded default: with no DATABASE_URL/REDIS_URL the product runs on SQLite, local-memory
cache and eager Celery. Run in a subprocess so this process's PostgreSQL settings don't leak in."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

ROUND_TRIP = """
import django
django.setup()
from django.conf import settings
from rest_framework.test import APIClient
assert settings.DATABASES["default"]["ENGINE"].endswith("sqlite3"), settings.DATABASES
assert "locmem" in settings.CACHES["default"]["BACKEND"]
assert settings.CELERY_TASK_ALWAYS_EAGER
api = APIClient()
api.credentials(HTTP_AUTHORIZATION="Api-Key " + open({key_file!r}).read().strip().splitlines()[-1])
cid = api.post("/api/v1/conversations/", {{"role": "client", "user_id": "7"}}, format="json").json()["id"]
said = api.post(f"/api/v1/conversations/{{cid}}/messages/", {{"role": "user", "content": "hola"}}, format="json")
assert said.status_code == 201
turn = api.post(f"/api/v1/conversations/{{cid}}/turns/", {{"content": "Recordá que vivo en Valencia"}}, format="json")
turn = turn.json()
done = api.post(
    f"/api/v1/conversations/{{cid}}/turns/{{turn['turn']}}/complete/",
    {{"lease": turn["lease"], "content": "Anotado."}},
    format="json",
)
assert done.status_code == 200
messages = api.get(f"/api/v1/conversations/{{cid}}/messages/").json()["results"]
assert [m["content"] for m in messages] == ["hola", "Recordá que vivo en Valencia", "Anotado."], messages
assert api.get("/api/v1/facts/", {{"user_id": "7"}}).json()["count"] == 1
found = api.get("/api/v1/search/", {{"q": "Valencia", "user_id": "7"}}).json()
assert found["mode"] == "simple" and found["results"][0]["kind"] in ("message", "fact"), found
assert any("**Valencia**" in hit["snippet"] for hit in found["results"]), found
later = api.post("/api/v1/conversations/", {{"role": "client", "user_id": "7"}}, format="json").json()["id"]
preview = api.get(f"/api/v1/conversations/{{later}}/context/", {{"query": "¿Dónde vivo?"}}).json()
assert preview["total_tokens"] <= preview["budget"] and "recalled" in preview["tokens"], preview
print("embedded ok")
"""


def manage(env: dict, *args: str) -> str:
    done = subprocess.run(
        [sys.executable, "manage.py", *args], cwd=ROOT, env=env, capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_embedded_default_round_trip(tmp_path):
    env = {
        k: v
        for k, v in os.environ.items()
        if k
        not in {
            "DATABASE_URL",
            "REDIS_URL",
            "CELERY_TASK_ALWAYS_EAGER",
            "DJANGO_SETTINGS_MODULE",
            "MEMORY_ENCRYPTION_KEYS",
        }
    }
    env.update(
        SQLITE_PATH=str(tmp_path / "embedded.sqlite3"),
        DJANGO_SETTINGS_MODULE="memory_platform.settings",
        PYTHONPATH=str(ROOT),
    )
    manage(env, "migrate", "--noinput")
    manage(env, "create_tenant", "solo")
    key_file = tmp_path / "key.txt"
    key_file.write_text(manage(env, "create_api_key", "solo", "--roles", "client"))
    done = subprocess.run(
        [sys.executable, "-c", ROUND_TRIP.format(key_file=str(key_file))],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr
    assert "embedded ok" in done.stdout
    assert (tmp_path / "embedded.sqlite3").stat().st_size > 0
