"""The websocket events of facts: sent to every open stream of the user's conversations, after commit."""

from __future__ import annotations

from facts.models import Fact
from memory_platform.events import publish, user_group


def _fact(fact: Fact) -> dict[str, object]:
    return {
        "id": fact.pk,
        "domain": fact.domain,
        "text": fact.text,
        "confidence": fact.confidence,
        "status": fact.status,
    }


def fact_created(fact: Fact) -> None:
    publish(user_group(fact.tenant_id, fact.role, fact.user_id), "fact.created", {"fact": _fact(fact)})


def fact_superseded(old: Fact, new: Fact) -> None:
    publish(
        user_group(old.tenant_id, old.role, old.user_id),
        "fact.superseded",
        {"fact": _fact(old), "superseded_by": new.pk},
    )
