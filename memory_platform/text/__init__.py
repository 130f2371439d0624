"""Pure text tools shared by every app: token counting, embeddings and similarity, normalisation,
language and question detection. Plain data in, plain data out: no ORM, no cache."""
