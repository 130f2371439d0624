from django.core.management.base import BaseCommand, CommandError, CommandParser

from memory_platform.crypto.keyring import key_provider
from tenants.encryption import rewrap_keys


class Command(BaseCommand):
    help = (
        "Re-wrap every data key with the first key of MEMORY_ENCRYPTION_KEYS, in batches, with progress. "
        "The older keys keep reading until it is done; then they can be removed from the list."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--batch", type=int, default=500, help="Data keys re-wrapped per transaction.")

    def handle(self, *args: object, batch: int, **options: object) -> None:
        if batch < 1:
            raise CommandError("--batch must be at least 1.")
        provider = key_provider()
        if not provider.enabled:
            raise CommandError("MEMORY_ENCRYPTION_KEYS is not set: there is no key to rotate to.")
        done = rewrap_keys(batch=batch, progress=lambda n, total: self.stdout.write(f"re-wrapped {n}/{total}"))
        self.stdout.write(f"{done} data keys re-wrapped; all are now under key {provider.current_id}.")
