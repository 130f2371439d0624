from django.apps import AppConfig


class TenantsConfig(AppConfig):
    name = "tenants"
    verbose_name = "Tenants and API keys"

    def ready(self) -> None:
        from tenants import checks, schema  # noqa: F401 - register the policy check and the API-key scheme
