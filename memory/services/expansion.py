"""Words of the user's own that a message means without writing them: each content word of the message brings
the words of the user's vocabulary closest to it by the sentence model ("pets" brings "dogs", "turtles";
"recipes" "baking", "dish"), whose BM25 weight recall adds at a fraction of the message's own words'. The
words are the user's (never a list of synonyms), the closeness the deployment's model, in any language it reads.

A word's vector is the model's vector of the word alone, kept in this process for every user (bounded:
EXPANSION_CACHE_WORDS, least recently used out). A user's vocabulary is embedded a batch at a time
(EXPANSION_EMBED_PER_BUILD words per build at most), so no build pays for a whole vocabulary at once; a word not
embedded yet is not offered until it is."""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass, field
from itertools import islice

import numpy as np

from memory.engine.bm25 import stem
from memory_platform.text.embeddings import embed_texts, get_backend, model_name

EXPANSION_CACHE_WORDS = 50_000
EXPANSION_EMBED_PER_BUILD = 8
EXPANSION_LOOK_PER_BUILD = 512
EXPANSION_MIN_COSINE = 0.5
EXPANSION_WEIGHT = 0.3  # of a word the message writes
EXPANSION_ASKED_WORDS = 4  # the message's longest content words expanded, at most
# What a question is built with, not what it asks about ("What kind of things does she usually make?"): never
# expanded (English and Spanish; the engine's stop words already leave out the shorter ones).
SCAFFOLDING = frozenset(
    [
        "does",
        "did",
        "doing",
        "done",
        "kind",
        "kinds",
        "type",
        "types",
        "sort",
        "sorts",
        "thing",
        "things",
        "something",
        "anything",
        "many",
        "much",
        "times",
        "time",
        "mention",
        "mentioned",
        "mentions",
        "ever",
        "also",
        "often",
        "usually",
        "like",
        "likes",
        "would",
        "could",
        "should",
        "make",
        "makes",
        "made",
        "tipo",
        "tipos",
        "cosa",
        "cosas",
        "algo",
        "veces",
        "cuantos",
        "cuantas",
        "cuanto",
        "hace",
        "hizo",
        "hecho",
        "suele",
    ]
)

_cache: OrderedDict[tuple[str, str], np.ndarray] = OrderedDict()
_cache_lock = threading.Lock()


@dataclass
class Vocabulary:
    """The user's words embedded so far (the first len(words) rows of `matrix`, unit vectors, grown by doubling) and
    those still waiting."""

    words: list[str] = field(default_factory=list)
    matrix: np.ndarray = field(default_factory=lambda: np.zeros((0, 0), dtype=np.float32))
    waiting: list[str] = field(default_factory=list)
    read: int = 0  # how many of the index's words have been taken in (embedded or waiting)

    def take_in(self, spellings: Collection[str]) -> None:
        """Bring the vocabulary up to the index's words (new words come last, as a dict keeps them), embedding at most
        EXPANSION_EMBED_PER_BUILD that no user has had embedded in this process yet."""
        if len(spellings) > self.read:
            self.waiting.extend(islice(spellings, self.read, None))
            self.read = len(spellings)
        if not self.waiting:
            return
        # A look at the first waiting words only: those another user had embedded come free, the rest wait their turn.
        taken: list[str] = []
        fresh = 0
        for word in self.waiting[:EXPANSION_LOOK_PER_BUILD]:
            if _cached(word) is None:
                if fresh == EXPANSION_EMBED_PER_BUILD:
                    break
                fresh += 1
            taken.append(word)
        if not taken:
            return
        vectors = word_vectors(taken)  # the model runs for the fresh ones only
        self._append(taken, np.stack([vectors[w] for w in taken]).astype(np.float32))
        del self.waiting[: len(taken)]  # the words looked at, in order, all taken

    def _append(self, words: list[str], rows: np.ndarray) -> None:
        size = len(self.words)
        if size + len(rows) > len(self.matrix):
            grown = np.zeros((max(2 * len(self.matrix), size + len(rows), 256), rows.shape[1]), dtype=np.float32)
            if size:
                grown[:size] = self.matrix[:size]
            self.matrix = grown
        self.matrix[size : size + len(rows)] = rows
        self.words.extend(words)

    def vectors(self) -> np.ndarray:
        return self.matrix[: len(self.words)]

    def nbytes(self) -> int:
        return int(self.matrix.nbytes)


def _cached(word: str) -> np.ndarray | None:
    with _cache_lock:
        return _cache.get((model_name(), word))


def word_vectors(words: Sequence[str]) -> dict[str, np.ndarray]:
    """Each word's unit vector, the model run once for the words no one had asked for yet."""
    name = model_name()
    found: dict[str, np.ndarray] = {}
    with _cache_lock:
        for word in words:
            if (vector := _cache.get((name, word))) is not None:
                _cache.move_to_end((name, word))
                found[word] = vector
    missing = [w for w in dict.fromkeys(words) if w not in found]
    if missing:
        computed = embed_texts(get_backend(), missing)
        norms = np.linalg.norm(computed, axis=1, keepdims=True)
        computed = (computed / np.where(norms > 0, norms, 1.0)).astype(np.float16)
        with _cache_lock:
            for word, vector in zip(missing, computed, strict=True):
                _cache[(name, word)] = vector
                found[word] = vector
            while len(_cache) > EXPANSION_CACHE_WORDS:
                _cache.popitem(last=False)
    return found


def expansions(vocabulary: Vocabulary, asked: Sequence[str], names: Iterable[str], per_word: int) -> list[str]:
    """For each word of `asked` (the message's content words, folded; the EXPANSION_ASKED_WORDS longest) that is
    neither a name nor scaffolding, the
    `per_word` words of the vocabulary closest to it (cosine at least EXPANSION_MIN_COSINE), never a word of the
    same stem as one asked nor a name: in order, each once."""
    named = set(names)
    wanted = sorted(
        (w for w in asked if w not in named and w not in SCAFFOLDING and not w.isdigit()), key=lambda w: (-len(w), w)
    )[:EXPANSION_ASKED_WORDS]
    matrix = vocabulary.vectors()
    if per_word <= 0 or not wanted or not len(matrix):
        return []
    own = {stem(w) for w in wanted}
    vectors = word_vectors(wanted)
    similarities = matrix @ np.stack([vectors[w] for w in wanted]).astype(np.float32).T  # one column per word
    depth = min(len(matrix), 4 * per_word)
    found: list[str] = []
    for column in similarities.T:
        closest = np.argpartition(-column, depth - 1)[:depth] if depth < len(column) else np.arange(len(column))
        taken = 0
        for position in sorted(closest, key=lambda i: -column[i]):
            if column[position] < EXPANSION_MIN_COSINE or taken >= per_word:
                break
            candidate = vocabulary.words[position]
            if stem(candidate) in own or candidate in named:
                continue
            found.append(candidate)
            taken += 1
    return list(dict.fromkeys(found))
