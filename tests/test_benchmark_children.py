"""The benchmarks' simulated children (benchmarks/classroom.py's Child) keep the cookies their
pages set, each in a jar of its own, and send them back as a browser does: a kernel admits only
the child the server named for its page (server/voila_kernels.py ``may_use_kernel``), and
children that dropped the page's cookies all got 403 on the kernel websocket."""
from __future__ import annotations

import importlib.util
from pathlib import Path

from tornado.httpclient import HTTPRequest, HTTPResponse
from tornado.httputil import HTTPHeaders

from server.voila_kernels import BROWSER_COOKIE

BENCH = Path(__file__).resolve().parent.parent / "benchmarks" / "classroom.py"


def _child_class():
    spec = importlib.util.spec_from_file_location("bench_classroom_children", BENCH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.Child


def _answer(*set_cookies: str) -> HTTPResponse:
    headers = HTTPHeaders()
    for line in set_cookies:
        headers.add("Set-Cookie", line)
    return HTTPResponse(HTTPRequest("http://127.0.0.1/"), 200, headers=headers)


def test_each_child_sends_back_its_own_pages_cookies_and_drops_a_cleared_one():
    Child = _child_class()
    one, other = (Child(n, "http://127.0.0.1:1/", "war", "") for n in range(2))
    signed = "2|1:0|10:1764300000|15:hilltop_browser|32:YWJj=|0123abcd"   # a Tornado signed value
    one.keep_cookies(_answer(f'{BROWSER_COOKIE}="{signed}"; expires=Mon, 28 Dec 2026 10:00:00 GMT; HttpOnly; Path=/; '
                             "SameSite=Lax", "_xsrf=2|ab|cd|1; Path=/"))
    other.keep_cookies(_answer(f"{BROWSER_COOKIE}=someone-else; Path=/"))
    sent = one.cookie_headers()["Cookie"]
    assert f"{BROWSER_COOKIE}=" in sent and signed in sent and "_xsrf=2|ab|cd|1" in sent
    assert other.cookie_headers() == {"Cookie": f"{BROWSER_COOKIE}=someone-else"}
    one.keep_cookies(_answer('_xsrf=""; expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; Path=/'))
    assert "_xsrf" not in one.cookie_headers()["Cookie"]
    assert Child(3, "http://127.0.0.1:1/", "war", "").cookie_headers() == {}
