"""A system check: the deployment's MEMORY_POLICY_OVERRIDES fit MemoryPolicy, so a typo stops
`runserver`, `migrate` and the workers at start instead of the first request that reads the policy."""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.core.checks import Error, register

from tenants.policy import policy_problems


@register()
def memory_policy_overrides(app_configs: Any, **kwargs: Any) -> list[Error]:
    problems = policy_problems(getattr(settings, "MEMORY_POLICY_OVERRIDES", {}))
    return [Error(f"MEMORY_POLICY_OVERRIDES: {problem}", id="tenants.E001") for problem in problems]
