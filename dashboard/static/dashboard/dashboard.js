/* The operators' dashboard: charts (Chart.js, served from our own static files) and the live streams. */
(function () {
  "use strict";

  const COLORS = { context: "#2563eb", naive: "#9ca3af", active: "#10b981", stale: "#f59e0b", superseded: "#8b5cf6",
                   created: "#2563eb", retired: "#ef4444", users: "#2563eb" };

  function data(id) {
    const node = document.getElementById(id);
    return node ? JSON.parse(node.textContent) : [];
  }

  function facts(slug, query) {
    return "/dashboard/" + slug + "/facts/?" + new URLSearchParams(query).toString();
  }

  function linkOnClick(linkFor) {
    return function (event, elements, chart) {
      if (!elements.length) return;
      const target = linkFor(chart, elements[0].datasetIndex, elements[0].index);
      if (target) window.location.href = target;
    };
  }

  const charts = {
    tokens(rows, canvas) {
      const label = (at) => canvas.dataset.step === "day"
        ? new Date(at).toLocaleDateString([], { month: "short", day: "numeric" })
        : new Date(at).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
      return { type: "line", data: { labels: rows.map((r) => label(r.at)), datasets: [
        { label: "prompt tokens per request", data: rows.map((r) => r.context), borderColor: COLORS.context, backgroundColor: COLORS.context, tension: 0.2 },
        { label: "full history (naive)", data: rows.map((r) => r.naive), borderColor: COLORS.naive, backgroundColor: COLORS.naive, borderDash: [6, 4], tension: 0.2 },
      ] }, options: { scales: { y: { beginAtZero: true, title: { display: true, text: "tokens per request" } } } } };
    },
    facts(rows, canvas) {
      const slug = document.body.dataset.tenant;
      const statuses = ["active", "stale", "superseded"];
      return { type: "bar", data: { labels: rows.map((r) => r.domain), datasets: statuses.map((s) => (
        { label: s, data: rows.map((r) => r[s]), backgroundColor: COLORS[s] })) },
        options: { scales: { x: { stacked: true }, y: { stacked: true, beginAtZero: true } },
          onClick: linkOnClick((chart, ds, i) => facts(slug, { domain: rows[i].domain, status: statuses[ds] })) } };
    },
    lifecycle(rows, canvas) {
      const base = canvas.dataset.link;
      const kinds = [["created", "created_on"], ["superseded", "superseded_on"], ["retired", "retired_on"]];
      return { type: "bar", data: { labels: rows.map((r) => r.day), datasets: kinds.map(([k]) => (
        { label: k, data: rows.map((r) => r[k]), backgroundColor: COLORS[k] })) },
        options: { scales: { y: { beginAtZero: true } },
          onClick: linkOnClick((chart, ds, i) => base + "?" + kinds[ds][1] + "=" + rows[i].day) } };
    },
    users(rows) {
      return { type: "bar", data: { labels: rows.map((r) => r.label + " facts"), datasets: [
        { label: "users", data: rows.map((r) => r.users), backgroundColor: COLORS.users }] },
        options: { plugins: { legend: { display: false } }, scales: { y: { beginAtZero: true } } } };
    },
  };

  function drawCharts() {
    if (!window.Chart) return;
    document.querySelectorAll("canvas[data-chart]").forEach((canvas) => {
      const config = charts[canvas.dataset.chart](data(canvas.dataset.source), canvas);
      config.options = Object.assign({ animation: false, maintainAspectRatio: false, responsive: true }, config.options);
      canvas.chart = new window.Chart(canvas, config);
      canvas.dataset.rendered = "true";
    });
  }

  function socket(path, onEvent, onState) {
    const url = (location.protocol === "https:" ? "wss://" : "ws://") + location.host + path;
    let retry = 1000;
    function open() {
      const ws = new WebSocket(url);
      ws.onopen = () => { retry = 1000; onState("live"); };
      ws.onmessage = (message) => onEvent(JSON.parse(message.data));
      ws.onclose = (event) => {
        if (event.code === 4401 || event.code === 4403) { onState("not allowed (" + event.code + ")"); return; }
        if (event.code === 4404 || event.code === 4410) { onState("ended (" + event.code + ")"); return; }
        onState("reconnecting…");
        setTimeout(open, retry);
        retry = Math.min(retry * 2, 30000);
      };
    }
    open();
  }

  function el(tag, className, text) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function dropEmpty(list) {
    const empty = list.querySelector(".empty");
    if (empty) empty.remove();
  }

  function drawBar(event) {
    const bar = document.querySelector("[data-bar]");
    if (!bar) return;
    const budget = event.budget || event.total_tokens || 1;
    bar.replaceChildren();
    const order = ["system", "rules", "facts", "recalled", "summaries", "state", "window", "current"];
    const parts = [];
    order.forEach((name) => {
      const tokens = event.tokens_by_section[name] || 0;
      if (!tokens) return;
      const seg = el("span", "seg seg-" + name);
      seg.style.width = (100 * tokens / budget) + "%";
      seg.title = name + ": " + tokens + " tokens";
      seg.dataset.section = name;
      bar.appendChild(seg);
      parts.push(name + " " + tokens);
    });
    const dropped = (event.dropped || []).map((d) => d.section + " (" + d.reason + ", " + d.count + ")");
    document.querySelector("[data-bar-caption]").textContent =
      event.total_tokens + " of " + budget + " tokens · " + parts.join(" · ") + (dropped.length ? " · dropped: " + dropped.join(", ") : "");
  }

  const conversationHandlers = {
    "message.created"(e) {
      const list = document.querySelector("[data-window]");
      dropEmpty(list);
      const item = el("li", "msg fresh " + e.role);
      item.dataset.seq = e.seq;
      item.appendChild(el("span", "who", e.role + " · turn " + e.turn));
      item.appendChild(document.createTextNode(" " + e.content));
      list.appendChild(item);
    },
    "state.updated"(e) {
      document.querySelector("[data-state]").textContent = JSON.stringify(e.data, null, 2);
      document.querySelector('[data-live="state-version"]').textContent = "v" + e.version;
    },
    "summary.created"(e) {
      const list = document.querySelector("[data-summaries]");
      dropEmpty(list);
      list.appendChild(el("li", "", "turns " + e.first_turn + "–" + e.last_turn + " " + (e.summary.topic || "")));
    },
    "fact.created"(e) {
      const list = document.querySelector("[data-facts]");
      dropEmpty(list);
      const item = el("li", "", "[" + e.fact.domain + "] " + e.fact.text + " ");
      item.dataset.fact = e.fact.id;
      item.appendChild(el("span", "muted", e.fact.confidence + " · " + e.fact.status));
      list.prepend(item);
    },
    "fact.superseded"(e) {
      const item = document.querySelector('[data-facts] [data-fact="' + e.fact.id + '"] .muted');
      if (item) item.textContent = e.fact.confidence + " · superseded";
    },
    "context.built": drawBar,
    "conversation.expired"() { document.querySelector('[data-live="status"]').textContent = "expired"; },
    "conversation.deleted"() { document.querySelector('[data-live="status"]').textContent = "deleted"; },
  };

  function liveConversation() {
    const node = document.querySelector("[data-conversation-stream]");
    if (!node) return;
    const state = node.querySelector('[data-live="connection"]');
    socket(node.dataset.conversationStream, (event) => {
      const handle = conversationHandlers[event.type];
      if (handle) handle(event);
    }, (text) => { state.textContent = text; node.dataset.stream = text; });
  }

  function liveMetrics() {
    const node = document.querySelector("[data-metrics-stream]");
    if (!node) return;
    socket(node.dataset.metricsStream, (event) => {
      if (event.type !== "metrics.live") return;
      ["builds", "context_tokens_per_build", "saving_pct"].forEach((key) => {
        node.querySelector('[data-live="' + key + '"]').textContent = event[key];
      });
    }, (text) => node.classList.toggle("on", text === "live"));
  }

  function tenantSwitch() {
    const form = document.querySelector("[data-tenant-switch]");
    if (!form) return;
    form.querySelector("select").addEventListener("change", (e) => { window.location.href = e.target.value; });
  }

  document.addEventListener("DOMContentLoaded", () => {
    drawCharts();
    liveConversation();
    liveMetrics();
    tenantSwitch();
  });
})();
