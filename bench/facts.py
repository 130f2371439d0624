"""Facts benchmark: facts planted in long conversations (with updates and re-confirmations), then
questions that need them. Reports the share answered with the right current fact, injections of
superseded or stale facts, and facts tokens per request."""

from __future__ import annotations

from datetime import timedelta

from django.utils import timezone

from bench.common import fresh_tenant, mean, percentile, table, verdict
from bench.conversation import QUESTIONS, conversation, replay_profile
from conversations.services.context import build_conversation_context
from conversations.services.conversations import create_conversation
from conversations.services.turns import begin_turn, complete_turn
from facts.models import Fact, FactStatus
from facts.services.facts import mark_stale_facts

USERS = [("lucia", ("es",), 11), ("mateo", ("es", "es", "en"), 12), ("sam", ("en",), 13), ("alex", ("en", "es"), 14), ("ines", ("es",), 15), ("noah", ("en",), 16)]
TURNS_PER_USER = 300


def run() -> dict:
    tenant = fresh_tenant("bench-facts")
    questions = right = wrong_injections = 0
    facts_tokens: list[int] = []
    failures: list[str] = []
    for user_id, languages, seed in USERS:
        conv = create_conversation(tenant=tenant, role="client", user_id=user_id)
        turns = list(conversation(TURNS_PER_USER, seed=seed, fact_every=9, languages=languages))
        for turn in turns:
            started = begin_turn(conversation=conv, content=turn.user)
            complete_turn(conversation=conv, turn=started.turn, lease=started.lease, content=turn.assistant)
        profile = replay_profile(turns)
        stale_value = _age_one_fact(tenant, user_id)
        asking = create_conversation(tenant=tenant, role="client", user_id=user_id)
        for kind, value in profile.current.items():
            for question in QUESTIONS[kind]:
                result = build_conversation_context(conversation=asking, query=question, record=False)
                injected = "\n".join(result.facts).lower()
                questions += 1
                facts_tokens.append(result.tokens_by_section["facts"])
                expected_stale = stale_value is not None and stale_value[0] == kind
                ok = (value.lower() in injected) != expected_stale
                right += ok
                bad = [old for old in profile.superseded.get(kind, []) if old.lower() != value.lower() and old.lower() in injected]
                if expected_stale and value.lower() in injected:
                    bad.append(f"stale:{value}")
                wrong_injections += len(bad)
                if not ok or bad:
                    failures.append(f"{user_id}: {question!r} expected {value!r} got {result.facts} bad={bad}")
    share = 100 * right / max(questions, 1)
    print("\n## Long-term facts\n")
    print(f"{len(USERS)} users × {TURNS_PER_USER} turns (Spanish and English), a fact every 9 turns, a third of them updates; "
          "one fact per user aged past 180 days and marked stale.\n")
    print(table(["questions", "right current fact in context", "superseded/stale injected", "facts tokens/request mean", "p95", "max"],
                [[questions, f"{share:.1f} %", wrong_injections, f"{mean(facts_tokens):.0f}", f"{percentile(facts_tokens, 95):.0f}", max(facts_tokens)]]))
    print("\n" + table(["target", "measured", ""], [
        ["right current fact ≥ 95 %", f"{share:.1f} %", verdict(share >= 95)],
        ["superseded or stale injected = 0", str(wrong_injections), verdict(wrong_injections == 0)],
        ["facts tokens ≤ 150 + section header", str(max(facts_tokens)), verdict(max(facts_tokens) <= 150 + 12)],
    ]))
    for failure in failures[:15]:
        print(f"- {failure}")
    return {"share": share, "wrong": wrong_injections}


def _age_one_fact(tenant, user_id: str) -> tuple[str, str] | None:
    """Push one active fact past the stale age, run the daily task, and report (kind, value)."""
    fact = Fact.objects.filter(tenant=tenant, user_id=user_id, status=FactStatus.ACTIVE, key="preferred brand").first()
    if fact is None:
        return None
    Fact.objects.filter(pk=fact.pk).update(last_confirmed_at=timezone.now() - timedelta(days=181))
    mark_stale_facts()
    return ("brand", fact.text.split()[-1])
