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
memory_platform/text/memory_need_examples.py, by Newton's method with an L2 penalty: deterministic,
a few tens of milliseconds, nothing stored or downloaded. None of those examples comes from the
recall benchmark's questions or controls."""

from __future__ import annotations

import threading
from dataclasses import dataclass

import numpy as np

from memory_platform.text.embeddings import EmbeddingBackend, embed_texts, get_backend
from memory_platform.text.memory_need_examples import GENERAL, NEEDS_MEMORY

L2_PENALTY = 1.0
NEWTON_STEPS = 25


@dataclass(frozen=True)
class MemoryNeed:
    weights: np.ndarray  # one per vector component
    bias: float

    def probability(self, vector: np.ndarray) -> float:
        """How likely the message the vector is of needs the user's memory (0-1)."""
        logit = float(vector.astype(np.float64) @ self.weights + self.bias)
        return float(1.0 / (1.0 + np.exp(-np.clip(logit, -30.0, 30.0))))


def fit(positives: np.ndarray, negatives: np.ndarray, *, penalty: float = L2_PENALTY) -> MemoryNeed:
    """Logistic regression of positives (1) against negatives (0) by Newton's method; the bias is not
    penalised. Both classes weigh the same whatever their counts."""
    features = np.vstack([positives, negatives]).astype(np.float64)
    labels = np.concatenate([np.ones(len(positives)), np.zeros(len(negatives))])
    balance = np.concatenate(
        [np.full(len(positives), 0.5 / len(positives)), np.full(len(negatives), 0.5 / len(negatives))]
    ) * len(labels)
    design = np.hstack([features, np.ones((len(features), 1))])
    ridge = np.full(design.shape[1], penalty)
    ridge[-1] = 0.0
    theta = np.zeros(design.shape[1])
    for _ in range(NEWTON_STEPS):
        predicted = 1.0 / (1.0 + np.exp(-np.clip(design @ theta, -30.0, 30.0)))
        gradient = design.T @ (balance * (predicted - labels)) + ridge * theta
        curvature = (design * (balance * predicted * (1.0 - predicted))[:, None]).T @ design + np.diag(ridge)
        step = np.linalg.solve(curvature, gradient)
        theta -= step
        if float(np.max(np.abs(step))) < 1e-8:
            break
    return MemoryNeed(weights=theta[:-1], bias=float(theta[-1]))


_lock = threading.Lock()


def memory_need(vector: np.ndarray, backend: EmbeddingBackend | None = None) -> float:
    """The probability that the message whose vector this is needs the user's memory."""
    return classifier(backend or get_backend()).probability(vector)


def classifier(backend: EmbeddingBackend) -> MemoryNeed:
    """The backend's classifier (by the name of its model), fitted on its first use in this process
    (under a lock: the first requests of a fresh process come together)."""
    with _lock:
        fitted = _fitted.get(backend.name)
        if fitted is None:
            fitted = _fitted[backend.name] = fit(embed_texts(backend, NEEDS_MEMORY), embed_texts(backend, GENERAL))
        return fitted


_fitted: dict[str, MemoryNeed] = {}
