"""Property tests over whole conversations driven through the services (real PostgreSQL and Redis):
the context never exceeds its budget, keeps its order, and the window and summaries their limits."""

from __future__ import annotations

import itertools
import json

from django.test import override_settings
from hypothesis import HealthCheck, Phase, example, given, settings
from hypothesis import strategies as st

from conversations.models import Summary
from memory.services.turns import begin_turn, complete_turn
from memory_platform.text.tokens import REPLY_PRIMING_TOKENS, count_tokens, message_tokens
from tests.factories import ConversationFactory

WORDS = [
    "zapatillas",
    "talla",
    "carrito",
    "envío",
    "pago",
    "Madrid",
    "running",
    "Nike",
    "Asics",
    "descuento",
    "pedido",
    "devolución",
    "laptop",
    "battery",
    "screen",
    "warranty",
    "refund",
    "order",
    "shipping",
    "budget",
    "prefer",
    "decided",
    "remember",
    "siempre",
    "nunca",
    "otra",
    "cosa",
    "by",
    "the",
    "way",
    "¿cuándo?",
    "when?",
    "ok",
    "gracias",
    "thanks",
    "42",
    "150",
    "euros",
    "dólares",
]


def text_of(size: int, seed: int) -> str:
    return " ".join(WORDS[(seed * 7 + i * 13) % len(WORDS)] for i in range(size)) or "hola"


sizes = st.one_of(st.integers(1, 80), st.integers(80, 400), st.integers(2000, 4200))
conversations = st.lists(st.tuples(sizes, sizes), min_size=1, max_size=300)


@override_settings(MAX_CONTENT_CHARS=100_000)
# No shrinking: each example drives a real conversation through PostgreSQL and Redis.
@settings(
    max_examples=6,
    deadline=None,
    phases=[Phase.explicit, Phase.generate],
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(turns=conversations)
@example(
    turns=[(50, 185)] * 120 + [(4200, 60), (30, 4200)] + [(70, 270), (28, 108)] * 89
)  # 300 turns, huge ones inside
def test_context_never_over_budget_and_limits_hold(tenant, app_commits, turns):
    conversation = ConversationFactory(tenant=tenant)
    policy = tenant.policy
    seen_summaries: dict[int, str] = {}
    for n, (user_size, assistant_size) in enumerate(turns):
        user = text_of(user_size, n)
        started = begin_turn(conversation=conversation, content=user)
        context = started.context
        total = REPLY_PRIMING_TOKENS + sum(
            message_tokens(count_tokens(m["content"], policy.encoding_name)) for m in context.messages
        )
        assert context.total_tokens == total <= policy.context_budget_tokens
        assert context.messages[-1]["role"] == "user"
        assert len(context.window_turns) <= policy.window_max_turns
        assert context.tokens_by_section.get("window", 0) <= policy.window_max_tokens
        assert context.tokens_by_section.get("summaries", 0) <= policy.summaries_max_tokens + 8
        assert context.tokens_by_section.get("facts", 0) <= policy.facts_max_tokens + 8
        roles = [m["role"] for m in context.messages]
        first_dialogue = next((i for i, r in enumerate(roles) if r != "system"), len(roles))
        assert all(r == "system" for r in roles[:first_dialogue])
        assert all(r in ("user", "assistant") for r in roles[first_dialogue:])
        assert context.window_turns == sorted(context.window_turns)
        complete_turn(
            conversation=conversation, turn=started.turn, lease=started.lease, content=text_of(assistant_size, n + 1)
        )
        for summary in Summary.objects.filter(conversation=conversation):
            rendered = json.dumps(summary.as_segment(), ensure_ascii=False, sort_keys=True)
            assert seen_summaries.setdefault(summary.pk, rendered) == rendered, "a summary was rewritten"
            assert summary.token_count <= policy.summary_max_tokens
    covered = sorted((s.first_turn, s.last_turn) for s in Summary.objects.filter(conversation=conversation))
    for (_, last), (first, _) in itertools.pairwise(covered):
        assert first > last, "segments never overlap"
