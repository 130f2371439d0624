"""Rules for dedup and the deterministic answer cache (seed 003 §5): what may be reused, and the
disclaimer the system (never the model) writes."""

from __future__ import annotations

import hashlib
import re

from conversations.engine.similarity import fold
from facts.engine.extraction import normalise

DEDUP_DISCLAIMER = {
    "es": "[Respuesta recuperada de conversación anterior]",
    "en": "[Answer retrieved from a previous conversation]",
}
TIME_WORDS = (
    "ahora", "ahorita", "hoy", "recien", "manana", "ayer", "esta semana", "este mes", "que hora", "hora es", "todavia", "aun",
    "now", "today", "just now", "right now", "tonight", "tomorrow", "yesterday", "this week", "this month", "what time",
    "currently", "current", "latest", "yet", "still",
)
EMOTION_WORDS = (
    "triste", "enojado", "enojada", "frustrado", "frustrada", "preocupado", "preocupada", "ansioso", "ansiosa", "harto", "harta",
    "me siento", "estoy mal", "angustiado", "angustiada", "molesto", "molesta", "furioso", "furiosa",
    "i feel", "i'm sad", "i am sad", "sad", "angry", "upset", "worried", "anxious", "stressed", "frustrated", "furious", "annoyed",
)
SPANISH_HINTS = ("que", "de", "el", "la", "los", "las", "mi", "es", "en", "por", "para", "con", "cual", "donde", "como", "tengo", "quiero")
ABOUT_ME = (
    r"\b(cual|cuales|que|donde|como|cuanto|cuanta) (es|son|era|eran)? ?(mi|mis)\b", r"\bdonde vivo\b", r"\ben que trabajo\b",
    r"\bcomo me llamo\b", r"\bque talla\b", r"\b(what|which|where|how much|how many) (is|are|was|were) my\b", r"\bwhere do i live\b",
    r"\bwhat do i (do|prefer|use)\b", r"\bwhat('s| is) my\b", r"\bwhere do i work\b",
)


def _has(words: tuple[str, ...], text: str) -> bool:
    folded = fold(text).replace("’", "'")
    return any(re.search(rf"(?<!\w){re.escape(w)}(?!\w)", folded) for w in words)


def detect_language(text: str) -> str:
    if re.search(r"[¿¡ñáéíóú]", text.lower()):
        return "es"
    words = normalise(text).split()
    spanish = sum(1 for w in words if w in SPANISH_HINTS)
    return "es" if words and spanish / len(words) >= 0.15 else "en"


def dedup_disclaimer(language: str) -> str:
    return DEDUP_DISCLAIMER.get(language, DEDUP_DISCLAIMER["en"])


def is_question(text: str) -> bool:
    stripped = text.strip()
    if "?" in stripped or stripped.startswith("¿"):
        return True
    first = normalise(stripped).split()[:1]
    return bool(first) and first[0] in {"what", "which", "where", "when", "who", "how", "que", "cual", "donde", "cuando", "quien", "como"}


def is_time_dependent(text: str) -> bool:
    return _has(TIME_WORDS, text)


def is_emotional(text: str) -> bool:
    return _has(EMOTION_WORDS, text)


def may_dedup(text: str) -> bool:
    return is_question(text) and not is_time_dependent(text) and not is_emotional(text)


def is_cacheable_answer_query(text: str) -> bool:
    folded = normalise(text)
    return may_dedup(text) and any(re.search(p, folded) for p in ABOUT_ME)


def normalise_query(text: str) -> str:
    return normalise(text)


def answer_cache_key(*, tenant_id: int, role: str, user_id: str, query: str) -> str:
    digest = hashlib.sha256(normalise_query(query).encode()).hexdigest()
    return f"answer:{tenant_id}:{role}:{user_id}:{digest}"
