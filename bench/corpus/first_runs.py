"""Each natural held-out batch's first run: its figures the first time it was scored, before any rule
was fitted to it, so the only unseen estimate a batch gives (today's figures on it are in-sample).

Copied as written from docs/benchmarks.md ("Facts from natural speech" and the batch sections after it),
docs/facts.md and README.md; a batch scored twice while still unread keeps the product as it then was
(with the learned fallback once it existed), the other figures noted beside it."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Reading:
    """Recall, precision on all lines, and casual lines giving a fact (None where the docs give "–")."""

    recall: float
    precision: float
    casual: int | None


@dataclass(frozen=True)
class FirstRun:
    split: str
    commit: str
    es: Reading | None
    en: Reading | None

    def reading(self, language: str) -> Reading | None:
        return self.es if language == "es" else self.en


FIRST_RUNS = (
    # Batches 1 and 2: first run "before fef47b7", its commit not recorded; no count of casual lines.
    FirstRun("held-out", "", Reading(0.902, 0.979, None), Reading(0.980, 0.961, None)),
    FirstRun("held-out 2", "", Reading(0.923, 0.960, None), Reading(0.923, 1.000, None)),
    FirstRun("held-out 3", "b685286", Reading(0.744, 0.941, 1), Reading(0.714, 0.938, 1)),
    FirstRun("held-out 4", "e682b6b", Reading(0.733, 0.880, 2), Reading(0.771, 0.964, 1)),
    FirstRun("held-out 5", "4e16b65", Reading(0.720, 1.000, 0), Reading(0.920, 0.958, 1)),
    FirstRun("held-out 6", "6b2038c", Reading(0.864, 0.905, 0), Reading(0.905, 1.000, 0)),
    FirstRun("held-out 7", "653ae4e", Reading(0.643, 1.000, 0), Reading(0.500, 0.933, 1)),
    # With the learned fallback's first run; the rules alone at 653ae4e read es 0.483 / 1.000 / 0, en 0.400 / 0.800 / 2.
    FirstRun("held-out 8", "773a488", Reading(0.552, 0.941, 0), Reading(0.567, 0.739, 2)),
    FirstRun("held-out 9", "83d844d", Reading(0.691, 0.905, 0), Reading(0.759, 0.872, 0)),
    FirstRun("held-out 10", "2c08a79", Reading(0.738, 0.978, 0), Reading(0.533, 0.865, 0)),
    # With four labels brought to the product's keys after the run, es read 0.593 / 0.970 (en unchanged).
    FirstRun("held-out 11", "cd13abf", Reading(0.574, 0.939, 0), Reading(0.527, 0.853, 1)),
    FirstRun("held-out 12", "c75f471", Reading(0.672, 0.951, 0), Reading(0.684, 0.951, 1)),
    FirstRun("held-out 13", "11ca23e", Reading(0.750, 0.857, 0), Reading(0.765, 0.929, 1)),
    FirstRun("held-out 14", "c78e3af", Reading(0.574, 0.907, 0), Reading(0.537, 0.878, 0)),
    FirstRun("held-out 15", "5245bf4", Reading(0.712, 0.977, 0), Reading(0.705, 0.915, 0)),
    FirstRun("held-out 16", "3d64522", Reading(0.942, 0.961, 0), Reading(0.900, 0.957, 0)),
    # Measured on main e4ae97b; 270933f is the commit the docs name for the frozen run.
    FirstRun("held-out 17", "270933f", Reading(0.792, 0.933, 0), Reading(0.702, 0.892, 0)),
    # Measured on main 030d270; after two English labels were put right (as first written: en 0.758, 0.909 on
    # all lines, 2 casual lines with a fact).
    FirstRun("held-out 18", "429c6b2", Reading(0.829, 1.000, 0), Reading(0.765, 0.945, 1)),
    FirstRun("held-out 19", "32291b4", Reading(0.731, 0.864, 1), Reading(0.796, 0.975, 0)),
    FirstRun("held-out 20", "b21eb3c", Reading(0.930, 0.952, 0), Reading(0.878, 0.973, 0)),
    FirstRun("held-out 21", "b6a2e70", Reading(0.829, 1.000, 0), Reading(0.450, 0.818, 0)),
    FirstRun("held-out 22", "a4ca3b3", Reading(0.718, 0.875, 1), Reading(0.800, 0.889, 2)),
    FirstRun("held-out 23", "651098a", Reading(0.829, 0.971, 0), Reading(0.900, 0.947, 0)),
    FirstRun("held-out 24", "1705ff6", Reading(0.659, 0.900, 1), Reading(0.674, 1.000, 0)),
    FirstRun("held-out 25", "1a89fba", Reading(0.712, 0.857, 1), Reading(0.833, 0.900, 0)),
    FirstRun("held-out 26", "57f1561", Reading(0.747, 0.881, 2), Reading(0.654, 0.864, 0)),
    FirstRun("held-out 27", "ffbd827", Reading(0.769, 0.962, 1), Reading(0.746, 0.962, 0)),
    FirstRun("held-out 28", "abd4079", Reading(0.725, 0.909, 0), Reading(0.742, 0.875, 0)),
    FirstRun("held-out 29", "07ad59d", Reading(0.762, 0.955, 0), Reading(0.759, 0.923, 0)),
    FirstRun("held-out 30", "ab8d740", Reading(0.844, 0.927, 0), Reading(0.787, 0.897, 0)),
    # Still unread after batch 30's fixes (2504f3a): es 0.856 / 0.954 / 0, en 0.750 / 0.973 / 0.
    FirstRun("held-out 31", "0f7f7e3", Reading(0.835, 0.953, 0), Reading(0.719, 0.945, 0)),
    # Still unread after batches 30 and 31's fixes (dc58d81), the figure README.md and facts.md quote:
    # es 0.829 / 0.989 / 0, en 0.762 / 0.987 / 0.
    FirstRun("held-out 32", "9d3e80e", Reading(0.829, 0.989, 0), Reading(0.743, 0.987, 0)),
    FirstRun("held-out 33", "56e4f05", Reading(0.840, 0.940, 1), Reading(0.854, 0.988, 0)),
    FirstRun("held-out 34", "315f895", Reading(0.654, 0.933, 1), Reading(0.670, 0.932, 0)),
    FirstRun("held-out 35", "de7aa77", Reading(0.154, 0.655, 0), Reading(0.122, 0.609, 3)),
    FirstRun("held-out 36", "1bd406d", Reading(0.653, 0.940, 0), Reading(0.509, 0.908, 0)),
    FirstRun("held-out 37", "8eb750d", Reading(0.630, 0.926, 1), Reading(0.548, 0.863, 0)),
    FirstRun("held-out 38", "efbbcaa", Reading(0.737, 0.944, 0), Reading(0.561, 0.889, 1)),
    FirstRun("held-out 39", "f7bc69f", Reading(0.542, 0.833, 0), Reading(0.369, 0.900, 1)),
    # Read on the merge of batch 39's fixes (14 en, 9 es classes) and 11 classes from batches 29-37's residue.
    FirstRun("held-out 40", "03dd06f", Reading(0.717, 0.925, 2), Reading(0.633, 0.864, 1)),
)
