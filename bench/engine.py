"""Engine benchmark: context tokens vs full history vs the last 20 messages, build latency hot and
cold, turn latency and storage, at turns 10, 20, 100, 1,000 and 5,000."""

from __future__ import annotations

import time

from django.core.cache import cache
from django.db import connection

from bench.common import fresh_tenant, mean, percentile, table, verdict
from bench.conversation import conversation
from bench.storage import conversation_text_bytes
from conversations.hot import hot_key
from conversations.models import Conversation, Message
from conversations.services.conversations import create_conversation
from memory.services.context import build_conversation_context, system_prompt
from memory.services.turns import begin_turn, complete_turn
from memory_platform.text.tokens import REPLY_PRIMING_TOKENS, count_tokens, message_tokens
from tenants.services import set_tenant_policy

CHECKPOINTS = (10, 20, 100, 1000, 5000)
HOT_BUILDS = 200
COLD_BUILDS = 50


def _last_20(conv: Conversation, current: str) -> int:
    encoding = conv.tenant.policy.encoding_name
    rows = (
        Message.objects.filter(conversation=conv)
        .exclude(turn=conv.last_turn)
        .order_by("-seq")
        .values_list("token_count", flat=True)[:20]
    )
    prompt = system_prompt(conv.tenant, conv.role)
    return (
        REPLY_PRIMING_TOKENS
        + message_tokens(count_tokens(prompt, encoding))
        + sum(message_tokens(t) for t in rows)
        + message_tokens(count_tokens(current, encoding))
    )


def _latencies(conv: Conversation, query: str, cold: bool) -> list[float]:
    out = []
    for _ in range(COLD_BUILDS if cold else HOT_BUILDS):
        if cold:
            cache.delete(hot_key(conv))
        started = time.perf_counter()
        build_conversation_context(conversation=conv, query=query, record=False)
        out.append((time.perf_counter() - started) * 1000)
    return out


def _analyze() -> None:
    """Refresh planner statistics, as autovacuum does on a server that has been running a while: a
    table grown from empty in seconds otherwise gets plans made for an empty table."""
    with connection.cursor() as cursor:
        cursor.execute("ANALYZE conversations_message, conversations_summary, conversations_conversation, facts_fact")


def _storage(conv: Conversation) -> tuple[int, int]:
    with connection.cursor() as cursor:
        cursor.execute(
            """SELECT
                 (SELECT coalesce(sum(pg_column_size(m.*)), 0) FROM conversations_message m
                  WHERE m.conversation_id = %s)
               + (SELECT coalesce(sum(pg_column_size(s.*)), 0) FROM conversations_summary s
                  WHERE s.conversation_id = %s)
               + (SELECT coalesce(sum(pg_column_size(c.*)), 0) FROM conversations_conversation c WHERE c.id = %s)""",
            [conv.pk] * 3,
        )
        (stored,) = cursor.fetchone()
    return int(stored), conversation_text_bytes(conv.pk)


def run(*, turns: int = 5000) -> dict:
    tenant = fresh_tenant("bench-engine")
    conv = create_conversation(tenant=tenant, role="client", user_id="bench")
    checkpoints = [c for c in CHECKPOINTS if c <= turns]
    rows, results, turn_ms, user_tokens, assistant_tokens = [], {}, [], [], []
    started_all = time.perf_counter()
    for turn in conversation(turns):
        t0 = time.perf_counter()
        started = begin_turn(conversation=conv, content=turn.user)
        complete_turn(conversation=conv, turn=started.turn, lease=started.lease, content=turn.assistant)
        turn_ms.append((time.perf_counter() - t0) * 1000)
        if turn.number % 500 == 0:
            _analyze()
        if turn.number <= 300:
            user_tokens.append(count_tokens(turn.user, "cl100k_base"))
            assistant_tokens.append(count_tokens(turn.assistant, "cl100k_base"))
        if turn.number in checkpoints:
            context = started.context
            query = "¿Qué me recomendás entonces?"
            hot = _latencies(conv, query, cold=False)
            cold = _latencies(conv, query, cold=True)
            stored, text = _storage(conv)
            last20 = _last_20(conv, turn.user)
            results[turn.number] = {
                "tokens": context.total_tokens,
                "naive": context.naive_tokens,
                "hot_p50": percentile(hot, 50),
                "hot_p99": percentile(hot, 99),
                "cold_p50": percentile(cold, 50),
            }
            rows.append(
                [
                    f"{turn.number:,}",
                    f"{context.total_tokens:,}",
                    f"{context.naive_tokens:,}",
                    f"{last20:,}",
                    f"{100 * context.total_tokens / context.naive_tokens:.1f} %",
                    " / ".join(
                        str(context.tokens_by_section[s])
                        for s in ("system", "facts", "recalled", "summaries", "state", "window", "current")
                    ),
                    f"{percentile(hot, 50):.2f} / {percentile(hot, 99):.2f}",
                    f"{percentile(cold, 50):.2f} / {percentile(cold, 99):.2f}",
                    f"{percentile(turn_ms[-100:], 50):.1f}",
                    f"{stored / max(text, 1):.2f} ×",
                ]
            )
    elapsed = time.perf_counter() - started_all
    print("\n## Memory engine\n")
    print(
        "Synthetic conversation: user tokens p5/p50/p95 = "
        f"{percentile(user_tokens, 5):.0f}/{percentile(user_tokens, 50):.0f}/"
        f"{percentile(user_tokens, 95):.0f}; assistant "
        f"{percentile(assistant_tokens, 5):.0f}/{percentile(assistant_tokens, 50):.0f}/"
        f"{percentile(assistant_tokens, 95):.0f} (cl100k). {turns:,} turns in {elapsed:.0f} s.\n"
    )
    print(
        table(
            [
                "turn",
                "context tokens",
                "full history",
                "last 20 msgs",
                "ours / full",
                "sections sys/facts/recalled/summ/state/win/cur",
                "hot build p50/p99 ms",
                "cold build p50/p99 ms",
                "turn p50 ms",
                "PG bytes / text",
            ],
            rows,
        )
    )
    _targets(results)
    print(f"\nMean begin+complete turn: {mean(turn_ms):.1f} ms (p99 {percentile(turn_ms, 99):.1f} ms).")
    _window_trade_off()
    return results


def _window_trade_off() -> None:
    """The turn-20 ratio against the window cap: the spec's 1,200 tokens vs smaller tenant settings."""
    rows = []
    for cap in (1200, 900, 700):
        tenant = fresh_tenant(f"bench-window-{cap}")
        set_tenant_policy(tenant=tenant, overrides={"window_max_tokens": cap})
        conv = create_conversation(tenant=tenant, role="client", user_id="bench")
        for turn in conversation(20):
            started = begin_turn(conversation=conv, content=turn.user)
            complete_turn(conversation=conv, turn=started.turn, lease=started.lease, content=turn.assistant)
        context = started.context
        rows.append(
            [
                f"{cap:,}",
                f"{context.total_tokens:,}",
                f"{context.naive_tokens:,}",
                f"{100 * context.total_tokens / context.naive_tokens:.1f} %",
                len(context.window_turns),
            ]
        )
    print("\nTurn 20 against the tenant's window cap (window_max_tokens):\n")
    print(table(["window cap", "context tokens", "full history", "ours / full", "window turns"], rows))


def _targets(results: dict) -> None:
    checks = []
    if 20 in results:
        r = results[20]
        checks.append(
            [
                "context at turn 20 ≤ 20 % of full history",
                f"{100 * r['tokens'] / r['naive']:.1f} %",
                verdict(r["tokens"] <= 0.2 * r["naive"]),
            ]
        )
    if 20 in results and 1000 in results:
        ratio = results[1000]["tokens"] / results[20]["tokens"]
        checks.append(["tokens at 1,000 ≤ 1.1 × tokens at 20", f"{ratio:.2f} ×", verdict(ratio <= 1.1)])
        checks.append(["tokens at 1,000 ≤ 1.25 × tokens at 20 (with recall)", f"{ratio:.2f} ×", verdict(ratio <= 1.25)])
        at_1000 = results[1000]["tokens"]
        checks.append(["tokens at 1,000 ≤ 2,000", f"{at_1000:,}", verdict(at_1000 <= 2000)])
    last = results[max(results)]
    checks.append(["hot build p50 ≤ 5 ms", f"{last['hot_p50']:.2f} ms", verdict(last["hot_p50"] <= 5)])
    checks.append(
        [
            "hot build p99 ≤ 20 ms",
            f"{max(r['hot_p99'] for r in results.values()):.2f} ms",
            verdict(max(r["hot_p99"] for r in results.values()) <= 20),
        ]
    )
    if 100 in results and 5000 in results:
        ratio = results[5000]["hot_p50"] / results[100]["hot_p50"]
        checks.append(["build at 5,000 ≤ 1.2 × build at 100", f"{ratio:.2f} ×", verdict(ratio <= 1.2)])
    print("\n" + table(["target", "measured", ""], checks))
