import secrets
from pathlib import Path

from django.conf import settings
from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand

from conversations.services.conversations import create_conversation
from conversations.services.state import StateChange
from memory.services.turns import begin_turn, complete_turn
from tenants.models import Membership, OperatorRole, Tenant
from tenants.services import create_api_key

CLIENT_PROMPT = (
    "Sos el asistente de compras de Demo Shop. Ayudás a encontrar productos, gestionar el carrito y "
    "completar el checkout. Respondé breve y concreto; preguntá si algo no está claro."
)
ADMIN_PROMPT = (
    "You are Demo Shop's staff assistant. You help manage the catalogue and orders. Confirm before any change."
)
CLIENT_RULES = "Nunca inventes stock ni precios. Los pagos solo con tarjeta o transferencia. Envío gratis desde 100 €."
ADMIN_RULES = "Never publish a product without a price. Drafts stay unpublished until the operator confirms."
SHOPPING = [
    (
        "Quiero ver zapatillas para correr",
        "Tenemos Nike, Adidas y Asics. ¿Qué talla usás?",
        {"current_category": "zapatillas"},
    ),
    (
        "Recordá que mi talla es 42 y prefiero la marca Asics",
        "Anotado: talla 42, Asics. Te muestro las Novablast 4.",
        None,
    ),
    ("Agregá las Novablast al carrito", "Listo, Novablast 42 en el carrito.", {"cart_items": [12]}),
    ("Vamos a pagar", "Perfecto. ¿A qué dirección enviamos?", {"checkout_step": "address"}),
]


class Command(BaseCommand):
    help = (
        "Create the demo tenant, a client and an admin key, an operator login (a manager of the demo) "
        "and a few conversations (idempotent)."
    )

    def handle(self, *args: object, **options: object) -> None:
        tenant, created = Tenant.objects.get_or_create(
            slug="demo",
            defaults={
                "name": "Demo Shop",
                "client_prompt": CLIENT_PROMPT,
                "admin_prompt": ADMIN_PROMPT,
                "client_rules": CLIENT_RULES,
                "admin_rules": ADMIN_RULES,
            },
        )
        if not created:
            self.stdout.write("The demo tenant exists already; nothing to do.")
            return
        _, client_key = create_api_key(tenant=tenant, roles=["client"], name="demo client assistant")
        _, admin_key = create_api_key(tenant=tenant, roles=["client", "admin"], name="demo admin assistant")
        password = secrets.token_urlsafe(12)
        user_model = get_user_model()
        operator = user_model.objects.filter(username="operator").first() or user_model(
            username="operator", is_staff=True, is_superuser=True
        )
        operator.set_password(password)
        operator.save()
        Membership.objects.update_or_create(user=operator, tenant=tenant, defaults={"role": OperatorRole.MANAGER})
        # Kept for `make run` to print on every start (the local demo only; var/ is not committed).
        login_file = Path(settings.DEMO_LOGIN_FILE)
        login_file.parent.mkdir(parents=True, exist_ok=True)
        login_file.write_text(f"operator {password}\n")
        login_file.chmod(0o600)
        self._converse(tenant)
        self.stdout.write("Demo tenant 'demo' created.")
        self.stdout.write(f"Operator login for /dashboard/ and /admin/: operator / {password}")
        self.stdout.write(f"Client key (role client):       {client_key}")
        self.stdout.write(f"Admin key (roles client,admin): {admin_key}")

    def _converse(self, tenant: Tenant) -> None:
        conversation = create_conversation(tenant=tenant, role="client", user_id="1001")
        for user, assistant, state in SHOPPING:
            started = begin_turn(conversation=conversation, content=user)
            change = StateChange(set=state) if state else None
            complete_turn(
                conversation=conversation, turn=started.turn, lease=started.lease, content=assistant, state=change
            )
        admin = create_conversation(tenant=tenant, role="admin", user_id="2001")
        started = begin_turn(conversation=admin, content="Create a draft T-shirt at 19.99")
        complete_turn(
            conversation=admin,
            turn=started.turn,
            lease=started.lease,
            content="Draft created, unpublished.",
            state=StateChange(set={"draft_product": {"name": "Camiseta", "price": 19.99}}),
        )
