"""The shape of an extraction rule and the pattern vocabulary the Spanish and English rule sets are
written in. Patterns run on fold_aligned text (lowercase, no accents, same offsets as the original),
so a value is cut from the user's own text with its capitals."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from facts.engine import lexicon, values

Handler = Callable[[re.Match[str], str], tuple[str, str] | None]

# A value ends at punctuation or at a word that starts something else ("vivo en Rosario con mi
# familia", "I live in Leeds now").
STOPS = (
    r"y|e|and|pero|but|con|with|desde|since|hace|for|por|ahora|now|anymore|ya|tambien|too|also|porque|because|que|so|asi|then"
    r"|en\s+vez|instead|antes|after|despues|btw|cuando|when|a\s+esta\s+altura|at\s+this\s+point|originally|nowadays|these\s+days"
    r"|el\s+mes|last|este|esta|this|myself|segun|sobre\s+todo|above\s+all|lol|jaja|un\s+gusto|from|better\s+than|over|more\s+than"
    r"|como|as|in\s+the\s+end|al\s+final|in\s+(?:most|european|eu|us|uk)|en\s+(?:casi|la\s+mayoria|todas)|de\s+\d|sin|without|here|aca|mismo"
)
END = r"(?=\s*(?:$|[,;:!?¿¡()\n\"]|\.(?!\w)|\s-\s|\b(?:" + STOPS + r")\b))"
END_JOB = (
    r"(?=\s*(?:$|[,;:!?¿¡()\n\"]|\.(?!\w)|\b(?:" + STOPS + r"|en|in|at|para|on|de\s+noche|de\s+la|del\s+hospital)\b))"
)
V = r"(?P<v>(?:[^,.;:!?¿¡()\n\"]|\.(?=\w))+?)"
NUM = r"(?P<v>\d{1,3}(?:[.,]\d{1,2})?)(?![\d%])"
AMOUNT = r"(?:\$|€|£|us\$|usd\s*)?(?P<v>\d[\d.,]*\d|\d)"
NAME = r"(?P<v>[^\W\d_][\w'-]*(?:\s+[^\W\d_][\w'-]*){0,2}?)" + END
WORD = r"(?P<v>[^\W\d_][\w'-]*)"  # one word, the user's capital checked by the handler
EMAIL = r"(?P<v>[\w.+-]+@[\w-]+(?:\.[\w-]+)+)"
I_AM = r"\b(?:i'?m|i\s+am|im)\b"
STANDING = re.compile(
    r"\b(?:siempre|a\s+partir\s+de\s+ahora|de\s+ahora\s+en\s+(?:mas|adelante)|desde\s+ahora|en\s+adelante|nunca|always|from\s+now\s+on"
    r"|going\s+forward|every\s+time|cada\s+vez|never|prefiero|prefer|i'?d\s+rather)\b"
)


@dataclass(frozen=True)
class Rule:
    pattern: re.Pattern[str]
    handler: Handler
    retire: bool = False  # a negation with no new value: the old value goes
    inferred: bool = False  # implied rather than stated ("mi perro Rocco rompió…"): medium confidence
    one_off_gated: bool = False  # a preference: refused in a clause that says "this time", "hoy"…
    needs_standing: bool = False  # only with "siempre", "always", "prefiero"… in the clause
    negative_form: bool = False  # the pattern itself says "no …": no negation check
    requires: re.Pattern[str] | None = None  # something elsewhere in the message ("equipo" for "somos 6")


def rule(pattern: str, handler: Handler, *, requires: str | None = None, **flags: bool) -> Rule:
    return Rule(re.compile(pattern), handler, requires=re.compile(requires) if requires else None, **flags)


def span(match: re.Match[str], original: str, group: str = "v") -> str:
    start, end = match.span(group)
    return original[start:end] if start >= 0 else ""


def keyed(key: str, normalise: Callable[[str], str | None]) -> Handler:
    def handle(match: re.Match[str], original: str) -> tuple[str, str] | None:
        value = normalise(span(match, original))
        return (key, value) if value else None

    return handle


def fixed(key: str, value: str) -> Handler:
    return lambda match, original: (key, value)


def mapped(key: str, table: dict[str, str]) -> Handler:
    return keyed(key, values.lookup(table))


def choice(default: str | None = None) -> Handler:
    """A tool or plan an organisation chose: the tool's own key, "plan X", or the purpose named
    next to it ("para los envíos", "as our CRM"); `default` when the rule already says which."""

    def handle(match: re.Match[str], original: str) -> tuple[str, str] | None:
        text = span(match, original)
        found = values.tool(text)
        if found is not None:
            return found
        plan = re.match(r"(?i)\s*(?:el|the|our)?\s*plan\s+([\w-]+)\s*$", text) or re.match(
            r"(?i)\s*(?:the\s+)?([\w-]+)\s+plan\s*$", text
        )
        if plan is not None:
            return "plan", plan.group(1)
        purpose = _purpose(match, original)
        key = purpose or default
        name = values.company(text)
        return (key, name) if key and name and name[:1].isupper() else None

    return handle


def _purpose(match: re.Match[str], original: str) -> str | None:
    if "p" not in match.re.groupindex or match.start("p") < 0:
        return None
    words = values.clean(match.group("p")).split()
    while words and words[0] in ("our", "la", "el", "los", "las", "the"):
        words = words[1:]
    for size in range(len(words), 0, -1):
        key = lexicon.PURPOSES.get(" ".join(words[:size]))
        if key:
            return key
    return None


def day_month(key: str) -> Handler:
    def handle(match: re.Match[str], original: str) -> tuple[str, str] | None:
        groups = match.groupdict()
        day = groups.get("d") or groups.get("d2") or ""
        month = groups.get("m") or groups.get("m2") or ""
        value = values.day_month(day, month)
        return (key, value) if value else None

    return handle


def work_place(match: re.Match[str], original: str) -> tuple[str, str] | None:
    """ "trabajo en fintech" is an industry; "trabajo en Globant" an employer."""
    text = values.clean(span(match, original))
    folded = re.sub(r"^(?:el\s+sector|la\s+industria|el\s+rubro|the)\s+", "", values.fold(text))
    if folded in lexicon.INDUSTRIES:
        return "industry", lexicon.INDUSTRIES[folded]
    name = values.company(text)
    return ("employer", name) if name else None


def brand_or_tool(match: re.Match[str], original: str) -> tuple[str, str] | None:
    text = span(match, original)
    found = values.brand(text)
    return ("brand", found) if found else values.tool(text)


def freeform(key: str) -> Handler:
    def handle(match: re.Match[str], original: str) -> tuple[str, str] | None:
        parts = [span(match, original, g) for g in ("v", "rest") if g in match.re.groupindex]
        value = values.freeform(" ".join(p for p in parts if p))
        return (key, value) if value else None

    return handle
