"""The pure memory engine: tokens, similarity, topic shifts, the adaptive window, key-value
summaries and the budgeted context. Plain data in, plain data out: no ORM, no cache."""
