"""Topic-shift detection: a discourse marker that opens the message (or one of its sentences), or
low similarity to the previous turn for a message long enough to judge (Spanish and English).

A marker counts only in marker position: at the start of the message or of a sentence, after at
most a couple of interjections ("ok", "ah, y", "oh and"). "No quiero otra cosa que…" and "is there
something else in that price range" are requests, not shifts. Markers that are also ordinary
phrases ("otra cosa", "another thing", "one more thing") must be followed by a pause (, : - .)."""

from __future__ import annotations

import re

from memory_platform.text.normalise import STOPWORDS, WORD, fold
from tenants.policy import MemoryPolicy

# Markers that announce a new topic wherever they open a sentence.
MARKERS = (
    "cambiando de tema",
    "cambiemos de tema",
    "cambio de tema",
    "otro tema",
    "hablando de otra cosa",
    "pasando a otro tema",
    "dejando eso de lado",
    "dejando de lado eso",
    "nada que ver",
    "a todo esto",
    "por otro lado",
    "por cierto",
    "te queria preguntar sobre",
    "te quiero preguntar sobre",
    "aprovecho para preguntarte",
    "aprovecho para consultarte",
    "aprovecho para preguntar",
    "una consulta aparte",
    "otra consulta",
    "otra pregunta",
    "otra duda",
    "una pregunta mas",
    "by the way",
    "btw",
    "switching gears",
    "switching topics",
    "changing the subject",
    "change of topic",
    "change of subject",
    "let's change the subject",
    "lets change the subject",
    "on another note",
    "on a different note",
    "on an unrelated note",
    "different topic",
    "different question",
    "new topic",
    "new question",
    "unrelated",
    "unrelated question",
    "separate issue",
    "separate question",
    "totally different thing",
    "completely different thing",
    "another question",
    "one more question",
    "while i have you",
    "before i forget",
    "antes de que me olvide",
)
# Ordinary phrases too ("no quiero otra cosa que…"): a marker only when a pause follows.
PAUSED_MARKERS = ("otra cosa", "una cosa mas", "otra cosita", "another thing", "one more thing", "something else")
INTERJECTIONS = (
    "ok",
    "okay",
    "oki",
    "dale",
    "bueno",
    "bien",
    "genial",
    "perfecto",
    "gracias",
    "listo",
    "ah",
    "oh",
    "eh",
    "che",
    "oye",
    "mira",
    "y",
    "and",
    "hey",
    "hi",
    "hola",
    "great",
    "thanks",
    "thank you",
    "cool",
    "right",
    "alright",
    "sure",
    "well",
    "so",
    "also",
    "ademas",
    "vale",
    "joya",
    "barbaro",
    "buenisimo",
)
_OPENING = (
    r"(?:^|(?<=[.!?¡¿])\s*)[\s¡¿\"'(]*(?:(?:" + "|".join(re.escape(i) for i in INTERJECTIONS) + r")\b[\s,.!:;-]*){0,3}"
)
_MARKER = re.compile(_OPENING + r"(" + "|".join(re.escape(m) for m in sorted(MARKERS, key=len, reverse=True)) + r")\b")
_PAUSED = re.compile(_OPENING + r"(" + "|".join(re.escape(m) for m in PAUSED_MARKERS) + r")\s*(?:[,:;.!?—–-]|$)")


def explicit_shift_phrase(text: str) -> str | None:
    """The discourse marker that opens the message or one of its sentences, if any."""
    folded = fold(text).replace("’", "'")
    match = _MARKER.search(folded) or _PAUSED.search(folded)
    return match.group(1) if match else None


def topic_words(text: str) -> int:
    """Content words that can carry a topic: numbers ("los modelos 12 y 45") do not."""
    return sum(1 for word in WORD.findall(fold(text)) if word not in STOPWORDS and not word.isdigit())


def is_topic_shift(*, similarity: float | None, text: str, policy: MemoryPolicy) -> bool:
    if explicit_shift_phrase(text):
        return True
    # A short message ("Quiero pagar", "sí, con tarjeta") carries too little evidence to call a shift.
    if similarity is None or topic_words(text) < policy.topic_shift_min_words:
        return False
    return similarity < policy.topic_shift_similarity
