"""The API checked against its own OpenAPI schema: schemathesis drives every operation of the real
app (in-process, through Django's whole WSGI stack: middleware, URL resolution, error handlers; real
PostgreSQL and Redis) with a real tenant, API key and seeded memory, and asserts no server error, only
documented status codes, bodies that match their schema, and every error in the one JSON shape.

Seeded ids are used for most path parameters, so the operations reach their objects and not only
404s; generated ids still cover missing and malformed ones. The operations run in two tests, so that
the two xdist workers share them."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
import schemathesis
from django.core.handlers.wsgi import WSGIHandler
from schemathesis import Case, CheckContext, Response
from schemathesis.config import SchemathesisConfig
from schemathesis.specs.openapi.schemas import OpenApiSchema

from facts.models import FactDomain
from tests.factories import TenantFactory, create_api_key
from tests.helpers import begin, keeping_test_transaction, new_conversation, run_turn

MAX_EXAMPLES = 25
SEED = 20240612


def _seed(make_client: Any) -> tuple[str, dict[str, list[Any]]]:
    """A tenant with memory to find: conversations with turns and state, a fact, an open turn to complete
    and one to abort."""
    # A lease that outlives the run, so that the open turn can still be completed however slow the machine.
    tenant = TenantFactory(slug="fuzz-shop", name="Fuzz Shop", policy_overrides={"lock_lease_seconds": 3600})
    key = create_api_key(tenant, ("client", "admin"))
    api = make_client(tenant, ("client", "admin"))
    talked = new_conversation(api, user_id="42")
    run_turn(
        api,
        talked,
        "I prefer email over phone calls.",
        "Noted: email it is.",
        state={"confirmed": True, "set": {"plan": "pro"}},
    )
    run_turn(api, talked, "My name is Ana and I live in Lisbon.", "Nice to meet you, Ana.")
    open_turn = new_conversation(api, role="admin", user_id="42")
    started = begin(api, open_turn, "Can you refund order 1234?").json()
    abortable = new_conversation(api, user_id="43")
    given_up = begin(api, abortable, "Cancel my order, please.").json()
    fact, doomed_fact = (_fact(api, text) for text in ("Prefers email.", "Works at a bakery."))
    doomed = new_conversation(api, user_id="7")
    forgettable = new_conversation(api, user_id="forget-me")
    run_turn(api, forgettable, "Remember that I like tea.", "Tea it is.")
    return key, {
        "conversations": [talked, open_turn],
        "open_turns": [open_turn],
        "doomed": [doomed],
        "facts": [fact],
        "doomed_facts": [doomed_fact],
        "turns": [started["turn"]],
        "leases": [started["lease"]],
        "abortable": [abortable],
        "abort_leases": [given_up["lease"]],
        "users": ["forget-me"],
        "domains": list(FactDomain.values),
    }


def _fact(api: Any, text: str) -> int:
    response = api.post(
        "/api/v1/facts/", {"user_id": "42", "role": "client", "domain": "preferences", "text": text}, format="json"
    )
    assert response.status_code == 201, response.content
    return int(response.json()["id"])


def _config(key: str, seeded: dict[str, list[Any]]) -> SchemathesisConfig:
    often = 0.85
    return SchemathesisConfig.from_dict(
        {
            "seed": SEED,
            # The key goes through the schema's own security scheme, so schemathesis knows the credentials
            # are real and probes every operation again without them and with invalid ones.
            "auth": {"openapi": {"ApiKey": {"api_key": f"Api-Key {key}"}}},
            "generation": {"max-examples": MAX_EXAMPLES, "database": "none", "deterministic": True},
            # A schema-valid request may still be refused for what no static schema can state: a fact
            # domain the tenant did not add, text that is only whitespace, a state change with nothing
            # in it. Every other check runs, the negative direction (invalid data is refused) included.
            "checks": {"positive_data_acceptance": {"enabled": False}},
            "dictionaries": {name: {"values": values} for name, values in seeded.items()},
            "parameters": {
                "path.public_id": {"dictionary": "conversations", "probability": often},
                "path.fact_id": {"dictionary": "facts", "probability": often},
                "path.turn": {"dictionary": "turns", "probability": often},
                "path.user_id": {"dictionary": "users", "probability": often},
                "body.lease": {"dictionary": "leases", "probability": often},
                # The tenant's fact domains are data, like ids: a random slug is (rightly) a 400.
                "body.domain": {"dictionary": "domains", "probability": often},
            },
            # Deleting must not take the other operations' conversation or fact away from them.
            "operations": [
                {
                    "include-name": "DELETE /api/v1/conversations/{public_id}/",
                    "parameters": {"path.public_id": {"dictionary": "doomed", "probability": often}},
                },
                {
                    "include-name": "DELETE /api/v1/facts/{fact_id}/",
                    "parameters": {"path.fact_id": {"dictionary": "doomed_facts", "probability": often}},
                },
                # The turn to complete is the one the seed opened.
                {
                    "include-name": "POST /api/v1/conversations/{public_id}/turns/{turn}/complete/",
                    "parameters": {"path.public_id": {"dictionary": "open_turns", "probability": often}},
                },
                # A turn of its own to abort, so that completing and aborting do not take each other's.
                {
                    "include-name": "POST /api/v1/conversations/{public_id}/turns/{turn}/abort/",
                    "parameters": {
                        "path.public_id": {"dictionary": "abortable", "probability": often},
                        "body.lease": {"dictionary": "abort_leases", "probability": often},
                    },
                },
            ],
        }
    )


@pytest.fixture
def api_schema(request: pytest.FixtureRequest, db: None, make_client: Any) -> OpenApiSchema:
    # schemathesis 4.32's lazy loader reads the running test's id from `_nodeid`, where pytest 9 no longer keeps it.
    request.node._nodeid = request.node.nodeid
    key, seeded = _seed(make_client)
    with keeping_test_transaction():
        return schemathesis.openapi.from_wsgi("/api/v1/schema/?format=json", WSGIHandler(), config=_config(key, seeded))


schema = schemathesis.pytest.from_fixture("api_schema")
CONVERSATIONS = r"^/api/v1/conversations/"


def error_in_the_one_shape(ctx: CheckContext, response: Response, case: Case) -> bool | None:
    """Every error, documented for the operation or not (405, Django's own 400, 404, 413), is JSON
    in the one shape {"error": {"code", "message", "fields"}}."""
    if response.status_code < 400:
        return None
    assert response.headers.get("content-type", [""])[0].startswith("application/json"), response.headers
    body = response.json()
    assert set(body) == {"error"}, body
    assert set(body["error"]) == {"code", "message", "fields"}, body
    for part in ("code", "message"):
        assert isinstance(body["error"][part], str), body
        assert body["error"][part], body
    assert isinstance(body["error"]["fields"], dict), body
    return True


@pytest.fixture
def successes() -> Iterator[dict[str, int]]:
    """2xx answers per operation; each operation must reach its object at least once, else the seed
    or the id bindings rotted and the test would only be probing 404s."""
    counts: dict[str, int] = {}
    yield counts
    assert counts, "no operation was driven"
    assert all(counts.values()), f"operations that never answered 2xx: {[k for k, v in counts.items() if not v]}"


def _call_and_validate(case: Case, successes: dict[str, int]) -> None:
    with keeping_test_transaction():
        response = case.call_and_validate(additional_checks=[error_in_the_one_shape])
    if case.method.upper() == case.operation.method.upper():  # not a probe with an undocumented method
        successes[case.operation.label] = successes.get(case.operation.label, 0) + (200 <= response.status_code < 300)


@schema.include(path_regex=CONVERSATIONS).parametrize()
def test_conversation_operations_answer_as_documented(case: Case, successes: dict[str, int]) -> None:
    _call_and_validate(case, successes)


@schema.exclude(path_regex=CONVERSATIONS).parametrize()
def test_other_operations_answer_as_documented(case: Case, successes: dict[str, int]) -> None:
    _call_and_validate(case, successes)
