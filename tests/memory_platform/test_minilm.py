"""The offline sentence model gives the published all-MiniLM-L6-v2 similarities (sbert.net's
semantic-similarity example), with nothing downloaded."""

from __future__ import annotations

import numpy as np
import pytest

from memory_platform.text.minilm import MiniLMEmbedder


@pytest.fixture(scope="module")
def model() -> MiniLMEmbedder:
    return MiniLMEmbedder()


@pytest.mark.parametrize(
    ("left", "right", "published"),
    [
        ("The new movie is awesome", "The new movie is so great", 0.8939),
        ("The cat sits outside", "The dog plays in the garden", 0.2838),
        ("A man is playing guitar", "A woman watches TV", -0.0327),
    ],
)
def test_published_similarities(model, left, right, published):
    assert float(model.embed(left) @ model.embed(right)) == pytest.approx(published, abs=5e-4)


def test_vectors_are_unit_float32_and_batching_changes_nothing(model):
    texts = ["Calzo un 43", "I'm based in Leeds now, moved last spring.", "¿Dónde vivo?", ""]
    batch = model.embed_many(texts)
    assert batch.dtype == np.float32
    assert batch.shape == (4, 384)
    assert np.allclose(np.linalg.norm(batch, axis=1), 1.0, atol=1e-5)
    for text, row in zip(texts, batch, strict=True):
        assert np.allclose(model.embed(text), row, atol=1e-5)


def test_a_paraphrase_is_closer_than_an_unrelated_line(model):
    vivo, based, pizza = model.embed_many(["Vivo en Valencia", "I live in Valencia, Spain", "The pizza was cold"])
    assert vivo @ based > vivo @ pizza + 0.2
