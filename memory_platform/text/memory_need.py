"""Does a message call for what the user told before, or could any assistant answer it from world
knowledge? A probability from the message's sentence vector alone.

A sentence model puts "Who painted the Sistine Chapel ceiling?" about as close to "my neighbour
works as a cab driver now" as a real question about that neighbour is: similarity alone cannot tell
a general question from a personal one. What tells them apart is what kind of message it is, and
the sentence vector carries that well in both languages: a question about someone or something in
the user's life ("what does Jorge do now?", "¿qué me dijo la pediatra?", "same as last time") reads
differently from trivia, how-tos, definitions and writing tasks, whatever their topic.

The classifier is a logistic regression over the backend's vectors, fitted once per process (and per
backend: the weights belong to the model that made the vectors) on the labelled examples of
memory_platform/text/memory_need_examples.py (memory_platform.text.logistic): deterministic, a few tens
of milliseconds, nothing stored or downloaded. None of those examples comes from the
recall benchmark's questions or controls."""

from __future__ import annotations

import threading

import numpy as np

from memory_platform.text.embeddings import EmbeddingBackend, embed_texts, get_backend
from memory_platform.text.logistic import Logistic, fit_logistic
from memory_platform.text.memory_need_examples import GENERAL, NEEDS_MEMORY

L2_PENALTY = 1.0


_lock = threading.Lock()


def memory_need(vector: np.ndarray, backend: EmbeddingBackend | None = None) -> float:
    """The probability that the message whose vector this is needs the user's memory."""
    return float(classifier(backend or get_backend()).probability(vector))


def classifier(backend: EmbeddingBackend) -> Logistic:
    """The backend's classifier (by the name of its model), fitted on its first use in this process
    (under a lock: the first requests of a fresh process come together)."""
    with _lock:
        fitted = _fitted.get(backend.name)
        if fitted is None:
            fitted = _fitted[backend.name] = fit_logistic(
                embed_texts(backend, NEEDS_MEMORY), embed_texts(backend, GENERAL), penalty=L2_PENALTY
            )
        return fitted


_fitted: dict[str, Logistic] = {}
