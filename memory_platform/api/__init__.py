"""Shared plumbing of the REST API: domain errors and their one JSON shape, pagination, schema helpers."""
