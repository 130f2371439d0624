"""Benchmarks of the memory engine and long-term facts: `python -m bench [engine|facts]`."""
