"""A small logistic regression on sentence vectors, for the classifiers fitted at start from shipped
examples (recall's memory-need check, the learned fact fallback's gate): Newton's method with an L2
penalty, deterministic, a few tens of milliseconds for a few hundred 512-d rows."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

NEWTON_STEPS = 25


@dataclass(frozen=True)
class Logistic:
    weights: np.ndarray  # one per vector component
    bias: float

    def probability(self, vectors: np.ndarray) -> np.ndarray:
        """The probability of the positive class, per row (a scalar for one vector)."""
        logits = vectors.astype(np.float64) @ self.weights + self.bias
        return 1.0 / (1.0 + np.exp(-np.clip(logits, -30.0, 30.0)))


def fit_logistic(positives: np.ndarray, negatives: np.ndarray, *, penalty: float = 1.0) -> Logistic:
    """Logistic regression of positives (1) against negatives (0) by Newton's method, both classes
    weighing the same whatever their counts; the bias is not penalised."""
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
    return Logistic(weights=theta[:-1], bias=float(theta[-1]))
