"""Tests of the Python client (clients/python) against the real service."""

import sys
from pathlib import Path

# The client of this checkout, even where the environment's editable install points at another one.
CLIENT_PATH = str(Path(__file__).resolve().parents[2] / "clients" / "python")
sys.path.insert(0, CLIENT_PATH)
