"""Facts benchmark: users who state 30+ facts in long conversations, in the corpus's phrasing, with
a third of them updated later; then, in a new conversation, one question per fact. Reports how
often the context holds the current value, injections of superseded or stale values, how many
facts a request carries, and how many planted statements the extractor read."""

from __future__ import annotations

from datetime import timedelta

from django.utils import timezone

from bench.common import fresh_tenant, mean, percentile, table, verdict
from bench.conversation import KIND_BY_KEY, Profile, Turn, conversation, replay_profile
from bench.corpus.templates import KINDS
from conversations.services.conversations import create_conversation
from facts.engine.synonyms import values_match
from facts.models import Fact, FactStatus
from facts.services.facts import mark_stale_facts
from memory.services.context import build_conversation_context
from memory.services.turns import begin_turn, complete_turn
from tenants.models import Tenant

USERS = [("lucia", ("es",), 11), ("mateo", ("es", "es", "en"), 12), ("sam", ("en",), 13), ("alex", ("en", "es"), 14)]
TURNS_PER_USER = 360
FACT_EVERY = 8  # 45 statements: every kind once, then updates
STALE_KEY = "brand"


def _plant(tenant: Tenant, user_id: str, languages: tuple[str, ...], seed: int) -> list[Turn]:
    conv = create_conversation(tenant=tenant, role="client", user_id=user_id)
    turns = list(conversation(TURNS_PER_USER, seed=seed, fact_every=FACT_EVERY, languages=languages))
    for turn in turns:
        started = begin_turn(conversation=conv, content=turn.user)
        complete_turn(conversation=conv, turn=started.turn, lease=started.lease, content=turn.assistant)
    return turns


def _read(tenant: Tenant, user_id: str, profile: Profile) -> tuple[int, int]:
    """(stored as the current value, planted kinds): did extraction read what was said?"""
    # Model rows, not values_list(): a sealed value opens on the model (encryption at rest binds it to its row).
    live = [
        (f.key, f.value) for f in Fact.objects.filter(tenant=tenant, user_id=user_id, status__in=("active", "stale"))
    ]
    found = sum(
        any(k == key and values_match(key, v, value) for k, v in live) for key, value in profile.current.items()
    )
    return found, len(profile.current)


def run() -> dict:
    tenant = fresh_tenant("bench-facts")
    questions = right = wrong_injections = read = planted = 0
    facts_tokens: list[int] = []
    facts_per_request: list[int] = []
    failures: list[str] = []
    for user_id, languages, seed in USERS:
        turns = _plant(tenant, user_id, languages, seed)
        profile = replay_profile(turns)
        got, total = _read(tenant, user_id, profile)
        read, planted = read + got, planted + total
        stale_value = _age_one_fact(tenant, user_id)
        asking = create_conversation(tenant=tenant, role="client", user_id=user_id)
        for key, value in profile.current.items():
            for question in KIND_BY_KEY[key].questions:
                result = build_conversation_context(conversation=asking, query=question, record=False)
                injected = "\n".join(result.facts).lower()
                questions += 1
                facts_tokens.append(result.tokens_by_section["facts"])
                facts_per_request.append(len(result.facts))
                expected_stale = key == STALE_KEY and stale_value is not None
                present = f": {value.lower()}" in injected
                ok = present != expected_stale
                right += ok
                bad = [
                    old
                    for old in profile.superseded.get(key, [])
                    if old.lower() != value.lower() and f": {old.lower()}" in injected
                ]
                if expected_stale and present:
                    bad.append(f"stale:{value}")
                wrong_injections += len(bad)
                if not ok or bad:
                    failures.append(f"{user_id}: {question!r} expected {key}={value!r} got {result.facts} bad={bad}")
    share = 100 * right / max(questions, 1)
    print("\n## Long-term facts\n")
    print(
        f"{len(USERS)} users × {TURNS_PER_USER} turns (Spanish and English); {len(KINDS)} kinds of fact stated in "
        "the corpus's "
        f"phrasing, a statement every {FACT_EVERY} turns, every kind once and then updates; one fact per user aged "
        "past 180 days "
        "and marked stale. Then one question per current fact, in both languages, from a new conversation.\n"
    )
    print(
        table(
            [
                "questions",
                "right current fact in context",
                "superseded/stale injected",
                "facts per request mean",
                "facts tokens mean",
                "p95",
                "max",
                "planted facts read",
            ],
            [
                [
                    questions,
                    f"{share:.1f} %",
                    wrong_injections,
                    f"{mean(facts_per_request):.1f}",
                    f"{mean(facts_tokens):.0f}",
                    f"{percentile(facts_tokens, 95):.0f}",
                    max(facts_tokens),
                    f"{read}/{planted}",
                ]
            ],
        )
    )
    print(
        "\n"
        + table(
            ["target", "measured", ""],
            [
                ["right current fact ≥ 95 %", f"{share:.1f} %", verdict(share >= 95)],
                ["superseded or stale injected = 0", str(wrong_injections), verdict(wrong_injections == 0)],
                ["facts tokens ≤ 150 + section header", str(max(facts_tokens)), verdict(max(facts_tokens) <= 150 + 12)],
            ],
        )
    )
    for failure in failures[:20]:
        print(f"- {failure}")
    return {"share": share, "wrong": wrong_injections}


def _age_one_fact(tenant: Tenant, user_id: str) -> str | None:
    """Push the user's brand fact past the stale age, run the daily task, and return its value."""
    fact = Fact.objects.filter(tenant=tenant, user_id=user_id, status=FactStatus.ACTIVE, key=STALE_KEY).first()
    if fact is None:
        return None
    Fact.objects.filter(pk=fact.pk).update(last_confirmed_at=timezone.now() - timedelta(days=181))
    mark_stale_facts()
    return fact.value
