"""Safe retries: an Idempotency-Key on a POST or DELETE makes a retry get the first answer again,
never a second write (nor a spurious 409); the same key with another request is refused (422).

Keys are scoped per API key and kept 24 hours, or until the user whose memory an answer holds is
forgotten (or its conversation deleted). The record is claimed, the handler runs and the
answer is stored in one transaction: a concurrent retry waits on the claim and then replays, and a
request that fails rolls its claim back, so its retry runs afresh."""

from __future__ import annotations

import hashlib
import json
import zlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import timedelta
from functools import wraps
from typing import Any, Protocol, TypeVar

from django.db import connection, transaction
from django.utils import timezone
from rest_framework.response import Response

from memory_platform.api.errors import ApplicationError
from memory_platform.users import user_ref
from tenants.auth import ApiActor
from tenants.encryption import Owner, open_blob, seal_blob
from tenants.models import IdempotencyRecord

HEADER = "Idempotency-Key"
KEPT = timedelta(hours=24)
MAX_KEY_LENGTH = 255

Handler = TypeVar("Handler", bound=Callable[..., Response])


class IdempotencyKeyReused(ApplicationError):
    status_code = 422
    code = "idempotency_key_reused"


def _valid_key(value: str) -> str:
    if not value or len(value) > MAX_KEY_LENGTH or not value.isprintable():
        raise ApplicationError(
            f"{HEADER} must be 1 to {MAX_KEY_LENGTH} printable characters.",
            code="invalid_idempotency_key",
            fields={HEADER: [f"1 to {MAX_KEY_LENGTH} printable characters."]},
        )
    return value


def fingerprint(request: Any) -> str:
    """What makes two requests 'the same': method, path, query string and the parsed body."""
    body = json.dumps(request.data, sort_keys=True, ensure_ascii=False, default=str)
    parts = (request.method, request.path, request.META.get("QUERY_STRING", ""), body)
    return hashlib.sha256("\x1f".join(parts).encode("utf-8", "surrogatepass")).hexdigest()


def _claim(tenant_id: int, api_key_pk: str, key: str, print_: str) -> IdempotencyRecord | None:
    """Insert our claim, or wait for and lock the existing record (None means the claim is ours).

    A concurrent first request holds its uncommitted claim: the insert waits for it to commit (then
    we replay its answer) or roll back (then the claim is ours)."""
    now = timezone.now()
    with connection.cursor() as cursor:
        cursor.execute(
            f"INSERT INTO {IdempotencyRecord._meta.db_table} "  # noqa: S608 - the model's table
            "(tenant_id, api_key_id, key, fingerprint, created_at, owner) VALUES (%s, %s, %s, %s, %s, '') "
            "ON CONFLICT (tenant_id, api_key_id, key) DO NOTHING RETURNING id",
            [tenant_id, api_key_pk, key, print_, now],
        )
        if cursor.fetchone() is not None:
            return None
    claimed = IdempotencyRecord.objects.filter(tenant_id=tenant_id, api_key_id=api_key_pk, key=key)
    record = claimed.select_for_update().get()
    if record.created_at <= now - KEPT:  # expired but not yet purged: start over
        claimed.delete()
        return _claim(tenant_id, api_key_pk, key, print_)
    return record


def _body_context(api_key_pk: Any, key: str) -> str:
    """The associated data of a stored answer: the record's identity (API key and Idempotency-Key)."""
    return f"tenants.idempotencyrecord.body\x1f{api_key_pk}\x1f{key}"


def _replay(record: IdempotencyRecord, print_: str) -> Response:
    if record.fingerprint != print_:
        raise IdempotencyKeyReused(
            f"This {HEADER} was already used with a different request; use a new key for a new request."
        )
    body = open_blob(record.body or b"", _body_context(record.api_key_id, record.key))
    data = json.loads(zlib.decompress(body))
    return Response(data, status=record.status_code, headers={"Idempotent-Replayed": "true"})


class UserScoped(Protocol):
    """A conversation or a fact: what belongs to one user of one role in one tenant."""

    tenant_id: int
    role: str
    user_id: str


@dataclass(frozen=True)
class AnswerOwner:
    ref: str
    conversation_pk: int | None


def answer_belongs_to(request: Any, owner: UserScoped, *, conversation_pk: int | None = None) -> None:
    """A handler says whose memory its answer holds; a stored answer then goes when that user is
    forgotten (or that conversation deleted), so a replay never brings erased memory back."""
    ref = user_ref(tenant_id=owner.tenant_id, role=owner.role, user_id=owner.user_id)
    request.idempotency_owner = AnswerOwner(ref=ref, conversation_pk=conversation_pk)


def forget_user_answers(*, tenant_id: int, roles: Sequence[str], user_id: str) -> int:
    refs = [user_ref(tenant_id=tenant_id, role=role, user_id=user_id) for role in roles]
    return IdempotencyRecord.objects.filter(tenant_id=tenant_id, owner__in=refs).delete()[0]


def forget_conversation_answers(*, tenant_id: int, conversation_pk: int) -> int:
    return IdempotencyRecord.objects.filter(tenant_id=tenant_id, conversation_pk=conversation_pk).delete()[0]


def idempotent(handler: Handler) -> Handler:
    """Make a POST or DELETE handler honour the Idempotency-Key header."""

    @wraps(handler)
    def wrapper(view: Any, request: Any, *args: Any, **kwargs: Any) -> Response:
        raw = request.headers.get(HEADER)
        if raw is None or not isinstance(request.auth, ApiActor):
            return handler(view, request, *args, **kwargs)
        key, print_ = _valid_key(raw.strip()), fingerprint(request)
        with transaction.atomic():
            api_key = request.auth.api_key
            record = _claim(api_key.tenant_id, api_key.pk, key, print_)
            if record is not None and record.status_code is not None:
                return _replay(record, print_)
            response = handler(view, request, *args, **kwargs)
            owner = getattr(request, "idempotency_owner", None) or AnswerOwner(ref="", conversation_pk=None)
            api_key = request.auth.api_key
            body = zlib.compress(json.dumps(response.data).encode(), 6)
            IdempotencyRecord.objects.filter(tenant_id=api_key.tenant_id, api_key_id=api_key.pk, key=key).update(
                status_code=response.status_code,
                # Sealed with the user's data key when the answer holds a user's memory, else the tenant's.
                body=seal_blob(Owner(api_key.tenant_id, owner.ref), body, _body_context(api_key.pk, key)),
                owner=owner.ref,
                conversation_pk=owner.conversation_pk,
            )
        return response

    return wrapper  # type: ignore[return-value]


def purge_expired_records(*, now: Any = None) -> int:
    """Forget answers older than 24 hours (hourly beat task). Idempotent."""
    return IdempotencyRecord.objects.filter(created_at__lt=(now or timezone.now()) - KEPT).delete()[0]
