"""The vector contract: one packed (4-bit) unit vector per stored message, written once (the user message at
begin, everything else after commit), a user message's sentence vectors after commit, and continuity
that falls back to the lexical score while a vector is pending."""

from __future__ import annotations

import numpy as np
from django.db import connection
from django.test.utils import CaptureQueriesContext

from bench.corpus import fact_items
from conversations.models import Message
from memory.services.turns import begin_turn, complete_turn
from memory_platform.text.embeddings import (
    decode_sentence_vectors,
    decode_vectors,
    encode_vector,
    get_backend,
    is_usable,
    pack_vector,
    pack_vectors,
    stored_dim,
)
from tests.factories import ConversationFactory
from tests.helpers import new_conversation, rows_of, run_turn


def test_int8_vectors_keep_cosines_within_a_hundredth():
    texts = [item.text for item in fact_items()[::9]]
    exact = (
        get_backend().embed_many(texts)
        if hasattr(get_backend(), "embed_many")
        else np.stack([get_backend().embed(t) for t in texts])
    )
    stored = [encode_vector(v) for v in exact]
    assert {len(b) for b in stored} == {get_backend().dim}
    error = np.abs(decode_vectors(stored) @ decode_vectors(stored).T - exact @ exact.T)
    assert float(error.max()) < 0.01


def _exact(texts):
    backend = get_backend()
    return backend.embed_many(texts) if hasattr(backend, "embed_many") else np.stack([backend.embed(t) for t in texts])


def test_packed_vectors_take_half_a_byte_a_component_and_keep_cosines_within_three_hundredths():
    exact = _exact([item.text for item in fact_items()[::9]])
    stored = [pack_vector(v) for v in exact]
    dim = get_backend().dim
    assert {len(b) for b in stored} == {1 + dim // 2}
    assert {stored_dim(b) for b in stored} == {dim}
    assert all(is_usable(b, dim) for b in stored)
    error = np.abs(exact @ decode_vectors(stored).T - exact @ exact.T)
    assert float(error.max()) < 0.03
    assert float(error.mean()) < 0.006


def test_old_int8_and_new_packed_vectors_decode_together():
    exact = _exact(["Mi gato se llama Tomillo.", "I run on asphalt.", "¿Tenéis regaderas verdes?"])
    mixed = [encode_vector(exact[0]), pack_vector(exact[1]), encode_vector(exact[2])]
    decoded = decode_vectors(mixed)
    assert decoded.shape == (3, get_backend().dim)
    assert np.all(np.sum(decoded * exact, axis=1) > 0.99)
    dim = get_backend().dim
    for blob in (encode_vector(exact[0]) + encode_vector(exact[1]), pack_vectors(exact[:2])):
        sentences = decode_sentence_vectors(blob, dim)
        assert sentences is not None
        assert sentences.shape == (2, dim)
        assert np.all(np.sum(sentences * exact[:2], axis=1) > 0.99)


def test_every_message_gets_one_vector_of_the_backend(client_api):
    cid = new_conversation(client_api)
    run_turn(client_api, cid, "Quiero ver zapatillas para correr", "Tenemos Nike y Asics.")
    client_api.post(
        f"/api/v1/conversations/{cid}/messages/", {"role": "user", "content": "¿y en negro?"}, format="json"
    )
    blobs = list(rows_of(Message, cid).values_list("embedding", flat=True))
    assert len(blobs) == 3
    assert all(is_usable(b, get_backend().dim) for b in blobs)


def test_the_begin_vector_is_the_stored_one_and_is_handed_to_the_context(tenant):
    conversation = ConversationFactory(tenant=tenant)
    started = begin_turn(conversation=conversation, content="Busco una cafetera espresso")
    stored = Message.objects.get(conversation=conversation, turn=started.turn, role="user").embedding
    assert started.query_vector is not None
    assert bytes(stored) == pack_vector(started.query_vector)


def test_continuity_uses_stored_vectors_and_falls_back_while_one_is_pending(tenant, django_capture_on_commit_callbacks):
    conversation = ConversationFactory(tenant=tenant)
    first = begin_turn(conversation=conversation, content="Quiero ver zapatillas para correr en asfalto")
    with django_capture_on_commit_callbacks(execute=True):  # the turn's lock is released after commit
        complete_turn(
            conversation=conversation,
            turn=first.turn,
            lease=first.lease,
            content="Tenemos Pegasus y Novablast para asfalto.",
        )
    second = begin_turn(conversation=conversation, content="¿Las Pegasus amortiguan bien en asfalto?")
    with_vectors = Message.objects.get(conversation=conversation, turn=second.turn, role="user").continuity
    with django_capture_on_commit_callbacks(execute=True):
        complete_turn(
            conversation=conversation, turn=second.turn, lease=second.lease, content="Sí, amortiguan muy bien."
        )
    Message.objects.filter(conversation=conversation, turn=second.turn, role="assistant").update(
        embedding=None
    )  # worker lagging
    third = begin_turn(conversation=conversation, content="¿Y las Pegasus vienen en negro para asfalto?")
    pending = Message.objects.get(conversation=conversation, turn=third.turn, role="user").continuity
    assert with_vectors is not None
    assert pending is not None
    assert 0 <= pending <= 1
    assert 0 <= with_vectors <= 1


def test_a_user_message_of_several_sentences_gets_a_vector_for_each_after_the_turn(client_api):
    cid = new_conversation(client_api)
    run_turn(client_api, cid, "Hola. Mi vecino Anselmo me riega las plantas. ¿Tenéis regaderas?", "Sí, varias.")
    run_turn(client_api, cid, "Quiero una regadera verde", "Aquí la tienes.")
    client_api.post(
        f"/api/v1/conversations/{cid}/messages/", {"role": "user", "content": "Vale. Gracias."}, format="json"
    )
    rows = {m.content: m.sentence_embeddings for m in rows_of(Message, cid).filter(role="user")}
    dim = get_backend().dim
    several = decode_sentence_vectors(rows["Hola. Mi vecino Anselmo me riega las plantas. ¿Tenéis regaderas?"], dim)
    assert several is not None
    assert several.shape == (3, dim)
    detail = get_backend().embed("Mi vecino Anselmo me riega las plantas.")
    assert float(several[1] @ detail) > 0.99  # the second sentence's own vector
    assert bytes(rows["Quiero una regadera verde"]) == b""  # one sentence: its message vector serves
    assert decode_sentence_vectors(rows["Vale. Gracias."], dim).shape == (2, dim)  # appended ones too
    assert rows_of(Message, cid).filter(role="assistant", sentence_embeddings__isnull=False).count() == 0


def test_a_turns_user_message_is_stored_with_its_sentence_vectors_at_begin(tenant):
    conversation = ConversationFactory(tenant=tenant)
    started = begin_turn(conversation=conversation, content="Hola. Mi vecino Anselmo me riega las plantas.")
    stored = Message.objects.get(conversation=conversation, turn=started.turn, role="user")
    sentences = decode_sentence_vectors(stored.sentence_embeddings, get_backend().dim)
    assert sentences is not None
    assert sentences.shape == (2, get_backend().dim)  # in the INSERT: the after-turn task has nothing to rewrite
    assert bytes(stored.embedding) == pack_vector(started.query_vector)


def test_an_appended_user_message_is_stored_as_begin_stores_it_in_one_pass_and_one_update(
    client_api, tenant, monkeypatch
):
    text = "Vale, gracias. Mi hermana Irene vive en Oviedo. ¿Enviáis allí?"
    backend, passes = get_backend(), []
    encode = backend.encoder.encode
    monkeypatch.setattr(backend.encoder, "encode", lambda texts: passes.append(len(texts)) or encode(texts))
    cid = new_conversation(client_api)
    with CaptureQueriesContext(connection) as queries:
        client_api.post(f"/api/v1/conversations/{cid}/messages/", {"role": "user", "content": text}, format="json")
    appended = rows_of(Message, cid).get(role="user")
    updates = [q for q in queries.captured_queries if q["sql"].startswith('UPDATE "conversations_message"')]
    assert len(updates) == 1  # its vector and its sentence vectors in one row version
    assert passes == [4]  # the message and its three sentences, in one call
    conversation = ConversationFactory(tenant=tenant)
    begin_turn(conversation=conversation, content=text)
    begun = Message.objects.get(conversation=conversation, role="user")
    # The same vectors whichever way the message came in: search and dedup compare them as equals.
    assert bytes(appended.embedding) == bytes(begun.embedding)
    assert bytes(appended.sentence_embeddings) == bytes(begun.sentence_embeddings)
