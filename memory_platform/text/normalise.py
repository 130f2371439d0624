"""Normalising text for comparison: case and accent folding, punctuation collapsing, content words."""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

WORD = re.compile(r"\w+", re.UNICODE)
STOPWORDS = frozenset(
    [
        "a",
        "al",
        "algo",
        "como",
        "con",
        "de",
        "del",
        "el",
        "ella",
        "en",
        "es",
        "esa",
        "ese",
        "eso",
        "esta",
        "este",
        "esto",
        "hay",
        "la",
        "las",
        "le",
        "lo",
        "los",
        "me",
        "mi",
        "mis",
        "muy",
        "no",
        "o",
        "para",
        "pero",
        "por",
        "que",
        "se",
        "si",
        "sin",
        "sobre",
        "su",
        "sus",
        "te",
        "tu",
        "un",
        "una",
        "uno",
        "y",
        "ya",
        "yo",
        "a",
        "an",
        "and",
        "are",
        "as",
        "at",
        "be",
        "but",
        "by",
        "do",
        "for",
        "from",
        "has",
        "have",
        "i",
        "if",
        "in",
        "is",
        "it",
        "its",
        "me",
        "my",
        "no",
        "not",
        "of",
        "on",
        "or",
        "our",
        "so",
        "that",
        "the",
        "their",
        "them",
        "then",
        "there",
        "these",
        "they",
        "this",
        "to",
        "was",
        "we",
        "were",
        "what",
        "when",
        "which",
        "who",
        "will",
        "with",
        "you",
        "your",
    ]
)
_NON_ASCII = re.compile(r"[^\x00-\x7f]+")
_PUNCTUATION = re.compile(r"[^\w\s]")


def fold(text: str) -> str:
    """Lowercase and strip accents, so 'Canción' and 'cancion' match. Only the runs of non-ASCII
    characters are decomposed (a Spanish message has a few among hundreds of plain letters), each
    run once per process: recall folds every recalled turn on every build."""
    lowered = text.lower()
    if lowered.isascii():
        return lowered
    return _NON_ASCII.sub(_folded_run, lowered)


def _folded_run(match: re.Match[str]) -> str:
    return _strip_accents(match.group())


@lru_cache(maxsize=4096)
def _strip_accents(run: str) -> str:
    # Decomposing a run alone gives what decomposing the whole text would: decomposition maps each
    # character on its own, and the marks that reordering could move are all dropped.
    return "".join(c for c in unicodedata.normalize("NFKD", run) if not unicodedata.combining(c))


def normalise(text: str) -> str:
    """Folded, punctuation-collapsed form used to compare statements."""
    return " ".join(_PUNCTUATION.sub(" ", fold(text)).split())


def fold_aligned(text: str) -> str:
    """fold() that keeps every character in place (same length, same offsets), so a match found on
    the folded text can be cut from the original with its case and accents. Curly apostrophes
    become straight ones."""
    return "".join(map(_fold_char, text)).replace("’", "'")


@lru_cache(maxsize=4096)
def _fold_char(char: str) -> str:
    """One character of fold_aligned(): folded when that keeps it one character, else as it is
    (cached: extraction folds every message it reads, a few dozen distinct characters over and over)."""
    low = char.lower()
    if len(low) != 1:
        return char
    folded = fold(low)
    return folded if len(folded) == 1 else low


# A sentence ends at ., ! or ? followed by space and something that opens a sentence (a capital, a
# digit, a quote, Spanish ¿ or ¡): "Sr. García" and "3.5 kg" stay whole more often than not.
_SENTENCE_END = re.compile(r"(?<=[.!?…])\s+(?=[¿¡\"'“«(\dA-ZÁÉÍÓÚÑÜ])")


def split_sentences(text: str, *, at_most: int = 12) -> list[str]:
    """The text's sentences, in order; a text of more than `at_most` comes back as `at_most` runs of
    consecutive sentences (so a long message costs a bounded number of vectors)."""
    parts = [p for p in (s.strip() for s in _SENTENCE_END.split(text.strip())) if p]
    if len(parts) <= at_most:
        return parts
    size = -(-len(parts) // at_most)
    return [" ".join(parts[i : i + size]) for i in range(0, len(parts), size)]
