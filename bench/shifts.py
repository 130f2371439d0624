"""Topic shifts on the labelled conversations, and the calibration of the similarity thresholds.

Each follow-up is judged as production judges it: its continuity is the cosine of its sentence
vector with the mean of the previous turn's (user and assistant) stored int8 vectors, then
conversations.engine.topics decides (a discourse marker in marker position, or continuity under
the policy's threshold for a message with enough content words).

Calibration (`python -m bench calibrate`):
- the language floors (embeddings.LANGUAGE_FLOOR): the median cosine of every pair of fact-corpus
  messages of a language, which are unrelated by construction; a cosine is read as its height
  above that floor, because all-MiniLM-L6-v2 puts any two Spanish sentences about 0.4 apart;
- then, on the tune split of the shift set only: topic_shift_similarity and topic_shift_min_words,
  the pair with the best F1 among those with precision ≥ 0.9 (ties: the fewest words, then the
  lowest threshold); low_continuity, midway between the median continuity of the labelled shifts
  and that of the keep-the-topic follow-ups (a turn more like a shift than not), and
  high_continuity, the 75th percentile of the labelled keep-the-topic follow-ups (a streak above
  it is a tight topic); the hashed-n-gram fallback's scale, its raw cosines mapped onto the
  calibrated MiniLM scale by matching quantiles over the same follow-ups."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import lru_cache

import numpy as np

from bench.common import percentile, table, verdict
from bench.corpus import fact_items, shift_cases
from bench.corpus.labels import ShiftCase
from conversations.engine.topics import explicit_shift_phrase, is_topic_shift, topic_words
from memory_platform.text.embeddings import (
    calibrated,
    decode_vectors,
    embed_texts,
    follow_on,
    get_backend,
    lexical_follow_on,
    message_vector,
    message_vectors,
    pack_vector,
)
from tenants.policy import MemoryPolicy, default_policy

PRECISION_TARGET = 0.9
RECALL_TARGET = 0.8


@dataclass
class Counts:
    tp: int = 0
    fp: int = 0
    fn: int = 0
    tn: int = 0

    def add(self, predicted: bool, actual: bool) -> None:
        if predicted and actual:
            self.tp += 1
        elif predicted:
            self.fp += 1
        elif actual:
            self.fn += 1
        else:
            self.tn += 1

    @property
    def precision(self) -> float:
        return self.tp / (self.tp + self.fp) if self.tp + self.fp else 1.0

    @property
    def recall(self) -> float:
        return self.tp / (self.tp + self.fn) if self.tp + self.fn else 1.0

    @property
    def f1(self) -> float:
        p, r = self.precision, self.recall
        return 2 * p * r / (p + r) if p + r else 0.0


@lru_cache(maxsize=4096)
def _vector(text: str, role: str = "user") -> bytes:
    """The vector a message is stored with: a user message's from begin, a reply's from its opening words."""
    backend = get_backend()
    if role == "user":
        return pack_vector(message_vectors(backend, text)[0])
    return pack_vector(message_vector(backend, role, text))


ROLES = ("user", "assistant")  # a history turn's two messages


@dataclass(frozen=True)
class Scores:
    continuity: float  # to the previous turn, on the policy's scale (sizes the window)
    topic: float  # best similarity to the recent turns, on the policy's scale (judges a shift)


def minilm_scores(case: ShiftCase, turns: int) -> Scores:
    """As conversations.services.messages computes them from stored vectors."""
    history = case.history[-turns:]
    previous = decode_vectors([_vector(t, role) for t, role in zip(history[-1], ROLES, strict=True)])
    recent = decode_vectors([_vector(t, role) for turn in history for t, role in zip(turn, ROLES, strict=True)])
    continuity, topic = follow_on(decode_vectors([_vector(case.text)])[0], previous, recent)
    backend = get_backend()
    return Scores(calibrated(backend, continuity, case.language), calibrated(backend, topic, case.language))


def hashed_raw(case: ShiftCase) -> float:
    continuity, _ = lexical_follow_on(case.text, case.history[-1], [t for turn in case.history for t in turn])
    return continuity


def evaluate(cases: Sequence[ShiftCase], policy: MemoryPolicy, scores: dict[int, Scores]) -> Counts:
    counts = Counts()
    for index, case in enumerate(cases):
        counts.add(is_topic_shift(similarity=scores[index].topic, text=case.text, policy=policy), case.shift)
    return counts


def run(*, show_errors: str | None = None) -> dict[str, Counts]:
    cases = shift_cases()
    policy = default_policy()
    scores = {i: minilm_scores(c, policy.topic_shift_turns) for i, c in enumerate(cases)}
    print("\n## Topic shifts on the labelled conversations\n")
    print(
        f"{len({c.conversation for c in cases})} conversations, {len(cases)} labelled follow-ups "
        f"({sum(c.shift for c in cases)} shifts); a third of the conversations held out. Policy: a marker, or best "
        "similarity to "
        f"the last {policy.topic_shift_turns} turns below {policy.topic_shift_similarity} with ≥ "
        f"{policy.topic_shift_min_words} "
        "content words.\n"
    )
    rows, result = [], {}
    for split in ("tune", "held-out"):
        for language in ("es", "en", None):
            subset = {
                i: c for i, c in enumerate(cases) if c.split == split and (language is None or c.language == language)
            }
            counts = Counts()
            markers = Counts()
            for i, c in subset.items():
                counts.add(is_topic_shift(similarity=scores[i].topic, text=c.text, policy=policy), c.shift)
                markers.add(explicit_shift_phrase(c.text) is not None, c.shift)
            name = language or "**all**"
            rows.append(
                [
                    split,
                    name,
                    len(subset),
                    counts.tp + counts.fn,
                    counts.tp,
                    counts.fp,
                    f"{counts.precision:.3f}",
                    f"{counts.recall:.3f}",
                    f"{counts.f1:.3f}",
                    f"{markers.precision:.2f} / {markers.recall:.2f}",
                ]
            )
            if language is None:
                result[split] = counts
    print(
        table(
            [
                "split",
                "language",
                "follow-ups",
                "shifts",
                "caught",
                "false alarms",
                "precision",
                "recall",
                "F1",
                "markers alone P / R",
            ],
            rows,
        )
    )
    held = result["held-out"]
    print(
        "\n"
        + table(
            ["target", "measured", ""],
            [
                [
                    f"held-out precision ≥ {PRECISION_TARGET}",
                    f"{held.precision:.3f}",
                    verdict(held.precision >= PRECISION_TARGET),
                ],
                [f"held-out recall ≥ {RECALL_TARGET}", f"{held.recall:.3f}", verdict(held.recall >= RECALL_TARGET)],
            ],
        )
    )
    if show_errors:
        for i, c in enumerate(cases):
            predicted = is_topic_shift(similarity=scores[i].topic, text=c.text, policy=policy)
            if c.split == show_errors and predicted != c.shift:
                print(
                    f"- [{c.conversation}] {c.text!r} label={c.shift} topic={scores[i].topic:.3f} "
                    f"words={topic_words(c.text)}"
                )
    return result


def calibrate() -> dict[str, object]:
    base = default_policy()
    floors = language_floors()
    cases = [c for c in shift_cases() if c.split == "tune"]
    scores = {i: minilm_scores(c, base.topic_shift_turns) for i, c in enumerate(cases)}
    best: tuple[float, int, float, Counts] | None = None
    for words in range(1, 9):
        for step in range(0, 61):
            threshold = step / 100
            counts = evaluate(
                cases, replace(base, topic_shift_similarity=threshold, topic_shift_min_words=words), scores
            )
            if counts.precision >= PRECISION_TARGET and (best is None or counts.f1 > best[3].f1 + 1e-9):
                best = (counts.f1, words, threshold, counts)
    shifts = sorted(scores[i].continuity for i, c in enumerate(cases) if c.shift)
    keeps = sorted(scores[i].continuity for i, c in enumerate(cases) if not c.shift)
    print("\n## Calibration (tune split of the shift set; floors from every fact-corpus message)\n")
    print(f"Language floors (median cosine of two unrelated messages): {floors}")
    print(
        "\n"
        + table(
            ["continuity to the previous turn", "p10", "p25", "p50", "p75", "p90"],
            [
                ["keep the topic", *[f"{percentile(keeps, q):.2f}" for q in (10, 25, 50, 75, 90)]],
                ["shift", *[f"{percentile(shifts, q):.2f}" for q in (10, 25, 50, 75, 90)]],
            ],
        )
    )
    low = (percentile(shifts, 50) + percentile(keeps, 50)) / 2
    chosen: dict[str, object] = {
        "language_floors": floors,
        "low_continuity": round(low, 2),
        "high_continuity": round(percentile(keeps, 75), 2),
        "hashed_to_scale": _hashed_knots(cases, scores),
    }
    if best:
        chosen.update(topic_shift_similarity=best[2], topic_shift_min_words=best[1])
        print(
            f"\nShift rule with the best F1 at precision ≥ {PRECISION_TARGET}: topic similarity < {best[2]:.2f} with "
            f"≥ {best[1]} "
            f"content words (tune P {best[3].precision:.3f} R {best[3].recall:.3f} F1 {best[3].f1:.3f})."
        )
    print(
        "Window: low continuity = midway between the medians of shifts and keep-the-topic = "
        f"{chosen['low_continuity']}, "
        f"high = p75 of keep-the-topic = {chosen['high_continuity']}."
    )
    print(f"Hashed-n-gram scale (raw → policy scale, quantile matched): {chosen['hashed_to_scale']}")
    return chosen


def language_floors() -> dict[str, float]:
    """Median cosine of every pair of fact-corpus messages of one language (unrelated by design)."""
    backend = get_backend()
    floors = {}
    for language in ("es", "en"):
        matrix = embed_texts(backend, [i.text for i in fact_items() if i.language == language])
        pairs = (matrix @ matrix.T)[np.triu_indices(len(matrix), 1)]
        floors[language] = round(float(np.median(pairs)), 2)
    return floors


def _hashed_knots(cases: Sequence[ShiftCase], scores: dict[int, Scores]) -> tuple[tuple[float, float], ...]:
    raw = np.array([hashed_raw(c) for c in cases])
    model = np.array([scores[i].continuity for i in range(len(cases))])
    knots = [(0.0, 0.0)] + [
        (round(float(np.percentile(raw, q)), 2), round(float(np.percentile(model, q)), 2)) for q in (10, 25, 50, 75, 90)
    ]
    monotone: list[tuple[float, float]] = []
    for x, y in [*knots, (1.0, 1.0)]:
        if not monotone or (x > monotone[-1][0] and y >= monotone[-1][1]):
            monotone.append((x, y))
    return tuple(monotone)
