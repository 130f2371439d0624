"""ASGI entry point: HTTP through Django, websockets through Channels (sessions for operators, API keys
for assistants; each stream authorizes itself)."""

import os

import django
from channels.auth import AuthMiddlewareStack
from channels.routing import ProtocolTypeRouter, URLRouter
from django.utils.module_loading import import_string

from memory_platform.api.handlers import AsgiBodySizeLimit
from memory_platform.asgi_handler import SyncChainHandler

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "memory_platform.settings")

django.setup(set_prefix=False)
django_asgi_app = SyncChainHandler()
# Memory that cannot be read is a reason not to start at all, never a 500 per request.
import_string("tenants.encryption.refuse_to_start_without_keys")()

# The sentence model loads as the server starts, not in the first requests that need it, and so does the
# classifier recall asks whether a message needs the user's memory at all (fitted on the model's vectors).
import_string("memory_platform.text.memory_need.classifier")(
    import_string("memory_platform.text.embeddings.get_backend")()
)

# Named by dotted path, as urls.py includes the apps' URLs: this wiring module sits below the apps.
websocket_routes = import_string("conversations.routing.websocket_urlpatterns")

application = ProtocolTypeRouter(
    {
        # A streamed (chunked) body is measured before Django buffers it: over the limit it is a JSON 413.
        "http": AsgiBodySizeLimit(django_asgi_app),
        "websocket": AuthMiddlewareStack(URLRouter(websocket_routes)),
    }
)
