"""Exact, offline token counts."""

from __future__ import annotations

import hashlib

import pytest
import tiktoken.load

from memory_platform.text import tokens


@pytest.mark.parametrize(("encoding", "ids"), [("cl100k_base", [15339, 1917]), ("o200k_base", [24912, 2375])])
def test_pinned_ids(encoding, ids):
    assert tokens.get_encoding(encoding).encode_ordinary("hello world") == ids
    assert tokens.count_tokens("hello world", encoding) == 2


@pytest.mark.parametrize(
    ("text", "cl100k", "o200k"),
    [("Quiero ver zapatillas para correr", 9, 7), ("¿Cuál es mi talla?", 8, 6), ("<|endoftext|>", 7, 7)],
)
def test_pinned_counts(text, cl100k, o200k):
    assert tokens.count_tokens(text, "cl100k_base") == cl100k
    assert tokens.count_tokens(text, "o200k_base") == o200k


def test_works_with_the_network_forbidden(tmp_path, monkeypatch):
    def no_network(path: str) -> bytes:
        raise AssertionError(f"tried to download {path}")

    monkeypatch.setattr(tiktoken.load, "read_file", no_network)
    directory = tokens.ensure_offline_encodings(str(tmp_path))
    for name, url in tokens.ENCODING_URLS.items():
        assert (tmp_path / hashlib.sha1(url.encode(), usedforsecurity=False).hexdigest()).exists()
        # tiktoken's own loader, reading the seeded cache (it checks the sha256 itself).
        ranks = tiktoken.load.load_tiktoken_bpe(url, expected_hash=None)
        assert len(ranks) > 90_000, name
    assert directory == str(tmp_path)


def test_our_urls_are_tiktokens(monkeypatch):
    import tiktoken_ext.openai_public as public

    seen = []
    monkeypatch.setattr(public, "load_tiktoken_bpe", lambda url, expected_hash=None: seen.append(url) or {})
    public.cl100k_base()
    public.o200k_base()
    assert seen == [tokens.ENCODING_URLS["cl100k_base"], tokens.ENCODING_URLS["o200k_base"]]


@pytest.mark.parametrize("limit", [1, 5, 20, 100])
def test_truncation_fits_and_marks(limit):
    text = "palabra " * 500
    cut = tokens.truncate_to_tokens(text, limit, "cl100k_base")
    assert tokens.count_tokens(cut, "cl100k_base") <= limit
    if limit >= 20:
        assert cut.endswith(tokens.TRUNCATION_MARKER)
