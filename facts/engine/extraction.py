"""Facts from explicit signals only, in Spanish and English; casual chat and questions yield nothing."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from conversations.engine.similarity import fold

LLM_NAMES = ("kimi", "claude", "gpt", "gemini", "llama", "mistral", "deepseek", "qwen", "chatgpt", "copilot")
MEMORY_PREFIXES = (
    "recorda que", "recuerda que", "acordate que", "acuerdate que", "no olvides que", "anota que",
    "remember that", "please remember that", "please remember", "remember", "note that", "keep in mind that",
)
# (pattern on folded text, default domain, confidence)
SIGNALS: tuple[tuple[str, str, str], ...] = (
    (r"\b(recorda|recuerda|acordate|acuerdate|no olvides|remember|keep in mind)\b", "", "high"),
    (r"\b(decidi|decidimos|elegi|elegimos|i decided|we decided|i chose|we chose)\b", "decisions", "high"),
    (r"\b(a partir de ahora|de ahora en mas|desde ahora|from now on|going forward)\b", "preferences", "high"),
    (r"\b(prefiero|preferimos|i prefer|i'd rather|we prefer)\b", "preferences", "high"),
    (r"\b(siempre|nunca|always|never)\b", "preferences", "high"),
    (r"\b(trabajo en|trabajo como|trabajo para|i work at|i work in|i work for|i work as)\b", "work", "high"),
    (r"\b(me llamo|mi nombre es|my name is|call me)\b", "personal", "high"),
    (r"\b(vivo en|me mude a|me mudé a|i live in|i moved to|i relocated to)\b", "personal", "high"),
    (r"\b(mi|my) (talla|size|shoe size|presupuesto|budget|marca favorita|favorite brand|ciudad|city|equipo|team)\b", "", "high"),
    (r"\b(ya no|no longer|ahora uso|i now use|now i use|i switched to|cambie a|me pase a)\b", "", "high"),
)
HEDGES = ("creo que", "quizas", "quiza", "tal vez", "probablemente", "capaz que", "i think", "maybe", "probably", "perhaps", "might")
UPDATE_MARKERS = (r"\bya no\b", r"\bno longer\b", r"\bahora (uso|vivo|trabajo|mi|es|tengo)\b", r"\bi moved to\b", r"\bme mude a\b",
                  r"\bi switched to\b", r"\bcambie a\b", r"\bme pase a\b", r"\bnow (i|my)\b", r"\bi now\b", r"\bactually\b")
# (key, domain, pattern on folded text): what a fact is about, so an update meets the fact it replaces.
KEYS: tuple[tuple[str, str, str], ...] = (
    ("llm", "decisions", r"\b(" + "|".join(LLM_NAMES) + r")\b"),
    ("team size", "work", r"\b(equipo de \d+|team of \d+|\d+ (people|personas) (team|equipo)|equipo|team)\b"),
    ("shoe size", "personal", r"\b(talla|shoe size|size)\b"),
    ("city", "personal", r"\b(vivo en|i live in|me mude a|i moved to|i relocated to|ciudad|city)\b"),
    ("name", "personal", r"\b(me llamo|mi nombre|my name|call me)\b"),
    ("budget", "preferences", r"\b(presupuesto|budget)\b"),
    ("preferred brand", "preferences", r"\b(marca|brand|nike|adidas|asics|puma|new balance|brooks|hoka)\b"),
    ("response style", "preferences", r"\b(respuestas?|responde|answers?|responses?|reply|replies)\b"),
    ("employer", "work", r"\b(trabajo en|trabajo para|i work at|i work for|i work in|empresa|company)\b"),
    ("job", "work", r"\b(trabajo como|i work as|soy (ingeniero|ingeniera|disenador|disenadora|desarrollador|desarrolladora))\b"),
    ("deployment", "projects", r"\b(deploy|deployment|despliegue|kubernetes|k8s|docker)\b"),
)
DOMAIN_WORDS = {
    "work": ("trabajo", "empresa", "equipo", "fintech", "oficina", "jefe", "work", "job", "company", "team", "office", "career"),
    "preferences": ("prefiero", "prefer", "respuestas", "estilo", "style", "formato", "format", "marca", "brand", "presupuesto", "budget"),
    "decisions": ("decidi", "decidimos", "elegi", "decided", "chose", "usar", "use", "elegimos"),
    "personal": ("llamo", "nombre", "name", "vivo", "live", "talla", "size", "cumpleanos", "birthday", "familia", "family", "ciudad", "city"),
    "projects": ("proyecto", "project", "deploy", "lanzamiento", "launch", "repo", "roadmap", "sprint", "despliegue"),
}
_CLAUSE_END = re.compile(
    r"(?<=[.!?;])\s+|\n+"
    # "…es 42 y prefiero Asics": a conjunction followed by a new signal starts a new statement.
    r"|,?\s+(?:y|e|and)\s+(?=(?:prefiero|vivo|trabajo|me llamo|mi |decid|i prefer|i live|i work|my |i decided))",
    re.IGNORECASE,
)
_MAX_WORDS = 20


@dataclass(frozen=True)
class FactCandidate:
    domain: str
    key: str
    text: str
    confidence: str
    source: str = "explicit"
    replaces: str | None = None  # an update: the old value named ("kimi"), "" when implied


def normalise(text: str) -> str:
    """Folded, punctuation-collapsed form used to compare statements."""
    return " ".join(re.sub(r"[^\w\s]", " ", fold(text)).split())


def _is_question(clause: str) -> bool:
    stripped = clause.strip()
    return stripped.endswith("?") or stripped.startswith("¿")


def _signal(folded: str) -> tuple[str, str] | None:
    for pattern, domain, confidence in SIGNALS:
        if re.search(pattern, folded):
            return domain, confidence
    return None


def _key_and_domain(folded: str, signal_domain: str) -> tuple[str, str]:
    for key, domain, pattern in KEYS:
        if re.search(pattern, folded):
            return key, signal_domain if signal_domain in ("decisions",) and key not in ("llm",) else domain
    head = " ".join(normalise(folded).split()[:4])
    return head, signal_domain or _domain_by_words(folded)


def _domain_by_words(folded: str) -> str:
    words = set(normalise(folded).split())
    scores = {domain: sum(1 for w in vocab if w in words) for domain, vocab in DOMAIN_WORDS.items()}
    best = max(scores, key=lambda d: scores[d])
    return best if scores[best] else "preferences"


def _clean(clause: str) -> str:
    text = " ".join(clause.strip().rstrip(".!;").split())
    lowered = text.lower()
    for prefix in sorted(MEMORY_PREFIXES, key=len, reverse=True):
        if fold(lowered).startswith(prefix):
            lowered = lowered[len(prefix):].lstrip(" ,:")
            break
    return " ".join(lowered.split()[:_MAX_WORDS])


def _replaced_value(folded: str) -> str | None:
    if not any(re.search(m, folded) for m in UPDATE_MARKERS):
        return None
    named = re.search(r"\b(?:ya no (?:uso|vivo en|trabajo en|es)|no longer (?:use|live in|work at|work in))\s+([\w.-]+)", folded)
    return named.group(1) if named else ""


def _current_part(clause: str) -> str:
    """Of an update ("ya no uso Kimi, ahora uso Claude") keep what holds now."""
    match = re.search(r"\b(ahora|now|actually|i moved to|me mud[eé] a|i switched to|cambi[eé] a|me pas[eé] a)\b", clause, re.IGNORECASE)
    return clause[match.start():] if match and match.start() > 0 else clause


def _clauses(text: str) -> list[str]:
    """Sentences; an update written in one sentence ("ya no uso X, ahora uso Y") stays whole."""
    return [c.strip() for c in _CLAUSE_END.split(text) if c.strip()]


def extract_facts(text: str, *, extra_domains: Sequence[str] = ()) -> list[FactCandidate]:
    candidates: list[FactCandidate] = []
    for clause in _clauses(text):
        folded = fold(clause)
        if _is_question(clause):
            continue
        signal = _signal(folded)
        if signal is None:
            continue
        signal_domain, confidence = signal
        if any(re.search(rf"\b{h}\b", folded) for h in HEDGES):
            confidence = "low"
        key, domain = _key_and_domain(folded, signal_domain)
        if domain not in {"work", "preferences", "decisions", "personal", "projects", *extra_domains}:
            domain = "preferences"
        replaces = _replaced_value(folded)
        body = _clean(_current_part(clause) if replaces is not None else clause)
        if len(normalise(body).split()) < 2:
            continue  # "siempre." or "remember" alone says nothing
        candidates.append(FactCandidate(domain=domain, key=key, text=body, confidence=confidence, replaces=replaces))
    return candidates
