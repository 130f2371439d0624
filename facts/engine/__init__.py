"""The pure facts engine: explicit-signal extraction, decay rules, relevance and answer-cache rules."""
