"""The build buffer: each context build is pushed to a Redis list (one round trip, together with the
conversation's last built context) and rolled up per minute by a Celery task, so no request pays a
synchronous database write.

Without Redis (down, or the embedded default) builds wait in process memory, and that buffer is
never left undrained: the next push to Redis carries it along, and otherwise the process folds it
into the roll-ups itself every few seconds (one write per batch, not per request)."""

from __future__ import annotations

import atexit
import json
import logging
import threading
import time
from collections import deque
from typing import Any

from django.core.cache import cache
from django.utils import timezone

from conversations.metrics.builds import BuildMetric, encode_entry
from conversations.metrics.rollup import InjectedFacts, fold_entries
from memory_platform.cache_keys import conversation_tag
from memory_platform.events import conversation_group, group_keys, publish, tenant_metrics_group
from memory_platform.redis_client import cache_key, raw_redis, redis_errors

logger = logging.getLogger(__name__)

BUFFER_KEY = "metrics:context-builds"
LAST_CONTEXT_SECONDS = 24 * 3600
LOCAL_FLUSH_SECONDS = 5.0
_local_since: list[float] = []  # when the oldest entry of the local buffer arrived
_local_buffer: deque[str] = deque(maxlen=100_000)
_local_lock = threading.Lock()


def last_context_key(*, tenant_id: int, conversation_id: int) -> str:
    return f"conv:{conversation_tag(tenant_id=tenant_id, conversation_id=conversation_id)}:last-context"


def record_build(metric: BuildMetric) -> None:
    """Buffer the build for the roll-up, keep it as the conversation's last context (one Redis round
    trip for both), and stream it to the dashboards that are open: the same round trip asks whether a
    stream listens, so a build nobody watches costs the channel layer nothing."""
    payload = {
        "tokens_by_section": metric.tokens_by_section,
        "total_tokens": metric.total_tokens,
        "budget": metric.budget,
        "naive_tokens": metric.naive_tokens,
        "build_ms": round(metric.build_ms, 3),
        "cache_hit": metric.cache_hit,
        "dropped": list(metric.dropped),
    }
    events = [(tenant_metrics_group(metric.tenant_id), "metrics.build", {"role": metric.role, **payload})]
    if metric.conversation_id is not None:
        events.insert(0, (conversation_group(metric.conversation_id), "context.built", payload))
    last_context = json.dumps({**payload, "at": timezone.now().isoformat()})
    listened = _buffer(metric, encode_entry(metric), last_context, group_keys([group for group, _, _ in events]))
    for (group, event_type, data), heard in zip(events, listened or [True] * len(events), strict=True):
        if heard:
            publish(group, event_type, data)


def _buffer(metric: BuildMetric, entry: str, last_context: str, listeners: list[bytes] | None) -> list[bool] | None:
    """Push the entry (and keep the last context); with `listeners` (channel-layer group keys), whether each
    group has a stream joined, asked in the same pipeline. None when that could not be asked."""
    client = raw_redis()
    if client is not None:
        with _local_lock:
            backlog = list(_local_buffer)
            _local_buffer.clear()
        try:
            pipe = client.pipeline(transaction=False)
            pipe.rpush(cache_key(BUFFER_KEY), *backlog, entry)
            if metric.conversation_id is not None:
                key = last_context_key(tenant_id=metric.tenant_id, conversation_id=metric.conversation_id)
                pipe.set(cache_key(key), last_context, ex=LAST_CONTEXT_SECONDS)
            for group_key in listeners or ():
                pipe.exists(group_key)
            answers = pipe.execute()
            if backlog:
                _take_local(0)  # resets the age of the (now empty) local buffer
            return None if listeners is None else [bool(found) for found in answers[-len(listeners) :]]
        except redis_errors() as exc:
            logger.warning("Redis unreachable; buffering a context metric in process memory: %s", exc)
        with _local_lock:
            _local_buffer.extendleft(reversed(backlog))
    elif metric.conversation_id is not None:
        key = last_context_key(tenant_id=metric.tenant_id, conversation_id=metric.conversation_id)
        cache.set(key, last_context, LAST_CONTEXT_SECONDS)
    with _local_lock:
        _local_buffer.append(entry)
        if not _local_since:
            _local_since.append(time.monotonic())
        due = time.monotonic() - _local_since[0] >= LOCAL_FLUSH_SECONDS
    if due:
        try:
            fold_local_buffer()
        except Exception:
            logger.exception("Could not fold buffered context metrics; kept for the next attempt")
    return None


def last_built_context(*, tenant_id: int, conversation_id: int) -> dict[str, Any] | None:
    """The conversation's last built context (tokens per section, budget, what was dropped), if known."""
    key = last_context_key(tenant_id=tenant_id, conversation_id=conversation_id)
    client = raw_redis()
    if client is None:
        raw = cache.get(key)
    else:
        try:
            raw = client.get(cache_key(key))
        except redis_errors():
            return None
    return json.loads(raw) if raw else None


def _take_local(limit: int) -> list[str]:
    entries: list[str] = []
    with _local_lock:
        while _local_buffer and len(entries) < limit:
            entries.append(_local_buffer.popleft())
        if not _local_buffer:
            _local_since.clear()
    return entries


def fold_local_buffer() -> int:
    """Fold this process's buffered builds into the roll-ups now (Redis unreachable or absent). Which
    facts they injected is left to the next roll-up through Redis (a dashboard figure, not memory)."""
    entries = _take_local(100_000)
    try:
        fold_entries(entries, on_injected=None)
    except Exception:
        with _local_lock:  # the database is down too: keep them for the next attempt
            _local_buffer.extendleft(reversed(entries))
        raise
    return len(entries)


def _fold_at_exit() -> None:
    if not _local_buffer:
        return
    try:
        fold_local_buffer()
    except Exception as exc:
        logger.warning("Could not fold %d buffered context metrics at exit: %s", len(_local_buffer), type(exc).__name__)


atexit.register(_fold_at_exit)


def _drain(limit: int) -> list[str]:
    entries = _take_local(limit)
    client = raw_redis()
    if client is not None and len(entries) < limit:
        try:
            popped = client.lpop(cache_key(BUFFER_KEY), limit - len(entries)) or []
            entries.extend(item.decode() if isinstance(item, bytes) else item for item in popped)
        except redis_errors() as exc:
            logger.warning("Redis unreachable; metric roll-up postponed: %s", exc)
    return entries


def roll_up_builds(*, limit: int = 10_000, on_injected: InjectedFacts | None = None) -> int:
    """Fold buffered builds into their roll-up rows; returns how many were folded (per-minute beat task).

    Entries are popped before they are written: a crash between the two loses at most one batch
    of metrics, never memory, and a re-run never counts an entry twice."""
    entries = _drain(limit)
    fold_entries(entries, on_injected=on_injected)
    return len(entries)
