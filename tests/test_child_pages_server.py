"""One child cannot fill the class (issue 38.5), on the real class server (``./hilltop class`` on
127.0.0.2): one login cookie asks for five pages at once; four are served, the fifth gets the kind
"you have too many pages open" page (429), and another child still gets a page."""
from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import pytest

from server.voila_kernels import MOST_PAGES_PER_CHILD
from tests.test_class_server_browser import ClassServer, child_opener, fetch


@pytest.fixture
def roomy_class_server():
    server = ClassServer(size=4, open_page="arcade")   # a cap of 7 kernels: more than one child may have
    try:
        yield server
    finally:
        server.kernel_pids()
        server.stop()


def test_one_cookie_with_many_pages_at_once_gets_a_kind_refusal(roomy_class_server):
    server = roomy_class_server
    one_child = child_opener(server)
    page = server.base + "voila/render/war.ipynb"
    with ThreadPoolExecutor(MOST_PAGES_PER_CHILD + 1) as pool:
        answers = list(pool.map(lambda _n: fetch(page, one_child), range(MOST_PAGES_PER_CHILD + 1)))
    codes = sorted(code for code, _body, _url in answers)
    assert codes == [200] * MOST_PAGES_PER_CHILD + [429], codes
    refused = next(body for code, body, _url in answers if code == 429)
    assert "You have too many pages open" in refused and "Traceback" not in refused
    code, body, _ = fetch(page, child_opener(server))          # another child: the class is not full
    assert code == 200, body[-2000:]
