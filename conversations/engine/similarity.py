"""Pluggable text embeddings for continuity, topic shifts, fact relevance and dedup.

The default, HashedNgramEmbedder, needs no model and no network: hashed word and character
n-grams, deterministic across processes. A real model can be plugged in via settings.EMBEDDING_BACKEND."""

from __future__ import annotations

import math
import re
import unicodedata
import zlib
from functools import lru_cache
from typing import Protocol

import numpy as np

_WORD = re.compile(r"\w+", re.UNICODE)
STOPWORDS = frozenset(
    """a al algo como con de del el ella en es esa ese eso esta este esto hay la las le lo los me mi mis
    muy no o para pero por que se si sin sobre su sus te tu un una uno y ya yo
    a an and are as at be but by do for from has have i if in is it its me my no not of on or our so
    that the their them then there these they this to was we were what when which who will with you your""".split()
)


class EmbeddingBackend(Protocol):
    dim: int

    def embed(self, text: str) -> np.ndarray: ...


_LATIN = str.maketrans("áéíóúüñàèìòùâêîôûçãõäëïö", "aeiouunaeiouaeioucaoaeio")


def fold(text: str) -> str:
    """Lowercase and strip accents, so 'Canción' and 'cancion' match. Spanish and English take the
    fast path; other scripts go through Unicode decomposition."""
    lowered = text.lower().translate(_LATIN)
    if lowered.isascii():
        return lowered
    decomposed = unicodedata.normalize("NFKD", lowered)
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def _bucket(feature: str, dim: int) -> tuple[int, float]:
    h = zlib.crc32(feature.encode())
    return h % dim, (1.0 if (h >> 31) & 1 else -1.0)


class HashedNgramEmbedder:
    """Signed hashing of content words and their character trigrams, sublinear term frequency."""

    def __init__(self, dim: int = 512):
        self.dim = dim

    def features(self, text: str) -> dict[str, int]:
        counts: dict[str, int] = {}
        for word in _WORD.findall(fold(text)):
            if word in STOPWORDS:
                continue
            counts["w:" + word] = counts.get("w:" + word, 0) + 1
            padded = f"<{word}>"
            for i in range(len(padded) - 2):
                gram = "c:" + padded[i : i + 3]
                counts[gram] = counts.get(gram, 0) + 1
        return counts

    @staticmethod
    def calibrate(raw: float) -> float:
        """Lexical cosines sit far lower than a sentence model's for the same relatedness (two turns
        about running shoes score ~0.35 raw); the square root puts them on the scale the policy's
        continuity thresholds (0.3 / 0.4 / 0.7) were written for."""
        return math.sqrt(max(0.0, raw))

    def embed(self, text: str) -> np.ndarray:
        vector = np.zeros(self.dim, dtype=np.float32)
        for feature, count in self.features(text).items():
            index, sign = _bucket(feature, self.dim)
            weight = 1.0 + math.log(count)
            # Whole words say more about the topic than their trigrams do.
            vector[index] += sign * weight * (2.0 if feature.startswith("w:") else 1.0)
        norm = float(np.linalg.norm(vector))
        return vector / norm if norm else vector


def text_similarity(left: str, right: str) -> float:
    """Raw cosine of two short texts (facts, queries), with each text embedded once per process."""
    return cosine(_embed_cached(left), _embed_cached(right))


@lru_cache(maxsize=20_000)
def _embed_cached(text: str) -> np.ndarray:
    return get_backend().embed(text)


def cosine(a: np.ndarray, b: np.ndarray) -> float:
    """Cosine similarity of unit vectors, clipped to [0, 1] (opposite is as unrelated as it gets)."""
    return max(0.0, min(1.0, float(np.dot(a, b))))


def content_words(text: str) -> int:
    return sum(1 for word in _WORD.findall(fold(text)) if word not in STOPWORDS)


def calibrated(backend: EmbeddingBackend, raw: float) -> float:
    calibrate = getattr(backend, "calibrate", None)
    return calibrate(raw) if calibrate else raw


def continuity(text: str, previous_text: str, backend: EmbeddingBackend | None = None) -> float:
    """How much `text` follows on from the previous turn, 0-1, on the backend's calibrated scale."""
    backend = backend or get_backend()
    return calibrated(backend, cosine(backend.embed(text), backend.embed(previous_text)))


def to_bytes(vector: np.ndarray) -> bytes:
    return vector.astype(np.float16).tobytes()


def stack_from_bytes(blobs: list[bytes]) -> np.ndarray:
    """Stored vectors (to_bytes) back as one float32 matrix, a row each."""
    return np.frombuffer(b"".join(blobs), dtype=np.float16).reshape(len(blobs), -1).astype(np.float32)


@lru_cache(maxsize=1)
def get_backend() -> EmbeddingBackend:
    from django.conf import settings
    from django.utils.module_loading import import_string

    return import_string(settings.EMBEDDING_BACKEND)()
