"""Work a request hands over instead of waiting on it: one thread per process and kind sends whatever
arrived meanwhile, in one call. For sends whose loss is covered elsewhere (a build's metric waits in
process memory; an after-turn job's row stays in the outbox for the sweeper), so a request does not pay
a network round trip, nor wait on a server that is down."""

from __future__ import annotations

import logging
import os
import threading
import time
from collections.abc import Callable, Sequence
from typing import Generic, TypeVar

logger = logging.getLogger(__name__)

T = TypeVar("T")


class Sender(Generic[T]):
    """A thread that calls `send` with the items added since its last call, oldest first, `interval` seconds
    after the first of them arrives (0: at once; items that arrive while it sends go in the next call)."""

    def __init__(self, name: str, send: Callable[[Sequence[T]], None], interval: float) -> None:
        self.name = name
        self.send = send
        self.interval = interval
        self._pending: list[T] = []
        self._lock = threading.Lock()
        self._sending = threading.Lock()  # one call at a time, so items are sent in the order they came
        self._arrived = threading.Event()
        threading.Thread(target=self._run, name=name, daemon=True).start()

    def add(self, item: T) -> None:
        with self._lock:
            self._pending.append(item)
        self._arrived.set()

    def _run(self) -> None:
        while True:
            self._arrived.wait()
            if self.interval > 0:
                time.sleep(self.interval)  # let the items of the next moments join this call
            self._arrived.clear()
            try:
                self.flush()
            except Exception:
                logger.exception("%s: could not send what was pending", self.name)

    def flush(self) -> None:
        """Send what is pending now, in the caller's thread (a reader that must see it first calls this)."""
        with self._sending:
            with self._lock:
                batch, self._pending = self._pending, []
            if batch:
                self.send(batch)


_senders: dict[tuple[int, str], Sender] = {}  # by process id: a forked process never uses its parent's thread
_senders_lock = threading.Lock()


def sender(name: str, send: Callable[[Sequence[T]], None], interval: float) -> Sender[T]:
    """This process's sender of that name, started on first use."""
    key = (os.getpid(), name)
    found = _senders.get(key)
    if found is None:
        with _senders_lock:
            found = _senders.get(key)
            if found is None:
                found = _senders[key] = Sender(name, send, interval)
    return found


def started(name: str) -> Sender | None:
    """This process's sender of that name if one was started."""
    return _senders.get((os.getpid(), name))
