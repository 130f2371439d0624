"""The dashboard in a real browser: Debian's headless Chromium driven by Selenium through Debian's
chromedriver (never Selenium Manager: nothing is downloaded), against daphne. Screenshots are kept as
test artefacts in $TEST_ARTIFACTS_DIR (default var/test-artifacts/browser)."""

from __future__ import annotations

import os
from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path

import pytest
from django.contrib.auth import get_user_model
from django.contrib.auth.hashers import PBKDF2PasswordHasher, make_password
from django.utils import timezone
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.remote.webdriver import WebDriver
from selenium.webdriver.support.ui import WebDriverWait

from conversations.models import ContextBuildRollup, Conversation, ConversationStatus
from conversations.services.conversations import create_conversation
from conversations.services.messages import append_message
from conversations.services.state import StateChange
from dashboard.overview import start_of_day
from facts.models import Fact
from memory.services.turns import begin_turn, complete_turn
from tenants.models import Membership
from tests.factories import ConversationFactory, TenantFactory
from tests.processes import ROOT
from tests.servers import asgi_server

CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"
PASSWORD = "a-long-enough-password"
ARTIFACTS = Path(os.environ.get("TEST_ARTIFACTS_DIR", ROOT / "var" / "test-artifacts")) / "browser"
WAIT = 20


@pytest.fixture
def browser(tmp_path: Path) -> Iterator[WebDriver]:
    for binary in (CHROMIUM, CHROMEDRIVER):
        assert Path(binary).exists(), (
            f"{binary} is missing: run scripts/browser.sh (make test does) to install chromium"
        )
    os.environ["SE_OFFLINE"] = "true"  # belt and braces: the explicit driver path already bypasses Selenium Manager
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in (
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-dev-shm-usage",
        "--window-size=1400,1000",
        f"--user-data-dir={tmp_path / 'chromium-profile'}",
    ):
        options.add_argument(flag)
    driver = webdriver.Chrome(
        service=Service(executable_path=CHROMEDRIVER, log_output=str(tmp_path / "chromedriver.log")), options=options
    )
    try:
        yield driver
    finally:
        driver.quit()


def shot(driver: WebDriver, name: str) -> Path:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    path = ARTIFACTS / f"{name}.png"
    driver.save_screenshot(str(path))
    if name == "overview" and os.environ.get("UPDATE_README_SCREENSHOT"):
        driver.save_screenshot(str(ROOT / "docs" / "img" / "overview.png"))
    return path


def seed_shop() -> tuple[Conversation, str]:
    tenant = TenantFactory(slug="browser-shop", name="Browser Shop")
    TenantFactory(slug="other-shop", name="Other Shop")
    # Hashed as the server (another process, default hashers) checks it; the tests' own hasher is a fast one.
    user = get_user_model().objects.create(
        username="olivia", password=make_password(PASSWORD, hasher=PBKDF2PasswordHasher())
    )
    Membership.objects.create(user=user, tenant=tenant, role="manager")
    now = timezone.now()
    for n in range(6):
        ConversationFactory(tenant=tenant, user_id=f"u{n}")
    # Expired today: minutes ago, or at midnight if that was closer (right after midnight, minutes ago is yesterday).
    ConversationFactory(
        tenant=tenant,
        user_id="gone",
        status=ConversationStatus.EXPIRED,
        expires_at=max(now - timedelta(minutes=3), start_of_day(now)),
    )
    for n, (domain, status) in enumerate(
        [
            ("personal", "active"),
            ("personal", "stale"),
            ("work", "active"),
            ("preferences", "superseded"),
            ("projects", "active"),
            ("work", "active"),
        ]
    ):
        Fact.objects.create(
            tenant=tenant,
            role="client",
            user_id=f"u{n % 3}",
            domain=domain,
            text=f"fact {n}",
            key=f"k{n}",
            status=status,
            created_at=now,
            last_confirmed_at=now,
        )
    for hours in range(24):
        ContextBuildRollup.objects.create(
            tenant=tenant,
            role="client",
            bucket_start=now - timedelta(hours=hours, minutes=5),
            builds=10,
            context_tokens=14_000 + 100 * hours,
            naive_tokens=20_000 + 3_000 * (24 - hours),
            cache_hits=8,
            latency_histogram={"1": 7, "2": 3},
        )
    conversation = create_conversation(tenant=tenant, role="client", user_id="42")
    for user_text, reply, state in [
        ("Quiero zapatillas para correr", "¿Qué talla usás?", {"category": "running"}),
        ("Recordá que calzo 42", "Anotado: talla 42.", None),
    ]:
        started = begin_turn(conversation=conversation, content=user_text)
        complete_turn(
            conversation=conversation,
            turn=started.turn,
            lease=started.lease,
            content=reply,
            state=StateChange(set=state) if state else None,
        )
    return conversation, tenant.slug


def text_of(driver: WebDriver, selector: str) -> str:
    return driver.find_element(By.CSS_SELECTOR, selector).text.strip()


CANVASES_DRAWN = """
return [...document.querySelectorAll('canvas[data-chart]')].map((canvas) => {
  const pixels = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
  let painted = 0;
  for (let i = 3; i < pixels.length; i += 4) { if (pixels[i] > 0) painted++; }
  return [canvas.id, canvas.width, painted];
});
"""


@pytest.mark.django_db(transaction=True)
def test_an_operator_watches_the_dashboard_live(browser: WebDriver, tmp_path: Path):
    conversation, slug = seed_shop()
    with asgi_server(tmp_path / "daphne.log") as base:
        browser.get(f"http://{base}/dashboard/login/")
        browser.find_element(By.NAME, "username").send_keys("olivia")
        browser.find_element(By.NAME, "password").send_keys(PASSWORD)
        browser.find_element(By.CSS_SELECTOR, "form.stack button").click()
        WebDriverWait(browser, WAIT).until(lambda d: d.current_url.rstrip("/").endswith(f"/dashboard/{slug}"))

        # The overview's numbers are the database's.
        now = timezone.now()
        tenant_conversations = Conversation.objects.filter(tenant__slug=slug)
        assert text_of(browser, '[data-figure="conversations-active"]') == str(
            tenant_conversations.filter(status="active", expires_at__gt=now).count()
        )
        assert text_of(browser, '[data-figure="conversations-expired-today"]') == "1"
        assert text_of(browser, '[data-figure="builds"]') == str(
            sum(ContextBuildRollup.objects.filter(tenant__slug=slug).values_list("builds", flat=True))
        )
        for domain, status, count in [
            ("work", "active", 2),
            ("personal", "stale", 1),
            ("preferences", "superseded", 1),
        ]:
            assert text_of(browser, f'tr[data-domain="{domain}"] a[data-status="{status}"]') == str(count)
            assert Fact.objects.filter(tenant__slug=slug, domain=domain, status=status).count() == count

        # The charts were drawn (non-empty canvases).
        WebDriverWait(browser, WAIT).until(
            lambda d: len(d.find_elements(By.CSS_SELECTOR, "canvas[data-rendered]")) == 2
        )
        drawn = browser.execute_script(CANVASES_DRAWN)
        assert len(drawn) == 2, drawn
        assert all(width > 0 and painted > 500 for _, width, painted in drawn), drawn
        shot(browser, "overview")

        browser.get(f"http://{base}/dashboard/{slug}/health/")
        drawn = browser.execute_script(CANVASES_DRAWN)
        assert len(drawn) == 2, drawn
        assert all(painted > 500 for _, _, painted in drawn), drawn
        shot(browser, "health")

        # A new message appears live on the conversation page.
        browser.get(f"http://{base}/dashboard/{slug}/conversations/{conversation.public_id}/")
        WebDriverWait(browser, WAIT).until(lambda d: text_of(d, '[data-live="connection"]') == "live")
        assert (
            len(browser.find_elements(By.CSS_SELECTOR, "[data-bar] .seg")) >= 3
        )  # the last context against the budget
        message = append_message(conversation=conversation, role="user", content="¿Tienen las Novablast en negro?")
        WebDriverWait(browser, WAIT).until(
            lambda d: d.find_elements(By.CSS_SELECTOR, f'[data-window] li[data-seq="{message.seq}"]')
        )
        assert "Novablast en negro" in text_of(browser, f'[data-window] li[data-seq="{message.seq}"]')
        shot(browser, "conversation-live")

        browser.get(f"http://{base}/dashboard/{slug}/facts/")
        assert (
            len(browser.find_elements(By.CSS_SELECTOR, "table[data-table=facts] tbody tr"))
            == Fact.objects.filter(tenant__slug=slug).count()
        )
        shot(browser, "facts")
    assert all(
        (ARTIFACTS / f"{name}.png").stat().st_size > 10_000
        for name in ("overview", "health", "conversation-live", "facts")
    )
