"""`memory-platform-mcp`: Memory Platform's tools for any MCP host (needs the `[mcp]` extra).

    MEMORY_PLATFORM_URL=… MEMORY_PLATFORM_API_KEY=… memory-platform-mcp               # stdio
    MEMORY_PLATFORM_URL=… memory-platform-mcp --transport http --port 8765            # streamable HTTP

Tenant and role come from the key (over HTTP: `Authorization: Bearer <tenant key>`, checked against
the platform by a token verifier). `--user` pins every tool to one user and removes the `user_id`
argument from their schemas. Busy, throttled and unavailable answers are retried inside the tool by
the SDK. `forget_user` exists only with `--allow-destructive`."""

from __future__ import annotations

import argparse
import functools
import hashlib
import inspect
import os
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from mcp.server.auth.middleware.auth_context import get_access_token
from mcp.server.auth.provider import AccessToken
from mcp.server.auth.settings import AuthSettings
from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError

from memory_platform_client._core import KEY_VARIABLE, URL_VARIABLE, RetryPolicy
from memory_platform_client._version import __version__
from memory_platform_client.aio import AsyncMemoryClient
from memory_platform_client.errors import ApiError, AuthenticationError, MemoryPlatformError

Tool = Callable[..., Awaitable[Any]]
VERIFIED_FOR_SECONDS = 60.0

INSTRUCTIONS = (
    "Long-term memory of the user: search what they said before, read and keep facts about them, "
    "read and update a conversation's confirmed state. Facts are short statements; correct a fact "
    "that changed instead of adding a second one."
)


@dataclass(frozen=True)
class Config:
    base_url: str | None = None
    api_key: str | None = None  # stdio and in-process; over HTTP each request brings its own
    user_id: str | None = None  # pinned: tools act for this user only and take no user_id
    role: str | None = None  # which assistant when the key allows both (default: the key's first)
    allow_destructive: bool = False
    retry: RetryPolicy | None = None  # how busy, throttled and unavailable answers are retried in a tool


class Keys:
    """An AsyncMemoryClient and its roles per API key, kept while the process runs."""

    def __init__(self, config: Config) -> None:
        self.config = config
        self.clients: dict[str, tuple[AsyncMemoryClient, list[str]]] = {}

    async def session(self, key: str) -> tuple[AsyncMemoryClient, str]:
        if key not in self.clients:
            client = AsyncMemoryClient(self.config.base_url, key, retry=self.config.retry)
            self.clients[key] = (client, (await client.whoami()).roles)
        client, roles = self.clients[key]
        role = self.config.role if self.config.role in roles else roles[0]
        return client, role

    def current_key(self) -> str:
        token = get_access_token()
        key = token.token if token is not None else self.config.api_key or os.environ.get(KEY_VARIABLE)
        if not key:
            raise ToolError(f"No API key: set {KEY_VARIABLE}, or send Authorization: Bearer <key>.")
        return key


class PlatformKeyVerifier:
    """A bearer token is a tenant API key; valid if the platform answers whoami with it."""

    def __init__(self, keys: Keys) -> None:
        self.keys = keys
        self.verified: dict[str, tuple[float, AccessToken]] = {}

    async def verify_token(self, token: str) -> AccessToken | None:
        digest = hashlib.sha256(token.encode()).hexdigest()
        cached = self.verified.get(digest)
        if cached and cached[0] > time.monotonic():
            return cached[1]
        try:
            probe = AsyncMemoryClient(self.keys.config.base_url, token)
            try:
                who = await probe.whoami()
            finally:
                await probe.aclose()
        except AuthenticationError:
            return None
        access = AccessToken(token=token, client_id=who.tenant, scopes=list(who.roles))
        self.verified[digest] = (time.monotonic() + VERIFIED_FOR_SECONDS, access)
        return access


def _pinned(tool: Tool, user_id: str) -> Tool:
    """The tool with `user_id` fixed and gone from its signature (so from its schema)."""
    signature = inspect.signature(tool, eval_str=True)  # resolved types: the schema is built from this

    @functools.wraps(tool)
    async def pinned(*args: Any, **kwargs: Any) -> Any:
        return await tool(*args, user_id=user_id, **kwargs)

    pinned.__signature__ = signature.replace(  # type: ignore[attr-defined]
        parameters=[p for p in signature.parameters.values() if p.name != "user_id"]
    )
    pinned.__annotations__ = {
        name: parameter.annotation for name, parameter in signature.parameters.items() if name != "user_id"
    } | {"return": signature.return_annotation}
    return pinned


def _as_tool_error(tool: Tool) -> Tool:
    @functools.wraps(tool)
    async def guarded(*args: Any, **kwargs: Any) -> Any:
        try:
            return await tool(*args, **kwargs)
        except ApiError as error:
            raise ToolError(f"{error.code}: {error.message} {error.fields or ''}".strip()) from error
        except MemoryPlatformError as error:
            raise ToolError(str(error)) from error

    return guarded


def build_server(config: Config) -> MCPServer[Any]:
    """The MCP server with its tools; `config.api_key` serves stdio and in-process clients."""
    keys = Keys(config)
    verifier = PlatformKeyVerifier(keys)
    auth = AuthSettings(
        issuer_url=config.base_url or os.environ.get(URL_VARIABLE) or "http://127.0.0.1",  # type: ignore[arg-type]
        resource_server_url=None,
    )
    server: MCPServer[Any] = MCPServer(
        "memory-platform", instructions=INSTRUCTIONS, version=__version__, token_verifier=verifier, auth=auth
    )

    async def session() -> tuple[AsyncMemoryClient, str]:
        return await keys.session(keys.current_key())

    async def own_conversation(client: AsyncMemoryClient, conversation_id: str) -> None:
        """With a pinned user, another user's conversation is as missing as another tenant's."""
        if config.user_id and (await client.conversations.get(conversation_id)).user_id != config.user_id:
            raise ToolError("not_found: No such conversation.")

    async def own_fact(client: AsyncMemoryClient, fact_id: int) -> None:
        if config.user_id and (await client.facts.get(fact_id)).user_id != config.user_id:
            raise ToolError("not_found: No such fact.")

    async def get_context(conversation_id: str, query: str | None = None) -> dict[str, Any]:
        """The conversation's budgeted context (system sections, summaries, facts, recent turns), as the
        platform would send it to a model."""
        client, _ = await session()
        await own_conversation(client, conversation_id)
        context = await client.conversations.context(conversation_id, query=query)
        return context.model_dump(mode="json", include={"messages", "total_tokens", "budget", "tokens"})

    async def search_memory(query: str, user_id: str, limit: int = 10) -> dict[str, Any]:
        """Search what the user said before: messages, summaries and facts, best match first."""
        client, role = await session()
        found = await client.search(query, user_id=user_id, role=role, limit=limit)
        return found.model_dump(mode="json")

    async def list_facts(user_id: str, domain: str | None = None, status: str = "active") -> dict[str, Any]:
        """The facts known about the user (active by default), optionally in one domain."""
        client, role = await session()
        facts = [f async for f in client.facts.iter(user_id=user_id, role=role, domain=domain, status=status)]
        return {
            "facts": [
                f.model_dump(mode="json", include={"id", "text", "domain", "confidence", "status"}) for f in facts
            ]
        }

    async def remember_fact(text: str, user_id: str, domain: str = "preferences") -> dict[str, Any]:
        """Keep a short statement about the user (domain: work, preferences, decisions, personal, projects)."""
        client, role = await session()
        fact = await client.facts.create(user_id=user_id, role=role, domain=domain, text=text)
        return fact.model_dump(mode="json", include={"id", "text", "domain", "status"})

    async def confirm_fact(fact_id: int) -> dict[str, Any]:
        """The user confirmed a fact still holds."""
        client, _ = await session()
        await own_fact(client, fact_id)
        return (await client.facts.confirm(fact_id)).model_dump(mode="json", include={"id", "text", "status"})

    async def correct_fact(fact_id: int, text: str) -> dict[str, Any]:
        """Replace a fact that is no longer true with the corrected statement."""
        client, _ = await session()
        await own_fact(client, fact_id)
        answer = await client.facts.contradict(fact_id, text=text)
        return {"fact": answer.fact.model_dump(mode="json", include={"id", "text"}), "replaced": answer.superseded}

    async def forget_fact(fact_id: int) -> dict[str, Any]:
        """Delete a fact the user asked to forget."""
        client, _ = await session()
        await own_fact(client, fact_id)
        return (await client.facts.delete(fact_id)).model_dump(mode="json", include={"id", "status"})

    async def get_state(conversation_id: str) -> dict[str, Any]:
        """The conversation's confirmed state and its version."""
        client, _ = await session()
        await own_conversation(client, conversation_id)
        return (await client.conversations.state(conversation_id)).model_dump(mode="json")

    async def update_state(
        conversation_id: str,
        set: dict[str, Any] | None = None,
        unset: list[str] | None = None,
        version: int | None = None,
    ) -> dict[str, Any]:
        """Apply a confirmed change to the state; give the version read to refuse a stale write."""
        client, _ = await session()
        await own_conversation(client, conversation_id)
        state = await client.conversations.update_state(conversation_id, set=set, unset=unset, version=version)
        return state.model_dump(mode="json")

    async def start_conversation(user_id: str) -> dict[str, Any]:
        """Start a conversation with the user; its id is what the other tools take."""
        client, role = await session()
        return (await client.conversations.create(user_id=user_id, role=role)).model_dump(mode="json")

    async def list_conversations(user_id: str, status: str | None = None) -> dict[str, Any]:
        """The user's conversations, active or expired (status filters)."""
        client, role = await session()
        found = [c async for c in client.conversations.iter(user_id=user_id, role=role, status=status)]
        return {"conversations": [c.model_dump(mode="json") for c in found]}

    async def append_message(conversation_id: str, role: str, content: str) -> dict[str, Any]:
        """Store a message (role user or assistant) outside a turn."""
        client, _ = await session()
        await own_conversation(client, conversation_id)
        message = await client.conversations.append_message(conversation_id, role=role, content=content)
        return message.model_dump(mode="json", include={"seq", "turn", "role", "content"})

    async def forget_user(user_id: str) -> dict[str, Any]:
        """Erase everything remembered about the user for this assistant. Cannot be undone."""
        client, role = await session()
        return (await client.forget_user(user_id, role=role)).model_dump(mode="json")

    tools: list[Tool] = [
        get_context,
        search_memory,
        list_facts,
        remember_fact,
        confirm_fact,
        correct_fact,
        forget_fact,
        get_state,
        update_state,
        start_conversation,
        list_conversations,
        append_message,
    ]
    if config.allow_destructive:
        tools.append(forget_user)
    for tool in tools:
        takes_user = "user_id" in inspect.signature(tool).parameters
        server.add_tool(_as_tool_error(_pinned(tool, config.user_id) if config.user_id and takes_user else tool))
    return server


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="memory-platform-mcp", description=__doc__.split("\n\n")[0])
    parser.add_argument("--transport", choices=["stdio", "http"], default="stdio")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8765)
    parser.add_argument("--url", default=os.environ.get(URL_VARIABLE), help=f"the platform (default ${URL_VARIABLE})")
    parser.add_argument("--user", default=os.environ.get("MEMORY_PLATFORM_USER"), help="pin every tool to this user")
    parser.add_argument("--role", default=os.environ.get("MEMORY_PLATFORM_ROLE"), help="client or admin")
    parser.add_argument("--allow-destructive", action="store_true", help="offer forget_user")
    options = parser.parse_args(argv)
    config = Config(
        base_url=options.url,
        api_key=os.environ.get(KEY_VARIABLE) if options.transport == "stdio" else None,
        user_id=options.user,
        role=options.role,
        allow_destructive=options.allow_destructive,
    )
    server = build_server(config)
    if options.transport == "stdio":
        server.run("stdio")
    else:
        server.run("streamable-http", host=options.host, port=options.port, stateless_http=True, json_response=True)
