"""System checks: the deployment's MEMORY_POLICY_OVERRIDES fit MemoryPolicy, and its encryption keys
read the stored memory, so a typo or a wrong key stops `runserver`, `migrate` and the workers at start
instead of the first request that reads the policy or the memory."""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.core.checks import Error, register

from tenants.encryption import key_problems
from tenants.policy import policy_problems


@register()
def memory_policy_overrides(app_configs: Any, **kwargs: Any) -> list[Error]:
    problems = policy_problems(getattr(settings, "MEMORY_POLICY_OVERRIDES", {}))
    return [Error(f"MEMORY_POLICY_OVERRIDES: {problem}", id="tenants.E001") for problem in problems]


@register()
def encryption_keys(app_configs: Any, **kwargs: Any) -> list[Error]:
    """The configured key-encryption keys unwrap the stored data keys (else nothing could be read)."""
    return [Error(f"Encryption at rest: {problem}.", id="tenants.E002") for problem in key_problems()]
