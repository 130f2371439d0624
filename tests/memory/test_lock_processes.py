"""The turn lock holds across OS processes: of several agents racing to begin, exactly one wins."""

from __future__ import annotations

import time

import pytest

from conversations.models import Message
from tests.factories import ConversationFactory
from tests.processes import run_python

pytestmark = pytest.mark.redis_cluster  # also on a Redis Cluster

RACER = """
import time, django
django.setup()
from conversations.models import Conversation
from memory.services.turns import begin_turn
from memory_platform.api.errors import Conflict
conversation = Conversation.objects.select_related("tenant").get(pk={pk})
time.sleep(max(0.0, {start} - time.time()))
try:
    started = begin_turn(conversation=conversation, content="agent {n} speaking")
    print("won", started.turn)
except Conflict as exc:
    print("busy", exc.code)
"""


@pytest.mark.django_db(transaction=True)  # the racing processes must see the conversation
def test_only_one_of_four_processes_begins_the_turn(tenant):
    conversation = ConversationFactory(tenant=tenant)
    start = time.time() + 3.0  # every child is imported and waiting by then
    children = [run_python(RACER.format(pk=conversation.pk, start=start, n=n)) for n in range(4)]
    outputs = []
    for child in children:
        out, err = child.communicate(timeout=60)
        assert child.returncode == 0, err
        outputs.append(out.strip())
    assert sorted(o.split()[0] for o in outputs) == ["busy", "busy", "busy", "won"]
    assert all(o == "busy busy" for o in outputs if o.startswith("busy"))
    assert Message.objects.filter(conversation=conversation).count() == 1
