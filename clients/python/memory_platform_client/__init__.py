"""Memory Platform's Python client: `MemoryClient` and `AsyncMemoryClient`, typed models and errors.

from memory_platform_client import MemoryClient

client = MemoryClient()  # MEMORY_PLATFORM_URL, MEMORY_PLATFORM_API_KEY
conversation = client.conversations.create(user_id="42")
with client.turn(conversation.id, "Hola") as turn:
    reply = my_model(turn.messages)
    turn.complete(reply)
"""

from memory_platform_client import models
from memory_platform_client._core import NO_RETRY, Call, RetryPolicy
from memory_platform_client._version import __version__
from memory_platform_client.aio import AsyncMemoryClient, AsyncTurn
from memory_platform_client.client import MemoryClient, Turn
from memory_platform_client.errors import (
    ApiError,
    AuthenticationError,
    BusyError,
    ConfigurationError,
    ConflictError,
    ConnectionFailedError,
    GoneError,
    IdempotencyKeyReusedError,
    LeaseInvalidError,
    MemoryPlatformError,
    NotFoundError,
    PermissionDeniedError,
    ServerError,
    StaleVersionError,
    ThrottledError,
    UnavailableError,
    ValidationError,
)
from memory_platform_client.streams import StreamEvent

__all__ = [
    "NO_RETRY",
    "ApiError",
    "AsyncMemoryClient",
    "AsyncTurn",
    "AuthenticationError",
    "BusyError",
    "Call",
    "ConfigurationError",
    "ConflictError",
    "ConnectionFailedError",
    "GoneError",
    "IdempotencyKeyReusedError",
    "LeaseInvalidError",
    "MemoryClient",
    "MemoryPlatformError",
    "NotFoundError",
    "PermissionDeniedError",
    "RetryPolicy",
    "ServerError",
    "StaleVersionError",
    "StreamEvent",
    "ThrottledError",
    "Turn",
    "UnavailableError",
    "ValidationError",
    "__version__",
    "models",
]
