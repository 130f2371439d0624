"""Memory Platform: wiring of the Django project (settings, urls, asgi, celery)."""

import os

# The sentence model multiplies small matrices: one BLAS thread per process is fastest, and these
# processes scale out by count, not threads. Set before anything imports numpy.
for _name in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_name, "1")

from .celery import app as celery_app  # noqa: E402 - after the thread settings

__all__ = ("celery_app",)
