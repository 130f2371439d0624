"""Recall, the pure part: fusing the word ranking and the vector ranking of past turns, the gate
that keeps off-topic messages from recalling anything, what a recalled turn may say about facts that
no longer hold, and how a recalled turn reads in the context.

Fusion is reciprocal rank fusion (k = 60): a turn scores Σ 1/(k + rank) over the rankings it appears
in (BM25 and sentence vectors), so a turn both rankings agree on rises, and neither ranking's raw
scale matters. The gate is on relevance, whoever the message is about: it opens when some past turn
is similar enough in meaning (calibrated scale), or similar enough once its likeness to the user's
usual small talk is discounted, or holds a word of the message that the user has said only once (a
name, a place, a reference); then the turns similar enough or sharing words are offered, best
first. The vector ranking uses that discounted similarity too: a detail said once in passing beats
the everyday messages that resemble every question a little."""

from __future__ import annotations

import re
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from datetime import date
from functools import lru_cache

import numpy as np

from facts.engine.decay import PastValue
from memory_platform.text.dates import AskedDate
from memory_platform.text.normalise import STOPWORDS, WORD, fold

RRF_K = 60
WORD_WEIGHT = 0.3  # the word ranking's weight in the fusion (the vector ranking's is 1), fitted on the tune split
# The word ranking's weight when the section is filled past the offered turns (recall_fill_share): there the
# question matched nothing well in meaning, and its words (names, places, things) rank the rest better.
FILL_WORD_WEIGHT = 1.0
# The order of a named message's section, once its turns are chosen: words weigh ten times meaning, so the turns
# holding the names and things it writes come first (a smaller budget keeps them) and those found by meaning alone
# follow (on LoCoMo the first 1,000 tokens held the evidence of 65 % of the held-out questions instead of 57 %).
ORDER_WORD_WEIGHT = 10.0
# The share of its best neighbour's word score a turn ranks at, at least (with_neighbours), fitted on LoCoMo's tune
# conversations (0.5 and 0.9 lower at 1,500 tokens).
NEIGHBOUR_WORD_SHARE = 0.7
# What a turn said on a day the message names gains, per idf of that day among the user's turns (and of its month
# and year): "What did Gwen cook on 3 June?" finds the turns of that day, which need not write the date.
DATE_WEIGHT = 2.0
# The second hop by meaning of a message that names what it asks about: its vector moved toward the mean of the rows of
# its first HOP_TURNS turns by words, HOP_WEIGHT times as far as its own direction (fitted on LoCoMo's tune
# conversations at 4,000 tokens: 83.2 % at 3, 83.1-83.2 % at 4 and 5, 82.9 % for the first turns' meaning alone,
# 82.1 % without the hop; 3 or 10 first turns instead of 5, 83.2 / 82.7 %).
HOP_TURNS = 5
HOP_WEIGHT = 3.0
TYPICALITY_WEIGHT = 1.0  # how much of a message's likeness to the user's usual messages its similarity loses
ENTITIES_HEADER = "Mentioned earlier in this conversation (newest first):"
TurnKey = tuple[int, int]  # (conversation id, turn)


@dataclass(frozen=True)
class Candidate:
    key: TurnKey
    score: float  # fused: Σ 1/(RRF_K + rank)
    similarity: float  # the best of its messages, calibrated 0-1 (0 when no vector yet)
    word_match: bool  # found by the word ranking
    rare_word: bool = False  # holds a word of the query that few of the user's messages hold
    distinct: float | None = None  # the best raw cosine of its rows less their typicality (None: no "usual" yet)


def fuse(
    vector_ranking: Sequence[tuple[TurnKey, float, float | None]],
    word_ranking: Sequence[TurnKey],
    rare: frozenset[TurnKey] = frozenset(),
    word_weight: float = WORD_WEIGHT,
    holding: Collection[TurnKey] | None = None,
) -> list[Candidate]:
    """Reciprocal rank fusion of the two rankings (each best first, a turn at most once), best first.
    The vector ranking's items are (turn, similarity, distinct similarity). `holding`: the turns of the word
    ranking that hold a word of the message themselves (word_match), when not all do (a turn may rank there by
    the words of the turn beside it)."""
    scores: dict[TurnKey, float] = {}
    similarity: dict[TurnKey, float] = {}
    distinct: dict[TurnKey, float | None] = {}
    for rank, (key, sim, dist) in enumerate(vector_ranking, start=1):
        scores[key] = scores.get(key, 0.0) + 1.0 / (RRF_K + rank)
        similarity[key] = sim
        distinct[key] = dist
    matched = set(word_ranking if holding is None else holding)
    for rank, key in enumerate(word_ranking, start=1):
        scores[key] = scores.get(key, 0.0) + word_weight / (RRF_K + rank)
    candidates = [
        Candidate(
            key=k,
            score=v,
            similarity=similarity.get(k, 0.0),
            word_match=k in matched,
            rare_word=k in rare,
            distinct=distinct.get(k),
        )
        for k, v in scores.items()
    ]
    return sorted(candidates, key=lambda c: (-c.score, -c.similarity, c.key))


def toward(query_vector: np.ndarray, rows: np.ndarray, weight: float = HOP_WEIGHT) -> np.ndarray:
    """The message's unit vector moved toward the mean of `rows` (unit rows), `weight` times as far as its own
    direction: what the turns found first are about, kept pointing the way the message asks."""
    centre = rows.mean(axis=0)
    moved = query_vector / (np.linalg.norm(query_vector) or 1.0) + weight * centre / (np.linalg.norm(centre) or 1.0)
    return (moved / (np.linalg.norm(moved) or 1.0)).astype(np.float32)


def with_neighbours(
    scores: np.ndarray, previous: np.ndarray, following: np.ndarray, share: float = NEIGHBOUR_WORD_SHARE
) -> np.ndarray:
    """Each turn's word score, or `share` of the better score of the turns just before and after it in its
    conversation when that is higher (`previous[i]`, `following[i]`: their positions in `scores`, -1 for none). In
    a conversation a thing is named in one turn and told about in the next ("how did the interview go?" then the
    answer), so a turn beside one holding the message's words is often the one that answers it; a turn holding
    the words itself keeps its own score, so it still comes before its neighbours."""
    if not len(scores) or share == 0:
        return scores
    padded = np.append(scores, 0.0)  # position -1 reads the 0 appended
    return np.maximum(scores, share * np.maximum(padded[previous], padded[following]))


def calendar(days: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Year, month and day of each of `days` (date.toordinal(); 0 unknown: all three 0)."""
    unique, inverse = np.unique(days, return_inverse=True)
    parts = np.asarray(
        [
            (d.year, d.month, d.day) if ordinal > 0 else (0, 0, 0)
            for ordinal in unique.tolist()
            for d in [_day(ordinal)]
        ],
        dtype=np.int64,
    ).reshape(-1, 3)
    return parts[inverse, 0], parts[inverse, 1], parts[inverse, 2]


def _day(ordinal: int) -> date:
    return date.fromordinal(max(ordinal, 1))


def date_scores(when: tuple[np.ndarray, np.ndarray, np.ndarray], asked: Sequence[AskedDate]) -> np.ndarray:
    """What each turn gains for having been said when the message asks about (`when`: each turn's year, month and
    day, calendar()): for each date asked, the idf among the turns of its day, of its month and of its year, as far
    as the message names them ("3 June 2023": all three; "June 2023": the month and the year; "3 June": that day
    and month of any year). A rare day weighs much, a year many turns share little."""
    year, month, day = when
    scores = np.zeros(len(year))
    known = year > 0
    for wanted in asked:
        in_year = year == wanted.year if wanted.year is not None else known
        masks = []
        if wanted.day is not None and wanted.month is not None:
            masks.append(in_year & (month == wanted.month) & (day == wanted.day))
        if wanted.month is not None:
            masks.append(in_year & (month == wanted.month))
        if wanted.year is not None:
            masks.append(in_year)
        for held in masks:
            count = int(held.sum())
            if count:
                scores[held] += float(np.log(1.0 + (len(year) - count + 0.5) / (count + 0.5)))
    return scores


def gate(
    candidates: Sequence[Candidate],
    *,
    min_similarity: float,
    min_distinct: float,
    turn_min_similarity: float,
    turn_min_distinct: float,
    covered: float = 0.0,
    offer_margin: float | None = None,
    personal: bool = True,
) -> list[Candidate]:
    """The candidates to offer, best first: none unless one is relevant, then those relevant enough.

    Once the user has a "usual" (a distinct similarity), a candidate is judged by it: the gate opens
    at `min_distinct`, or on a rare word of the message in a turn at least `turn_min_distinct`; a
    turn is offered at `turn_min_distinct` or with a rare word. Before that, by the calibrated
    similarity: the gate opens at `min_similarity` or on a rare word, and a turn is offered at
    `turn_min_similarity` or sharing words. Either way a turn opens the gate only if it is closer to
    the message than `covered` (what the window already holds: the conversation is on it).

    `personal`: whether the message reads as one that needs the user's memory at all
    (memory_platform.text.memory_need). When it does not (trivia, a how-to, a writing task), only a
    turn holding a rare word of the message (a name the user said) opens the gate: resemblance alone
    is what a general question shares with some detail of every user's life.

    `offer_margin`: a turn offered by resemblance alone (no rare word of the message) must also come
    within that much of the best distinct similarity. When many turns are about equally alike (a
    user stating one more size among many), none stands out as the one asked about, and the section
    stays small; a turn that stands out, or that holds a name of the message, is still offered."""

    def relevant(c: Candidate) -> bool:
        if c.similarity < covered or not (personal or c.rare_word):
            return False
        if c.distinct is None:
            return c.similarity >= min_similarity or c.rare_word
        return c.distinct >= min_distinct or (c.rare_word and c.distinct >= turn_min_distinct)

    def offered(c: Candidate) -> bool:
        if c.distinct is None:
            return c.similarity >= turn_min_similarity or c.word_match
        return c.distinct >= turn_min_distinct

    if not any(relevant(c) for c in candidates):
        return []
    offers = [c for c in candidates if offered(c)]
    distincts = [c.distinct for c in offers if c.distinct is not None]
    if offer_margin is None or not distincts:
        return offers
    floor = max(distincts) - offer_margin
    return [c for c in offers if c.rare_word or c.distinct is None or c.distinct >= floor]


def with_linked(hits: Sequence[Candidate], linked: Mapping[TurnKey, Sequence[TurnKey]]) -> list[Candidate]:
    """The hits, each followed by the turns it links to (a second hop), every turn once."""
    ordered: dict[TurnKey, Candidate] = {}
    for hit in hits:
        ordered.setdefault(hit.key, hit)
        for key in linked.get(hit.key, ()):
            ordered.setdefault(key, Candidate(key=key, score=hit.score, similarity=0.0, word_match=True))
    return list(ordered.values())


def _mentions(folded_text: str, folded: str) -> bool:
    # The plain substring test first: most past values are nowhere in a turn, and it costs a fraction of
    # the word-boundary search (a build tries every past value of the user on every recalled turn).
    return (
        bool(folded)
        and folded in folded_text
        and re.search(rf"(?<!\w){re.escape(folded)}(?!\w)", folded_text) is not None
    )


def past_value_notes(turns: Sequence[tuple[TurnKey, str]], past: Sequence[PastValue]) -> list[str | None]:
    """past_value_note of each (turn, text), the past values folded once for them all."""
    if not past:
        return [None] * len(turns)
    folded = [
        (value, fold(value.value).strip(), fold(value.current).strip() if value.current else "") for value in past
    ]
    return [_note(key, fold(text), folded) for key, text in turns]


def past_value_note(key: TurnKey, text: str, past: Sequence[PastValue]) -> str | None:
    """How a recalled turn may appear given the facts: None as it is; "" left out (it states a value
    that no longer holds and nothing replaced it); otherwise the note to show after it."""
    return past_value_notes([(key, text)], past)[0]


def _note(key: TurnKey, folded_text: str, past: Sequence[tuple[PastValue, str, str]]) -> str | None:
    notes: list[str] = []
    for value, folded_value, folded_current in past:
        if key not in value.turns and not _mentions(folded_text, folded_value):
            continue
        if value.current is None or _mentions(folded_text, folded_current):
            if value.current is None:
                return ""
            continue  # the turn also states the value that holds now (a correction)
        notes.append(f"{value.key}: {value.value} no longer holds, now {value.current}")
    return f"(superseded — {'; '.join(notes)})" if notes else None


def summary_notes(texts: Sequence[str], past: Sequence[PastValue]) -> list[str | None]:
    """For each summary segment, the note on the values it names that no longer hold, with what replaced them
    (None: it names none). A segment is keywords, not sentences: it names a value when it holds every word of
    the value that the value replacing it does not share ("900" of "900 euros", now "1200 euros"; "Clínico" of
    "Hospital Clínico", now "Hospital del Mar"). A deleted value is noted as no longer holding."""
    if not past:
        return [None] * len(texts)
    telling = [(value, _words(value.value) - _words(value.current or "")) for value in past]
    notes: list[str | None] = []
    for text in texts:
        words = _segment_words(text)
        said = [
            f"{value.key}: {value.value} no longer holds" + (f", now {value.current}" if value.current else "")
            for value, own in telling
            if own and own <= words
        ]
        notes.append(f"(superseded — {'; '.join(dict.fromkeys(said))})" if said else None)
    return notes


@lru_cache(maxsize=1024)
def _segment_words(text: str) -> frozenset[str]:
    # A conversation's summary segments are the same texts build after build, until the next fold.
    return frozenset(_words(text))


def _words(text: str) -> set[str]:
    return {w for w in WORD.findall(fold(text)) if w not in STOPWORDS and len(w) > 1}


def word_sets(texts: Sequence[str]) -> list[set[str]]:
    """The content words of each text, for already_held (computed once per context)."""
    return [_words(text) for text in texts]


def already_held(text: str, held: Sequence[set[str]], *, containment: float = 0.8) -> bool:
    """Does some text of the context (window, summaries, facts: their word_sets) already hold most of
    `text`'s words?"""
    words = _words(text)
    if not words:
        return True
    return any(len(words & other) >= containment * len(words) for other in held)


def render_recalled(*, on: date, user: str, assistant: str, this_conversation: bool) -> str:
    """One recalled turn: its date, the user's words verbatim and (shortened by the caller) the reply."""
    where = ", earlier in this conversation" if this_conversation else ""
    reply = f" | Assistant: {assistant}" if assistant else ""
    return f"[{on.isoformat()}{where}] User: {user}{reply}"


def render_entities(entities: Sequence[tuple[str, int]]) -> str:
    """The entities a message may point back at, newest first: "Porto (turn 12)"."""
    return "; ".join(f"{text} (turn {turn})" for text, turn in entities)


def query_words(query: str) -> list[str]:
    """The query's content words, folded, in order, without repeats."""
    seen: list[str] = []
    for word in WORD.findall(fold(query)):
        if word not in STOPWORDS and len(word) > 1 and word not in seen:
            seen.append(word)
    return seen


def _same_word(left: str, right: str) -> bool:
    """Equal, or sharing a stem-like prefix ("adopted" and "adopt", "zapatillas" and "zapatilla")."""
    if left == right:
        return True
    shortest = min(len(left), len(right))
    return shortest >= 4 and left[: max(4, shortest - 2)] == right[: max(4, shortest - 2)]


def word_overlap(query: Sequence[str], text: str) -> float:
    """The share of the query's content words found in `text` (0-1)."""
    if not query:
        return 0.0
    words = _words(text)
    return sum(1 for q in query if any(_same_word(q, w) for w in words)) / len(query)


def snippet(text: str, query: Sequence[str], *, width: int = 160, mark: str = "**") -> str:
    """A passage of `text` around the first query word it holds, with every query word marked."""
    folded = fold(text)
    spans = [(m.start(), m.end()) for m in WORD.finditer(folded) if any(_same_word(q, m.group()) for q in query)]
    if len(folded) != len(text):  # a character whose folding changes the length: mark nothing, cut from the start
        spans = []
    start = max(0, spans[0][0] - width // 3) if spans else 0
    end = min(len(text), start + width)
    if start > 0:
        start = text.rfind(" ", 0, start) + 1
    pieces, cursor = [], start
    for left, right in spans:
        if left < start or right > end:
            continue
        pieces.append(text[cursor:left] + mark + text[left:right] + mark)
        cursor = right
    pieces.append(text[cursor:end])
    return ("…" if start > 0 else "") + "".join(pieces) + ("…" if end < len(text) else "")
