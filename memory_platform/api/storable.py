"""The one rule for values in a request: what PostgreSQL can store exactly is stored exactly as sent
(any Unicode text, any finite number); what it cannot is refused with a 400 before anything is written:
NUL (U+0000) and lone surrogates (U+D800-U+DFFF) in text, and numbers too large to be finite."""

from __future__ import annotations

import math

from memory_platform.api.errors import InvalidText


def unstorable_reason(text: str) -> str | None:
    """Why `text` cannot be stored exactly, or None when it can."""
    if "\x00" in text:
        return "contains a NUL character (U+0000), which cannot be stored"
    # A paired surrogate escape in JSON was already joined into one character by the parser;
    # what cannot be encoded is a lone one.
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return "contains a lone surrogate (U+D800-U+DFFF), which is not a character"
    return None


def _name(key: object) -> str:
    """A key as it can be shown back: escaped when it is itself unstorable."""
    text = str(key)
    return text if unstorable_reason(text) is None else ascii(text)


def _first_unstorable(value: object, path: str) -> tuple[str, str, str] | None:
    """(path, reason, error code) of the first key or value in `value` that cannot be stored."""
    if isinstance(value, str):
        reason = unstorable_reason(value)
        return (path, reason, InvalidText.code) if reason else None
    if isinstance(value, float) and not math.isfinite(value):
        return path, "is a number too large to store", "invalid_number"
    if isinstance(value, dict):
        for key, item in value.items():
            inner = f"{path}.{_name(key)}" if path else _name(key)
            found = _first_unstorable(key, f"{inner} (the key)") or _first_unstorable(item, inner)
            if found:
                return found
    if isinstance(value, list):
        for index, item in enumerate(value):
            found = _first_unstorable(item, f"{path}[{index}]")
            if found:
                return found
    return None


def refuse_unstorable(value: object, *, where: str = "") -> None:
    """Raise InvalidText (400, code invalid_text, or invalid_number for a number) naming the first
    key or value in `value` that cannot be stored exactly."""
    found = _first_unstorable(value, where)
    if found is None:
        return
    path, reason, code = found
    subject = path or "The body"
    field = path.split(".")[0].split("[")[0].split(" ")[0] or "non_field_errors"
    raise InvalidText(f"{subject} {reason}.", code=code, fields={field: [f"{subject} {reason}."]})
