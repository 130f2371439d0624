"""The learned fallback of fact extraction: for a clause no rule read, is it the user saying
something durable about themselves, which key is it, and which of its words are the value.

Rules read the wordings they were written for; people keep finding new ones ("curro de fontanero",
"severe peanut allergy here"). Three small models fitted on labelled lines (facts/engine/
fallback_examples.py) read what the wording does not tell a rule:

- the gate, a logistic regression over the clause's sentence vector: a durable self-disclosure
  against chit-chat, questions, requests, hypotheticals, negations, other people's facts, sarcasm,
  one-off wishes and fiction. Its threshold is set high, so a casual line practically never passes;
- the key, by the labelled disclosures nearest to the clause (cosine over the same vectors) and by a
  softmax regression over its wording (cue words, with names and numbers as their shape), which
  speaks as loud as it is sure: a sentence vector tells a topic ("Sevilla" pulls to a home), the cue
  words tell the key ("estudio … en Sevilla"); a plain key lets a clause just under the gate through;
- the value, by a token tagger (a logistic regression over hashed word, neighbour, shape and key
  features): the best-scoring run of the clause's own words, cut from the original text with its
  case and accents, never translated or normalised.

Everything here is plain numpy over vectors the caller supplies, so the model belongs to whichever
embedding backend made them: a Reader is fitted per backend (by name) and its vectors are never mixed
with another backend's."""

from __future__ import annotations

import re
import threading
import zlib
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass

import numpy as np

from facts.engine import fallback_examples
from memory_platform.text.embeddings import EmbeddingBackend, embed_texts, get_backend
from memory_platform.text.logistic import Logistic, fit_logistic
from memory_platform.text.normalise import STOPWORDS, fold_aligned

TOKEN = re.compile(r"\d{1,3}(?:,\d{3})+|[^\W_]+(?:['.@-][^\W_]+)*")  # "1,200" is one word
HASH_DIM = 1 << 18
NO_FEATURE = HASH_DIM  # a slot whose weight stays 0: a feature left out
TAGGER_STEPS = 150
TAGGER_RATE = 0.5
TAGGER_PENALTY = 1e-4
GATE_PENALTY = 1.0
NEIGHBOURS = 7
# Keys whose value is a code or a normalised form ("43", "M", "EUR", "03-12"), not the user's words:
# the rules read them, the fallback never guesses them.
CODED_KEYS = frozenset(
    [
        "shoe size",
        "clothing size",
        "currency",
        "response language",
        "response style",
        "delivery",
        "marketing",
        "birthday",
        "email",
        "team size",
    ]
)
KEY_GROUPS = {"planned move": "home"}
KEY_HASH_DIM = 1 << 15
KEY_STEPS = 60
KEY_RATE = 1.0
KEY_PENALTY = 1e-4
KEY_BLEND = 0.5  # a key's score: this share from the neighbours' vote, the rest from the words
CASUAL_NEIGHBOUR = 0.8
SURE_KEY = 0.8  # a key this plain lets a clause just under the gate's threshold through
SURE_KEY_ALLOWANCE = 0.1  # how far under the threshold
MIN_KEY_SHARE = 0.5  # the neighbours and the wording must mostly agree on the key
SECOND_KEY_SHARE = 0.33  # a second fact beside a first one (a job and where)
MAX_FACTS = 2  # a clause states at most this many facts to the fallback
MAX_VALUE_TOKENS = 6
MIN_PEAK_LOGIT = -2.0  # a clause whose likeliest value word is less likely than this holds none
SEED_MARGIN = 0.5
WORD_COST = 0.2
# Words a value never starts or ends with (the value is the user's words "less a leading article").
# Nor is a quantity or a sort a value ("a bit of rock climbing", "the serious kind").
QUANTITIES = frozenset(["bit", "lot", "lots", "loads", "poco", "monton", "kind", "sort", "tipo"])
# Nor an adverb of repetition ("started eating fish again" names no diet "again").
REPETITION = frozenset(["again", "anymore", "too", "also"])
EDGE_WORDS = (
    STOPWORDS
    | frozenset(["un", "una", "unos", "unas", "the", "a", "an", "some", "muy", "really", "very"])
    | QUANTITIES
    | REPETITION
)


@dataclass(frozen=True)
class Example:
    """A labelled line: the facts it states, as (key, value in the user's words), or none (casual)."""

    text: str
    language: str
    facts: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True)
class Reading:
    key: str
    value: str
    probability: float


def tokens(text: str) -> list[tuple[int, int, str]]:
    """(start, end, folded word) of each word, offsets valid in the original text."""
    return [(m.start(), m.end(), m.group()) for m in TOKEN.finditer(fold_aligned(text))]


def _shape(original: str, word: str, index: int) -> str:
    if any(ch.isdigit() for ch in word):
        return "num"
    if index and original[:1].isupper():
        return "cap"
    return "stop" if word in EDGE_WORDS else "low"


def token_features(text: str, key: str, *, with_words: bool = True) -> list[list[int]]:
    """Hashed features of each word of `text` as the value of `key` would be read. Without the words
    themselves (`with_words=False`, a training copy) only their context and shape speak: that is what
    reads a value the tagger has never seen."""
    words = tokens(text)
    folded = [w for _, _, w in words]
    shapes = [_shape(text[s:e], w, i) for i, (s, e, w) in enumerate(words)]
    rows = []
    for i, word in enumerate(folded):
        before = folded[i - 1] if i else "<s>"
        before2 = folded[i - 2] if i > 1 else "<s>"
        after = folded[i + 1] if i + 1 < len(folded) else "</s>"
        names = [
            "bias",
            f"p={before}",
            f"pp={before2} {before}",
            f"n={after}",
            f"s={shapes[i]}",
            f"ps={shapes[i - 1] if i else '<s>'}",
            f"ns={shapes[i + 1] if i + 1 < len(folded) else '</s>'}",
            f"pos={min(i, 4)}",
            f"rpos={min(len(folded) - 1 - i, 4)}",
        ]
        own = [f"w={word}", f"suf={word[-3:]}"]
        features = [_hashed(n) for n in names + [f"k={key}|{n}" for n in names]]
        mine = [_hashed(n) for n in own + [f"k={key}|{n}" for n in own]]
        rows.append(features + (mine if with_words else [NO_FEATURE] * len(mine)))
    return rows


def _hashed(name: str) -> int:
    return zlib.crc32(name.encode()) % HASH_DIM


def _value_tokens(text: str, value: str) -> tuple[int, int] | None:
    """Where the value's words stand in the text's words, when they stand there together."""
    words = [w for _, _, w in tokens(text)]
    wanted = [w for _, _, w in tokens(value)]
    for i in range(len(words) - len(wanted) + 1):
        if wanted and words[i : i + len(wanted)] == wanted:
            return i, i + len(wanted)
    return None


def fit_tagger(examples: Sequence[Example]) -> np.ndarray:
    """Weights of the token tagger: is this word part of the value of this key? Full-batch gradient
    descent with AdaGrad steps over the hashed features (deterministic, about a second)."""
    rows: list[list[int]] = []
    labels: list[float] = []
    for example in examples:
        for key, value in example.facts:
            where = _value_tokens(example.text, value)
            if where is None:
                continue
            for with_words in (True, False):
                for i, features in enumerate(token_features(example.text, key, with_words=with_words)):
                    rows.append(features)
                    labels.append(1.0 if where[0] <= i < where[1] else 0.0)
    index = np.asarray(rows, dtype=np.int64)
    target = np.asarray(labels)
    weights = np.zeros(HASH_DIM + 1)
    history = np.full(HASH_DIM + 1, 1e-8)
    for _ in range(TAGGER_STEPS):
        predicted = 1.0 / (1.0 + np.exp(-np.clip(weights[index].sum(axis=1), -30.0, 30.0)))
        residual = np.repeat(predicted - target, index.shape[1])
        gradient = np.bincount(index.ravel(), weights=residual, minlength=HASH_DIM + 1) / len(target)
        gradient[NO_FEATURE] = 0.0
        gradient += TAGGER_PENALTY * weights
        history += gradient**2
        weights -= TAGGER_RATE * gradient / np.sqrt(history)
    return weights


def key_features(text: str) -> list[int]:
    """Hashed features of the clause's wording for telling its key: its words and word pairs, each
    name or number as its shape ("trabajo de <Name>"), and each word's first letters ("estudi"), so
    the cue words speak and the value's own words (a city, a name) do not."""
    words = tokens(text)
    shaped = []
    for i, (s, e, word) in enumerate(words):
        shape = _shape(text[s:e], word, i)
        shaped.append(f"<{shape}>" if shape in ("num", "cap") else word)
    names = ["bias"] + [f"w={w}" for w in shaped]
    names += [f"b={a} {b}" for a, b in zip(["<s>", *shaped], [*shaped, "</s>"], strict=True)]
    names += [f"p={w[:5]}" for w in shaped if len(w) > 5 and not w.startswith("<")]
    return sorted({zlib.crc32(n.encode()) % KEY_HASH_DIM for n in names})


@dataclass(frozen=True)
class KeyWords:
    """What the wording says of the key: a softmax regression over the clause's key features."""

    keys: tuple[str, ...]
    slot: np.ndarray  # per hashed feature, its row of `weights` (the last row, all zeros, when unseen)
    weights: np.ndarray  # one column per key

    def shares(self, text: str) -> np.ndarray:
        logits = self.weights[self.slot[key_features(text)]].sum(axis=0)
        odds = np.exp(logits - logits.max())
        return odds / odds.sum()


def fit_key_words(examples: Sequence[Example]) -> KeyWords:
    """Fit the wording's key model on the disclosures (a line stating two keys shares its weight
    between them): full-batch gradient descent with AdaGrad steps, on the features seen only."""
    said = [e for e in examples if e.facts]
    keys = tuple(sorted({KEY_GROUPS.get(k, k) for e in said for k, _ in e.facts}))
    column = {k: i for i, k in enumerate(keys)}
    target = np.zeros((len(said), len(keys)), dtype=np.float32)
    features = [key_features(e.text) for e in said]
    for n, example in enumerate(said):
        mine = {KEY_GROUPS.get(k, k) for k, _ in example.facts}
        target[n, [column[k] for k in mine]] = 1.0 / len(mine)
    hashed = np.concatenate(features)
    seen, index = np.unique(hashed, return_inverse=True)  # each feature's row, in the lines' order
    line_starts = np.cumsum([0] + [len(f) for f in features[:-1]])
    by_feature = np.argsort(index, kind="stable")
    owner = np.repeat(np.arange(len(said)), [len(f) for f in features])[by_feature]
    feature_starts = np.flatnonzero(np.r_[True, np.diff(index[by_feature]) != 0])
    weights = np.zeros((len(seen) + 1, len(keys)), dtype=np.float32)
    history = np.full((len(seen), len(keys)), 1e-8, dtype=np.float32)
    for _ in range(KEY_STEPS):
        logits = np.add.reduceat(weights[index], line_starts, axis=0)
        odds = np.exp(logits - logits.max(axis=1, keepdims=True))
        residual = odds / odds.sum(axis=1, keepdims=True) - target
        gradient = np.add.reduceat(residual[owner], feature_starts, axis=0) / len(said)
        gradient += KEY_PENALTY * weights[:-1]
        history += gradient**2
        weights[:-1] -= KEY_RATE * gradient / np.sqrt(history)
    slot = np.full(KEY_HASH_DIM, len(seen), dtype=np.int32)
    slot[seen] = np.arange(len(seen), dtype=np.int32)
    return KeyWords(keys=keys, slot=slot, weights=weights)


def best_span(logits: Sequence[float], max_tokens: int = MAX_VALUE_TOKENS) -> tuple[int, int] | None:
    """The run of at most max_tokens words whose logits sum highest. The gate already said the clause
    holds a value, so the likeliest word is its core even when the tagger doubts every word (a word
    it never saw): the logits are lifted so that word counts, unless even it is far from a value."""
    peak = max(logits)
    if peak < MIN_PEAK_LOGIT:
        return None
    lift = max(0.0, SEED_MARGIN - peak) - WORD_COST
    best, where = 0.0, None
    for start in range(len(logits)):
        total = 0.0
        for end in range(start, min(len(logits), start + max_tokens)):
            total += logits[end] + lift
            if total > best:
                best, where = total, (start, end + 1)
    return where


CONNECTORS = frozenset(["of", "de", "del", "la", "las", "los", "el", "the", "y", "and", "&"])


def _capitalised(text: str, word: tuple[int, int, str], index: int) -> bool:
    return index > 0 and text[word[0]].isupper()


def _whole_name(text: str, words: list[tuple[int, int, str]], start: int, end: int) -> tuple[int, int]:
    """A span that cuts a name ("Love of Lesbian", "Open University") grows to the whole name."""
    if not any(_capitalised(text, words[i], i) for i in range(start, end)):
        return start, end
    while start > 1 and (
        _capitalised(text, words[start - 1], start - 1)
        or (words[start - 1][2] in CONNECTORS and _capitalised(text, words[start - 2], start - 2))
    ):
        start -= 1
    while end < len(words) and (
        _capitalised(text, words[end], end)
        or (end + 1 < len(words) and words[end][2] in CONNECTORS and _capitalised(text, words[end + 1], end + 1))
    ):
        end += 1
    return start, end


@dataclass(frozen=True)
class Reader:
    """The three fitted parts, for one embedding backend."""

    backend: str
    gate: Logistic
    threshold: float
    bank: np.ndarray  # unit vectors of the labelled disclosures
    casual: np.ndarray  # unit vectors of the labelled casual lines
    bank_keys: tuple[tuple[str, ...], ...]
    tagger: np.ndarray
    key_words: KeyWords

    def is_disclosure(self, vector: np.ndarray) -> float:
        return float(self.gate.probability(vector[None, :])[0])

    def like_casual(self, vector: np.ndarray) -> bool:
        """Whether a labelled casual line is closer than any disclosure, and close (a near rewording)."""
        nearest_casual = float(np.max(self.casual @ vector))
        return nearest_casual >= CASUAL_NEIGHBOUR and nearest_casual > float(np.max(self.bank @ vector))

    def keys(self, vector: np.ndarray, text: str) -> list[tuple[str, float]]:
        """The keys of the clause, each with its score, highest first: the share of the nearest labelled
        disclosures' weight (their cosine) that states it, blended with what the wording says. A line
        stating two facts votes for both."""
        similarity = self.bank @ vector
        nearest = np.argsort(-similarity)[:NEIGHBOURS]
        weights = {int(i): max(0.0, float(similarity[i])) for i in nearest}
        total = sum(weights.values())
        if not total:
            return []
        worded = self.key_words.shares(text)
        # The wording speaks as loud as it is sure: words it never saw leave the neighbours to decide.
        say = (1.0 - KEY_BLEND) * float(worded.max())
        votes: dict[str, float] = {}
        for i, weight in weights.items():
            # Keys told apart by tense only (a home, a planned move) are one vote: the caller settles which.
            for key in {KEY_GROUPS.get(k, k) for k in self.bank_keys[i]}:
                votes[key] = votes.get(key, 0.0) + KEY_BLEND * weight / total
        for key, share in zip(self.key_words.keys, worded, strict=True):
            votes[key] = votes.get(key, 0.0) + say * float(share)
        return sorted(((key, vote / (KEY_BLEND + say)) for key, vote in votes.items()), key=lambda kv: -kv[1])

    def value(self, text: str, key: str) -> str | None:
        """The user's own words that are the value, cut from `text` as written."""
        words = tokens(text)
        if not words:
            return None
        logits = [float(self.tagger[f].sum()) for f in token_features(text, key)]
        span = best_span(logits)
        if span is None:
            return None
        start, end = span
        while start < end and words[start][2] in EDGE_WORDS:
            start += 1
        while end > start and words[end - 1][2] in EDGE_WORDS:
            end -= 1
        if start == end:
            return None
        start, end = _whole_name(text, words, start, end)
        return text[words[start][0] : words[end - 1][1]]

    def read(self, text: str, vector: np.ndarray) -> list[Reading]:
        """What the clause states: nothing unless the gate passes it, then each key most of its
        neighbours agree on ("estoy de cajera en el Mercadona": a job and an employer), each with its
        own value."""
        probability = self.is_disclosure(vector)
        if probability < self.threshold - SURE_KEY_ALLOWANCE or self.like_casual(vector):
            return []
        keys = self.keys(vector, text)
        if probability < self.threshold and (not keys or keys[0][1] < SURE_KEY):
            return []  # a doubtful gate lets a clause through only when its key is plain
        found: list[Reading] = []
        for rank, (key, share) in enumerate(keys[:MAX_FACTS]):
            # A second key needs less beside a first that passed ("de enfermera en La Paz": a job, and where).
            need = SECOND_KEY_SHARE if rank and keys[0][1] >= MIN_KEY_SHARE else MIN_KEY_SHARE
            if share < need or key in CODED_KEYS:
                continue
            value = self.value(text, key)
            if value and not any(value in r.value or r.value in value for r in found):
                found.append(Reading(key, value, probability))
        return found


def fit_reader(backend: str, examples: Sequence[Example], vectors: np.ndarray, *, threshold: float) -> Reader:
    """Fit the gate, the key bank and the tagger on labelled lines and their vectors (one row each)."""
    said = np.array([bool(e.facts) for e in examples])
    norms = np.linalg.norm(vectors, axis=1, keepdims=True)
    unit = vectors / np.where(norms == 0, 1.0, norms)
    return Reader(
        backend=backend,
        gate=fit_logistic(unit[said], unit[~said], penalty=GATE_PENALTY),
        threshold=threshold,
        bank=unit[said],
        casual=unit[~said],
        bank_keys=tuple(tuple(dict.fromkeys(k for k, _ in e.facts)) for e in examples if e.facts),
        tagger=fit_tagger([e for e in examples if e.facts]),
        key_words=fit_key_words(examples),
    )


# The gate's threshold per embedding backend, chosen on held-out folds of the examples so that casual
# lines practically never pass. A backend without one (the hashed n-grams, no sentence model) gets no
# fallback: the rules alone.
THRESHOLDS = {"use-m3": 0.6}
_lock = threading.Lock()
_readers: dict[str, Reader] = {}


# Sentences whose vectors the caller already holds, by their words without the punctuation at either end: a
# stored user message's, written at begin by the same model. A clause that is one of them is read from that
# vector, not from a second model call (a clause is most often a sentence without its full stop).
_known: ContextVar[Mapping[str, np.ndarray] | None] = ContextVar("known_sentences", default=None)
SENTENCE_EDGES = " \t\n.!?¡¿,;:…-"


@contextmanager
def known_sentences(vectors: Mapping[str, np.ndarray]) -> Iterator[None]:
    """Inside the block, read_clauses() takes a clause's vector from `vectors` (sentence: its vector, by the
    deployment's model) when the clause is one of those sentences."""
    token = _known.set({text.strip(SENTENCE_EDGES): vector for text, vector in vectors.items()})
    try:
        yield
    finally:
        _known.reset(token)


def read_clauses(clauses: Sequence[str]) -> list[list[Reading]]:
    """The fallback's reading of each clause, with the deployment's sentence model."""
    backend = get_backend()
    reader = reader_for(backend)
    if reader is None or not clauses:
        return [[] for _ in clauses]
    known = _known.get() or {}
    vectors = [known.get(clause.strip(SENTENCE_EDGES)) for clause in clauses]
    missing = [clause for clause, vector in zip(clauses, vectors, strict=True) if vector is None]
    computed = iter(embed_texts(backend, missing) if missing else [])
    return [
        reader.read(clause, unit(vector if vector is not None else next(computed)))
        for clause, vector in zip(clauses, vectors, strict=True)
    ]


def reader_for(backend: EmbeddingBackend) -> Reader | None:
    """The backend's reader, fitted on its first use in this process and kept by the backend's name
    (under a lock: a fresh worker's first tasks come together)."""
    if backend.name not in THRESHOLDS:
        return None
    with _lock:
        if backend.name not in _readers:
            examples = training_examples()
            vectors = embed_texts(backend, [e.text for e in examples])
            _readers[backend.name] = fit_reader(backend.name, examples, vectors, threshold=THRESHOLDS[backend.name])
        return _readers[backend.name]


@contextmanager
def reader_in_use(reader: Reader) -> Iterator[None]:
    """Read with `reader` for its backend inside the block, then with the backend's own again: the
    benchmark fits one reader per left-out batch and scores the batch with it (not for serving)."""
    with _lock:
        before = _readers.get(reader.backend)
        _readers[reader.backend] = reader
    try:
        yield
    finally:
        with _lock:
            if before is None:
                _readers.pop(reader.backend, None)
            else:
                _readers[reader.backend] = before


def training_examples() -> list[Example]:
    said = fallback_examples.DISCLOSURES + fallback_examples.EXTRA_DISCLOSURES
    casual = fallback_examples.CASUAL + fallback_examples.EXTRA_CASUAL
    return [Example(text, language, facts) for text, language, facts in said] + [
        Example(text, language) for text, language in casual
    ]


def unit(vector: np.ndarray) -> np.ndarray:
    norm = float(np.linalg.norm(vector))
    return vector / norm if norm else vector
