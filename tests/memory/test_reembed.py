"""Switching the sentence model: `manage.py reembed` rewrites every message and fact vector written by
another model, in batches with progress, leaves current ones alone, and can run again at no cost."""

from __future__ import annotations

from io import StringIO

import pytest
from django.core.management import call_command

from conversations.models import Message
from facts.models import Fact
from memory_platform.text.embeddings import model_name
from tests.helpers import new_conversation, run_turn


def reembed(*args: str) -> str:
    out = StringIO()
    call_command("reembed", *args, stdout=out)
    return out.getvalue()


def test_vectors_of_another_model_are_rewritten_in_batches_with_progress(client_api):
    cid = new_conversation(client_api, user_id="ana")
    for line in ("My shoe size is 43.", "I'm looking for trail shoes.", "Which one is lightest?"):
        run_turn(client_api, cid, line, "Noted.")
    assert Fact.objects.filter(user_id="ana").exists()
    current = model_name()
    old = Message.objects.filter(role="user")
    old.update(embedding=bytes(384), embedding_model="minilm-l6-v2", sentence_embeddings=bytes(384 * 2))
    Fact.objects.update(embedding=bytes(384), embedding_model="minilm-l6-v2")

    output = reembed("--batch", "2")
    assert "messages: 2 / 3" in output
    assert "messages: 3 / 3" in output
    assert f"Done: 3 messages, {Fact.objects.count()} facts." in output
    assert set(Message.objects.values_list("embedding_model", flat=True)) == {current}
    assert set(Fact.objects.values_list("embedding_model", flat=True)) == {current}
    assert {len(bytes(b)) for b in Message.objects.values_list("embedding", flat=True)} == {1 + 512 // 2}  # packed
    sentences = Message.objects.filter(role="user").values_list("sentence_embeddings", flat=True)
    assert {len(bytes(b)) for b in sentences} == {0}  # each of one sentence: the message vector serves

    assert "Done: 0 messages, 0 facts." in reembed()  # nothing left to do


def test_a_batch_below_one_is_refused(client_api):
    err = StringIO()
    with pytest.raises(SystemExit) as stop:
        call_command("reembed", "--batch", "0", stderr=err)
    assert stop.value.code == 2
    assert "--batch must be at least 1." in err.getvalue()
