"""The hot path's cost is pinned: queries and Redis round trips per no-op authenticated GET, begin,
complete and context preview on a conversation whose hot memory is cached, and, apart, the queries
of the after-turn pipeline the worker runs for a turn. The query counts include the SAVEPOINT/RELEASE
pair a transaction costs inside a test (BEGIN/COMMIT in production). A change that adds a query or a
round trip has to change this file."""

from __future__ import annotations

import pytest

from conversations.models import Message
from memory.models import AfterTurnJob
from memory.services import outbox
from tests.helpers import begin, complete, conversation, new_conversation, run_turn

# The API key and the tenant come from the cache, the hot memory and facts from Redis.
WHOAMI_QUERIES = 0
# Begin: the conversation; savepoint, conditional UPDATE (lock, lease, counters), INSERT, release; similar
# questions. The user's message vectors written since the last build are read only for a message that could
# open recall: "¿Y en talla 42?" names nothing and needs no memory, so recall reads nothing (no word search).
BEGIN_QUERIES = 6
# Complete: the conversation; savepoint, conditional UPDATE (lease check and release), INSERT reply, INSERT
# outbox job, release.
COMPLETE_QUERIES = 6
PREVIEW_QUERIES = 1  # the conversation ("¿y en negro?" cannot open recall: nothing of the user's is read)
# A message that could open recall: + the user's new message vectors, + the recalled turns, read back.
RECALLING_PREVIEW_QUERIES = 3
# The after-turn pipeline: is the job pending; the turn with its conversation (its user message was mined at
# begin); no entity in it: no insert; the unsummarized tail, looked at without a lock: nothing to fold, so no
# transaction; done. No message row is rewritten: both were stored with their vectors and full-text vectors.
PIPELINE_QUERIES = 4

# Every request: the API key (GET) and both throttle windows (one pipeline).
WHOAMI_ROUND_TRIPS = 2
# + the turn lock (SET NX); the hot memory (GET, then SET with the message after commit: the context
# is built from the copy in hand); facts, the recall version and whether a stream listens to the build (one
# pipeline). The metrics buffer and last context are written by the process's writer thread, not the request.
BEGIN_ROUND_TRIPS = 6
# + the hot memory (GET, SET with the reply after commit); the lock release (EVAL)
COMPLETE_ROUND_TRIPS = 5
# + the hot memory, facts, the recall version and whether a stream listens to the build (one pipeline)
PREVIEW_ROUND_TRIPS = 3
# The same when a turn is recalled: the values the user's facts no longer hold come in the same pipeline.
RECALLING_PREVIEW_ROUND_TRIPS = 3


@pytest.fixture
def cached_conversation(client_api) -> str:
    cid = new_conversation(client_api)
    for n in range(3):
        run_turn(client_api, cid, f"Busco zapatillas modelo {n} para correr", f"Tenemos el modelo {n} en stock.")
    return cid


def test_hot_path_query_and_redis_counts(
    client_api, cached_conversation, django_assert_num_queries, assert_redis_round_trips, monkeypatch
):
    cid = cached_conversation
    monkeypatch.setattr(outbox, "dispatch", lambda **kwargs: True)  # the pipeline is pinned below, apart
    assert client_api.get("/api/v1/whoami/").status_code == 200
    with django_assert_num_queries(WHOAMI_QUERIES), assert_redis_round_trips(WHOAMI_ROUND_TRIPS):
        assert client_api.get("/api/v1/whoami/").status_code == 200
    with django_assert_num_queries(BEGIN_QUERIES), assert_redis_round_trips(BEGIN_ROUND_TRIPS):
        body = begin(client_api, cid, "¿Y en talla 42?").json()
    assert body["context"]["cache_hit"] is True
    with django_assert_num_queries(COMPLETE_QUERIES), assert_redis_round_trips(COMPLETE_ROUND_TRIPS):
        assert complete(client_api, cid, body["turn"], body["lease"], "Sí, hay en 42.").status_code == 200
    with django_assert_num_queries(PREVIEW_QUERIES), assert_redis_round_trips(PREVIEW_ROUND_TRIPS):
        preview = client_api.get(f"/api/v1/conversations/{cid}/context/", {"query": "¿y en negro?"})
    assert preview.status_code == 200
    assert preview.json()["cache_hit"] is True


def test_after_turn_pipeline_query_count(client_api, cached_conversation, django_assert_num_queries, monkeypatch):
    cid = cached_conversation
    monkeypatch.setattr(outbox, "dispatch", lambda **kwargs: True)
    run_turn(client_api, cid, "¿Y en talla 42?", "Sí, hay en 42.")
    job = AfterTurnJob.objects.get()
    row = conversation(cid)
    with django_assert_num_queries(PIPELINE_QUERIES):
        outbox.run_after_turn(tenant_id=row.tenant_id, conversation_id=row.pk, turn=job.turn)
    assert not AfterTurnJob.objects.exists()


def test_messages_are_stored_whole(client_api, cached_conversation, monkeypatch):
    """Both messages of a turn carry their vector from the INSERT on, before any worker ran, so the
    pipeline never rewrites them, and the search finds them by a word at once."""
    cid = cached_conversation
    monkeypatch.setattr(outbox, "dispatch", lambda **kwargs: True)
    body = run_turn(client_api, cid, "¿Tenés zapatillas impermeables?", "Sí, las Trail Pro son impermeables.")
    stored = Message.objects.filter(conversation=conversation(cid), turn=body["turn"])
    assert stored.count() == 2
    assert not stored.filter(embedding__isnull=True).exists()
    found = client_api.get("/api/v1/search/", {"q": "impermeable", "user_id": conversation(cid).user_id}).json()
    assert {(hit["turn"], hit["role"]) for hit in found["results"] if hit["kind"] == "message"} >= {
        (body["turn"], "user"),
        (body["turn"], "assistant"),
    }


def test_a_preview_that_recalls_a_corrected_turn_costs_no_more_round_trips(
    client_api, django_assert_num_queries, assert_redis_round_trips
):
    earlier = new_conversation(client_api, user_id="ana")
    for user, assistant in [
        ("My shoe size is 43.", "Noted, size 43."),
        ("I'm looking for trail running shoes.", "We have several models with good grip."),
        ("Actually, my shoe size is 45.", "Got it, your shoe size is 45."),
    ]:
        run_turn(client_api, earlier, user, assistant)
    cid = new_conversation(client_api, user_id="ana")
    url = f"/api/v1/conversations/{cid}/context/"
    question = {"query": "What shoe size should I order in?"}
    assert client_api.get(url, question).status_code == 200  # the hot memory and the past values cached
    with django_assert_num_queries(RECALLING_PREVIEW_QUERIES), assert_redis_round_trips(RECALLING_PREVIEW_ROUND_TRIPS):
        preview = client_api.get(url, question)
    recalled = [m["content"] for m in preview.json()["messages"] if "earlier conversations" in m["content"]]
    assert recalled
    assert "shoe size: 43 no longer holds, now 45" in recalled[0]


def test_a_question_opens_only_the_earlier_questions_close_to_it(client_api, monkeypatch):
    """Dedup compares a question with the user's recent questions by their stored vectors; only those close
    enough to be a restatement are read and opened (a begin late in a long conversation used to open every
    one of its 200 candidates)."""
    from memory.services import dedup

    cid = new_conversation(client_api)
    questions = [
        "¿Tenéis zapatillas de trail impermeables?",
        "¿Cuánto tarda el envío a Valencia?",
        "¿Hay descuento para estudiantes?",
        "¿Qué portátil me recomendás para programar?",
        "¿Aceptan pago con tarjeta de débito?",
        "¿La garantía cubre la batería?",
        "¿Cuál es la política de devoluciones de zapatillas?",
        "¿Tienen tiendas físicas en Madrid?",
    ]
    for n, question in enumerate(questions):
        run_turn(client_api, cid, question, f"Respuesta número {n}.")
    opened: list[int] = []
    real = dedup.readable_message_text

    def counting(stored, **kwargs):
        opened.append(kwargs["turn"])
        return real(stored, **kwargs)

    monkeypatch.setattr(dedup, "readable_message_text", counting)
    unrelated = begin(client_api, cid, "¿Qué tal es la cámara del móvil nuevo?").json()
    assert unrelated["dedup"] is None
    assert opened == []
    complete(client_api, cid, unrelated["turn"], unrelated["lease"], "Muy buena.")
    restated = begin(client_api, cid, "¿cuál es la política de devoluciones de zapatillas?").json()
    assert restated["dedup"]["source"] == "previous_turn"
    assert restated["dedup"]["previous_answer"].startswith("Respuesta número 6")
    assert 1 <= len(opened) <= 2  # nothing far from it is opened
    assert opened[0] == 7  # the restated question's turn first
