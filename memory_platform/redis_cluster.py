"""django-redis over a Redis Cluster (REDIS_CLUSTER_URL): the cache, the turn locks, the throttle
counters and the metric buffer spread over the cluster's primaries.

django-redis has no cluster client of its own; this one hands it redis-py's RedisCluster, which follows
the slot map (MOVED, ASK, failovers) by itself. A key's slot is decided by its hash tag (the part in
braces, memory_platform.cache_keys): the keys one operation reads together share
a tag, so a multi-key read still goes to one node in one round trip."""

from __future__ import annotations

import threading
from typing import Any
from urllib.parse import unquote, urlparse

from django_redis.client import DefaultClient
from django_redis.exceptions import ConnectionInterrupted
from redis.cluster import ClusterNode, RedisCluster
from redis.exceptions import ConnectionError as RedisConnectionError
from redis.exceptions import ResponseError
from redis.exceptions import TimeoutError as RedisTimeoutError

# What django-redis turns into a cache miss when DJANGO_REDIS_IGNORE_EXCEPTIONS is on.
_UNAVAILABLE = (RedisConnectionError, RedisTimeoutError, ResponseError, TimeoutError)


def startup_nodes(urls: list[str]) -> tuple[list[ClusterNode], dict[str, Any]]:
    """The cluster's startup nodes from `redis://[user:password@]host:port` addresses, and the
    credentials they carry (one set for the whole cluster)."""
    nodes: list[ClusterNode] = []
    credentials: dict[str, Any] = {}
    for url in urls:
        parsed = urlparse(url.strip())
        if parsed.scheme not in {"redis", "rediss"} or not parsed.hostname:
            raise ValueError(f"{url!r} is not a redis://host:port address")
        nodes.append(ClusterNode(parsed.hostname, parsed.port or 6379))
        if parsed.password:
            credentials = {"username": unquote(parsed.username or "") or None, "password": unquote(parsed.password)}
        if parsed.scheme == "rediss":
            credentials["ssl"] = True
    return nodes, credentials


# One RedisCluster per process and address: Django makes a cache backend per thread (under ASGI, per
# request), and a new RedisCluster would read the slot map and open connections to every node each time.
# RedisCluster is safe to share between threads (its pipelines are not shared).
_clusters: dict[tuple[Any, ...], RedisCluster] = {}
_clusters_lock = threading.Lock()


class ClusterClient(DefaultClient):
    """The process's RedisCluster client for every cache call; LOCATION lists the startup nodes."""

    def get_next_client_index(self, write: bool = True, tried: list[int] | None = None) -> int:
        return 0  # one client knows every node: the startup nodes are not replicas of each other

    def connect(self, index: int = 0) -> Any:
        timeouts = (self._options.get("SOCKET_CONNECT_TIMEOUT"), self._options.get("SOCKET_TIMEOUT"))
        key = (tuple(self._server), *timeouts)
        with _clusters_lock:
            if key not in _clusters:
                nodes, credentials = startup_nodes(list(self._server))
                _clusters[key] = RedisCluster(
                    startup_nodes=nodes, socket_connect_timeout=timeouts[0], socket_timeout=timeouts[1], **credentials
                )
            return _clusters[key]

    def disconnect(self, index: int = 0, client: Any = None) -> None:
        """Nothing: the client is the process's, shared by every thread's cache backend."""

    def get_many(self, keys: Any, version: int | None = None, client: Any = None) -> dict:
        """MGET per slot: keys that share a tag are one command; keys that do not still work (one
        command per slot, pipelined per node) instead of failing the way a plain MGET would."""
        if client is None:
            client = self.get_client(write=False)
        if not keys:
            return {}
        made = {self.make_key(key, version=version): key for key in keys}
        try:
            values = client.mget_nonatomic(list(made))
        except _UNAVAILABLE as exc:
            raise ConnectionInterrupted(connection=client) from exc
        return {made[key]: self.decode(value) for key, value in zip(made, values, strict=True) if value is not None}
