"""The shopping flow end to end: a shopper browses zapatillas, fills the cart, reaches checkout, then deletes
the conversation and starts afresh; the admin assistant's draft product never leaks to the client."""

from __future__ import annotations

from django.core.cache import cache

from conversations.hot import hot_key
from conversations.models import Conversation, Message
from tests.helpers import begin, new_conversation, run_turn


def test_shopping_flow_state_context_and_delete(client_api, admin_api):
    cid = new_conversation(client_api, role="client", user_id="42")
    assert cid.startswith("client:42:")
    run_turn(
        client_api,
        cid,
        "Quiero ver zapatillas",
        "¿Alguna marca en particular?",
        {"confirmed": True, "set": {"current_category": "zapatillas"}},
    )
    run_turn(
        client_api,
        cid,
        "Nike, agregá los modelos 12 y 45 al carrito",
        "Listo: 12 y 45 en el carrito.",
        {"confirmed": True, "set": {"cart_items": [12, 45]}},
    )
    run_turn(
        client_api,
        cid,
        "Quiero pagar",
        "Vamos al checkout. ¿Dirección de envío?",
        {"confirmed": True, "set": {"checkout_step": "address"}},
    )

    admin_cid = new_conversation(admin_api, role="admin", user_id="1")
    run_turn(
        admin_api,
        admin_cid,
        "Creá una camiseta a 19.99",
        "Borrador creado.",
        {"confirmed": True, "set": {"current_product": 123, "draft_product": {"name": "Camiseta", "price": 19.99}}},
    )

    context = begin(client_api, cid, "Calle Mayor 5, Madrid").json()["context"]
    system_text = "\n".join(m["content"] for m in context["messages"] if m["role"] == "system")
    assert '"cart_items":[12,45]' in system_text.replace(" ", "")
    assert "checkout_step" in system_text
    assert "zapatillas" in system_text
    assert "draft_product" not in system_text
    assert "Camiseta" not in system_text
    dialogue = [m for m in context["messages"] if m["role"] != "system"]
    assert dialogue[0] == {"role": "user", "content": "Quiero ver zapatillas"}
    assert dialogue[-1] == {"role": "user", "content": "Calle Mayor 5, Madrid"}

    # The client key cannot reach the admin conversation at all.
    assert client_api.get(f"/api/v1/conversations/{admin_cid}/").status_code == 403

    old = Conversation.objects.get(public_id=cid)
    deleted = client_api.delete(f"/api/v1/conversations/{cid}/")
    assert deleted.status_code == 200
    fresh = deleted.json()["conversation"]["id"]
    assert fresh != cid
    assert fresh.startswith("client:42:")
    assert not Message.objects.filter(conversation=old).exists()
    assert cache.get(hot_key(old)) is None
    assert client_api.get(f"/api/v1/conversations/{cid}/").status_code == 404
    new_context = client_api.get(f"/api/v1/conversations/{fresh}/context/", {"query": "hola"}).json()
    assert "cart_items" not in "\n".join(m["content"] for m in new_context["messages"])
