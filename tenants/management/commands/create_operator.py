import secrets

from django.core.management.base import BaseCommand, CommandError, CommandParser

from memory_platform.api.errors import ApplicationError
from tenants.models import OperatorRole, Tenant
from tenants.services import create_operator


class Command(BaseCommand):
    help = (
        "Create a dashboard operator with a membership in a tenant (viewer or manager); "
        "prints a password if none is given."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("username")
        parser.add_argument("--tenant", required=True, help="the tenant's slug")
        parser.add_argument("--role", default=OperatorRole.VIEWER, choices=OperatorRole.values)
        parser.add_argument("--email", default="")
        parser.add_argument("--password", default="", help="default: a generated one, printed once")

    def handle(
        self, *args: object, username: str, tenant: str, role: str, email: str, password: str, **options: object
    ) -> None:
        target = Tenant.objects.filter(slug=tenant).first()
        if target is None:
            raise CommandError(f"No tenant '{tenant}'.")
        generated = not password
        password = password or secrets.token_urlsafe(12)
        try:
            _, created = create_operator(username=username, password=password, tenant=target, role=role, email=email)
        except ApplicationError as exc:
            raise CommandError(exc.message) from exc
        self.stdout.write(f"Operator '{username}' is a {role} of {target.slug}; log in at /dashboard/login/.")
        if not created:
            self.stdout.write("The user existed already and keeps their password.")
        elif generated:
            self.stdout.write(f"Password (shown once): {password}")
