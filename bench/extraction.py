"""Fact extraction on the labelled corpus: precision, recall and F1 per split, language and category.

A predicted fact is right when its domain, key and retirement flag equal the label's and its value
means the label's (compared through facts.engine.synonyms: "mariscos" is "shellfish"; for free-text
values, one contains the other's content words). A message labelled with no fact counts every
prediction against precision. The natural corpus (bench/corpus/natural.py) is scored apart."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from statistics import mean

from bench import provenance
from bench.common import table, verdict
from bench.corpus import fact_items
from bench.corpus.first_runs import FIRST_RUNS, Reading
from bench.corpus.labels import NEGATIVE_CATEGORIES, POSITIVE_CATEGORIES, Expected, Item
from bench.corpus.natural import HELD_OUT_SPLITS, MAX_VALUE_WORDS, natural_items
from facts.engine.extraction import FactCandidate, extract_facts
from facts.engine.keys import KEYS
from facts.engine.synonyms import values_match
from memory_platform.text.normalise import STOPWORDS, normalise

PRECISION_TARGET = 0.97
RECALL_TARGET = 0.85
NATURAL_PRECISION_TARGET = 0.98
NATURAL_RECALL_TARGET = 0.90


@dataclass
class Score:
    items: int = 0
    expected: int = 0
    predicted: int = 0
    right: int = 0

    def add(self, other: Score) -> None:
        self.items += other.items
        self.expected += other.expected
        self.predicted += other.predicted
        self.right += other.right

    @property
    def precision(self) -> float:
        return self.right / self.predicted if self.predicted else 1.0

    @property
    def recall(self) -> float:
        return self.right / self.expected if self.expected else 1.0

    @property
    def f1(self) -> float:
        p, r = self.precision, self.recall
        return 2 * p * r / (p + r) if p + r else 0.0


def _content(text: str) -> set[str]:
    return {w for w in normalise(text).split() if w not in STOPWORDS}


def same_fact(expected: Expected, got: FactCandidate) -> bool:
    if (expected.domain, expected.key, expected.retire) != (got.domain, got.key, got.retire):
        return False
    if values_match(expected.key, expected.value, got.value):
        return True
    spec = KEYS.get(expected.key)
    if spec is not None and (spec.freeform or expected.key == "job"):
        a, b = _content(expected.value), _content(got.value)
        return bool(a) and bool(b) and (a <= b or b <= a)
    return False


def kept_words(expected: Expected, got: FactCandidate) -> bool:
    """The natural corpus's test: same domain, key (any favourite meets any favourite) and flag, and
    the label's content words all kept in a value of at most MAX_VALUE_WORDS words."""
    favourites = expected.key.startswith("favourite ") and got.key.startswith("favourite ")
    if (expected.domain, expected.retire) != (got.domain, got.retire) or (expected.key != got.key and not favourites):
        return False
    if len(got.value.split()) > MAX_VALUE_WORDS:
        return False
    want = _content(expected.value)
    return (bool(want) and want <= _content(got.value)) or values_match(expected.key, expected.value, got.value)


def score_item(
    item: Item, got: Sequence[FactCandidate], match: Callable[[Expected, FactCandidate], bool] = same_fact
) -> tuple[Score, list[str]]:
    unmatched = list(got)
    right = 0
    for expected in item.facts:
        hit = next((g for g in unmatched if match(expected, g)), None)
        if hit is not None:
            unmatched.remove(hit)
            right += 1
    errors = []
    if right < len(item.facts) or unmatched:
        errors.append(
            f"[{item.split} {item.language} {item.category}] {item.text!r}: want "
            f"{[(e.key, e.value, e.retire) for e in item.facts]} got {[(g.key, g.value, g.retire) for g in got]}"
        )
    return Score(items=1, expected=len(item.facts), predicted=len(got), right=right), errors


def evaluate(
    extract: Callable[[str], list[FactCandidate]] = extract_facts,
) -> tuple[dict[tuple[str, str, str], Score], list[str]]:
    scores: dict[tuple[str, str, str], Score] = {}
    errors: list[str] = []
    for item in fact_items():
        score, wrong = score_item(item, extract(item.text))
        scores.setdefault((item.split, item.language, item.category), Score()).add(score)
        errors += wrong
    return scores, errors


def _row(label: Sequence[str], s: Score) -> list[object]:
    return [*label, s.items, s.expected, s.predicted, s.right, f"{s.precision:.3f}", f"{s.recall:.3f}", f"{s.f1:.3f}"]


def totals(scores: dict[tuple[str, str, str], Score], split: str, language: str | None = None) -> Score:
    total = Score()
    for (s, lang, _), score in scores.items():
        if s == split and (language is None or lang == language):
            total.add(score)
    return total


def run(*, show_errors: str | None = None) -> dict[str, Score]:
    scores, errors = evaluate()
    print("\n## Fact extraction on the labelled corpus\n")
    print(
        f"{sum(s.items for s in scores.values())} messages (Spanish and English): a third of the corpus held out by "
        "a hash of "
        "the text, never tuned on, and a blind set written after the rules were frozen.\n"
    )
    headers = ["split", "language", "category", "messages", "facts", "predicted", "right", "precision", "recall", "F1"]
    rows = []
    for split in ("tune", "held-out", "blind"):
        for language in ("es", "en"):
            for category in POSITIVE_CATEGORIES + NEGATIVE_CATEGORIES:
                if (split, language, category) in scores:
                    rows.append(_row((split, language, category), scores[(split, language, category)]))
            rows.append(_row((split, language, "**all**"), totals(scores, split, language)))
    print(table(headers, rows))
    checks, result = [], {}
    for language in ("es", "en"):
        held = totals(scores, "held-out", language)
        result[language] = held
        checks.append(
            [
                f"held-out {language} precision ≥ {PRECISION_TARGET}",
                f"{held.precision:.3f}",
                verdict(held.precision >= PRECISION_TARGET),
            ]
        )
        checks.append(
            [
                f"held-out {language} recall ≥ {RECALL_TARGET}",
                f"{held.recall:.3f}",
                verdict(held.recall >= RECALL_TARGET),
            ]
        )
        blind = totals(scores, "blind", language)
        checks.append(
            [
                f"blind {language} precision / recall",
                f"{blind.precision:.3f} / {blind.recall:.3f}",
                verdict(blind.precision >= PRECISION_TARGET and blind.recall >= RECALL_TARGET),
            ]
        )
    print("\n" + table(["target", "measured", ""], checks))
    if show_errors:
        for line in errors:
            if f"[{show_errors} " in line:
                print("- " + line)
    result.update(run_natural(show_errors=show_errors))
    return result


def natural_scores(
    items: Sequence[Item], extract: Callable[[str], list[FactCandidate]]
) -> tuple[dict[tuple[str, str, str], Score], dict[tuple[str, str], list[int]], list[str]]:
    """Scores per (split, language, disclosures|casual), casual lines and those that gave a fact per
    (split, language), and the lines read wrong."""
    scores: dict[tuple[str, str, str], Score] = {}
    casual: dict[tuple[str, str], list[int]] = {}
    errors: list[str] = []
    for item in items:
        got = extract(item.text)
        score, wrong = score_item(item, got, kept_words)
        kind = "disclosures" if item.facts else "casual"
        scores.setdefault((item.split, item.language, kind), Score()).add(score)
        if not item.facts:
            counts = casual.setdefault((item.split, item.language), [0, 0])
            counts[0] += 1
            counts[1] += bool(got)
        errors += wrong
    return scores, casual, errors


def run_natural(*, show_errors: str | None = None) -> dict[str, Score]:
    """Natural self-disclosures and casual lines, per split and language, with the machine's load."""
    print("\n## Facts from natural speech\n")
    print(
        f"{datetime.now(tz=UTC):%Y-%m-%d %H:%M} UTC · commit {provenance.commit()} · load {provenance.load()} · "
        "`bash scripts/bench.sh extraction`. A fact is right when its key matches the label and its value keeps the "
        "label's words; casual lines must give nothing.\n"
    )
    scores, casual, errors = natural_scores(natural_items(), extract_facts)
    headers = [
        "split",
        "language",
        "disclosures",
        "facts",
        "predicted",
        "right",
        "precision",
        "recall",
        "casual lines",
        "casual lines with a fact",
        "precision (all lines)",
    ]
    rows, result = [], {}
    for split in (*HELD_OUT_SPLITS, "tune"):
        for language in ("es", "en"):
            said = scores.get((split, language, "disclosures"), Score())
            quiet = scores.get((split, language, "casual"), Score())
            both = Score()
            both.add(said)
            both.add(quiet)
            lines, noisy = casual.get((split, language), [0, 0])
            rows.append(
                [
                    split,
                    language,
                    said.items,
                    said.expected,
                    said.predicted,
                    said.right,
                    f"{said.precision:.3f}",
                    f"{said.recall:.3f}",
                    lines,
                    noisy,
                    f"{both.precision:.3f}",
                ]
            )
            result[f"natural {split} {language}"] = both
    print(table(headers, rows))
    checks = []
    for split in HELD_OUT_SPLITS:
        for language in ("es", "en"):
            held = result[f"natural {split} {language}"]
            noisy = casual.get((split, language), [0, 0])[1]
            ok = held.recall >= NATURAL_RECALL_TARGET and held.precision >= NATURAL_PRECISION_TARGET and noisy == 0
            target = f"recall ≥ {NATURAL_RECALL_TARGET} at precision ≥ {NATURAL_PRECISION_TARGET}, casual lines 0 facts"
            checks.append(
                [
                    f"natural {split} {language}: {target}",
                    f"{held.recall:.3f} / {held.precision:.3f} / {noisy}",
                    verdict(ok),
                ]
            )
    print("\n" + table(["target", "measured (recall / precision / casual lines with a fact)", ""], checks))
    print_first_runs(result, casual)
    if show_errors:
        for line in errors:
            if f"[{show_errors} " in line:
                print("- " + line)
    return result


def _figures(reading: Reading | None) -> str:
    if reading is None:
        return "not recorded"
    casual = "–" if reading.casual is None else reading.casual
    return f"{reading.recall:.3f} / {reading.precision:.3f} / {casual}"


def print_first_runs(result: dict[str, Score], casual: dict[tuple[str, str], list[int]]) -> None:
    """Each batch's first run (bench/corpus/first_runs.py), the only unseen figure it gives, beside today's."""
    runs = {run.split: run for run in FIRST_RUNS}
    first = {
        (split, language): runs[split].reading(language) if split in runs else None
        for split in HELD_OUT_SPLITS
        for language in ("es", "en")
    }
    rows = []
    for split in HELD_OUT_SPLITS:
        row: list[object] = [split]
        for language in ("es", "en"):
            now = result[f"natural {split} {language}"]
            noisy = casual.get((split, language), [0, 0])[1]
            row += [_figures(first[split, language]), _figures(Reading(now.recall, now.precision, noisy))]
        rows.append(row)
    print("\nFirst runs: each batch as first read, before anything was fitted to it, beside today")
    print("(recall / precision on all lines / casual lines with a fact).\n")
    print(table(["batch", "es first run", "es now", "en first run", "en now"], rows))
    means = []
    for language in ("es", "en"):
        readings = [r for split in HELD_OUT_SPLITS if (r := first[split, language]) is not None]
        last = _means(readings[-10:])
        means.append(f"{language} {_means(readings)} over {len(readings)} batches, {last} over the last 10")
    target = f"recall ≥ {NATURAL_RECALL_TARGET} at precision ≥ {NATURAL_PRECISION_TARGET}"
    print(f"\nMean first run (recall / precision on all lines): {'; '.join(means)}; target {target}.")


def _means(readings: Sequence[Reading]) -> str:
    return f"{mean(r.recall for r in readings):.3f} / {mean(r.precision for r in readings):.3f}"
