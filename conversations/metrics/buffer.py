"""The build buffer: each context build is pushed to a Redis list (with the conversation's last built
context) and rolled up per minute by a Celery task, so no request pays a synchronous database write. A
build does not wait on Redis either: a writer thread per process sends whatever builds arrived in the last
METRICS_FLUSH_SECONDS in one pipeline (a round trip a preview saved, ~0.3 ms of its CPU).

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
from collections.abc import Sequence
from typing import Any

from django.conf import settings
from django.core.cache import cache
from django.utils import timezone

from conversations.metrics.builds import BuildMetric, encode_entry
from conversations.metrics.rollup import InjectedFacts, fold_entries
from memory_platform.background import Sender, sender, started
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


def listener_keys(*, tenant_id: int, conversation_id: int | None) -> list[bytes] | None:
    """The channel-layer keys of the groups a build of this conversation streams to, in `record_build`'s order,
    for the caller to ask in a round trip it makes anyway whether anyone listens (None: it cannot be asked)."""
    return group_keys(_groups(tenant_id, conversation_id))


def _groups(tenant_id: int, conversation_id: int | None) -> list[str]:
    tenant = [tenant_metrics_group(tenant_id)]
    return tenant if conversation_id is None else [conversation_group(conversation_id), *tenant]


def record_build(metric: BuildMetric, *, listened: Sequence[bool] | None = None) -> None:
    """Buffer the build for the roll-up and keep it as the conversation's last context, and stream it to the
    dashboards that listen. `listened`: whether each of the build's groups (`listener_keys`) has a stream
    joined, as the caller asked; None streams to all (the sender asks the layer). With Redis, the buffer and the
    last context are written by this process's writer thread, many builds in one round trip: a build does not
    wait on them."""
    payload = {
        "tokens_by_section": metric.tokens_by_section,
        "total_tokens": metric.total_tokens,
        "budget": metric.budget,
        "naive_tokens": metric.naive_tokens,
        "build_ms": round(metric.build_ms, 3),
        "cache_hit": metric.cache_hit,
        "dropped": list(metric.dropped),
    }
    events = [("metrics.build", {"role": metric.role, **payload})]
    if metric.conversation_id is not None:
        events.insert(0, ("context.built", payload))
    groups = _groups(metric.tenant_id, metric.conversation_id)
    for group, (event_type, data), heard in zip(groups, events, listened or [True] * len(groups), strict=True):
        if heard:
            publish(group, event_type, data)
    key = (
        None
        if metric.conversation_id is None
        else last_context_key(tenant_id=metric.tenant_id, conversation_id=metric.conversation_id)
    )
    build = (encode_entry(metric), key, json.dumps({**payload, "at": timezone.now().isoformat()}))
    writer = _writer()
    if writer is None:
        _store([build])
    else:
        writer.add(build)
    _fold_local_if_due()


_Build = tuple[str, str | None, str]  # the buffer entry, the last-context key (None without a conversation), its value


WRITER = "build-metrics-writer"


def _writer() -> Sender[_Build] | None:
    """This process's writer; None when builds are written as they come (no Redis, or METRICS_FLUSH_SECONDS 0)."""
    if not settings.REDIS_URL or settings.METRICS_FLUSH_SECONDS <= 0:
        return None
    return sender(WRITER, _store, settings.METRICS_FLUSH_SECONDS)


def flush_builds() -> None:
    """Write this process's builds still waiting for the writer (before reading what they record)."""
    writer = started(WRITER)
    if writer is not None:
        writer.flush()


def _store(batch: Sequence[_Build]) -> None:
    """Push the entries and keep each conversation's latest context, in one round trip; Redis unreachable or
    absent, the entries wait in process memory, carried along by the next write or folded by the process."""
    entries = [entry for entry, _, _ in batch]
    latest = {key: context for _, key, context in batch if key is not None}
    client = raw_redis()
    if client is not None:
        with _local_lock:
            backlog = list(_local_buffer)
            _local_buffer.clear()
        try:
            pipe = client.pipeline(transaction=False)
            pipe.rpush(cache_key(BUFFER_KEY), *backlog, *entries)
            for key, context in latest.items():
                pipe.set(cache_key(key), context, ex=LAST_CONTEXT_SECONDS)
            pipe.execute()
            if backlog:
                _take_local(0)  # resets the age of the (now empty) local buffer
            return
        except redis_errors() as exc:
            logger.warning("Redis unreachable; buffering context metrics in process memory: %s", exc)
        with _local_lock:
            _local_buffer.extendleft(reversed(backlog))
    else:
        for key, context in latest.items():
            cache.set(key, context, LAST_CONTEXT_SECONDS)
    with _local_lock:
        _local_buffer.extend(entries)
        if not _local_since:
            _local_since.append(time.monotonic())


def _fold_local_if_due() -> None:
    with _local_lock:
        due = bool(_local_since) and time.monotonic() - _local_since[0] >= LOCAL_FLUSH_SECONDS
    if due:
        try:
            fold_local_buffer()
        except Exception:
            logger.exception("Could not fold buffered context metrics; kept for the next attempt")


def last_built_context(*, tenant_id: int, conversation_id: int) -> dict[str, Any] | None:
    """The conversation's last built context (tokens per section, budget, what was dropped), if known."""
    flush_builds()
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
    flush_builds()
    entries = _take_local(100_000)
    try:
        fold_entries(entries, on_injected=None)
    except Exception:
        with _local_lock:  # the database is down too: keep them for the next attempt
            _local_buffer.extendleft(reversed(entries))
        raise
    return len(entries)


def _fold_at_exit() -> None:
    try:
        flush_builds()
    except Exception as exc:
        logger.warning("Could not write buffered context metrics at exit: %s", type(exc).__name__)
    if not _local_buffer:
        return
    try:
        fold_local_buffer()
    except Exception as exc:
        logger.warning("Could not fold %d buffered context metrics at exit: %s", len(_local_buffer), type(exc).__name__)


atexit.register(_fold_at_exit)


def _drain(limit: int) -> list[str]:
    flush_builds()
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
