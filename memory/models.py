"""The transactional outbox of the after-turn pipeline: one row per completed turn, written in
the reply's own transaction and deleted when the pipeline has run."""

from __future__ import annotations

from django.db import models

from conversations.models import Conversation, ConversationRow


class AfterTurnJob(ConversationRow):
    """A completed turn whose after-turn pipeline has not run yet (the row goes when it has)."""

    # No index of its own: after_turn_job_unique (tenant, conversation, turn) serves lookups by conversation.
    conversation = models.ForeignKey(Conversation, on_delete=models.CASCADE, related_name="+", db_index=False)
    turn = models.PositiveIntegerField()
    created_at = models.DateTimeField()
    # When the sweeper last queued it; null while only the on-commit dispatch has.
    dispatched_at = models.DateTimeField(null=True, blank=True)
    # When the turn's facts and entities were recorded: set once, in the transaction that records them,
    # so a job run again after a crash (to fold, say) never records them twice. The messages themselves
    # are never rewritten for it.
    indexed_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        # The table holds only what is pending (a short queue): the sweeper's scan needs no index.
        constraints = [models.UniqueConstraint(fields=["tenant", "conversation", "turn"], name="after_turn_job_unique")]

    def __str__(self) -> str:
        return f"after turn {self.turn} of {self.conversation_id}"
