"""Encryption at rest: the key-encryption keys (keyring.py) and the sealed-value format (aead.py).

Data keys (one per tenant, one per user) live wrapped in PostgreSQL (tenants.encryption); this package
knows nothing of the models, only of keys and bytes."""
