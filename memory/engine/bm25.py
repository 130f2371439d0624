"""Okapi BM25 over one user's past messages, kept in memory and extended as messages arrive.

Each message is a document of terms: folded words without stopwords, each cut to a light stem
(plural and gender endings off, then the first STEM_LENGTH letters), so "zapatillas" meets
"zapatilla" and "adopted" meets "adopt" in either language without a dictionary. A term's weight is
the always-positive idf of Lucene, ln(1 + (N − df + 0.5) / (df + 0.5)), times the saturated term
frequency tf·(k1 + 1) / (tf + k1·(1 − b + b·len/avglen)); N, df and avglen are the user's own, so a
word the user says all the time counts little and a rare one a lot."""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable, Sequence

import numpy as np

from memory_platform.text.normalise import STOPWORDS, WORD, fold

K1 = 1.2
B = 0.75
STEM_LENGTH = 6
_ENDINGS = ("mente", "ing", "ies", "es", "ed", "s")


def stem(word: str) -> str:
    """A light, language-agnostic stem: one common ending off, then a final vowel, then a prefix."""
    for ending in _ENDINGS:
        if len(word) - len(ending) >= 4 and word.endswith(ending) and not word.endswith("ss"):
            word = word[: -len(ending)]
            break
    if len(word) > 4 and word[-1] in "aeo":
        word = word[:-1]
    return word[:STEM_LENGTH]


def terms(text: str) -> list[str]:
    """The text's BM25 terms, in order (repeats kept: they are the term frequencies)."""
    return [stem(w) for w in WORD.findall(fold(text)) if w not in STOPWORDS and (len(w) > 1 or w.isdigit())]


class Bm25Index:
    """Documents added one by one (row numbers 0, 1, …); scores for a query over all of them."""

    def __init__(self, k1: float = K1, b: float = B) -> None:
        self.k1 = k1
        self.b = b
        self.rows: dict[str, list[int]] = {}
        self.counts: dict[str, list[int]] = {}
        self.lengths: list[int] = []
        self.total_length = 0
        self._lengths_array: np.ndarray | None = None

    def __len__(self) -> int:
        return len(self.lengths)

    def add(self, document_terms: Iterable[str]) -> int:
        counted = Counter(document_terms)
        row = len(self.lengths)
        for term, count in counted.items():
            self.rows.setdefault(term, []).append(row)
            self.counts.setdefault(term, []).append(count)
        length = sum(counted.values())
        self.lengths.append(length)
        self.total_length += length
        self._lengths_array = None
        return row

    def idf(self, term: str) -> float:
        df = len(self.rows.get(term, ()))
        return math.log(1.0 + (len(self.lengths) - df + 0.5) / (df + 0.5)) if df else 0.0

    def scores(self, query_terms: Sequence[str]) -> tuple[np.ndarray, np.ndarray]:
        """(rows, scores) of every document sharing a term with the query, unordered."""
        if not self.lengths:
            return np.zeros(0, dtype=np.int64), np.zeros(0)
        if self._lengths_array is None or len(self._lengths_array) != len(self.lengths):
            self._lengths_array = np.asarray(self.lengths, dtype=np.float64)
        average = self.total_length / len(self.lengths) or 1.0
        rows_out: list[np.ndarray] = []
        scores_out: list[np.ndarray] = []
        for term in dict.fromkeys(query_terms):
            rows = self.rows.get(term)
            if not rows:
                continue
            at = np.asarray(rows, dtype=np.int64)
            tf = np.asarray(self.counts[term], dtype=np.float64)
            norm = self.k1 * (1.0 - self.b + self.b * self._lengths_array[at] / average)
            rows_out.append(at)
            scores_out.append(self.idf(term) * tf * (self.k1 + 1.0) / (tf + norm))
        if not rows_out:
            return np.zeros(0, dtype=np.int64), np.zeros(0)
        every_row = np.concatenate(rows_out)
        unique, inverse = np.unique(every_row, return_inverse=True)
        summed = np.zeros(len(unique))
        np.add.at(summed, inverse, np.concatenate(scores_out))
        return unique, summed

    def query_weight(self, query_terms: Sequence[str]) -> float:
        """What a document holding each of the query's known terms once, at average length, would
        score: the scale that makes a score comparable across queries (score / weight, about 0-1)."""
        return sum(self.idf(term) for term in dict.fromkeys(query_terms))
