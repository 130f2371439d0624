"""The Celery application: Redis as broker, eager in the embedded default."""

import os

from celery import Celery
from celery.signals import worker_init

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "memory_platform.settings")

app = Celery("memory_platform")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()


@worker_init.connect
def _check_encryption_keys(**kwargs: object) -> None:
    """A worker that could not read the memory it works on refuses to start (as the web process does)."""
    from django.db import connections
    from django.utils.module_loading import import_string

    import_string("tenants.encryption.refuse_to_start_without_keys")()
    # The pool processes fork from this one: none may inherit its database connections (or their pool).
    for connection in connections.all(initialized_only=True):
        connection.close()
        close_pool = getattr(connection, "close_pool", None)
        if close_pool is not None:
            close_pool()
