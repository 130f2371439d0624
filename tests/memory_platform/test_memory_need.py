"""Telling a message that needs the user's memory from one any assistant could answer, on sentences the
classifier never saw, in both languages, and whoever the personal ones are about."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from memory_platform.text.embeddings import embed_texts, get_backend
from memory_platform.text.logistic import fit_logistic
from memory_platform.text.memory_need import memory_need
from memory_platform.text.memory_need_examples import GENERAL, NEEDS_MEMORY
from tenants.policy import MemoryPolicy

THRESHOLD = MemoryPolicy().recall_min_memory_need
PERSONAL = [
    "What colour was the raincoat I bought for the school trip?",
    "How is Dolores getting on at the new bakery?",  # third person, no "my"
    "¿Qué le regalé a mi suegra por su santo?",
    "¿Cómo se llamaba el fontanero que vino en verano?",
    "Did the parcel for my brother ever turn up?",
    "¿En qué piso vive ahora la tía Remedios?",
]
GENERAL_QUESTIONS = [
    "Who wrote The Old Man and the Sea?",
    "¿Cuál es la moneda de Japón?",
    "How do I descale a kettle?",
    "Escribe un haiku sobre la lluvia en otoño.",
    "What's the difference between baking soda and baking powder?",
    "¿Cuántos minutos dura un partido de balonmano?",
]


@pytest.mark.parametrize("text", PERSONAL)
def test_a_message_about_the_users_own_life_needs_memory(text):
    assert text not in NEEDS_MEMORY
    assert memory_need(get_backend().embed(text)) >= THRESHOLD


@pytest.mark.parametrize("text", GENERAL_QUESTIONS)
def test_a_general_question_or_task_does_not(text):
    assert text not in GENERAL
    assert memory_need(get_backend().embed(text)) < THRESHOLD


def test_the_examples_it_learns_from_are_told_apart():
    backend = get_backend()
    needs = [memory_need(v) for v in embed_texts(backend, NEEDS_MEMORY)]
    general = [memory_need(v) for v in embed_texts(backend, GENERAL)]
    assert np.mean(np.array(needs) >= 0.5) > 0.95
    assert np.mean(np.array(general) < 0.5) > 0.95


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 2**31 - 1), st.floats(1.0, 3.0))
def test_the_fit_puts_two_separated_clouds_on_their_own_sides(seed, distance):
    rng = np.random.default_rng(seed)
    direction = rng.normal(size=8)
    direction /= np.linalg.norm(direction)
    positives = rng.normal(size=(30, 8)) * 0.05 + direction * distance / 2
    negatives = rng.normal(size=(50, 8)) * 0.05 - direction * distance / 2
    model = fit_logistic(positives, negatives, penalty=0.1)
    assert all(model.probability(v) > 0.5 for v in positives)
    assert all(model.probability(v) < 0.5 for v in negatives)
    assert 0.0 <= model.probability(direction * 1e6) <= 1.0  # no overflow far from the data
