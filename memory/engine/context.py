"""The context builder: sections in the mandatory order inside a hard token budget.

Order: system role prompt, domain rules, relevant facts, recalled past turns, summaries, confirmed
state, active window, current user message. Recall has a sub-budget of its own, which is also its cap
(it does not grow into what the other sections leave unused). Over budget: shrink recall (least relevant first) down to
its sub-budget, then summaries (oldest first), then the window (oldest first), then facts (least
relevant first), then drop the state, then the rest of recall, then truncate the current message
with a marker, and as a last resort the rules and the prompt. The total is never over the budget."""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field

from memory_platform.text.tokens import (
    REPLY_PRIMING_TOKENS,
    count_repeated_tokens,
    count_tokens,
    message_tokens,
    truncate_to_tokens,
)

FACTS_HEADER = "Known facts about the user:"
SUMMARIES_HEADER = "Earlier in this conversation (key-value summaries, oldest first):"
STATE_HEADER = "Confirmed state:"
RECALLED_HEADER = "From the user's earlier conversations (most relevant first, with their dates):"
SECTIONS = ("system", "rules", "facts", "recalled", "summaries", "state", "window", "current")


@dataclass(frozen=True)
class ChatMessage:
    role: str
    content: str
    tokens: int  # content tokens, without the per-message overhead


@dataclass(frozen=True)
class ContextInput:
    system_prompt: str
    domain_rules: str
    facts: Sequence[str]  # ranked, most relevant first
    summaries: Sequence[str]  # rendered segments, oldest first
    state: dict
    window: Sequence[ChatMessage]  # oldest first
    current: str | None
    current_tokens: int | None = None
    recalled: Sequence[str] = ()  # past turns (and entities referred back to), most relevant first


@dataclass
class BuiltContext:
    messages: list[dict]
    tokens_by_section: dict[str, int]
    total_tokens: int
    dropped: list[dict] = field(default_factory=list)


def render_list(header: str, items: Sequence[str]) -> str:
    return header + "\n" + "\n".join(items) if items else ""


def render_state(state: dict) -> str:
    return (
        f"{STATE_HEADER} {json.dumps(state, ensure_ascii=False, sort_keys=True, separators=(',', ':'))}"
        if state
        else ""
    )


class _Builder:
    """Mutable working set: each section's content and chat tokens, recounted only when it changes."""

    def __init__(self, inp: ContextInput, encoding: str):
        self.encoding = encoding
        self.text = {"system": inp.system_prompt, "rules": inp.domain_rules, "state": render_state(inp.state)}
        self.facts = list(inp.facts)
        self.recalled = list(inp.recalled)
        self.summaries = list(inp.summaries)
        self.window = list(inp.window)
        self.current = inp.current or ""
        self.dropped: list[dict] = []
        self.tokens = {name: self._chat(self.text[name]) for name in ("system", "rules", "state")}
        self.tokens["facts"] = self._chat(render_list(FACTS_HEADER, self.facts))
        self.tokens["recalled"] = self._chat(render_list(RECALLED_HEADER, self.recalled))
        self.tokens["summaries"] = self._chat(render_list(SUMMARIES_HEADER, self.summaries))
        self.tokens["window"] = sum(message_tokens(m.tokens) for m in self.window)
        current_tokens = inp.current_tokens if inp.current_tokens is not None else count_tokens(self.current, encoding)
        self.tokens["current"] = message_tokens(current_tokens) if self.current else 0

    def _chat(self, content: str) -> int:
        return message_tokens(count_repeated_tokens(content, self.encoding)) if content else 0

    @property
    def total(self) -> int:
        return REPLY_PRIMING_TOKENS + sum(self.tokens.values())

    def note(self, section: str, reason: str, count: int = 1, **extra: int) -> None:
        for entry in self.dropped:
            if entry["section"] == section and entry["reason"] == reason:
                entry["count"] += count
                return
        self.dropped.append({"section": section, "reason": reason, "count": count, **extra})

    def drop_fact(self, reason: str) -> bool:
        if not self.facts:
            return False
        self.facts.pop()
        self.tokens["facts"] = self._chat(render_list(FACTS_HEADER, self.facts))
        self.note("facts", reason)
        return True

    def drop_recalled(self, reason: str) -> bool:
        if not self.recalled:
            return False
        self.recalled.pop()
        self.tokens["recalled"] = self._chat(render_list(RECALLED_HEADER, self.recalled))
        self.note("recalled", reason)
        return True

    def shed_recalled(self, reason: str, *, target: int, most: int) -> int:
        """Drop the last recalled items, at most `most`, until the section is about `target` tokens: each item
        counted once and the section recounted once (a filled section sheds dozens of turns; popping them one by
        one recounted the whole section each time). How many went."""
        over = self.tokens["recalled"] - target
        dropped = 0
        for item in reversed(self.recalled[len(self.recalled) - most :] if most > 0 else []):
            if over <= 0:
                break
            over -= count_repeated_tokens(item, self.encoding)
            dropped += 1
        if dropped:
            del self.recalled[-dropped:]
            self.tokens["recalled"] = self._chat(render_list(RECALLED_HEADER, self.recalled))
            self.note("recalled", reason, dropped)
        return dropped

    def drop_summary(self, reason: str) -> bool:
        if not self.summaries:
            return False
        self.summaries.pop(0)
        self.tokens["summaries"] = self._chat(render_list(SUMMARIES_HEADER, self.summaries))
        self.note("summaries", reason)
        return True

    def drop_window_message(self, reason: str) -> bool:
        if not self.window:
            return False
        removed = self.window.pop(0)
        self.tokens["window"] -= message_tokens(removed.tokens)
        count = 1
        if self.window and self.window[0].role == "assistant":
            # A reply without its question is noise: keep pairs together.
            orphan = self.window.pop(0)
            self.tokens["window"] -= message_tokens(orphan.tokens)
            count += 1
        self.note("window", reason, count)
        return True

    def drop_state(self, reason: str) -> bool:
        if not self.text["state"]:
            return False
        self.text["state"] = ""
        self.tokens["state"] = 0
        self.note("state", reason)
        return True

    def truncate(self, section: str, limit_total: int) -> bool:
        """Truncate `section` (current, rules or system) so the total fits `limit_total`."""
        text = self.current if section == "current" else self.text[section]
        if not text:
            return False
        others = self.total - self.tokens[section]
        room = limit_total - others - message_tokens(0)
        original = count_tokens(text, self.encoding)
        cut = truncate_to_tokens(text, room, self.encoding) if room > 0 else ""
        if section == "current":
            self.current = cut
        else:
            self.text[section] = cut
        self.tokens[section] = self._chat(cut)
        self.note(section, "truncated" if cut else "over_budget", original_tokens=original)
        return True


def _cap(builder: _Builder, inp_caps: dict[str, int]) -> None:
    """Each section within its own cap, whatever the overall budget."""
    while builder.facts and _items_tokens(builder, builder.facts) > inp_caps["facts"]:
        builder.drop_fact("section_cap")
    while builder.summaries and _items_tokens(builder, builder.summaries) > inp_caps["summaries"]:
        builder.drop_summary("section_cap")
    while builder.window and builder.tokens["window"] > inp_caps["window"]:
        builder.drop_window_message("section_cap")


def _items_tokens(builder: _Builder, items: Sequence[str]) -> int:
    # The facts and summaries sections recur from one build to the next: each distinct one is tokenized once.
    return count_repeated_tokens("\n".join(items), builder.encoding)


def build_context(
    inp: ContextInput,
    *,
    budget: int,
    encoding_name: str,
    facts_max_tokens: int,
    summaries_max_tokens: int,
    window_max_tokens: int,
    recalled_min_tokens: int = 0,
    recalled_max_tokens: int | None = None,
    recalled_fillers: int = 0,
) -> BuiltContext:
    """`recalled_fillers`: how many of the last recalled items only fill room (they go first over budget,
    before any other section gives way)."""
    builder = _Builder(inp, encoding_name)
    _cap(builder, {"facts": facts_max_tokens, "summaries": summaries_max_tokens, "window": window_max_tokens})
    if recalled_max_tokens is not None:
        recalled_fillers -= builder.shed_recalled("section_cap", target=recalled_max_tokens, most=recalled_fillers)
    while recalled_max_tokens is not None and builder.tokens["recalled"] > recalled_max_tokens:
        builder.drop_recalled("section_cap")
        recalled_fillers -= 1
    if builder.total > budget:
        target = builder.tokens["recalled"] - (builder.total - budget)
        recalled_fillers -= builder.shed_recalled("over_budget", target=target, most=recalled_fillers)
    while builder.total > budget and recalled_fillers > 0 and builder.drop_recalled("over_budget"):
        recalled_fillers -= 1
    while (
        builder.total > budget
        and builder.tokens["recalled"] > recalled_min_tokens
        and builder.drop_recalled("over_budget")
    ):
        pass
    droppers = (
        builder.drop_summary,
        builder.drop_window_message,
        builder.drop_fact,
        builder.drop_state,
        builder.drop_recalled,
    )
    for drop in droppers:
        while builder.total > budget and drop("over_budget"):
            pass
    for section in ("current", "rules", "system"):
        if builder.total > budget:
            builder.truncate(section, budget)
    for section in ("current", "rules", "system"):
        if builder.total > budget:  # a budget smaller than a truncation marker: nothing fits
            builder.truncate(section, 0)
    return _assemble(builder)


def _assemble(builder: _Builder) -> BuiltContext:
    messages: list[dict] = []
    for name in ("system", "rules"):
        if builder.text[name]:
            messages.append({"role": "system", "content": builder.text[name]})
    if builder.facts:
        messages.append({"role": "system", "content": render_list(FACTS_HEADER, builder.facts)})
    if builder.recalled:
        messages.append({"role": "system", "content": render_list(RECALLED_HEADER, builder.recalled)})
    if builder.summaries:
        messages.append({"role": "system", "content": render_list(SUMMARIES_HEADER, builder.summaries)})
    if builder.text["state"]:
        messages.append({"role": "system", "content": builder.text["state"]})
    messages.extend({"role": m.role, "content": m.content} for m in builder.window)
    if builder.current:
        messages.append({"role": "user", "content": builder.current})
    tokens = {name: builder.tokens[name] for name in SECTIONS}
    tokens["total"] = builder.total
    return BuiltContext(
        messages=messages, tokens_by_section=tokens, total_tokens=builder.total, dropped=builder.dropped
    )
