#!/usr/bin/env bash
# Run the product: set up .venv, migrate, seed the demo on first run, serve on 127.0.0.1:8000 (ASGI, daphne).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/venv.sh
python manage.py migrate --noinput
if ! python manage.py shell -c "from tenants.models import Tenant; raise SystemExit(0 if Tenant.objects.exists() else 1)"; then
  python manage.py seed_demo
fi
address="http://${HOST:-127.0.0.1}:${PORT:-8000}"
echo "Dashboard: $address/dashboard/    API docs: $address/api/v1/docs/    Admin: $address/admin/"
if [ -f var/demo-operator.txt ]; then
  read -r login password < var/demo-operator.txt
  echo "Demo operator login: $login / $password"
fi
exec python manage.py runserver "${HOST:-127.0.0.1}:${PORT:-8000}"
