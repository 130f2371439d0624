"""The MCP server against the real service: every tool through the SDK's in-process client, a pinned
user with no user_id in the schemas, forget_user only when destructive tools are allowed, one stdio
run of the console entry point, and one streamable-HTTP run that refuses a request without a key."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
import threading
from typing import Any

import httpx
import httpx2
from mcp import Client, StdioServerParameters
from mcp.client.streamable_http import streamable_http_client
from memory_platform_client.mcp_server import Config, build_server

from conversations.models import Conversation, Message
from facts.models import Fact
from tests.clients import CLIENT_PATH
from tests.clients.conftest import FAST
from tests.faults.stack import free_port, wait_for_port
from tests.helpers import rows_of
from tests.processes import spawn, stop

TOOLS = {
    "get_context",
    "search_memory",
    "list_facts",
    "remember_fact",
    "confirm_fact",
    "correct_fact",
    "forget_fact",
    "get_state",
    "update_state",
    "start_conversation",
    "list_conversations",
    "append_message",
}


async def call(mcp: Client, tool: str, **arguments: Any) -> Any:
    result = await mcp.call_tool(tool, arguments)
    assert not result.is_error, result.content
    return result.structured_content


def test_every_tool_in_process(account):
    async def scenario() -> None:
        async with Client(build_server(Config(base_url=account.base_url, api_key=account.key))) as mcp:
            assert {tool.name for tool in (await mcp.list_tools()).tools} == TOOLS
            cid = (await call(mcp, "start_conversation", user_id="ana"))["id"]
            await call(mcp, "append_message", conversation_id=cid, role="user", content="Me llamo Ana")
            fact = await call(mcp, "remember_fact", user_id="ana", text="Se llama Ana", domain="personal")
            assert (await call(mcp, "confirm_fact", fact_id=fact["id"]))["id"] == fact["id"]
            corrected = await call(mcp, "correct_fact", fact_id=fact["id"], text="Se llama Ana María")
            facts = (await call(mcp, "list_facts", user_id="ana"))["facts"]
            assert [f["text"] for f in facts] == ["Se llama Ana María"]
            await call(mcp, "forget_fact", fact_id=corrected["fact"]["id"])
            state = await call(mcp, "update_state", conversation_id=cid, set={"talla": 42})
            assert (await call(mcp, "get_state", conversation_id=cid))["version"] == state["version"] == 1
            stale = await mcp.call_tool("update_state", {"conversation_id": cid, "set": {"talla": 43}, "version": 0})
            assert stale.is_error
            assert "stale_version" in str(stale.content)
            context = await call(mcp, "get_context", conversation_id=cid, query="¿Cómo me llamo?")
            assert any("Me llamo Ana" in m["content"] for m in context["messages"])
            hits = await call(mcp, "search_memory", user_id="ana", query="Ana")
            assert hits["results"]
            assert [c["id"] for c in (await call(mcp, "list_conversations", user_id="ana"))["conversations"]] == [cid]

    asyncio.run(scenario())
    conversations = Conversation.objects.filter(public_id__startswith="client:ana:")
    assert sum(Message.objects.for_conversation(c).count() for c in conversations) == 1


def test_a_busy_conversation_is_retried_inside_the_tool(account):
    with account.client() as client:
        cid = client.conversations.create(user_id="ana").id
        opened = client.turns.begin(cid, content="Hola")
        timer = threading.Timer(
            1.0, lambda: client.turns.complete(cid, opened.turn, lease=opened.lease, content="¡Hola!")
        )
        timer.start()

        async def scenario() -> dict[str, Any]:
            config = Config(base_url=account.base_url, api_key=account.key, retry=FAST)
            async with Client(build_server(config)) as mcp:
                return await call(mcp, "append_message", conversation_id=cid, role="user", content="¿Sigues ahí?")

        appended = asyncio.run(scenario())
        timer.join()
    assert appended["turn"] == 2
    assert list(rows_of(Message, cid).values_list("turn", "role")) == [
        (1, "user"),
        (1, "assistant"),
        (2, "user"),
    ]


def test_a_pinned_user_has_no_user_id_argument_and_reaches_no_one_else(account):
    async def scenario() -> None:
        config = Config(base_url=account.base_url, api_key=account.key, user_id="ana", allow_destructive=True)
        async with Client(build_server(config)) as mcp:
            tools = {tool.name: tool for tool in (await mcp.list_tools()).tools}
            assert set(tools) == TOOLS | {"forget_user"}
            assert all("user_id" not in tool.input_schema.get("properties", {}) for tool in tools.values())
            await call(mcp, "remember_fact", text="Prefiere envíos por la mañana")
            async with Client(build_server(Config(base_url=account.base_url, api_key=account.key))) as unpinned:
                other = (await call(unpinned, "start_conversation", user_id="bruno"))["id"]
            refused = await mcp.call_tool("get_state", {"conversation_id": other})
            assert refused.is_error
            assert "not_found" in str(refused.content)
            erased = await call(mcp, "forget_user")
            assert erased["user_id"] == "ana"

    asyncio.run(scenario())
    assert not Fact.objects.filter(user_id="ana").exclude(status="deleted").exists()


def test_one_stdio_run_of_the_console_entry_point(account):
    parameters = StdioServerParameters(
        command=sys.executable,
        args=["-c", "from memory_platform_client.mcp_server import main; main()"],
        env={
            "MEMORY_PLATFORM_URL": account.base_url,
            "MEMORY_PLATFORM_API_KEY": account.key,
            "PYTHONPATH": CLIENT_PATH,
        },
    )

    async def scenario() -> dict[str, Any]:
        async with Client(parameters) as mcp:
            return await call(mcp, "start_conversation", user_id="stdio-user")

    assert asyncio.run(scenario())["user_id"] == "stdio-user"


def test_one_http_run_refuses_a_request_without_a_key_and_serves_one_with_it(account):
    port = free_port()
    process = spawn(
        [
            sys.executable,
            "-c",
            "from memory_platform_client.mcp_server import main; main()",
            *("--transport", "http", "--port", str(port), "--url", account.base_url),
        ],
        env={**os.environ, "PYTHONPATH": CLIENT_PATH},
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    url = f"http://127.0.0.1:{port}/mcp"
    try:
        wait_for_port(port)
        ping = {"jsonrpc": "2.0", "id": 1, "method": "tools/list", "params": {}}
        headers = {"Accept": "application/json, text/event-stream"}
        assert httpx.post(url, json=ping, headers=headers, timeout=10).status_code == 401
        wrong = {**headers, "Authorization": "Bearer not.a-key"}
        assert httpx.post(url, json=ping, headers=wrong, timeout=10).status_code == 401

        async def scenario() -> dict[str, Any]:
            http = httpx2.AsyncClient(headers={"Authorization": f"Bearer {account.key}"}, timeout=30)
            async with Client(streamable_http_client(url, http_client=http)) as mcp:
                assert "forget_user" not in {tool.name for tool in (await mcp.list_tools()).tools}
                return await call(mcp, "start_conversation", user_id="http-user")

        started = asyncio.run(scenario())
    finally:
        stop(process)
    assert started["user_id"] == "http-user"
    assert started["id"].startswith("client:http-user:")


def test_the_console_script_describes_itself():
    shown = subprocess.run(
        [sys.executable, "-c", "from memory_platform_client.mcp_server import main; main()", "--help"],
        env={**os.environ, "PYTHONPATH": CLIENT_PATH},
        capture_output=True,
        text=True,
        timeout=30,
    )
    assert shown.returncode == 0
    assert "--allow-destructive" in shown.stdout
