"""Language, question, time and emotion detection for Spanish and English text."""

from __future__ import annotations

import re
from functools import lru_cache

from memory_platform.text.normalise import fold, normalise

TIME_WORDS = (
    "ahora",
    "ahorita",
    "hoy",
    "recien",
    "manana",
    "ayer",
    "esta semana",
    "este mes",
    "que hora",
    "hora es",
    "todavia",
    "aun",
    "now",
    "today",
    "just now",
    "right now",
    "tonight",
    "tomorrow",
    "yesterday",
    "this week",
    "this month",
    "what time",
    "currently",
    "current",
    "latest",
    "yet",
    "still",
)
EMOTION_WORDS = (
    "triste",
    "enojado",
    "enojada",
    "frustrado",
    "frustrada",
    "preocupado",
    "preocupada",
    "ansioso",
    "ansiosa",
    "harto",
    "harta",
    "me siento",
    "estoy mal",
    "angustiado",
    "angustiada",
    "molesto",
    "molesta",
    "furioso",
    "furiosa",
    "i feel",
    "i'm sad",
    "i am sad",
    "sad",
    "angry",
    "upset",
    "worried",
    "anxious",
    "stressed",
    "frustrated",
    "furious",
    "annoyed",
)
SPANISH_HINTS = frozenset(
    (
        "que",
        "de",
        "el",
        "la",
        "los",
        "las",
        "mi",
        "es",
        "en",
        "por",
        "para",
        "con",
        "cual",
        "donde",
        "como",
        "tengo",
        "quiero",
        "un",
        "una",
        "unos",
        "unas",
        "y",
        "al",
        "del",
        "lo",
        "se",
        "te",
        "soy",
        "estoy",
        "vivo",
        "trabajo",
        "calzo",
        "uso",
        "ya",
        "muy",
        "pero",
        "hola",
        "gracias",
        "porque",
        "tambien",
        "mis",
        "nos",
        "sin",
        "hay",
        "esta",
        "este",
    )
)
# Spanish marks interrogatives with an accent; English wh-words ask only when an auxiliary follows
# ("what is…", "where do…"), not in "when I moved to Leeds…".
SPANISH_INTERROGATIVES = frozenset(
    ("qué", "cuál", "cuáles", "dónde", "cuándo", "quién", "quiénes", "cómo", "cuánto", "cuánta", "cuántos", "cuántas")
)
ENGLISH_OPENERS = frozenset(("what", "which", "where", "when", "who", "whom", "whose", "how", "why"))
ENGLISH_AUXILIARIES = frozenset(
    (
        "is",
        "are",
        "was",
        "were",
        "do",
        "does",
        "did",
        "can",
        "could",
        "should",
        "would",
        "will",
        "have",
        "has",
        "many",
        "much",
        "s",
    )
)


@lru_cache(maxsize=64)
def phrase_pattern(phrases: tuple[str, ...]) -> re.Pattern[str]:
    """One compiled alternation matching any of `phrases` as whole words (compiled once per list:
    searching with it costs one scan of the text instead of one regex per phrase)."""
    return re.compile(rf"(?<!\w)(?:{'|'.join(re.escape(p) for p in phrases)})(?!\w)")


def has_phrase(phrases: tuple[str, ...], text: str) -> bool:
    """Any of `phrases` as whole words in the folded text."""
    return phrase_pattern(phrases).search(fold(text).replace("’", "'")) is not None


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


# The user speaking of themselves: recall serves what they said before about their own life.
SELF_WORDS = frozenset(
    (
        "i",
        "i'm",
        "i've",
        "i'd",
        "i'll",
        "im",
        "ive",
        "my",
        "me",
        "mine",
        "myself",
        "we",
        "we're",
        "we've",
        "our",
        "ours",
        "us",
        "mi",
        "mis",
        "me",
        "yo",
        "conmigo",
        "mio",
        "mia",
        "mios",
        "mias",
        "nosotros",
        "nosotras",
        "nuestro",
        "nuestra",
        "nuestros",
        "nuestras",
        "nos",
        # Spanish first-person verbs, said without a pronoun ("¿qué coche tengo?", "¿cuándo fui?").
        "tengo",
        "tenia",
        "tuve",
        "fui",
        "era",
        "estuve",
        "estaba",
        "hice",
        "dije",
        "puse",
        "quise",
        "vine",
        "soy",
        "estoy",
        "voy",
        "hago",
        "digo",
        "pude",
        "supe",
        "traje",
        "vi",
        "di",
        "pedi",
        "llame",
        "compre",
        "pague",
        "deje",
        "cambie",
        "devolvi",
    )
)
# Spanish words in -é/-í (folded to -e/-i) that are not first-person preterites.
_NOT_PRETERITES = frozenset(
    ("que", "porque", "cafe", "bebe", "tambien", "asi", "aqui", "alli", "ahi", "esta", "este", "mas", "si", "ti", "tu")
)


def mentions_self(text: str) -> bool:
    """Does the user speak of themselves (a first-person pronoun or, in Spanish, a first-person verb)?"""
    lowered = text.lower().replace("’", "'")
    for word in re.findall(r"[\w']+", lowered):
        folded = fold(word)
        if word in SELF_WORDS or folded in SELF_WORDS:
            return True
        if len(folded) > 5 and folded.endswith(("amos", "imos", "emos")):  # nosotros: "fuimos", "llevamos"
            return True
        if len(word) > 3 and word[-1] in "éí" and folded not in _NOT_PRETERITES:  # "compré", "viví"
            return True
    return False
