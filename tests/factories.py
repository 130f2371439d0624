"""factory-boy factories for the models tests build on."""

from __future__ import annotations

import factory
from django.utils import timezone

from conversations.models import Conversation, make_public_id
from tenants.models import ApiKey, Tenant


class TenantFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Tenant
        django_get_or_create = ("slug",)

    name = factory.Sequence(lambda n: f"Tenant {n}")
    slug = factory.Sequence(lambda n: f"tenant-{n}")


class ConversationFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Conversation

    tenant = factory.SubFactory(TenantFactory)
    role = "client"
    user_id = factory.Sequence(lambda n: f"user{n}")
    public_id = factory.LazyAttribute(lambda o: make_public_id(o.role, o.user_id))
    last_activity_at = factory.LazyFunction(timezone.now)
    expires_at = factory.LazyAttribute(
        lambda o: o.last_activity_at + timezone.timedelta(minutes=o.tenant.policy.idle_ttl_minutes)
    )


def create_api_key(tenant: Tenant, roles: tuple[str, ...] = ("client",), name: str = "test key") -> str:
    """Create a key for `tenant` allowed to act for `roles`; return the raw key (shown once)."""
    _, raw = ApiKey.objects.issue(
        tenant=tenant, name=name, allows_client="client" in roles, allows_admin="admin" in roles
    )
    return raw
