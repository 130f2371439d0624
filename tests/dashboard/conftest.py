"""Operators for the dashboard tests: alice manages Alice Shop, vera only views it, bob manages Bob Shop."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime, timedelta

import pytest
from django.contrib.auth import get_user_model
from django.contrib.auth.base_user import AbstractBaseUser
from django.test import Client
from django.utils import timezone

from conversations.models import Conversation
from facts.models import Fact
from tenants.models import Membership, OperatorRole, Tenant
from tests.factories import ConversationFactory


def operator(
    username: str, tenant: Tenant | None, role: str = OperatorRole.MANAGER, **extra: object
) -> AbstractBaseUser:
    user = get_user_model().objects.create_user(username=username, password="a-long-enough-password", **extra)
    if tenant is not None:
        Membership.objects.create(user=user, tenant=tenant, role=role)
    return user


def logged_in(user: AbstractBaseUser) -> Client:
    client = Client()
    client.force_login(user)
    return client


@pytest.fixture
def alice(tenant: Tenant) -> Client:
    return logged_in(operator("alice", tenant))


@pytest.fixture
def vera(tenant: Tenant) -> Client:
    return logged_in(operator("vera", tenant, OperatorRole.VIEWER))


@pytest.fixture
def bob(other_tenant: Tenant) -> Client:
    return logged_in(operator("bob", other_tenant))


@pytest.fixture
def make_fact() -> Callable[..., Fact]:
    """make_fact(tenant, user_id="42", domain="personal", text=..., confirmed_days_ago=0, **fields) -> a stored fact."""

    def _make(
        tenant: Tenant,
        *,
        user_id: str = "42",
        role: str = "client",
        domain: str = "personal",
        text: str | None = None,
        confirmed_days_ago: float = 0,
        created: datetime | None = None,
        **fields: object,
    ) -> Fact:
        confirmed = timezone.now() - timedelta(days=confirmed_days_ago)
        text = text or f"fact {Fact.objects.count() + 1} of {user_id}"
        values = {"key": text, "confidence": "high", "status": "active", "token_count": 5, **fields}
        return Fact.objects.create(
            tenant=tenant,
            role=role,
            user_id=user_id,
            domain=domain,
            text=text,
            created_at=created or confirmed,
            last_confirmed_at=confirmed,
            **values,
        )

    return _make


@pytest.fixture
def make_conversation() -> Callable[..., Conversation]:
    def _make(tenant: Tenant, **fields: object) -> Conversation:
        return ConversationFactory(tenant=tenant, **fields)

    return _make
