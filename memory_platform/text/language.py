"""Language, question, time and emotion detection for Spanish and English text."""

from __future__ import annotations

import re

from memory_platform.text.normalise import fold, normalise

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
SPANISH_HINTS = frozenset(
    ("que", "de", "el", "la", "los", "las", "mi", "es", "en", "por", "para", "con", "cual", "donde", "como", "tengo", "quiero",
     "un", "una", "unos", "unas", "y", "al", "del", "lo", "se", "te", "soy", "estoy", "vivo", "trabajo", "calzo", "uso", "ya", "muy",
     "pero", "hola", "gracias", "porque", "tambien", "mis", "nos", "sin", "hay", "esta", "este")
)
# Spanish marks interrogatives with an accent; English wh-words ask only when an auxiliary follows
# ("what is…", "where do…"), not in "when I moved to Leeds…".
SPANISH_INTERROGATIVES = frozenset(
    ("qué", "cuál", "cuáles", "dónde", "cuándo", "quién", "quiénes", "cómo", "cuánto", "cuánta", "cuántos", "cuántas")
)
ENGLISH_OPENERS = frozenset(("what", "which", "where", "when", "who", "whom", "whose", "how", "why"))
ENGLISH_AUXILIARIES = frozenset(
    ("is", "are", "was", "were", "do", "does", "did", "can", "could", "should", "would", "will", "have", "has", "many", "much", "s")
)


def has_phrase(phrases: tuple[str, ...], text: str) -> bool:
    """Any of `phrases` as whole words in the folded text."""
    folded = fold(text).replace("’", "'")
    return any(re.search(rf"(?<!\w){re.escape(p)}(?!\w)", folded) for p in phrases)


def detect_language(text: str) -> str:
    """'es' or 'en': Spanish punctuation or accents, or enough Spanish function words."""
    if re.search(r"[¿¡ñáéíóú]", text.lower()):
        return "es"
    words = normalise(text).split()
    spanish = sum(1 for w in words if w in SPANISH_HINTS)
    return "es" if words and spanish / len(words) >= 0.15 else "en"


def is_question(text: str) -> bool:
    """A question mark, an opening '¿', an accented Spanish interrogative or an English wh-word with
    its auxiliary at the start."""
    stripped = text.strip()
    if "?" in stripped or stripped.startswith("¿"):
        return True
    words = re.findall(r"\w+", stripped.lower())
    if not words:
        return False
    if words[0] in SPANISH_INTERROGATIVES:
        return True
    return words[0] in ENGLISH_OPENERS and len(words) > 1 and words[1] in ENGLISH_AUXILIARIES


def is_time_dependent(text: str) -> bool:
    return has_phrase(TIME_WORDS, text)


def is_emotional(text: str) -> bool:
    return has_phrase(EMOTION_WORDS, text)
