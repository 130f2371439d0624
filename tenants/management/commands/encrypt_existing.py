from collections.abc import Callable

from django.apps import apps
from django.core.cache import cache
from django.core.management.base import BaseCommand, CommandError, CommandParser

from tenants.encryption import encryption_enabled, seal_existing_answers, seal_existing_rows
from tenants.sealed import sealed_fields

# The cached values that hold memory: written in plain before encryption was on, they go (they are rebuilt).
CACHED_MEMORY = ("conv:*:hot:*", "facts:*", "answers:*")


class Command(BaseCommand):
    help = (
        "Seal the memory a database holds in plain (written before MEMORY_ENCRYPTION_KEYS was set), in batches "
        "with progress, while the service keeps answering. Safe to stop and run again: it resumes."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--batch", type=int, default=500, help="Rows sealed per transaction.")

    def _progress(self, label: str) -> Callable[[int], None]:
        return lambda n: self.stdout.write(f"{label}: {n} rows sealed")

    def handle(self, *args: object, batch: int, **options: object) -> None:
        if batch < 1:
            raise CommandError("--batch must be at least 1.")
        if not encryption_enabled():
            raise CommandError("MEMORY_ENCRYPTION_KEYS is not set: there is no key to encrypt with.")
        total = 0
        for model in apps.get_models():
            fields = sealed_fields(model)
            if not fields:
                continue
            label = model._meta.label_lower
            done = seal_existing_rows(model, fields, batch=batch, progress=self._progress(label))
            self.stdout.write(f"{label}: done, {done} rows sealed")
            total += done
        answers = seal_existing_answers(
            batch=batch, progress=lambda n: self.stdout.write(f"tenants.idempotencyrecord: {n} answers sealed")
        )
        self.stdout.write(f"tenants.idempotencyrecord: done, {answers} answers sealed")
        if hasattr(cache, "delete_pattern"):
            for pattern in CACHED_MEMORY:
                cache.delete_pattern(pattern)
        else:
            cache.clear()
        self.stdout.write(f"{total + answers} rows sealed; the cached memory was dropped and is rebuilt sealed.")
