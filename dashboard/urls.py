"""Routes of the operators' dashboard (under /dashboard/): sign-in pages, then one tenant per URL."""

from django.contrib.auth import views as auth_views
from django.urls import path, reverse_lazy

from dashboard import views
from dashboard.errors import post_only

app_name = "dashboard"

urlpatterns = [
    path("", views.home, name="home"),
    path("login/", auth_views.LoginView.as_view(template_name="registration/login.html"), name="login"),
    path("logout/", post_only(auth_views.LogoutView.as_view()), name="logout"),
    path(
        "password/",
        auth_views.PasswordChangeView.as_view(success_url=reverse_lazy("dashboard:password_change_done")),
        name="password_change",
    ),
    path("password/done/", auth_views.PasswordChangeDoneView.as_view(), name="password_change_done"),
    path("<slug:slug>/", views.overview, name="overview"),
    path("<slug:slug>/health/", views.health, name="health"),
    path("<slug:slug>/facts/", views.facts, name="facts"),
    path("<slug:slug>/facts/<int:fact_id>/<slug:action>/", views.fact_action, name="fact_action"),
    path("<slug:slug>/conversations/", views.conversations, name="conversations"),
    # <path:…>: a conversation id holds its user id, which ids stored before the user-id rule may hold a "/".
    path("<slug:slug>/conversations/<path:public_id>/", views.conversation, name="conversation"),
    path("<slug:slug>/forgotten/", views.receipts, name="receipts"),
]
