"""The recall benchmark's blind split: six users' past conversations and the questions asked about them
later, written by someone who had seen neither the platform nor the rest of the benchmark (its
templates, its questions, the gate's thresholds or the classifier's examples). Nothing was fitted on
it: it is reported, never tuned on.

Unlike the generated users of bench/recall_data.py, the details sit in conversations written as a
whole (advice, plans, venting), the questions are the writer's own (third person, multi-hop,
paraphrase, temporal, single), and each lists every turn whose user message it needs."""

from __future__ import annotations

from bench.recall_blind_data import HISTORIES
from bench.recall_data import Exchange, Question, Session, User

SPLIT = "blind"
FIRST_MINUTE, MINUTES_APART = 9 * 60, 97  # when each session starts in its day, spread over the day


def blind_users() -> list[User]:
    return [_user(history) for history in HISTORIES]


def _user(history: dict) -> User:
    language = history["language"]
    sessions = tuple(
        Session(
            index=index,
            language=language,
            days_ago=session["days_ago"],
            minute_of_day=(FIRST_MINUTE + index * MINUTES_APART) % (18 * 60),
            exchanges=tuple(Exchange(user=user, assistant=assistant) for user, assistant in session["turns"]),
        )
        for index, session in enumerate(history["sessions"])
    )
    questions = tuple(
        Question(
            id=f"{history['user_id']}:{number}",
            user_id=history["user_id"],
            split=SPLIT,
            category=question["category"],
            kind=f"blind-{question['category']}",
            language=language,
            text=question["text"],
            evidence=tuple((session, turn) for session, turn in question["evidence"]),
            details=(),
            statements=tuple(sessions[s].exchanges[t].user for s, t in question["evidence"]),
        )
        for number, question in enumerate(history["questions"])
    )
    return User(user_id=history["user_id"], language=language, sessions=sessions, questions=questions)
