"""Raw turns are purged once their summary is older than the tenant's retention period; the summary
stays, and turns not summarized yet are kept whatever their age."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import time_machine

from conversations.models import Message, Summary
from conversations.services.conversations import purge_summarized_messages
from tenants.services import set_tenant_policy
from tests.factories import ConversationFactory, MessageFactory

T0 = datetime(2026, 3, 1, 9, 0, tzinfo=UTC)


def test_summarized_turns_go_after_the_retention_period_and_the_rest_stays(tenant, other_tenant):
    set_tenant_policy(tenant=tenant, overrides={"raw_retention_days": 10})
    conversation = ConversationFactory(tenant=tenant)
    MessageFactory.create_batch(8, conversation=conversation)  # turns 1-4
    elsewhere = ConversationFactory(tenant=other_tenant)
    MessageFactory.create_batch(4, conversation=elsewhere)
    with time_machine.travel(T0, tick=False):
        Summary.objects.create(tenant=tenant, conversation=conversation, first_turn=1, last_turn=2)
        Summary.objects.create(tenant=other_tenant, conversation=elsewhere, first_turn=1, last_turn=2)

    assert purge_summarized_messages(now=T0 + timedelta(days=10)) == 0
    assert purge_summarized_messages(now=T0 + timedelta(days=10, seconds=1)) == 4  # turns 1-2 of this tenant
    assert purge_summarized_messages(now=T0 + timedelta(days=11)) == 0
    assert sorted(set(Message.objects.filter(conversation=conversation).values_list("turn", flat=True))) == [3, 4]
    assert Summary.objects.filter(conversation=conversation).exists()
    assert Message.objects.filter(conversation=elsewhere).count() == 4  # its 30-day default still runs
