"""Write memory_platform_client/models.py from the service's OpenAPI schema.

    python clients/python/tools/generate_models.py            # runs `manage.py spectacular` in the repository
    python clients/python/tools/generate_models.py schema.json

Each component becomes a pydantic model (or a Literal alias for an enum); `…Output` loses its suffix,
so the SDK speaks of `Conversation` and `Fact`. A test renders the live schema and compares."""

from __future__ import annotations

import json
import keyword
import subprocess
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
TARGET = HERE.parent / "memory_platform_client" / "models.py"
REPOSITORY = HERE.parents[2]

HEADER = '''"""Models of the Memory Platform API, generated from its OpenAPI schema by tools/generate_models.py.

Do not edit by hand: regenerate. Unknown fields from a newer server are kept, not refused."""

from __future__ import annotations

{datetime_import}
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field


class ApiModel(BaseModel):
    model_config = ConfigDict(extra="allow", populate_by_name=True)
'''


def model_name(component: str) -> str:
    if component.endswith("Output") and component != "Output":
        return component[: -len("Output")]
    return component


def _ref(schema: dict[str, Any]) -> str | None:
    if "$ref" in schema:
        return str(schema["$ref"]).rsplit("/", 1)[-1]
    parts = schema.get("allOf") or []
    if len(parts) == 1 and "$ref" in parts[0]:
        return str(parts[0]["$ref"]).rsplit("/", 1)[-1]
    return None


def annotation(schema: dict[str, Any]) -> str:
    text = _bare_annotation(schema)
    if schema.get("nullable") and not text.endswith("| None") and text != "Any":
        text += " | None"
    return text


def _bare_annotation(schema: dict[str, Any]) -> str:
    ref = _ref(schema)
    if ref is not None:
        return model_name(ref)
    if "anyOf" in schema or "oneOf" in schema:
        return " | ".join(annotation(part) for part in schema.get("anyOf") or schema["oneOf"])
    if "enum" in schema:
        values = [value for value in schema["enum"] if value is not None]
        text = f"Literal[{', '.join(json.dumps(value) if isinstance(value, str) else repr(value) for value in values)}]"
        return text + (" | None" if None in schema["enum"] else "")
    kind = schema.get("type")
    if kind == "string":
        return {"date-time": "datetime", "date": "date"}.get(schema.get("format", ""), "str")
    if kind in ("integer", "number", "boolean"):
        return {"integer": "int", "number": "float", "boolean": "bool"}[kind]
    if kind == "array":
        return f"list[{annotation(schema.get('items') or {})}]"
    if kind == "object" and isinstance(schema.get("additionalProperties"), dict):
        return f"dict[str, {annotation(schema['additionalProperties'])}]"
    if kind == "object":
        return "dict[str, Any]"
    return "Any"


def _references(schema: Any) -> set[str]:
    if isinstance(schema, dict):
        found = {str(schema["$ref"]).rsplit("/", 1)[-1]} if "$ref" in schema else set()
        for value in schema.values():
            found |= _references(value)
        return found
    if isinstance(schema, list):
        return set().union(*(_references(value) for value in schema)) if schema else set()
    return set()


def _ordered(components: dict[str, Any]) -> list[str]:
    """Components with each one after those it refers to (then alphabetical)."""
    done: list[str] = []

    def visit(name: str, path: tuple[str, ...]) -> None:
        if name in done or name in path:
            return
        for dependency in sorted(_references(components[name])):
            visit(dependency, (*path, name))
        done.append(name)

    for name in sorted(components):
        visit(name, ())
    return done


def _field(name: str, schema: dict[str, Any], required: bool) -> str:
    python_name = f"{name}_" if keyword.iskeyword(name) else name
    text = annotation(schema)
    arguments: list[str] = []
    if not required:
        text = text if text.endswith("| None") or text == "Any" else f"{text} | None"
        arguments.append("None")
    if python_name != name:
        arguments.append(f"alias={json.dumps(name)}")
    description = schema.get("description")
    if description:
        arguments.append(f"description={json.dumps(description, ensure_ascii=False)}")
    if not arguments:
        return f"    {python_name}: {text}"
    if arguments == ["None"]:
        return f"    {python_name}: {text} = None"
    return f"    {python_name}: {text} = Field({', '.join(arguments)})"


def _model(name: str, schema: dict[str, Any]) -> str:
    if "enum" in schema:
        return f"{model_name(name)} = {_bare_annotation(schema)}"
    lines = [f"class {model_name(name)}(ApiModel):"]
    if schema.get("description"):
        lines.append(f"    {json.dumps(schema['description'], ensure_ascii=False)}")
        lines.append("")
    required = set(schema.get("required") or [])
    properties: dict[str, Any] = schema.get("properties") or {}
    lines += [_field(field, properties[field], field in required) for field in properties]
    if len(lines) == 1:
        lines.append("    pass")
    return "\n".join(lines)


def render(schema: dict[str, Any]) -> str:
    """The module's text, formatted as the repository formats code (ruff)."""
    components: dict[str, Any] = schema["components"]["schemas"]
    body = "\n\n\n".join(_model(name, components[name]) for name in _ordered(components))
    used = [name for name in ("date", "datetime") if f"{name} |" in body or f"{name}\n" in body or f"[{name}]" in body]
    header = HEADER.replace("{datetime_import}", f"from datetime import {', '.join(used)}" if used else "")
    source = header + "\n\n" + body + "\n"
    return subprocess.run(
        ["ruff", "format", "--stdin-filename", str(TARGET), "-"],
        input=source,
        check=True,
        capture_output=True,
        text=True,
        cwd=REPOSITORY,
    ).stdout


def live_schema() -> dict[str, Any]:
    """The schema as the service in this repository describes it."""
    output = subprocess.run(
        [sys.executable, "manage.py", "spectacular", "--format", "openapi-json"],
        cwd=REPOSITORY,
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    return dict(json.loads(output))


def main() -> None:
    schema = json.loads(Path(sys.argv[1]).read_text()) if len(sys.argv) > 1 else live_schema()
    TARGET.write_text(render(schema))
    print(f"wrote {TARGET.relative_to(REPOSITORY)}")


if __name__ == "__main__":
    main()
