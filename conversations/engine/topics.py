"""Topic-shift detection: low similarity to the previous turn, or an explicit phrase (es/en)."""

from __future__ import annotations

import re

from conversations.engine.similarity import content_words, fold
from tenants.policy import MemoryPolicy

SHIFT_PHRASES = (
    "cambiando de tema", "cambiemos de tema", "cambio de tema", "otra cosa", "dejando eso de lado",
    "te queria preguntar sobre", "te quiero preguntar sobre", "hablando de otra cosa", "pasando a otro tema",
    "by the way", "different topic", "different question", "let's change the subject", "lets change the subject",
    "changing the subject", "on another note", "unrelated question", "something else", "new topic",
)
_PATTERN = re.compile(r"\b(" + "|".join(re.escape(p) for p in SHIFT_PHRASES) + r")\b")


def explicit_shift_phrase(text: str) -> str | None:
    match = _PATTERN.search(fold(text).replace("’", "'"))
    return match.group(1) if match else None


def is_topic_shift(*, similarity: float | None, text: str, policy: MemoryPolicy) -> bool:
    if explicit_shift_phrase(text):
        return True
    # A short message ("Quiero pagar", "sí, con tarjeta") carries too little evidence to call a shift.
    if similarity is None or content_words(text) < policy.topic_shift_min_words:
        return False
    return similarity < policy.topic_shift_similarity
