"""factory-boy factories for the models tests build on, so a service test can set up rows without
going through the API."""

from __future__ import annotations

from typing import Any

import factory
from django.utils import timezone

from conversations.models import Conversation, Message, make_public_id
from facts.models import Fact
from memory_platform.text.tokens import count_tokens
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


class MessageFactory(factory.django.DjangoModelFactory):
    """The conversation's next message: user and assistant alternate, two to a turn, gap-free."""

    class Meta:
        model = Message

    conversation = factory.SubFactory(ConversationFactory)
    tenant = factory.SelfAttribute("conversation.tenant")
    seq = factory.LazyAttribute(lambda o: Message.objects.for_conversation(o.conversation).count() + 1)
    turn = factory.LazyAttribute(lambda o: (o.seq + 1) // 2)
    role = factory.LazyAttribute(lambda o: "user" if o.seq % 2 else "assistant")
    content = factory.Sequence(lambda n: f"Mensaje número {n}")
    token_count = factory.LazyAttribute(lambda o: count_tokens(o.content, o.conversation.tenant.policy.encoding_name))


class FactFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Fact

    tenant = factory.SubFactory(TenantFactory)
    role = "client"
    user_id = "42"
    domain = "personal"
    key = factory.Sequence(lambda n: f"key {n}")
    text = factory.Sequence(lambda n: f"hecho {n}")
    created_at = factory.LazyFunction(timezone.now)
    last_confirmed_at = factory.LazyAttribute(lambda o: o.created_at)


class ApiKeyFactory(factory.django.DjangoModelFactory):
    """A key as the service issues it (hashed); the raw key, shown once, is on `.raw`."""

    class Meta:
        model = ApiKey

    tenant = factory.SubFactory(TenantFactory)
    name = "test key"
    allows_client = True
    allows_admin = False

    @classmethod
    def _create(cls, model_class: type[ApiKey], *args: Any, **kwargs: Any) -> ApiKey:
        api_key, raw = model_class.objects.issue(**kwargs)
        api_key.raw = raw  # type: ignore[attr-defined]
        return api_key


def create_api_key(tenant: Tenant, roles: tuple[str, ...] = ("client",), name: str = "test key") -> str:
    """Create a key for `tenant` allowed to act for `roles`; return the raw key (shown once)."""
    key = ApiKeyFactory(tenant=tenant, name=name, allows_client="client" in roles, allows_admin="admin" in roles)
    return str(key.raw)
