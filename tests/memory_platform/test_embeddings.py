"""The sentence model is loaded once per process, however many of a fresh process's first requests
need it at the same moment."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import numpy as np

from memory_platform.text import embeddings


def _first_use(text: str) -> tuple[embeddings.EmbeddingBackend, np.ndarray]:
    backend = embeddings.get_backend()
    return backend, backend.embed(text)


def test_requests_needing_the_model_at_once_share_one_loaded_copy_and_all_get_a_vector():
    embeddings._load_backend.cache_clear()  # as in a process that has not loaded it yet
    with ThreadPoolExecutor(max_workers=6) as pool:
        results = list(pool.map(_first_use, [f"¿Tenés la talla {n}?" for n in range(6)]))
    assert len({id(backend) for backend, _ in results}) == 1
    dim = results[0][0].dim
    assert all(vector.shape == (dim,) and np.isfinite(vector).all() for _, vector in results)
