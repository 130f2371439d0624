"""LangChain 1.x agents with Memory Platform: `MemoryMiddleware` runs each agent invocation as one
turn (begin before the model is called, the budgeted context instead of the whole history, complete
with the final reply, abort if the model fails), and `memory_tools` lets the model search, remember
and correct facts. Needs the `[langchain]` extra."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Awaitable, Callable, Sequence
from typing import Annotated, Any, NotRequired

from langchain.agents.middleware import AgentMiddleware, AgentState, ModelRequest, ModelResponse
from langchain.agents.middleware.types import PrivateStateAttr
from langchain_core.messages import AIMessage, AnyMessage, BaseMessage, HumanMessage, SystemMessage
from langchain_core.tools import BaseTool, StructuredTool
from langgraph.runtime import Runtime

from memory_platform_client import models
from memory_platform_client.client import MemoryClient
from memory_platform_client.errors import MemoryPlatformError


class MemoryState(AgentState[Any]):
    """The agent's state plus the conversation to remember into and the open turn (private)."""

    conversation_id: NotRequired[str]
    memory_turn: NotRequired[Annotated[dict[str, Any] | None, PrivateStateAttr]]


def _text(message: BaseMessage) -> str:
    content = message.content
    if isinstance(content, str):
        return content
    parts = [part if isinstance(part, str) else str(part.get("text", "")) for part in content]
    return "".join(parts)


def _as_langchain(message: models.ContextMessage) -> BaseMessage:
    if message.role == "assistant":
        return AIMessage(message.content)
    if message.role == "system":
        return SystemMessage(message.content)
    return HumanMessage(message.content)


def _open_turn(request: ModelRequest[Any]) -> dict[str, Any] | None:
    turn = request.state.get("memory_turn")
    return turn if isinstance(turn, dict) else None


class MemoryMiddleware(AgentMiddleware[MemoryState, Any, Any]):
    """One agent invocation = one turn of `conversation_id` (given here, or as `conversation_id` in
    the agent's input). The model sees the platform's context (system sections, summaries, facts,
    recalled turns, the window, the user message) plus this run's own tool calls and results."""

    state_schema = MemoryState

    def __init__(self, client: MemoryClient, *, conversation_id: str | None = None) -> None:
        super().__init__()
        self.client = client
        self.conversation_id = conversation_id

    def _conversation(self, state: MemoryState) -> str:
        conversation = state.get("conversation_id") or self.conversation_id
        if not conversation:
            raise ValueError("MemoryMiddleware needs a conversation_id (argument or agent input).")
        return conversation

    def before_agent(self, state: MemoryState, runtime: Runtime[Any]) -> dict[str, Any] | None:
        messages = state["messages"]
        users = [i for i, message in enumerate(messages) if isinstance(message, HumanMessage)]
        if not users:
            return None  # nothing the user said: no turn to remember
        last_user = users[-1]
        conversation = self._conversation(state)
        begun = self.client.turns.begin(conversation, content=_text(messages[last_user]))
        turn = {
            "conversation": conversation,
            "number": begun.turn,
            "lease": begun.lease,
            "context": [message.model_dump() for message in begun.context.messages],
            "since": last_user + 1,
        }
        return {"memory_turn": turn}

    def _request(self, request: ModelRequest[Any]) -> ModelRequest[Any]:
        turn = _open_turn(request)
        if not turn:
            return request
        context = [_as_langchain(models.ContextMessage.model_validate(m)) for m in turn["context"]]
        system = "\n\n".join(_text(m) for m in context if isinstance(m, SystemMessage))
        if request.system_message is not None:
            system = f"{_text(request.system_message)}\n\n{system}" if system else _text(request.system_message)
        this_run: list[AnyMessage] = list(request.state["messages"][turn["since"] :])
        history: list[AnyMessage] = [m for m in context if not isinstance(m, SystemMessage)]  # type: ignore[misc]
        return request.override(messages=history + this_run, system_message=SystemMessage(system) if system else None)

    def wrap_model_call(
        self, request: ModelRequest[Any], handler: Callable[[ModelRequest[Any]], ModelResponse[Any]]
    ) -> ModelResponse[Any]:
        try:
            return handler(self._request(request))
        except BaseException:
            self._abort(_open_turn(request))
            raise

    async def awrap_model_call(
        self, request: ModelRequest[Any], handler: Callable[[ModelRequest[Any]], Awaitable[ModelResponse[Any]]]
    ) -> ModelResponse[Any]:
        try:
            return await handler(self._request(request))
        except BaseException:
            await asyncio.to_thread(self._abort, _open_turn(request))
            raise

    def after_agent(self, state: MemoryState, runtime: Runtime[Any]) -> dict[str, Any] | None:
        turn = state.get("memory_turn")
        if not turn:
            return None
        replies = [m for m in state["messages"][turn["since"] :] if isinstance(m, AIMessage) and not m.tool_calls]
        if replies and _text(replies[-1]).strip():
            self.client.turns.complete(
                turn["conversation"], turn["number"], lease=turn["lease"], content=_text(replies[-1])
            )
        else:
            self._abort(turn)
        return {"memory_turn": None}

    def _abort(self, turn: dict[str, Any] | None) -> None:
        if not turn:
            return
        # If this fails too the lease expires by itself; the model's error is the one to raise.
        with contextlib.suppress(MemoryPlatformError):
            self.client.turns.abort(turn["conversation"], turn["number"], lease=turn["lease"])


def memory_tools(client: MemoryClient, *, user_id: str, role: str = "client") -> Sequence[BaseTool]:
    """Tools over one user's memory: search it, remember a fact, correct a fact."""

    def search_memory(query: str, limit: int = 5) -> list[dict[str, Any]]:
        """Search what this user said before (messages, summaries and facts), best match first."""
        hits = client.search(query, user_id=user_id, role=role, limit=limit).results
        return [hit.model_dump(mode="json", include={"kind", "snippet", "at", "fact_id"}) for hit in hits]

    def remember_fact(text: str, domain: str = "preferences") -> dict[str, Any]:
        """Remember a short statement about the user (domain: work, preferences, decisions, personal, projects)."""
        fact = client.facts.create(user_id=user_id, role=role, domain=domain, text=text)
        return fact.model_dump(mode="json", include={"id", "text", "domain", "status"})

    def correct_fact(fact_id: int, text: str) -> dict[str, Any]:
        """Replace a remembered fact that is no longer true with the corrected statement."""
        answer = client.facts.contradict(fact_id, text=text)
        return {"fact": answer.fact.model_dump(mode="json", include={"id", "text"}), "replaced": answer.superseded}

    return [StructuredTool.from_function(function) for function in (search_memory, remember_fact, correct_fact)]
