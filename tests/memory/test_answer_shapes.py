"""The context and begin answers are written out by hand (the hot path's largest answers; DRF rebuilds a
nested serializer's fields on every request). On the wire they must be byte for byte what their schema
serializers, ContextOutput and BeginTurnOutput, would give: dropped sections with and without their
original size, recalled turns, facts, and an earlier answer offered again."""

from __future__ import annotations

from rest_framework.renderers import JSONRenderer

from conversations.metrics.builds import BuildKind
from conversations.models import Conversation
from memory.apis import BeginTurnOutput, ContextOutput, begin_turn_output, context_output
from memory.services.context import build_conversation_context
from memory.services.turns import begin_turn
from tenants.services import set_tenant_policy
from tests.helpers import new_conversation, run_turn

QUESTION = "Which trail running shoes should I order in the sale?"


def wire(data: object) -> bytes:
    return JSONRenderer().render(data)


def test_a_preview_answers_as_its_serializer_would(client_api, tenant):
    set_tenant_policy(tenant=tenant, overrides={"context_budget_tokens": 600})
    cid = new_conversation(client_api, user_id="ana")
    run_turn(client_api, cid, "Me llamo Ana y vivo en Sevilla. Mi talla de zapatilla es la 43.", "Anotado, Ana.")
    for turn in range(6):
        run_turn(client_api, cid, f"Cuéntame más sobre zapatillas de trail, parte {turn}. " * 8, "Claro. " * 60)
    conversation = Conversation.objects.get(public_id=cid)
    long_query = "¿Qué talla dije que usaba y dónde vivo? " * 90
    seen_reasons: set[str] = set()
    for query in (None, "¿Qué talla de zapatilla te dije?", long_query):
        result = build_conversation_context(conversation=conversation, query=query, kind=BuildKind.PREVIEW)
        assert wire(context_output(result)) == wire(ContextOutput(result).data)
        seen_reasons |= {entry["reason"] for entry in result.dropped if "original_tokens" in entry}
    assert seen_reasons, "no shape with a dropped section's original size was compared"


def test_a_begin_answers_as_its_serializer_would_with_and_without_an_earlier_answer(client_api):
    first = new_conversation(client_api, user_id="ana")
    run_turn(client_api, first, QUESTION, "The Peak 2 in size 43.")
    second = Conversation.objects.get(public_id=new_conversation(client_api, user_id="ana"))
    offered = begin_turn(conversation=second, content=QUESTION)
    assert offered.dedup is not None
    assert wire(begin_turn_output(offered)) == wire(BeginTurnOutput(offered).data)
    third = Conversation.objects.get(public_id=new_conversation(client_api, user_id="bea"))
    plain = begin_turn(conversation=third, content="Hola, busco unas zapatillas.")
    assert plain.dedup is None
    assert wire(begin_turn_output(plain)) == wire(BeginTurnOutput(plain).data)
