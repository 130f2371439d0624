"""Which facts went into contexts is learnt from the metrics roll-up each minute, never on the hot path."""

from __future__ import annotations

from conversations.metrics.buffer import roll_up_builds
from facts.models import Fact
from memory.tasks import roll_up_metrics
from tests.helpers import new_conversation, run_turn


def test_the_roll_up_records_injected_facts(client_api, tenant):
    roll_up_builds()  # an empty buffer to start from
    client_api.post(
        "/api/v1/facts/",
        {"user_id": "42", "role": "client", "domain": "personal", "text": "Mi talla de zapatillas es 42"},
        format="json",
    )
    client_api.post(
        "/api/v1/facts/",
        {
            "user_id": "42",
            "role": "client",
            "domain": "projects",
            "text": "We migrate the billing service to Kubernetes in Q3",
        },
        format="json",
    )
    cid = new_conversation(client_api, user_id="42")
    context = run_turn(client_api, cid, "¿Qué talla de zapatillas uso?", "La 42.")["context"]
    assert any("talla" in m["content"] for m in context["messages"])
    assert not Fact.objects.filter(last_injected_at__isnull=False).exists()  # nothing written by the turn itself
    assert roll_up_metrics() >= 1
    injected = {f.text: f.last_injected_at for f in Fact.objects.all()}
    assert injected["Mi talla de zapatillas es 42"] is not None
    assert injected["We migrate the billing service to Kubernetes in Q3"] is None
    assert roll_up_metrics() == 0  # idempotent: nothing new, nothing changed
