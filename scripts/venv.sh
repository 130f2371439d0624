# Sourced: create .venv with Python 3.11 if missing, install the requirements when they changed, activate.
# REQUIREMENTS picks the file: requirements.txt (runtime, `make run`) or requirements-dev.txt (tests, lint).
PYTHON="${PYTHON:-python3.11}"
command -v "$PYTHON" >/dev/null 2>&1 || PYTHON=python3
REQUIREMENTS="${REQUIREMENTS:-requirements.txt}"
if [ ! -x .venv/bin/python ]; then
  "$PYTHON" -m venv .venv
fi
stamp=".venv/.${REQUIREMENTS}.sha"
want=$(cat requirements.txt requirements-nodeps.txt "$REQUIREMENTS" | sha256sum | cut -d' ' -f1)
if [ "$(cat "$stamp" 2>/dev/null)" != "$want" ]; then
  .venv/bin/python -m pip install --quiet --disable-pip-version-check -r "$REQUIREMENTS"
  .venv/bin/python -m pip install --quiet --disable-pip-version-check --no-deps -r requirements-nodeps.txt
  echo "$want" > "$stamp"
fi
# shellcheck disable=SC1091
source .venv/bin/activate
