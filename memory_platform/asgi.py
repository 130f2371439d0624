"""ASGI entry point: HTTP through Django, websockets through Channels (routes come later)."""

import os

from channels.routing import ProtocolTypeRouter
from django.core.asgi import get_asgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "memory_platform.settings")

django_asgi_app = get_asgi_application()

application = ProtocolTypeRouter({"http": django_asgi_app})
