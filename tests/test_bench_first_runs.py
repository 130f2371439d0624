"""Every natural held-out batch has its first run recorded (bench/corpus/first_runs.py), so a batch cannot
join the corpus without the one figure of it that nothing was fitted to."""

from __future__ import annotations

from bench.corpus.first_runs import FIRST_RUNS
from bench.corpus.natural import HELD_OUT_SPLITS


def test_every_held_out_batch_has_one_first_run_and_no_other_split_has_one():
    splits = [run.split for run in FIRST_RUNS]
    assert len(splits) == len(set(splits))
    assert set(splits) == set(HELD_OUT_SPLITS)


def test_first_run_figures_are_rates_and_counts():
    for run in FIRST_RUNS:
        for reading in (run.es, run.en):
            if reading is None:
                continue
            assert 0 <= reading.recall <= 1, run.split
            assert 0 <= reading.precision <= 1, run.split
            assert reading.casual is None or reading.casual >= 0, run.split
