"""How fact extraction generalises to lines nobody fitted it on: leave one natural held-out batch out.

Batches 1 to 8 of the natural corpus are lines written apart from the extractor; most of them are
also training lines of the learned fallback (facts/engine/fallback_examples.py), so scoring them
with the deployed reader measures what it memorised. Here, for each batch, the fallback is fitted
again without that batch's lines and scores it; the figures are averaged over the batches.

The rules cannot be refitted: they were changed after each batch's first run (batch 8's aside), so
a batch's "rules alone" figure is optimistic for batches 1 to 7. `bash scripts/bench.sh leave-one-out`."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime

import numpy as np

from bench import provenance
from bench.common import table, verdict
from bench.corpus.natural import HELD_OUT_SPLITS, natural_items
from bench.extraction import NATURAL_PRECISION_TARGET, NATURAL_RECALL_TARGET, Score, natural_scores
from facts.engine import learned
from facts.engine.extraction import LearnedExtractor, RuleExtractor, extract_facts
from memory_platform.text.embeddings import embed_texts, get_backend
from memory_platform.text.normalise import normalise


class FallbackAlone(LearnedExtractor):
    """The learned fallback on every clause the rules would have read too: what it knows by itself."""

    with_rules = False


@dataclass
class Fold:
    """One batch and language, read with a fallback that never saw it."""

    split: str
    language: str
    disclosures: Score
    casual: Score
    casual_lines: int
    noisy: int  # casual lines that gave a fact
    rules: Score  # the rules alone, on every line of the batch
    fallback: Score  # the fallback alone (fitted without the batch), on every line of the batch
    left_out: int  # the batch's lines taken out of the fallback's training lines

    @property
    def all_lines(self) -> Score:
        both = Score()
        both.add(self.disclosures)
        both.add(self.casual)
        return both


def folds() -> list[Fold]:
    """Score each held-out batch with a reader fitted on the training lines less that batch's lines."""
    backend = get_backend()
    if backend.name not in learned.THRESHOLDS:
        raise SystemExit(f"the embedding backend {backend.name} has no learned fallback: nothing to leave out")
    examples = learned.training_examples()
    vectors = embed_texts(backend, [e.text for e in examples])
    items = natural_items()
    found: list[Fold] = []
    for split in HELD_OUT_SPLITS:
        batch = [item for item in items if item.split == split]
        texts = {normalise(item.text) for item in batch}
        keep = np.array([normalise(e.text) not in texts for e in examples])
        reader = learned.fit_reader(
            backend.name,
            [e for e, kept in zip(examples, keep, strict=True) if kept],
            vectors[keep],
            threshold=learned.THRESHOLDS[backend.name],
        )
        with learned.reader_in_use(reader):
            scores, casual, _ = natural_scores(batch, extract_facts)
            alone, _, _ = natural_scores(batch, FallbackAlone().extract)
        rules, _, _ = natural_scores(batch, RuleExtractor().extract)
        found += [_fold(split, language, scores, casual, (rules, alone), keep) for language in ("es", "en")]
    return found


def _fold(
    split: str,
    language: str,
    scores: dict[tuple[str, str, str], Score],
    casual: dict[tuple[str, str], list[int]],
    apart: tuple[dict[tuple[str, str, str], Score], dict[tuple[str, str, str], Score]],
    keep: np.ndarray,
) -> Fold:
    rules, fallback = Score(), Score()
    for kind in ("disclosures", "casual"):
        rules.add(apart[0].get((split, language, kind), Score()))
        fallback.add(apart[1].get((split, language, kind), Score()))
    lines, noisy = casual.get((split, language), [0, 0])
    return Fold(
        split=split,
        language=language,
        disclosures=scores.get((split, language, "disclosures"), Score()),
        casual=scores.get((split, language, "casual"), Score()),
        casual_lines=lines,
        noisy=noisy,
        rules=rules,
        fallback=fallback,
        left_out=int((~keep).sum()),
    )


def averaged(found: Sequence[Fold], language: str) -> dict[str, float]:
    """Recall, precision on all lines and casual lines with a fact, each the mean over the batches,
    and the same recall and precision of the fallback alone."""
    mine = [f for f in found if f.language == language]
    return {
        "recall": float(np.mean([f.disclosures.recall for f in mine])),
        "precision": float(np.mean([f.all_lines.precision for f in mine])),
        "casual with a fact": float(np.mean([f.noisy for f in mine])),
        "fallback recall": float(np.mean([f.fallback.recall for f in mine])),
        "fallback precision": float(np.mean([f.fallback.precision for f in mine])),
    }


def run() -> dict[str, dict[str, float]]:
    print("\n## Fact extraction, leave one natural batch out\n")
    print(
        f"{datetime.now(tz=UTC):%Y-%m-%d %H:%M} UTC · commit {provenance.commit()} · load {provenance.load()} · "
        "`bash scripts/bench.sh leave-one-out`. Each held-out batch is read by a fallback fitted without its "
        "lines; the rules are as they are (they saw batches 1 to 7 after their first run).\n"
    )
    found = folds()
    headers = [
        "batch",
        "language",
        "lines left out",
        "facts",
        "right",
        "recall",
        "precision (all lines)",
        "casual lines with a fact",
        "rules alone: recall / precision",
        "fallback alone: recall / precision",
    ]
    rows = [
        [
            f.split,
            f.language,
            f.left_out,
            f.disclosures.expected,
            f.disclosures.right,
            f"{f.disclosures.recall:.3f}",
            f"{f.all_lines.precision:.3f}",
            f"{f.noisy} of {f.casual_lines}",
            f"{f.rules.recall:.3f} / {f.rules.precision:.3f}",
            f"{f.fallback.recall:.3f} / {f.fallback.precision:.3f}",
        ]
        for f in found
    ]
    print(table(headers, rows))
    checks, result = [], {}
    for language in ("es", "en"):
        mean = result[language] = averaged(found, language)
        recall, precision, noisy = mean["recall"], mean["precision"], mean["casual with a fact"]
        ok = recall >= NATURAL_RECALL_TARGET and precision >= NATURAL_PRECISION_TARGET and noisy == 0
        checks.append(
            [
                f"mean over batches, {language}: recall ≥ {NATURAL_RECALL_TARGET} at precision ≥ "
                f"{NATURAL_PRECISION_TARGET}, casual lines 0 facts",
                f"{recall:.3f} / {precision:.3f} / {noisy:.2f}",
                verdict(ok),
            ]
        )
        checks.append(
            [
                f"mean over batches, {language}, the fallback alone: recall / precision",
                f"{mean['fallback recall']:.3f} / {mean['fallback precision']:.3f}",
                "",
            ]
        )
    print("\n" + table(["target", "measured (recall / precision / casual lines with a fact per batch)", ""], checks))
    return result
