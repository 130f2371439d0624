from django.core.management.base import BaseCommand

from memory_platform.crypto.keyring import new_key


class Command(BaseCommand):
    help = (
        "Print a new key-encryption key for MEMORY_ENCRYPTION_KEYS (to rotate, put it first and keep "
        "the old one after it until rotate_encryption_keys is done)."
    )
    requires_system_checks: list[str] = []

    def handle(self, *args: object, **options: object) -> None:
        self.stdout.write(new_key())
