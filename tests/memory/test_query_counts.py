"""The hot path's cost is pinned: queries per begin, complete and context preview on a conversation
whose hot memory is cached, and, apart, the after-turn pipeline the worker runs for a turn. The
counts include the SAVEPOINT/RELEASE pair a transaction costs inside a test (BEGIN/COMMIT in
production). A change that adds a query has to change this file."""

from __future__ import annotations

import pytest

from memory.models import AfterTurnJob
from memory.services import outbox
from tests.helpers import begin, complete, conversation, new_conversation, run_turn

# The API key and the tenant come from the cache, the hot memory and facts from Redis.
# Begin: the conversation; savepoint, conditional UPDATE (lock, lease, counters), INSERT, release; similar
# questions; the user's message vectors written since the last build (recall; nothing outside this window: no
# word search).
BEGIN_QUERIES = 7
# Complete: the conversation; savepoint, conditional UPDATE (lease check and release), INSERT reply, INSERT
# outbox job, release.
COMPLETE_QUERIES = 6
PREVIEW_QUERIES = 2  # the conversation; the user's new message vectors (recall)
# The after-turn pipeline: is the job pending; the conversation; the turn (its user message was mined at
# begin); the reply's vector; the turn's full-text vectors (no entity in it: no insert); the fold (savepoint,
# lock, tail, none to fold, release); done.
PIPELINE_QUERIES = 10


@pytest.fixture
def cached_conversation(client_api) -> str:
    cid = new_conversation(client_api)
    for n in range(3):
        run_turn(client_api, cid, f"Busco zapatillas modelo {n} para correr", f"Tenemos el modelo {n} en stock.")
    return cid


def test_begin_and_complete_query_counts(client_api, cached_conversation, django_assert_num_queries, monkeypatch):
    cid = cached_conversation
    monkeypatch.setattr(outbox, "dispatch", lambda **kwargs: True)  # the pipeline is pinned below, apart
    with django_assert_num_queries(BEGIN_QUERIES):
        body = begin(client_api, cid, "¿Y en talla 42?").json()
    with django_assert_num_queries(COMPLETE_QUERIES):
        assert complete(client_api, cid, body["turn"], body["lease"], "Sí, hay en 42.").status_code == 200
    with django_assert_num_queries(PREVIEW_QUERIES):
        assert client_api.get(f"/api/v1/conversations/{cid}/context/", {"query": "¿y en negro?"}).status_code == 200


def test_after_turn_pipeline_query_count(client_api, cached_conversation, django_assert_num_queries, monkeypatch):
    cid = cached_conversation
    monkeypatch.setattr(outbox, "dispatch", lambda **kwargs: True)
    run_turn(client_api, cid, "¿Y en talla 42?", "Sí, hay en 42.")
    job = AfterTurnJob.objects.get()
    conversation_id = conversation(cid).pk
    with django_assert_num_queries(PIPELINE_QUERIES):
        outbox.run_after_turn(conversation_id=conversation_id, turn=job.turn)
    assert not AfterTurnJob.objects.exists()
