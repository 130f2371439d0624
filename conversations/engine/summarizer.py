"""Write-once key-value summary segments {topic, discussed, outcome, decisions, open_questions},
never prose. The default summarizer is deterministic and extractive; an LLM one can plug in."""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any, Protocol, TypedDict, cast

from memory_platform.text.language import is_question
from memory_platform.text.normalise import STOPWORDS, fold
from memory_platform.text.tokens import count_tokens

SEGMENT_KEYS = ("topic", "discussed", "outcome", "decisions", "open_questions")
DECISION_MARKERS = (
    "decidi",
    "decidimos",
    "vamos con",
    "elegi",
    "me quedo con",
    "confirmo",
    "acordamos",
    "listo",
    "decided",
    "let's go with",
    "lets go with",
    "we'll use",
    "i'll take",
    "confirmed",
    "agreed",
    "go with",
)
EXTRA_STOPWORDS = frozenset(
    [
        "quiero",
        "queres",
        "tenes",
        "tiene",
        "tienen",
        "puedo",
        "podes",
        "hola",
        "gracias",
        "bueno",
        "bien",
        "ok",
        "vale",
        "sí",
        "claro",
        "entonces",
        "tambien",
        "también",
        "mas",
        "más",
        "cual",
        "cuál",
        "donde",
        "dónde",
        "cuando",
        "cuanto",
        "cuánto",
        "hace",
        "tengo",
        "esta",
        "están",
        "estan",
        "son",
        "ser",
        "want",
        "would",
        "could",
        "should",
        "can",
        "like",
        "just",
        "also",
        "please",
        "thanks",
        "hello",
        "yes",
        "sure",
        "okay",
        "well",
        "about",
        "into",
        "more",
        "any",
    ]
)
_SENTENCE = re.compile(r"[^.!?¿¡\n]*[.!?\n]?")
_WORD = re.compile(r"[^\W\d_][\w'-]{2,}|\d{2,}", re.UNICODE)


class Segment(TypedDict):
    topic: str
    discussed: list[str]
    outcome: str
    decisions: list[str]
    open_questions: list[str]


class Summarizer(Protocol):
    def summarize(self, exchanges: Sequence[tuple[str, str]], *, max_tokens: int, encoding_name: str) -> Segment: ...


def render_segment(segment: Mapping[str, Any]) -> str:
    return json.dumps({key: segment[key] for key in SEGMENT_KEYS}, ensure_ascii=False, separators=(",", ":"))


def _words(text: str, limit: int) -> str:
    return " ".join(text.split()[:limit]).strip(" ,;:")


def _keywords(texts: Sequence[str], limit: int) -> list[str]:
    counts: Counter[str] = Counter()
    first_seen: dict[str, int] = {}
    for text in texts:
        for word in _WORD.findall(text.lower()):
            if fold(word) in STOPWORDS or word in EXTRA_STOPWORDS or fold(word) in EXTRA_STOPWORDS:
                continue
            counts[word] += 1
            first_seen.setdefault(word, len(first_seen))
    ranked = sorted(counts, key=lambda w: (-counts[w], first_seen[w]))
    return ranked[:limit]


def _sentences(text: str) -> list[str]:
    return [s.strip() for s in _SENTENCE.findall(text) if s.strip()]


def _is_decision(sentence: str) -> bool:
    if is_question(sentence):
        return False
    folded = fold(sentence)  # once, not once per marker
    return any(m in folded for m in DECISION_MARKERS)


def _decisions(exchanges: Sequence[tuple[str, str]]) -> list[str]:
    found = [
        _words(s.rstrip(".!"), 8)
        for user, assistant in exchanges
        for s in _sentences(user) + _sentences(assistant)
        if _is_decision(s)
    ]
    return list(dict.fromkeys(found))


def _outcome(exchanges: Sequence[tuple[str, str]]) -> str:
    """What the assistant answered to the last decision, in a few words."""
    for user, assistant in reversed(exchanges):
        if any(_is_decision(s) for s in _sentences(user) + _sentences(assistant)) and assistant.strip():
            return _words(_sentences(assistant)[0].rstrip(".!"), 8)
    return ""


def _open_questions(exchanges: Sequence[tuple[str, str]]) -> list[str]:
    """User questions left without any assistant reply in the segment."""
    return [
        _words(q, 10)
        for user, assistant in exchanges
        if not assistant.strip()
        for q in _sentences(user)
        if is_question(q)
    ]


class ExtractiveSummarizer:
    def summarize(self, exchanges: Sequence[tuple[str, str]], *, max_tokens: int, encoding_name: str) -> Segment:
        users = [u for u, _ in exchanges]
        everything = users + [a for _, a in exchanges]
        topic_words = _keywords(users or everything, 3) or _keywords(everything, 3)
        decisions = _decisions(exchanges)
        segment: Segment = {
            "topic": " ".join(topic_words),
            "discussed": [w for w in _keywords(everything, 8) if w not in topic_words][:5],
            "outcome": _outcome(exchanges),
            "decisions": decisions[:3],
            "open_questions": _open_questions(exchanges)[:2],
        }
        return fit_segment(segment, max_tokens=max_tokens, encoding_name=encoding_name)


def fit_segment(segment: Segment, *, max_tokens: int, encoding_name: str) -> Segment:
    """Shrink a segment (list items from the end, then strings word by word) until it fits."""
    fitted: dict[str, Any] = {key: list(value) if isinstance(value, list) else value for key, value in segment.items()}
    while count_tokens(render_segment(fitted), encoding_name) > max_tokens:
        if not _shrink_once(fitted):
            break
    return cast(Segment, fitted)


def _shorter(text: str) -> str:
    return " ".join(text.split()[:-1]) if " " in text.strip() else text[: len(text) // 2]


def _shrink_once(segment: dict[str, Any]) -> bool:
    """One step smaller, least valuable first: extra keywords, then extra items, then words."""
    if segment["discussed"]:
        segment["discussed"].pop()
        return True
    for key in ("open_questions", "decisions"):
        if len(segment[key]) > 1:
            segment[key].pop()
            return True
    for key in ("outcome", "topic"):
        if segment[key]:
            segment[key] = _shorter(segment[key])
            return True
    for key in ("decisions", "open_questions"):
        if segment[key]:
            shorter = _shorter(segment[key][0])
            segment[key] = [shorter] if shorter else []
            return True
    return False


@lru_cache(maxsize=1)
def get_summarizer() -> Summarizer:
    from django.conf import settings
    from django.utils.module_loading import import_string

    return import_string(settings.SUMMARIZER)()
