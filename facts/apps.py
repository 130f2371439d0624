import logging
import time

from django.apps import AppConfig

logger = logging.getLogger(__name__)


class FactsConfig(AppConfig):
    name = "facts"
    verbose_name = "Long-term facts"

    def ready(self) -> None:
        from celery.signals import worker_init

        # A Celery worker fits what reading facts needs before it takes a task (its pool's processes fork from it
        # with all of it), so the first turn's facts are not seconds late.
        worker_init.connect(_warm_up, dispatch_uid="facts-warm-up", weak=False)


def _warm_up(**kwargs: object) -> None:
    from facts.engine.extraction import warm_up

    started = time.monotonic()
    warm_up()
    logger.info("Fact extraction ready in %.1f s (rules indexed, learned fallback fitted)", time.monotonic() - started)
