import json

from django.core.management.base import BaseCommand, CommandError, CommandParser

from memory_platform.api.errors import ApplicationError
from tenants.services import create_tenant


class Command(BaseCommand):
    help = "Create a tenant with the deployment's memory policy, or some of its own settings (--policy)."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("slug")
        parser.add_argument("--name", default="")
        parser.add_argument(
            "--policy",
            default="{}",
            help="Memory policy settings of this tenant, as JSON, e.g. '{\"context_budget_tokens\": 6000}'.",
        )

    def handle(self, *args: object, slug: str, name: str, policy: str, **options: object) -> None:
        try:
            overrides = json.loads(policy)
        except ValueError as exc:
            raise CommandError(f"--policy is not JSON: {exc}") from exc
        if not isinstance(overrides, dict):
            raise CommandError("--policy must be a JSON object of setting names to values.")
        try:
            tenant = create_tenant(slug=slug, name=name, policy_overrides=overrides)
        except ApplicationError as exc:
            raise CommandError(exc.message) from exc
        self.stdout.write(f"Created tenant {tenant.slug} ({tenant.name}).")
