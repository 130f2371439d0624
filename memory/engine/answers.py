"""Rules for dedup and the deterministic answer cache: what may be reused, and the
disclaimer the system (never the model) writes."""

from __future__ import annotations

import re
from functools import lru_cache

from memory_platform.text.language import is_emotional, is_question, is_time_dependent
from memory_platform.text.normalise import normalise

DEDUP_DISCLAIMER = {
    "es": "[Respuesta recuperada de conversación anterior]",
    "en": "[Answer retrieved from a previous conversation]",
}
ABOUT_ME = (
    r"\b(cual|cuales|que|donde|como|cuanto|cuanta) (es|son|era|eran)? ?(mi|mis)\b",
    r"\bdonde vivo\b",
    r"\ben que trabajo\b",
    r"\bcomo me llamo\b",
    r"\bque talla\b",
    # Folded text has no apostrophes: "What's my" arrives as "what s my" (or "whats my").
    r"\b(what|which|where|how much|how many)( s| is| are| was| were|s) my\b",
    r"\bwhere do i live\b",
    r"\bwhat do i (do|prefer|use)\b",
    r"\bwhere do i work\b",
)


def dedup_disclaimer(language: str) -> str:
    return DEDUP_DISCLAIMER.get(language, DEDUP_DISCLAIMER["en"])


# Dedup judges every recent question of the user on each begin: the same texts, over and over.
@lru_cache(maxsize=4096)
def may_dedup(text: str) -> bool:
    return is_question(text) and not is_time_dependent(text) and not is_emotional(text)


def is_cacheable_answer_query(text: str) -> bool:
    folded = normalise(text)
    return may_dedup(text) and any(re.search(p, folded) for p in ABOUT_ME)
