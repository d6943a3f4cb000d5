"""A loopback HTTP server for the updaters' tests: it plays Wizards' site or MTGJSON."""

from __future__ import annotations

import http.server
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager


class _Handler(http.server.BaseHTTPRequestHandler):
    def do_GET(self) -> None:
        body = self.server.answer(self.path)  # type: ignore[attr-defined]
        if body is None:
            self.send_error(404)
            return
        self.send_response(200)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args: object) -> None:
        pass


@contextmanager
def http_server(answer: Callable[[str], bytes | None]) -> Iterator[str]:
    """Serve ``answer(path)`` (None: 404) on 127.0.0.1; yields the base URL."""
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _Handler)
    httpd.answer = answer  # type: ignore[attr-defined]
    # shutdown() waits for the serving loop's next look at its flag: every 0.5 s by default
    thread = threading.Thread(target=httpd.serve_forever, args=(0.01,), daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{httpd.server_address[1]}"
    finally:
        httpd.shutdown()
        httpd.server_close()
