"""Context-build metrics, in one place: what a build records (`builds`), the buffer builds wait in
(`buffer`), the per-minute and per-hour roll-up rows (`rollup`), and the figures read from them by the
API, the websockets and the dashboard (`queries`)."""
