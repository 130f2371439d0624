"""The load bench's client, in its own process: simulated assistants, each on one kept-alive
HTTP/1.1 connection, drive whole conversations through begin and complete for a fixed time.

`python -m bench.load_client '<json>'` prints one JSON result. No Django here: the client must
not share a process (or an interpreter lock) with anything it measures."""

from __future__ import annotations

import asyncio
import json
import sys
import time
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any

from bench.conversation import conversation

TURNS_PER_CONVERSATION = 30


class Connection:
    """One kept-alive HTTP/1.1 connection (reopened if the server closes it)."""

    def __init__(self, port: int, key: str):
        self.port = port
        self.head = f"Host: 127.0.0.1:{port}\r\nAuthorization: Api-Key {key}\r\n"
        self.reader: asyncio.StreamReader | None = None
        self.writer: asyncio.StreamWriter | None = None

    async def request(self, method: str, path: str, body: Any = None) -> tuple[int, bytes]:
        for attempt in (1, 2):
            if self.writer is None:
                self.reader, self.writer = await asyncio.open_connection("127.0.0.1", self.port)
            try:
                return await self._exchange(method, path, body)
            except (ConnectionError, asyncio.IncompleteReadError):
                self.writer = None
                if attempt == 2:
                    raise
        raise AssertionError("unreachable")

    async def _exchange(self, method: str, path: str, body: Any) -> tuple[int, bytes]:
        assert self.reader is not None
        assert self.writer is not None
        payload = json.dumps(body).encode() if body is not None else b""
        extra = f"Content-Type: application/json\r\nContent-Length: {len(payload)}\r\n" if body is not None else ""
        self.writer.write(f"{method} {path} HTTP/1.1\r\n{self.head}{extra}\r\n".encode() + payload)
        head = await self.reader.readuntil(b"\r\n\r\n")
        lines = head.decode("latin-1").split("\r\n")
        status = int(lines[0].split()[1])
        headers = {k.strip().lower(): v.strip() for k, _, v in (line.partition(":") for line in lines[1:] if line)}
        if headers.get("transfer-encoding") == "chunked":
            data = await self._chunks()
        else:
            data = await self.reader.readexactly(int(headers.get("content-length", "0")))
        if headers.get("connection", "").lower() == "close":
            self.writer.close()
            self.writer = None
        return status, data

    async def _chunks(self) -> bytes:
        assert self.reader is not None
        out = b""
        while True:
            size = int((await self.reader.readuntil(b"\r\n")).strip(), 16)
            chunk = await self.reader.readexactly(size + 2)
            if size == 0:
                return out
            out += chunk[:-2]


@dataclass
class Results:
    latencies: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))
    statuses: dict[str, dict[int, int]] = field(default_factory=lambda: defaultdict(lambda: defaultdict(int)))
    begun: list[tuple[str, int]] = field(default_factory=list)
    completed: list[tuple[str, int]] = field(default_factory=list)
    turns_ms: list[float] = field(default_factory=list)
    build_ms: list[float] = field(default_factory=list)

    def record(self, endpoint: str, started: float, status: int) -> float:
        elapsed = (time.perf_counter() - started) * 1000
        self.latencies[endpoint].append(elapsed)
        self.statuses[endpoint][status] += 1
        return elapsed


async def _turn(conn: Connection, results: Results, cid: str, user: str, reply: str) -> None:
    started = time.perf_counter()
    status, body = await conn.request("POST", f"/api/v1/conversations/{cid}/turns/", {"content": user})
    begin_ms = results.record("begin", started, status)
    if status != 201:
        return
    opened = json.loads(body)
    results.begun.append((cid, opened["turn"]))
    results.build_ms.append(opened["context"]["build_ms"])
    started = time.perf_counter()
    status, _ = await conn.request(
        "POST",
        f"/api/v1/conversations/{cid}/turns/{opened['turn']}/complete/",
        {"lease": opened["lease"], "content": reply},
    )
    results.turns_ms.append(begin_ms + results.record("complete", started, status))
    if status == 200:
        results.completed.append((cid, opened["turn"]))


async def _new_conversation(conn: Connection, results: Results, user_id: str) -> str | None:
    started = time.perf_counter()
    status, body = await conn.request("POST", "/api/v1/conversations/", {"role": "client", "user_id": user_id})
    results.record("create", started, status)
    return json.loads(body)["id"] if status == 201 else None


async def assistant(number: int, cfg: dict, results: Results, stop_at: float) -> None:
    ports = cfg["ports"]
    conn = Connection(ports[number % len(ports)], cfg["key"])
    round_ = 0
    while time.perf_counter() < stop_at:
        round_ += 1
        cid = await _new_conversation(conn, results, f"{cfg['tag']}-{number}-{round_}")
        if cid is None:
            await asyncio.sleep(0.05)
            continue
        for turn in conversation(TURNS_PER_CONVERSATION, seed=number * 1000 + round_, fact_every=9):
            if time.perf_counter() >= stop_at:
                return
            await _turn(conn, results, cid, turn.user, turn.assistant)


async def load(cfg: dict) -> dict:
    results = Results()
    stop_at = time.perf_counter() + cfg["seconds"]
    started = time.perf_counter()
    await asyncio.gather(*(assistant(n, cfg, results, stop_at) for n in range(cfg["clients"])))
    return _dump(results, time.perf_counter() - started)


async def sequential(cfg: dict) -> dict:
    """One assistant, one kept-alive connection: the floor, previews and whole turns at 10 and 1,000 turns."""
    results = Results()
    conn = Connection(cfg["ports"][0], cfg["key"])
    out: dict[str, Any] = {}
    for _ in range(cfg["floor_requests"]):
        started = time.perf_counter()
        status, _ = await conn.request("GET", "/api/v1/whoami/")
        results.record("floor", started, status)
    cid = await _new_conversation(conn, results, f"{cfg['tag']}-sequential")
    assert cid is not None
    marks = sorted(cfg["marks"])
    for turn in conversation(max(marks) + 10, seed=1, fact_every=9):
        await _turn(conn, results, cid, turn.user, turn.assistant)
        if turn.number in marks:
            # The previews are timed on the settled context: the worker first runs the after-turn job of the turn
            # just played (facts, summaries), which the next preview would otherwise race and share the cores with.
            await asyncio.sleep(cfg.get("settle_s", 0.0))
            out[str(turn.number)] = await _previews(conn, results, cid, cfg["preview_requests"], turn.number)
    out.update(_dump(results, 0.0))
    return out


async def _previews(conn: Connection, results: Results, cid: str, count: int, mark: int) -> dict:
    before = len(results.turns_ms)
    window = results.turns_ms[max(0, before - 20) : before]
    latencies, builds, tokens = [], [], []
    for _ in range(count):
        started = time.perf_counter()
        status, body = await conn.request(
            "GET", f"/api/v1/conversations/{cid}/context/?query=%C2%BFQu%C3%A9%20me%20recomend%C3%A1s%3F"
        )
        latencies.append(results.record(f"preview@{mark}", started, status))
        if status == 200:
            built = json.loads(body)
            builds.append(built["build_ms"])
            tokens.append(built["total_tokens"])
    return {"turn_ms": window, "preview_ms": latencies, "preview_build_ms": builds, "preview_tokens": tokens}


async def previews(cfg: dict) -> dict:
    """Context previews of one existing conversation (cfg["conversation"]) on one kept-alive connection."""
    results = Results()
    conn = Connection(cfg["ports"][0], cfg["key"])
    out = await _previews(conn, results, cfg["conversation"], cfg["preview_requests"], 0)
    return {**out, "statuses": {k: dict(v) for k, v in results.statuses.items()}}


def _dump(results: Results, elapsed: float) -> dict:
    return {
        "elapsed": elapsed,
        "latencies": dict(results.latencies),
        "statuses": {k: dict(v) for k, v in results.statuses.items()},
        "begun": results.begun,
        "completed": results.completed,
        "turns_ms": results.turns_ms,
        "build_ms": results.build_ms,
    }


def main() -> None:
    cfg = json.loads(sys.argv[1])
    runner = {"sequential": sequential, "previews": previews}.get(cfg["mode"], load)
    try:
        import uvloop
    except ImportError:
        print(json.dumps(asyncio.run(runner(cfg))))
    else:
        print(json.dumps(uvloop.run(runner(cfg))))


if __name__ == "__main__":
    main()
