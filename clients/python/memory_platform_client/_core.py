"""What the sync and async clients share: settings, the description of one call, when and how long
to wait before retrying it, and how an answer becomes a model or an exception. No I/O here."""

from __future__ import annotations

import os
import random
import uuid
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from email.utils import parsedate_to_datetime
from typing import Any, Generic, TypeVar
from urllib.parse import quote

import httpx
from pydantic import BaseModel

from memory_platform_client import models
from memory_platform_client._version import __version__
from memory_platform_client.errors import (
    ApiError,
    BusyError,
    ConfigurationError,
    ConnectionFailedError,
    ThrottledError,
    UnavailableError,
    error_for,
)

T = TypeVar("T", bound=BaseModel)

URL_VARIABLE = "MEMORY_PLATFORM_URL"
KEY_VARIABLE = "MEMORY_PLATFORM_API_KEY"
IDEMPOTENCY_HEADER = "Idempotency-Key"
# Methods whose retry could write twice: each call carries one Idempotency-Key, the same on every attempt.
UNSAFE_METHODS = frozenset({"POST", "PATCH", "DELETE"})
RETRIED_STATUSES = frozenset({429, 502, 503, 504})


@dataclass(frozen=True)
class RetryPolicy:
    """Up to `attempts` tries. Before each retry: the server's Retry-After if it sent one, else
    `backoff` doubled per attempt; capped at `max_delay`, with jitter so clients do not retry in step."""

    attempts: int = 5
    backoff: float = 0.5
    max_delay: float = 10.0

    def delay(self, attempt: int, retry_after: float | None) -> float:
        """Seconds to wait after failed attempt number `attempt` (0-based)."""
        if retry_after is not None:
            wait = min(self.max_delay, max(0.0, retry_after))
            return wait + random.uniform(0, min(1.0, wait / 4 + 0.05))
        wait = min(self.max_delay, self.backoff * 2**attempt)
        return random.uniform(wait / 2, wait)


NO_RETRY = RetryPolicy(attempts=1)


@dataclass(frozen=True)
class Settings:
    base_url: str
    api_key: str
    timeout: float
    retry: RetryPolicy

    @property
    def api_root(self) -> str:
        return f"{self.base_url}/api/v1"

    @property
    def websocket_root(self) -> str:
        scheme, rest = self.base_url.split("://", 1)
        return f"{'wss' if scheme == 'https' else 'ws'}://{rest}/ws"

    def headers(self) -> dict[str, str]:
        return {
            "Authorization": f"Api-Key {self.api_key}",
            "Accept": "application/json",
            "User-Agent": f"memory-platform-client/{__version__}",
        }


def settings_from(base_url: str | None, api_key: str | None, timeout: float, retry: RetryPolicy | None) -> Settings:
    url = base_url or os.environ.get(URL_VARIABLE)
    key = api_key or os.environ.get(KEY_VARIABLE)
    if not url:
        raise ConfigurationError(f"No base URL: pass base_url= or set {URL_VARIABLE}.")
    if not key:
        raise ConfigurationError(f"No API key: pass api_key= or set {KEY_VARIABLE}.")
    if "://" not in url:
        url = f"http://{url}"
    return Settings(base_url=url.rstrip("/"), api_key=key, timeout=timeout, retry=retry or RetryPolicy())


def segment(value: object) -> str:
    """A path segment, escaped (user ids and conversation ids are the caller's text)."""
    return quote(str(value), safe="")


@dataclass(frozen=True)
class Call(Generic[T]):
    """One API call: what to send and which model the answer is."""

    method: str
    path: str
    response: type[T]
    params: Mapping[str, Any] | None = None
    body: Any = None
    idempotency_key: str | None = field(default=None)

    def prepared(self) -> Call[T]:
        """This call with its Idempotency-Key minted (once: every retry reuses it)."""
        if self.method not in UNSAFE_METHODS or self.idempotency_key:
            return self
        return Call(self.method, self.path, self.response, self.params, self.body, uuid.uuid4().hex)

    def request(self, settings: Settings) -> dict[str, Any]:
        """Keyword arguments for httpx's request()."""
        headers = settings.headers()
        if self.idempotency_key:
            headers[IDEMPOTENCY_HEADER] = self.idempotency_key
        params = {name: _query_value(value) for name, value in (self.params or {}).items() if value is not None}
        request: dict[str, Any] = {
            "method": self.method,
            "url": settings.api_root + self.path,
            "params": params,
            "headers": headers,
        }
        if self.body is not None:
            request["json"] = self.body
        return request


def _query_value(value: Any) -> str:
    if isinstance(value, datetime):
        return value.isoformat()
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def retry_after(response: httpx.Response) -> float | None:
    """Retry-After in seconds (a number or an HTTP date), if the answer carries one."""
    value = response.headers.get("Retry-After")
    if not value:
        return None
    try:
        return max(0.0, float(value))
    except ValueError:
        pass
    try:
        return max(0.0, (parsedate_to_datetime(value) - datetime.now(UTC)).total_seconds())
    except (TypeError, ValueError):
        return None


def retryable(error: ApiError) -> bool:
    """Busy, throttled and unavailable are worth another try; a stale version or a bad lease never."""
    return isinstance(error, BusyError | ThrottledError | UnavailableError)


def outcome(call: Call[T], response: httpx.Response) -> T:
    """The answer as its model, or the typed exception for an error answer."""
    if response.is_success:
        return call.response.model_validate(response.json() if response.content else {})
    try:
        body = response.json()
    except ValueError:
        body = None
    raise error_for(response.status_code, body, retry_after(response))


class Attempts:
    """Counts the attempts of one call and says how long to wait before the next, or re-raises."""

    def __init__(self, policy: RetryPolicy) -> None:
        self.policy = policy
        self.attempt = 0

    def after_error(self, error: ApiError) -> float:
        if not retryable(error) or self.attempt + 1 >= self.policy.attempts:
            raise error
        return self._next(error.retry_after)

    def after_transport_error(self, error: httpx.TransportError) -> float:
        if self.attempt + 1 >= self.policy.attempts:
            raise ConnectionFailedError(f"{type(error).__name__}: {error}") from error
        return self._next(None)

    def _next(self, retry_after: float | None) -> float:
        wait = self.policy.delay(self.attempt, retry_after)
        self.attempt += 1
        return wait


def next_page(call: Call[T], answer: T) -> Call[T] | None:
    """The call for the page after `answer`, or None on the last page."""
    if getattr(answer, "next", None) is None:
        return None
    params = dict(call.params or {})
    params["page"] = int(params.get("page") or 1) + 1
    return Call(call.method, call.path, call.response, params, call.body)


class TurnData:
    """What a begun turn gives the caller: its number and lease, and the context to send the model."""

    def __init__(self, conversation_id: str, begun: models.BeginTurn) -> None:
        self.conversation_id = conversation_id
        self.begun = begun
        self.done = False

    @property
    def number(self) -> int:
        return self.begun.turn

    @property
    def lease(self) -> str:
        return self.begun.lease

    @property
    def context(self) -> models.Context:
        """The budgeted context: messages in order, tokens per section, what was dropped."""
        return self.begun.context

    @property
    def messages(self) -> list[dict[str, str]]:
        """The context's messages as role/content dictionaries, ready for a chat model."""
        return [{"role": message.role, "content": message.content} for message in self.begun.context.messages]
