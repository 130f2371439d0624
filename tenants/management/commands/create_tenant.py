from django.core.management.base import BaseCommand, CommandError, CommandParser

from memory_platform.api.errors import ApplicationError
from tenants.services import create_tenant


class Command(BaseCommand):
    help = "Create a tenant with the default memory policy."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("slug")
        parser.add_argument("--name", default="")

    def handle(self, *args: object, slug: str, name: str, **options: object) -> None:
        try:
            tenant = create_tenant(slug=slug, name=name)
        except ApplicationError as exc:
            raise CommandError(exc.message) from exc
        self.stdout.write(f"Created tenant {tenant.slug} ({tenant.name}).")
