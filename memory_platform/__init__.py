"""Memory Platform: wiring of the Django project (settings, urls, asgi, celery)."""

from .celery import app as celery_app

__all__ = ("celery_app",)
