"""What a stream hands its caller: typed events without the server's keep-alive pings, and an error
(not an endless reconnect) when the server closes for a reason retrying cannot fix."""

from __future__ import annotations

import json

import pytest
from memory_platform_client import AuthenticationError, GoneError, NotFoundError, PermissionDeniedError
from memory_platform_client.streams import MessageCreated, _events, _refused
from websockets.exceptions import ConnectionClosedError
from websockets.frames import Close


def _closed(code: int) -> ConnectionClosedError:
    return ConnectionClosedError(Close(code, "closed by the server"), None)


def test_keepalive_pings_are_not_passed_on():
    frames = [
        json.dumps({"type": "ping"}),
        json.dumps(
            {
                "type": "message.created",
                "conversation": "c",
                "seq": 1,
                "turn": 1,
                "role": "user",
                "content": "Hola",
                "token_count": 1,
            }
        ),
        json.dumps({"type": "ping"}),
    ]
    events = list(_events(iter(frames)))
    assert [event.type for event in events] == ["message.created"]
    assert isinstance(events[0], MessageCreated)


@pytest.mark.parametrize(
    ("code", "error"),
    [(4401, AuthenticationError), (4403, PermissionDeniedError), (4404, NotFoundError), (4410, GoneError)],
)
def test_a_close_that_retrying_cannot_fix_raises(code, error):
    with pytest.raises(error) as raised:
        _refused(_closed(code))
    assert raised.value.status == code


def test_a_dropped_connection_is_left_to_the_reconnect():
    _refused(_closed(1011))  # no error: the caller's loop reopens the stream
