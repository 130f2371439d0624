"""MemoryMiddleware drives a real LangChain agent (a scripted chat model) against the real service:
each invocation is one turn, the second sees the first through the platform's context, tool calls
of the run reach the model, and a failing model lets go of the turn."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from langchain.agents import create_agent
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, ToolMessage
from langchain_core.outputs import ChatResult
from memory_platform_client.langchain import MemoryMiddleware, memory_tools

from conversations.models import Conversation, Message
from facts.models import Fact
from tests.helpers import rows_of


class ScriptedModel(GenericFakeChatModel):
    """Answers from a script and keeps every message list it was sent."""

    seen: list[list[BaseMessage]]

    def bind_tools(self, tools: Any, **kwargs: Any) -> ScriptedModel:
        return self

    def _generate(self, messages: list[BaseMessage], *args: Any, **kwargs: Any) -> ChatResult:
        self.seen.append(list(messages))
        return super()._generate(messages, *args, **kwargs)


def remember_call() -> AIMessage:
    call = {"name": "remember_fact", "args": {"text": "Se llama Ana", "domain": "personal"}, "id": "call-1"}
    return AIMessage("", tool_calls=[call])


def test_two_turns_through_an_agent_and_the_second_context_holds_the_first(account):
    with account.client() as client:
        cid = client.conversations.create(user_id="ana").id
        model = ScriptedModel(
            messages=iter([remember_call(), AIMessage("Encantado, Ana."), AIMessage("Te llamas Ana.")]), seen=[]
        )
        agent = create_agent(
            model,
            tools=list(memory_tools(client, user_id="ana")),
            system_prompt="Eres un asistente de tienda.",
            middleware=[MemoryMiddleware(client, conversation_id=cid)],
        )
        first = agent.invoke({"messages": [HumanMessage("Me llamo Ana")]})
        second = agent.invoke({"messages": [HumanMessage("¿Cómo me llamo?")]})

    assert first["messages"][-1].content == "Encantado, Ana."
    assert second["messages"][-1].content == "Te llamas Ana."
    # The run's own tool call and result reach the model's second call of that run.
    assert any(isinstance(m, ToolMessage) for m in model.seen[1])
    # The second run starts a fresh message list; what it knows of the first comes from the platform.
    contents = [str(m.content) for m in model.seen[2]]
    assert "Me llamo Ana" in contents
    assert "Encantado, Ana." in contents
    assert contents[-1] == "¿Cómo me llamo?"
    assert "Eres un asistente de tienda." in contents[0]
    assert [(m.turn, m.role, m.content) for m in rows_of(Message, cid)] == [
        (1, "user", "Me llamo Ana"),
        (1, "assistant", "Encantado, Ana."),
        (2, "user", "¿Cómo me llamo?"),
        (2, "assistant", "Te llamas Ana."),
    ]
    assert "Se llama Ana" in [f.text for f in Fact.objects.filter(user_id="ana")]


class BrokenModel(ScriptedModel):
    def _generate(self, messages: list[BaseMessage], *args: Any, **kwargs: Any) -> ChatResult:
        raise RuntimeError("provider down")


def test_a_failing_model_aborts_the_turn(account):
    with account.client() as client:
        cid = client.conversations.create(user_id="ana").id
        agent = create_agent(
            BrokenModel(messages=iter([]), seen=[]), middleware=[MemoryMiddleware(client, conversation_id=cid)]
        )
        with pytest.raises(RuntimeError, match="provider down"):
            agent.invoke({"messages": [HumanMessage("Hola")]})
        row = Conversation.objects.get(public_id=cid)
        assert (row.open_turn, row.lease_token) == (None, "")
        assert client.turns.begin(cid, content="¿Hola?").turn == 2


def test_an_async_invocation_is_one_turn_too(account):
    with account.client() as client:
        cid = client.conversations.create(user_id="ana").id
        model = ScriptedModel(messages=iter([AIMessage("¡Hola!")]), seen=[])
        agent = create_agent(model, middleware=[MemoryMiddleware(client)])
        answer = asyncio.run(agent.ainvoke({"messages": [HumanMessage("Hola")], "conversation_id": cid}))
    assert answer["messages"][-1].content == "¡Hola!"
    assert list(rows_of(Message, cid).values_list("turn", "role")) == [
        (1, "user"),
        (1, "assistant"),
    ]
