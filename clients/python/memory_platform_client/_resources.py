"""Turn the operation builders into methods of resources: `sync_op(build)` runs the call and returns
its model, `async_op(build)` awaits it. One builder, one signature, two clients."""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from typing import Concatenate, ParamSpec, Protocol, TypeVar, cast

from pydantic import BaseModel

from memory_platform_client._core import Call

P = ParamSpec("P")
T = TypeVar("T", bound=BaseModel)
Item = TypeVar("Item", bound=BaseModel)


class SyncRunner(Protocol):
    def execute(self, call: Call[T]) -> T: ...

    def pages(self, call: Call[T]) -> Iterator[T]: ...


class AsyncRunner(Protocol):
    async def execute(self, call: Call[T]) -> T: ...

    def pages(self, call: Call[T]) -> AsyncIterator[T]: ...


class SyncResource:
    def __init__(self, runner: SyncRunner) -> None:
        self._runner = runner


class AsyncResource:
    def __init__(self, runner: AsyncRunner) -> None:
        self._runner = runner


def sync_op(build: Callable[P, Call[T]]) -> Callable[Concatenate[SyncResource, P], T]:
    def method(self: SyncResource, /, *args: P.args, **kwargs: P.kwargs) -> T:
        return self._runner.execute(build(*args, **kwargs))

    method.__doc__ = build.__doc__
    method.__name__ = build.__name__
    return method


def async_op(build: Callable[P, Call[T]]) -> Callable[Concatenate[AsyncResource, P], Awaitable[T]]:
    async def method(self: AsyncResource, /, *args: P.args, **kwargs: P.kwargs) -> T:
        return await self._runner.execute(build(*args, **kwargs))

    method.__doc__ = build.__doc__
    method.__name__ = build.__name__
    return method


def sync_items(build: Callable[P, Call[T]], item: type[Item]) -> Callable[Concatenate[SyncResource, P], Iterator[Item]]:
    """Every `item` of every page, each page fetched when the iteration reaches it."""

    def method(self: SyncResource, /, *args: P.args, **kwargs: P.kwargs) -> Iterator[Item]:
        for page in self._runner.pages(build(*args, **kwargs)):
            yield from cast(list[Item], getattr(page, "results", []))

    return method


def async_items(
    build: Callable[P, Call[T]], item: type[Item]
) -> Callable[Concatenate[AsyncResource, P], AsyncIterator[Item]]:
    async def method(self: AsyncResource, /, *args: P.args, **kwargs: P.kwargs) -> AsyncIterator[Item]:
        async for page in self._runner.pages(build(*args, **kwargs)):
            for each in cast(list[Item], getattr(page, "results", [])):
                yield each

    return method
