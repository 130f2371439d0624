from django.core.management.base import BaseCommand, CommandError, CommandParser

from memory_platform.api.errors import ApplicationError
from tenants.models import Tenant
from tenants.services import create_api_key


class Command(BaseCommand):
    help = "Create an API key for a tenant; the key is printed once, alone on the last line."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("tenant_slug")
        parser.add_argument("--roles", default="client", help="client, admin or client,admin")
        parser.add_argument("--name", default="")

    def handle(self, *args: object, tenant_slug: str, roles: str, name: str, **options: object) -> None:
        tenant = Tenant.objects.filter(slug=tenant_slug).first()
        if tenant is None:
            raise CommandError(f"No tenant '{tenant_slug}'.")
        try:
            api_key, raw = create_api_key(
                tenant=tenant, roles=[r.strip() for r in roles.split(",") if r.strip()], name=name
            )
        except ApplicationError as exc:
            raise CommandError(exc.message) from exc
        self.stdout.write(
            f"API key '{api_key.name}' for {tenant.slug}, roles: {', '.join(api_key.roles)}. Store it now; it is not "
            "shown again:"
        )
        self.stdout.write(raw)
