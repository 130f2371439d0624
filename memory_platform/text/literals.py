"""Which of many regular expressions can match a text, without running them all.

A pattern such as r"\\b(?:mi|nuestr[oa])\\s+(?:perr[oa]|gat[oa])" cannot match a text that holds neither
"mi" nor "nuestr": every match contains one of those strings. `required_literals()` reads such a set from
the pattern's parse tree, conservatively (a set it cannot vouch for is None: the pattern always runs), and a
`LiteralIndex` over many patterns names, for a text, the patterns whose set it meets, in their order. The fact
rules are some 650 patterns scanned over every clause of every user message; a clause meets a few dozen.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from functools import lru_cache
from re import _constants as sre  # type: ignore[attr-defined]
from re import _parser as sre_parse  # type: ignore[attr-defined]
from typing import Any

# A required string shorter than this says too little to be worth looking for.
MIN_LITERAL = 2
REPEATS = (sre.MAX_REPEAT, sre.MIN_REPEAT, sre.POSSESSIVE_REPEAT)


def required_literals(pattern: re.Pattern[str]) -> frozenset[str] | None:
    """Strings of which every match of `pattern` contains at least one, or None when the pattern gives no
    such set (case-insensitive, or no string of MIN_LITERAL characters is certain)."""
    return _required(pattern.pattern, pattern.flags)


@lru_cache(maxsize=4096)
def _required(source: str, flags: int) -> frozenset[str] | None:
    if flags & re.IGNORECASE:
        return None
    try:
        tree = sre_parse.parse(source, flags)
    except (re.error, TypeError, ValueError, AttributeError):
        return None
    return _sequence(list(tree))


def _sequence(nodes: Sequence[tuple[Any, Any]]) -> frozenset[str] | None:
    """Of a sequence of nodes (all must match, in order), the most selective set one of its parts requires:
    a run of plain characters, a group, an alternation whose every branch requires a set, a repeat done at
    least once."""
    options: list[frozenset[str] | None] = []
    run = ""
    for op, arg in nodes:
        if op is sre.LITERAL:
            run += chr(arg)
            continue
        if run:
            options.append(frozenset([run]))
            run = ""
        if op is sre.SUBPATTERN:
            _group, add_flags, _del_flags, inner = arg
            if add_flags & re.IGNORECASE:
                return None  # a case-insensitive part: its letters may come in any case
            options.append(_sequence(list(inner)))
        elif op is sre.BRANCH:
            branches = [_sequence(list(branch)) for branch in arg[1]]
            required = [branch for branch in branches if branch is not None]
            if len(required) == len(branches):
                options.append(frozenset().union(*required))
        elif op in REPEATS:
            least, _most, inner = arg
            if least >= 1:
                options.append(_sequence(list(inner)))
        elif op is sre.ATOMIC_GROUP:
            options.append(_sequence(list(arg)))
        # Character sets, anchors, lookarounds, back-references and the like require no string we can name.
    if run:
        options.append(frozenset([run]))
    usable = [option for option in options if option is not None and min(map(len, option)) >= MIN_LITERAL]
    if not usable:
        return None
    return max(usable, key=lambda option: (min(map(len, option)), -len(option)))


class LiteralIndex:
    """Patterns indexed by the strings they require: `candidates(text)` is the positions, in order, of the
    patterns that may match `text` (those whose required set it meets, and those with no set)."""

    def __init__(self, patterns: Iterable[re.Pattern[str]]) -> None:
        self.always: list[int] = []
        # The first two characters of each required string, then the string and the patterns requiring it.
        self.by_start: dict[str, dict[str, list[int]]] = {}
        for position, pattern in enumerate(patterns):
            literals = required_literals(pattern)
            if literals is None:
                self.always.append(position)
            else:
                for literal in literals:
                    self.by_start.setdefault(literal[:MIN_LITERAL], {}).setdefault(literal, []).append(position)

    def candidates(self, text: str) -> list[int]:
        chosen = set(self.always)
        for start in {text[i : i + MIN_LITERAL] for i in range(len(text) - MIN_LITERAL + 1)}:
            for literal, positions in self.by_start.get(start, {}).items():
                if literal in text:
                    chosen.update(positions)
        return sorted(chosen)
